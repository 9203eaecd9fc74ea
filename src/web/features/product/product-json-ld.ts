import type { ProductDetail } from '~/domain/catalog';
import { productImage } from '~/domain/media';
import { stockLabel } from '~/domain/stock';

const AVAILABILITY = {
  outOfStock: 'https://schema.org/OutOfStock',
  limited: 'https://schema.org/LimitedAvailability',
  inStock: 'https://schema.org/InStock',
} as const;

/** The product's schema.org `Product` (SEO): name, pictures, brand, the offer with its availability, the rating. */
export function productJsonLd(p: ProductDetail, base: string) {
  const label = p.sold ? 'outOfStock' : stockLabel(p.stock);
  const images = (p.images.length ? p.images.map((i) => i.source) : p.image ? [p.image] : []).map(
    (s) => `${base}${productImage(s, 1000)}`,
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.title,
    sku: p.sku,
    productID: String(p.id),
    url: `${base}${p.href}`,
    image: images,
    description:
      p.desc
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 5000) || undefined,
    ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand.title } } : {}),
    category: p.category.title,
    offers: {
      '@type': 'Offer',
      url: `${base}${p.href}`,
      priceCurrency: 'AZN',
      price: (p.price / 100).toFixed(2),
      availability: AVAILABILITY[label],
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(p.reviewScore.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: p.reviewScore.rating.toFixed(1),
            reviewCount: p.reviewScore.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
