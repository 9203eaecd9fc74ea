import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminApp, signedInStaff } from './admin/admin.fixtures.ts';
import { Jar, signUp } from './modules/auth/auth.fixtures.ts';
import { insertCatalogFixtures } from './modules/catalog/catalog.fixtures.ts';
import { describeEachEngine } from './testing/test-db.ts';

/** Every route of the app with a path parameter, as `METHOD /path/:param`, read from Fastify's route tree. */
function parameterRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const out: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + m[2]!;
    stack[depth] = url;
    if (m[3] && url.includes('/:')) out.push({ method: m[3].split(', ')[0]!, url });
  }
  return out;
}

/** The path parameters the app has, each a decision: ids go through the one id parser (`domain/api/fields.ts`). */
const ID_PARAMS = new Set(['id', 'a']);
// `provider`: the social sign-in's `/auth/:provider/…` (google | facebook; anything else a 404 page, social-refusals test)
const OTHER_PARAMS = new Set(['b', 'field', 'jobId', 'size', 'key', 'file', 'part', 'provider']);

/** API-6: an id past PostgreSQL's integer was a 500 there; every route reads path ids with one parser, on both databases alike. */
describeEachEngine(
  'ids in paths',
  (ctx) => {
    let made: Awaited<ReturnType<typeof adminApp>>;
    let both: Jar;
    beforeAll(async () => {
      made = await adminApp(ctx.database);
      const mobile = '994507770064';
      await signUp(made.app, ctx.database, mobile);
      both = new Jar('10.64.0.1');
      expect(
        (
          await both.call(made.app, 'POST', '/api/auth/login', {
            username: mobile,
            password: 'correct horse 1',
            lang: 'en',
          })
        ).statusCode,
      ).toBe(200);
      // the owner's staff cookie beside the customer's session: every route reads its path before anything else
      const owner = await signedInStaff(made, ctx.database, { roles: ['owner'] });
      for (const [k, v] of owner.jar.cookies) both.cookies.set(k, v);
    });
    afterAll(async () => made.app.close());

    const routes = () => parameterRoutes(made.app);
    const call = (method: string, url: string) =>
      method === 'POST'
        ? both.call(made.app, 'POST', url, { lang: 'en' })
        : both.call(made.app, 'GET', `${url}?lang=en`);
    const fill = (url: string, id: string) => url.replace(/:(id|a)\b/g, id).replace(':b', 'en');

    it('knows every path parameter of the app', () => {
      const names = new Set(routes().flatMap((r) => [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]!)));
      expect([...names].filter((n) => !ID_PARAMS.has(n) && !OTHER_PARAMS.has(n))).toEqual([]);
      expect(routes().filter((r) => /:(id|a)\b/.test(r.url)).length).toBeGreaterThan(40);
    });

    it('answers an id past 2^31 − 1 (and other malformed ids) with a 400 naming the id under /api, a 404 page elsewhere', async () => {
      const failures: string[] = [];
      for (const { method, url } of routes().filter((r) => /:(id|a)\b/.test(r.url))) {
        for (const id of ['2147483648', '99999999999', '0', '01', '1e3', '-1']) {
          if (id === '0' && url.includes(':a')) continue; // an article picture's `a` is 0 for an article not saved yet
          const r = await call(method, fill(url, id));
          const field = url.includes(':a') ? 'a' : 'id';
          const want = url.startsWith('/api/') ? 400 : 404;
          if (r.statusCode !== want || (want === 400 && r.json().errors?.[field] !== 'The value is not allowed'))
            failures.push(`${method} ${fill(url, id)}: ${r.statusCode} ${r.body.slice(0, 120)}`);
        }
      }
      expect(failures).toEqual([]);
    });

    it('passes the largest id to the route, which finds no row there (never a 500)', async () => {
      const failures: string[] = [];
      for (const { method, url } of routes().filter((r) => /:(id|a)\b/.test(r.url))) {
        const r = await call(method, fill(url, '2147483647'));
        if (r.statusCode >= 500 || (r.statusCode === 400 && r.json().errors?.id))
          failures.push(`${method} ${fill(url, '2147483647')}: ${r.statusCode} ${r.body.slice(0, 120)}`);
      }
      expect(failures).toEqual([]);
    });
  },
  insertCatalogFixtures,
);
