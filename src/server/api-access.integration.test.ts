import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from './testing/test-db.ts';
import { Jar } from './modules/auth/auth.fixtures.ts';
import { adminApp, signedInStaff } from './admin/admin.fixtures.ts';
import { NOT_IN_TABLE, tableRoutes } from './testing/api-table.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;

/** A route's URL with every parameter filled (`:id` → 1); the JSON 404's wildcard has none to fill. */
const urlOf = (url: string) => url.replace(/:(\w+)/g, '1');

describeEachEngine('every route under /api declares who may call it, and the edge keeps it', (ctx) => {
  let made: Made;
  beforeAll(async () => {
    made = await adminApp(ctx.database);
  });
  afterAll(async () => {
    await made.app.close();
  });

  it('each route has a declared access: public, customer, or staff (with a permission or a session only)', () => {
    const routes = made.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.every((r) => r.url.startsWith('/api'))).toBe(true);
    expect(routes.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    // the shop's own customer routes and the back office's are all there
    const kinds = new Set(routes.map((r) => (typeof r.access === 'object' ? 'staff' : r.access)));
    expect([...kinds].sort()).toEqual(['customer', 'public', 'staff']);
  });

  it('every back-office route is registered from the endpoint table (the generic ones once per resource) or is a listed file route', async () => {
    const table = [...(await tableRoutes())].filter((r) => r.includes(' /api/admin'));
    const escape = (t: string) => t.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    // `{resource}` is a resource's name; any other parameter stays as the route writes it
    const patterns = table.map(
      (r) =>
        new RegExp(
          `^${escape(r)
            .replace(/\{resource\}/g, '[A-Za-z][\\w-]*')
            .replace(/[{}]/g, '\\$&')}$`,
        ),
    );
    const admin = made.app.apiRoutes
      .filter((r) => r.url.startsWith('/api/admin'))
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(admin.length).toBeGreaterThan(100);
    expect(admin.filter((r) => !NOT_IN_TABLE.has(r) && !patterns.some((p) => p.test(r)))).toEqual([]);
  });

  it('a guest gets 401 on every customer and staff route, before any input is read', async () => {
    const failures: string[] = [];
    for (const r of made.app.apiRoutes) {
      if (r.access === 'public' || (r.method !== 'GET' && r.method !== 'POST')) continue;
      const res = await new Jar('10.8.8.8').call(
        made.app,
        r.method,
        urlOf(r.url),
        r.method === 'POST' ? {} : undefined,
      );
      if (res.statusCode !== 401) failures.push(`${r.method} ${r.url}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('a staff member without the permission gets 403 on every staff route that names one', async () => {
    const bare = await signedInStaff(made, ctx.database, { permissions: ['admin.access'] });
    const failures: string[] = [];
    let checked = 0;
    for (const r of made.app.apiRoutes) {
      if (typeof r.access !== 'object' || r.access.staff === null) continue;
      if (r.method !== 'GET' && r.method !== 'POST') continue;
      checked += 1;
      const res = await bare.jar.call(made.app, r.method, urlOf(r.url), r.method === 'POST' ? {} : undefined);
      if (res.statusCode !== 403) failures.push(`${r.method} ${r.url} without ${r.access.staff}: ${res.statusCode}`);
    }
    expect(checked).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });
});
