import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Secrets } from '../../platform/secrets.ts';
import type { Services } from '../../services.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import {
  bankAnswer,
  paymentsApp,
  eventsOf,
  orderRow,
  paymentCalls,
  paymentRow,
  snapshot,
  stock,
} from './payments.fixtures.ts';

const P = FX.product;

describeEachEngine(
  "payments: the bank's answers",
  (ctx) => {
    let app: FastifyInstance;
    let services: Services;
    let secrets: Secrets;
    beforeAll(async () => {
      ({ app, services, secrets } = await paymentsApp(ctx.database));
    });
    afterAll(async () => app.close());
    const { place, callback, back } = paymentCalls(() => app, ctx);

    it("an approved answer pays the order and records the bank's references on the payment", async () => {
      const order = await place();
      const res = await callback(bankAnswer(order.azericard, secrets.testGatewayKey, 'approve'));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, data: { orderId: order.orderId, approved: true } });
      expect(await orderRow(ctx.database, order.orderId)).toMatchObject({ status: 'paid', paid: 1, holds_stock: 1 });
      expect(await paymentRow(ctx.database, order.orderId)).toMatchObject({
        status: 'approved',
        action: '0',
        rc: '00',
        approval: '004217',
        rrn: '633812345678',
        card_masked: '416973******0001',
      });
      const events = await eventsOf(ctx.database, order.orderId);
      expect(events.at(-1)).toMatchObject({ from_status: 'awaiting_payment', to_status: 'paid', actor: 'gateway' });
      expect(events.at(-1)!.note).toContain('approved');
      // the shopper comes back to the order page, in the order's language
      const r = await back(order.azericard.fields.ORDER!);
      expect(r.statusCode).toBe(303);
      expect(r.headers.location).toBe(`/en/order?token=${order.token}`);
    });

    it('a declined answer fails the order and gives its units back; the shopper lands on the order error page', async () => {
      const before = await stock(ctx.database, P.redmi);
      const order = await place();
      expect(await stock(ctx.database, P.redmi)).toBe(before - 1);
      const res = await callback(bankAnswer(order.azericard, secrets.testGatewayKey, 'decline'));
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ orderId: order.orderId, approved: false });
      expect(await orderRow(ctx.database, order.orderId)).toMatchObject({
        status: 'payment_failed',
        paid: 0,
        holds_stock: 0,
      });
      expect(await paymentRow(ctx.database, order.orderId)).toMatchObject({
        status: 'declined',
        action: '2',
        rc: '05',
        approval: null,
      });
      expect(await stock(ctx.database, P.redmi)).toBe(before);
      expect((await back(order.azericard.fields.ORDER!)).headers.location).toBe(`/en/order/error?token=${order.token}`);
    });

    it('waits for the bank: before any answer the shopper goes to the order page (az without a prefix); an unknown reference to the home page', async () => {
      const order = await place({ lang: 'az' });
      const r = await back(order.azericard.fields.ORDER!);
      expect(r.statusCode).toBe(303);
      expect(r.headers.location).toBe(`/order?token=${order.token}`);
      expect(r.headers['cache-control']).toBe('no-store');
      for (const ref of ['000000000000000000000000', 'abc', '', '1'.repeat(40)])
        expect((await back(ref)).headers.location, ref).toBe('/');
    });

    it('refuses a replayed nonce (409), even in a correctly signed message for another payment', async () => {
      const first = await place();
      const second = await place();
      const paid = bankAnswer(first.azericard, secrets.testGatewayKey, 'approve');
      expect((await callback(paid)).statusCode).toBe(200);
      const before = await snapshot(ctx.database, second);
      const replay = bankAnswer(second.azericard, secrets.testGatewayKey, 'approve', { over: { NONCE: paid.NONCE! } });
      const res = await callback(replay);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('This payment message has already been used.');
      expect(await snapshot(ctx.database, second)).toEqual(before);
    });

    it('takes a genuine answer repeated (one by one, or at once) as the same answer: 200, nothing changes twice', async () => {
      const order = await place();
      const answer = bankAnswer(order.azericard, secrets.testGatewayKey, 'approve');
      expect((await callback(answer)).statusCode).toBe(200);
      const after = await snapshot(ctx.database, order);
      const again = await callback(answer);
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual({ orderId: order.orderId, approved: true });
      expect(await snapshot(ctx.database, order)).toEqual(after);

      // the same answer five times at once: one payment, one move to paid
      const burst = await place();
      const stockBefore = await stock(ctx.database, P.redmi);
      const msg = bankAnswer(burst.azericard, secrets.testGatewayKey, 'approve');
      const all = await Promise.all(Array.from({ length: 5 }, () => callback(msg)));
      expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect((await eventsOf(ctx.database, burst.orderId)).filter((e) => e.to_status === 'paid')).toHaveLength(1);
      expect(await stock(ctx.database, P.redmi)).toBe(stockBefore);

      // a contradicting answer (declined after approved) is refused and changes nothing
      const settled = await snapshot(ctx.database, order);
      const contra = await callback(bankAnswer(order.azericard, secrets.testGatewayKey, 'decline'));
      expect(contra.statusCode).toBe(409);
      expect(contra.json().error).toBe('This payment already has another result.');
      expect(await snapshot(ctx.database, order)).toEqual(settled);
    });

    it('pays an order the sweeper gave up on when the approval comes late, taking its units again', async () => {
      const order = await place();
      const before = await stock(ctx.database, P.redmi);
      await ctx.database.db
        .updateTable('orders')
        .set({ payment_expires_at: '2000-01-01T00:00:00.000Z' })
        .where('id', '=', order.orderId)
        .execute();
      expect(await services.orders.expireUnpaid()).toBeGreaterThanOrEqual(1);
      expect(await orderRow(ctx.database, order.orderId)).toMatchObject({ status: 'payment_failed', holds_stock: 0 });
      expect(await stock(ctx.database, P.redmi)).toBe(before + 1);
      expect((await back(order.azericard.fields.ORDER!)).headers.location).toBe(`/en/order/error?token=${order.token}`);

      expect((await callback(bankAnswer(order.azericard, secrets.testGatewayKey, 'approve'))).statusCode).toBe(200);
      expect(await orderRow(ctx.database, order.orderId)).toMatchObject({ status: 'paid', paid: 1, holds_stock: 1 });
      expect(await stock(ctx.database, P.redmi)).toBe(before);
      expect((await back(order.azericard.fields.ORDER!)).headers.location).toBe(`/en/order?token=${order.token}`);
    });

    it("forgets the gateway's nonces past the replay window (housekeeping) and keeps the recent ones", async () => {
      const recent = new Date(Date.now() - 2 * 3600_000).toISOString();
      await ctx.database.db
        .insertInto('payment_nonces')
        .values([
          { provider: 'test', nonce: 'OLD0000000000000', created_at: '2000-01-01T00:00:00.000Z' },
          { provider: 'test', nonce: 'RECENT0000000000', created_at: recent },
        ])
        .execute();
      expect(await services.payments.prune()).toBeGreaterThanOrEqual(1);
      const left = await ctx.database.db
        .selectFrom('payment_nonces')
        .select('nonce')
        .where('nonce', 'in', ['OLD0000000000000', 'RECENT0000000000'])
        .execute();
      expect(left).toEqual([{ nonce: 'RECENT0000000000' }]);
    });
  },
  insertCartFixtures,
);
