import { afterAll, beforeAll, expect, it } from 'vitest';
import { RECENTLY_VIEWED_KEEP } from '../../../domain/lists/recently-viewed.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { accountApp, call, createUser, type App } from '../cabinet/cabinet.fixtures.ts';

const P = FX.product;
const URL = '/api/users/recently-viewed';
const ids = (r: { body: { data?: { products: { id: number }[] } } }) => r.body.data!.products.map((p) => p.id);

describeEachEngine(
  'recently viewed of a signed-in customer (PDP-14)',
  (ctx) => {
    let app: App;
    beforeAll(async () => {
      ({ app } = await accountApp(ctx.database));
    });
    afterAll(async () => {
      await app.close();
    });
    const rows = (userId: number) =>
      ctx.database.db.selectFrom('recently_viewed').selectAll().where('user_id', '=', userId).execute();

    it('records views newest first, one row per product, and answers fresh cards in the language asked', async () => {
      const u = await createUser(ctx.database);
      expect(ids(await call(app, u.id, 'GET', URL))).toEqual([]);
      await call(app, u.id, 'POST', URL, { product_id: P.iphone });
      await new Promise((r) => setTimeout(r, 5));
      await call(app, u.id, 'POST', URL, { product_id: P.iron });
      await new Promise((r) => setTimeout(r, 5));
      // the same view again (a reload, a retried request): still one row, now the newest
      const again = await call(app, u.id, 'POST', URL, { product_id: P.iphone, lang: 'en' });
      expect(again.status).toBe(200);
      expect(ids(again)).toEqual([P.iphone, P.iron]);
      expect((again.body.data as unknown as { products: object[] }).products[0]).toMatchObject({
        title: 'Apple iPhone 15 128GB',
        price: 199900,
      });
      expect(await rows(u.id)).toHaveLength(2);
      // another customer sees only their own
      const other = await createUser(ctx.database);
      expect(ids(await call(app, other.id, 'GET', URL))).toEqual([]);
    });

    it('does not record a product that is not on sale, and leaves out one switched off since', async () => {
      const u = await createUser(ctx.database);
      for (const id of [P.inactive, 999_999]) {
        const r = await call(app, u.id, 'POST', URL, { product_id: id });
        expect(r.status).toBe(200);
        expect(ids(r)).toEqual([]);
      }
      await call(app, u.id, 'POST', URL, { product_id: P.galaxy });
      await call(app, u.id, 'POST', URL, { product_id: P.redmi });
      await ctx.database.db.updateTable('products').set({ active: 0 }).where('id', '=', P.redmi).execute();
      try {
        expect(ids(await call(app, u.id, 'GET', URL))).toEqual([P.galaxy]);
      } finally {
        await ctx.database.db.updateTable('products').set({ active: 1 }).where('id', '=', P.redmi).execute();
      }
    });

    it('keeps the newest 16 views per customer', async () => {
      const u = await createUser(ctx.database);
      const base = await ctx.database.db
        .selectFrom('products')
        .selectAll()
        .where('id', '=', P.redmi)
        .executeTakeFirstOrThrow();
      const many = Array.from({ length: 20 }, (_, i) => ({ ...base, id: 2000 + i, sku: `RV-${i}` }));
      await ctx.database.db.insertInto('products').values(many).execute();
      const at = Date.now() - 60_000;
      // the browser's list merges first (older views), then the page records newer ones
      await call(app, u.id, 'POST', `${URL}/merge`, {
        items: many.slice(0, 16).map((p, i) => ({ id: p.id, at: at + i })),
      });
      for (const p of many.slice(16)) await call(app, u.id, 'POST', URL, { product_id: p.id });
      expect(await rows(u.id)).toHaveLength(RECENTLY_VIEWED_KEEP);
      const list = ids(await call(app, u.id, 'GET', URL));
      expect(list.slice(0, 4).sort()).toEqual([2016, 2017, 2018, 2019]);
      expect(list).not.toContain(2000);
      expect(list).toContain(2015);
    });

    it("joins the browser's list at sign-in: the newest view of a product wins; a time in the future counts as now", async () => {
      const u = await createUser(ctx.database);
      await call(app, u.id, 'POST', URL, { product_id: P.iphone });
      const now = Date.now();
      const r = await call(app, u.id, 'POST', `${URL}/merge`, {
        items: [
          { id: P.iron, at: now + 86_400_000 },
          { id: P.iphone, at: now - 3_600_000 },
          { id: P.galaxy, at: now - 7_200_000 },
          { id: P.inactive, at: now },
        ],
      });
      expect(r.status).toBe(200);
      expect(ids(r)).toEqual([P.iron, P.iphone, P.galaxy]);
      expect(Date.parse((await rows(u.id)).find((x) => x.product_id === P.iron)!.viewed_at)).toBeLessThanOrEqual(
        Date.now(),
      );
      // the same merge again (a retried request) changes nothing
      const twice = await call(app, u.id, 'POST', `${URL}/merge`, {
        items: [{ id: P.galaxy, at: now - 7_200_000 }],
      });
      expect(ids(twice)).toEqual([P.iron, P.iphone, P.galaxy]);
      expect(await rows(u.id)).toHaveLength(3);
    });

    it('answers a guest 401 and bad input 400 with the field named, never a 500', async () => {
      for (const [method, url, body] of [
        ['GET', URL, undefined],
        ['POST', URL, { product_id: P.iphone }],
        ['POST', `${URL}/merge`, { items: [] }],
      ] as const)
        expect((await call(app, null, method, url, body)).status, `${method} ${url}`).toBe(401);
      const u = await createUser(ctx.database);
      for (const body of [
        {},
        { product_id: 'x' },
        { product_id: -1 },
        { product_id: 2 ** 40 },
        { product_id: 1, x: 1 },
      ]) {
        const r = await call(app, u.id, 'POST', URL, { ...body, lang: 'en' });
        expect(r.status, JSON.stringify(body)).toBe(400);
      }
      const bad = await call(app, u.id, 'POST', `${URL}/merge`, { items: [{ id: 1, at: 'yesterday' }], lang: 'en' });
      expect(bad.status).toBe(400);
      const tooMany = await call(app, u.id, 'POST', `${URL}/merge`, {
        items: Array.from({ length: 17 }, (_, i) => ({ id: i + 1, at: 1 })),
        lang: 'ru',
      });
      expect(tooMany.status).toBe(400);
      expect(Object.keys(tooMany.body.errors ?? {})).toEqual(['items']);
      expect(await rows(u.id)).toEqual([]);
    });
  },
  insertCartFixtures,
);
