import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '~/domain/catalog';
import { productJsonLd } from './product-json-ld';

const product = (over: Partial<ProductDetail> = {}) =>
  ({
    id: 42,
    title: 'Phone X',
    sku: 'PX-1',
    href: '/phone-x-42',
    images: [{ source: 'a.jpg', withPad: false }],
    image: 'a.jpg',
    desc: '<p>A <b>good</b>\n phone</p>',
    brand: { title: 'Acme', href: '/brands/acme' },
    category: { title: 'Phones' },
    price: 129999,
    stock: 10,
    sold: false,
    reviewScore: { rating: 4.25, count: 3 },
    ...over,
  }) as unknown as ProductDetail;

describe('productJsonLd (SEO)', () => {
  it('describes the product, its offer in AZN and its rating', () => {
    const ld = productJsonLd(product(), 'https://shop.example');
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Phone X',
      sku: 'PX-1',
      productID: '42',
      url: 'https://shop.example/phone-x-42',
      description: 'A good phone',
      brand: { '@type': 'Brand', name: 'Acme' },
      category: 'Phones',
      offers: { price: '1299.99', priceCurrency: 'AZN', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: '4.3', reviewCount: 3 },
    });
    expect(ld.image).toHaveLength(1);
    expect(ld.image[0]).toMatch(/^https:\/\/shop\.example\//);
  });

  it('a sold product is out of stock; no reviews, no rating; no brand, no brand', () => {
    const ld = productJsonLd(
      product({ sold: true, brand: null, reviewScore: { rating: 0, count: 0 } } as Partial<ProductDetail>),
      '',
    );
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('brand');
  });
});
