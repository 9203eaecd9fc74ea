/**
 * `npm run bench:auth` — the cost of sessions (PERF-12, decision 0028).
 *
 *   node --import tsx bench/auth.bench.ts [--engine sqlite|postgres|both] [--n 300] [--logins 20] [--profile <dir>]
 *
 * (--profile: the server writes a CPU profile there when it stops, node --cpu-prof)
 *
 * The shop as `npm start` runs it (`src/server/start.ts`, production build; built first if missing) in its own
 * process on 127.0.0.1, over a demo store of 1,500 products; this process is the browser: requests over HTTP with
 * keep-alive, one at a time, through node:http (`lib/http-client.ts`: the client reads the bytes and nothing more, so
 * its own work — global fetch's streams and decompression, several ms a page — is not charged to the server on this
 * 2-core machine; decision 0053). Prints
 * p50/p95 of:
 *  1. login (POST /api/auth/login): dominated by the scrypt check — its cost is printed alone too;
 *  2. an authenticated API call whose access token expired (GET /api/auth with the refresh cookie only): the hook
 *     rotates the refresh token (token, login and account read in one statement; on PostgreSQL the rotation, last use and new token written in one more) and sets both cookies;
 *  3. an authenticated API call with a live access token (GET /api/auth): the hook verifies the HMAC, no database
 *     read; the route reads the user once;
 *  4. an authenticated server-rendered page with a silent renewal (GET /en/cabinet with the refresh cookie only,
 *     and the `css` cookie of a browser that has the stylesheet cached; the same without it printed below):
 *     the rotation, then the page — the root loader with the customer's server lists, the profile; the first 20
 *     rounds of each are a warm-up and not counted;
 *  5. an authenticated add-to-cart (POST /api/users/add-to-cart with a live access token): the customer's row
 *     locked, the product and the cart read, the line written, the whole cart answered.
 * and, for 4 and 5, the server's CPU time per request (Linux /proc, all its threads).
 * Goal (PERF-12): p95 ≤ 20 ms for 4 and 5 on SQLite and PostgreSQL. Figures are printed, never asserted.
 * PostgreSQL needs BENCH_DATABASE_URL or TEST_DATABASE_URL.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { openBenchDatabase, benchPgUrl, seedBenchDatabase } from './lib/bench-db.ts';
import { startServerProcess } from './lib/server-process.ts';
import { pct } from './lib/stats.ts';
import { bodyText, httpClient, setCookies } from './lib/http-client.ts';
import { loadConfig } from '../src/server/config.ts';
import { buildIfNeeded } from '../src/server/build-if-needed.ts';
import { PasswordHasher } from '../src/server/modules/auth/password-hasher.ts';
import { UsersRepo } from '../src/server/modules/auth/users.repo.ts';

const { values: a } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    n: { type: 'string', default: '300' },
    logins: { type: 'string', default: '20' },
    profile: { type: 'string' },
  },
});
const n = Number(a.n);
/** untimed rounds of the server-rendered page before its figures (JIT compilation of the page's code) */
const WARM_UP = 20;
const logins = Number(a.logins);
const engines =
  a.engine === 'both'
    ? benchPgUrl()
      ? ['sqlite', 'postgres']
      : ['sqlite']
    : [a.engine === 'postgres' ? 'postgres' : 'sqlite'];

const fmt = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y);
  return `p50 ${pct(s, 50).toFixed(2)} ms, p95 ${pct(s, 95).toFixed(2)} ms (n=${s.length})`;
};

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildIfNeeded(ROOT, (m) => console.log(`build: ${m}`));

console.log(
  `auth bench: node ${process.version}, ${n} requests per figure, ${logins} logins; ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
for (const engine of engines as ('sqlite' | 'postgres')[]) {
  const dataDir = path.join(ROOT, 'data/bench', `auth-${engine}`);
  const { database, url } = await openBenchDatabase({
    engine,
    sqliteFile: path.join(dataDir, 'store.db'),
    pgName: 'store_bench_auth',
    reuse: false,
    poolSize: 2,
  });
  const mobile = '994501234500';
  const password = 'bench password 1';
  const hasher = PasswordHasher.owasp(loadConfig({ NODE_ENV: 'production' }).accounts.scryptLog2N);
  let hash: string;
  let ids: number[];
  try {
    await seedBenchDatabase(database, 1500);
    hash = await hasher.hash(password);
    await new UsersRepo(database.db).insert({
      firstName: 'Bench',
      lastName: 'User',
      email: null,
      mobile,
      mobileVerified: true,
      passwordHash: hash,
      marketingConsent: false,
      notificationConsent: true,
      lang: 'az',
      at: new Date().toISOString(),
    });
    ids = (
      await database.db
        .selectFrom('products')
        .select('id')
        .where('active', '=', 1)
        .where('sold', '=', 0)
        .where('stock', '>=', 5)
        .where('price_in_store', '=', 0)
        .orderBy('id')
        .limit(50)
        .execute()
    ).map((r) => r.id);
  } finally {
    await database.close();
  }
  const server = await startServerProcess(
    ROOT,
    { DATA_DIR: dataDir, DATABASE_URL: url ?? '', LOG_LEVEL: 'silent', LOGIN_FAILS_PER_IP: '10000' },
    path.join(dataDir, 'server.log'),
    undefined,
    a.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(a.profile)}`] : [],
  );
  const client = httpClient(server.url);
  try {
    // 0. the hash alone
    const hashTimes: number[] = [];
    for (let i = 0; i < Math.min(logins, 10); i++) {
      const t = performance.now();
      await hasher.verify(password, hash);
      hashTimes.push(performance.now() - t);
    }

    // 1. login
    const loginTimes: number[] = [];
    let cookies = new Map<string, string>();
    for (let i = 0; i < logins; i++) {
      const t = performance.now();
      const res = await client.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: mobile, password }),
      });
      loginTimes.push(performance.now() - t);
      if (res.status !== 200) throw new Error(`login: ${res.status}`);
      cookies = setCookies(res);
    }

    // 2. silent renewal: the refresh cookie only (the access cookie expired and the browser dropped it)
    let rt = cookies.get('volt_rt')!;
    const renewTimes: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      const res = await client.request('/api/auth', { headers: { cookie: `volt_rt=${rt}` } });
      renewTimes.push(performance.now() - t);
      const body = JSON.parse(bodyText(res)) as { data: { user: unknown } };
      const next = setCookies(res).get('volt_rt');
      if (!body.data.user || !next) throw new Error('renewal failed');
      rt = next;
    }

    // 3. a live access token
    const at = cookies.get('volt_at')!;
    const liveTimes: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      const res = await client.request('/api/auth', { headers: { cookie: `volt_at=${at}; volt_rt=${rt}` } });
      liveTimes.push(performance.now() - t);
      if (res.headers['set-cookie']?.length) throw new Error('a live token was renewed');
    }

    // 4. a server-rendered page with a silent renewal, as a returning browser (the `css` cookie: the stylesheet
    //    linked, decision 0048) and as one on its first page (the stylesheet inside the page), taken in turn
    const firstHtml = bodyText(await client.request('/en/faq'));
    const cssVersion = /data-version="([0-9a-f]{12})"/.exec(firstHtml)?.[1];
    if (!cssVersion) throw new Error('no inline stylesheet version in the page (is build/ a production build?)');
    const pageTimes: number[] = [];
    const firstPageTimes: number[] = [];
    let pageCpu = 0;
    // the first WARM_UP rounds compile the page's code and are not counted (as the catalogue and admin benches do)
    for (let i = -2 * WARM_UP; i < 2 * n; i++) {
      const returning = i % 2 === 0;
      const cookie = `volt_rt=${rt}${returning ? `; css=${cssVersion}` : ''}`;
      const cpu = server.cpuMs();
      const t = performance.now();
      const res = await client.request('/en/cabinet', { headers: { cookie, 'accept-encoding': 'br' } });
      if (i >= 0) (returning ? pageTimes : firstPageTimes).push(performance.now() - t);
      if (i >= 0 && returning) pageCpu += server.cpuMs() - cpu;
      const next = setCookies(res).get('volt_rt');
      if (res.status !== 200 || !next || res.headers['content-encoding'] !== 'br')
        throw new Error(`the cabinet with a renewal: ${res.status} ${res.headers['content-encoding']}`);
      if (i < -2 * WARM_UP + 2 && returning === bodyText(res).includes('data-inline-css'))
        throw new Error(
          `the cabinet${returning ? ' for a returning browser carries' : ' on a first page lacks'} the stylesheet`,
        );
      rt = next;
    }

    // 5. add to cart, signed in: one unit of 50 products in turn; the cart is emptied (untimed) after each round
    const auth = { cookie: `volt_at=${at}`, 'content-type': 'application/json' };
    const addTimes: number[] = [];
    const addCpu0 = server.cpuMs();
    for (let i = 0; i < n; i++) {
      const id = ids[i % ids.length]!;
      const t = performance.now();
      const res = await client.request('/api/users/add-to-cart', {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ product_id: id, lang: 'en' }),
      });
      addTimes.push(performance.now() - t);
      if (res.status !== 200) throw new Error(`add to cart: ${res.status}`);
      if (i % ids.length === ids.length - 1)
        for (const x of ids)
          await client.request(`/api/users/remove-item-cart/${x}`, { method: 'POST', headers: auth, body: '{}' });
    }

    const addCpu = server.cpuMs() - addCpu0;
    const p = hasher.params;
    console.log(`\n[${engine}]`);
    console.log(
      `  password hash (scrypt N=2^${p.log2N}, r=${p.r}, p=${p.p}, ${(128 * 2 ** p.log2N * p.r) / 2 ** 20} MiB): ${fmt(hashTimes)}`,
    );
    console.log(`  login:                                  ${fmt(loginTimes)}`);
    console.log(`  API call with a silent renewal:         ${fmt(renewTimes)}`);
    console.log(`  API call with a live access token:      ${fmt(liveTimes)}`);
    console.log(
      `  SSR page (/en/cabinet) with a renewal:  ${fmt(pageTimes)}   goal p95 ≤ 20 ms; server CPU ${(pageCpu / pageTimes.length).toFixed(2)} ms/request`,
    );
    console.log(`    the same on the browser's first page (stylesheet inside the page): ${fmt(firstPageTimes)}`);
    console.log(
      `  add to cart, signed in:                 ${fmt(addTimes)}   goal p95 ≤ 20 ms; server CPU ${(addCpu / n).toFixed(2)} ms/request (with the emptying)`,
    );
  } finally {
    client.close();
    await server.stop();
  }
}
