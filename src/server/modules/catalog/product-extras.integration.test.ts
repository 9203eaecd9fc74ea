import { CompiledQuery } from 'kysely';
import { expect, it } from 'vitest';
import type { ProductCard, ProductDetail } from '../../../domain/catalog.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import type { Database } from '../../db/kysely.ts';
import { accountApp, call, createUser } from '../cabinet/cabinet.fixtures.ts';
import { CatalogRepo } from './catalog.repo.ts';
import { FX, insertCatalogFixtures } from './catalog.fixtures.ts';

/**
 * What the product card and the product page tell before the cart (PDP-7): the cart's basket and same-category
 * discounts (decision 0023), how many other shoppers hold the product in their cart and its payment restriction
 * (decision 0056).
 */

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

async function setup(database: Database) {
  await insertCatalogFixtures(database);
  const { db } = database;
  // 20 ₼ off each iPhone in the basket; 5 % off a Galaxy S24 next to another Android phone
  await db.updateTable('products').set({ basket_discount: 2_000 }).where('id', '=', FX.product.iphone).execute();
  await db.updateTable('products').set({ same_category_percent: 5 }).where('id', '=', FX.product.galaxy).execute();
  // a sold product keeps its discounts in the database; a zero is no discount
  await db
    .updateTable('products')
    .set({ basket_discount: 0, same_category_percent: 0 })
    .where('id', '=', FX.product.redmi)
    .execute();
  // the iron at 99.90 ₼: at or below the installment minimum (100 ₼ by default)
  await db.updateTable('products').set({ price: 9_990 }).where('id', '=', FX.product.iron).execute();
}

async function addToCart(database: Database, userId: number, productId: number, at: string, list = 'cart', size = '') {
  await database.db
    .insertInto('user_list_items')
    .values({ user_id: userId, list, product_id: productId, size, qty: 1, created_at: at })
    .execute();
}

describeEachEngine(
  'product card and page extras',
  (ctx) => {
    it('cards of listings and of the product page carry the basket and same-category discounts of the product row', async () => {
      const { app } = await accountApp(ctx.database);
      const list = await call(app, null, 'GET', `/api/products?lang=ru&scope_category=${FX.cat.electronics}`);
      const cards = new Map((list.body.data as unknown as { items: ProductCard[] }).items.map((c) => [c.id, c]));
      expect(cards.get(FX.product.iphone)).toMatchObject({
        discountInBasket: 2_000,
        discountCategoryTitle: null,
        discountCategoryPercent: null,
      });
      expect(cards.get(FX.product.galaxy)).toMatchObject({
        discountInBasket: null,
        discountCategoryTitle: 'Android смартфоны',
        discountCategoryPercent: 5,
      });
      expect(cards.get(FX.product.redmi)).toMatchObject({
        discountInBasket: null,
        discountCategoryTitle: null,
        discountCategoryPercent: null,
      });
      const page = (await call(app, null, 'GET', `/api/products/${FX.product.galaxy}?lang=en`)).body
        .data as unknown as ProductDetail;
      expect(page).toMatchObject({ discountCategoryTitle: 'Android phones', discountCategoryPercent: 5 });
      await app.close();
    });

    it("counts the other customers whose cart got the product in the last 7 days, never the viewer's own", async () => {
      const { app } = await accountApp(ctx.database);
      const [viewer, a, b, c, d] = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(ctx.database)));
      const p = FX.product.galaxy;
      await addToCart(ctx.database, viewer!.id, p, ago(1));
      await addToCart(ctx.database, a!.id, p, ago(0));
      // two sizes of one customer are one shopper
      await addToCart(ctx.database, b!.id, p, ago(2));
      await addToCart(ctx.database, b!.id, p, ago(2), 'cart', 'XL');
      // not counted: a line from long ago, a wish list, another product
      await addToCart(ctx.database, c!.id, p, ago(30));
      await addToCart(ctx.database, d!.id, p, ago(0), 'wish');
      await addToCart(ctx.database, d!.id, FX.product.iphone, ago(0));
      const seen = async (userId: number | null, id: number = p) =>
        ((await call(app, userId, 'GET', `/api/products/${id}?lang=az`)).body.data as unknown as ProductDetail)
          .inOthersCart;
      expect(await seen(viewer!.id)).toBe(2);
      expect(await seen(a!.id)).toBe(2);
      expect(await seen(null)).toBe(3);
      expect(await seen(c!.id)).toBe(3);
      expect(await seen(null, FX.product.iphone)).toBe(1);
      expect(await seen(d!.id, FX.product.iphone)).toBe(0);
      // a sold product: nobody is told it sits in carts
      await addToCart(ctx.database, a!.id, FX.product.soldA55, ago(0));
      expect(await seen(null, FX.product.soldA55)).toBe(0);
      await app.close();
    });

    it('counts from one range of an index, not the whole table', async () => {
      const repo = new CatalogRepo(ctx.database.db);
      const q = repo.inOthersCartQuery(FX.product.galaxy, ago(7), 1).compile();
      const plan = await ctx.database.db.transaction().execute(async (trx) => {
        if (ctx.database.dialect === 'postgres') {
          await trx.executeQuery(CompiledQuery.raw('SET LOCAL enable_seqscan = off'));
          return (
            await trx.executeQuery<Record<string, string>>(CompiledQuery.raw(`EXPLAIN ${q.sql}`, [...q.parameters]))
          ).rows.map((r) => Object.values(r).join(' '));
        }
        return (
          await trx.executeQuery<{ detail: string }>(
            CompiledQuery.raw(`EXPLAIN QUERY PLAN ${q.sql}`, [...q.parameters]),
          )
        ).rows.map((r) => r.detail);
      });
      const text = plan.join('\n');
      expect(text).toContain('user_list_items_cart_product');
      if (ctx.database.dialect === 'sqlite')
        expect(text).toMatch(
          /COVERING INDEX user_list_items_cart_product \(list=\? AND product_id=\? AND created_at>\?\)/,
        );
    });

    it("tells a product's payment types, and in words that one alone cannot be bought on installments", async () => {
      const { app } = await accountApp(ctx.database);
      const page = async (id: number, lang = 'en') =>
        (await call(app, null, 'GET', `/api/products/${id}?lang=${lang}`)).body.data as unknown as ProductDetail;
      expect(await page(FX.product.iphone)).toMatchObject({
        paymentTypes: ['cash', 'card', 'installment'],
        paymentTypeMessage: null,
      });
      expect(await page(FX.product.iron)).toMatchObject({
        paymentTypes: ['cash', 'card'],
        paymentTypeMessage: 'This product alone cannot be bought in installments: they are offered for a larger order.',
      });
      expect((await page(FX.product.iron, 'ru')).paymentTypeMessage).toBe(
        'Один этот товар нельзя купить в рассрочку: она доступна при большей сумме заказа.',
      );
      expect(await page(FX.product.soldA55)).toMatchObject({ paymentTypes: [], paymentTypeMessage: null });
      await app.close();
      // a shop without installments restricts no product
      const noInstallments = await accountApp(ctx.database, { PAYMENT_TYPES: 'cash,card' });
      const iron = (await call(noInstallments.app, null, 'GET', `/api/products/${FX.product.iron}?lang=en`)).body
        .data as unknown as ProductDetail;
      expect(iron).toMatchObject({ paymentTypes: ['cash', 'card'], paymentTypeMessage: null });
      await noInstallments.app.close();
    });

    it('serves the description without an opening heading that repeats the title (PDP-3)', async () => {
      const { app } = await accountApp(ctx.database);
      const { title } = await ctx.database.db
        .selectFrom('products')
        .select('title_en as title')
        .where('id', '=', FX.product.galaxy)
        .executeTakeFirstOrThrow();
      const blocks = [
        { type: 'header', data: { level: 2, text: ` ${title.toUpperCase()} ` } },
        { type: 'paragraph', data: { text: 'A phone for every day.' } },
        { type: 'header', data: { level: 2, text: 'Key features' } },
      ];
      await ctx.database.db
        .updateTable('products')
        .set({ content_en: JSON.stringify(blocks) })
        .where('id', '=', FX.product.galaxy)
        .execute();
      const page = (await call(app, null, 'GET', `/api/products/${FX.product.galaxy}?lang=en`)).body
        .data as unknown as ProductDetail;
      expect(page.content).toEqual(blocks.slice(1));
      await app.close();
    });
  },
  setup,
);
