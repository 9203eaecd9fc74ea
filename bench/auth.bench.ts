/**
 * `npm run bench:auth` — the cost of sessions (issue 9, decision 0028).
 *
 *   node --import tsx bench/auth.bench.ts [--engine sqlite|postgres|both] [--n 300] [--logins 20]
 *
 * One API process in this process (guards, the session hook, /api/auth) listening on 127.0.0.1; requests over HTTP
 * with keep-alive, one at a time. Prints p50/p95 of:
 *  1. login (POST /api/auth/login): dominated by the scrypt check — its cost is printed alone too;
 *  2. an authenticated API call whose access token expired (GET /api/auth with the refresh cookie only): the hook
 *     rotates the refresh token (read, conditional update, insert, user read) and sets both cookies;
 *  3. an authenticated API call with a live access token (GET /api/auth): the hook verifies the HMAC, no database
 *     read; the route reads the user once.
 * PostgreSQL needs BENCH_DATABASE_URL or TEST_DATABASE_URL.
 */
import Fastify from 'fastify';
import { parseArgs } from 'node:util';
import { openBenchDatabase, benchPgUrl } from './lib/bench-db.ts';
import { pct } from './lib/stats.ts';
import { loadConfig } from '../src/server/config.ts';
import { createServices } from '../src/server/services.ts';
import { createI18n } from '../src/server/platform/i18n.server.ts';
import { ephemeralSecrets } from '../src/server/platform/secrets.ts';
import { registerApi } from '../src/server/api.ts';
import { registerRequestGuards } from '../src/server/platform/request-guards.ts';
import { registerSession } from '../src/server/modules/accounts/session-hook.ts';
import { UsersRepo } from '../src/server/modules/accounts/users.repo.ts';

const { values: a } = parseArgs({ options: { engine: { type: 'string', default: 'both' }, n: { type: 'string', default: '300' }, logins: { type: 'string', default: '20' } } });
const n = Number(a.n);
const logins = Number(a.logins);
const engines = a.engine === 'both' ? (benchPgUrl() ? ['sqlite', 'postgres'] : ['sqlite']) : [a.engine === 'postgres' ? 'postgres' : 'sqlite'];

const fmt = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y);
  return `p50 ${pct(s, 50).toFixed(2)} ms, p95 ${pct(s, 95).toFixed(2)} ms (n=${s.length})`;
};

function cookiesOf(res: Response): Map<string, string> {
  const m = new Map<string, string>();
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const i = pair!.indexOf('=');
    m.set(pair!.slice(0, i), pair!.slice(i + 1));
  }
  return m;
}

console.log(`auth bench: node ${process.version}, ${n} requests per figure, ${logins} logins`);
for (const engine of engines as ('sqlite' | 'postgres')[]) {
  const { database } = await openBenchDatabase({ engine, sqliteFile: 'data/bench/auth.db', pgName: 'store_bench_auth', reuse: false, poolSize: 8 });
  const config = loadConfig({ LOG_LEVEL: 'silent', LOGIN_FAILS_PER_IP: '10000' });
  const services = createServices(database, config, createI18n(), ephemeralSecrets());
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  registerRequestGuards(app, services);
  registerSession(app, services);
  await registerApi(app, services);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  try {
    const mobile = '994501234500';
    const password = 'bench password 1';
    const { hasher } = services;
    await new UsersRepo(database.db).insert({ firstName: 'Bench', lastName: 'User', email: null, mobile, mobileVerified: true, passwordHash: await hasher.hash(password), marketingConsent: false, notificationConsent: true, lang: 'az', at: new Date().toISOString() });

    // 0. the hash alone
    const hash = (await database.db.selectFrom('users').select('password_hash').where('mobile', '=', mobile).executeTakeFirstOrThrow()).password_hash!;
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
      const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: mobile, password }) });
      await res.arrayBuffer();
      loginTimes.push(performance.now() - t);
      if (res.status !== 200) throw new Error(`login: ${res.status}`);
      cookies = cookiesOf(res);
    }

    // 2. silent renewal: the refresh cookie only (the access cookie expired and the browser dropped it)
    let rt = cookies.get('volt_rt')!;
    const renewTimes: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      const res = await fetch(`${base}/api/auth`, { headers: { cookie: `volt_rt=${rt}` } });
      const body = (await res.json()) as { data: { user: unknown } };
      renewTimes.push(performance.now() - t);
      const next = cookiesOf(res).get('volt_rt');
      if (!body.data.user || !next) throw new Error('renewal failed');
      rt = next;
    }

    // 3. a live access token
    const at = cookies.get('volt_at')!;
    const liveTimes: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      const res = await fetch(`${base}/api/auth`, { headers: { cookie: `volt_at=${at}; volt_rt=${rt}` } });
      await res.arrayBuffer();
      liveTimes.push(performance.now() - t);
      if (res.headers.getSetCookie().length) throw new Error('a live token was renewed');
    }

    const p = hasher.params;
    console.log(`\n[${engine}]`);
    console.log(`  password hash (scrypt N=2^${p.log2N}, r=${p.r}, p=${p.p}, ${(128 * 2 ** p.log2N * p.r) / 2 ** 20} MiB): ${fmt(hashTimes)}`);
    console.log(`  login:                                  ${fmt(loginTimes)}`);
    console.log(`  API call with a silent renewal:         ${fmt(renewTimes)}`);
    console.log(`  API call with a live access token:      ${fmt(liveTimes)}`);
  } finally {
    await app.close();
    await database.close();
  }
}
