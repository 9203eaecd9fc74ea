import type { AppLoadContext } from 'react-router';
import type { Lang } from '~/domain/i18n';
import type { ProductDetail } from '~/domain/catalog';

export interface ProductData {
  kind: 'product';
  product: ProductDetail;
  installment: { cards: Record<string, number[]>; minAmount: number };
  alternates: Partial<Record<Lang, string>>;
  seo: { title: string | null; desc: string | null; keywords: string | null };
}

export async function loadProduct(
  context: AppLoadContext,
  lang: Lang,
  id: number,
  routeSeo?: ProductData['seo'],
): Promise<ProductData | null> {
  const product = await context.services.catalog.product(lang, id, context.viewer?.userId ?? null);
  if (!product) return null;
  const b = context.config.business;
  return {
    kind: 'product',
    product,
    installment: { cards: b.installmentCards, minAmount: b.installmentMinAmount },
    alternates: product.alternates,
    seo: {
      title: product.seo.title || routeSeo?.title || null,
      desc:
        product.seo.desc ||
        routeSeo?.desc ||
        product.desc
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 160) ||
        null,
      keywords: product.seo.keywords || routeSeo?.keywords || null,
    },
  };
}
