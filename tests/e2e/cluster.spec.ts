import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import sharp from 'sharp';
import { MIGRATIONS } from '../../src/server/db/migrate.ts';
import { pdfBytes } from '../../src/server/modules/careers/sample-files.ts';
import { startS3TestServer, type S3TestServer } from '../../src/server/testing/s3-test-server.ts';
import { tcpProxy } from '../../src/server/testing/tcp-proxy.ts';
import { copyProduct } from './admin-staff-session';
import {
  buildDir,
  createDatabase,
  exited,
  newInstance,
  otherSources,
  pgQuery,
  ready,
  snapshotBuild,
  start,
  stop,
  type Instance,
} from './cluster-instances';
import { PIN_HEADER, roundRobinProxy, SERVED_BY_HEADER, type RoundRobinProxy } from './cluster-proxy';
import { hydrated } from './press-until';

/**
 * The cluster test (OPS-7…OPS-13): two instances of the real production build, started as `npm start` starts the shop,
 * on one fresh PostgreSQL database, each with its own DATA_DIR and nothing else shared, behind a small round-robin
 * balancer (cluster-proxy.ts; TRUST_PROXY names it, PUBLIC_URL is its address). Every request goes through the
 * balancer; where a test needs "A sends, B checks" it pins that request to one instance. The instances reach the
 * database through a TCP proxy the outage test cuts, and keep uploads in one S3-protocol store (STORAGE=s3,
 * startS3TestServer). PostgreSQL only (TEST_DATABASE_URL, as CI sets it); runs in the first browser project only.
 * What it proves, test by test: docs/operations.md §10.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
test.skip(!adminUrl, 'needs TEST_DATABASE_URL (a PostgreSQL server)');
test.describe.configure({ mode: 'serial' });

const A = 0;
const B = 1;
let db: Awaited<ReturnType<typeof createDatabase>>;
let dbLink: Awaited<ReturnType<typeof tcpProxy>>;
let lb: RoundRobinProxy;
let s3: S3TestServer;
let instances: Instance[] = [];
let env: Record<string, string>;
let api: APIRequestContext;
let bootMs = 0;

/** Headers that send one request to instance `i` through the balancer. */
const on = (i: number) => ({ [PIN_HEADER]: String(i) });
const servedBy = (r: APIResponse) => Number(r.headers()[SERVED_BY_HEADER]);
const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  pgQuery<R>(db.url, text, values);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  db = await createDatabase(adminUrl!, 'cluster');
  const target = new URL(adminUrl!);
  dbLink = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const viaLink = new URL(db.url);
  viaLink.host = `127.0.0.1:${dbLink.port}`;
  lb = await roundRobinProxy();
  // the shared object store for uploads (STORAGE=s3): a local server speaking the S3 protocol
  s3 = await startS3TestServer();
  instances = [await newInstance('a'), await newInstance('b')];
  lb.setUpstreams(instances.map((i) => i.url));
  env = {
    DATABASE_URL: viaLink.toString(),
    PUBLIC_URL: lb.url,
    TRUST_PROXY: '127.0.0.1',
    SEED_PRODUCTS: '40',
    DB_POOL_SIZE: '4',
    // every guest of this test comes from the balancer's one address
    OTP_SENDS_PER_IP_PER_HOUR: '1000',
    ...s3.env,
  };
  // both at the same moment, on the empty database
  const started = Date.now();
  for (const inst of instances) start(inst, env);
  await Promise.all(instances.map((inst) => ready(inst, 200_000)));
  bootMs = Date.now() - started;
  api = await playwrightRequest.newContext({ baseURL: lb.url });
});

test.afterAll(async () => {
  await api?.dispose();
  await Promise.all(instances.map((i) => stop(i)));
  for (const i of instances) fs.rmSync(i.dataDir, { recursive: true, force: true });
  await lb?.close();
  await dbLink?.stop();
  await s3?.stop();
  await db?.drop();
  if (test.info().status !== test.info().expectedStatus)
    for (const i of instances) console.log(`--- instance ${i.name} ---\n${i.log}`);
});

/** The back office's owner, signed in through the balancer; the password is the one the instance that made the account printed. */
async function ownerSession(): Promise<APIRequestContext> {
  const printed = instances
    .map((i) => /back office owner: owner@volt\.az, password (\S+) at \/admin\/login/.exec(i.log)?.[1])
    .filter(Boolean);
  expect(printed).toHaveLength(1);
  const ctx = await playwrightRequest.newContext({ baseURL: lb.url });
  const r = await ctx.post('/api/admin/auth/login', { data: { login: 'owner@volt.az', password: printed[0] } });
  expect(r.status(), await r.text()).toBe(200);
  return ctx;
}

test('two instances started together on an empty database both come up: one owner, one demo customer, migrations run once', async () => {
  for (const inst of instances) {
    expect(inst.proc!.exitCode, `instance ${inst.name} exited:\n${inst.log}`).toBeNull();
    expect((await api.get('/readyz', { headers: on(instances.indexOf(inst)) })).status(), inst.name).toBe(200);
  }
  console.log(`[cluster] both instances ready ${bootMs} ms after starting together`);
  const owners = await sql<{ n: string }>(`SELECT count(*) AS n FROM users WHERE roles LIKE '%owner%'`);
  expect(Number(owners[0]!.n)).toBe(1);
  const demo = await sql<{ n: string }>(`SELECT count(*) AS n FROM users WHERE mobile = '994501234567'`);
  expect(Number(demo[0]!.n)).toBe(1);
  const applied = (await sql<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map((r) => r.name);
  expect(applied).toEqual(MIGRATIONS.map((m) => m.name).sort());
  // one instance ran the first boot and said so; the other found it done
  const said = (re: RegExp) => instances.filter((i) => re.test(i.log)).map((i) => i.name);
  expect(said(/migrations applied: /)).toHaveLength(1);
  expect(said(/demo store seeded/)).toHaveLength(1);
  expect(said(/back office owner: /)).toHaveLength(1);
  expect(said(/demo customer: mobile /)).toHaveLength(1);
  expect(said(/signing keys made in the database/)).toHaveLength(1);
  const keys = await sql<{ name: string; n: string }>(
    'SELECT name, count(*) AS n FROM shop_secrets GROUP BY name ORDER BY name',
  );
  expect(keys.map((k) => [k.name, Number(k.n)])).toEqual([
    ['otp', 1],
    ['session', 1],
    ['test-gateway', 1],
  ]);
  // and the balancer spreads the shop over both
  const homes = await Promise.all([0, 1, 2, 3].map(() => api.get('/en/')));
  expect(homes.map((r) => r.status())).toEqual([200, 200, 200, 200]);
  expect(new Set(homes.map(servedBy))).toEqual(new Set([A, B]));
});

/** The newest one-time code texted to `mobile` (digits), from the shop's SMS outbox (the default SMS driver records every message). */
async function codeSentTo(mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const rows = await sql<{ body: string }>(
          `SELECT body FROM sms_outbox WHERE mobile = $1 AND purpose = 'otp' ORDER BY id DESC LIMIT 1`,
          [mobile],
        );
        code = rows[0] ? /\b(\d{6})\b/.exec(rows[0].body)?.[1] : undefined;
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return code!;
}

test('a guest checkout whose code is texted by A is confirmed by B; a customer signed in on one is signed in on both, without renewals, and signed out on both by a logout on one', async () => {
  const mobile = `99455${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const branches = (await (await api.get('/api/places/branches?lang=en')).json()) as {
    data: { branches: { id: number }[] };
  };
  const product = (
    await sql<{ id: number }>('SELECT id FROM products WHERE active = 1 AND stock > 5 ORDER BY id LIMIT 1')
  )[0]!.id;
  const body = {
    cart: [{ id: product, qty: 1 }],
    source: 'buyNow',
    fullName: 'Aysel Quliyeva',
    mobile: `+${mobile}`,
    delivery: 'pickup',
    branch: branches.data.branches[0]!.id,
    payment: 'cash',
    lang: 'en',
  };
  const headers = { 'idempotency-key': randomUUID() };
  const first = await api.post('/api/checkout', { data: body, headers: { ...headers, ...on(A) } });
  expect(first.status(), await first.text()).toBe(200);
  expect(servedBy(first)).toBe(A);
  const { otpToken } = ((await first.json()) as { data: { next: string; otpToken: string } }).data;
  const code = await codeSentTo(mobile);
  const placed = await api.post('/api/checkout', {
    data: { ...body, otpToken, otpCode: code },
    headers: { ...headers, ...on(B) },
  });
  expect(servedBy(placed)).toBe(B);
  expect(placed.status(), await placed.text()).toBe(200);
  const done = ((await placed.json()) as { data: { next: string; token: string } }).data;
  expect(done.next).toBe('done');
  expect((await sql<{ n: string }>('SELECT count(*) AS n FROM orders WHERE mobile = $1', [mobile]))[0]!.n).toBe('1');

  // the demo customer signs in on A; every hop after that, to either instance, is the same signed-in customer and
  // carries no new session cookie (a renewal would rotate the refresh token at every hop)
  const password = instances
    .map((i) => /demo customer: mobile \d+, password (\S+) \(kept/.exec(i.log)?.[1])
    .find(Boolean);
  const customer = await playwrightRequest.newContext({ baseURL: lb.url });
  try {
    const login = await customer.post('/api/auth/login', {
      data: { username: '994501234567', password, lang: 'en' },
      headers: on(A),
    });
    expect(login.status(), await login.text()).toBe(200);
    const seen = new Set<number>();
    for (let hop = 0; hop < 6; hop++) {
      const r = await customer.get('/api/auth');
      seen.add(servedBy(r));
      expect(r.status()).toBe(200);
      expect(
        ((await r.json()) as { data: { user: { mobile: string } | null } }).data.user?.mobile,
        `hop ${hop}`,
      ).toBeTruthy();
      expect(
        r.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie'),
        `hop ${hop} renewed the session`,
      ).toEqual([]);
    }
    expect(seen).toEqual(new Set([A, B]));
    // a page of the cabinet on each instance
    for (const i of [A, B]) {
      const page = await customer.get('/en/cabinet', { headers: on(i), maxRedirects: 0 });
      expect(page.status(), `cabinet on instance ${i}`).toBe(200);
    }
    // signed out on A: the same cookies, kept by someone, are a guest's on B too
    const kept = await customer.storageState();
    const out = await customer.post('/api/auth/logout', { data: { lang: 'en' }, headers: on(A) });
    expect(out.status(), await out.text()).toBe(200);
    const replay = await playwrightRequest.newContext({ baseURL: lb.url, storageState: kept });
    try {
      const r = await replay.get('/api/auth', { headers: on(B) });
      expect(((await r.json()) as { data: { user: unknown } }).data.user).toBeNull();
      expect((await replay.get('/en/cabinet', { headers: on(B), maxRedirects: 0 })).status()).not.toBe(200);
    } finally {
      await replay.dispose();
    }
  } finally {
    await customer.dispose();
  }
});

test('a CSV import started on A is followed to its end on B (and on A)', async () => {
  const owner = await ownerSession();
  try {
    const list = await owner.get('/api/admin/products?limit=10&sort=id&dir=asc&f.active=1', { headers: on(B) });
    expect(list.status(), await list.text()).toBe(200);
    const items = (
      (await list.json()) as { data: { items: { id: number; sku: string; stock: number }[] } }
    ).data.items.slice(0, 3);
    expect(items).toHaveLength(3);
    const csv = ['sku,stock', ...items.map((p) => `${p.sku},${p.stock + 7}`)].join('\r\n') + '\r\n';
    const started = await owner.post('/api/admin/products/import', {
      headers: on(A),
      multipart: { file: { name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) }, dryRun: '0' },
    });
    expect(started.status(), await started.text()).toBe(200);
    const { jobId } = ((await started.json()) as { data: { jobId: string } }).data;
    type Job = { state: string; processed: number; total: number; changedRows: number; applied: number };
    const job = async (i: number) => {
      const r = await owner.get(`/api/admin/products/import/${jobId}`, { headers: on(i) });
      expect(r.status(), `progress asked of instance ${i}: ${await r.text()}`).toBe(200);
      return ((await r.json()) as { data: Job }).data;
    };
    await expect.poll(async () => (await job(B)).state, { timeout: 20_000 }).toBe('done');
    for (const i of [B, A])
      expect(await job(i)).toMatchObject({ state: 'done', processed: 3, total: 3, changedRows: 3, applied: 3 });
    // the stock the file gave, as the other instance's list shows it
    for (const p of items) {
      const r = await owner.get(`/api/admin/products?q=${encodeURIComponent(p.sku)}`, { headers: on(B) });
      const found = ((await r.json()) as { data: { items: { sku: string; stock: number }[] } }).data.items.find(
        (x) => x.sku === p.sku,
      );
      expect(found?.stock, p.sku).toBe(p.stock + 7);
    }
  } finally {
    await owner.dispose();
  }
});

test("a product made or hidden in the back office on A is in or out of B's sitemap within a couple of seconds; an edit on A shows on B's page", async () => {
  const owner = await ownerSession();
  try {
    const from = (await sql<{ id: number }>('SELECT id FROM products WHERE active = 1 ORDER BY id LIMIT 1'))[0]!.id;
    const stamp = Date.now().toString(36).toUpperCase();
    const id = await copyProduct(owner, from, `CLUSTER-${stamp}`, `Cluster ${stamp}`);
    const info = async (i: number) => {
      const r = await owner.get(`/api/admin/products/info/${id}`, { headers: on(i) });
      expect(r.status(), await r.text()).toBe(200);
      return (
        (await r.json()) as {
          data: { siteUrl: string; fields: { name: string; value: unknown; readOnly?: boolean; component: string }[] };
        }
      ).data;
    };
    const form = async (i: number) => {
      const body: Record<string, unknown> = {};
      for (const f of (await info(i)).fields) {
        if (f.readOnly || f.component === 'readonly') continue;
        const dot = f.name.indexOf('.');
        if (dot > 0) ((body[f.name.slice(0, dot)] ??= {}) as Record<string, unknown>)[f.name.slice(dot + 1)] = f.value;
        else body[f.name] = f.value;
      }
      return body;
    };
    const save = async (i: number, changes: Record<string, unknown>) => {
      const r = await owner.post(`/api/admin/products/update/${id}`, {
        data: { ...(await form(i)), ...changes },
        headers: on(i),
      });
      expect(r.status(), await r.text()).toBe(200);
    };
    const sitemapOfB = async () => {
      const r = await api.get('/sitemap-products-1.xml', { headers: on(B) });
      expect(r.status()).toBe(200);
      return r.text();
    };
    // copies start hidden: shown on A
    await save(A, { active: true, stock: 5 });
    const loc = `<loc>${lb.url}${(await info(A)).siteUrl}</loc>`;
    let t = Date.now();
    await expect.poll(sitemapOfB, { timeout: 3_000, intervals: [100] }).toContain(loc);
    console.log(`[cluster] a product shown on A was in B's sitemap after ${Date.now() - t} ms`);

    // a new title on A: B's product page (the new address) shows it
    await save(A, { title: { az: `Klaster ${stamp}`, ru: `Кластер ${stamp}`, en: `Cluster edited ${stamp}` } });
    const page = (await info(A)).siteUrl;
    await expect
      .poll(
        async () => {
          const r = await api.get(page, { headers: on(B) });
          return r.status() === 200 ? /<h1[^>]*>([^<]*)</.exec(await r.text())?.[1] : `status ${r.status()}`;
        },
        { timeout: 3_000, intervals: [100] },
      )
      .toContain(`Klaster ${stamp}`);

    // hidden on A: out of B's sitemap
    await save(A, { active: false });
    const moved = `<loc>${lb.url}${page}</loc>`;
    t = Date.now();
    await expect.poll(sitemapOfB, { timeout: 3_000, intervals: [100] }).not.toContain(moved);
    console.log(`[cluster] a product hidden on A left B's sitemap after ${Date.now() - t} ms`);
  } finally {
    await owner.dispose();
  }
});

test('a picture uploaded through A is served by B; a CV uploaded through A is attached on B and downloaded from both', async () => {
  const owner = await ownerSession();
  try {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e11d48' } })
      .png()
      .toBuffer();
    const up = await owner.post('/api/admin/media/upload', {
      headers: on(A),
      multipart: { file: { name: 'red.png', mimeType: 'image/png', buffer: png }, area: 'product' },
    });
    expect(up.status(), await up.text()).toBe(200);
    expect(servedBy(up)).toBe(A);
    const { key, url } = ((await up.json()) as { data: { key: string; url: string } }).data;
    for (const path of [url, `/i/p/300/${key}`, `/i/p/1000/${key}`]) {
      const onB = await api.get(path, { headers: on(B) });
      expect(onB.status(), `${path} on B`).toBe(200);
      expect(onB.headers()['content-type'], path).toMatch(/^image\//);
      expect((await onB.body()).length, path).toBeGreaterThan(0);
      // and in turn through the balancer
      const both = [await api.get(path), await api.get(path)];
      expect(
        both.map((r) => r.status()),
        path,
      ).toEqual([200, 200]);
      expect(new Set(both.map(servedBy)), path).toEqual(new Set([A, B]));
    }

    // an applicant's CV: uploaded through A, named by the application sent through B, downloaded by staff from both
    const cv = pdfBytes('Cluster CV');
    const file = await api.post('/api/careers/files/upload/file', {
      headers: on(A),
      multipart: { file: { name: 'Aysel CV.pdf', mimeType: 'application/pdf', buffer: cv } },
    });
    expect(file.status(), await file.text()).toBe(200);
    const { name } = ((await file.json()) as { data: { name: string } }).data;
    const email = `cluster-${Date.now().toString(36)}@mail.az`;
    const sent = await api.post('/api/careers/send', {
      headers: on(B),
      data: {
        lang: 'en',
        vacancyId: null,
        firstName: 'Aysel',
        lastName: 'Məmmədova',
        email,
        mobile: '+994 50 555 12 34',
        address: 'Bakı, Nizami küç. 10',
        info: '',
        file: name,
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const id = (await sql<{ id: number }>('SELECT id FROM job_applications WHERE email = $1', [email]))[0]!.id;
    for (const i of [A, B]) {
      const dl = await owner.get(`/api/admin/applications/file/${id}`, { headers: on(i) });
      expect(dl.status(), `the CV from instance ${i}`).toBe(200);
      expect(Buffer.compare(await dl.body(), cv), `the CV from instance ${i}`).toBe(0);
    }
  } finally {
    await owner.dispose();
  }
});

/** The browser scripts a page refers to (module scripts, preloads and the imports of its inline scripts). */
const scriptsOf = (html: string) => [
  ...new Set([...html.matchAll(/["'(](\/assets\/[^"'()\s]+\.js)/g)].map((m) => m[1]!)),
];

test('starting an instance while the other serves leaves build/ untouched (on changed sources it stops and says to build), and every script of a page answers 200 on both', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const before = snapshotBuild(buildDir);
  expect(Object.keys(before)).toContain('.stamp');
  const home = await api.get('/en/', { headers: on(A) });
  const scripts = scriptsOf(await home.text());
  expect(scripts.length).toBeGreaterThan(2);

  // while A serves the page and its scripts, two starts from this build/: B, stopped and started again on the same
  // sources, and one on changed sources (a new release copied in, `npm run build` not run), which must stop and say
  // what to do before it touches build/ or the database
  const checkout = otherSources();
  const stale = await newInstance('stale');
  const failures: string[] = [];
  let rounds = 0;
  try {
    await stop(instances[B]!);
    const restarted = Date.now();
    start(instances[B]!, env);
    start(stale, env, checkout.dir);
    let staleMs = 0;
    void exited(stale, 60_000).then(() => (staleMs = Date.now() - restarted));
    let up: boolean | undefined;
    void ready(instances[B]!, 120_000).then((r) => (up = r));
    while (up === undefined) {
      rounds++;
      for (const s of ['/en/', ...scripts]) {
        const r = await api.get(s, { headers: on(A) });
        if (r.status() !== 200) failures.push(`${s}: ${r.status()}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    const code = await exited(stale, 60_000);
    console.log(
      `[cluster] B ready again ${Date.now() - restarted} ms after its start, the start on changed sources stopped after ${staleMs} ms (exit ${code}); A answered the page and its ${scripts.length} scripts ${rounds} times meanwhile`,
    );
    expect(code, `the start on changed sources did not stop:\n${stale.log}`).not.toBeNull();
    expect(code, stale.log).not.toBe(0);
    expect(stale.log).toContain('run `npm run build`');
    expect(stale.log).not.toMatch(/building the web app|shop ready/);
  } finally {
    await stop(stale);
    checkout.remove();
    fs.rmSync(stale.dataDir, { recursive: true, force: true });
  }
  expect(instances[B]!.proc!.exitCode, `instance b did not start again:\n${instances[B]!.log}`).toBeNull();
  expect((await api.get('/readyz', { headers: on(B) })).status()).toBe(200);
  expect(failures, `A's answers while B started (${rounds} rounds)`).toEqual([]);
  expect(instances[B]!.log).not.toMatch(/building the web app/);
  expect(snapshotBuild(buildDir)).toEqual(before);

  // through the balancer, in turn: the page and each of its scripts from both instances
  for (const s of ['/en/', ...scripts]) {
    const answers = [await api.get(s), await api.get(s)];
    expect(
      answers.map((r) => r.status()),
      s,
    ).toEqual([200, 200]);
    expect(new Set(answers.map(servedBy)), s).toEqual(new Set([A, B]));
  }
  // and in a browser: every script the page loads answers 200 and the page comes alive
  const bad: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' && r.status() !== 200) bad.push(`${r.url()}: ${r.status()}`);
  });
  await page.goto(`${lb.url}/en/`);
  await hydrated(page.getByTestId('add-to-cart').first());
  expect(bad).toEqual([]);
});

test('while the database is cut off both instances answer 503 with Retry-After on pages and the API, and 200 once it is back', async () => {
  test.setTimeout(90_000);
  const PAGES = ['/', '/ru/', '/en/sale'];
  const APIS = [
    '/api/popups?lang=ru',
    `/api/products/${(await sql<{ id: number }>('SELECT id FROM products WHERE active = 1 ORDER BY id LIMIT 1'))[0]!.id}?lang=en`,
  ];
  for (const i of [A, B])
    for (const p of [...PAGES, ...APIS])
      expect((await api.get(p, { headers: on(i) })).status(), `${p} on ${i}`).toBe(200);

  await dbLink.stop();
  try {
    // guests' pages may be kept for PAGE_CACHE_SECONDS (1 s): past it, every answer is rendered anew
    await new Promise((r) => setTimeout(r, 1_200));
    for (const i of [A, B]) {
      for (const p of [...PAGES, ...APIS]) {
        const r = await api.get(p, { headers: on(i), maxRedirects: 0 });
        expect(r.status(), `${p} on instance ${i}`).toBe(503);
        expect(r.headers()['retry-after'], `${p} on instance ${i}`).toBe('5');
      }
      expect((await api.get('/readyz', { headers: on(i) })).status()).toBe(503);
      expect((await api.get('/livez', { headers: on(i) })).status()).toBe(200);
    }
    // what a shopper sees through the balancer: the unavailable page in the page's language
    expect(await (await api.get('/ru/')).text()).toContain('<h1>Магазин скоро вернётся</h1>');
  } finally {
    await dbLink.start();
  }
  for (const i of [A, B])
    await expect
      .poll(async () => (await api.get('/readyz', { headers: on(i) })).status(), { timeout: 30_000 })
      .toBe(200);
  for (const i of [A, B])
    for (const p of [...PAGES, ...APIS])
      expect((await api.get(p, { headers: on(i) })).status(), `${p} on ${i}`).toBe(200);
});
