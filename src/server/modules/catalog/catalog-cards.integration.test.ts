import { expect, it } from 'vitest';
import type { ProductCard } from '../../../domain/catalog.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { resetSequences, type Database } from '../../db/kysely.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { CatalogService } from './catalog.service.ts';
import { CatalogIndex } from './catalog.index.ts';
import { FX, insertCatalogFixtures } from './catalog.fixtures.ts';
import { TransactionalConnection } from '../../db/unit-of-work.ts';

const BLUE = 8;

/**
 * The fixtures plus what shoppers met: a cheaper colour of the iPhone 15 in its colour family, and badges
 * that repeat the product's flags or each other.
 */
async function setup(database: Database) {
  await insertCatalogFixtures(database);
  const { db } = database;
  const iphone = await db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', FX.product.iphone)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('products')
    .values({
      ...iphone,
      id: BLUE,
      sku: 'SKU-800',
      title_az: 'Apple iPhone 15 128GB Mavi',
      title_ru: 'Apple iPhone 15 128GB синий',
      title_en: 'Apple iPhone 15 128GB Blue',
      price: 149900,
    })
    .execute();
  await db
    .insertInto('variant_group_items')
    .values({
      group_id: 1,
      product_id: BLUE,
      position: 3,
      color_code: '#0000ff',
      value_az: 'Mavi',
      value_ru: 'Синий',
      value_en: 'Blue',
    })
    .execute();
  await db
    .insertInto('badges')
    .values([
      { id: 2, name_az: 'Yeni', name_ru: 'Новинка', name_en: 'New', image: 'new.png' },
      { id: 3, name_az: 'Hit', name_ru: 'Хит', name_en: 'Hit', image: 'hit.png' },
      { id: 4, name_az: 'Hədiyyə', name_ru: 'Подарок', name_en: 'Gift', image: 'gift-2.png' },
    ])
    .execute();
  await db
    .insertInto('product_badges')
    .values([
      { product_id: FX.product.redmi, badge_id: 2 }, // Redmi has the New flag
      { product_id: FX.product.galaxy, badge_id: 3 }, // Galaxy S24 has the Hit (best seller) flag
      { product_id: FX.product.iphone, badge_id: 2 }, // the iPhone 15 is not flagged new: its badge stays
      { product_id: FX.product.iphone, badge_id: 4 }, // a second "Gift" badge
    ])
    .execute();
  await resetSequences(database, ['products', 'badges']);
}

function service(database: Database) {
  return new CatalogService({
    connection: new TransactionalConnection(database),
    index: new CatalogIndex(new TransactionalConnection(database), { refreshMs: 0 }),
    i18n: createI18n(),
  });
}

/** The amount the card puts in front of the shopper (product-card.tsx: a range shows its low end first). */
const shown = (c: ProductCard) =>
  c.hasVariantPrice && c.minPrice != null && c.maxPrice != null && c.minPrice !== c.maxPrice ? c.minPrice : c.price;
const available = (c: ProductCard) => !c.sold && c.stock > 2;

describeEachEngine(
  'product cards: prices and badges',
  (ctx) => {
    it('sorts by price the way the cards show it, each card at its own price', async () => {
      const svc = service(ctx.database);
      const prices = new Map(
        (await ctx.database.db.selectFrom('products').select(['id', 'price']).execute()).map((r) => [r.id, r.price]),
      );
      for (const sort of ['priceUp', 'priceDown'] as const) {
        const r = await svc.list({ lang: 'az', scope: { categoryId: FX.cat.phones }, page: 1, filters: {}, sort });
        expect(r.items.map((c) => c.id)).toContain(BLUE);
        for (const c of r.items) expect(shown(c), `card ${c.id}`).toBe(prices.get(c.id));
        // available products first, then sold and out of stock: each run is in price order
        for (const run of [r.items.filter(available), r.items.filter((c) => !available(c))]) {
          const seen = run.map(shown);
          expect(seen, sort).toEqual([...seen].sort((a, b) => (sort === 'priceUp' ? a - b : b - a)));
        }
      }
    });

    it('shows the product page at the product price, with the colour family as variants', async () => {
      const p = (await service(ctx.database).product('az', FX.product.iphone))!;
      expect(shown(p)).toBe(199900);
      expect(p.variants[0]!.products.map((v) => v.id)).toEqual([FX.product.iphone, FX.product.iphonePro, BLUE]);
    });

    it('shows a badge once, and not next to the flag that says the same', async () => {
      const svc = service(ctx.database);
      const cards = await svc.cards('ru', [FX.product.redmi, FX.product.galaxy, FX.product.iphone]);
      const badges = Object.fromEntries(cards.map((c) => [c.id, c.badges.map((b) => b.name)]));
      expect(badges).toEqual({
        [FX.product.redmi]: [],
        [FX.product.galaxy]: [],
        [FX.product.iphone]: ['Подарок', 'Новинка'],
      });
      const redmi = (await svc.product('az', FX.product.redmi))!;
      expect(redmi.newIn).toBe(true);
      expect(redmi.badges).toEqual([]);
      expect((await svc.product('en', FX.product.iphone))!.badges.map((b) => b.name)).toEqual(['Gift', 'New']);
    });
  },
  setup,
);
