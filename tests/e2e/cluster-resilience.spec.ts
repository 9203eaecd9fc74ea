import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { buildDir, exited, newInstance, otherSources, ready, snapshotBuild, start, stop } from './cluster-instances';
import { A, B, clusterSuite, on, servedBy } from './cluster.fixtures';
import { hydrated } from './press-until';

/**
 * The cluster test (OPS-7…OPS-13; its set-up: cluster.fixtures.ts), resilience: an instance started while the other
 * serves leaves build/ alone, and both ride out a database outage. What it proves: docs/operations.md §10.
 */
const { cluster, sql } = clusterSuite();

/** The browser scripts a page refers to (module scripts, preloads and the imports of its inline scripts). */
const scriptsOf = (html: string) => [
  ...new Set([...html.matchAll(/["'(](\/assets\/[^"'()\s]+\.js)/g)].map((m) => m[1]!)),
];

test('starting an instance while the other serves leaves build/ untouched (on changed sources it stops and says to build), and every script of a page answers 200 on both', async ({
  page,
}) => {
  const { api, instances, lb, env } = cluster;
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
  const { api, dbLink } = cluster;
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
