import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseGuestCart, serializeGuestCart } from '../../../domain/lists/guest-lists.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { createUser } from '../cabinet/cabinet.fixtures.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { checkoutApp, pickupCash } from '../checkout/checkout.fixtures.ts';
import { insertCartFixtures } from './cart.fixtures.ts';

const P = FX.product;
type Made = Awaited<ReturnType<typeof checkoutApp>>;

/**
 * CART-9 (decision 0065): a cart line's size must be one of its product's own — this shop's products have
 * none. A stored cart (the guest's cookie, the account's rows) drops a line of a made-up size when read; a cart
 * becoming an order is refused with a translated field error, and nothing is stored.
 */
describeEachEngine(
  'cart line sizes',
  (ctx) => {
    let made: Made;
    beforeAll(async () => {
      made = await checkoutApp(ctx.database);
    });
    afterAll(async () => made.app.close());
    const summary = (cart: unknown[], lang = 'en') =>
      made.app.inject({ method: 'POST', url: '/api/cart/summary', payload: { cart, lang } });

    it('the guest cart (its cookie, sent to the summary) leaves a made-up size out of the priced cart', async () => {
      const r = await summary([
        { id: P.galaxy, qty: 1, size: 'XXL' },
        { id: P.iron, qty: 1 },
        { id: P.iphone, qty: 1, size: '../../../etc/passwd' },
      ]);
      expect(r.statusCode).toBe(200);
      expect(r.json().data.items.map((l: { id: number; size: string | null }) => [l.id, l.size])).toEqual([
        [P.iron, null],
      ]);
      expect(r.json().data.count).toBe(1);
      const none = await summary([{ id: P.galaxy, qty: 1, size: 'NaN' }]);
      expect(none.json().data.items).toEqual([]);
    });

    it('the pages read the cookie the same way: the line of a made-up size is not shown, the rest is', async () => {
      const cookie = serializeGuestCart([
        { id: P.galaxy, qty: 2, size: '1e999' },
        { id: P.galaxy, qty: 1 },
      ]);
      const r = await made.services.cart.summary({ cart: parseGuestCart(cookie), lang: 'en' });
      // (the galaxy's gift, the iron, comes with its one line)
      expect(r.ok && r.data.items.filter((l) => l.giftOf === null).map((l) => [l.id, l.size, l.qty])).toEqual([
        [P.galaxy, null, 1],
      ]);
    });

    it('checkout refuses a size the product does not come in, naming the line, in the request language; no order', async () => {
      for (const [lang, message] of [
        ['en', 'This product does not come in this size'],
        ['ru', 'Этот товар не бывает такого размера'],
        ['az', 'Bu məhsulun belə ölçüsü yoxdur'],
      ] as const) {
        const r = await made.app.inject({
          method: 'POST',
          url: '/api/checkout',
          headers: { 'idempotency-key': randomUUID() },
          payload: pickupCash(
            '994501000070',
            [{ id: P.iron, qty: 1 }, { id: P.galaxy, qty: 1, size: 'XXL' } as { id: number; qty: number }],
            { lang },
          ),
        });
        expect(r.statusCode, `${lang} ${r.body}`).toBe(400);
        expect(r.json().errors, `${lang} ${r.body}`).toEqual({ 'cart.1.size': message });
      }
      expect(await ctx.database.db.selectFrom('order_lines').select('size').execute()).toEqual([]);
      expect(await ctx.database.db.selectFrom('orders').select('id').execute()).toEqual([]);
    });

    it('a guest line of a made-up size is not carried into the account at login', async () => {
      const u = await createUser(ctx.database);
      const r = await made.services.userLists.mergeGuest(u.id, {
        cart: [
          { id: P.iron, qty: 1, size: 'XXL' },
          { id: P.galaxy, qty: 1 },
        ],
        wish: [],
        compare: [],
      });
      expect(r.ok && r.data.cart).toEqual([{ id: P.galaxy, qty: 1, size: '' }]);
      expect(
        await ctx.database.db
          .selectFrom('user_list_items')
          .select(['product_id', 'size'])
          .where('user_id', '=', u.id)
          .execute(),
      ).toEqual([{ product_id: P.galaxy, size: '' }]);
    });
  },
  insertCartFixtures,
);
