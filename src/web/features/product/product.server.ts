import type { AppLoadContext } from 'react-router';
import type { Lang } from '~/domain/i18n';
import type { ProductDetail } from '~/domain/catalog';
import { deliveryEstimate, type DeliveryEstimate } from '~/domain/delivery-estimate';
import { isAvailable } from '~/domain/stock';

export interface ProductData {
  kind: 'product';
  product: ProductDetail;
  installment: { cards: Record<string, number[]>; minAmount: number };
  /** when a courier order placed now arrives (PDP-14, decision 0080): in-stock products the shop delivers only */
  delivery: DeliveryEstimate | null;
  alternates: Partial<Record<Lang, string>>;
  seo: { title: string | null; desc: string | null; keywords: string | null };
}

export async function loadProduct(
  context: AppLoadContext,
  lang: Lang,
  id: number,
  routeSeo?: ProductData['seo'],
  /** an inactive product too: only for a staff member's preview (decision 0086) */
  preview = false,
): Promise<ProductData | null> {
  const product = preview
    ? await context.services.catalog.productPreview(lang, id)
    : await context.services.catalog.product(lang, id, context.viewer?.userId ?? null);
  if (!product) return null;
  const b = context.config.business;
  return {
    kind: 'product',
    product,
    installment: { cards: b.installmentCards, minAmount: b.installmentMinAmount },
    // rendered on the server, on the shop's clock (the page cache keeps a page for a second or so)
    delivery:
      b.deliveryTypes.includes('delivery') && !product.priceInStore && isAvailable(product.stock, product.sold)
        ? deliveryEstimate(new Date(), {
            cutoffHour: b.deliveryCutoffHour,
            holidays: b.deliveryHolidays,
            cities: b.deliveryCities,
          })
        : null,
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
