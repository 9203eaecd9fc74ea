import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { Jar } from '../../modules/auth/auth.fixtures.ts';
import { FX } from '../../modules/catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../../modules/cart/cart.fixtures.ts';
import { buyerMobile } from '../../modules/checkout/checkout.fixtures.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';
import { auditOf, insertOrder, placeOrder, stockOf, type Section } from './sales.fixtures.ts';

const P = FX.product;
type Made = Awaited<ReturnType<typeof adminApp>>;

describeEachEngine(
  'back office: orders — status moves, cash received, stock return',
  (ctx) => {
    let made: Made;
    let owner: Awaited<ReturnType<typeof signedInStaff>>;
    beforeAll(async () => {
      made = await adminApp(ctx.database);
      owner = await signedInStaff(made, ctx.database, { roles: ['owner'], name: 'Nigar' });
    });
    afterAll(async () => {
      await made.app.close();
    });
    const call = (method: 'GET' | 'POST', url: string, body?: unknown) => owner.jar.call(made.app, method, url, body);

    it('moves an order along the allowed statuses with a history row by the staff member and an audit row; refuses the others with 409', async () => {
      const id = await placeOrder(made.app, ctx.database, buyerMobile(121), [{ id: P.redmi, qty: 1 }]);
      const moved = await call('POST', `/api/admin/orders/status/${id}`, {
        to: 'processing',
        note: 'Called the customer',
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().data).toEqual({ id, status: 'processing' });
      const events = await ctx.database.db
        .selectFrom('order_events')
        .selectAll()
        .where('order_id', '=', id)
        .orderBy('id')
        .execute();
      expect(events.at(-1)).toMatchObject({
        from_status: 'new',
        to_status: 'processing',
        actor: `staff:${owner.id}`,
        note: 'Called the customer',
      });
      const trail = await auditOf(ctx.database, 'orders', id);
      expect(trail.map((t) => [t.action, t.user_id])).toEqual([['status', owner.id]]);
      expect(JSON.parse(trail[0]!.after_json!)).toMatchObject({ status: 'processing', note: 'Called the customer' });
      // the history names who did it
      const info = (await call('GET', `/api/admin/orders/info/${id}`)).json().data;
      expect((info.sections as Section[]).find((s) => s.title === 'History')!.rows!.at(-1)).toMatchObject({
        from: 'New',
        to: 'Processing',
        actor: expect.stringContaining('Nigar'),
      });
      expect((info.actions as { name: string }[]).map((a) => a.name)).toEqual([
        'status:shipped',
        'status:ready_for_pickup',
        'status:cancelled',
        'cash',
        'edit',
        'note',
        'print',
      ]);

      // not allowed by the rules: processing → delivered; the bank's statuses are never set by hand
      for (const to of ['delivered', 'paid', 'payment_failed', 'new']) {
        const r = await call('POST', `/api/admin/orders/status/${id}`, { to });
        expect(r.statusCode, to).toBe(409);
        expect(r.json().error).toMatch(/cannot go from “Processing”/);
      }
      const row = await ctx.database.db
        .selectFrom('orders')
        .select(['status', 'holds_stock'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'processing', holds_stock: 1 });
      expect((await auditOf(ctx.database, 'orders', id)).length).toBe(1);

      expect((await call('POST', `/api/admin/orders/status/${id}`, { to: 'shipped' })).statusCode).toBe(200);
      expect((await call('POST', `/api/admin/orders/status/${id}`, { to: 'delivered' })).statusCode).toBe(200);
      expect((await call('POST', `/api/admin/orders/status/${id}`, { to: 'cancelled' })).statusCode).toBe(409);
    });

    it('refuses bad move and note bodies with field errors, unknown orders with 404, and staff without the permission with 403', async () => {
      const id = await placeOrder(made.app, ctx.database, buyerMobile(131), [{ id: P.redmi, qty: 1 }]);
      const bad = await call('POST', `/api/admin/orders/status/${id}`, {
        to: 'teleported',
        note: '<b>x</b>',
        extra: 1,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ to: expect.any(String), note: expect.any(String), extra: 'Unknown field' });
      expect((await call('POST', `/api/admin/orders/status/${id}`, {})).json().errors).toEqual({
        to: 'Required field',
      });
      expect(
        (await call('POST', `/api/admin/orders/status/${id}`, { to: 'processing', note: 'x'.repeat(501) })).statusCode,
      ).toBe(400);
      expect((await call('POST', '/api/admin/orders/status/999999', { to: 'processing' })).statusCode).toBe(404);

      const notes = [
        [{ text: '' }, 'text'],
        [{ text: '   ' }, 'text'],
        [{ text: 'x'.repeat(1001) }, 'text'],
        [{ text: '<script>alert(1)</script>' }, 'text'],
        [{ text: 'ok\u0007' }, 'text'],
        [{ text: 5 }, 'text'],
        [{ text: 'ok', at: 'now' }, 'at'],
      ] as const;
      for (const [body, field] of notes) {
        const r = await call('POST', `/api/admin/orders/notes/${id}`, body);
        expect(r.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(r.json().errors)).toContain(field);
      }
      expect((await call('POST', '/api/admin/orders/notes/999999', { text: 'Hello' })).statusCode).toBe(404);

      // operator: may move and note; a reader may do neither
      const reader = await signedInStaff(made, ctx.database, { permissions: ['admin.access', 'orders.read'] });
      expect(
        (await reader.jar.call(made.app, 'POST', `/api/admin/orders/status/${id}`, { to: 'processing' })).statusCode,
      ).toBe(403);
      expect(
        (await reader.jar.call(made.app, 'POST', `/api/admin/orders/notes/${id}`, { text: 'Hi' })).statusCode,
      ).toBe(403);
      const operator = await signedInStaff(made, ctx.database, { roles: ['operator'] });
      expect(
        (await operator.jar.call(made.app, 'POST', `/api/admin/orders/notes/${id}`, { text: 'Hi' })).statusCode,
      ).toBe(200);
      expect(
        (await new Jar('10.3.3.3').call(made.app, 'POST', `/api/admin/orders/notes/${id}`, { text: 'Hi' })).statusCode,
      ).toBe(401);
      const row = await ctx.database.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('new');
    });

    it('records the cash received for a cash order once: paid in the list and the record, a history line, who and when in the audit trail', async () => {
      const id = await placeOrder(made.app, ctx.database, buyerMobile(141), [{ id: P.redmi, qty: 1 }]);
      const total = (
        await ctx.database.db.selectFrom('orders').select('total').where('id', '=', id).executeTakeFirstOrThrow()
      ).total;
      await call('POST', `/api/admin/orders/status/${id}`, { to: 'processing' });
      await call('POST', `/api/admin/orders/status/${id}`, { to: 'ready_for_pickup' });

      // a page that showed another amount is refused, nothing written
      const stale = await call('POST', `/api/admin/orders/cash/${id}`, { amount: total + 100 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error).toContain('Reload the page');
      const bad = await call('POST', `/api/admin/orders/cash/${id}`, { amount: 'all', extra: 1 });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['amount', 'extra']);

      const r = await call('POST', `/api/admin/orders/cash/${id}`, { amount: total, note: 'Paid at the counter' });
      expect(r.statusCode).toBe(200);
      const paidAt = r.json().data.paidAt as string;
      expect(r.json().data).toEqual({ id, paid: true, paidAt: expect.stringMatching(/^\d{4}-/) });
      // a double click or a second member of staff records nothing twice
      const again = await Promise.all([
        call('POST', `/api/admin/orders/cash/${id}`, { amount: total }),
        call('POST', `/api/admin/orders/cash/${id}`, { amount: total }),
      ]);
      expect(again.map((x) => [x.statusCode, x.json().data?.paidAt])).toEqual([
        [200, paidAt],
        [200, paidAt],
      ]);

      const row = await ctx.database.db
        .selectFrom('orders')
        .select(['status', 'paid', 'paid_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'ready_for_pickup', paid: 1, paid_at: paidAt });
      const events = await ctx.database.db
        .selectFrom('order_events')
        .selectAll()
        .where('order_id', '=', id)
        .where('note', 'like', 'cash received%')
        .execute();
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        actor: `staff:${owner.id}`,
        from_status: 'ready_for_pickup',
        to_status: 'ready_for_pickup',
      });
      expect(events[0]!.note).toContain('Paid at the counter');
      const trail = (await auditOf(ctx.database, 'orders', id)).filter((t) => t.action === 'payment');
      expect(trail.map((t) => t.user_id)).toEqual([owner.id]);
      expect(JSON.parse(trail[0]!.after_json!)).toMatchObject({ paid: true, paidAt, amount: total, method: 'cash' });

      const list = (await call('GET', `/api/admin/orders?limit=100&f.number=${id}`)).json().data.items as Record<
        string,
        unknown
      >[];
      expect(list[0]).toMatchObject({ id, paid: true });
      const rec = (await call('GET', `/api/admin/orders/info/${id}`)).json().data;
      const payment = (rec.sections as Section[]).find((s) => s.title === 'Payment')!.pairs!;
      expect(payment).toEqual(
        expect.arrayContaining([
          { label: 'Paid', value: 'Yes' },
          { label: 'Paid at', value: expect.any(String) },
        ]),
      );
      expect((rec.actions as { name: string }[]).map((a) => a.name)).not.toContain('cash');

      // not for card orders, nor cancelled ones; a reader may not; an unknown order is 404
      const card = await insertOrder(ctx.database, {
        status: 'awaiting_payment',
        total: 50_000,
        createdAt: new Date().toISOString(),
        payment: 'card',
      });
      expect((await call('POST', `/api/admin/orders/cash/${card}`, { amount: 50_000 })).statusCode).toBe(409);
      const cancelled = await insertOrder(ctx.database, {
        status: 'cancelled',
        total: 50_000,
        createdAt: new Date().toISOString(),
      });
      const closed = await call('POST', `/api/admin/orders/cash/${cancelled}`, { amount: 50_000 });
      expect(closed.statusCode).toBe(409);
      expect(closed.json().error).toBe('The order was cancelled: no payment can be recorded for it');
      expect(
        (await ctx.database.db.selectFrom('orders').select('paid').where('id', 'in', [card, cancelled]).execute()).map(
          (o) => o.paid,
        ),
      ).toEqual([0, 0]);
      const reader = await signedInStaff(made, ctx.database, { permissions: ['admin.access', 'orders.read'] });
      expect(
        (await reader.jar.call(made.app, 'POST', `/api/admin/orders/cash/${id}`, { amount: total })).statusCode,
      ).toBe(403);
      expect((await call('POST', '/api/admin/orders/cash/999999', { amount: 1 })).statusCode).toBe(404);
    });

    it('a cancelled order gives its units back exactly once, even when staff double-click or two of them cancel at once', async () => {
      const before = await stockOf(ctx.database, P.galaxy);
      const id = await placeOrder(made.app, ctx.database, buyerMobile(151), [{ id: P.galaxy, qty: 3 }]);
      expect(await stockOf(ctx.database, P.galaxy)).toBe(before - 3);
      expect((await call('POST', `/api/admin/orders/status/${id}`, { to: 'processing' })).statusCode).toBe(200);
      const other = await signedInStaff(made, ctx.database, { roles: ['operator'] });

      const replies = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          (i % 2 ? other.jar : owner.jar).call(made.app, 'POST', `/api/admin/orders/status/${id}`, {
            to: 'cancelled',
            note: `click ${i}`,
          }),
        ),
      );
      const codes = replies.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      expect(await stockOf(ctx.database, P.galaxy)).toBe(before);
      const order = await ctx.database.db
        .selectFrom('orders')
        .select(['status', 'holds_stock'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(order).toEqual({ status: 'cancelled', holds_stock: 0 });
      const cancels = await ctx.database.db
        .selectFrom('order_events')
        .select('actor')
        .where('order_id', '=', id)
        .where('to_status', '=', 'cancelled')
        .execute();
      expect(cancels.length).toBe(1);
      expect((await auditOf(ctx.database, 'orders', id)).filter((t) => t.action === 'status').length).toBe(2);

      // later: still refused, still no units
      expect((await call('POST', `/api/admin/orders/status/${id}`, { to: 'cancelled' })).statusCode).toBe(409);
      expect(await stockOf(ctx.database, P.galaxy)).toBe(before);
      // the catalogue's change feed saw the product (the shop's index follows on every process)
      const feed = await ctx.database.db
        .selectFrom('catalog_changes')
        .select('kind')
        .where('kind', '=', 'product')
        .where('entity_id', '=', P.galaxy)
        .execute();
      expect(feed.length).toBe(1);
    });
  },
  insertCartFixtures,
);
