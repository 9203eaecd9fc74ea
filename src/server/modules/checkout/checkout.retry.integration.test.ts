import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Secrets } from '../../platform/secrets.ts';
import type { Services } from '../../services.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { buyerKeyHash, NO_VIEWER } from '../orders/buyer-key.ts';
import { bankAnswer, FORM, formBody, paymentsApp } from '../payments/payments.fixtures.ts';
import { buyerMobile, lastCode, pickupCash } from './checkout.fixtures.ts';

/**
 * Decision 0057 against a real database: the order cookie and who sees an order's details, "Repeat checkout" of a
 * failed order (its lines, its owner's details, its promo code given back), the gift refused with pickup, and "pay
 * again" for an order the bank never answered.
 */

const P = FX.product;
const CALLBACK = '/api/payments/azericard/callback?lang=en';
const COOKIE = 'volt_buyer';

interface Placed {
  orderId: number;
  token: string;
  total: number;
  azericard: { url: string; fields: Record<string, string> };
  /** the order cookie the placing reply set ('' when the browser had one already) */
  buyerKey: string;
}

describeEachEngine(
  'checkout: repeat, details, pay again (decision 0057)',
  (ctx) => {
    let app: FastifyInstance;
    let services: Services;
    let secrets: Secrets;
    let buyer = 0;
    beforeAll(async () => {
      ({ app, services, secrets } = await paymentsApp(ctx.database));
    });
    afterAll(async () => app.close());

    const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url, payload, headers });

    /** The two steps of a checkout as a browser makes them (with its cookie, if it has one). */
    async function place(
      over: Record<string, unknown> = {},
      opts: { mobile?: string; cookie?: string; cart?: { id: number; qty: number }[] } = {},
    ): Promise<Placed> {
      const mobile = opts.mobile ?? buyerMobile(900 + ++buyer);
      const payload = pickupCash(mobile, opts.cart ?? [{ id: P.galaxy, qty: 1 }], { payment: 'card', ...over });
      const headers: Record<string, string> = {
        'idempotency-key': randomUUID(),
        ...(opts.cookie ? { cookie: `${COOKIE}=${opts.cookie}` } : {}),
      };
      const first = await post('/api/checkout', payload, headers);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['set-cookie']).toBeUndefined(); // nothing placed yet: no cookie
      const done = await post(
        '/api/checkout',
        { ...payload, otpToken: first.json().data.otpToken, otpCode: await lastCode(ctx.database, mobile) },
        headers,
      );
      expect(done.statusCode, done.body).toBe(200);
      const set = String(done.headers['set-cookie'] ?? '');
      const buyerKey = /volt_buyer=([\w-]+)/.exec(set)?.[1] ?? '';
      if (!opts.cookie) expect(set).toMatch(/^volt_buyer=[\w-]{43}; Max-Age=5184000; Path=\/; HttpOnly; SameSite=Lax/);
      else expect(set).toBe(''); // the browser keeps its key
      return { ...(done.json().data as Omit<Placed, 'buyerKey'>), buyerKey };
    }
    const answer = (o: Placed, outcome: 'approve' | 'decline') =>
      app.inject({
        method: 'POST',
        url: CALLBACK,
        headers: FORM,
        payload: formBody(bankAnswer(o.azericard as never, secrets.testGatewayKey, outcome)),
      });
    const current = (token: string, cookie?: string) =>
      app.inject({
        method: 'GET',
        url: `/api/orders/current?token=${token}&lang=en`,
        headers: cookie ? { cookie: `${COOKIE}=${cookie}` } : {},
      });
    const order = (id: number) =>
      ctx.database.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const events = (id: number) =>
      ctx.database.db
        .selectFrom('order_events')
        .select(['from_status', 'to_status', 'actor', 'note'])
        .where('order_id', '=', id)
        .orderBy('id')
        .execute();

    it('keeps the placing browser: the order stores the hash of its cookie and which form placed it', async () => {
      const o = await place();
      const row = await order(o.orderId);
      expect(row).toMatchObject({ source: 'buyNow', buyer_key: buyerKeyHash(o.buyerKey) });
      // the same browser's next order carries the same key (no new cookie)
      const again = await place({ source: 'checkout', terms: true }, { cookie: o.buyerKey });
      expect(await order(again.orderId)).toMatchObject({ source: 'checkout', buyer_key: buyerKeyHash(o.buyerKey) });
    });

    it("shows what was bought to the token, the shopper's own details only to the browser that placed it", async () => {
      const o = await place({ email: 'nigar@mail.az' });
      const anyone = (await current(o.token)).json().data;
      expect(anyone).toMatchObject({
        id: o.orderId,
        payment: 'card',
        delivery: 'pickup',
        details: null,
        cardMasked: null,
        installment: null,
      });
      // the phone and its gift (a 0 ₼ line after it), with the stored prices and the catalogue's picture and link
      expect(anyone.lines).toEqual([
        expect.objectContaining({
          id: P.galaxy,
          title: 'Samsung Galaxy S24',
          qty: 1,
          unitPrice: 179_900,
          payable: 179_900,
          giftOf: null,
          href: '/en/p/3',
          image: expect.any(String),
        }),
        expect.objectContaining({ id: P.iron, qty: 1, payable: 0, giftOf: P.galaxy }),
      ]);
      expect(anyone.summary).toMatchObject({ subTotal: 179_900, delivery: 0, total: o.total });
      expect(anyone.branch).toEqual({
        title: 'Ganjlik branch',
        address: '111 Fatali Khan Khoyski St',
        city: 'Bakı',
        mobiles: ['994125550101'],
      });
      expect(anyone.paymentDeadline).toEqual(expect.any(String));

      const owner = (await current(o.token, o.buyerKey)).json().data;
      expect(owner.details).toEqual({
        fullName: 'Aysel Məmmədova',
        mobile: expect.stringMatching(/^99450/),
        email: 'nigar@mail.az',
        address: null,
        gift: null,
      });
      // another browser's key is anyone
      expect((await current(o.token, 'x'.repeat(43))).json().data.details).toBeNull();
      // paid: the card as the bank masked it
      expect((await answer(o, 'approve')).statusCode).toBe(200);
      expect((await current(o.token)).json().data).toMatchObject({
        status: 'paid',
        cardMasked: '416973******0001',
        paymentDeadline: null,
        payAgainInSeconds: null,
      });
    });

    it('repeats a declined buy-now order: the error page gets its token, its lines come back, the details only for its owner', async () => {
      const o = await place({}, { cart: [{ id: P.galaxy, qty: 2 }] });
      expect((await answer(o, 'decline')).statusCode).toBe(200);
      const back = await app.inject({ method: 'GET', url: `/payment/return?ref=${o.azericard.fields.ORDER}` });
      expect(back.headers.location).toBe(`/en/order/error?token=${o.token}`);

      const mine = await services.orders.retryDraft(o.token, { userId: null, buyerKey: o.buyerKey });
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
      const theirs = await services.orders.retryDraft(o.token, NO_VIEWER);
      expect(theirs.ok && theirs.data.details).toBeNull();
      expect(theirs.ok && theirs.data.items).toEqual([{ id: P.galaxy, qty: 2 }]);
      // an order that did not fail is not repeated
      const paid = await place();
      expect((await answer(paid, 'approve')).statusCode).toBe(200);
      expect((await services.orders.retryDraft(paid.token, { userId: null, buyerKey: paid.buyerKey })).ok).toBe(false);
      expect((await services.orders.retryDraft('no-such-token')).ok).toBe(false);
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

      const draft = await services.orders.retryDraft(o.token, { userId: null, buyerKey: o.buyerKey });
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
      expect(await services.orders.expireUnpaid()).toBeGreaterThanOrEqual(1);
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

    /** The order's payment window as if its latest attempt began `seconds` ago. */
    async function age(o: Placed, seconds: number) {
      const at = new Date(Date.now() - seconds * 1000);
      await ctx.database.db
        .updateTable('payments')
        .set({ created_at: at.toISOString() })
        .where('order_id', '=', o.orderId)
        .execute();
      await ctx.database.db
        .updateTable('orders')
        .set({ payment_expires_at: new Date(at.getTime() + 20 * 60_000).toISOString() })
        .where('id', '=', o.orderId)
        .execute();
    }
    const payAgain = (token: string, key: string = randomUUID()) =>
      post('/api/orders/pay-again', { token, lang: 'en' }, { 'idempotency-key': key });

    it('pays again an order the bank never answered: a new attempt for the same total, once per key, not twice at once', async () => {
      const o = await place();
      // the bank may still be answering the first attempt
      const soon = await payAgain(o.token);
      expect(soon.statusCode).toBe(409);
      expect(soon.json().error).toMatch(/^The bank may still be answering the last payment\. Try again in \d+ s\.$/);
      expect((await current(o.token)).json().data.payAgainInSeconds).toBeGreaterThan(0);

      await age(o, 60);
      expect((await current(o.token)).json().data.payAgainInSeconds).toBe(0);
      const key = randomUUID();
      const res = await payAgain(o.token, key);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        next: 'azericard',
        token: o.token,
        orderId: o.orderId,
        total: o.total,
        testGateway: true,
      });
      expect(data.azericard.fields.ORDER).not.toBe(o.azericard.fields.ORDER);
      expect(data.azericard.fields.AMOUNT).toBe(o.azericard.fields.AMOUNT);
      const attempts = () =>
        ctx.database.db
          .selectFrom('payments')
          .select(['reference', 'status', 'amount'])
          .where('order_id', '=', o.orderId)
          .orderBy('id')
          .execute();
      expect((await attempts()).map((a) => a.status)).toEqual(['pending', 'pending']);
      const row = await order(o.orderId);
      expect(Date.parse(row.payment_expires_at!) - Date.now()).toBeGreaterThan(19 * 60_000);
      expect((await events(o.orderId)).at(-1)).toMatchObject({
        from_status: 'awaiting_payment',
        to_status: 'awaiting_payment',
        actor: 'customer',
        note: 'payment started again (attempt 2)',
      });

      // the same press again: the same form, no third attempt; another press now: too soon
      expect((await payAgain(o.token, key)).json().data.azericard.fields.ORDER).toBe(data.azericard.fields.ORDER);
      expect((await payAgain(o.token)).statusCode).toBe(409);
      expect(await attempts()).toHaveLength(2);

      // the new attempt is paid; the first one approved afterwards is a second charge, flagged for a refund
      expect((await answer({ ...o, azericard: data.azericard }, 'approve')).statusCode).toBe(200);
      expect(await order(o.orderId)).toMatchObject({ status: 'paid', paid: 1 });
      expect((await answer(o, 'approve')).statusCode).toBe(200);
      expect(await order(o.orderId)).toMatchObject({ status: 'paid', paid: 1 });
      expect((await events(o.orderId)).at(-1)).toMatchObject({
        from_status: 'paid',
        to_status: 'paid',
        actor: 'gateway',
        note: expect.stringContaining('refund it'),
      });
      // a paid order is not paid again
      const paid = await payAgain(o.token);
      expect(paid.statusCode).toBe(400);
      expect(paid.json().error).toBe('This order is no longer waiting for payment.');
    });

    it('pays again once when several presses (each with its own key) arrive at the same moment', async () => {
      const o = await place();
      await age(o, 60);
      const answers = await Promise.all(Array.from({ length: 6 }, () => payAgain(o.token)));
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes, answers.map((a) => a.body).join('\n')).toEqual([200, 409, 409, 409, 409, 409]);
      const attempts = await ctx.database.db
        .selectFrom('payments')
        .select('status')
        .where('order_id', '=', o.orderId)
        .execute();
      expect(attempts).toHaveLength(2);
    });

    it('refuses to pay again past the deadline, after three attempts, without a key or for an unknown order', async () => {
      const o = await place();
      for (let n = 0; n < 2; n++) {
        await age(o, 60);
        expect((await payAgain(o.token)).statusCode).toBe(200);
      }
      await age(o, 60);
      const many = await payAgain(o.token);
      expect(many.statusCode).toBe(400);
      expect(many.json().error).toBe('This order cannot be paid online again. Please call us.');
      expect((await current(o.token)).json().data.payAgainInSeconds).toBeNull();

      const late = await place();
      await ctx.database.db
        .updateTable('orders')
        .set({ payment_expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', late.orderId)
        .execute();
      const expired = await payAgain(late.token);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().error).toBe('The time to pay for this order has run out. Please place the order again.');

      expect((await post('/api/orders/pay-again', { token: late.token, lang: 'en' })).statusCode).toBe(400);
      expect((await payAgain('no-such-token')).statusCode).toBe(404);
      expect(
        (await post('/api/orders/pay-again', { token: late.token, extra: 1 }, { 'idempotency-key': randomUUID() }))
          .statusCode,
      ).toBe(400);
    });
  },
  insertCartFixtures,
);
