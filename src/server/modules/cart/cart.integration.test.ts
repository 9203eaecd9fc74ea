import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { loadConfig } from '../../config.ts';
import { createServices } from '../../services.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { registerApi } from '../../api-routes.ts';
import type { Database } from '../../db/kysely.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { insertCartFixtures as setup } from './cart.fixtures.ts';

const P = FX.product;

async function app(database: Database, env: Record<string, string> = {}) {
  const services = createServices(database, loadConfig(env), createI18n());
  const a = Fastify({ logger: false });
  await registerApi(a, services);
  await a.ready();
  return a;
}

type App = Awaited<ReturnType<typeof app>>;
const summary = (a: App, payload: unknown) =>
  a.inject({ method: 'POST', url: '/api/cart/summary', payload: payload as object });

describeEachEngine(
  'cart summary API',
  (ctx) => {
    it('prices the cart from the database: a price the client sends is refused, never used', async () => {
      const a = await app(ctx.database);
      const res = await summary(a, {
        cart: [
          { id: P.iphone, qty: 2 },
          { id: P.galaxy, qty: 1 },
        ],
        lang: 'en',
      });
      expect(res.statusCode).toBe(200);
      const d = res.json().data;
      expect(d.summary.subTotal).toBe(2 * 199_900 + 179_900);
      expect(d.summary.basketDiscount).toBe(2 * 2_000);
      expect(d.summary.total).toBe(2 * 199_900 + 179_900 - 4_000);
      expect(d.summary.noDelivery).toBe(true);
      expect(d.items.map((l: { id: number; title: string }) => [l.id, l.title])).toEqual([
        [P.iphone, 'Apple iPhone 15 128GB'],
        [P.iron, 'Philips steam iron Azur'], // the fixtures' gift of the iPhone
        [P.galaxy, 'Samsung Galaxy S24'],
        [P.iron, 'Philips steam iron Azur'],
      ]);
      expect(d.items.map((l: { giftOf: number | null; qty: number }) => [l.giftOf, l.qty])).toEqual([
        [null, 2],
        [P.iphone, 2],
        [null, 1],
        [P.galaxy, 1],
      ]);
      expect(d.count).toBe(3);

      const tampered = await summary(a, { cart: [{ id: P.iphone, qty: 1, price: 1 }], total: 1, lang: 'en' });
      expect(tampered.statusCode).toBe(400);
      expect(tampered.json().errors).toEqual({ 'cart.0.price': 'Unknown field', total: 'Unknown field' });
      await a.close();
    });

    it('adds a gift line at 0 ₼ with the parent quantity, limited by the gift stock', async () => {
      const a = await app(ctx.database);
      const d = (await summary(a, { cart: [{ id: P.galaxy, qty: 7 }], lang: 'az' })).json().data;
      const gift = d.items.find((l: { giftOf: number | null }) => l.giftOf === P.galaxy);
      expect(gift).toMatchObject({ id: P.iron, qty: 5, payable: 0, lineTotal: 0 });
      expect(d.summary.subTotal).toBe(7 * 179_900);
      await a.close();
    });

    it('buy 2 pay 1: every second unit is free', async () => {
      const a = await app(ctx.database);
      const d = (await summary(a, { cart: [{ id: P.redmi, qty: 5 }] })).json().data;
      expect(d.summary.campaignDiscount).toBe(2 * 49_900);
      expect(d.summary.total).toBe(3 * 49_900);
      // coupons: the 3 paid units earn 49 each, the 2 free ones nothing
      expect(d.coupons).toBe(3 * 49);
      await a.close();
    });

    it('drops unknown and switched-off products into removeProducts and blocks sold ones, in the request language', async () => {
      const a = await app(ctx.database);
      const d = (
        await summary(a, {
          cart: [
            { id: P.iphone, qty: 1 },
            { id: P.inactive, qty: 1 },
            { id: 99_999, qty: 1 },
            { id: P.soldA55, qty: 1 },
          ],
          lang: 'ru',
        })
      ).json().data;
      expect(d.removeProducts.sort()).toEqual([P.inactive, 99_999].sort());
      expect(d.summary.error).toBe('Извините, эти товары уже проданы. Пожалуйста, удалите их из корзины.');
      const sold = d.items.find((l: { id: number }) => l.id === P.soldA55);
      expect(sold).toMatchObject({ problem: 'sold', problemText: 'Товар продан', payable: 0 });
      expect(d.summary.subTotal).toBe(199_900);
      // the sold line stays listed, but only what can be bought counts (the header badge, "Cart (1)", checkout)
      expect(d.count).toBe(1);
      await a.close();
    });

    it('clamps a quantity to the stock and says so', async () => {
      const a = await app(ctx.database);
      const d = (await summary(a, { cart: [{ id: P.iphone, qty: 50 }], lang: 'en' })).json().data;
      expect(d.items[0]).toMatchObject({ qty: 10, requestedQty: 50 });
      expect(d.message).toBe('Product quantity not available in stock: the quantity was reduced to what we have.');
      await a.close();
    });

    it('promo codes: applied with a translated amount, unknown, expired, below minimum, used by this mobile, out of scope', async () => {
      const a = await app(ctx.database);
      const msg = async (cart: { id: number; qty: number }[], promoCode: string, lang = 'en', mobile?: string) =>
        (await summary(a, { cart, promoCode, lang, ...(mobile ? { mobile } : {}) })).json().data;
      const ok = await msg([{ id: P.galaxy, qty: 1 }], 'volt10');
      expect(ok.summary.promoCodeDiscount).toBe(17_990);
      expect(ok.promoCodeMessage).toEqual({ type: 'success', message: 'Promo code VOLT10 applied: −179.90 ₼' });
      expect((await msg([{ id: P.galaxy, qty: 1 }], 'NOPE', 'az')).promoCodeMessage).toEqual({
        type: 'error',
        message: 'Belə promo kod yoxdur',
      });
      expect((await msg([{ id: P.galaxy, qty: 1 }], 'SUMMER25', 'ru')).promoCodeMessage.message).toBe(
        'Срок действия промокода истёк',
      );
      const below = await msg([{ id: P.redmi, qty: 1 }], 'VOLT10');
      expect(below.promoCodeMessage.message).toBe('This promo code works for orders from 1 000.00 ₼');
      expect(below.summary.promoCodeDiscount).toBe(0);
      expect(
        (await msg([{ id: P.iphone, qty: 1 }], 'APPLE50', 'en', '+994 50 555 00 00')).promoCodeMessage.message,
      ).toBe('You have already used this promo code');
      const other = await msg(
        [
          { id: P.iphone, qty: 1 },
          { id: P.galaxy, qty: 1 },
        ],
        'APPLE50',
        'en',
        '+994 55 123 45 67',
      );
      expect(other.summary.promoCodeDiscount).toBe(5_000);
      expect((await msg([{ id: P.galaxy, qty: 1 }], 'APPLE50')).promoCodeMessage.message).toBe(
        'This promo code does not apply to the products in your cart',
      );
      await a.close();
    });

    it('delivery by place: threshold city pays the place price from the free-delivery total, other cities their own price', async () => {
      const a = await app(ctx.database);
      const baku = (
        await summary(a, { cart: [{ id: P.redmi, qty: 1 }], delivery: 'delivery', city: 1, district: 1, place: 1 })
      ).json().data;
      expect(baku.summary).toMatchObject({ delivery: 0, noDelivery: false, total: 49_900 });
      expect(baku.oneDayDelivery).toBe(true);
      const shaki = (
        await summary(a, { cart: [{ id: P.redmi, qty: 1 }], delivery: 'delivery', city: 2, district: 2, place: 2 })
      ).json().data;
      expect(shaki.summary).toMatchObject({ delivery: 1_200, total: 51_100 });
      const pickup = (await summary(a, { cart: [{ id: P.redmi, qty: 1 }], delivery: 'pickup', place: 2 })).json().data;
      expect(pickup.summary).toMatchObject({ delivery: 0, noDelivery: true });
      await a.close();
    });

    it('refuses places that do not fit with translated field errors', async () => {
      const a = await app(ctx.database);
      const noDelivery = await summary(a, { cart: [], delivery: 'delivery', place: 3, lang: 'az' });
      expect(noDelivery.statusCode).toBe(400);
      expect(noDelivery.json().errors).toEqual({ place: 'Seçilmiş ünvana çatdırılma yoxdur' });
      const mismatch = await summary(a, { cart: [], delivery: 'delivery', city: 1, place: 2, lang: 'en' });
      expect(mismatch.json().errors).toEqual({ place: 'We do not deliver to the chosen place' });
      const unknown = await summary(a, { cart: [], delivery: 'delivery', place: 999, lang: 'en' });
      expect(unknown.json().errors).toEqual({ place: 'The value is not allowed' });
      await a.close();
    });

    it('answers bad input with 400 and field errors, never a 500', async () => {
      const a = await app(ctx.database);
      const cases: [unknown, Record<string, string>][] = [
        [{ cart: 'x' }, { cart: 'Wrong type of value' }],
        [{ cart: [{ id: 1, qty: 0 }] }, { 'cart.0.qty': 'The value is too small' }],
        [{ cart: [{ id: 1, qty: 1.5 }] }, { 'cart.0.qty': 'Wrong type of value' }],
        [{ cart: [{ id: -1, qty: 1 }] }, { 'cart.0.id': 'The value is not allowed' }],
        [{ cart: [{ id: '1', qty: 1 }] }, { 'cart.0.id': 'Wrong type of value' }],
        [{ cart: [], mobile: '12345' }, { mobile: 'Wrong mobile number' }],
        [{ cart: [], payment: 'bitcoin' }, { payment: 'The value is not allowed' }],
        [
          { cart: Array.from({ length: 101 }, (_, i) => ({ id: i + 1, qty: 1 })) },
          { cart: 'A cart holds at most 100 products' },
        ],
        [{ cart: [], promoCode: 'DROP TABLE;' }, { promoCode: 'There is no such promo code' }],
      ];
      for (const [payload, errors] of cases) {
        const res = await summary(a, { lang: 'en', ...(payload as object) });
        expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
        expect(res.json().errors, JSON.stringify(payload).slice(0, 60)).toEqual(errors);
      }
      for (const raw of ['[]', 'null', '"cart"', '{"cart": [null]}']) {
        const res = await a.inject({
          method: 'POST',
          url: '/api/cart/summary',
          headers: { 'content-type': 'application/json' },
          payload: raw,
        });
        expect(res.statusCode, raw).toBe(400);
      }
      await a.close();
    });

    it('installments are offered above the minimum only, and choosing them below it is the summary error', async () => {
      const a = await app(ctx.database);
      const big = (await summary(a, { cart: [{ id: P.iphone, qty: 1 }], payment: 'installment' })).json().data;
      expect(big.isInstallment).toBe(true);
      expect(big.items[0].installments.birkart.months).toEqual([2, 3, 6, 12]);
      const small = (await summary(a, { cart: [{ id: P.iron, qty: 1 }], payment: 'installment', lang: 'en' })).json()
        .data;
      expect(small.isInstallment).toBe(true);
      const none = await app(ctx.database, { INSTALLMENT_MIN_AMOUNT: '500' });
      const under = (await summary(none, { cart: [{ id: P.iron, qty: 1 }], payment: 'installment', lang: 'en' })).json()
        .data;
      expect(under.isInstallment).toBe(false);
      expect(under.summary.error).toBe('Installments are not available for this cart');
      await a.close();
      await none.close();
    });
  },
  setup,
);

describeEachEngine(
  'wish list, compare and places API',
  (ctx) => {
    it('turns list ids into cards in the request language and names the ids to drop', async () => {
      const a = await app(ctx.database);
      const res = await a.inject({
        method: 'POST',
        url: '/api/lists/details',
        payload: { ids: [P.galaxy, P.inactive, 99_999, P.iphone, P.galaxy], lang: 'ru' },
      });
      expect(res.statusCode).toBe(200);
      const d = res.json().data;
      expect(d.products.map((p: { id: number; title: string }) => [p.id, p.title])).toEqual([
        [P.galaxy, 'Смартфон Samsung Galaxy S24'],
        [P.iphone, 'Смартфон Apple iPhone 15 128GB'],
      ]);
      expect(d.removeProducts).toEqual([P.inactive, 99_999]);
      const bad = await a.inject({
        method: 'POST',
        url: '/api/lists/details',
        payload: { ids: Array.from({ length: 101 }, (_, i) => i + 1), lang: 'en' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ ids: 'The value is too large' });
      await a.close();
    });

    it('lists cities, then districts of a city, then places of a district', async () => {
      const a = await app(ctx.database);
      const cities = (await a.inject('/api/places/cities?lang=en')).json().data.cities;
      expect(cities.map((c: { slug: string; delivery: boolean }) => [c.slug, c.delivery])).toEqual([
        ['baku', true],
        ['shaki', true],
        ['gabala', false],
      ]);
      expect((await a.inject('/api/places/districts?city=1&lang=en')).json().data.districts).toEqual([
        { id: 1, cityId: 1, title: 'Nəsimi' },
      ]);
      expect((await a.inject('/api/places/places?district=2')).json().data.places).toEqual([
        { id: 2, districtId: 2, title: 'Mərkəz', deliveryPrice: 1_200, oneDay: false },
      ]);
      const bad = await a.inject('/api/places/districts?city=abc&lang=en');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toHaveProperty('city');
      const branches = (await a.inject('/api/places/branches?lang=ru')).json().data.branches;
      expect(
        branches.map((b: { title: string; city: { title: string }; mobiles: string[] }) => [
          b.title,
          b.city.title,
          b.mobiles,
        ]),
      ).toEqual([
        ['Филиал Гянджлик', 'Bakı', ['994125550101']],
        ['Şəki filialı', 'Şəki', ['994245550202', '994505550202']],
      ]);
      expect((await a.inject('/api/places/branches?lang=xx')).statusCode).toBe(400);
      await a.close();
    });
  },
  setup,
);
