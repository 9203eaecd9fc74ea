import { randomUUID } from 'node:crypto';
import { pickupBranch } from './place-order';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import sharp from 'sharp';
import { MIGRATIONS } from '../../src/server/db/migrate.ts';
import { pdfBytes } from '../../src/server/modules/careers/sample-files.ts';
import { copyProduct } from './admin-staff-session';
import { A, B, clusterSuite, on, servedBy } from './cluster.fixtures';

/**
 * The cluster test (OPS-7…OPS-13; its set-up: cluster.fixtures.ts): two instances on one fresh database behind a
 * round-robin balancer. Here: both boot together, a session and a code travel between them, an import, the sitemap,
 * pictures and CVs. What it proves, test by test: docs/operations.md §10.
 */
const { cluster, sql, ownerSession } = clusterSuite();

test('two instances started together on an empty database both come up: one owner, one demo customer, migrations run once', async () => {
  const { api, instances, bootMs } = cluster;
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
  const { api, instances, lb } = cluster;
  const mobile = `99455${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const product = (
    await sql<{ id: number }>('SELECT id FROM products WHERE active = 1 AND stock > 5 ORDER BY id LIMIT 1')
  )[0]!.id;
  const body = {
    cart: [{ id: product, qty: 1 }],
    source: 'buyNow',
    fullName: 'Aysel Quliyeva',
    mobile: `+${mobile}`,
    delivery: 'pickup',
    branch: await pickupBranch(api, [{ id: product, qty: 1 }]),
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
  const { api, lb } = cluster;
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
  const { api } = cluster;
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
