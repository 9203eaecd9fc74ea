import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { NO_VIEWER } from '../orders/buyer-key.ts';
import { buyerMobile, pickupCash } from './checkout.fixtures.ts';
import { retrySuite, P } from './checkout-retry.fixtures.ts';

/**
 * Decision 0057 against a real database: "Repeat checkout" of a failed order (its lines, its owner's details, its
 * promo code given back), and the gift refused with pickup.
 */

describeEachEngine(
  'checkout: repeat a failed order (decision 0057)',
  (ctx) => {
    const { s, post, place, answer, current, order, events } = retrySuite(ctx);

    it('repeats a declined buy-now order: the error page gets its token, its lines come back, the details only for its owner', async () => {
      const o = await place({}, { cart: [{ id: P.galaxy, qty: 2 }] });
      expect((await answer(o, 'decline')).statusCode).toBe(200);
      const back = await s.app.inject({ method: 'GET', url: `/payment/return?ref=${o.azericard.fields.ORDER}` });
      expect(back.headers.location).toBe(`/en/order/error?token=${o.token}`);

      const mine = await s.services.orders.retryDraft(o.token, { userId: null, buyerKey: o.buyerKey });
      expect(mine.ok && mine.data).toMatchObject({
        orderId: o.orderId,
        fromCart: false,
        // the phone only: its gift follows from the rules again
        items: [{ id: P.galaxy, qty: 2 }],
        details: {
          fullName: 'Aysel Məmmədova',
          delivery: 'pickup',
          branch: 1,
          payment: 'card',
          city: null,
          address: null,
          promoCode: null,
          gift: null,
        },
      });
      const theirs = await s.services.orders.retryDraft(o.token, NO_VIEWER);
      expect(theirs.ok && theirs.data.details).toBeNull();
      expect(theirs.ok && theirs.data.items).toEqual([{ id: P.galaxy, qty: 2 }]);
      // an order that did not fail is not repeated
      const paid = await place();
      expect((await answer(paid, 'approve')).statusCode).toBe(200);
      expect((await s.services.orders.retryDraft(paid.token, { userId: null, buyerKey: paid.buyerKey })).ok).toBe(
        false,
      );
      expect((await s.services.orders.retryDraft('no-such-token')).ok).toBe(false);
    });

    it('a declined order gives its promo code back: the repeated order may use a one-per-mobile code again', async () => {
      const mobile = buyerMobile(990);
      const home = {
        delivery: 'delivery',
        branch: null,
        city: 1,
        district: 1,
        place: 1,
        address: 'Nizami 10',
        source: 'checkout',
        terms: true,
        promoCode: 'VOLT10',
      };
      const gift = {
        giftFirstName: 'Leyla',
        giftLastName: 'Quliyeva',
        giftMobile: '+994991234567',
        giftNote: 'Ad günün mübarək!',
      };
      const o = await place({ ...home, gift }, { mobile, cart: [{ id: P.iphone, qty: 1 }] });
      const code = await ctx.database.db
        .selectFrom('promo_codes')
        .select(['id', 'used'])
        .where('code', '=', 'VOLT10')
        .executeTakeFirstOrThrow();
      const uses = () =>
        ctx.database.db
          .selectFrom('promo_code_uses')
          .select('order_id')
          .where('promo_code_id', '=', code.id)
          .where('mobile', '=', mobile)
          .execute();
      expect(await uses()).toEqual([{ order_id: o.orderId }]);

      // the owner sees where it goes and to whom
      const owner = (await current(o.token, o.buyerKey)).json().data;
      expect(owner.details).toMatchObject({
        address: 'Bakı, Nəsimi, 28 May, Nizami 10',
        gift: { firstName: 'Leyla', lastName: 'Quliyeva', mobile: '994991234567', note: 'Ad günün mübarək!' },
      });
      expect(owner.summary.promoCodeDiscount).toBeGreaterThan(0);
      expect((await current(o.token)).json().data.details).toBeNull();

      expect((await answer(o, 'decline')).statusCode).toBe(200);
      expect(await uses()).toEqual([]);
      const after = await ctx.database.db
        .selectFrom('promo_codes')
        .select('used')
        .where('id', '=', code.id)
        .executeTakeFirstOrThrow();
      expect(after.used).toBe(code.used - 1);
      expect((await events(o.orderId)).at(-1)).toMatchObject({
        to_status: 'payment_failed',
        note: expect.stringContaining('promo code VOLT10 given back'),
      });

      const draft = await s.services.orders.retryDraft(o.token, { userId: null, buyerKey: o.buyerKey });
      expect(draft.ok && draft.data).toMatchObject({
        fromCart: true,
        items: [{ id: P.iphone, qty: 1 }],
        details: {
          delivery: 'delivery',
          city: 1,
          district: 1,
          place: 1,
          address: 'Nizami 10',
          branch: null,
          promoCode: 'VOLT10',
          gift: { giftFirstName: 'Leyla', giftMobile: '994991234567' },
        },
      });
      // the repeat, with the same code for the same mobile, is placed (before: "You have already used this code")
      const again = await place({ ...home, gift }, { mobile, cookie: o.buyerKey, cart: [{ id: P.iphone, qty: 1 }] });
      expect(await uses()).toEqual([{ order_id: again.orderId }]);
    });

    it('a late approval of an order that gave its code back takes the use again', async () => {
      const mobile = buyerMobile(991);
      const o = await place({ promoCode: 'VOLT10' }, { mobile, cart: [{ id: P.iphone, qty: 1 }] });
      await ctx.database.db
        .updateTable('orders')
        .set({ payment_expires_at: '2000-01-01T00:00:00.000Z' })
        .where('id', '=', o.orderId)
        .execute();
      expect(await s.services.orders.expireUnpaid()).toBeGreaterThanOrEqual(1);
      const uses = () =>
        ctx.database.db.selectFrom('promo_code_uses').select('order_id').where('mobile', '=', mobile).execute();
      expect(await uses()).toEqual([]);
      expect((await answer(o, 'approve')).statusCode).toBe(200);
      expect(await order(o.orderId)).toMatchObject({ status: 'paid' });
      expect(await uses()).toEqual([{ order_id: o.orderId }]);
    });

    it('refuses a gift with pickup (there is no address to deliver it to) and writes nothing', async () => {
      const mobile = buyerMobile(992);
      const payload = pickupCash(mobile, [{ id: P.redmi, qty: 1 }], {
        source: 'checkout',
        terms: true,
        gift: { giftFirstName: 'Leyla', giftLastName: 'Quliyeva', giftMobile: '+994991234567' },
      });
      const res = await post('/api/checkout', payload, { 'idempotency-key': randomUUID() });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        gift: 'A gift is delivered to the recipient’s address: choose home delivery or remove the gift details.',
      });
      const sent = await ctx.database.db.selectFrom('sms_outbox').select('id').where('mobile', '=', mobile).execute();
      expect(sent).toEqual([]);
    });
  },
  insertCartFixtures,
);
