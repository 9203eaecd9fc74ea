/**
 * Cart benchmark (PERF-10): npm run bench:cart -- [--reuse] [--pg] [--products N] [--runs N] [--ratio]
 *
 * Uses (or builds, like bench:catalog) a database of N products (default 100,000) — SQLite in bench/out/,
 * PostgreSQL from BENCH_DATABASE_URL / TEST_DATABASE_URL with --pg — and prints p50/p95 of:
 *  - the cart summary of a 20-line cart with a promo code and a delivery place (the service call), and
 *  - an add-to-cart round trip: POST /api/cart/summary over loopback HTTP to the real API, one more line each time.
 * Goal: p95 ≤ 20 ms for both on SQLite and PostgreSQL. Figures are printed, never asserted.
 *
 * --ratio (PERF-11): the cart summary alone on two shops, 1,500 and 20,000 products (`--small N`, `--large N`), timed
 * in alternating rounds so both see the same machine, and the ratio of their p50 and p95 (large / small). Goal: about
 * 1 — a cart costs the same whatever the catalogue's size; a read of a whole table shows as a ratio that grows with it.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { loadConfig } from '../src/server/config.ts';
import { createServices } from '../src/server/services.ts';
import { createI18n } from '../src/server/platform/i18n.server.ts';
import { registerApi } from '../src/server/api-routes.ts';
import { seedCommerce } from '../src/demo/seed/commerce.ts';
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

async function time(f: () => Promise<unknown>): Promise<number> {
  const t0 = process.hrtime.bigint();
  await f();
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

function report(name: string, times: number[]): { p50: number; p95: number } {
  times.sort((a, b) => a - b);
  const p50 = pct(times, 50);
  const p95 = pct(times, 95);
  console.log(
    `${name.padEnd(52)} p50 ${p50.toFixed(2).padStart(7)} ms   p95 ${p95.toFixed(2).padStart(7)} ms  ${p95 <= BUDGET_MS ? '✓' : '✗'} budget ${BUDGET_MS} ms`,
  );
  return { p50, p95 };
}

async function measure(name: string, inputs: (() => Promise<unknown>)[]) {
  for (const f of inputs.slice(0, 20)) await f();
  const times: number[] = [];
  for (let r = 0; r < RUNS; r++) times.push(await time(inputs[r % inputs.length]!));
  return report(name, times);
}

/** A benchmark shop of `products` products: its database (built or reused), services and 50 cart summary requests. */
async function openShop(products: number) {
  const { database } = await openBenchDatabase({
    engine: PG ? 'postgres' : 'sqlite',
    sqliteFile: path.join(HERE, 'out', `catalog-${products}.db`), // shared with bench:catalog
    pgName: `bench_catalog_${products}`,
    reuse: flag('--reuse'),
  });
  await seedBenchDatabase(database, products);
  if (!(await database.db.selectFrom('promo_codes').select('id').executeTakeFirst())) {
    await seedCommerce(database.db, new Date('2026-11-21T00:00:00Z')); // a database seeded before migration 0010
  }
  const services = createServices(database, loadConfig({}), createI18n());
  await services.catalog.index.warm();

  // 20-line carts drawn from buyable products across the catalogue (deterministic), with a code and a Baku place.
  const ids = (
    await database.db
      .selectFrom('products')
      .select('id')
      .where('active', '=', 1)
      .where('sold', '=', 0)
      .where('stock', '>', 5)
      .orderBy('id')
      .execute()
  ).map((r) => r.id);
  const place = await database.db
    .selectFrom('places')
    .select(['id', 'district_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
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
  const summaries = carts.map((_, k) => () => services.cart.summary(body(k)));
  return { database, services, carts, summaries };
}

const machine = (engine: string, what: string) =>
  console.log(
    `machine: ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}; engine ${engine}; ${what}`,
  );

/** --ratio: the cart summary at two catalogue sizes, in alternating rounds of RUNS / 10 calls. */
async function ratio() {
  const sizes = [opt('--small', 1_500), opt('--large', 20_000)] as const;
  const shops = [];
  for (const n of sizes) shops.push(await openShop(n));
  machine(shops[0]!.database.dialect, `${sizes[0]} and ${sizes[1]} products`);
  for (const s of shops) for (const f of s.summaries.slice(0, 20)) await f();
  const times: number[][] = [[], []];
  const round = Math.max(20, Math.round(RUNS / 10));
  for (let r = 0; r < RUNS; r += round) {
    for (const [i, s] of shops.entries())
      for (let k = r; k < r + round; k++) times[i]!.push(await time(s.summaries[k % s.summaries.length]!));
  }
  const [small, large] = sizes.map((n, i) => report(`cart summary at ${n.toLocaleString('en')} products`, times[i]!));
  console.log(
    `ratio ${sizes[1]} / ${sizes[0]} products: p50 ${(large!.p50 / small!.p50).toFixed(2)}, p95 ${(large!.p95 / small!.p95).toFixed(2)} (goal: about 1)`,
  );
  for (const s of shops) await s.database.close();
}

async function main() {
  if (flag('--ratio')) return ratio();
  const { database, services, carts, summaries } = await openShop(PRODUCTS);
  machine(database.dialect, `${PRODUCTS} products`);
  await measure('cart summary, 20 lines + promo code + delivery', summaries);

  const app = Fastify({ logger: false });
  await registerApi(app, services);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/api/cart/summary`;
  const roundTrip = (k: number) => async () => {
    const cart = carts[k % carts.length]!.slice(0, 1 + (k % 20)); // the cart after adding one more product
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cart, lang: 'az' }),
    });
    if (!res.ok) throw new Error(`summary answered ${res.status}`);
    await res.json();
  };
  await measure(
    'add to cart round trip (HTTP POST /api/cart/summary)',
    carts.map((_, k) => roundTrip(k)),
  );
  await app.close();
  await database.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
