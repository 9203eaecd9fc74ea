/**
 * Where an SSR page's time goes (diagnostics for bench:auth): p50/p95 of a guest's and a signed-in customer's pages
 * and of an API call with the same cookies, through the whole app on the SQLite database bench:auth leaves in
 * data/bench/auth-sqlite/store.db (run `npm run bench:auth -- --engine sqlite` once first). `--prof` writes a CPU profile of the
 * cabinet page to /tmp/ssr.cpuprofile. Each line also gives the process's CPU time per request (server and the
 * fetching client together, user + system): unlike wall-clock percentiles it hardly moves with the machine's load.
 *
 *   NODE_ENV=production node --import tsx bench/ssr-split.ts [--prof]
 */
import path from 'node:path';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { openBenchDatabase } from './lib/bench-db.ts';
import { loadConfig } from '../src/server/config.ts';
import { createServices } from '../src/server/services.ts';
import { createI18n } from '../src/server/platform/i18n.server.ts';
import { ephemeralSecrets } from '../src/server/platform/secrets.ts';
import { createApp } from '../src/server/app.ts';
import { UsersRepo } from '../src/server/modules/auth/users.repo.ts';

const ROOT = process.cwd();
const build = (await import(pathToFileURL(path.join(ROOT, 'build/server/index.js')).href)) as ServerBuild;
const { database } = await openBenchDatabase({
  engine: 'sqlite',
  sqliteFile: 'data/bench/auth-sqlite/store.db',
  pgName: 'x',
  reuse: true,
  poolSize: 4,
});
const config = loadConfig({
  LOG_LEVEL: 'silent',
  LOGIN_FAILS_PER_IP: '10000',
  NODE_ENV: 'production',
  ALLOWED_HOSTS: '127.0.0.1',
  PASSWORD_SCRYPT_LOG2N: '14',
});
const services = createServices(database, config, createI18n(), ephemeralSecrets());
await services.catalog.index.warm();
const app = await createApp({ services, build, clientDir: path.join(ROOT, 'build/client'), logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const mobile = '994501239999';
await database.db.deleteFrom('users').where('mobile', '=', mobile).execute();
await new UsersRepo(database.db).insert({
  firstName: 'P',
  lastName: 'U',
  email: null,
  mobile,
  mobileVerified: true,
  passwordHash: await services.hasher.hash('bench password 1'),
  marketingConsent: false,
  notificationConsent: true,
  lang: 'az',
  at: new Date().toISOString(),
});
const res = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: mobile, password: 'bench password 1' }),
});
const sessionCookie = res.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
// a returning browser has the stylesheet cached and says so (decision 0048): the signed-in pages link it
const cssVersion = /data-version="([0-9a-f]{12})"/.exec(await (await fetch(`${base}/en/faq`)).text())?.[1];
const cookie = cssVersion ? `${sessionCookie}; css=${cssVersion}` : sessionCookie;
async function time(name: string, url: string, headers: Record<string, string>, n = 200) {
  for (let i = 0; i < 20; i++) await (await fetch(base + url, { headers })).arrayBuffer();
  const t: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const r = await fetch(base + url, { headers });
    await r.arrayBuffer();
    t.push(performance.now() - t0);
  }
  const cpu = process.cpuUsage(cpu0);
  t.sort((a, b) => a - b);
  const cpuMs = (cpu.user + cpu.system) / 1000 / n;
  console.log(
    name.padEnd(28),
    'p50',
    t[n / 2]!.toFixed(1),
    'p95',
    t[Math.floor(n * 0.95)]!.toFixed(1),
    'cpu/req',
    cpuMs.toFixed(2),
    'ms',
  );
}
await time('guest /en/faq', '/en/faq', {});
// the same page without compression: the server's rendering alone (no brotli here, no decompression in the client)
await time('guest /en/faq uncompressed', '/en/faq', { 'accept-encoding': 'identity' });
await time('guest /en/cart', '/en/cart', {});
await time('signed /en/cabinet', '/en/cabinet', { cookie });
await time('signed /en/cabinet, css inline', '/en/cabinet', { cookie: sessionCookie });
await time('signed /en/faq', '/en/faq', { cookie });
await time('signed /api/auth', '/api/auth', { cookie });
if (process.argv.includes('--prof')) {
  const s = new Session();
  s.connect();
  await s.post('Profiler.enable');
  await s.post('Profiler.start');
  await time('profiled /en/cabinet', '/en/cabinet', { cookie }, 300);
  const { profile } = await s.post('Profiler.stop');
  fs.writeFileSync('/tmp/ssr.cpuprofile', JSON.stringify(profile));
}
await app.close();
await database.close();
