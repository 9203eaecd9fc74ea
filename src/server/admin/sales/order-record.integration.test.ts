import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX } from '../../modules/catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../../modules/cart/cart.fixtures.ts';
import { buyerMobile } from '../../modules/checkout/checkout.fixtures.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';
import { auditOf, insertOrder, placeOrder, type Section } from './sales.fixtures.ts';

const P = FX.product;
type Made = Awaited<ReturnType<typeof adminApp>>;

describeEachEngine(
  "back office: orders — an order's record and notes",
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
      expect(actions.map((a) => a.name)).toEqual([
        'status:processing',
        'status:cancelled',
        'cash',
        'edit',
        'note',
        'print',
      ]);
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
      expect(actions[3]).toMatchObject({ kind: 'edit', url: `/api/admin/orders/edit/${id}` });
      expect(actions[5]).toMatchObject({ kind: 'link', url: `/admin/orders/${id}/print` });

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
      // paid: staff may take it into work, cancel, edit (decision 0088) or refund it (decision 0084), never mark it
      // paid again
      expect((rec.actions as { name: string }[]).map((a) => a.name)).toEqual([
        'status:processing',
        'status:cancelled',
        'edit',
        'note',
        'refund',
        'print',
      ]);
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
  },
  insertCartFixtures,
);
