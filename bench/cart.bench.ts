/**
 * Cart benchmark (issue 7): npm run bench:cart -- [--reuse] [--pg] [--products N] [--runs N]
 *
 * Uses (or builds, like bench:catalog) a database of N products (default 100,000) — SQLite in bench/out/,
 * PostgreSQL from BENCH_DATABASE_URL / TEST_DATABASE_URL with --pg — and prints p50/p95 of:
 *  - the cart summary of a 20-line cart with a promo code and a delivery place (the service call), and
 *  - an add-to-cart round trip: POST /api/cart/summary over loopback HTTP to the real API, one more line each time.
 * Goal: p95 ≤ 20 ms for both on SQLite and PostgreSQL. Figures are printed, never asserted.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { loadConfig } from '../src/server/config.ts';
import { createServices } from '../src/server/services.ts';
import { createI18n } from '../src/server/platform/i18n.server.ts';
import { registerApi } from '../src/server/api.ts';
import { seedCommerce } from '../src/server/db/seed/commerce.ts';
import { openBenchDatabase, seedBenchDatabase } from './lib/bench-db.ts';
import { pct } from './lib/stats.ts';

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

async function main() {
  const { database } = await openBenchDatabase({
    engine: PG ? 'postgres' : 'sqlite',
    sqliteFile: path.join(HERE, 'out', `catalog-${PRODUCTS}.db`), // shared with bench:catalog
    pgName: `bench_catalog_${PRODUCTS}`,
    reuse: flag('--reuse'),
  });
  await seedBenchDatabase(database, PRODUCTS);
  if (!(await database.db.selectFrom('promo_codes').select('id').executeTakeFirst())) {
    await seedCommerce(database.db, new Date('2026-11-21T00:00:00Z')); // a database seeded before migration 0010
  }
  const count = PRODUCTS;
  const services = createServices(database, loadConfig({}), createI18n());
  await services.catalog.index.warm();
  console.log(`machine: ${os.cpus().length} CPUs, load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}; engine ${database.dialect}; ${count} products`);

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
