import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { accountApp, call, createUser, insertOrder, type App } from './cabinet.fixtures.ts';

const P = FX.product;
describeEachEngine(
  'cabinet: my orders and the loyalty discount',
  (ctx) => {
    let app: App;
    beforeAll(async () => {
      app = (await accountApp(ctx.database, { LOYALTY_DISCOUNT_PERCENT: '5' })).app;
    });
    afterAll(async () => {
      await app.close();
    });

    // ── my orders ───────────────────────────────────────────────────────────────────────────────────────

    it('lists only my orders, newest first, 20 a page, with the status in the request language', async () => {
      const me = await createUser(ctx.database);
      const other = await createUser(ctx.database);
      for (let i = 0; i < 22; i++)
        await insertOrder(ctx.database, me.id, { status: i === 21 ? 'processing' : 'new', total: 1_000 + i });
      await insertOrder(ctx.database, other.id);
      await insertOrder(ctx.database, null);
      type Page = {
        items: {
          id: number;
          total: number;
          status: string;
          statusText: string;
          payment: string;
          delivery: string;
          createdAt: string;
        }[];
        pagination: object;
      };
      const p1 = (await call(app, me.id, 'GET', '/api/orders?lang=en')).body.data as unknown as Page;
      expect(p1.pagination).toEqual({ current: 1, pages: 2, count: 22, limit: 20 });
      expect(p1.items).toHaveLength(20);
      expect(p1.items[0]).toMatchObject({
        total: 1_021,
        status: 'processing',
        statusText: 'Processing',
        payment: 'cash',
        delivery: 'pickup',
        // under way: no longer the customer's to cancel; a new unpaid one is
        canCancel: false,
      });
      expect(p1.items[1]).toMatchObject({ status: 'new', canCancel: true });
      expect(p1.items.map((o) => o.createdAt)).toEqual([...p1.items.map((o) => o.createdAt)].sort().reverse());
      const p2 = (await call(app, me.id, 'GET', '/api/orders?page=2')).body.data as unknown as Page;
      expect(p2.items.map((o) => o.total)).toEqual([1_001, 1_000]);
      expect(p2.items[0]!.statusText).toBe('Yeni');
      const empty = (await call(app, (await createUser(ctx.database)).id, 'GET', '/api/orders')).body
        .data as unknown as Page;
      expect(empty).toEqual({ items: [], pagination: { current: 1, pages: 1, count: 0, limit: 20 } });
      const bad = await call(app, me.id, 'GET', '/api/orders?page=abc');
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors!)).toEqual(['page']);
    });

    it("shows my order's detail with products, summary, delivery, payment and gift; another customer's order is 404", async () => {
      const me = await createUser(ctx.database);
      const other = await createUser(ctx.database);
      const order = await insertOrder(ctx.database, me.id, {
        delivery_type: 'delivery',
        branch_id: null,
        city_id: 1,
        district_id: 1,
        place_id: 1,
        address: 'Nizami 10',
        payment_type: 'card',
        status: 'paid',
        paid: 1,
        loyalty: 1,
        loyalty_discount: 5_000,
        full_name: 'Aysel Məmmədova',
        email: 'aysel@volt.az',
        gift_first_name: 'Leyla',
        gift_last_name: 'Həsənova',
        gift_mobile: '994551112233',
        gift_note: 'Ad günün mübarək',
      });
      await ctx.database.db
        .insertInto('payments')
        .values({
          order_id: order.id,
          reference: `R${order.id}`,
          provider: 'test',
          kind: 'card',
          amount: order.total,
          currency: '944',
          status: 'approved',
          card_masked: '4169********1234',
          card_name: 'AYSEL M',
          created_at: '2026-02-01T10:00:00.000Z',
          updated_at: '2026-02-01T10:00:00.000Z',
        } as never)
        .execute();
      const r = await call(app, me.id, 'GET', `/api/orders/info/${order.id}?lang=en`);
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({
        id: order.id,
        status: 'paid',
        statusText: 'Paid',
        canCancel: false,
        loyalty: true,
        products: [
          {
            id: P.iphone,
            title: 'Apple iPhone 15 128GB',
            qty: 1,
            unitPrice: 199_900,
            payable: 197_900,
            giftOf: null,
            href: expect.stringContaining('/'),
            image: expect.any(String),
          },
          { id: P.iron, payable: 0, giftOf: P.iphone },
        ],
        summary: { total: 197_900, subTotal: 199_900, basketDiscount: 2_000, loyaltyDiscount: 5_000, delivery: 0 },
        deliveryInfo: { type: 'delivery', typeText: 'Home delivery', text: 'Bakı, Nəsimi, 28 May, Nizami 10' },
        paymentInfo: {
          type: 'card',
          typeText: 'Card',
          paid: true,
          amount: 197_900,
          cardMasked: '4169********1234',
          cardName: 'AYSEL M',
          createdAt: '2026-02-01T10:00:00.000Z',
        },
        info: {
          firstName: 'Aysel',
          lastName: 'Məmmədova',
          email: 'aysel@volt.az',
          mobile: '994501234567',
          address: 'Bakı, Nəsimi, 28 May, Nizami 10',
          gift: true,
          giftFirstName: 'Leyla',
          giftNote: 'Ad günün mübarək',
        },
      });
      const pickup = await insertOrder(ctx.database, me.id);
      const p = await call(app, me.id, 'GET', `/api/orders/info/${pickup.id}?lang=ru`);
      expect(p.body.data).toMatchObject({
        deliveryInfo: {
          type: 'pickup',
          typeText: 'Самовывоз из магазина',
          text: 'Филиал Гянджлик, ул. Фатали хана Хойского 111',
        },
        paymentInfo: { paid: false, cardMasked: null },
        info: { gift: false },
      });

      const theirs = await call(app, other.id, 'GET', `/api/orders/info/${order.id}?lang=en`);
      expect(theirs.status).toBe(404);
      expect(theirs.body.error).toBe('Order not found');
      expect((await call(app, me.id, 'GET', '/api/orders/info/abc')).status).toBe(400);
    });

    // ── loyalty ─────────────────────────────────────────────────────────────────────────────────────────

    it('a loyal customer gets the loyalty discount in the cart summary; others do not', async () => {
      const loyal = await createUser(ctx.database, { loyal: true });
      const plain = await createUser(ctx.database);
      const price = async (mobile: string) =>
        (
          await app.inject({
            method: 'POST',
            url: '/api/cart/summary',
            payload: { cart: [{ id: P.galaxy, qty: 1 }], mobile },
          })
        ).json().data.summary;
      expect(await price(loyal.mobile)).toMatchObject({
        loyalty: true,
        loyaltyDiscount: Math.round(179_900 * 0.05),
        total: 179_900 - Math.round(179_900 * 0.05),
      });
      expect(await price(plain.mobile)).toMatchObject({ loyalty: false, loyaltyDiscount: 0, total: 179_900 });
    });
  },
  insertCartFixtures,
);
