/**
 * A small, hand-made catalogue for the catalogue and reviews tests (independent of the demo seed).
 * Categories: 1 Elektronika → 2 Smartfonlar → 3 Android; 4 Məişət texnikası (small appliances) → 5 Ütülər.
 * The taxonomy is in catalog-taxonomy.fixtures.ts, the products in catalog-products.fixtures.ts; this file adds the
 * campaign, the page addresses, reviews and banners.
 */
import { resetSequences, type Database } from '../../db/kysely.ts';
import { insertFixtureProducts } from './catalog-products.fixtures.ts';
import { insertFixtureTaxonomy, titles } from './catalog-taxonomy.fixtures.ts';

export const FX = {
  cat: { electronics: 1, phones: 2, android: 3, home: 4, irons: 5 },
  brand: { apple: 1, samsung: 2, xiaomi: 3, philips: 4 },
  param: { ram: 1, color: 2 },
  value: { ram8: 11, ram12: 12, black: 21, white: 22 },
  product: { iphone: 1, iphonePro: 2, galaxy: 3, redmi: 4, iron: 5, inactive: 6, soldA55: 7 },
} as const;

export async function insertCatalogFixtures(database: Database): Promise<void> {
  const { db } = database;
  await insertFixtureTaxonomy(database);
  await insertFixtureProducts(database);
  await db
    .insertInto('campaigns')
    .values({
      id: 1,
      ...titles('Yay endirimi', 'Летняя распродажа', 'Summer sale'),
      content_az: '[]',
      content_ru: '[]',
      content_en: '[]',
      image: 'summer.png',
      active: 1,
      position: 1,
    } as never)
    .execute();
  await db
    .insertInto('product_campaigns')
    .values([
      { campaign_id: 1, product_id: 3 },
      { campaign_id: 1, product_id: 4 },
    ])
    .execute();

  const slugs: Record<string, Record<number, string>> = {
    Product: {
      1: 'apple-iphone-15',
      2: 'apple-iphone-15-pro',
      3: 'samsung-galaxy-s24',
      4: 'xiaomi-redmi-note-13',
      5: 'philips-utu-azur',
      7: 'samsung-galaxy-a55',
    },
    Category: { 1: 'elektronika', 2: 'smartfonlar', 3: 'android', 4: 'meiset-texnikasi', 5: 'utuler' },
    Brand: { 1: 'brand-apple', 2: 'brand-samsung', 3: 'brand-xiaomi', 4: 'brand-philips' },
    Campaign: { 1: 'yay-endirimi' },
  };
  const routes = [];
  for (const [view, m] of Object.entries(slugs))
    for (const [id, slug] of Object.entries(m))
      for (const lang of ['az', 'ru'])
        routes.push({
          lang,
          path: lang === 'az' ? slug : `${slug}-ru`,
          view,
          entity_id: Number(id),
          seo_title: view === 'Product' && id === '1' ? 'iPhone 15 SEO' : null,
          seo_desc: null,
          seo_keywords: null,
        });
  await db.insertInto('routes').values(routes).execute();
  await db
    .insertInto('reviews')
    .values([
      {
        product_id: 1,
        full_name: 'Aysel',
        email: 'aysel@example.com',
        rating: 5,
        review: 'Əla telefon',
        status: 'approved',
        ip: '10.0.0.1',
        created_at: '2026-02-01T10:00:00.000Z',
      },
      {
        product_id: 1,
        full_name: 'Orxan',
        email: 'orxan@example.com',
        rating: 4,
        review: 'Yaxşıdır',
        status: 'approved',
        ip: '10.0.0.2',
        created_at: '2026-02-02T10:00:00.000Z',
      },
      {
        product_id: 1,
        full_name: 'Spam',
        email: 'spam@example.com',
        rating: 1,
        review: 'pending one',
        status: 'pending',
        ip: '10.0.0.3',
        created_at: '2026-02-03T10:00:00.000Z',
      },
    ])
    .execute();
  await db
    .insertInto('banners')
    .values([
      { kind: 'main', position: 1, image: 'b1.png', ...titles('Banner 1'), link: '/sale' },
      { kind: 'double', position: 1, image: 'd1.png', ...titles('Double 1'), link: 'https://example.com/x' },
    ])
    .execute();
  await resetSequences(database, [
    'categories',
    'brands',
    'parameters',
    'parameter_values',
    'products',
    'badges',
    'variant_groups',
    'campaigns',
    'reviews',
    'routes',
    'product_images',
    'banners',
    'faq',
    'product_videos',
  ]);
}
