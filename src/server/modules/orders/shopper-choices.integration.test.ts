import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Secrets } from '../../platform/secrets.ts';
import type { Services } from '../../services.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { buyerMobile, lastCode, pickupCash } from '../checkout/checkout.fixtures.ts';
import { bankAnswer, FORM, formBody, paymentsApp } from '../payments/payments.fixtures.ts';

/**
 * PAY-11 (decision 0078) against a real database: the order page knows how long the bank has been silent, and its
 * owner may cancel (units back exactly once, also when two cancels race) or pay cash at pickup instead; a late bank
 * answer after either changes nothing but asks staff for a refund; a declined card says what the bank answered.
 */

const P = FX.product;
const CALLBACK = '/api/payments/azericard/callback?lang=en';
const COOKIE = 'volt_buyer';

interface Placed {
  orderId: number;
  token: string;
  total: number;
  azericard: { url: string; fields: Record<string, string> };
  buyerKey: string;
}

describeEachEngine(
  "the shopper's choices while the bank is slow (decision 0078)",
  (ctx) => {
    let app: FastifyInstance;
    let services: Services;
    let secrets: Secrets;
    let buyer = 0;
    beforeAll(async () => {
      ({ app, services, secrets } = await paymentsApp(ctx.database, { PAYMENT_SLOW_AFTER_SECONDS: '5' }));
    });
    afterAll(async () => app.close());

    const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url, payload, headers });
    const db = () => ctx.database.db;

    async function place(over: Record<string, unknown> = {}): Promise<Placed> {
      const mobile = buyerMobile(3100 + ++buyer);
      const payload = pickupCash(mobile, [{ id: P.galaxy, qty: 2 }], { payment: 'card', ...over });
      const headers = { 'idempotency-key': randomUUID() };
      const first = await post('/api/checkout', payload, headers);
      expect(first.statusCode, first.body).toBe(200);
      const done = await post(
        '/api/checkout',
        { ...payload, otpToken: first.json().data.otpToken, otpCode: await lastCode(ctx.database, mobile) },
        headers,
      );
      expect(done.statusCode, done.body).toBe(200);
      const buyerKey = /volt_buyer=([\w-]+)/.exec(String(done.headers['set-cookie'] ?? ''))?.[1] ?? '';
      return { ...(done.json().data as Omit<Placed, 'buyerKey'>), buyerKey };
    }
    const as = (o: Placed) => ({ cookie: `${COOKIE}=${o.buyerKey}` });
    const answer = (o: Placed, outcome: 'approve' | 'decline', over: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: CALLBACK,
        headers: FORM,
        payload: formBody(bankAnswer(o.azericard as never, secrets.testGatewayKey, outcome, { over })),
      });
    const current = (o: Placed, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: `/api/orders/current?token=${o.token}&lang=en`, headers });
    const cancel = (o: Placed, headers: Record<string, string> = as(o)) =>
      post('/api/orders/current/cancel', { token: o.token, lang: 'en' }, headers);
    const payCash = (o: Placed, headers: Record<string, string> = as(o)) =>
      post('/api/orders/current/pay-cash', { token: o.token, lang: 'en' }, headers);
    const order = (id: number) => db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const stock = async (id: number) =>
      (await db().selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
    const events = (id: number) =>
      db()
        .selectFrom('order_events')
        .select(['from_status', 'to_status', 'actor', 'note'])
        .where('order_id', '=', id)
        .orderBy('id')
        .execute();
    /** The latest attempt began `seconds` ago (the clock moved on without waiting in the test). */
    const attemptAge = (o: Placed, seconds: number) =>
      db()
        .updateTable('payments')
        .set({ created_at: new Date(Date.now() - seconds * 1000).toISOString() })
        .where('order_id', '=', o.orderId)
        .execute();

    it('tells the page how long the bank has been silent and the threshold; the choices only to the owner', async () => {
      const o = await place();
      const fresh = (await current(o, as(o))).json().data;
      expect(fresh).toMatchObject({
        status: 'awaiting_payment',
        slowAfterSeconds: 5,
        canCancel: true,
        canPayCash: true,
      });
      expect(fresh.waitedSeconds).toBeGreaterThanOrEqual(0);
      expect(fresh.waitedSeconds).toBeLessThan(5);
      await attemptAge(o, 40);
      // after a reload the page knows at once that it has waited long
      const later = (await current(o, as(o))).json().data;
      expect(later.waitedSeconds).toBeGreaterThanOrEqual(40);
      expect(later.payAgainInSeconds).toBe(0);
      expect((await current(o)).json().data).toMatchObject({ canCancel: false, canPayCash: false, declined: null });
      // a stranger holding the link cannot act on it
      const stranger = { cookie: `${COOKIE}=${'x'.repeat(43)}` };
      for (const r of [await cancel(o, stranger), await payCash(o, {})]) {
        expect(r.statusCode).toBe(403);
        expect(r.json().error).toBe(
          'Only the browser that placed this order, or its customer signed in, can change it.',
        );
      }
      expect((await order(o.orderId)).status).toBe('awaiting_payment');
    });

    it('cancels: units back once, a history line by the customer, a repeat answers the cancelled order', async () => {
      const before = await stock(P.galaxy);
      const o = await place();
      expect(await stock(P.galaxy)).toBe(before - 2);
      const r = await cancel(o);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().data).toMatchObject({ id: o.orderId, status: 'cancelled', canCancel: false });
      expect(await stock(P.galaxy)).toBe(before);
      const again = await cancel(o);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.status).toBe('cancelled');
      expect(await stock(P.galaxy)).toBe(before);
      expect((await events(o.orderId)).filter((e) => e.to_status === 'cancelled')).toEqual([
        {
          from_status: 'awaiting_payment',
          to_status: 'cancelled',
          actor: 'customer',
          note: 'cancelled by the customer',
        },
      ]);
      // pay cash is no longer possible, nor pay again
      expect((await payCash(o)).statusCode).toBe(409);
      const pay = await post(
        '/api/orders/pay-again',
        { token: o.token, lang: 'en' },
        { 'idempotency-key': randomUUID() },
      );
      expect(pay.statusCode).toBe(400);
    });

    it('gives the units back once when two cancels race', async () => {
      const before = await stock(P.galaxy);
      const o = await place();
      const rs = await Promise.all([cancel(o), cancel(o), cancel(o)]);
      for (const r of rs) {
        expect(r.statusCode, r.body).toBe(200);
        expect(r.json().data.status).toBe('cancelled');
      }
      expect(await stock(P.galaxy)).toBe(before);
      expect((await events(o.orderId)).filter((e) => e.to_status === 'cancelled')).toHaveLength(1);
    });

    it('a late approval after the cancel keeps the order cancelled and its units on sale; staff are asked to refund', async () => {
      const before = await stock(P.galaxy);
      const o = await place();
      await cancel(o);
      const late = await answer(o, 'approve');
      expect(late.statusCode, late.body).toBe(200);
      expect(await order(o.orderId)).toMatchObject({ status: 'cancelled', paid: 0, holds_stock: 0 });
      expect(await stock(P.galaxy)).toBe(before);
      const pay = await db().selectFrom('payments').select('status').where('order_id', '=', o.orderId).execute();
      expect(pay).toEqual([{ status: 'approved' }]);
      expect((await events(o.orderId)).at(-1)).toMatchObject({
        actor: 'gateway',
        to_status: 'cancelled',
        note: expect.stringMatching(/^approved after the order was closed; refund needed/),
      });
      // the bank's repeat of the same answer changes nothing either
      expect((await current(o)).json().data.status).toBe('cancelled');
    });

    it('switches to cash at pickup: a new cash order keeping its total and units, its SMS; late answers change nothing', async () => {
      const before = await stock(P.galaxy);
      const o = await place();
      const r = await payCash(o);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().data).toMatchObject({
        status: 'new',
        payment: 'cash',
        paid: false,
        total: o.total,
        canPayCash: false,
        paymentDeadline: null,
      });
      expect(await order(o.orderId)).toMatchObject({
        status: 'new',
        payment_type: 'cash',
        payment_expires_at: null,
        holds_stock: 1,
        total: o.total,
      });
      expect(await stock(P.galaxy)).toBe(before - 2);
      const sms = await db()
        .selectFrom('sms_outbox')
        .select('body')
        .where('purpose', '=', 'order')
        .where('body', 'like', `%${o.orderId}%`)
        .execute();
      expect(sms).toHaveLength(1);
      // a repeat answers the same, with no second history line or SMS
      expect((await payCash(o)).json().data.status).toBe('new');
      expect(
        (await events(o.orderId)).filter((e) => e.to_status === 'new' && e.from_status === 'awaiting_payment'),
      ).toEqual([expect.objectContaining({ actor: 'customer', note: expect.stringMatching(/chose cash at pickup/) })]);
      // the card's late approval: recorded, a refund asked for, the order stays an unpaid cash order
      const late = await answer(o, 'approve');
      expect(late.statusCode, late.body).toBe(200);
      expect(await order(o.orderId)).toMatchObject({ status: 'new', payment_type: 'cash', paid: 0, holds_stock: 1 });
      expect((await events(o.orderId)).at(-1)?.note).toMatch(
        /^approved after the customer chose to pay otherwise; refund needed/,
      );
      expect(await stock(P.galaxy)).toBe(before - 2);
      // the sweeper leaves it alone (it no longer waits for the bank)
      await services.orders.expireUnpaid();
      expect((await order(o.orderId)).status).toBe('new');
      // and it is still the shopper's to cancel while new: units back
      expect((await cancel(o)).json().data.status).toBe('cancelled');
      expect(await stock(P.galaxy)).toBe(before);
    });

    it('a late decline after the switch to cash changes nothing', async () => {
      const o = await place();
      await payCash(o);
      const late = await answer(o, 'decline');
      expect(late.statusCode, late.body).toBe(200);
      expect(await order(o.orderId)).toMatchObject({ status: 'new', payment_type: 'cash', holds_stock: 1 });
    });

    it('offers no cash for a home delivery', async () => {
      const o = await place({
        delivery: 'delivery',
        branch: null,
        city: 1,
        district: 1,
        place: 1,
        address: 'Nizami küç. 10',
      });
      expect((await current(o, as(o))).json().data).toMatchObject({ canCancel: true, canPayCash: false });
      const r = await payCash(o);
      expect(r.statusCode).toBe(409);
      expect(r.json().error).toBe('This order cannot be switched to cash payment.');
    });

    it("a declined card's failed order says what the bank answered, in the shopper's language", async () => {
      const o = await place();
      expect((await answer(o, 'decline', { RC: '51' })).statusCode).toBe(200);
      const page = (await current(o)).json().data;
      expect(page).toMatchObject({ status: 'payment_failed', declined: 'There is not enough money on the card.' });
      const ru = await app.inject({ method: 'GET', url: `/api/orders/current?token=${o.token}&lang=ru` });
      expect(ru.json().data.declined).toBe('На карте недостаточно средств.');
      const other = await place();
      await answer(other, 'decline');
      expect((await current(other)).json().data.declined).toBe(
        'The bank declined the payment. Try another card or ask your bank why.',
      );
    });
  },
  insertCartFixtures,
);
