import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { Jar } from '../../modules/auth/auth.fixtures.ts';
import { FX } from '../../modules/catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../../modules/cart/cart.fixtures.ts';
import { buyerMobile } from '../../modules/checkout/checkout.fixtures.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';
import { placeOrder } from './sales.fixtures.ts';

const P = FX.product;
type Made = Awaited<ReturnType<typeof adminApp>>;

describeEachEngine(
  'back office: orders — the printed sheet',
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
