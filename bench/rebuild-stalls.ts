/**
 * The catalogue index next to live requests (decision 0020):
 *   node --import tsx bench/rebuild-stalls.ts [--pg] [--products N] [--traffic] [--server] [--updates-only]
 *
 * Uses the catalogue benchmark's database (bench/out/catalog-N.db, or bench_catalog_N on PostgreSQL with
 * --pg and BENCH_DATABASE_URL / TEST_DATABASE_URL; seeded when missing, default N = 100,000) and prints:
 * 1. boot: index build from the database (no persisted index), saving it, loading it back, and the time to
 *    the first listing page from each;
 * 2. a full rebuild as a running process would do it (sliced): its duration and the event-loop stalls;
 * 3. incremental updates while another process (a child with its own connection) changes the
 *    catalogue — sell-outs and restocks, admin edits of prices and titles, new products, deactivations,
 *    a brand rename, one bulk price change: per scenario the updates applied and the event-loop stalls of
 *    the serving process while it polls the feed every 100 ms (with --traffic it also answers the largest
 *    category's listing every 50 ms, whose facets are recomputed after every update);
 * 4. with --server: the real server (`src/server/start.ts`, production build) from spawn to the first listing
 *    page served, without and then with the persisted index (SQLite: a copy of the database in bench/out).
 * Stalls are the gaps between 1 ms timer ticks of the serving thread: in wall time (what a request waiting
 * in the queue sees; on a loaded machine it includes time the OS gave other processes), in the CPU time the
 * thread itself ran during the gap (Linux schedstat: what the code holds the loop for, whatever the load), and
 * that CPU time for the gaps without a garbage-collector pause; GC pauses of 10 ms or more are counted apart.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { ListingQuery } from '../src/domain/catalog.ts';
import { openDatabase, type Database } from '../src/server/db/kysely.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { createI18n } from '../src/server/platform/i18n.server.ts';
import { buildSnapshot, CatalogIndex } from '../src/server/modules/catalog/catalog.index.ts';
import { CatalogService } from '../src/server/modules/catalog/catalog.service.ts';
import { TransactionalConnection } from '../src/server/db/unit-of-work.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const opt = (name: string, def: number) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : def;
};
const PRODUCTS = opt('--products', 100_000);
const PG = flag('--pg');

interface Job {
  pg: string | null;
  sqliteFile: string;
}

async function open(job: Job): Promise<Database> {
  return job.pg ? openDatabase({ databaseUrl: job.pg, poolSize: 4 }) : openDatabase({ sqliteFile: job.sqliteFile });
}

async function benchDatabase(): Promise<Job> {
  if (PG) {
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('--pg needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
    const name = `bench_catalog_${PRODUCTS}`;
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
    if (!exists) await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    return { pg: u.toString(), sqliteFile: '' };
  }
  fs.mkdirSync(path.join(HERE, 'out'), { recursive: true });
  return { pg: null, sqliteFile: path.join(HERE, 'out', `catalog-${PRODUCTS}.db`) };
}

// ------------------------------------------------------------------ the writer ("another process")

type Scenario = 'sellout' | 'restock' | 'edits' | 'new' | 'deactivate' | 'reactivate' | 'brand' | 'bulk';

async function writer(job: Job): Promise<void> {
  const send = (m: unknown) => process.send!(m);
  const database = await open(job);
  const db = database.db;
  const ids = (await db.selectFrom('products').select('id').where('active', '=', 1).orderBy('id').execute()).map(
    (r) => r.id,
  );
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const some = (k: number) => Array.from({ length: k }, () => ids[Math.floor(rnd() * ids.length)]!);
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const soldOut = some(200);
  const parked = some(50);
  process.on('message', async (s: Scenario) => {
    let writes = 0;
    if (s === 'sellout' || s === 'restock') {
      for (const id of soldOut) {
        await db
          .updateTable('products')
          .set({ stock: s === 'sellout' ? 0 : 25 })
          .where('id', '=', id)
          .execute();
        writes++;
        await pause(20);
      }
    } else if (s === 'edits') {
      for (const [k, id] of some(200).entries()) {
        if (k % 2)
          await db
            .updateTable('products')
            .set({ price: 10_000 + Math.floor(rnd() * 500_000) })
            .where('id', '=', id)
            .execute();
        else {
          // a new title; the stored search text keeps the category path and parameter values, as the writer builds it
          const t = `Redaktə ${k} Model Z${k}`;
          const row = await db
            .selectFrom('products')
            .select('search_text')
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          await db
            .updateTable('products')
            .set({ title_az: t, title_ru: t, title_en: t, search_text: `redakte ${k} model z${k} ${row.search_text}` })
            .where('id', '=', id)
            .execute();
        }
        writes++;
        await pause(20);
      }
    } else if (s === 'new') {
      for (const [k, from] of some(100).entries()) {
        const row = await db.selectFrom('products').selectAll().where('id', '=', from).executeTakeFirstOrThrow();
        const { id: _id, ...rest } = row;
        const t = `Yeni məhsul ${k} Nova${k}`;
        const ins = await db
          .insertInto('products')
          .values({
            ...rest,
            sku: `BENCH-${Date.now()}-${k}`,
            title_az: t,
            title_ru: t,
            title_en: t,
            search_text: t.toLowerCase(),
            created_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const values = await db
          .selectFrom('product_parameters')
          .select(['parameter_id', 'value_id'])
          .where('product_id', '=', from)
          .execute();
        if (values.length)
          await db
            .insertInto('product_parameters')
            .values(values.map((v) => ({ ...v, product_id: ins.id })))
            .execute();
        writes++;
        await pause(40);
      }
    } else if (s === 'deactivate' || s === 'reactivate') {
      for (const id of parked) {
        await db
          .updateTable('products')
          .set({ active: s === 'deactivate' ? 0 : 1 })
          .where('id', '=', id)
          .execute();
        writes++;
        await pause(80);
      }
    } else if (s === 'brand') {
      const top = await db
        .selectFrom('products')
        .select((eb) => ['brand_id', eb.fn.countAll<number>().as('n')])
        .where('brand_id', 'is not', null)
        .groupBy('brand_id')
        .orderBy('n', 'desc')
        .executeTakeFirstOrThrow();
      const b = await db.selectFrom('brands').select('title').where('id', '=', top.brand_id!).executeTakeFirstOrThrow();
      await db
        .updateTable('brands')
        .set({ title: `${b.title} ` })
        .where('id', '=', top.brand_id!)
        .execute();
      await pause(100);
      await db.updateTable('brands').set({ title: b.title }).where('id', '=', top.brand_id!).execute();
      writes = 2;
    } else if (s === 'bulk') {
      const lo = ids[Math.floor(ids.length / 3)]!;
      await db
        .updateTable('products')
        .set({ price: sql<number>`price + 100` })
        .where('id', '>=', lo)
        .where('id', '<', lo + 5000)
        .execute();
      writes = 1;
    }
    send(writes);
  });
  send('ready');
}

// ------------------------------------------------------------------ stalls

/** Garbage-collector pauses of this process (start, end in `performance.now()` time). */
const gcPauses: [number, number][] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcPauses.push([e.startTime, e.startTime + e.duration]);
}).observe({ entryTypes: ['gc'] });

/** Gaps between 1 ms ticks of this thread: wall time, and the CPU time the thread ran in them. */
class StallMonitor {
  private timer: NodeJS.Timeout | null = null;
  private last = 0;
  private lastCpu = 0;
  private readonly gaps: { from: number; to: number; wall: number; cpu: number }[] = [];
  private readonly file = `/proc/self/task/${process.pid}/schedstat`;
  /** when the largest CPU gap began, ms after the start (set by summary) */
  largestAt = 0;

  private cpuNow(): number {
    try {
      return Number(fs.readFileSync(this.file, 'utf8').split(' ')[0]) / 1e6;
    } catch {
      return NaN; // not Linux: wall time only
    }
  }

  start(): this {
    this.last = performance.now();
    this.lastCpu = this.cpuNow();
    this.timer = setInterval(() => {
      const now = performance.now();
      const c = this.cpuNow();
      this.gaps.push({ from: this.last, to: now, wall: now - this.last, cpu: c - this.lastCpu });
      this.last = now;
      this.lastCpu = c;
    }, 1);
    return this;
  }

  stop(): this {
    if (this.timer) clearInterval(this.timer);
    return this;
  }

  summary(): string {
    const pct = (a: number[], p: number) => {
      const sorted = [...a].sort((x, y) => x - y);
      return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
    };
    const f = (x: number) => (Number.isNaN(x) ? '–' : x.toFixed(1)).padStart(5);
    const wall = this.gaps.map((g) => g.wall);
    const cpu = this.gaps.map((g) => g.cpu);
    // gaps with no garbage-collector pause in them: what the index code itself held the loop for
    const own = this.gaps.filter((g) => !gcPauses.some(([a, b]) => a < g.to && b > g.from)).map((g) => g.cpu);
    const gcs = gcPauses
      .filter(([a, b]) => this.gaps.length && a >= this.gaps[0]!.from && b <= this.gaps.at(-1)!.to)
      .map(([a, b]) => b - a);
    const top = this.gaps.reduce((a, g) => (g.cpu > a.cpu ? g : a), { from: 0, to: 0, wall: 0, cpu: 0 });
    this.largestAt = top.from - (this.gaps[0]?.from ?? 0);
    return (
      `wall max ${f(Math.max(0, ...wall))} p99 ${f(pct(wall, 99))} | CPU max ${f(Math.max(0, ...cpu))} p99 ${f(pct(cpu, 99))}` +
      ` | CPU without GC max ${f(Math.max(0, ...own))} ms` +
      (gcs.filter((d) => d >= 10).length
        ? `; GC pauses ≥10 ms: ${gcs.filter((d) => d >= 10).length}, longest ${Math.max(...gcs).toFixed(0)} ms`
        : '')
    );
  }
}

// ------------------------------------------------------------------ the serving thread

async function main(): Promise<void> {
  const job = await benchDatabase();
  const database = await open(job);
  const { applied } = await migrate(database);
  if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`);
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
    console.log(`seeding ${PRODUCTS} products into ${database.describe} …`);
    await seedDemo(database, { products: PRODUCTS, reset: true, now: new Date('2026-11-21T00:00:00Z') });
    await sql`ANALYZE`.execute(database.db);
  }
  console.log(
    `machine: ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}; engine ${database.dialect}`,
  );
  const file = path.join(HERE, 'out', `catalog-index-${PG ? 'pg' : 'sqlite'}-${PRODUCTS}.bin`);
  const service = (opts: { refreshMs: number }) =>
    new CatalogService({
      connection: new TransactionalConnection(database),
      index: new CatalogIndex(new TransactionalConnection(database), opts),
      i18n: createI18n(),
    });
  const bigCategory = Number(
    (
      await database.db
        .selectFrom('products')
        .select((eb) => ['category_id', eb.fn.countAll<number>().as('n')])
        .groupBy('category_id')
        .orderBy('n', 'desc')
        .executeTakeFirstOrThrow()
    ).category_id,
  );
  const page: ListingQuery = { lang: 'az', scope: { categoryId: bigCategory }, page: 1, filters: {} };

  if (!flag('--updates-only') || !fs.existsSync(file)) {
    // 1. boot
    fs.rmSync(file, { force: true });
    for (const mode of ['build', 'load'] as const) {
      const svc = service({ refreshMs: 3_600_000 });
      const logs: string[] = [];
      const t0 = performance.now();
      await svc.index.warm({ indexFile: file, log: (m) => logs.push(m) });
      const ready = performance.now();
      await svc.list(page);
      const first = performance.now();
      console.log(
        `boot (${mode === 'build' ? 'no persisted index' : 'persisted index'}): index ready ${Math.round(ready - t0)} ms, first listing page ${Math.round(first - t0)} ms — ${logs.join('; ')}`,
      );
      if (mode === 'load') console.log(`persisted index: ${(fs.statSync(file).size / 1048576).toFixed(0)} MB`);
    }

    // 2. a full rebuild next to requests (sliced)
    {
      const m = new StallMonitor().start();
      const t0 = performance.now();
      const s = await buildSnapshot(database);
      m.stop();
      console.log(
        `full rebuild while serving (sliced): ${s.n} products in ${Math.round(performance.now() - t0)} ms; ${m.summary()}`,
      );
    }
  }

  // 3. incremental updates while another process writes
  const live = service({ refreshMs: 100 });
  await live.index.warm({ indexFile: file });
  // another process on the same database
  const worker: ChildProcess = fork(fileURLToPath(import.meta.url), ['--writer', JSON.stringify(job)], {
    execArgv: ['--import', 'tsx'],
  });
  const next = () => new Promise<unknown>((resolve) => worker.once('message', resolve));
  await next();
  const updates: number[] = [];
  const idx = live.index as CatalogIndex;
  let version = (await idx.get()).version;
  /** counts the snapshots swapped in */
  const seen = (s: { version: number; builtAt: number }) => {
    if (s.version !== version) {
      version = s.version;
      updates.push(s.builtAt);
    }
    return s;
  };
  const traffic = setInterval(() => void idx.get().then(seen), 10);
  const listing = flag('--traffic') ? setInterval(() => void live.list(page), 50) : null;

  // Garbage left by the phases above (a whole rebuild) is collected and its memory returned now, not during
  // the first scenario.
  v8.setFlagsFromString('--expose-gc');
  const collect = vm.runInNewContext('gc') as () => void;
  collect();
  await new Promise((r) => setTimeout(r, 3000));
  const all = new StallMonitor().start();
  // printed once every monitor has stopped (the summaries themselves take a while)
  const results: (() => string)[] = [];
  for (const s of ['sellout', 'restock', 'edits', 'new', 'deactivate', 'reactivate', 'brand', 'bulk'] as Scenario[]) {
    const m = new StallMonitor().start();
    updates.length = 0;
    const t0 = performance.now();
    worker.send(s);
    const writes = (await next()) as number;
    // let the index catch up with the last write
    const target = await dbVersion(database);
    while (seen(await idx.get()).version < target) await new Promise((r) => setTimeout(r, 20));
    const t1 = performance.now();
    m.stop();
    const n = updates.length;
    results.push(() => {
      const line = `${s.padEnd(10)} ${String(writes).padStart(4)} writes, ${String(n).padStart(3)} updates in ${((t1 - t0) / 1000).toFixed(1).padStart(4)} s; ${m.summary()}`;
      return flag('--verbose')
        ? `${line}\n  largest CPU gap began ${Math.round(m.largestAt)} ms into the scenario`
        : line;
    });
  }
  all.stop();
  for (const r of results) console.log(r());
  clearInterval(traffic);
  if (listing) clearInterval(listing);
  worker.kill();
  console.log(`all update scenarios:                      ${all.summary()}`);
  await idx.close();

  // 4. the real server, spawn to first page
  if (flag('--server')) await serverBoot(job, database);
  await database.close();
  console.log(
    `load average at the end ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
}

async function dbVersion(database: Database): Promise<number> {
  const r = await database.db.selectFrom('catalog_state').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(r?.version ?? 0);
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function serverBoot(job: Job, database: Database): Promise<void> {
  const root = path.resolve(HERE, '..');
  const { buildIfNeeded } = await import('../src/server/build-if-needed.ts');
  buildIfNeeded(root, (m) => console.log(`server: ${m}`));
  const dataDir = path.join(HERE, 'out', `boot-${PG ? 'pg' : 'sqlite'}-${PRODUCTS}`);
  fs.mkdirSync(dataDir, { recursive: true });
  if (!job.pg && !fs.existsSync(path.join(dataDir, 'store.db'))) {
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(database.db);
    fs.copyFileSync(job.sqliteFile, path.join(dataDir, 'store.db'));
  }
  const route = await database.db
    .selectFrom('routes')
    .select('path')
    .where('view', '=', 'Category')
    .orderBy('id')
    .executeTakeFirst();
  fs.rmSync(path.join(dataDir, 'catalog-index.bin'), { force: true });
  for (const mode of ['no persisted index', 'persisted index']) {
    const port = await freePort();
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: job.pg ?? '',
    };
    if (!job.pg) delete (env as Record<string, string | undefined>).DATABASE_URL;
    const t0 = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: string[] = [];
    child.stdout.on('data', (d: Buffer) =>
      lines.push(
        ...d
          .toString()
          .split('\n')
          .filter((l) => l.includes('catalogue index')),
      ),
    );
    let status = 0;
    while (performance.now() - t0 < 120_000) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/${route?.path ?? 'products'}`);
        await res.arrayBuffer();
        status = res.status;
        if (status === 200) break;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    const t1 = performance.now();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    console.log(
      `server boot (${mode}): spawn to first listing page ${Math.round(t1 - t0)} ms (HTTP ${status}) — ${lines.map((l) => l.replace(/^\[boot\] /, '')).join('; ')}`,
    );
  }
}

if (flag('--writer')) void writer(JSON.parse(args[args.indexOf('--writer') + 1]!) as Job);
else
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
