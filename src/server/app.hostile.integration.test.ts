import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { API_ENDPOINTS, loadEndpoint, type ApiName } from '../domain/api/endpoints.ts';
import { adminApp, signedInStaff } from './admin/admin.fixtures.ts';
import type { Database } from './db/kysely.ts';
import { Jar, signUp, signupForm } from './modules/auth/auth.fixtures.ts';
import { insertCatalogFixtures } from './modules/catalog/catalog.fixtures.ts';
import { pdfBytes } from './modules/careers/sample-files.ts';
import { describeEachEngine } from './testing/test-db.ts';

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

const CUSTOMER_MOBILE = '994507770025';
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

// ── bodies ──────────────────────────────────────────────────────────────────────────────────────────────────

type Req = { label: string; payload?: string | Buffer; type?: string };

const json = (label: string, v: unknown): Req => ({ label, payload: JSON.stringify(v), type: 'application/json' });
const nested = (depth: number): unknown => (depth === 0 ? 1 : [nested(depth - 1)]);
const BIG = 'x'.repeat(100 * 1024);
const BOUNDARY = '----hostile25';

/** The values a field is set to, one at a time and all at once. */
const BAD_VALUES: [string, unknown][] = [
  ['null', null],
  ['number', 12345],
  ['string', 'x'],
  ['boolean', true],
  ['object', { a: 1 }],
  ['array', ['a']],
  ['100 KB string', BIG],
  ['NUL', '\u0000'],
  ['bidi override', '\u202Eevil\u202C'],
  ['40-level array', nested(40)],
  ['negative', -1],
  ['huge number', 1e308],
  ['past int32', 2147483648],
  ['float', 1.5],
];

/** The bad values for a field whose valid sample value is `v`: edges of its own type first, then other types. */
function edgesFor(v: unknown): [string, unknown][] {
  if (typeof v === 'number')
    return [
      ['null', null],
      ['text', '12'],
      ['negative', -1],
      ['fraction', 1.5],
      ['past int32', 2147483648],
      ['past safe integer', 2 ** 53 + 2],
      ['huge', 1e308],
    ];
  if (typeof v === 'string')
    return [
      ['null', null],
      ['number', 12345],
      ['100 KB', BIG],
      ['NUL', 'a\u0000b'],
      ['bidi', '\u202Eevil'],
      ['lone surrogate', '\ud800'],
      ['array', [v]],
    ];
  if (typeof v === 'boolean')
    return [
      ['null', null],
      ['text', 'true'],
      ['number', 2],
    ];
  if (Array.isArray(v))
    return [
      ['null', null],
      ['object', {}],
      ['100 KB item', [BIG]],
      ['nested', nested(40)],
      ['past int32 item', [2147483648]],
      ['5,000 items', Array.from({ length: 5000 }, (_, i) => i + 1)],
      ['null item', [null]],
    ];
  if (v && typeof v === 'object') {
    const each = (x: unknown) => Object.fromEntries(Object.keys(v).map((k) => [k, x]));
    return [
      ['null', null],
      ['array', []],
      ['each part 100 KB', each(BIG)],
      ['each part NUL', each('\u0000')],
      ['each part past int32', each(2147483648)],
      ['an extra part', { ...v, hostile: 1 }],
    ];
  }
  return [
    ['text', 'x'],
    ['past int32', 2147483648],
    ['100 KB', BIG],
    ['NUL', '\u0000'],
    ['object', { a: 1 }],
  ];
}

/** Bodies that do not depend on the route. */
function genericBodies(): Req[] {
  return [
    json('{}', {}),
    json('JSON array', [{}]),
    json('empty JSON array', []),
    { label: 'JSON number', payload: '42', type: 'application/json' },
    { label: 'JSON null', payload: 'null', type: 'application/json' },
    { label: 'JSON string', payload: '"hello"', type: 'application/json' },
    { label: 'malformed JSON', payload: '{"a": 1,', type: 'application/json' },
    { label: 'JSON with a BOM', payload: '\uFEFF{}', type: 'application/json' },
    {
      label: 'JSON of invalid UTF-8',
      payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      type: 'application/json',
    },
    { label: '__proto__', payload: '{"__proto__":{"x":1}}', type: 'application/json' },
    json('constructor.prototype', { constructor: { prototype: {} } }),
    json('40 levels deep', { a: nested(40) }),
    json('an extra 100 KB field', { hostile: BIG }),
    { label: 'text/plain', payload: 'hello', type: 'text/plain' },
    { label: 'form-urlencoded', payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
    { label: 'empty JSON body', payload: '', type: 'application/json' },
    { label: 'no body', payload: undefined, type: undefined },
    { label: 'unknown content type', payload: '<a/>', type: 'application/xml' },
    {
      label: 'multipart without boundary',
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
      type: 'multipart/form-data',
    },
    {
      label: 'truncated multipart',
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\nabc`,
      type: `multipart/form-data; boundary=${BOUNDARY}`,
    },
    {
      label: 'multipart with a text field only',
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="lang"\r\n\r\n\u0000\u202E\r\n--${BOUNDARY}--\r\n`,
      type: `multipart/form-data; boundary=${BOUNDARY}`,
    },
  ];
}

/** Form posts (the bank's answers and pages): hostile names and values, repeated and empty names, bad escapes. */
function formBodies(): Req[] {
  const type = 'application/x-www-form-urlencoded';
  return [
    { label: 'form NUL and bidi', payload: 'ORDER=%00&AMOUNT=%E2%80%AE1&P_SIGN=%00', type },
    { label: 'form prototype keys', payload: '__proto__=x&constructor=y&prototype=z', type },
    { label: 'form repeated name', payload: 'ORDER=1&ORDER=2', type },
    { label: 'form empty name', payload: '=1&a=2', type },
    { label: 'form bad escape', payload: 'ORDER=%zz&AMOUNT=%', type },
    { label: 'form brackets', payload: 'ORDER[]=1&AMOUNT[a]=2', type },
    { label: 'form huge numbers', payload: 'ORDER=99999999999999999999&AMOUNT=1e308&TRTYPE=-1&NONCE=2147483648', type },
    { label: 'form 7 KB value', payload: `P_SIGN=${'A'.repeat(7000)}`, type },
    { label: 'form 100 KB', payload: `ORDER=${BIG}`, type },
    { label: 'form 100 fields', payload: Array.from({ length: 100 }, (_, i) => `f${i}=1`).join('&'), type },
    { label: 'form of invalid UTF-8', payload: Buffer.from([0x4f, 0x3d, 0xff, 0xfe]), type },
  ];
}

/** An upload whose file part is hostile: names with NUL, bidi and path parts, an ELF behind a PDF header. */
function hostileUploads(): Req[] {
  const part = (name: string, type: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
  const elf = Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
    Buffer.alloc(512, 0x90),
  ]);
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  return [
    {
      label: 'file named with NUL and bidi',
      payload: part('cv\u0000\u202Efdp.exe', 'application/pdf', pdfBytes()),
      type,
    },
    { label: 'file named ../../', payload: part('../../../etc/passwd', 'image/png', pdfBytes()), type },
    { label: 'file with a 2 KB name', payload: part(`${'n'.repeat(2048)}.png`, 'image/png', Buffer.from('x')), type },
    { label: 'ELF behind a PDF header', payload: part('cv.pdf', 'application/pdf', elf), type },
    { label: 'empty file', payload: part('a.png', 'image/png', Buffer.alloc(0)), type },
  ];
}

/** The object shape of a zod schema (through optional, nullable, pipes and defaults), or undefined. */
function shapeOf(schema: unknown): Record<string, { _zod: { optin?: string } }> | undefined {
  let s = schema as { _zod?: { def?: Record<string, unknown> } } | undefined;
  for (let i = 0; i < 10 && s?._zod?.def; i++) {
    const def = s._zod.def;
    if (def.type === 'object') return def.shape as Record<string, { _zod: { optin?: string } }>;
    s = (def.innerType ?? def.in ?? def.schema) as typeof s;
  }
  return undefined;
}

/** Fields of a body: those of its schema (required first), or those a `{}` answer named. */
type Fields = { names: string[]; required: string[] };

function fieldsOf(schema: unknown, named: string[]): Fields {
  const shape = shapeOf(schema);
  const names = new Set(named.filter((n) => !n.includes('.') && n !== '_'));
  const required = new Set<string>();
  for (const [k, v] of Object.entries(shape ?? {})) {
    if (k === 'lang') continue;
    names.add(k);
    if (v._zod.optin !== 'optional') required.add(k);
  }
  for (const n of named) if (!n.includes('.') && n !== '_') required.add(n);
  return { names: [...names], required: [...required] };
}

/** A value of no particular rule: what fast-check mixes with the bad ones. */
const plausible = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -5, max: 2_000_000 }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', ' ', 'Aysel', 'a@b.az', '994501234567', '2026-01-01', 'az'),
  fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 3 }),
);
const badValue = fc.constantFrom(...BAD_VALUES.map(([, v]) => v));

/** Bodies built from the route's fields and, where there is one, a valid sample to bend. */
function fieldBodies(
  fields: Fields,
  sample: Record<string, unknown> | undefined,
  runs: number,
  seed: number,
  versioned?: number,
): Req[] {
  const base = sample ?? {};
  const out: Req[] = [];
  for (const [name, v] of BAD_VALUES)
    out.push(json(`every field ${name}`, Object.fromEntries(fields.names.map((k) => [k, v]))));
  if (sample) {
    out.push(json('the sample', sample));
    out.push(json('the sample with an extra field', { ...sample, hostileExtra: 1 }));
    for (const k of fields.required) {
      const { [k]: _drop, ...rest } = base;
      out.push(json(`the sample without ${k}`, rest));
    }
    // each field of the sample through the edges of its type, the others valid
    for (const k of Object.keys(sample)) {
      const edges = edgesFor(sample[k]);
      for (const [name, v] of edges) out.push(json(`${k} ${name}`, { ...sample, [k]: v }));
      // the back office's record form saves only what changed (decision 0059)
      if (versioned !== undefined)
        for (const [name, v] of edges.slice(0, 4))
          out.push(
            json(`versioned ${k} ${name}`, { version: versioned, changes: { [k]: v }, base: { [k]: sample[k] } }),
          );
    }
  }
  // each field bad in turn, the others as in the sample
  fields.names.forEach((k, i) => {
    if (sample && k in sample) return;
    const [name, v] = BAD_VALUES[(i + seed) % BAD_VALUES.length]!;
    out.push(json(`${k} ${name}`, { ...base, [k]: v }));
  });
  if (fields.names.length) {
    const arb = fc.record(Object.fromEntries(fields.names.map((k) => [k, fc.oneof(plausible, badValue)])), {
      requiredKeys: [],
    });
    for (const body of fc.sample(arb, { seed, numRuns: runs })) out.push(json('fast-check', { ...base, ...body }));
  }
  return out;
}

// ── writes ──────────────────────────────────────────────────────────────────────────────────────────────────

/** Counts every row written to every table of the app, in a table of its own, by triggers (test database only). */
async function installWriteCounters(database: Database): Promise<void> {
  const { db } = database;
  if (database.dialect === 'sqlite') {
    const rows = (
      await sql<{
        name: string;
        sql: string;
      }>`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db)
    ).rows;
    const virtual = rows.filter((r) => /^CREATE VIRTUAL/i.test(r.sql)).map((r) => r.name);
    const tables = rows.map((r) => r.name).filter((n) => !virtual.some((v) => n === v || n.startsWith(`${v}_`)));
    await sql`CREATE TABLE hostile_writes (tbl TEXT PRIMARY KEY, n INTEGER NOT NULL)`.execute(db);
    for (const t of tables) {
      await sql`INSERT INTO hostile_writes VALUES (${t}, 0)`.execute(db);
      for (const op of ['INSERT', 'UPDATE', 'DELETE']) {
        await sql
          .raw(
            `CREATE TRIGGER "hostile_${t}_${op}" AFTER ${op} ON "${t}" BEGIN UPDATE hostile_writes SET n = n + 1 WHERE tbl = '${t}'; END`,
          )
          .execute(db);
      }
    }
    return;
  }
  const tables = (
    await sql<{ tablename: string }>`SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`.execute(db)
  ).rows.map((r) => r.tablename);
  await sql`CREATE TABLE hostile_writes (tbl text PRIMARY KEY, n bigint NOT NULL)`.execute(db);
  await sql
    .raw(
      `CREATE FUNCTION hostile_count() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE hostile_writes SET n = n + 1 WHERE tbl = TG_TABLE_NAME; RETURN NULL; END $$`,
    )
    .execute(db);
  for (const t of tables) {
    await sql`INSERT INTO hostile_writes VALUES (${t}, 0)`.execute(db);
    await sql
      .raw(
        `CREATE TRIGGER hostile_w AFTER INSERT OR UPDATE OR DELETE ON "${t}" FOR EACH ROW EXECUTE FUNCTION hostile_count()`,
      )
      .execute(db);
  }
}

/** Tables written since the last call (and the counts start again). */
async function writtenTables(database: Database): Promise<string[]> {
  const rows = (await sql<{ tbl: string }>`SELECT tbl FROM hostile_writes WHERE n > 0`.execute(database.db)).rows;
  if (rows.length) await sql`UPDATE hostile_writes SET n = 0 WHERE n > 0`.execute(database.db);
  return rows.map((r) => r.tbl);
}

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

const ADDRESS: Record<string, unknown> = { title: 'Home', city: 0, district: 0, place: 0, address: 'Nizami küçəsi 10' };

/** Valid bodies of the shop's forms, to bend one field at a time. */
const shopSamples = (ids: { product: number }): Record<string, Record<string, unknown>> => ({
  '/api/auth/signup': signupForm('994507770099'),
  '/api/auth/login': { username: CUSTOMER_MOBILE, password: 'wrong horse 1' },
  '/api/auth/remind': { username: CUSTOMER_MOBILE },
  '/api/users/create-address': ADDRESS,
  '/api/users/update-address/:id': ADDRESS,
  '/api/users/update-info': { firstName: 'Aysel', lastName: 'Məmmədova', email: 'aysel@mail.az', gender: 'f' },
  '/api/users/add-to-cart': { product_id: ids.product, qty: 1, max: 5, size: null },
  '/api/users/change-qty': { product_id: ids.product, qty: 2, size: null },
  '/api/users/add-to-wishlist': { product_id: ids.product },
  '/api/users/add-to-compare': { product_id: ids.product },
  '/api/users/remove-item-cart/:id': { size: null },
  '/api/cart/summary': {
    cart: [{ id: ids.product, qty: 1, size: null }],
    mobile: null,
    city: null,
    delivery: 'pickup',
    payment: 'cash',
  },
  '/api/lists/details': { ids: [ids.product] },
  '/api/checkout': {
    cart: [{ id: ids.product, qty: 1 }],
    source: 'buyNow',
    fullName: 'Aysel Məmmədova',
    mobile: '994505551234',
    delivery: 'delivery',
    city: ADDRESS.city,
    district: ADDRESS.district,
    place: ADDRESS.place,
    address: 'Nizami küçəsi 10',
    payment: 'card',
    promoCode: null,
    isMyAddress: false,
  },
  '/api/feedbacks/send': {
    type: 'info',
    firstName: 'Aysel',
    lastName: 'Məmmədova',
    email: 'aysel@mail.az',
    mobile: '994505551234',
    message: 'Salam',
  },
  '/api/careers/send': {
    firstName: 'Aysel',
    lastName: 'Məmmədova',
    email: 'aysel@mail.az',
    mobile: '994505551234',
    address: 'Bakı',
    birthday: null,
    vacancyId: null,
  },
  '/api/reviews': {
    productId: ids.product,
    review: 'Yaxşıdır',
    fullName: 'Aysel M',
    email: 'aysel@mail.az',
    rating: 5,
  },
  '/api/subscriptions/send': { email: 'aysel@mail.az' },
});
