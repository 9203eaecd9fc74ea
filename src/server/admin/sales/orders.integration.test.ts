import { afterAll, beforeAll, expect, it } from 'vitest';
import { bakuDay } from '../../../domain/dates.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { Jar } from '../../modules/auth/auth.fixtures.ts';
import { FX } from '../../modules/catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../../modules/cart/cart.fixtures.ts';
import { buyerMobile } from '../../modules/checkout/checkout.fixtures.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';
import { auditOf, insertOrder, placeOrder, stockOf } from './sales.fixtures.ts';

const P = FX.product;
type Made = Awaited<ReturnType<typeof adminApp>>;
type Section = {
  title: string;
  kind: string;
  rows?: Record<string, unknown>[];
  pairs?: { label: string; value: string }[];
};

describeEachEngine(
  'back office: orders — list, record, status moves with stock return, notes, print',
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

    it('lists orders newest first with filters by status, payment, delivery, Baku day, number and any part of the mobile', async () => {
      const a = await placeOrder(made.app, ctx.database, buyerMobile(101), [{ id: P.redmi, qty: 1 }]);
      const b = await placeOrder(made.app, ctx.database, buyerMobile(102), [{ id: P.galaxy, qty: 1 }]);
      const c = await placeOrder(made.app, ctx.database, buyerMobile(103), [{ id: P.iron, qty: 2 }]);
      await ctx.database.db.updateTable('orders').set({ status: 'processing' }).where('id', '=', b).execute();

      const all = await call('GET', '/api/admin/orders?limit=10');
      expect(all.statusCode).toBe(200);
      const items = all.json().data.items as Record<string, unknown>[];
      expect(items.slice(0, 3).map((i) => i.id)).toEqual([c, b, a]);
      expect(items[0]).toMatchObject({
        number: c,
        customer: 'Aysel Məmmədova',
        mobile: '+994 50 100 01 03',
        payment: 'Cash',
        paid: false,
        delivery: 'Pickup',
        status: 'New',
        statusCode: 'new',
        statusTone: 'warning',
        total: expect.any(Number),
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });

      const ids = async (query: string) =>
        ((await call('GET', `/api/admin/orders?limit=100&${query}`)).json().data.items as { id: number }[]).map(
          (i) => i.id,
        );
      expect(await ids('f.status=processing')).toEqual([b]);
      expect(await ids('f.payment=cash')).toEqual(expect.arrayContaining([a, b, c]));
      expect(await ids('f.payment=card')).toEqual([]);
      expect(await ids('f.delivery=delivery')).toEqual([]);
      expect(await ids(`f.date=${bakuDay(new Date())}`)).toEqual(expect.arrayContaining([a, b, c]));
      expect(await ids('f.date=2020-01-01')).toEqual([]);
      expect(await ids(`f.number=${a}`)).toEqual([a]);
      // any part, typed as people type it: "050 100 01 02" is stored 994501000102
      expect(await ids(`f.mobile=${encodeURIComponent('050 100 01 02')}`)).toEqual([b]);
      expect(await ids(`f.mobile=${encodeURIComponent('+994 50 100-01-03')}`)).toEqual([c]);
      expect(await ids('q=aysel')).toEqual(expect.arrayContaining([a, b, c]));
      // sorted by total, smallest first
      const byTotal = (await call('GET', '/api/admin/orders?limit=100&sort=total&dir=asc')).json().data.items as {
        total: number;
      }[];
      expect(byTotal.map((i) => i.total)).toEqual([...byTotal.map((i) => i.total)].sort((x, y) => x - y));

      const bad = await call(
        'GET',
        '/api/admin/orders?f.status=lost&f.payment=cheque&f.date=2026-02-30&f.number=abc&f.mobile=none&sort=secret',
      );
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['sort']);
      const bad2 = await call(
        'GET',
        '/api/admin/orders?f.status=lost&f.payment=cheque&f.date=2026-02-30&f.number=abc&f.mobile=none&f.delivery=drone',
      );
      expect(bad2.statusCode).toBe(400);
      expect(Object.keys(bad2.json().errors).sort()).toEqual([
        'f.date',
        'f.delivery',
        'f.mobile',
        'f.number',
        'f.payment',
        'f.status',
      ]);
    });

    it('shows every part of an order read-only, with one action per move staff may make, a note and print', async () => {
      const id = await placeOrder(made.app, ctx.database, buyerMobile(111), [{ id: P.galaxy, qty: 1 }], {
        promoCode: null,
      });
      const r = await call('GET', `/api/admin/orders/info/${id}`);
      expect(r.statusCode).toBe(200);
      const rec = r.json().data;
      expect(rec).toMatchObject({
        id,
        title: `Order No. ${id}`,
        readOnly: true,
        badge: { label: 'New', tone: 'warning' },
      });
      const titles = (rec.sections as Section[]).map((s) => s.title);
      expect(titles).toEqual(['Customer', 'Pickup', 'Payment', 'Products', 'Summary', 'History', 'Notes']);
      const section = (t: string) => (rec.sections as Section[]).find((s) => s.title === t)!;
      expect(section('Customer').pairs).toEqual(
        expect.arrayContaining([
          { label: 'Customer', value: 'Aysel Məmmədova' },
          { label: 'Account', value: 'Guest' },
        ]),
      );
      expect(section('Pickup').pairs).toEqual(expect.arrayContaining([{ label: 'Branch', value: 'Ganjlik branch' }]));
      // the Galaxy comes with the iron as a gift (the cart fixtures)
      expect(section('Products').rows).toEqual([
        expect.objectContaining({
          product: 'Samsung Galaxy S24',
          sku: 'SKU-300',
          qty: 1,
          unitPrice: 179_900,
          lineTotal: 179_900,
        }),
        expect.objectContaining({ product: 'Philips steam iron Azur (gift)', sku: 'SKU-500', qty: 1, lineTotal: 0 }),
      ]);
      expect(section('Summary').pairs).toEqual(
        expect.arrayContaining([
          { label: 'Goods', value: '1 799.00 ₼' },
          { label: 'Total', value: expect.stringContaining('₼') },
        ]),
      );
      expect(section('History').rows).toEqual([expect.objectContaining({ from: '', to: 'New', actor: 'Customer' })]);
      const actions = rec.actions as { name: string; kind: string; url: string; body?: unknown; confirm?: string }[];
      expect(actions.map((a) => a.name)).toEqual(['status:processing', 'status:cancelled', 'cash', 'note', 'print']);
      expect(actions[0]).toMatchObject({
        kind: 'post',
        url: `/api/admin/orders/status/${id}`,
        body: { to: 'processing' },
      });
      expect(actions[1]!.confirm).toContain(String(id));
      expect(actions[2]).toMatchObject({
        kind: 'post',
        url: `/api/admin/orders/cash/${id}`,
        body: { amount: 179_900 },
        label: 'Cash received: 1 799.00 ₼',
      });
      expect(actions[4]).toMatchObject({ kind: 'link', url: `/admin/orders/${id}/print` });

      // a staff member who may only read sees no buttons that would be refused
      const reader = await signedInStaff(made, ctx.database, { permissions: ['admin.access', 'orders.read'] });
      const seen = (await reader.jar.call(made.app, 'GET', `/api/admin/orders/info/${id}`)).json().data.actions as {
        name: string;
      }[];
      expect(seen.map((a) => a.name)).toEqual(['print']);

      expect((await call('GET', '/api/admin/orders/info/999999')).statusCode).toBe(404);
      expect((await call('GET', '/api/admin/orders/info/x1')).statusCode).toBe(400);
      // orders come from the shop: no create or remove
      expect((await call('POST', '/api/admin/orders/create', {})).statusCode).toBe(404);
      expect((await call('POST', `/api/admin/orders/remove/${id}`, {})).statusCode).toBe(404);
    });

    it('shows a delivered-to-the-door installment gift order with its bank attempts and its summary', async () => {
      const at = new Date().toISOString();
      const id = await insertOrder(
        ctx.database,
        { status: 'paid', total: 180_000, createdAt: at, payment: 'installment', delivery: 'delivery' },
        {
          city_id: 1,
          district_id: 1,
          place_id: 1,
          address: 'Nizami küç. 5, m. 12',
          credit_card: 'birkart',
          credit_months: 6,
          gift_first_name: 'Leyla',
          gift_last_name: 'Əliyeva',
          gift_mobile: '994551234567',
          gift_note: 'Happy birthday',
          promo_code: 'VOLT10',
          promo_discount: 20_000,
          sub_total: 200_000,
          paid: 1,
          paid_at: at,
        },
      );
      const row = {
        order_id: id,
        provider: 'azericard',
        kind: 'installment',
        amount: 180_000,
        currency: 'AZN',
        created_at: at,
        updated_at: at,
      };
      await ctx.database.db
        .insertInto('payments')
        .values([
          {
            ...row,
            reference: `R${id}a`,
            status: 'declined',
            rc: '05',
            action: '2',
            approval: null,
            rrn: '111',
            int_ref: null,
            card_masked: '4169****1234',
            card_name: null,
            credit_card: 'birkart',
            credit_months: 6,
          },
          {
            ...row,
            reference: `R${id}b`,
            status: 'approved',
            rc: '00',
            action: '0',
            approval: '123456',
            rrn: '222',
            int_ref: 'X',
            card_masked: '4169****1234',
            card_name: 'BIRKART',
            credit_card: 'birkart',
            credit_months: 6,
          },
        ])
        .execute();
      const rec = (await call('GET', `/api/admin/orders/info/${id}`)).json().data;
      const section = (t: string) => (rec.sections as Section[]).find((s) => s.title === t);
      expect((rec.sections as Section[]).map((s) => s.title)).toEqual([
        'Customer',
        'Delivery',
        'Gift',
        'Payment',
        'Payment attempts',
        'Products',
        'Summary',
        'History',
        'Notes',
      ]);
      expect(section('Delivery')!.pairs).toEqual([
        { label: 'How it is received', value: 'Delivery' },
        { label: 'City', value: 'Bakı' },
        { label: 'District', value: 'Nəsimi' },
        { label: 'Place', value: '28 May' },
        { label: 'Address', value: 'Nizami küç. 5, m. 12' },
      ]);
      expect(section('Gift')!.pairs).toEqual(
        expect.arrayContaining([
          { label: 'Recipient', value: 'Leyla Əliyeva' },
          { label: 'Gift message', value: 'Happy birthday' },
        ]),
      );
      expect(section('Payment')!.pairs).toEqual(
        expect.arrayContaining([
          { label: 'Payment', value: 'Installment' },
          { label: 'Paid', value: 'Yes' },
          { label: 'Installment card', value: 'birkart' },
          { label: 'Months', value: '6' },
        ]),
      );
      expect(section('Payment attempts')!.rows).toEqual([
        expect.objectContaining({ status: 'Declined', rc: '05', rrn: '111', amount: 180_000 }),
        expect.objectContaining({
          status: 'Approved',
          rc: '00',
          approval: '123456',
          rrn: '222',
          card: '4169****1234 BIRKART',
        }),
      ]);
      expect(section('Summary')!.pairs).toEqual([
        { label: 'Goods', value: '2 000.00 ₼' },
        { label: 'Promo code discount', value: '−200.00 ₼' },
        { label: 'Promo code', value: 'VOLT10' },
        { label: 'Delivery price', value: '0.00 ₼' },
        { label: 'Total', value: '1 800.00 ₼' },
      ]);
      // paid: staff may take it into work or cancel it, never mark it paid again
      expect((rec.actions as { name: string }[]).map((a) => a.name)).toEqual([
        'status:processing',
        'status:cancelled',
        'note',
        'print',
      ]);
    });

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

    it('finds a phone typed in any usual spelling in the search box', async () => {
      // stored 994551234567 and 994501234567: the search tells them apart by the operator code
      const a = await placeOrder(made.app, ctx.database, '994551234567', [{ id: P.redmi, qty: 1 }]);
      const b = await placeOrder(made.app, ctx.database, '994501234567', [{ id: P.redmi, qty: 1 }]);
      const ids = async (q: string) =>
        (
          (await call('GET', `/api/admin/orders?limit=100&q=${encodeURIComponent(q)}`)).json().data.items as {
            id: number;
          }[]
        ).map((i) => i.id);
      for (const q of [
        '055 123 45 67',
        '+994 55 123 45 67',
        '(055) 123-45-67',
        '994551234567',
        '55 123 45 67',
        '+994 55 123',
        '055 123-45',
        '1234567',
      ]) {
        const found = await ids(q);
        expect(found, q).toContain(a);
        if (q !== '1234567') expect(found, q).not.toContain(b);
      }
      expect(await ids('050 123 45 67')).toEqual([b]);
      // words and order numbers as before
      expect(await ids(String(b))).toContain(b);
      expect(await ids('AYSEL')).toEqual(expect.arrayContaining([a, b]));
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

    it('keeps notes on the order with their author, each with an audit row', async () => {
      const id = await placeOrder(made.app, ctx.database, buyerMobile(141), [{ id: P.redmi, qty: 1 }]);
      const r = await call('POST', `/api/admin/orders/notes/${id}`, {
        text: '  Customer asks to call after 18:00\nback door  ',
      });
      expect(r.statusCode).toBe(200);
      const info = (await call('GET', `/api/admin/orders/info/${id}`)).json().data;
      expect((info.sections as Section[]).find((s) => s.title === 'Notes')!.rows).toEqual([
        {
          date: expect.any(String),
          author: expect.stringContaining('Nigar'),
          text: 'Customer asks to call after 18:00\nback door',
        },
      ]);
      const trail = await auditOf(ctx.database, 'orders', id);
      expect(trail.map((t) => t.action)).toEqual(['note']);
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

    it('prints the order sheet for staff who may read orders: 200 HTML with the order, 401 for a guest, 403 without orders.read', async () => {
      const id = await placeOrder(made.app, ctx.database, buyerMobile(161), [{ id: P.redmi, qty: 1 }]);
      const r = await owner.jar.call(made.app, 'GET', `/admin/orders/${id}/print`);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.headers['content-security-policy']).toContain("default-src 'self'");
      expect(r.body).toContain(`Order No. ${id}`);
      expect(r.body).toContain('Xiaomi Redmi Note 13');
      expect(r.body).toContain('Ganjlik branch');
      expect(r.body).toContain('@media print');
      expect(r.body).toContain('Received by the customer');
      // nothing from elsewhere (the inline logo's xmlns is a name, not a request)
      expect(r.body).not.toMatch(/<script|src=|href="https?:|url\(|<link/);

      // in the staff member's language
      const ru = await signedInStaff(made, ctx.database, { roles: ['operator'], lang: 'ru' });
      const ruPage = await ru.jar.call(made.app, 'GET', `/admin/orders/${id}/print`);
      expect(ruPage.statusCode).toBe(200);
      expect(ruPage.body).toContain(`Заказ № ${id}`);

      const guest = await new Jar('10.4.4.4').call(made.app, 'GET', `/admin/orders/${id}/print`);
      expect(guest.statusCode).toBe(401);
      expect(guest.headers['content-type']).toMatch(/^text\/html/);
      expect(guest.body).not.toContain('Redmi');
      const editor = await signedInStaff(made, ctx.database, { roles: ['editor'] });
      const denied = await editor.jar.call(made.app, 'GET', `/admin/orders/${id}/print`);
      expect(denied.statusCode).toBe(403);
      expect(denied.body).not.toContain('Redmi');
      expect((await owner.jar.call(made.app, 'GET', '/admin/orders/999999/print')).statusCode).toBe(404);
      expect((await owner.jar.call(made.app, 'GET', '/admin/orders/abc/print')).statusCode).toBe(404);
    });

    it('escapes what customers typed on the printed sheet', async () => {
      const id = await placeOrder(made.app, ctx.database, buyerMobile(171), [{ id: P.redmi, qty: 1 }]);
      await ctx.database.db
        .updateTable('orders')
        .set({ full_name: '<img src=x onerror=alert(1)>' })
        .where('id', '=', id)
        .execute();
      const r = await owner.jar.call(made.app, 'GET', `/admin/orders/${id}/print`);
      expect(r.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(r.body).not.toContain('<img src=x');
    });
  },
  insertCartFixtures,
);
