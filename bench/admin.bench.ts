/**
 * Back-office benchmark (PERF-14): npm run bench:admin -- [--reuse] [--pg] [--products N] [--runs N] [--no-import]
 *   [--places]
 *
 * Builds (or, with --reuse, reuses) a database of N products (default 100,000) with the demo seed — SQLite in
 * bench/out/, or PostgreSQL from BENCH_DATABASE_URL / TEST_DATABASE_URL with --pg — then prints:
 * - p50/p95 of the admin product list (`ProductsResource.list`, what GET /api/admin/products runs) with a text search
 *   and two filters (category + active, brand + stock state), over ≥ 200 runs with varied inputs, plus the search
 *   alone and the unfiltered first page (goal: p95 ≤ 50 ms);
 * - the time of a CSV import of every product (N rows; every row changes its stock): a dry run, then the import
 *   applied (goal < 60 s), with the event loop's worst delay while it ran (the job yields between batches). With
 *   --places the file has the stock per location (decision 0090) and every row adds one unit at the first branch.
 */
import os from 'node:os';
import { sql } from 'kysely';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseListQuery } from '../src/domain/api/admin.ts';
import { csvHeader, productCsvLine } from '../src/domain/admin/products-csv.ts';
import { createI18n } from '../src/server/platform/i18n.server.ts';
import { ProductsResource } from '../src/server/admin/catalog/products.resource.ts';
import { ProductImports } from '../src/server/admin/catalog/product-imports.ts';
import { ProductsCsvRepo } from '../src/server/admin/catalog/products-csv.repo.ts';
import type { AdminCtx } from '../src/server/admin/resource.ts';
import type { Staff } from '../src/server/admin/staff.ts';
import { TransactionalConnection } from '../src/server/db/unit-of-work.ts';
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
const RUNS = Math.max(200, opt('--runs', 300));
const PG = flag('--pg');

async function measure(name: string, budget: number | null, inputs: (() => Promise<unknown>)[]) {
  for (const f of inputs.slice(0, 20)) await f(); // warm-up
  const times: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const f = inputs[r % inputs.length]!;
    const t0 = process.hrtime.bigint();
    await f();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  const p50 = pct(times, 50);
  const p95 = pct(times, 95);
  const mark = budget === null ? '' : p95 <= budget ? `  ✓ ≤ ${budget} ms` : `  ✗ budget ${budget} ms`;
  console.log(`${name.padEnd(52)} p50 ${p50.toFixed(2).padStart(7)} ms   p95 ${p95.toFixed(2).padStart(7)} ms${mark}`);
  return { name, p50, p95, budget };
}

async function main() {
  const { database } = await openBenchDatabase({
    engine: PG ? 'postgres' : 'sqlite',
    sqliteFile: path.join(HERE, 'out', `admin-${PRODUCTS}.db`),
    pgName: `bench_admin_${PRODUCTS}`,
    reuse: flag('--reuse'),
  });
  await seedBenchDatabase(database, PRODUCTS);
  const i18n = createI18n();
  const products = new ProductsResource(new TransactionalConnection(database), i18n);
  const staff: Staff = {
    userId: 1,
    name: 'Bench',
    roles: ['owner'],
    permissions: ['products.read', 'products.import'],
    lang: 'az',
    sessionId: 0,
    clientIp: null,
  };
  const ctx: AdminCtx = { staff, lang: 'az' };
  console.log(
    `machine: ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}; engine ${database.dialect}`,
  );

  const t0 = Date.now();
  await products.finder.refresh();
  console.log(
    `product finder loaded in ${Date.now() - t0} ms (heap ${(process.memoryUsage().heapUsed / 1048576).toFixed(0)} MB)`,
  );

  // inputs from the data: the biggest categories and brands, words of titles, sku prefixes
  const db = database.db;
  const cats = await db
    .selectFrom('products')
    .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('category_id')
    .orderBy('n', 'desc')
    .limit(12)
    .execute();
  const brands = await db
    .selectFrom('products')
    .select(['brand_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('brand_id', 'is not', null)
    .groupBy('brand_id')
    .orderBy('n', 'desc')
    .limit(12)
    .execute();
  const sample = await db
    .selectFrom('products')
    .select(['title_az', 'title_ru', 'sku'])
    .where(sql<boolean>`id % ${Math.max(1, Math.floor(PRODUCTS / 300))} = 0`)
    .limit(300)
    .execute();
  const words = sample.map((r, k) => {
    const w = (k % 2 ? r.title_ru : r.title_az).split(/\s+/).filter((x) => x.length > 2);
    return k % 5 === 0 ? r.sku.slice(0, 6) : w.slice(1, 2 + (k % 2)).join(' ') || w[0] || 'a';
  });
  const list = (raw: Record<string, string>) => {
    const q = parseListQuery(raw, products.listSpec);
    if (!q.ok) throw new Error(JSON.stringify(q.errors));
    return products.list(q.query, ctx).then((r) => {
      if (!r.ok) throw new Error(r.code);
      return r;
    });
  };
  const inputs = (make: (k: number) => Record<string, string>) =>
    Array.from({ length: 60 }, (_, k) => () => list(make(k)));

  const results = [];
  results.push(
    await measure(
      'search + category + active (in memory)',
      50,
      inputs((k) => ({
        q: words[k % words.length]!,
        'f.category': String(cats[k % cats.length]!.category_id),
        'f.active': '1',
        sort: k % 2 ? 'price' : 'id',
      })),
    ),
  );
  results.push(
    await measure(
      'search + brand + stock state (finder + SQL)',
      50,
      inputs((k) => ({
        q: words[(k * 7) % words.length]!,
        'f.brand': String(brands[k % brands.length]!.brand_id),
        'f.stock': (['out', 'low', 'in'] as const)[k % 3]!,
      })),
    ),
  );
  results.push(
    await measure(
      'search alone',
      50,
      inputs((k) => ({ q: words[(k * 3) % words.length]! })),
    ),
  );
  results.push(
    await measure(
      'first page, no search (sort by change)',
      50,
      inputs((k) => ({ sort: k % 2 ? 'updated' : 'stock', page: String(1 + (k % 5)) })),
    ),
  );

  if (!flag('--no-import')) {
    // the whole catalogue as CSV with every stock changed by one
    const repo = new ProductsCsvRepo(db, database.dialect);
    const places = flag('--places') ? await repo.locations() : [];
    let csv = csvHeader(
      ',',
      places.map((p) => p.code),
    );
    let rows = 0;
    for (let after = 0; ;) {
      const page = await repo.exportPage(after, 5000);
      const units = places.length ? await repo.unitsOf(page.map((p) => p.id)) : null;
      for (const p of page)
        csv += units
          ? // every location as exported, then one more unit typed at the first branch
            `${productCsvLine(p).slice(0, -2)},${places
              .map((l, k) => {
                const n = units.get(p.id)?.get(l.id) ?? 0;
                return `${k === 1 ? n + 1 : n},${n}`;
              })
              .join(',')}\r\n`
          : productCsvLine({ ...p, stock: p.stock >= 1_000_000 ? 0 : p.stock + 1 });
      rows += page.length;
      if (page.length < 5000) break;
      after = page[page.length - 1]!.id;
    }
    const bytes = Buffer.from(csv);
    console.log(`CSV of ${rows} rows, ${(bytes.length / 1048576).toFixed(1)} MB`);
    const imports = new ProductImports(new TransactionalConnection(database), i18n);
    for (const dryRun of [true, false]) {
      const loop = monitorEventLoopDelay({ resolution: 5 });
      loop.enable();
      const t = Date.now();
      const started = await imports.start(bytes, dryRun, staff, 'az');
      if (!started.ok) throw new Error(started.code);
      await started.data.job;
      loop.disable();
      const job = await imports.get(started.data.jobId, staff);
      if (!job.ok) throw new Error('no job');
      const s = (Date.now() - t) / 1000;
      const j = job.data;
      console.log(
        `${(dryRun ? 'CSV import, dry run' : 'CSV import, applied').padEnd(52)} ${s.toFixed(1).padStart(6)} s  (${j.processed} rows, ${j.changedRows} changed, ${j.applied} written, ${j.rejectedRows} rejected; ` +
          `event loop max delay ${(loop.max / 1e6).toFixed(0)} ms)${s < 60 ? '  ✓ < 60 s' : '  ✗ budget 60 s'}`,
      );
    }
  }
  await database.close();
  const failed = results.filter((r) => r.budget !== null && r.p95 > r.budget);
  if (failed.length) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
