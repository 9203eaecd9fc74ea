import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { retrySuite, type Placed } from './checkout-retry.fixtures.ts';

/** Decision 0057 against a real database: "pay again" for an order the bank never answered. */

describeEachEngine(
  'checkout: pay again (decision 0057)',
  (ctx) => {
    const { post, place, answer, current, order, events } = retrySuite(ctx);

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
