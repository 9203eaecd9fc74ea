import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { accountApp, call, createUser, insertOrder } from './cabinet.fixtures.ts';
import { setStockAt } from '../catalog/stock.fixtures.ts';

const P = FX.product;
type App = Awaited<ReturnType<typeof accountApp>>['app'];

/** ORD-12 (decision 0078): the cabinet cancels an order while it is new, and orders again through the cart. */
describeEachEngine(
  "the cabinet's cancel and order again",
  (ctx) => {
    let app: App;
    beforeAll(async () => {
      app = (await accountApp(ctx.database)).app;
    });
    afterAll(async () => app.close());

    const db = () => ctx.database.db;
    const stock = async (id: number) =>
      (await db().selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
    const setStock = (id: number, n: number) => setStockAt(db(), id, n);
    const line = (position: number, productId: number, title: string, qty: number, giftOf: number | null = null) => ({
      position,
      product_id: productId,
      sku: `SKU-${productId}`,
      title,
      size: null,
      qty,
      unit_price: giftOf === null ? 100_000 : 0,
      unit_price_old: null,
      line_total: giftOf === null ? 100_000 * qty : 0,
      campaign_discount: 0,
      basket_discount: 0,
      same_category_discount: 0,
      cash_discount: 0,
      payable: giftOf === null ? 100_000 * qty : 0,
      gift_of: giftOf,
      coupons: 0,
    });

    it('cancels a new order: units back once, a history line by the customer, a repeat answers the same', async () => {
      const u = await createUser(ctx.database);
      const o = await insertOrder(ctx.database, u.id);
      const [iphone, iron] = [await stock(P.iphone), await stock(P.iron)];
      const r = await call(app, u.id, 'POST', `/api/orders/cancel/${o.id}`, { lang: 'en' });
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual({
        id: o.id,
        status: 'cancelled',
        statusText: 'Cancelled',
        alert: `Order № ${o.id} is cancelled. The products are back on sale.`,
      });
      // the phone and its gift come back
      expect([await stock(P.iphone), await stock(P.iron)]).toEqual([iphone + 1, iron + 1]);
      const again = await call(app, u.id, 'POST', `/api/orders/cancel/${o.id}`, { lang: 'en' });
      expect(again.status).toBe(200);
      expect([await stock(P.iphone), await stock(P.iron)]).toEqual([iphone + 1, iron + 1]);
      const events = await db()
        .selectFrom('order_events')
        .select(['from_status', 'to_status', 'actor'])
        .where('order_id', '=', o.id)
        .where('to_status', '=', 'cancelled')
        .execute();
      expect(events).toEqual([{ from_status: 'new', to_status: 'cancelled', actor: 'customer' }]);
      // the list shows it cancelled
      const list = await call(app, u.id, 'GET', '/api/orders?lang=en');
      expect((list.body.data as unknown as { items: { id: number; status: string }[] }).items[0]).toMatchObject({
        id: o.id,
        status: 'cancelled',
      });
    });

    it('gives the units back once when two cancels race', async () => {
      const u = await createUser(ctx.database);
      const o = await insertOrder(ctx.database, u.id);
      const before = await stock(P.iphone);
      const rs = await Promise.all(
        [1, 2, 3].map(() => call(app, u.id, 'POST', `/api/orders/cancel/${o.id}`, { lang: 'en' })),
      );
      expect(rs.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(await stock(P.iphone)).toBe(before + 1);
    });

    it('refuses to cancel once the order is under way, paid, or not the customer’s; a guest is asked to sign in', async () => {
      const u = await createUser(ctx.database);
      const other = await createUser(ctx.database);
      const overs: Parameters<typeof insertOrder>[2][] = [
        { status: 'processing' },
        { status: 'shipped' },
        { status: 'delivered' },
        { paid: 1 },
      ];
      for (const over of overs) {
        const o = await insertOrder(ctx.database, u.id, over);
        const r = await call(app, u.id, 'POST', `/api/orders/cancel/${o.id}`, { lang: 'en' });
        expect(r.status, JSON.stringify(over)).toBe(409);
        expect(r.body.error).toBe('This order can no longer be cancelled here. Please call us.');
      }
      const mine = await insertOrder(ctx.database, u.id);
      expect((await call(app, other.id, 'POST', `/api/orders/cancel/${mine.id}`, { lang: 'en' })).status).toBe(404);
      expect((await call(app, null, 'POST', `/api/orders/cancel/${mine.id}`, { lang: 'en' })).status).toBe(401);
      expect((await call(app, u.id, 'POST', '/api/orders/cancel/abc', { lang: 'en' })).status).toBe(400);
      expect(
        (await db().selectFrom('orders').select('status').where('id', '=', mine.id).executeTakeFirstOrThrow()).status,
      ).toBe('new');
    });

    it('orders again: the lines into the cart (gifts follow from the rules), short stock capped, the rest named', async () => {
      const u = await createUser(ctx.database);
      await setStock(P.redmi, 1);
      const o = await insertOrder(ctx.database, u.id, { status: 'delivered' }, [
        line(0, P.galaxy, 'Samsung Galaxy S24', 2),
        line(1, P.iron, 'Philips ütü Azur', 1, P.galaxy),
        line(2, P.redmi, 'Xiaomi Redmi', 3),
        line(3, P.inactive, 'Old phone', 1),
        line(4, P.soldA55, 'Galaxy A55', 1),
      ]);
      const r = await call(app, u.id, 'POST', `/api/orders/again/${o.id}`, { lang: 'en' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const data = r.body.data as unknown as {
        added: { id: number; qty: number; ordered: number }[];
        skipped: { id: number; reason: string }[];
        cart: { id: number; qty: number }[];
      };
      expect(data.added).toEqual([
        expect.objectContaining({ id: P.galaxy, qty: 2, ordered: 2 }),
        expect.objectContaining({ id: P.redmi, qty: 1, ordered: 3 }),
      ]);
      expect(data.skipped).toEqual([
        expect.objectContaining({ id: P.inactive, reason: 'notSold' }),
        expect.objectContaining({ id: P.soldA55, reason: 'noStock' }),
      ]);
      const cart = await call(app, u.id, 'GET', '/api/users/cart');
      expect((cart.body.data as unknown as { items: unknown[] }).items).toEqual([
        { id: P.galaxy, qty: 2, size: null },
        { id: P.redmi, qty: 1, size: null },
      ]);
      // again: what the cart holds already counts against the stock
      const twice = await call(app, u.id, 'POST', `/api/orders/again/${o.id}`, { lang: 'en' });
      const d2 = twice.body.data as unknown as typeof data;
      expect(d2.skipped).toContainEqual(expect.objectContaining({ id: P.redmi, reason: 'noStock' }));
      // priced anew: the cart's summary takes today's prices, not the order's
      const summary = await app.inject({
        method: 'POST',
        url: '/api/cart/summary',
        payload: { cart: [{ id: P.galaxy, qty: 1 }], lang: 'en' },
      });
      const today = await db()
        .selectFrom('products')
        .select('price')
        .where('id', '=', P.galaxy)
        .executeTakeFirstOrThrow();
      expect(today.price).not.toBe(100_000);
      expect(summary.json().data.items[0].unitPrice).toBe(today.price);
    });

    it("refuses another customer's order and a guest", async () => {
      const u = await createUser(ctx.database);
      const other = await createUser(ctx.database);
      const o = await insertOrder(ctx.database, u.id);
      expect((await call(app, other.id, 'POST', `/api/orders/again/${o.id}`, { lang: 'en' })).status).toBe(404);
      expect((await call(app, null, 'POST', `/api/orders/again/${o.id}`, { lang: 'en' })).status).toBe(401);
    });
  },
  insertCartFixtures,
);
