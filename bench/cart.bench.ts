/**
 * Cart benchmark (issue 7): npm run bench:cart -- [--reuse] [--pg] [--products N] [--runs N]
 *
 * Uses (or builds, like bench:catalog) a database of N products (default 100,000) — SQLite in bench/out/,
 * PostgreSQL from BENCH_DATABASE_URL / TEST_DATABASE_URL with --pg — and prints p50/p95 of:
 *  - the cart summary of a 20-line cart with a promo code and a delivery place (the service call), and
 *  - an add-to-cart round trip: POST /api/cart/summary over loopback HTTP to the real API, one more line each time.
 * Goal: p95 ≤ 20 ms for both on SQLite and PostgreSQL. Figures are printed, never asserted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../src/server/db/kysely.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { loadConfig } from '../src/server/config.ts';
import { createServices } from '../src/server/services.ts';
import { createI18n } from '../src/server/platform/i18n.server.ts';
import { registerApi } from '../src/server/api.ts';
import { seedCommerce } from '../src/server/db/seed/commerce.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const opt = (name: string, def: number) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : def;
};
const PRODUCTS = opt('--products', 100_000);
const RUNS = Math.max(200, opt('--runs', 400));
const PG = flag('--pg');
const BUDGET_MS = 20;

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(name: string, inputs: (() => Promise<unknown>)[]) {
  for (const f of inputs.slice(0, 20)) await f();
  const times: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const t0 = process.hrtime.bigint();
    await inputs[r % inputs.length]!();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  const p95 = pct(times, 95);
  console.log(`${name.padEnd(52)} p50 ${pct(times, 50).toFixed(2).padStart(7)} ms   p95 ${p95.toFixed(2).padStart(7)} ms  ${p95 <= BUDGET_MS ? '✓' : '✗'} budget ${BUDGET_MS} ms`);
}

async function openBenchDb(): Promise<Database> {
  if (PG) {
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('--pg needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
    const name = `bench_catalog_${PRODUCTS}`; // shared with bench:catalog
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
    if (exists && !flag('--reuse')) await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    if (!exists || !flag('--reuse')) await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    return openDatabase({ databaseUrl: u.toString(), poolSize: 8 });
  }
  const dir = path.join(HERE, 'out');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `catalog-${PRODUCTS}.db`);
  if (!flag('--reuse')) for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  return openDatabase({ sqliteFile: file });
}

async function main() {
  const database = await openBenchDb();
  await migrate(database);
  const count = Number((await database.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  if (count < PRODUCTS) {
    const { seedDemo } = await import('../src/server/db/seed/seed.ts');
    const t0 = Date.now();
    process.stdout.write(`seeding ${PRODUCTS} products into ${database.describe} …\n`);
    await seedDemo(database, { products: PRODUCTS, reset: true, now: new Date('2026-11-21T00:00:00Z') });
    console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  } else if (!(await database.db.selectFrom('promo_codes').select('id').executeTakeFirst())) {
    await seedCommerce(database.db, new Date('2026-11-21T00:00:00Z')); // a database seeded before migration 0010
  }
  await sql`ANALYZE`.execute(database.db);
  const services = createServices(database, loadConfig({}), createI18n());
  await services.catalog.index.warm();
  console.log(`machine: ${os.cpus().length} CPUs, load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}; engine ${database.dialect}; ${count || PRODUCTS} products`);

  // 20-line carts drawn from buyable products across the catalogue (deterministic), with a code and a Baku place.
  const ids = (
    await database.db.selectFrom('products').select('id').where('active', '=', 1).where('sold', '=', 0).where('stock', '>', 5).orderBy('id').execute()
  ).map((r) => r.id);
  const place = await database.db.selectFrom('places').select(['id', 'district_id']).orderBy('id').executeTakeFirstOrThrow();
  const carts = Array.from({ length: 50 }, (_, k) =>
    Array.from({ length: 20 }, (_, i) => ({ id: ids[(k * 7919 + i * 104_729) % ids.length]!, qty: 1 + ((k + i) % 3) })),
  );
  const codes = ['VOLT10', 'WELCOME5', 'APPLE50', 'PHONES7', 'SUMMER25'];
  const body = (k: number) => ({
    cart: carts[k % carts.length]!,
    lang: (['az', 'ru', 'en'] as const)[k % 3],
    delivery: 'delivery' as const,
    place: place.id,
    payment: 'card' as const,
    promoCode: codes[k % codes.length],
  });
  await measure('cart summary, 20 lines + promo code + delivery', carts.map((_, k) => () => services.cart.summary(body(k))));

  const app = Fastify({ logger: false });
  await registerApi(app, services);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/api/cart/summary`;
  const roundTrip = (k: number) => async () => {
    const cart = carts[k % carts.length]!.slice(0, 1 + (k % 20)); // the cart after adding one more product
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ cart, lang: 'az' }) });
    if (!res.ok) throw new Error(`summary answered ${res.status}`);
    await res.json();
  };
  await measure('add to cart round trip (HTTP POST /api/cart/summary)', carts.map((_, k) => roundTrip(k)));
  await app.close();
  await database.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
