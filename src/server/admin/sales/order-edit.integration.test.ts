import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX } from '../../modules/catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../../modules/cart/cart.fixtures.ts';
import { buyerMobile, submitter } from '../../modules/checkout/checkout.fixtures.ts';
import { FORM, formBody, placeCardOrder } from '../../modules/payments/payments.fixtures.ts';
import { formatMoney } from '../../../domain/money.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';
import { auditOf, placeOrder, stockOf, type Section } from './sales.fixtures.ts';
import { setStockAt } from '../../modules/catalog/stock.fixtures.ts';

const P = FX.product;
type Made = Awaited<ReturnType<typeof adminApp>>;

describeEachEngine(
  'back office: editing an order before it ships (ADM-19)',
  (ctx) => {
    let made: Made;
    let owner: Awaited<ReturnType<typeof signedInStaff>>;
    let buyer = 0;
    beforeAll(async () => {
      made = await adminApp(ctx.database);
      owner = await signedInStaff(made, ctx.database, { roles: ['owner'], name: 'Leyla' });
    });
    afterAll(async () => {
      await made.app.close();
    });
    const call = (method: 'GET' | 'POST', url: string, body?: unknown) => owner.jar.call(made.app, method, url, body);
    const orderOf = (id: number) =>
      ctx.database.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const linesOf = (id: number) =>
      ctx.database.db
        .selectFrom('order_lines')
        .select(['product_id', 'qty', 'payable', 'gift_of'])
        .where('order_id', '=', id)
        .orderBy('position')
        .execute();
    const smsOf = (id: number) =>
      ctx.database.db
        .selectFrom('sms_outbox')
        .select(['purpose', 'body', 'mobile'])
        .where('order_id', '=', id)
        .where('purpose', 'like', 'order-edit:%')
        .execute();
    const edit = async (id: number, body: Record<string, unknown>) => {
      const version = body.version ?? (await orderOf(id)).updated_at;
      return call('POST', `/api/admin/orders/edit/${id}`, { key: randomUUID(), version, ...body });
    };
    /** What the shop's cart prices these lines at today (pickup, cash: as the test orders are placed). */
    const shopTotal = async (cart: { id: number; qty: number }[], payment = 'cash', promoCode?: string) => {
      const r = await made.app.inject({
        method: 'POST',
        url: '/api/cart/summary',
        payload: { cart, delivery: 'pickup', payment, lang: 'en', ...(promoCode ? { promoCode } : {}) },
      });
      return r.json().data.summary.total as number;
    };

    it('reprices with the engine, moves the stock up and down, keeps the old version, texts once; preview writes nothing; a replay answers the first', async () => {
      const id = await placeOrder(made.app, ctx.database, buyerMobile(901), [
        { id: P.redmi, qty: 1 },
        { id: P.iphone, qty: 1 },
      ]);
      const before = await orderOf(id);
      const [redmi0, iphone0] = [await stockOf(ctx.database, P.redmi), await stockOf(ctx.database, P.iphone)];
      const lines = [{ productId: P.redmi, qty: 2 }];

      const preview = await edit(id, { lines, preview: true });
      expect(preview.statusCode).toBe(200);
      const expected = await shopTotal([{ id: P.redmi, qty: 2 }]);
      expect(preview.json().data).toMatchObject({
        saved: false,
        total: expected,
        previousTotal: before.total,
        short: [],
      });
      expect(await orderOf(id)).toEqual(before);
      expect([await stockOf(ctx.database, P.redmi), await stockOf(ctx.database, P.iphone)]).toEqual([redmi0, iphone0]);
      expect(await smsOf(id)).toEqual([]);

      const key = randomUUID();
      const body = { key, version: before.updated_at, lines };
      const saved = await call('POST', `/api/admin/orders/edit/${id}`, body);
      expect(saved.statusCode).toBe(200);
      const data = saved.json().data;
      expect(data).toMatchObject({ id, saved: true, total: expected, previousTotal: before.total, repeated: false });
      const after = await orderOf(id);
      expect(after.total).toBe(expected);
      expect(after.updated_at).toBe(data.version);
      expect((await linesOf(id)).map((l) => [l.product_id, l.qty])).toEqual([[P.redmi, 2]]);
      // one more Redmi taken, the iPhone given back
      expect(await stockOf(ctx.database, P.redmi)).toBe(redmi0 - 1);
      expect(await stockOf(ctx.database, P.iphone)).toBe(iphone0 + 1);
      // the previous version: the history line and the trail's before/after
      const events = await ctx.database.db.selectFrom('order_events').selectAll().where('order_id', '=', id).execute();
      expect(events.at(-1)).toMatchObject({ actor: `staff:${owner.id}`, to_status: 'new' });
      expect(events.at(-1)!.note).toContain(`edited: ${formatMoney(before.total)} → ${formatMoney(expected)}`);
      expect(events.at(-1)!.note).toMatch(/iPhone/);
      const trail = await auditOf(ctx.database, 'orders', id);
      expect(trail.map((t) => t.action)).toEqual(['edit']);
      expect(JSON.parse(trail[0]!.before_json!)).toMatchObject({ total: before.total });
      const was = JSON.parse(trail[0]!.before_json!).lines as { productId: number; gift: boolean }[];
      expect(was.filter((l) => !l.gift).map((l) => l.productId)).toEqual([P.redmi, P.iphone]);
      expect(JSON.parse(trail[0]!.after_json!)).toMatchObject({
        total: expected,
        lines: [{ productId: P.redmi, qty: 2 }],
      });
      // one SMS in the order's language with the new total
      const sms = await smsOf(id);
      expect(sms).toHaveLength(1);
      expect(sms[0]!.body).toBe(`Volt: your order No. ${id} has been changed. New total: ${formatMoney(expected)}.`);
      // the record shows the new total and the history entry
      const info = (await call('GET', `/api/admin/orders/info/${id}`)).json().data;
      const history = (info.sections as Section[]).find((s) => s.title === 'History')!;
      expect(String(history.rows!.at(-1)!.note)).toContain('edited');
      expect((info.actions as { name: string }[]).map((a) => a.name)).toContain('edit');

      // the same request again: the first answer, nothing moved or texted twice
      const again = await call('POST', `/api/admin/orders/edit/${id}`, body);
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toMatchObject({ total: expected, repeated: true, version: data.version });
      expect(await stockOf(ctx.database, P.redmi)).toBe(redmi0 - 1);
      expect(await smsOf(id)).toHaveLength(1);
      // the same key with another body is refused
      const other = await call('POST', `/api/admin/orders/edit/${id}`, {
        ...body,
        lines: [{ productId: P.redmi, qty: 3 }],
      });
      expect(other.statusCode).toBe(409);

      // a late save from the version before is refused: it would undo this change
      const late = await edit(id, { version: before.updated_at, lines: [{ productId: P.iphone, qty: 1 }] });
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toMatch(/changed meanwhile/);
      expect((await linesOf(id)).map((l) => [l.product_id, l.qty])).toEqual([[P.redmi, 2]]);
    });

    it("keeps the order's promo code (already spent: its per-mobile limit is not asked again)", async () => {
      const id = await placeOrder(made.app, ctx.database, buyerMobile(910), [{ id: P.iphone, qty: 1 }], {
        promoCode: 'VOLT10',
      });
      const before = await orderOf(id);
      expect(before).toMatchObject({ promo_code: 'VOLT10' });
      expect(before.promo_discount).toBeGreaterThan(0);
      const r = await edit(id, { lines: [{ productId: P.iphone, qty: 2 }] });
      expect(r.statusCode).toBe(200);
      const after = await orderOf(id);
      expect(after.total).toBe(await shopTotal([{ id: P.iphone, qty: 2 }], 'cash', 'VOLT10'));
      expect(after.promo_discount).toBeGreaterThan(before.promo_discount);
      expect(after).toMatchObject({ promo_code: 'VOLT10', promo_code_id: before.promo_code_id });
    });

    it('refuses a quantity the stock cannot cover with 409 naming the product, nothing changed; preview warns', async () => {
      const id = await placeOrder(made.app, ctx.database, buyerMobile(902), [{ id: P.redmi, qty: 1 }]);
      const before = await orderOf(id);
      const left = await stockOf(ctx.database, P.redmi);
      const lines = [{ productId: P.redmi, qty: left + 2 }];
      const preview = await edit(id, { lines, preview: true });
      expect(preview.statusCode).toBe(200);
      expect(preview.json().data.short).toEqual([expect.stringMatching(/Redmi/)]);
      const r = await edit(id, { lines });
      expect(r.statusCode).toBe(409);
      expect(r.json().error).toMatch(/Redmi/);
      expect(await orderOf(id)).toEqual(before);
      expect(await stockOf(ctx.database, P.redmi)).toBe(left);
      expect((await linesOf(id)).map((l) => l.qty)).toEqual([1]);
      expect(await smsOf(id)).toEqual([]);
      // exactly what is left plus the order's own unit is fine
      const ok = await edit(id, { lines: [{ productId: P.redmi, qty: left + 1 }] });
      expect(ok.statusCode).toBe(200);
      expect(await stockOf(ctx.database, P.redmi)).toBe(0);
      await setStockAt(ctx.database.db, P.redmi, 50);
    });

    it('is refused once the order has shipped (and for bad bodies, unknown orders, staff without orders.update)', async () => {
      const id = await placeOrder(made.app, ctx.database, buyerMobile(903), [{ id: P.redmi, qty: 1 }]);
      for (const to of ['processing', 'shipped'])
        expect((await call('POST', `/api/admin/orders/status/${id}`, { to })).statusCode).toBe(200);
      const shipped = await orderOf(id);
      const r = await edit(id, { lines: [{ productId: P.redmi, qty: 2 }] });
      expect(r.statusCode).toBe(409);
      expect(r.json().error).toMatch(/only before it ships/);
      expect(await orderOf(id)).toEqual(shipped);

      const open = await placeOrder(made.app, ctx.database, buyerMobile(904), [{ id: P.redmi, qty: 1 }]);
      const bad = await edit(open, { lines: [] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toMatchObject({ lines: 'The order must keep at least one product' });
      const zero = await edit(open, { lines: [{ productId: P.redmi, qty: 0 }] });
      expect(zero.statusCode).toBe(400);
      expect(Object.keys(zero.json().errors)).toEqual(['lines.0.qty']);
      const kind = await edit(open, {
        lines: [{ productId: P.redmi, qty: 1 }],
        delivery: { city: 1, district: 1, place: 1, address: 'Nizami küçəsi 10' },
      });
      expect(kind.statusCode).toBe(400);
      expect(kind.json().errors.delivery).toMatch(/cannot be changed/);
      // a product the shop no longer sells cannot be added
      const gone = await edit(open, { lines: [{ productId: P.inactive, qty: 1 }] });
      expect(gone.statusCode).toBe(409);
      expect((await linesOf(open)).map((l) => l.product_id)).toEqual([P.redmi]);
      expect((await edit(999_999, { version: 'x', lines: [{ productId: P.redmi, qty: 1 }] })).statusCode).toBe(404);

      const reader = await signedInStaff(made, ctx.database, { permissions: ['admin.access', 'orders.read'] });
      const version = (await orderOf(open)).updated_at;
      const denied = await reader.jar.call(made.app, 'POST', `/api/admin/orders/edit/${open}`, {
        key: randomUUID(),
        version,
        lines: [{ productId: P.redmi, qty: 2 }],
      });
      expect(denied.statusCode).toBe(403);
      expect((await linesOf(open)).map((l) => l.qty)).toEqual([1]);
      const info = (await reader.jar.call(made.app, 'GET', `/api/admin/orders/info/${open}`)).json().data;
      expect((info.actions as { name: string }[]).map((a) => a.name)).not.toContain('edit');
    });

    it('a paid card order may cost less (the refund due is answered) but never more than was paid', async () => {
      const order = await placeCardOrder(submitter(made.app), ctx.database, buyerMobile(905 + ++buyer), [
        { id: P.redmi, qty: 2 },
      ]);
      const paid = await made.app.inject({
        method: 'POST',
        url: '/test-bank/pay',
        headers: FORM,
        payload: formBody({ ...order.azericard.fields, card: '4169738800000001', expiry: '12/39', cvv: '123' }),
      });
      expect(paid.statusCode).toBe(303);
      const before = await orderOf(order.orderId);
      expect(before).toMatchObject({ paid: 1, status: 'paid' });
      const more = await edit(order.orderId, { lines: [{ productId: P.redmi, qty: 3 }] });
      expect(more.statusCode).toBe(409);
      expect(more.json().error).toContain(formatMoney(before.total));
      expect(await orderOf(order.orderId)).toEqual(before);

      const less = await edit(order.orderId, { lines: [{ productId: P.redmi, qty: 1 }] });
      expect(less.statusCode).toBe(200);
      const total = await shopTotal([{ id: P.redmi, qty: 1 }], 'card');
      expect(less.json().data).toMatchObject({ total, refundDue: before.total - total });
      expect((await orderOf(order.orderId)).total).toBe(total);
    });
  },
  insertCartFixtures,
);
