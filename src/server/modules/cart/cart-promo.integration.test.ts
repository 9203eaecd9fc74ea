import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { accountApp, createUser, TEST_USER_HEADER } from '../cabinet/cabinet.fixtures.ts';
import { insertCartFixtures } from './cart.fixtures.ts';

const P = FX.product;
type App = Awaited<ReturnType<typeof accountApp>>['app'];
const IPHONE = [{ id: P.iphone, qty: 1 }];
// the iPhone 1 999.00 ₼ less its 20.00 ₼ basket discount; VOLT10 takes 10 % of the rest
const DISCOUNTED = 197_900 - 19_790;

/** One call as a guest (`cookie`) or a customer (`user`): status, data or error, and the Set-Cookie it sent. */
async function send(app: App, url: string, payload: object, who: { cookie?: string; user?: number } = {}) {
  const res = await app.inject({
    method: 'POST',
    url,
    payload: { lang: 'en', ...payload },
    headers: {
      ...(who.cookie ? { cookie: who.cookie } : {}),
      ...(who.user ? { [TEST_USER_HEADER]: String(who.user) } : {}),
    },
  });
  const body = res.json();
  return { status: res.statusCode, body, data: body.data, setCookie: res.headers['set-cookie'] ?? null };
}

describeEachEngine(
  'the promo code kept with the cart (decision 0076)',
  (ctx) => {
    let app: App;
    beforeAll(async () => {
      ({ app } = await accountApp(ctx.database));
    });
    afterAll(async () => {
      await app.close();
    });
    const kept = async (userId: number) =>
      (await ctx.database.db.selectFrom('cart_promos').select('code').where('user_id', '=', userId).executeTakeFirst())
        ?.code ?? null;
    const setPromo = (code: string, set: { ends_at?: string | null; max_uses?: number | null; used?: number }) =>
      ctx.database.db.updateTable('promo_codes').set(set).where('code', '=', code).execute();

    it('a guest: the applied code goes to a cookie and prices the cart without being sent again', async () => {
      const applied = await send(app, '/api/cart/promo', { cart: IPHONE, promoCode: 'volt10' });
      expect(applied.status).toBe(200);
      expect(applied.data.promoCode).toBe('VOLT10');
      expect(applied.data.summary.total).toBe(DISCOUNTED);
      expect(applied.setCookie).toMatch(/^volt_promo=VOLT10; Max-Age=5184000; Path=\/; SameSite=Lax/);
      expect(applied.setCookie).not.toMatch(/HttpOnly/);

      // a reload: the header and the cart page price the cart with the cookie's code, the same total
      const again = await send(app, '/api/cart/summary', { cart: IPHONE }, { cookie: 'volt_promo=VOLT10' });
      expect(again.data).toMatchObject({ promoCode: 'VOLT10', promoNotice: null });
      expect(again.data.summary.total).toBe(DISCOUNTED);
      expect(again.setCookie).toBeNull();
      // a code of the request's own (the checkout's field) wins and keeps nothing
      const own = await send(
        app,
        '/api/cart/summary',
        { cart: IPHONE, promoCode: '' },
        { cookie: 'volt_promo=VOLT10' },
      );
      expect(own.data).toMatchObject({ promoCode: null, summary: { promoCodeDiscount: 0 } });
      expect(own.setCookie).toBeNull();

      // below the code's minimum it stays kept (the shopper may add more), with the engine's word on it
      const small = await send(
        app,
        '/api/cart/summary',
        { cart: [{ id: P.redmi, qty: 1 }] },
        { cookie: 'volt_promo=VOLT10' },
      );
      expect(small.data).toMatchObject({ promoCode: 'VOLT10', promoNotice: null, promoCodeMessage: { type: 'error' } });
      expect(small.setCookie).toBeNull();

      // a refused code is not kept, nor the one kept before; '' removes
      const bad = await send(
        app,
        '/api/cart/promo',
        { cart: IPHONE, promoCode: 'NOPE' },
        { cookie: 'volt_promo=VOLT10' },
      );
      expect(bad.data).toMatchObject({
        promoCode: null,
        promoCodeMessage: { type: 'error', message: 'There is no such promo code' },
      });
      expect(bad.setCookie).toMatch(/^volt_promo=; Max-Age=0; Path=\//);
      const removed = await send(
        app,
        '/api/cart/promo',
        { cart: IPHONE, promoCode: '' },
        { cookie: 'volt_promo=VOLT10' },
      );
      expect(removed.data).toMatchObject({ promoCode: null, promoCodeMessage: null });
      expect(removed.data.summary.total).toBe(197_900);
      expect(removed.setCookie).toMatch(/^volt_promo=; Max-Age=0/);
    });

    it('a guest cookie that is junk is no code, never an error', async () => {
      for (const cookie of [
        'volt_promo=%E0%A4%A',
        'volt_promo=<script>',
        `volt_promo=${'A'.repeat(40)}`,
        'volt_promo=',
      ])
        expect(await send(app, '/api/cart/summary', { cart: IPHONE }, { cookie })).toMatchObject({
          status: 200,
          data: { promoCode: null, promoNotice: null, summary: { promoCodeDiscount: 0 } },
          setCookie: null,
        });
    });

    it('a kept code that stops working is dropped with a translated notice, once (guest and customer)', async () => {
      await setPromo('VOLT10', { ends_at: '2020-01-01T00:00:00.000Z' });
      try {
        const guest = await send(
          app,
          '/api/cart/summary',
          { cart: IPHONE, lang: 'ru' },
          { cookie: 'volt_promo=VOLT10' },
        );
        expect(guest.status).toBe(200);
        expect(guest.data).toMatchObject({
          promoCode: null,
          promoCodeMessage: null,
          promoNotice: 'Промокод VOLT10 удалён из корзины: Срок действия промокода истёк',
          summary: { promoCodeDiscount: 0, total: 197_900 },
        });
        expect(guest.setCookie).toMatch(/^volt_promo=; Max-Age=0/);
      } finally {
        await setPromo('VOLT10', { ends_at: null });
      }

      const u = await createUser(ctx.database);
      expect((await send(app, '/api/cart/promo', { cart: IPHONE, promoCode: 'VOLT10' }, { user: u.id })).status).toBe(
        200,
      );
      expect(await kept(u.id)).toBe('VOLT10');
      await setPromo('VOLT10', { max_uses: 3, used: 3 });
      try {
        const first = await send(app, '/api/cart/summary', { cart: IPHONE }, { user: u.id });
        expect(first.data).toMatchObject({
          promoCode: null,
          promoNotice: 'The promo code VOLT10 was removed from your cart: This promo code has been used up',
        });
        expect(await kept(u.id)).toBeNull();
        const next = await send(app, '/api/cart/summary', { cart: IPHONE }, { user: u.id });
        expect(next.data).toMatchObject({ promoCode: null, promoNotice: null });
      } finally {
        await setPromo('VOLT10', { max_uses: null, used: 0 });
      }
    });

    it('a customer: the code is kept in the database, prices every change in one round trip, leaves with the last line', async () => {
      const u = await createUser(ctx.database);
      const add = await send(app, '/api/users/add-to-cart', { product_id: P.iphone }, { user: u.id });
      expect(add.status).toBe(200);
      // the add answers the priced cart: the header's count and total, the cart page's summary
      expect(add.data.items).toEqual([{ id: P.iphone, qty: 1, size: null }]);
      expect(add.data.cart).toMatchObject({ count: 1, promoCode: null, summary: { total: 197_900 } });
      expect(add.data.cart).toEqual((await send(app, '/api/cart/summary', { cart: IPHONE }, { user: u.id })).data);

      const applied = await send(app, '/api/cart/promo', { cart: IPHONE, promoCode: 'volt10' }, { user: u.id });
      expect(applied.data).toMatchObject({ promoCode: 'VOLT10', summary: { total: DISCOUNTED } });
      expect(applied.setCookie).toBeNull();
      expect(await kept(u.id)).toBe('VOLT10');

      // every change answers the cart priced with the kept code: the same total as the summary, no second call
      const more = await send(app, '/api/users/change-qty', { product_id: P.iphone, qty: 2 }, { user: u.id });
      const two = [{ id: P.iphone, qty: 2 }];
      const summary = (await send(app, '/api/cart/summary', { cart: two }, { user: u.id })).data;
      expect(more.data.cart).toEqual(summary);
      expect(summary).toMatchObject({ promoCode: 'VOLT10', summary: { promoCodeDiscount: 2 * 19_790 } });
      const gift = await send(app, '/api/users/add-to-cart', { product_id: P.redmi }, { user: u.id });
      expect(gift.data.cart.promoCode).toBe('VOLT10');
      expect(gift.data.cart.count).toBe(3);

      await send(app, `/api/users/remove-item-cart/${P.redmi}`, {}, { user: u.id });
      const empty = await send(app, `/api/users/remove-item-cart/${P.iphone}`, {}, { user: u.id });
      expect(empty.data).toMatchObject({ items: [], cart: { count: 0, promoCode: null, promoNotice: null } });
      expect(await kept(u.id)).toBeNull();
    });

    it("names the place it priced: the checkout's hint shows that reply's delivery only for the chosen place", async () => {
      const at = { cart: IPHONE, promoCode: '', city: 2, district: 2, place: 2, delivery: 'delivery', payment: 'card' };
      const shaki = await send(app, '/api/cart/summary', at);
      expect(shaki.data).toMatchObject({ place: 2, summary: { delivery: 1_200, noDelivery: false } });
      const pickup = await send(app, '/api/cart/summary', { ...at, delivery: 'pickup' });
      expect(pickup.data).toMatchObject({ place: null, summary: { delivery: 0, noDelivery: true } });
      // the kept-code pricing (header, cart page) names none
      expect((await send(app, '/api/cart/summary', { cart: IPHONE })).data.place).toBeNull();
    });

    it('refuses bad input with 400 and field errors, never a 500, keeping nothing', async () => {
      const u = await createUser(ctx.database);
      for (const [payload, field] of [
        [{ cart: IPHONE }, 'promoCode'],
        [{ cart: IPHONE, promoCode: 10 }, 'promoCode'],
        [{ cart: IPHONE, promoCode: 'VOLT 10' }, 'promoCode'],
        [{ cart: IPHONE, promoCode: 'V'.repeat(33) }, 'promoCode'],
        [{ cart: 'x', promoCode: 'VOLT10' }, 'cart'],
        [{ cart: IPHONE, promoCode: 'VOLT10', total: 1 }, 'total'],
      ] as const) {
        for (const who of [{}, { user: u.id }]) {
          const r = await send(app, '/api/cart/promo', payload, who);
          expect(r.status, JSON.stringify(payload)).toBe(400);
          expect(r.body.errors).toHaveProperty([field]);
          expect(r.setCookie).toBeNull();
        }
      }
      expect(await kept(u.id)).toBeNull();
      // an empty cart keeps no code
      const none = await send(app, '/api/cart/promo', { cart: [], promoCode: 'VOLT10' }, { user: u.id });
      expect(none).toMatchObject({ status: 200, data: { promoCode: null } });
      expect(await kept(u.id)).toBeNull();
    });
  },
  insertCartFixtures,
);
