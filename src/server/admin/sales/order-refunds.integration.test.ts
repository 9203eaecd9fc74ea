import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX } from '../../modules/catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../../modules/cart/cart.fixtures.ts';
import { buyerMobile, submitter } from '../../modules/checkout/checkout.fixtures.ts';
import {
  bankAnswer,
  CALLBACK,
  FORM,
  formBody,
  placeCardOrder,
  type PlacedCardOrder,
} from '../../modules/payments/payments.fixtures.ts';
import {
  formatTimestamp,
  macSource,
  REFUND_MAC_FIELDS,
  callbackSignatureValid,
  signRefund,
} from '../../modules/payments/azericard-protocol.ts';
import { TEST_BANK_PATH } from '../../modules/payments/gateways.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';
import { auditOf, placeOrder, stockOf, type Section } from './sales.fixtures.ts';

const P = FX.product;
type Made = Awaited<ReturnType<typeof adminApp>>;

describeEachEngine(
  'back office: refunds — card through the test bank, cash recorded',
  (ctx) => {
    let made: Made;
    let owner: Awaited<ReturnType<typeof signedInStaff>>;
    let operator: Awaited<ReturnType<typeof signedInStaff>>;
    let buyer = 0;
    beforeAll(async () => {
      made = await adminApp(ctx.database);
      owner = await signedInStaff(made, ctx.database, { roles: ['owner'], name: 'Leyla' });
      operator = await signedInStaff(made, ctx.database, { roles: ['operator'], name: 'Orxan' });
    });
    afterAll(async () => {
      await made.app.close();
    });
    const call = (method: 'GET' | 'POST', url: string, body?: unknown) => owner.jar.call(made.app, method, url, body);
    const refund = (id: number, body: Record<string, unknown>) =>
      call('POST', `/api/admin/orders/refund/${id}`, {
        key: randomUUID(),
        reason: 'Returned by the customer',
        ...body,
      });

    /** A card order paid through the test bank's card page with `card` (the bank calls the shop back in-process). */
    const paidCardOrder = async (cart: { id: number; qty: number }[], card = '4169738800000001') => {
      const order: PlacedCardOrder = await placeCardOrder(
        submitter(made.app),
        ctx.database,
        buyerMobile(820 + ++buyer),
        cart,
      );
      const paid = await made.app.inject({
        method: 'POST',
        url: '/test-bank/pay',
        headers: FORM,
        payload: formBody({ ...order.azericard.fields, card, expiry: '12/39', cvv: '123' }),
      });
      expect(paid.statusCode).toBe(303);
      const row = await ctx.database.db
        .selectFrom('orders')
        .select(['paid', 'status'])
        .where('id', '=', order.orderId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ paid: 1, status: 'paid' });
      const payment = await ctx.database.db
        .selectFrom('payments')
        .selectAll()
        .where('order_id', '=', order.orderId)
        .executeTakeFirstOrThrow();
      return { ...order, payment };
    };
    const linesOf = (orderId: number) =>
      ctx.database.db
        .selectFrom('order_lines')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('position')
        .execute();
    const refundsOf = (orderId: number) =>
      ctx.database.db.selectFrom('order_refunds').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

    it('refunds one line of a card order through the test bank: amount from the order, units back on sale, history, audit, record', async () => {
      const order = await paidCardOrder([
        { id: P.redmi, qty: 2 },
        { id: P.galaxy, qty: 1 },
      ]);
      const lines = await linesOf(order.orderId);
      const redmi = lines.find((l) => l.product_id === P.redmi)!;
      const before = await stockOf(ctx.database, P.redmi);
      const res = await refund(order.orderId, {
        source: order.payment.id,
        lines: [{ lineId: redmi.id, qty: 1 }],
        restock: true,
      });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      // one of two units of the line: half of the line's payable (the order has no order-wide discount or delivery)
      expect(data).toMatchObject({
        id: order.orderId,
        amount: Math.floor(redmi.payable / 2),
        method: 'card',
        state: 'partial',
        repeated: false,
      });
      expect(await stockOf(ctx.database, P.redmi)).toBe(before + 1);
      const [row] = await refundsOf(order.orderId);
      expect(row).toMatchObject({ status: 'done', method: 'card', payment_id: order.payment.id, rc: '00' });
      expect(row!.approval).toMatch(/^\d{6}$/);
      expect((await linesOf(order.orderId)).find((l) => l.id === redmi.id)).toMatchObject({
        refunded_qty: 1,
        restocked_qty: 1,
      });
      const trail = await auditOf(ctx.database, 'orders', order.orderId);
      expect(trail.map((t) => [t.action, t.user_id])).toEqual([['refund', owner.id]]);
      const info = (await call('GET', `/api/admin/orders/info/${order.orderId}`)).json().data;
      const refunds = (info.sections as Section[]).find((s) => s.title === 'Refunds')!;
      expect(refunds.rows![0]).toMatchObject({ amount: data.amount, staff: expect.stringContaining('Leyla') });
      expect(info.badge.label).toBe('Paid · Partly refunded');
      const history = (info.sections as Section[]).find((s) => s.title === 'History')!.rows!;
      expect(String(history.at(-1)!.note)).toContain('Returned by the customer');
    });

    it('never refunds more than was paid or more units than bought; a repeated key refunds once', async () => {
      const order = await paidCardOrder([{ id: P.redmi, qty: 1 }]);
      const [line] = await linesOf(order.orderId);
      const tooMany = await refund(order.orderId, { source: order.payment.id, lines: [{ lineId: line!.id, qty: 2 }] });
      expect(tooMany.statusCode).toBe(409);
      const over = await refund(order.orderId, { source: order.payment.id, amount: order.payment.amount + 1 });
      expect(over.statusCode).toBe(409);
      expect(over.json().error).toContain('at most');
      const key = randomUUID();
      const first = await refund(order.orderId, { key, source: order.payment.id, amount: 1000 });
      const again = await refund(order.orderId, { key, source: order.payment.id, amount: 1000 });
      expect(first.statusCode).toBe(200);
      expect(again.json().data).toMatchObject({ refundId: first.json().data.refundId, repeated: true });
      expect((await refundsOf(order.orderId)).length).toBe(1);
      // the rest, then nothing more
      const rest = await refund(order.orderId, { source: order.payment.id, amount: order.payment.amount - 1000 });
      expect(rest.json().data).toMatchObject({ state: 'full', refunded: order.payment.amount });
      expect((await refund(order.orderId, { source: order.payment.id, amount: 1 })).statusCode).toBe(409);
      const pay = await ctx.database.db
        .selectFrom('payments')
        .select('refunded')
        .where('id', '=', order.payment.id)
        .executeTakeFirstOrThrow();
      expect(pay.refunded).toBe(order.payment.amount);
    });

    it('two refunds at the same moment cannot together pass what was paid', async () => {
      const order = await paidCardOrder([{ id: P.redmi, qty: 1 }]);
      const share = Math.ceil(order.payment.amount * 0.6);
      const both = await Promise.all([
        refund(order.orderId, { source: order.payment.id, amount: share }),
        refund(order.orderId, { source: order.payment.id, amount: share }),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const rows = await refundsOf(order.orderId);
      expect(rows.length).toBe(1);
      expect(rows.reduce((a, r) => a + r.amount, 0)).toBeLessThanOrEqual(order.payment.amount);
    });

    it('a refusal by the bank records nothing and says why', async () => {
      const order = await paidCardOrder([{ id: P.redmi, qty: 1 }], '4169738800000006');
      const [line] = await linesOf(order.orderId);
      const before = await stockOf(ctx.database, P.redmi);
      const res = await refund(order.orderId, {
        source: order.payment.id,
        lines: [{ lineId: line!.id, qty: 1 }],
        restock: true,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('The bank refused the refund (code 12). Nothing was refunded.');
      expect(await refundsOf(order.orderId)).toEqual([]);
      expect((await linesOf(order.orderId))[0]).toMatchObject({ refunded_qty: 0, restocked_qty: 0 });
      expect(await stockOf(ctx.database, P.redmi)).toBe(before);
      const o = await ctx.database.db
        .selectFrom('orders')
        .select('refunded')
        .where('id', '=', order.orderId)
        .executeTakeFirstOrThrow();
      expect(o.refunded).toBe(0);
      expect(await auditOf(ctx.database, 'orders', order.orderId)).toEqual([]);
    });

    it('records a cash refund (who, when, amount, reason); a fully refunded order stops its reward code', async () => {
      const id = await placeOrder(made.app, ctx.database, buyerMobile(860), [{ id: P.galaxy, qty: 1 }]);
      expect((await call('POST', `/api/admin/orders/cash/${id}`, { amount: await totalOf(id) })).statusCode).toBe(200);
      const o = await ctx.database.db
        .selectFrom('orders')
        .select(['reward_code_id', 'total'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(o.reward_code_id).not.toBeNull();
      const res = await refund(id, { source: 'cash', amount: o.total, reason: 'Changed their mind' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ method: 'cash', state: 'full' });
      const [row] = await refundsOf(id);
      expect(row).toMatchObject({ method: 'cash', amount: o.total, reason: 'Changed their mind', staff_id: owner.id });
      expect(row!.created_at).toBeTruthy();
      const reward = await ctx.database.db
        .selectFrom('promo_codes')
        .select('active')
        .where('id', '=', o.reward_code_id!)
        .executeTakeFirstOrThrow();
      expect(reward.active).toBe(0);
    });

    it('refuses staff without orders.refund (403) and bad input (400 with field errors)', async () => {
      const order = await paidCardOrder([{ id: P.redmi, qty: 1 }]);
      const denied = await operator.jar.call(made.app, 'POST', `/api/admin/orders/refund/${order.orderId}`, {
        key: randomUUID(),
        source: order.payment.id,
        amount: 100,
        reason: 'x',
      });
      expect(denied.statusCode).toBe(403);
      const bad = await refund(order.orderId, { source: order.payment.id, amount: -5, key: 'short' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['amount', 'key']);
      const both = await refund(order.orderId, { source: order.payment.id, amount: 5, lines: [{ lineId: 1, qty: 1 }] });
      expect(both.statusCode).toBe(400);
      const info = (await operator.jar.call(made.app, 'GET', `/api/admin/orders/info/${order.orderId}`)).json().data;
      expect((info.actions as { name: string }[]).map((a) => a.name)).not.toContain('refund');
    });

    it('refunds a late approval of a cancelled order from its flag; its units are back already, so none go on sale again', async () => {
      const order = await placeCardOrder(submitter(made.app), ctx.database, buyerMobile(870), [
        { id: P.redmi, qty: 1 },
      ]);
      expect((await call('POST', `/api/admin/orders/status/${order.orderId}`, { to: 'cancelled' })).statusCode).toBe(
        200,
      );
      const late = await made.app.inject({
        method: 'POST',
        url: CALLBACK,
        headers: FORM,
        payload: formBody(bankAnswer(order.azericard, made.secrets.testGatewayKey, 'approve')),
      });
      expect(late.statusCode).toBe(200);
      const payment = await ctx.database.db
        .selectFrom('payments')
        .selectAll()
        .where('order_id', '=', order.orderId)
        .executeTakeFirstOrThrow();
      expect(payment.status).toBe('approved');
      const [line] = await linesOf(order.orderId);
      const restock = await refund(order.orderId, {
        source: payment.id,
        lines: [{ lineId: line!.id, qty: 1 }],
        restock: true,
      });
      expect(restock.statusCode).toBe(409);
      const res = await refund(order.orderId, { source: payment.id, amount: payment.amount, reason: 'Late approval' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ state: 'full', refunded: payment.amount, paid: payment.amount });
    });

    it('units put back on sale by a refund are not given back again when the order is cancelled', async () => {
      const before = await stockOf(ctx.database, P.galaxy);
      const order = await paidCardOrder([{ id: P.galaxy, qty: 2 }]);
      expect(await stockOf(ctx.database, P.galaxy)).toBe(before - 2);
      const [line] = await linesOf(order.orderId);
      const res = await refund(order.orderId, {
        source: order.payment.id,
        lines: [{ lineId: line!.id, qty: 1 }],
        restock: true,
      });
      expect(res.statusCode).toBe(200);
      expect(await stockOf(ctx.database, P.galaxy)).toBe(before - 1);
      expect((await call('POST', `/api/admin/orders/status/${order.orderId}`, { to: 'cancelled' })).statusCode).toBe(
        200,
      );
      expect(await stockOf(ctx.database, P.galaxy)).toBe(before);
    });

    it('the test bank checks the reversal signature and answers signed', async () => {
      const key = made.secrets.testGatewayKey;
      const fields: Record<string, string> = {
        ORDER: '123456789012345678901234',
        AMOUNT: '10.00',
        CURRENCY: '944',
        RRN: '633812345678',
        INT_REF: 'ABCDEF0123456789',
        TRTYPE: '24',
        TERMINAL: 'TESTBANK',
        TIMESTAMP: formatTimestamp(new Date()),
        NONCE: 'A1B2C3D4E5F60718293A4B5C6D7E8F90',
      };
      expect(macSource(fields, REFUND_MAC_FIELDS)).toMatch(/^241234/);
      const ask = (f: Record<string, string>) =>
        made.app.inject({ method: 'POST', url: TEST_BANK_PATH, headers: FORM, payload: formBody(f) });
      const good = Object.fromEntries(
        new URLSearchParams((await ask({ ...fields, P_SIGN: signRefund(fields, key) })).body),
      );
      expect(good).toMatchObject({ ACTION: '0', RC: '00', TRTYPE: '24', AMOUNT: '10.00' });
      expect(callbackSignatureValid(good, key)).toBe(true);
      const forged = Object.fromEntries(
        new URLSearchParams((await ask({ ...fields, AMOUNT: '99.00', P_SIGN: signRefund(fields, key) })).body),
      );
      expect(forged).toMatchObject({ ACTION: '3', RC: '-17' });
    });

    async function totalOf(id: number) {
      return (await ctx.database.db.selectFrom('orders').select('total').where('id', '=', id).executeTakeFirstOrThrow())
        .total;
    }
  },
  insertCartFixtures,
);
