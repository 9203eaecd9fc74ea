import { expect, it } from 'vitest';
import type { ProductCard, ProductDetail } from '../../../domain/catalog.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import type { Database } from '../../db/kysely.ts';
import { accountApp, call } from '../account/account.fixtures.ts';
import { FX, insertCatalogFixtures } from './catalog.fixtures.ts';

/** What the product card and the product page tell before the cart (spec 000 §3): the cart's discounts (decision 0023). */

async function setup(database: Database) {
  await insertCatalogFixtures(database);
  const { db } = database;
  // 20 ₼ off each iPhone in the basket; 5 % off a Galaxy S24 next to another Android phone
  await db.updateTable('products').set({ basket_discount: 2_000 }).where('id', '=', FX.product.iphone).execute();
  await db.updateTable('products').set({ same_category_percent: 5 }).where('id', '=', FX.product.galaxy).execute();
  // a zero is no discount
  await db.updateTable('products').set({ basket_discount: 0, same_category_percent: 0 }).where('id', '=', FX.product.redmi).execute();
}

describeEachEngine(
  'product card and page extras',
  (ctx) => {
    it('cards of listings and of the product page carry the basket and same-category discounts of the product row', async () => {
      const { app } = await accountApp(ctx.database);
      const list = await call(app, null, 'GET', `/api/products?lang=ru&scope_category=${FX.cat.electronics}`);
      const cards = new Map((list.body.data as unknown as { items: ProductCard[] }).items.map((c) => [c.id, c]));
      expect(cards.get(FX.product.iphone)).toMatchObject({ discountInBasket: 2_000, discountCategoryTitle: null, discountCategoryPercent: null });
      expect(cards.get(FX.product.galaxy)).toMatchObject({ discountInBasket: null, discountCategoryTitle: 'Android смартфоны', discountCategoryPercent: 5 });
      expect(cards.get(FX.product.redmi)).toMatchObject({ discountInBasket: null, discountCategoryTitle: null, discountCategoryPercent: null });
      const page = (await call(app, null, 'GET', `/api/products/${FX.product.galaxy}?lang=en`)).body.data as unknown as ProductDetail;
      expect(page).toMatchObject({ discountCategoryTitle: 'Android phones', discountCategoryPercent: 5 });
      await app.close();
    });
  },
  setup,
);
