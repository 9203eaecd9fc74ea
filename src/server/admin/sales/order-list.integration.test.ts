import { afterAll, beforeAll, expect, it } from 'vitest';
import { bakuDay } from '../../../domain/dates.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX } from '../../modules/catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../../modules/cart/cart.fixtures.ts';
import { buyerMobile } from '../../modules/checkout/checkout.fixtures.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';
import { placeOrder } from './sales.fixtures.ts';

const P = FX.product;
type Made = Awaited<ReturnType<typeof adminApp>>;

describeEachEngine(
  'back office: orders — the list and its search',
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
  },
  insertCartFixtures,
);
