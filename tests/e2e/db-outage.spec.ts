import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { tcpProxy } from '../../src/server/testing/tcp-proxy.ts';

/**
 * A database outage against the real production build (OPS-10, decision 0067): the shop runs as `npm start`
 * runs it (src/server/start.ts, build/ made by tests/e2e/run.ts) on its own PostgreSQL database behind a TCP proxy
 * that the test cuts. While it is cut every page and API answer is a 503 with Retry-After — a page the unavailable
 * page in its language —, /livez stays 200 and /readyz is 503; once it is back the same requests answer 200 without
 * a restart. PostgreSQL only (TEST_DATABASE_URL, as CI sets it): an SQLite file cannot be taken away like this.
 */
const root = path.resolve(import.meta.dirname, '../..');
const adminUrl = process.env.TEST_DATABASE_URL;

test.skip(!adminUrl, 'needs TEST_DATABASE_URL (a PostgreSQL server)');
test.describe.configure({ mode: 'serial' });

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

async function adminQuery(q: string): Promise<void> {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(q);
  } finally {
    await c.end();
  }
}

const dbName = `store_e2e_outage_${Date.now().toString(36)}_${process.pid}`;
let proxy: Awaited<ReturnType<typeof tcpProxy>>;
let server: ChildProcess;
let base: string;
let dataDir: string;
let log = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await adminQuery(`CREATE DATABASE ${dbName}`);
  const target = new URL(adminUrl!);
  proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const viaProxy = new URL(adminUrl!);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  viaProxy.pathname = `/${dbName}`;
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-outage-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: viaProxy.toString(),
      SEED_PRODUCTS: '40',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  server.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const deadline = Date.now() + 200_000;
  for (;;) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error(`the shop did not start:\n${log}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  await proxy?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
});

/** Pages in each language, and API calls that read the database. */
const PAGES = [
  { path: '/', lang: 'az', title: 'Mağaza bir azdan qayıdacaq' },
  { path: '/ru/', lang: 'ru', title: 'Магазин скоро вернётся' },
  { path: '/en/sale', lang: 'en', title: 'The shop will be back in a moment' },
];
const API = ['/api/products/1?lang=en', '/api/popups?lang=ru'];

const get = (p: string, headers: Record<string, string> = {}) => fetch(base + p, { headers, redirect: 'manual' });

test('while the database is cut off every page and API call answers 503 with Retry-After; they answer 200 once it is back', async () => {
  test.setTimeout(120_000);
  for (const p of PAGES) expect((await get(p.path)).status, p.path).toBe(200);
  for (const a of API) expect([200, 404], a).toContain((await get(a)).status);
  const apiBefore = await Promise.all(API.map(async (a) => (await get(a)).status));

  await proxy.stop();
  // guests' pages may be kept for PAGE_CACHE_SECONDS (1 s): past it, every answer is rendered anew
  await new Promise((r) => setTimeout(r, 1_200));
  for (const p of PAGES) {
    const res = await get(p.path);
    expect(res.status, p.path).toBe(503);
    expect(res.headers.get('retry-after'), p.path).toBe('5');
    expect(res.headers.get('cache-control'), p.path).toBe('no-store');
    const html = await res.text();
    expect(html, p.path).toContain(`<html lang="${p.lang}"`);
    expect(html, p.path).toContain(`<h1>${p.title}</h1>`);
    expect(html, p.path).not.toMatch(/ECONNREFUSED|127\.0\.0\.1:\d+|Connection terminated/);
  }
  // a signed-in browser's cookies (a session the database would be asked about) change nothing
  expect((await get('/en/sale', { cookie: 'volt_at=x; volt_rt=y' })).status).toBe(503);
  for (const a of API) {
    const res = await get(a);
    expect(res.status, a).toBe(503);
    expect(res.headers.get('retry-after'), a).toBe('5');
    const body = (await res.json()) as { ok: boolean; error: string };
    expect(body.ok).toBe(false);
    expect(body.error).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
  }
  expect((await get('/api/products/1?lang=ru')).headers.get('retry-after')).toBe('5');
  expect((await (await get('/api/products/1?lang=ru')).json()).error).toBe(
    'Сервис временно недоступен. Попробуйте ещё раз чуть позже.',
  );
  // the sitemap (outside the API and the pages) and the bank's way back to the shop too
  for (const p of ['/sitemap.xml', '/payment/return?ref=99999999']) {
    const res = await get(p);
    expect(res.status, p).toBe(503);
    expect(res.headers.get('retry-after'), p).toBe('5');
  }
  // the balancer's view: alive, not ready
  expect((await get('/livez')).status).toBe(200);
  expect((await get('/readyz')).status).toBe(503);

  await proxy.start();
  await expect.poll(async () => (await get('/readyz')).status, { timeout: 30_000 }).toBe(200);
  await expect.poll(async () => (await get(PAGES[0]!.path)).status, { timeout: 30_000 }).toBe(200);
  for (const p of PAGES) expect((await get(p.path)).status, p.path).toBe(200);
  expect(await Promise.all(API.map(async (a) => (await get(a)).status))).toEqual(apiBefore);
  expect((await get('/sitemap.xml')).status).toBe(200);
  // an unknown (well-formed) reference goes to the home page
  expect((await get('/payment/return?ref=99999999')).status).toBe(303);
});

test('in a browser: the unavailable page in the page\'s language, and "Try again" brings the shop back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await proxy.stop();
  try {
    await new Promise((r) => setTimeout(r, 1_200));
    const res = await page.goto(`${base}/ru/`);
    expect(res?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Магазин скоро вернётся');
    await expect(page).toHaveTitle(/Магазин скоро вернётся/);
  } finally {
    await proxy.start();
  }
  await expect.poll(async () => (await get('/readyz')).status, { timeout: 30_000 }).toBe(200);
  const back = page.waitForResponse((r) => r.url() === `${base}/ru/` && r.request().resourceType() === 'document');
  await page.getByRole('link', { name: 'Попробовать снова' }).click();
  expect((await back).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', /^ru/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Магазин скоро вернётся');
});
