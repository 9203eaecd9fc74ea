/**
 * The catalogue index next to live requests (decision 0020):
 *   node --import tsx bench/rebuild-stalls.ts [--pg] [--products N] [--traffic] [--server] [--updates-only]
 *
 * Uses the catalogue benchmark's database (bench/out/catalog-N.db, or bench_catalog_N on PostgreSQL with
 * --pg and BENCH_DATABASE_URL / TEST_DATABASE_URL; seeded when missing, default N = 100,000) and prints:
 * 1. boot: index build from the database (no persisted index), saving it, loading it back, and the time to
 *    the first listing page from each;
 * 2. a full rebuild as a running process would do it (sliced): its duration and the event-loop stalls;
 * 3. incremental updates while another process (bench/lib/rebuild-writer.ts, a child with its own
 *    connection) changes the catalogue — sell-outs and restocks, admin edits of prices and titles, new products, deactivations,
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
import v8 from 'node:v8';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { ListingQuery } from '../src/domain/catalog.ts';
import type { Database } from '../src/server/db/kysely.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { createI18n } from '../src/server/platform/i18n.server.ts';
import { buildSnapshot, CatalogIndex } from '../src/server/modules/catalog/catalog.index.ts';
import { CatalogService } from '../src/server/modules/catalog/catalog.service.ts';
import { TransactionalConnection } from '../src/server/db/unit-of-work.ts';
import { open, type Job, type Scenario } from './lib/rebuild-writer.ts';
import { StallMonitor } from './lib/stall-monitor.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const opt = (name: string, def: number) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : def;
};
const PRODUCTS = opt('--products', 100_000);
const PG = flag('--pg');

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
  const worker: ChildProcess = fork(path.join(HERE, 'lib', 'rebuild-writer.ts'), ['--writer', JSON.stringify(job)], {
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

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
