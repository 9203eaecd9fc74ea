import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatOrderDate } from '../../../domain/dates.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX } from '../../modules/catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../../modules/cart/cart.fixtures.ts';
import { buyerMobile } from '../../modules/checkout/checkout.fixtures.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';
import { placeOrder } from './sales.fixtures.ts';
import { setStockAt } from '../../modules/catalog/stock.fixtures.ts';

const P = FX.product;
const DAY = 86_400_000;
type Made = Awaited<ReturnType<typeof adminApp>>;
type Section = { title: string; kind: string; pairs?: { label: string; value: string }[] };

describeEachEngine(
  'back office: units held by open unpaid orders, and the pickup deadline (decision 0062)',
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
    const heldIn = async (id: number) => {
      const items = (await call('GET', `/api/admin/products?limit=100&q=${encodeURIComponent(String(id))}`)).json().data
        .items as { id: number; held: number; stock: number }[];
      return items.find((i) => i.id === id)!;
    };

    it('shows units held by open unpaid orders in the products list and the product record, from one grouped query', async () => {
      for (const id of [P.redmi, P.iphone]) await setStockAt(ctx.database.db, id, 30);
      const a = await placeOrder(made.app, ctx.database, buyerMobile(6401), [{ id: P.redmi, qty: 3 }]);
      const b = await placeOrder(made.app, ctx.database, buyerMobile(6402), [
        { id: P.redmi, qty: 2 },
        { id: P.iphone, qty: 1 },
      ]);
      const c = await placeOrder(made.app, ctx.database, buyerMobile(6403), [{ id: P.redmi, qty: 4 }]);
      // c's cash recorded (paid: sold, not held), b cancelled (units back)
      expect(
        (
          await call('POST', `/api/admin/orders/cash/${c}`, {
            amount: (
              await ctx.database.db.selectFrom('orders').select('total').where('id', '=', c).executeTakeFirstOrThrow()
            ).total,
          })
        ).statusCode,
      ).toBe(200);
      expect((await call('POST', `/api/admin/orders/status/${b}`, { to: 'cancelled' })).statusCode).toBe(200);

      const meta = (await call('GET', '/api/admin/products/meta')).json().data;
      expect(meta.columns.map((c: { name: string }) => c.name)).toContain('held');
      expect(await heldIn(P.redmi)).toMatchObject({ stock: 30 - 3 - 4, held: 3 });
      expect(await heldIn(P.iphone)).toMatchObject({ stock: 30, held: 0 });
      const list = (await call('GET', '/api/admin/products?limit=100')).json().data.items as {
        id: number;
        held: number;
      }[];
      expect(list.find((i) => i.id === P.redmi)!.held).toBe(3);

      const record = (await call('GET', `/api/admin/products/info/${P.redmi}`)).json().data;
      const section = (record.sections as Section[]).find((s) => s.title === 'Stock and unpaid orders')!;
      expect(section.pairs).toEqual([
        { label: 'In stock, can be sold', value: '23' },
        { label: 'Held by open unpaid orders', value: '3 (orders: 1)' },
      ]);
      // a second open order of the same product adds to it; its collection takes it off
      const d = await placeOrder(made.app, ctx.database, buyerMobile(6404), [{ id: P.redmi, qty: 1 }]);
      expect((await heldIn(P.redmi)).held).toBe(4);
      for (const to of ['processing', 'ready_for_pickup', 'delivered'])
        expect((await call('POST', `/api/admin/orders/status/${d}`, { to })).statusCode).toBe(200);
      expect((await heldIn(P.redmi)).held).toBe(3);
      expect(a).toBeGreaterThan(0);
    });

    it('shows the pickup deadline on an unpaid pickup order: from placement, then from the move to ready for pickup', async () => {
      const id = await placeOrder(made.app, ctx.database, buyerMobile(6405), [{ id: P.iphone, qty: 1 }]);
      const placedAt = new Date(Date.now() - 2 * DAY).toISOString();
      await ctx.database.db.updateTable('orders').set({ created_at: placedAt }).where('id', '=', id).execute();
      const deadlineOf = async () => {
        const rec = (await call('GET', `/api/admin/orders/info/${id}`)).json().data;
        return (rec.sections as Section[])
          .find((s) => s.title === 'Pickup')!
          .pairs!.find((p) => p.label === 'Cancelled unless collected by')?.value;
      };
      expect(await deadlineOf()).toBe(formatOrderDate(new Date(Date.parse(placedAt) + 3 * DAY).toISOString()));
      for (const to of ['processing', 'ready_for_pickup'])
        expect((await call('POST', `/api/admin/orders/status/${id}`, { to })).statusCode).toBe(200);
      const ready = await ctx.database.db
        .selectFrom('order_events')
        .select('created_at')
        .where('order_id', '=', id)
        .where('to_status', '=', 'ready_for_pickup')
        .executeTakeFirstOrThrow();
      expect(await deadlineOf()).toBe(formatOrderDate(new Date(Date.parse(ready.created_at) + 3 * DAY).toISOString()));
      // collected: no deadline any more
      expect((await call('POST', `/api/admin/orders/status/${id}`, { to: 'delivered' })).statusCode).toBe(200);
      expect(await deadlineOf()).toBeUndefined();
    });
  },
  insertCartFixtures,
);
