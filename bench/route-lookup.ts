/**
 * Route and product-page lookups at 100,000 products (PERF-9, PERF-15):
 *   node --import tsx bench/route-lookup.ts [--pg] [--products N] [--runs N] [--reuse]
 *
 * Seeds N products (default 100,000) with the demo seed into a fresh database — SQLite in bench/out/, or a new
 * PostgreSQL database next to BENCH_DATABASE_URL / TEST_DATABASE_URL with --pg — unless --reuse finds one, then:
 * 1. checks the plan of every hot query of src/server/testing/hot-queries.ts at this size (the planner's own
 *    choice, as in production) and prints the ones that read a table whole;
 * 2. times, one request at a time, the route lookup of a page (RoutingService.resolve: product, category and
 *    other-language paths) and the product page's database reads (the lookup plus the product page's twelve
 *    repository reads), p50/p95 over --runs (default 1,000);
 * 3. does the same with routes indexed as before migration 0008 (unique (lang, path) only), then restores it;
 * 4. SQLite: the statement cache on and off (every query prepared anew), timed in turns.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CompiledQuery, sql } from 'kysely';
import { openDatabase, type Database } from '../src/server/db/kysely.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { captureQueries, explain, planProblems, readIndexes } from '../src/server/db/query-plans.ts';
import { HOT_QUERIES, pickSample, reposOn } from '../src/server/testing/hot-queries.ts';
import { CatalogRepo } from '../src/server/modules/catalog/catalog.repo.ts';
import { RoutingRepo } from '../src/server/modules/routing/routing.repo.ts';
import { RoutingService } from '../src/server/modules/routing/routing.service.ts';
import { TransactionalConnection } from '../src/server/db/unit-of-work.ts';
import { LANGS, type Lang } from '../src/domain/i18n.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const opt = (name: string, def: number) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : def;
};
const PRODUCTS = opt('--products', 100_000);
const RUNS = opt('--runs', 1_000);
const PG = flag('--pg');

async function openBenchDb(statementCacheSize?: number): Promise<Database> {
  if (PG) {
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('--pg needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
    const u = new URL(url);
    const name = `bench_routes_${PRODUCTS}`;
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
    if (exists && !flag('--reuse')) await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    if (!exists || !flag('--reuse')) await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    u.pathname = `/${name}`;
    return openDatabase({ databaseUrl: u.toString(), poolSize: 8 });
  }
  const dir = path.join(HERE, 'out');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `routes-${PRODUCTS}.db`);
  if (!flag('--reuse') && statementCacheSize === undefined)
    for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  return openDatabase({ sqliteFile: file, statementCacheSize });
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function time(label: string, inputs: (() => Promise<unknown>)[]): Promise<{ p50: number; p95: number }> {
  for (const f of inputs.slice(0, 50)) await f(); // warm-up
  const times: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const f = inputs[r % inputs.length]!;
    const t0 = process.hrtime.bigint();
    await f();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  const res = { p50: pct(times, 50), p95: pct(times, 95) };
  console.log(
    `  ${label.padEnd(58)} p50 ${res.p50.toFixed(3).padStart(8)} ms   p95 ${res.p95.toFixed(3).padStart(8)} ms`,
  );
  return res;
}

interface Page {
  lang: Lang;
  path: string;
  productId: number | null;
}

/** Pages to look up, spread over the catalogue: product paths in every language, categories, a few wrong-language ones. */
async function pickPages(database: Database): Promise<Page[]> {
  const rows = await database.db
    .selectFrom('routes')
    .select(['lang', 'path', 'view', 'entity_id'])
    .where('view', 'in', ['Product', 'Category', 'Brand'])
    .orderBy('id')
    .execute();
  const step = Math.max(1, Math.floor(rows.length / 600));
  const pages: Page[] = [];
  for (let i = 0; i < rows.length; i += step) {
    const r = rows[i]!;
    const lang = (pages.length % 10 === 9 ? LANGS.find((l) => l !== r.lang) : r.lang) as Lang; // every tenth redirects
    pages.push({ lang, path: `/${r.path}`, productId: r.view === 'Product' ? r.entity_id : null });
  }
  return pages;
}

type Inputs = { route: (() => Promise<unknown>)[]; page: (() => Promise<unknown>)[] };

/** The route lookup of each page, and the product page's reads for each product page. */
function inputs(database: Database, pages: Page[]): Inputs {
  const routing = new RoutingService({ connection: new TransactionalConnection(database) });
  const repo = new CatalogRepo(database.db);
  return {
    route: pages.map((p) => () => routing.resolve(p.lang, p.path)),
    page: pages
      .filter((p) => p.productId !== null)
      .map((p) => async () => {
        const id = p.productId!;
        await routing.resolve(p.lang, p.path);
        const full = await repo.productFull(id);
        const [, , , , groups] = await Promise.all([
          repo.productsByIds([id]),
          repo.images([id]),
          repo.videos(id),
          repo.parameters(id),
          repo.variantGroups(id),
          repo.gifts([id]),
          repo.faq(id),
          repo.reviewScore(id),
          repo.latestReviews(id, 20),
          repo.routesFor('Product', id),
        ]);
        await repo.productPaths([...new Set(groups.map((g) => g.product_id))], p.lang);
        return full;
      }),
  };
}

async function measure(database: Database, pages: Page[], label: string): Promise<void> {
  const i = inputs(database, pages);
  await time(`route lookup (resolve), ${label}`, i.route);
  await time(`product page reads, ${label}`, i.page);
}

/** Two setups timed in turns on the same inputs (A then B, B then A, …), so that load drifts hit both alike. */
async function timePair(
  label: string,
  a: { name: string; fs: (() => Promise<unknown>)[] },
  b: { name: string; fs: (() => Promise<unknown>)[] },
): Promise<void> {
  for (const f of [...a.fs.slice(0, 50), ...b.fs.slice(0, 50)]) await f(); // warm-up
  const ta: number[] = [];
  const tb: number[] = [];
  const one = async (f: () => Promise<unknown>, into: number[]) => {
    const t0 = process.hrtime.bigint();
    await f();
    into.push(Number(process.hrtime.bigint() - t0) / 1e6);
  };
  for (let r = 0; r < RUNS; r++) {
    const k = r % a.fs.length;
    if (r % 2) {
      await one(a.fs[k]!, ta);
      await one(b.fs[k]!, tb);
    } else {
      await one(b.fs[k]!, tb);
      await one(a.fs[k]!, ta);
    }
  }
  for (const [name, t] of [
    [a.name, ta],
    [b.name, tb],
  ] as const) {
    t.sort((x, y) => x - y);
    console.log(
      `  ${`${label}, ${name}`.padEnd(58)} p50 ${pct(t, 50).toFixed(3).padStart(8)} ms   p95 ${pct(t, 95).toFixed(3).padStart(8)} ms`,
    );
  }
}

async function checkPlans(database: Database): Promise<void> {
  const sample = await pickSample(database);
  const indexes = await readIndexes(database);
  let good = 0;
  for (const q of HOT_QUERIES) {
    const capture = captureQueries(database.db);
    await q.run(reposOn(capture.db, database.dialect), sample);
    const problems: string[] = [];
    let usable = true;
    for (const query of capture.take()) {
      problems.push(...planProblems(await explain(database, query, indexes), q));
      usable &&= planProblems(await explain(database, query, indexes, { preferIndexes: true }), q).length === 0;
    }
    if (problems.length === 0) good++;
    // a table of a few rows is read whole by the planner's choice; what matters is that an index is there
    else
      console.log(
        `  ${usable ? '·' : '✗'} ${q.name}: ${problems[0]}${usable ? ' (a few rows: read whole by choice; its index is usable)' : ''}`,
      );
  }
  console.log(`plans: ${good} of ${HOT_QUERIES.length} hot queries look every table up through its index at this size`);
}

/** PostgreSQL's own planning and execution time for one route lookup (what a named prepared statement could save). */
async function pgPlanningTime(database: Database, p: Page): Promise<void> {
  const capture = captureQueries(database.db);
  await new RoutingRepo(capture.db).findByPath(p.path.slice(1));
  const [q] = capture.take();
  const times = { planning: [] as number[], execution: [] as number[] };
  for (let i = 0; i < 50; i++) {
    const r = await database.db.executeQuery<{ 'QUERY PLAN': { 'Planning Time': number; 'Execution Time': number }[] }>(
      CompiledQuery.raw(`EXPLAIN (ANALYZE, FORMAT JSON) ${q!.sql}`, [...q!.parameters]),
    );
    const plan = r.rows[0]!['QUERY PLAN'][0]!;
    times.planning.push(plan['Planning Time']);
    times.execution.push(plan['Execution Time']);
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1]!;
  console.log(
    `  route query in the server: planning ${median(times.planning).toFixed(3)} ms, execution ${median(times.execution).toFixed(3)} ms (medians of 50)`,
  );
}

async function main() {
  const database = await openBenchDb();
  await migrate(database);
  const count = Number(
    (
      await database.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );
  if (count < PRODUCTS) {
    const { seedDemo } = await import('../src/demo/seed/seed.ts');
    const t0 = Date.now();
    console.log(`seeding ${PRODUCTS} products into ${database.describe} …`);
    await seedDemo(database, { products: PRODUCTS, reset: true, now: new Date('2026-11-21T00:00:00Z') });
    console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  await sql`ANALYZE`.execute(database.db);
  const routes = await database.db
    .selectFrom('routes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `engine ${database.dialect}; ${PRODUCTS} products, ${Number(routes.n)} routes; ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
  await checkPlans(database);
  const pages = await pickPages(database);
  console.log(
    `${pages.length} pages (${pages.filter((p) => p.productId !== null).length} products), ${RUNS} timed runs each, one at a time:`,
  );

  await measure(database, pages, 'routes indexed by (path, lang)');
  if (PG)
    await pgPlanningTime(
      database,
      pages.find((p) => p.productId !== null)!,
    );

  // as before migration 0008: the unique index led by lang, which a lookup by path cannot use
  await sql`DROP INDEX routes_path_lang`.execute(database.db);
  await sql`CREATE UNIQUE INDEX routes_lang_path ON routes (lang, path)`.execute(database.db);
  await sql`ANALYZE routes`.execute(database.db);
  try {
    await measure(database, pages, 'as before 0008: (lang, path) only');
    if (PG)
      await pgPlanningTime(
        database,
        pages.find((p) => p.productId !== null)!,
      );
  } finally {
    await sql`CREATE UNIQUE INDEX routes_path_lang ON routes (path, lang)`.execute(database.db);
    await sql`DROP INDEX routes_lang_path`.execute(database.db);
    await sql`ANALYZE routes`.execute(database.db);
  }

  if (database.dialect === 'sqlite') {
    const uncached = await openBenchDb(0);
    try {
      const on = inputs(database, pages);
      const off = inputs(uncached, pages);
      await timePair(
        'route lookup (resolve)',
        { name: 'statement cache on', fs: on.route },
        { name: 'off', fs: off.route },
      );
      await timePair('product page reads', { name: 'statement cache on', fs: on.page }, { name: 'off', fs: off.page });
    } finally {
      await uncached.close();
    }
    const s = database.statementCache!.stats();
    console.log(
      `  statement cache: ${s.size} statements held (capacity ${s.capacity}), ${s.hits} hits, ${s.misses} misses`,
    );
  }
  await database.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
