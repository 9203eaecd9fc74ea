import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { API_ENDPOINTS, loadEndpoint, type ApiName } from '../domain/api/endpoints.ts';
import { adminApp, signedInStaff } from './admin/admin.fixtures.ts';
import { Jar, signUp } from './modules/auth/auth.fixtures.ts';
import { insertCatalogFixtures } from './modules/catalog/catalog.fixtures.ts';
import { describeEachEngine } from './testing/test-db.ts';
import { installWriteCounters, writtenTables } from './testing/write-counters.ts';
import {
  CUSTOMER_MOBILE,
  type Req,
  json,
  genericBodies,
  formBodies,
  hostileUploads,
  fieldBodies,
  fieldsOf,
  ADDRESS,
  shopSamples,
} from './app.hostile.fixtures.ts';

/**
 * Hostile input at every state-changing route the app registers (SEC-12, decision 0064): the shop's API, the back
 * office with an owner's session, the uploads, the bank's return. Routes are read from Fastify's route tree, so a new
 * route is covered without being listed; a route is skipped only with a reason in SKIPPED. Each route gets a generic
 * hostile set (wrong content types, malformed JSON and multipart, arrays, numbers, prototype keys, deep nesting) and
 * bodies built from its request schema where the app has one (the shared endpoint table, the back office resources'
 * schemas, a record's own form values), bent field by field and mixed by fast-check with a fixed seed. Every answer
 * must be below 500, and a refused one (4xx) must have written no row: a row trigger on every table counts writes
 * (committed only — a rolled-back transaction takes its count with it), read after each request.
 */

const SEED = 25_2026;

/** Routes not walked here, each with its reason. Anything else that changes state is walked. */
const SKIPPED: Record<string, string> = {
  '* *':
    'the React Router pages: actions run in the SSR build, which integration tests do not build (tests/e2e cover the forms)',
  'POST /api/admin/products/import':
    'the CSV import starts a job on a well-formed file; its malformed bodies are app.multipart.integration.test.ts, its rows products-csv.integration.test.ts',
};

/** Tables a refused request may write, by design. */
const WRITTEN_WHEN_REFUSED: Record<string, string> = {
  login_attempts:
    'a refused sign-in is counted: the per-address and per-account limits need the failure (decision 0060)',
  staff_sessions:
    "a staff member's session notes its use at most once a minute, whatever the call's answer (decision 0063)",
  session_families:
    "a customer's expired access token is renewed on any request, before the route runs (decision 0028)",
  refresh_tokens: "a customer's expired access token is renewed on any request, before the route runs (decision 0028)",
};

type Route = { method: string; url: string };

/** Every route of the app as `METHOD /path`, read from Fastify's route tree (as app.ids.integration.test.ts does). */
function allRoutes(app: FastifyInstance): Route[] {
  const out: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + m[2]!;
    stack[depth] = url;
    for (const method of m[3]?.split(', ') ?? []) out.push({ method, url });
  }
  return out;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Removals after the other routes (they take the rows the others fill paths with; the back office's may take the customer), sign-outs after everything. */
const rank = (url: string) =>
  /logout/.test(url) ? 3 : /^\/api\/admin\/.*remove/.test(url) ? 2 : /remove/.test(url) ? 1 : 0;

// ── the walk ────────────────────────────────────────────────────────────────────────────────────────────────

describeEachEngine(
  'hostile input at every state-changing route',
  (ctx) => {
    let made: Awaited<ReturnType<typeof adminApp>>;
    let dataDir: string;
    let customer: Jar;
    let staff: Jar;
    const ids = { address: 0, product: 0 };

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-'));
      made = await adminApp(ctx.database, { DATA_DIR: dataDir });
      await signUp(made.app, ctx.database, CUSTOMER_MOBILE);
      customer = new Jar('10.25.0.1');
      expect(
        (
          await customer.call(made.app, 'POST', '/api/auth/login', {
            username: CUSTOMER_MOBILE,
            password: 'correct horse 1',
            lang: 'en',
          })
        ).statusCode,
      ).toBe(200);
      staff = (await signedInStaff(made, ctx.database, { roles: ['owner'] })).jar;
      const product = await ctx.database.db
        .selectFrom('products')
        .select('id')
        .where('active', '=', 1)
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow();
      ids.product = product.id;
      for (const list of ['add-to-cart', 'add-to-wishlist', 'add-to-compare']) {
        expect(
          (await customer.call(made.app, 'POST', `/api/users/${list}`, { product_id: product.id, lang: 'en' }))
            .statusCode,
          list,
        ).toBe(200);
      }
      const t = { title_az: 'Bakı', title_ru: 'Баку', title_en: 'Baku' };
      const city = await ctx.database.db
        .insertInto('cities')
        .values({ ...t, slug: 'baku-hostile', delivery: 1, position: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const district = await ctx.database.db
        .insertInto('districts')
        .values({ ...t, city_id: city.id, position: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const place = await ctx.database.db
        .insertInto('places')
        .values({ ...t, district_id: district.id, position: 0, delivery_price: 500, one_day: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      Object.assign(ADDRESS, { city: city.id, district: district.id, place: place.id });
      const address = await customer.call(made.app, 'POST', '/api/users/create-address', { ...ADDRESS, lang: 'en' });
      ids.address = (address.json().data?.items?.[0]?.id ?? 0) as number;
      expect(ids.address, address.body).toBeGreaterThan(0);
      await installWriteCounters(ctx.database);
    }, 120_000);
    afterAll(async () => {
      await made.app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const walked = () => allRoutes(made.app).filter((r) => STATE_CHANGING.has(r.method));
    const key = (r: Route) => `${r.method} ${r.url}`;

    it('walks every state-changing route the app registers, skipping only the listed ones', () => {
      const routes = walked();
      expect(routes.length).toBeGreaterThan(100);
      // a skipped route that no longer exists is a stale reason
      for (const k of Object.keys(SKIPPED)) {
        const [method, url] = k.split(' ');
        expect(
          routes.some((r) => (method === '*' || r.method === method) && r.url === url),
          k,
        ).toBe(true);
      }
    });

    it('sees a committed write and not a rolled-back one (the check below can fail)', async () => {
      await writtenTables(ctx.database);
      const res = await send(
        'POST',
        '/api/subscriptions/send',
        undefined,
        json('a subscription', { email: 'hostile-check@mail.az' }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(await writtenTables(ctx.database)).toContain('subscriptions');
      await ctx.database.db
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('subscriptions')
            .values({
              email: 'rolled-back@mail.az',
              email_key: 'rolled-back@mail.az',
              lang: 'az',
              ip: null,
              created_at: new Date().toISOString(),
            })
            .execute();
          throw new Error('roll back');
        })
        .catch(() => undefined);
      expect(await writtenTables(ctx.database)).toEqual([]);
      // a refused sign-in is counted on purpose (WRITTEN_WHEN_REFUSED)
      const login = await send(
        'POST',
        '/api/auth/login',
        undefined,
        json('a wrong password', { username: CUSTOMER_MOBILE, password: 'wrong horse 9' }),
      );
      expect(login.statusCode).toBe(401);
      expect(await writtenTables(ctx.database)).toEqual(['login_attempts']);
    });

    /** The fields each shop operation's schema names, by `POST path`. */
    const shopSchemas = async () => {
      const out = new Map<string, z.ZodMiniType>();
      for (const name of Object.keys(API_ENDPOINTS) as ApiName[]) {
        const e = await loadEndpoint(name);
        out.set(`${e.method} ${e.path.replace(/\{(\w+)\}/g, ':$1')}`, e.request);
      }
      return out;
    };

    /** The path with its parameters filled with rows that exist, or undefined for a parameter nobody decided on. */
    const fill = async (url: string): Promise<string | undefined> => {
      let out = url;
      if (url.includes('/:id')) {
        let id: number | undefined;
        if (/address/.test(url)) id = ids.address;
        else if (/remove-item-/.test(url)) id = ids.product;
        else {
          const m = /^\/api\/admin\/([\w-]+)\//.exec(url);
          if (m) id = (await firstId(m[1]!)) ?? 1;
        }
        out = out.replace(':id', String(id ?? 1));
      }
      out = out.replace(':field', 'file').replace(':a', '0').replace(':b', 'az');
      return /\/:/.test(out) ? undefined : out;
    };

    const firstIds = new Map<string, number | undefined>();
    const firstId = async (resource: string) => {
      if (!firstIds.has(resource)) {
        const r = await made.app.inject({
          method: 'GET',
          url: `/api/admin/${resource}?lang=en&limit=5`,
          headers: { cookie: staff.header() },
        });
        const items = (r.statusCode === 200 ? (r.json().data?.items ?? []) : []) as { id: number }[];
        firstIds.set(resource, items[0]?.id);
      }
      return firstIds.get(resource);
    };

    /** A valid sample of a body where the test can make one: a record's own form values (and its version), a shop form. */
    const samples = async (url: string): Promise<{ sample?: Record<string, unknown>; version?: number }> => {
      const m = /^\/api\/admin\/([\w-]+)\/update\/(\d+)$/.exec(url);
      if (m) {
        const r = await made.app.inject({
          method: 'GET',
          url: `/api/admin/${m[1]}/info/${m[2]}?lang=en`,
          headers: { cookie: staff.header() },
        });
        if (r.statusCode !== 200) return {};
        const data = r.json().data as {
          version?: number;
          fields?: { name: string; value?: unknown; readOnly?: boolean }[];
        };
        const sample = Object.fromEntries(
          (data.fields ?? []).filter((f) => !f.readOnly && f.value !== undefined).map((f) => [f.name, f.value]),
        );
        return { sample, version: data.version };
      }
      const shop = shopSamples(ids)[url.replace(/\/\d+$/, '/:id')];
      return { sample: shop };
    };

    let ip = 0;
    const send = async (
      method: string,
      url: string,
      jar: Jar | undefined,
      body: Req,
    ): Promise<LightMyRequestResponse> => {
      ip++;
      return made.app.inject({
        method: method as 'POST',
        url: `${url}${url.includes('?') ? '&' : '?'}lang=en`,
        headers: {
          ...(jar ? { cookie: jar.header() } : {}),
          'x-forwarded-for': `10.25.${(ip >> 8) & 255}.${ip & 255}`,
          origin: 'http://localhost:80',
          'sec-fetch-site': 'same-origin',
          // checkout reads one (a new one each time: every request is a new attempt)
          'idempotency-key': `hostile-${String(ip).padStart(12, '0')}`,
          ...(body.type ? { 'content-type': body.type } : {}),
        },
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
      });
    };

    it('answers every hostile body below 500, and a refused request writes no row', async () => {
      const schemas = await shopSchemas();
      const failures: string[] = [];
      const accepted: string[] = [];
      const statuses = new Map<string, Map<number, number>>();
      let sent = 0;
      // sign-outs and removals last, so that the session and the rows the others need stay
      const routes = walked()
        .filter((r) => !SKIPPED[key(r)] && !SKIPPED[`* ${r.url}`])
        .sort((a, b) => rank(a.url) - rank(b.url));
      for (const [n, route] of routes.entries()) {
        const url = await fill(route.url.replace(/^\/api\/\*$/, '/api/hostile-nowhere'));
        if (!url) {
          failures.push(`${key(route)}: a path parameter this test does not know: decide what fills it`);
          continue;
        }
        const admin = url.startsWith('/api/admin/');
        const jar = admin ? staff : url.startsWith('/api/') ? customer : undefined;
        // what `{}` is told: the required fields of routes without a schema the test can read
        const empty = await send(route.method, url, jar, json('{}', {}));
        const named = Object.keys(
          (empty.statusCode === 400 && (empty.json() as { errors?: Record<string, string> }).errors) || {},
        );
        const schema = schemas.get(`${route.method} ${route.url}`) ?? adminSchema(route.url);
        const { sample, version } = await samples(url);
        const fields = fieldsOf(schema, named);
        // the API's own 404 for paths no module serves: the generic set is enough
        const nowhere = /^\/api\/?(hostile-nowhere)?$/.test(url);
        const bodies = nowhere
          ? genericBodies()
          : [...genericBodies(), ...fieldBodies(fields, sample, 12, SEED + n, version)];
        if (/upload/.test(url)) bodies.push(...hostileUploads());
        // a route that takes form posts and no JSON (its answer to `{}` is a 415) gets the form set instead
        const formPosts = empty.statusCode === 415 && !/upload/.test(url);
        if (formPosts) bodies.splice(0, bodies.length, ...genericBodies(), ...formBodies());
        // the shop's routes as a guest too (the generic set: the route reads a body before it knows who asks)
        const plan: [Jar | undefined, Req][] = bodies.map((b) => [jar, b]);
        if (!admin && jar && !nowhere) plan.push(...genericBodies().map((b): [Jar | undefined, Req] => [undefined, b]));
        await writtenTables(ctx.database);
        for (const [who, body] of plan) {
          const res = await send(route.method, url, who, body);
          sent++;
          const seen = statuses.get(key(route)) ?? new Map<number, number>();
          seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
          statuses.set(key(route), seen);
          const written = (await writtenTables(ctx.database)).filter((t) => !WRITTEN_WHEN_REFUSED[t]);
          const what = `${route.method} ${url} ${who ? (admin ? 'owner' : 'customer') : 'guest'} [${body.label}] ${String(body.payload ?? '').slice(0, 160)}`;
          if (res.statusCode >= 500) failures.push(`${what} → ${res.statusCode} ${res.body.slice(0, 300)}`);
          else if (res.statusCode >= 400 && written.length)
            failures.push(`${what} → ${res.statusCode} but wrote ${written.join(', ')}: ${res.body.slice(0, 200)}`);
          else if (res.statusCode < 400) accepted.push(`${route.method} ${url} [${body.label}]`);
          if (process.env.HOSTILE_DEBUG && body.label === 'the sample' && res.statusCode >= 400)
            console.log(`SAMPLE REFUSED ${url} ${res.statusCode} ${res.body.slice(0, 300)}`);
        }
      }
      if (failures.length) console.log(failures.join('\n'));
      if (process.env.HOSTILE_DEBUG) {
        console.log(`${sent} requests; accepted:\n${accepted.join('\n')}`);
        console.log(
          [...statuses].map(([k, m]) => `STATUS ${k} ${[...m].map(([c, n]) => `${c}×${n}`).join(' ')}`).join('\n'),
        );
      }
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThan(3000);
    }, 300_000);

    /** The schema of a back office resource's create or update, by path. */
    const adminSchema = (url: string): unknown => {
      const m = /^\/api\/admin\/([\w-]+)\/(create|update\/:id)$/.exec(url);
      const r = m && made.services.admin.resources.find((x) => x.name === m[1]);
      return r ? (m[2] === 'create' ? r.createSchema : r.updateSchema) : undefined;
    };
  },
  insertCatalogFixtures,
);
