import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_CART_LINES, MAX_LIST_IDS } from '../../../domain/lists/guest-lists.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { accountApp, call, createUser } from '../cabinet/cabinet.fixtures.ts';
import type { Services } from '../../services.ts';

const P = FX.product;
type App = Awaited<ReturnType<typeof accountApp>>['app'];

/** Products 1000… for the limit tests: active, in stock. */
async function manyProducts(database: Parameters<typeof insertCartFixtures>[0], n: number) {
  const base = await database.db.selectFrom('products').selectAll().where('id', '=', P.redmi).executeTakeFirstOrThrow();
  const rows = Array.from({ length: n }, (_, i) => ({ ...base, id: 1000 + i, sku: `MANY-${i}` }));
  for (let i = 0; i < rows.length; i += 50)
    await database.db
      .insertInto('products')
      .values(rows.slice(i, i + 50))
      .execute();
}

describeEachEngine(
  'server lists of a signed-in customer',
  (ctx) => {
    let app: App;
    let services: Services;
    beforeAll(async () => {
      ({ app, services } = await accountApp(ctx.database));
    });
    afterAll(async () => {
      await app.close();
    });

    it('adds to the cart, adds units to a line, and never above the stock', async () => {
      const u = await createUser(ctx.database);
      const a = await call(app, u.id, 'POST', '/api/users/add-to-cart', { product_id: P.iron, qty: 2, max: 999 });
      expect(a.status).toBe(200);
      expect(a.body.data).toMatchObject({ items: [{ id: P.iron, qty: 2, size: null }] });
      await call(app, u.id, 'POST', '/api/users/add-to-cart', { product_id: P.iphone });
      const b = await call(app, u.id, 'POST', '/api/users/add-to-cart', { product_id: P.iron, qty: 3 });
      expect(b.body.data).toMatchObject({
        items: [
          { id: P.iron, qty: 5, size: null },
          { id: P.iphone, qty: 1, size: null },
        ],
      });
      // the iron has 5 units: one more is refused and nothing changes
      const over = await call(app, u.id, 'POST', '/api/users/add-to-cart', { product_id: P.iron, qty: 1, lang: 'en' });
      expect(over.status).toBe(409);
      expect(over.body.error).toBe('Product quantity not available in stock');
      expect((await call(app, u.id, 'GET', '/api/users/cart')).body.data).toEqual({
        items: (b.body.data as unknown as { items: unknown }).items,
      });
      // sold, switched off, unknown
      expect((await call(app, u.id, 'POST', '/api/users/add-to-cart', { product_id: P.soldA55 })).status).toBe(409);
      const gone = await call(app, u.id, 'POST', '/api/users/add-to-cart', { product_id: P.inactive, lang: 'en' });
      expect(gone.status).toBe(404);
      expect(gone.body.error).toBe('Product not found');
      expect((await call(app, u.id, 'POST', '/api/users/add-to-cart', { product_id: 99_999 })).status).toBe(404);
    });

    it('change-qty sets 1 to stock; remove takes a product away', async () => {
      const u = await createUser(ctx.database);
      await call(app, u.id, 'POST', '/api/users/add-to-cart', { product_id: P.iron, qty: 2 });
      const set = await call(app, u.id, 'POST', '/api/users/change-qty', { product_id: P.iron, qty: 5 });
      expect(set.body.data).toMatchObject({ items: [{ id: P.iron, qty: 5, size: null }] });
      expect((await call(app, u.id, 'POST', '/api/users/change-qty', { product_id: P.iron, qty: 6 })).status).toBe(409);
      const zero = await call(app, u.id, 'POST', '/api/users/change-qty', { product_id: P.iron, qty: 0, lang: 'en' });
      expect(zero.status).toBe(400);
      expect(zero.body.errors).toEqual({ qty: 'The value is too small' });
      const absent = await call(app, u.id, 'POST', '/api/users/change-qty', {
        product_id: P.galaxy,
        qty: 1,
        lang: 'en',
      });
      expect(absent.status).toBe(404);
      expect(absent.body.error).toBe('This product is not in your cart');
      // removing what is not there changes nothing; without a size every line of the product goes
      expect((await call(app, u.id, 'POST', `/api/users/remove-item-cart/${P.galaxy}`)).body.data).toMatchObject({
        items: [{ id: P.iron, qty: 5, size: null }],
      });
      expect((await call(app, u.id, 'POST', `/api/users/remove-item-cart/${P.iron}`)).body.data).toMatchObject({
        items: [],
      });
    });

    it('a size the product does not come in is refused with a field error, and a stored one is dropped when read (decision 0065)', async () => {
      const u = await createUser(ctx.database);
      // no product of this shop has sizes: any size is made up
      for (const size of ['XXL', '../../../etc/passwd', 'NaN', '1e999', 'M']) {
        for (const [url, body] of [
          ['/api/users/add-to-cart', { product_id: P.iron, qty: 1, size, lang: 'en' }],
          ['/api/users/change-qty', { product_id: P.iron, qty: 1, size, lang: 'ru' }],
        ] as const) {
          const r = await call(app, u.id, 'POST', url, body);
          expect(r.status, `${url} ${size}`).toBe(400);
          expect(r.body.errors, `${url} ${size}`).toEqual({
            size:
              body.lang === 'en' ? 'This product does not come in this size' : 'Этот товар не бывает такого размера',
          });
        }
      }
      // a number where the size goes is a wrong type (1e999 is Infinity once parsed)
      const num = await app.inject({
        method: 'POST',
        url: '/api/users/add-to-cart',
        headers: { 'x-test-user': String(u.id), 'content-type': 'application/json' },
        payload: `{"product_id":${P.iron},"size":1e999,"lang":"en"}`,
      });
      expect(num.statusCode).toBe(400);
      expect(
        await ctx.database.db.selectFrom('user_list_items').select('size').where('user_id', '=', u.id).execute(),
      ).toEqual([]);

      // rows stored before the rule: invisible in every read, deleted by the next change
      const at = new Date().toISOString();
      await ctx.database.db
        .insertInto('user_list_items')
        .values([
          { user_id: u.id, list: 'cart', product_id: P.iron, size: 'XXL', qty: 2, created_at: at },
          { user_id: u.id, list: 'cart', product_id: P.galaxy, size: '../../../etc/passwd', qty: 1, created_at: at },
          { user_id: u.id, list: 'cart', product_id: P.iphone, size: '', qty: 1, created_at: at },
        ])
        .execute();
      expect((await call(app, u.id, 'GET', '/api/users/cart')).body.data).toEqual({
        items: [{ id: P.iphone, qty: 1, size: null }],
      });
      expect((await services.userLists.all(u.id)).ok && (await services.userLists.all(u.id))).toMatchObject({
        data: { cart: [{ id: P.iphone, qty: 1, size: '' }] },
      });
      // the iron's 5 units are all still buyable: the hidden XXL line holds none of them
      const add = await call(app, u.id, 'POST', '/api/users/add-to-cart', { product_id: P.iron, qty: 5 });
      expect(add.body.data).toMatchObject({
        items: [
          { id: P.iphone, qty: 1, size: null },
          { id: P.iron, qty: 5, size: null },
        ],
      });
      const rows = await ctx.database.db
        .selectFrom('user_list_items')
        .select(['product_id', 'size'])
        .where('user_id', '=', u.id)
        .orderBy('product_id')
        .execute();
      expect(rows.map((r) => r.size)).toEqual(['', '']);
    });

    it('wish list and compare: ids in the order added, a duplicate is refused with the spec message, remove', async () => {
      const u = await createUser(ctx.database);
      for (const [name, already] of [
        ['wishlist', 'Product is already in your wish list'],
        ['compare', 'Product is already in your compare'],
      ] as const) {
        await call(app, u.id, 'POST', `/api/users/add-to-${name}`, { product_id: P.galaxy });
        await call(app, u.id, 'POST', `/api/users/add-to-${name}`, { product_id: P.iphone });
        const third = await call(app, u.id, 'POST', `/api/users/add-to-${name}`, { product_id: P.soldA55 });
        expect(third.body.data, name).toEqual({ items: [P.galaxy, P.iphone, P.soldA55] });
        const dup = await call(app, u.id, 'POST', `/api/users/add-to-${name}`, { product_id: P.iphone, lang: 'en' });
        expect(dup.status).toBe(409);
        expect(dup.body.error).toBe(already);
        expect((await call(app, u.id, 'POST', `/api/users/add-to-${name}`, { product_id: P.inactive })).status).toBe(
          404,
        );
        const rem = await call(app, u.id, 'POST', `/api/users/remove-item-${name}/${P.galaxy}`);
        expect(rem.body.data).toEqual({ items: [P.iphone, P.soldA55] });
        expect((await call(app, u.id, 'GET', `/api/users/${name}`)).body.data).toEqual({
          items: [P.iphone, P.soldA55],
        });
      }
      // the lists are the customer's own
      const other = await createUser(ctx.database);
      expect((await call(app, other.id, 'GET', '/api/users/wishlist')).body.data).toEqual({ items: [] });
    });

    it('keeps the limits of guests: 100 cart lines, 100 ids per list', async () => {
      await manyProducts(ctx.database, MAX_LIST_IDS + 1);
      const u = await createUser(ctx.database);
      const at = '2026-01-01T00:00:00.000Z';
      const rows = (list: string) =>
        Array.from({ length: MAX_LIST_IDS }, (_, i) => ({
          user_id: u.id,
          list,
          product_id: 1000 + i,
          size: '',
          qty: 1,
          created_at: at,
        }));
      for (const list of ['cart', 'wish', 'compare'])
        await ctx.database.db.insertInto('user_list_items').values(rows(list)).execute();
      const next = 1000 + MAX_LIST_IDS;
      const cart = await call(app, u.id, 'POST', '/api/users/add-to-cart', { product_id: next, lang: 'en' });
      expect(cart.status).toBe(400);
      expect(cart.body.error).toBe(`A cart holds at most ${MAX_CART_LINES} products`);
      const wish = await call(app, u.id, 'POST', '/api/users/add-to-wishlist', { product_id: next, lang: 'en' });
      expect(wish.status).toBe(400);
      expect(wish.body.error).toBe(`A list holds at most ${MAX_LIST_IDS} products`);
      // a line already there still takes more units
      expect((await call(app, u.id, 'POST', '/api/users/add-to-cart', { product_id: 1000 })).status).toBe(200);
      const n = await ctx.database.db
        .selectFrom('user_list_items')
        .select('list')
        .where('user_id', '=', u.id)
        .execute();
      expect(n).toHaveLength(3 * MAX_LIST_IDS);
    });

    it('merges the guest lists at login: quantities added and clamped, lists united, run twice = same result', async () => {
      const u = await createUser(ctx.database);
      await call(app, u.id, 'POST', '/api/users/add-to-cart', { product_id: P.iron, qty: 3 });
      await call(app, u.id, 'POST', '/api/users/add-to-cart', { product_id: P.galaxy, qty: 1 });
      await call(app, u.id, 'POST', '/api/users/add-to-wishlist', { product_id: P.redmi });
      const guest = {
        cart: [
          { id: P.iron, qty: 4 },
          { id: P.iphone, qty: 2 },
          { id: P.inactive, qty: 1 },
          { id: P.soldA55, qty: 1 },
        ],
        wish: [P.iphone, P.redmi, P.inactive, 99_999],
        compare: [P.galaxy],
      };
      const once = await services.userLists.mergeGuest(u.id, guest);
      const expected = {
        cart: [
          { id: P.iron, qty: 5, size: '' }, // 3 + 4, 5 in stock
          { id: P.galaxy, qty: 1, size: '' },
          { id: P.iphone, qty: 2, size: '' },
        ],
        wish: [P.redmi, P.iphone],
        compare: [P.galaxy],
      };
      expect(once).toEqual({ ok: true, data: expected });
      const twice = await services.userLists.mergeGuest(u.id, guest);
      expect(twice).toEqual({ ok: true, data: expected });
      // the same lists merged at once from two tabs: once
      const v = await createUser(ctx.database);
      const both = await Promise.all([
        services.userLists.mergeGuest(v.id, guest),
        services.userLists.mergeGuest(v.id, guest),
      ]);
      const rows = await ctx.database.db
        .selectFrom('user_list_items')
        .select(['list', 'product_id', 'qty'])
        .where('user_id', '=', v.id)
        .orderBy('list')
        .orderBy('product_id')
        .execute();
      expect(rows).toEqual([
        { list: 'cart', product_id: P.iphone, qty: 2 },
        { list: 'cart', product_id: P.iron, qty: 4 },
        { list: 'compare', product_id: P.galaxy, qty: 1 },
        { list: 'wish', product_id: P.iphone, qty: 1 },
        { list: 'wish', product_id: P.redmi, qty: 1 },
      ]);
      expect(both.every((r) => r.ok)).toBe(true);
      // the API reads the merged lists in their order
      expect((await call(app, u.id, 'GET', '/api/users/cart')).body.data).toEqual({
        items: expected.cart.map((l) => ({ ...l, size: null })),
      });
    });

    it('a merge respects the limits: a full wish list takes no more ids', async () => {
      const u = await createUser(ctx.database);
      const at = '2026-01-01T00:00:00.000Z';
      await ctx.database.db
        .insertInto('user_list_items')
        .values(
          Array.from({ length: MAX_LIST_IDS }, (_, i) => ({
            user_id: u.id,
            list: 'wish',
            product_id: 1000 + i,
            size: '',
            qty: 1,
            created_at: at,
          })),
        )
        .execute();
      const r = await services.userLists.mergeGuest(u.id, { cart: [], wish: [P.iphone], compare: [P.iphone] });
      expect(r.ok && r.data.wish.length).toBe(MAX_LIST_IDS);
      expect(r.ok && r.data.wish.includes(P.iphone)).toBe(false);
      expect(r.ok && r.data.compare).toEqual([P.iphone]);
    });

    const ROUTES: ['GET' | 'POST', string][] = [
      ['GET', '/api/users/cart'],
      ['POST', '/api/users/add-to-cart'],
      ['POST', '/api/users/change-qty'],
      ['POST', '/api/users/remove-item-cart/1'],
      ['GET', '/api/users/wishlist'],
      ['POST', '/api/users/add-to-wishlist'],
      ['POST', '/api/users/remove-item-wishlist/1'],
      ['GET', '/api/users/compare'],
      ['POST', '/api/users/add-to-compare'],
      ['POST', '/api/users/remove-item-compare/1'],
    ];

    it('answers 401 to a guest on every route', async () => {
      for (const [method, url] of ROUTES) {
        const r = await call(
          app,
          null,
          method,
          method === 'GET' ? `${url}?lang=en` : url,
          method === 'POST' ? { product_id: 1, qty: 1, lang: 'en' } : undefined,
        );
        expect(r.status, url).toBe(401);
        expect(r.body).toEqual({ ok: false, error: 'Please sign in first' });
      }
    });

    it('answers bad bodies with 400 and field errors, never 500, writing nothing', async () => {
      const u = await createUser(ctx.database);
      const bodies: unknown[] = [
        { zzz: 1 },
        { product_id: '1', qty: 1.5 },
        { product_id: 1, qty: 1, size: '<script>alert(1)</script>' },
        { product_id: 2 ** 40, qty: 10_000, size: 'x'.repeat(40) },
      ];
      for (const [method, url] of ROUTES.filter(([m]) => m === 'POST'))
        for (const body of bodies) {
          const r = await call(app, u.id, method, url, body);
          expect(r.status, `${url} ${JSON.stringify(body)}`).toBe(400);
          expect(r.body.errors, url).toBeTruthy();
        }
      const missing = await call(app, u.id, 'POST', '/api/users/change-qty', { lang: 'en' });
      expect(missing.body.errors).toEqual({ product_id: 'Required field', qty: 'Required field' });
      expect((await call(app, u.id, 'POST', '/api/users/remove-item-wishlist/x')).status).toBe(400);
      expect((await call(app, u.id, 'GET', '/api/users/cart?zzz=1')).status).toBe(400);
      expect(
        await ctx.database.db.selectFrom('user_list_items').select('list').where('user_id', '=', u.id).execute(),
      ).toEqual([]);
    });
  },
  insertCartFixtures,
);
