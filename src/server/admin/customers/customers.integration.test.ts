import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX } from '../../modules/catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../../modules/cart/cart.fixtures.ts';
import { lastCode, pickupCash, submitter } from '../../modules/checkout/checkout.fixtures.ts';
import { accountCalls, Jar, signUp } from '../../modules/auth/auth.fixtures.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';
import { placeOrder } from '../sales/sales.fixtures.ts';

const P = FX.product;
const PASSWORD = 'correct horse 1';
type Made = Awaited<ReturnType<typeof adminApp>>;

describeEachEngine(
  'back office: customers (ADM-18, ADM-25, ADM-26)',
  (ctx) => {
    let made: Made;
    let manager: Awaited<ReturnType<typeof signedInStaff>>;
    const db = () => ctx.database.db;
    const { login, me } = accountCalls(() => made.app);
    beforeAll(async () => {
      made = await adminApp(ctx.database);
      manager = await signedInStaff(made, ctx.database, { roles: ['manager'], name: 'Nigar' });
    });
    afterAll(async () => {
      await made.app.close();
    });
    const call = (method: 'GET' | 'POST', url: string, body?: unknown) => manager.jar.call(made.app, method, url, body);
    const idOf = async (mobile: string) =>
      (await db().selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id;
    const ids = async (query: string) => {
      const r = await call('GET', `/api/admin/customers?limit=100&${query}`);
      expect(r.statusCode, r.body).toBe(200);
      return (r.json().data.items as { id: number }[]).map((i) => i.id);
    };

    it('finds a customer by any spelling of the mobile, by name and by email; filters and sorts the list', async () => {
      await signUp(made.app, ctx.database, '994551234567', {
        firstName: 'Rəşad',
        lastName: 'Quliyev',
        email: 'rashad@volt.test',
      });
      await signUp(made.app, ctx.database, '994501234567', {
        firstName: 'Leyla',
        lastName: 'Həsənova',
        marketingConsent: true,
      });
      const a = await idOf('994551234567');
      const b = await idOf('994501234567');
      for (const q of [
        '+994 55 123 45 67',
        '0551234567',
        '55-123-45-67',
        '(055) 123 45 67',
        '994551234567',
        '551234567',
      ]) {
        expect(await ids(`q=${encodeURIComponent(q)}`), q).toEqual([a]);
      }
      expect(await ids(`q=${encodeURIComponent('050 123 45 67')}`)).toEqual([b]);
      expect(await ids('q=1234567')).toEqual(expect.arrayContaining([a, b]));
      expect(await ids(`q=${encodeURIComponent('rəşad quliyev')}`)).toEqual([a]);
      expect(await ids('q=RASHAD%40VOLT')).toEqual([a]);
      // staff accounts are not customers
      expect(await ids('q=Nigar')).toEqual([]);

      // one order for a; loyalty for b
      const order = await placeOrder(made.app, ctx.database, '994551234567', [{ id: P.redmi, qty: 1 }]);
      await db().updateTable('orders').set({ customer_id: a }).where('id', '=', order).execute();
      await db().updateTable('users').set({ loyal: 1 }).where('id', '=', b).execute();

      expect(await ids('f.hasOrders=1')).toContain(a);
      expect(await ids('f.hasOrders=1')).not.toContain(b);
      expect(await ids('f.hasOrders=0')).toContain(b);
      expect(await ids('f.loyal=1')).toEqual([b]);
      expect(await ids('f.consent=1')).toContain(b);
      expect(await ids('f.consent=1')).not.toContain(a);
      expect(await ids('f.blocked=1')).toEqual([]);

      const list = await call('GET', '/api/admin/customers?limit=100&sort=orders_total&dir=desc');
      const items = list.json().data.items as Record<string, unknown>[];
      expect(items[0]).toMatchObject({
        id: a,
        name: 'Rəşad Quliyev',
        mobile: '+994 55 123 45 67',
        email: 'rashad@volt.test',
        orders: 1,
        ordersTotal: expect.any(Number),
        loyal: false,
        state: { label: 'Active', tone: 'success' },
      });
      expect(items[0]!.ordersTotal as number).toBeGreaterThan(0);
      // newest first by default
      expect((await ids('')).slice(0, 2)).toEqual([b, a]);
      expect((await ids('sort=created_at&dir=asc')).indexOf(a)).toBeLessThan(
        (await ids('sort=created_at&dir=asc')).indexOf(b),
      );

      // bad filters and sorts: field errors, never a 500
      const bad = await call('GET', '/api/admin/customers?f.loyal=maybe&f.blocked=2');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ 'f.loyal': expect.any(String), 'f.blocked': expect.any(String) });
      expect((await call('GET', '/api/admin/customers?f.nope=1')).statusCode).toBe(400);
      expect((await call('GET', '/api/admin/customers?sort=password_hash')).statusCode).toBe(400);
    });

    it("shows the customer's page: profile, addresses, orders with links, cart and wish list, loyalty, and the notes", async () => {
      const a = await idOf('994551234567');
      await db()
        .insertInto('user_list_items')
        .values([
          { user_id: a, list: 'cart', product_id: P.galaxy, size: '', qty: 2, created_at: new Date().toISOString() },
          { user_id: a, list: 'wish', product_id: P.iron, size: '', qty: 1, created_at: new Date().toISOString() },
        ])
        .execute();
      const r = await call('GET', `/api/admin/customers/info/${a}`);
      expect(r.statusCode, r.body).toBe(200);
      const rec = r.json().data;
      expect(rec.title).toBe('Rəşad Quliyev');
      expect(rec.badge).toEqual({ label: 'Active', tone: 'success' });
      expect(rec.fields.map((f: { name: string }) => f.name)).toEqual(['notes']);
      const titles = (rec.sections as { title: string }[]).map((s) => s.title);
      expect(titles).toEqual(
        expect.arrayContaining([
          'Profile',
          'Addresses',
          'Cart',
          'Wish list',
          'Loyalty',
          'Reward codes',
          'Changes in the back office',
        ]),
      );
      const orders = rec.sections.find((s: { title: string }) => s.title.startsWith('Orders (1)'));
      expect(orders.rows[0].number).toEqual({
        label: expect.stringMatching(/^#\d+$/),
        href: expect.stringMatching(/^\/admin\/orders\?do=view&id=\d+$/),
      });
      const cart = rec.sections.find((s: { title: string }) => s.title === 'Cart');
      expect(cart.rows[0]).toMatchObject({ qty: 2, product: { href: `/admin/products?do=update&id=${P.galaxy}` } });
      const wish = rec.sections.find((s: { title: string }) => s.title === 'Wish list');
      expect(wish.rows[0].product.href).toBe(`/admin/products?do=update&id=${P.iron}`);
      expect(rec.actions.map((x: { name: string }) => x.name)).toEqual(['block']);

      // the notes: a versioned save, audited; a save from an older version is refused and names who changed it
      const saved = await call('POST', `/api/admin/customers/update/${a}`, {
        version: rec.version,
        base: { notes: '' },
        changes: { notes: 'Prefers calls after 18:00' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const late = await call('POST', `/api/admin/customers/update/${a}`, {
        version: rec.version,
        base: { notes: '' },
        changes: { notes: 'An older tab' },
      });
      expect(late.statusCode).toBe(409);
      const after = (await call('GET', `/api/admin/customers/info/${a}`)).json().data;
      expect(after.fields[0].value).toBe('Prefers calls after 18:00');
      const trail = after.sections.find((s: { title: string }) => s.title === 'Changes in the back office');
      expect(trail.rows[0]).toMatchObject({ who: expect.stringContaining('Nigar'), action: 'Notes changed' });
      // bad notes: a field error
      const bad = await call('POST', `/api/admin/customers/update/${a}`, { notes: '<script>' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.notes).toBeTruthy();
      expect((await call('GET', '/api/admin/customers/info/999999')).statusCode).toBe(404);
    });

    it('refuses without customers.read (403) and without customers.write (403), and never shows a staff account', async () => {
      const a = await idOf('994551234567');
      const none = await signedInStaff(made, ctx.database, { permissions: ['admin.access', 'orders.read'] });
      for (const url of ['/api/admin/customers', '/api/admin/customers/meta', `/api/admin/customers/info/${a}`])
        expect((await none.jar.call(made.app, 'GET', url)).statusCode, url).toBe(403);
      const reader = await signedInStaff(made, ctx.database, { permissions: ['admin.access', 'customers.read'] });
      expect((await reader.jar.call(made.app, 'GET', '/api/admin/customers')).statusCode).toBe(200);
      const page = (await reader.jar.call(made.app, 'GET', `/api/admin/customers/info/${a}`)).json().data;
      expect(page.readOnly).toBe(true);
      expect(page.actions).toEqual([]);
      const meta = (await reader.jar.call(made.app, 'GET', '/api/admin/customers/meta')).json().data;
      expect(meta.can.update).toBe(false);
      for (const [url, body] of [
        [`/api/admin/customers/block/${a}`, { reason: 'x' }],
        [`/api/admin/customers/unblock/${a}`, {}],
        [`/api/admin/customers/update/${a}`, { notes: 'x' }],
      ] as const)
        expect((await reader.jar.call(made.app, 'POST', url, body)).statusCode, url).toBe(403);
      // a staff member's own account is not a customer record
      expect((await call('GET', `/api/admin/customers/info/${manager.id}`)).statusCode).toBe(404);
      expect((await call('POST', `/api/admin/customers/block/${manager.id}`, { reason: 'x' })).statusCode).toBe(404);
    });

    it('block: sign-in refused with a clear message, every login ended at once, checkout and buy-now refused; unblock restores', async () => {
      const mobile = '994551234567';
      const a = await idOf(mobile);
      const phone = new Jar('10.31.0.1');
      const laptop = new Jar('10.31.0.2');
      expect((await login(phone, mobile, PASSWORD)).statusCode).toBe(200);
      expect((await login(laptop, mobile, PASSWORD)).statusCode).toBe(200);
      expect(await me(phone)).toMatchObject({ id: a });

      // a reason is required
      const noReason = await call('POST', `/api/admin/customers/block/${a}`, { reason: '  ' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().errors.reason).toBeTruthy();

      const blocked = await call('POST', `/api/admin/customers/block/${a}`, { reason: 'Chargebacks' });
      expect(blocked.statusCode, blocked.body).toBe(200);
      expect(blocked.json().data).toMatchObject({ id: a, blocked: true, sessionsRevoked: 2 });
      // a second block is a conflict, nothing written twice
      expect((await call('POST', `/api/admin/customers/block/${a}`, { reason: 'again' })).statusCode).toBe(409);

      // signed out everywhere at once: the next request of either browser is a guest's
      expect(await me(phone)).toBeNull();
      expect(await me(laptop)).toBeNull();
      const families = await db()
        .selectFrom('session_families')
        .select(['revoked_at', 'revoked_reason'])
        .where('user_id', '=', a)
        .execute();
      expect(families.every((f) => f.revoked_at !== null)).toBe(true);
      expect(families.map((f) => f.revoked_reason)).toContain('blocked');

      // sign-in refused with the translated message (only with the right password); a wrong one is the usual answer
      const refused = await login(new Jar('10.31.0.3'), mobile, PASSWORD);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(
        'This account is blocked by the shop. Please call us if you think this is a mistake.',
      );
      const wrong = await login(new Jar('10.31.0.4'), mobile, 'not the password');
      expect(wrong.statusCode).toBe(401);
      const az = await new Jar('10.31.0.5').call(made.app, 'POST', '/api/auth/login', {
        username: mobile,
        password: PASSWORD,
        lang: 'az',
      });
      expect(az.json().error).toMatch(/bloklanıb/);

      // checkout and buy-now refuse the mobile (a guest order too), before any code is sent
      const submit = submitter(made.app);
      const smsBefore = (await db().selectFrom('sms_outbox').select('id').where('mobile', '=', mobile).execute())
        .length;
      for (const source of ['buyNow', 'checkout']) {
        const r = await submit(pickupCash(mobile, [{ id: P.redmi, qty: 1 }], { source, terms: true }));
        expect(r.status, JSON.stringify(r.body)).toBe(403);
        expect(r.body.error).toMatch(/blocked/);
      }
      expect((await db().selectFrom('sms_outbox').select('id').where('mobile', '=', mobile).execute()).length).toBe(
        smsBefore,
      );

      // the page shows it, with the reason; the trail has the row
      const page = (await call('GET', `/api/admin/customers/info/${a}`)).json().data;
      expect(page.badge).toEqual({ label: 'Blocked', tone: 'danger' });
      expect(page.actions.map((x: { name: string }) => x.name)).toEqual(['unblock']);
      const profile = page.sections.find((s: { title: string }) => s.title === 'Profile');
      expect(profile.pairs).toEqual(expect.arrayContaining([{ label: 'Reason', value: 'Chargebacks' }]));
      expect(await ids('f.blocked=1')).toEqual([a]);
      const audit = await db()
        .selectFrom('audit_log')
        .select(['action', 'summary', 'user_name'])
        .where('entity', '=', 'customers')
        .where('entity_id', '=', a)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ action: 'block', summary: expect.stringContaining('Chargebacks') });

      // unblock: signs in and orders again
      const unblocked = await call('POST', `/api/admin/customers/unblock/${a}`, { reason: 'Settled' });
      expect(unblocked.statusCode, unblocked.body).toBe(200);
      expect((await call('POST', `/api/admin/customers/unblock/${a}`, {})).statusCode).toBe(409);
      const back = new Jar('10.31.0.6');
      expect((await login(back, mobile, PASSWORD)).statusCode).toBe(200);
      expect(await me(back)).toMatchObject({ id: a });
      const first = await submit(pickupCash(mobile, [{ id: P.redmi, qty: 1 }]));
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.data?.next).toBe('otp');
      const actions = await db()
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', 'customers')
        .where('entity_id', '=', a)
        .orderBy('id')
        .execute();
      expect(actions.map((x) => x.action)).toEqual(['update', 'block', 'unblock']);
    });

    it('the placement refuses a blocked mobile too (a code asked for before the block)', async () => {
      const mobile = '994501234567';
      const b = await idOf(mobile);
      const submit = submitter(made.app);
      const payload = pickupCash(mobile, [{ id: P.redmi, qty: 1 }]);
      const key = crypto.randomUUID();
      const first = await submit(payload, key);
      expect(first.body.data?.next).toBe('otp');
      expect((await call('POST', `/api/admin/customers/block/${b}`, { reason: 'Fraud' })).statusCode).toBe(200);
      const done = await submit(
        { ...payload, otpToken: first.body.data!.otpToken, otpCode: await lastCode(ctx.database, mobile) },
        key,
      );
      expect(done.status, JSON.stringify(done.body)).toBe(403);
      expect(done.body.error).toMatch(/blocked/);
      const orders = await db().selectFrom('orders').select('id').where('mobile', '=', mobile).execute();
      expect(orders).toEqual([]);
    });
  },
  insertCartFixtures,
);
