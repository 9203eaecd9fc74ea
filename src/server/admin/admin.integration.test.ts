import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../testing/test-db.ts';
import { Jar } from '../modules/auth/auth.fixtures.ts';
import { adminApp, createStaff, signedInStaff, staffJar, STAFF_PASSWORD } from './admin.fixtures.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;

describeEachEngine(
  'back office: staff sign-in, permissions, the generic resource routes and the audit trail',
  (ctx) => {
    let made: Made;
    beforeAll(async () => {
      made = await adminApp(ctx.database);
    });
    afterAll(async () => {
      await made.app.close();
    });

    it('signs a staff member in with email or mobile, says who it is, and signs out', async () => {
      const s = await createStaff(made, ctx.database, { roles: ['editor'], name: 'Leyla' });
      const jar = new Jar('10.1.1.1');
      const r = await jar.call(made.app, 'POST', '/api/admin/auth/login', {
        login: s.email.toUpperCase(),
        password: STAFF_PASSWORD,
      });
      expect(r.statusCode).toBe(200);
      expect(r.headers['set-cookie']).toMatch(/volt_admin=[\w-]{40,}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Strict/);
      expect(r.json().data).toMatchObject({
        name: expect.stringContaining('Leyla'),
        role: 'editor',
        permissions: expect.arrayContaining(['admin.access', 'tags.read', 'articles.update']),
      });
      expect(r.json().data.permissions).not.toContain('orders.read');
      const me = await jar.call(made.app, 'GET', '/api/admin/auth/me');
      expect(me.statusCode).toBe(200);
      expect(me.headers['cache-control']).toBe('no-store');
      const out = await jar.call(made.app, 'POST', '/api/admin/auth/logout', {});
      expect(out.statusCode).toBe(200);
      // the token is revoked on the server, not only the cookie dropped
      const again = await made.app.inject({
        method: 'GET',
        url: '/api/admin/auth/me',
        headers: { cookie: `volt_admin=${/volt_admin=([^;]+)/.exec(String(r.headers['set-cookie']))![1]}` },
      });
      expect(again.statusCode).toBe(401);
    });

    it('gives the same answer for an unknown login, a wrong password and a customer without staff access', async () => {
      const customer = await createStaff(made, ctx.database, {});
      const answers = [];
      for (const body of [
        { login: 'nobody@volt.test', password: STAFF_PASSWORD },
        { login: customer.email, password: 'wrong password' },
        { login: customer.email, password: STAFF_PASSWORD },
      ]) {
        const r = await new Jar('10.1.1.2').call(made.app, 'POST', '/api/admin/auth/login', { ...body, lang: 'en' });
        answers.push([r.statusCode, r.json().error, r.headers['set-cookie']]);
      }
      expect(answers).toEqual([
        [401, 'Wrong login or password', undefined],
        [401, 'Wrong login or password', undefined],
        [401, 'Wrong login or password', undefined],
      ]);
    });

    it('refuses bad sign-in bodies with field errors', async () => {
      const r = await new Jar('10.1.1.3').call(made.app, 'POST', '/api/admin/auth/login', {
        login: '',
        password: 5,
        extra: 1,
        lang: 'en',
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toEqual({
        login: 'Required field',
        password: 'Wrong type of value',
        extra: 'Unknown field',
      });
    });

    it('a customer session never opens the back office, and a staff cookie does nothing in the shop', async () => {
      const r = await made.app.inject({
        method: 'GET',
        url: '/api/admin/tags',
        headers: { cookie: 'volt_at=x; volt_rt=y' },
      });
      expect(r.statusCode).toBe(401);
      expect(r.json()).toMatchObject({ ok: false, error: expect.any(String) });
    });

    it('every admin route refuses a guest (401) and a staff member without its permission (403)', async () => {
      const routes = made.services.admin.routes.filter((r) => r.permission);
      expect(routes.length).toBeGreaterThan(5);
      // a staff member who may enter the back office but holds no other permission
      const bare = await signedInStaff(made, ctx.database, { permissions: ['admin.access'] });
      const failures: string[] = [];
      for (const route of routes) {
        const url = `/api/admin${route.url.replace(/^\/api\/admin/, '')}`.replace(/:(\w+)/g, '1');
        const body = route.method === 'POST' ? {} : undefined;
        const guest = await new Jar('10.9.9.9').call(made.app, route.method as 'GET' | 'POST', url, body);
        if (guest.statusCode !== 401) failures.push(`${route.method} ${url} as a guest: ${guest.statusCode}`);
        const denied = await bare.jar.call(made.app, route.method as 'GET' | 'POST', url, body);
        if (denied.statusCode !== 403)
          failures.push(`${route.method} ${url} without ${route.permission}: ${denied.statusCode}`);
      }
      expect(failures).toEqual([]);
    });

    it('tags: create, list, info, update and remove, each write with its audit row; a permission short of it gets 403', async () => {
      const editor = await signedInStaff(made, ctx.database, { roles: ['editor'] });
      const jar = editor.jar;
      const created = await jar.call(made.app, 'POST', '/api/admin/tags/create', {
        title: { az: 'Smartfonlar', ru: 'Смартфоны', en: 'Smartphones' },
        url: '/smartfonlar',
        position: 3,
      });
      expect(created.statusCode).toBe(200);
      const id = created.json().data.id as number;
      const list = await jar.call(made.app, 'GET', '/api/admin/tags?q=smartf&limit=10');
      expect(list.json().data).toMatchObject({
        total: 1,
        page: 1,
        limit: 10,
        items: [{ id, title: 'Smartphones', url: '/smartfonlar', position: 3 }],
      });
      const info = await jar.call(made.app, 'GET', `/api/admin/tags/info/${id}`);
      expect(info.json().data.fields.find((f: { name: string }) => f.name === 'title')).toMatchObject({
        isMultiLang: true,
        value: { az: 'Smartfonlar', ru: 'Смартфоны', en: 'Smartphones' },
      });
      const updated = await jar.call(made.app, 'POST', `/api/admin/tags/update/${id}`, {
        title: { az: 'Telefonlar', ru: 'Смартфоны', en: 'Smartphones' },
        url: '/smartfonlar',
        position: 3,
      });
      expect(updated.statusCode).toBe(200);
      const removed = await jar.call(made.app, 'POST', `/api/admin/tags/remove/${id}`, {});
      expect(removed.statusCode).toBe(200);
      expect((await jar.call(made.app, 'GET', `/api/admin/tags/info/${id}`)).statusCode).toBe(404);
      const trail = await ctx.database.db
        .selectFrom('audit_log')
        .select(['action', 'entity_id', 'user_id', 'before_json', 'after_json'])
        .where('entity', '=', 'tags')
        .where('entity_id', '=', id)
        .orderBy('id')
        .execute();
      expect(trail.map((t) => t.action)).toEqual(['create', 'update', 'remove']);
      expect(trail.every((t) => t.user_id === editor.id)).toBe(true);
      // the update keeps only what changed
      expect(JSON.parse(trail[1]!.before_json!)).toEqual({
        title: { az: 'Smartfonlar', ru: 'Смартфоны', en: 'Smartphones' },
      });
      expect(JSON.parse(trail[1]!.after_json!)).toEqual({
        title: { az: 'Telefonlar', ru: 'Смартфоны', en: 'Smartphones' },
      });

      const reader = await signedInStaff(made, ctx.database, { permissions: ['admin.access', 'tags.read'] });
      const denied = await reader.jar.call(made.app, 'POST', '/api/admin/tags/create', {
        title: { az: 'a', ru: 'b', en: 'c' },
        url: '/x',
        position: 1,
      });
      expect(denied.statusCode).toBe(403);
      expect((await reader.jar.call(made.app, 'GET', '/api/admin/tags')).statusCode).toBe(200);
    });

    it('tags: bad input gets field errors and writes nothing', async () => {
      const { jar } = await signedInStaff(made, ctx.database, { roles: ['owner'] });
      const before = await ctx.database.db
        .selectFrom('tags')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const r = await jar.call(made.app, 'POST', '/api/admin/tags/create', {
        title: { az: '', ru: '<b>x</b>', en: 'ok\u0000' },
        url: 'https://evil.example',
        position: -1,
        price: 5,
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toMatchObject({
        'title.az': 'Required field',
        'title.ru': expect.any(String),
        'title.en': expect.any(String),
        url: expect.stringContaining('/'),
        position: expect.any(String),
        price: 'Unknown field',
      });
      const bad = await jar.call(made.app, 'GET', '/api/admin/tags?sort=password&limit=7&f.secret=1');
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['f.secret', 'limit', 'sort']);
      expect((await jar.call(made.app, 'GET', '/api/admin/tags/info/abc')).statusCode).toBe(400);
      const after = await ctx.database.db
        .selectFrom('tags')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('a role taken away stops working at the next request', async () => {
      const s = await createStaff(made, ctx.database, { roles: ['editor'] });
      const jar = await staffJar(made.app, s.email);
      expect((await jar.call(made.app, 'GET', '/api/admin/tags')).statusCode).toBe(200);
      await ctx.database.db.updateTable('users').set({ roles: '[]' }).where('id', '=', s.id).execute();
      expect((await jar.call(made.app, 'GET', '/api/admin/tags')).statusCode).toBe(401);
    });
  },
);
