/**
 * Page-serving benchmark: npm run bench:pages -- [--products 1500,100000] [--pg | --no-pg] [--no-sqlite]
 *                                                [--reuse] [--seconds 5] [--concurrency 16] [--no-page-cache]
 *
 * For each database (SQLite; PostgreSQL too when --pg is given or BENCH_DATABASE_URL / TEST_DATABASE_URL is
 * set) and each product count, it seeds the demo store (fixed seed date; --reuse keeps an existing one), starts
 * the shop in its own process as `npm start` does, and prints:
 * - requests/s of the SSR home, listing (the largest category), product (50 products in turn), search
 *   (20 queries in turn) and cart (CART-12, a guest cart cookie of 5 lines) pages, each as a ratio to the precompressed stylesheet served in the same run, with the
 *   server's CPU time per request; requests carry a browser's Accept-Encoding;
 * - the server's CPU per listing request without compression, with brotli and with gzip, for all its threads
 *   and for the main thread alone (PERF-5: HTML compression must cost under 20% of rendering), and the cost of
 *   other levels on the same HTML;
 * - first-load JavaScript (gzip) of the home, listing, product, cart and checkout pages (budget 140 KB);
 * - the server's resident memory after boot and after the load, and its peak over the whole run (VmHWM, Linux /proc).
 * Pages for visitors without the shop's cookies are kept for a second by default (decision 0038: home, listing and
 * search are then served from memory after their first render); `--no-page-cache` measures rendering every time.
 * The load generator runs in this process; on a small machine it takes CPU from the server, so absolute
 * requests/s are lower than on a separate client, and the ratios are what to compare.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { serializeGuestCart } from '../src/domain/lists/guest-lists.ts';
import { BUDGET, firstLoad } from './first-load-js.ts';
import type { Database } from '../src/server/db/kysely.ts';
import { buildIfNeeded } from '../src/server/build-if-needed.ts';
import { benchPgUrl, openBenchDatabase, seedBenchDatabase } from './lib/bench-db.ts';
import { runLoad, type LoadResult } from './lib/load.ts';
import { startServerProcess, type ServerProcess } from './lib/server-process.ts';
import { median } from './lib/stats.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..');
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const opt = (name: string, def: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1]! : def;
};
const PRODUCTS = opt('--products', '1500,100000')
  .split(',')
  .map((s) => Number(s.replace(/_/g, '')));
const SECONDS = Number(opt('--seconds', '5'));
const CONCURRENCY = Number(opt('--concurrency', '16'));
const ENGINES = [
  ...(flag('--no-sqlite') ? [] : (['sqlite'] as const)),
  ...(!flag('--no-pg') && (flag('--pg') || benchPgUrl()) ? (['postgres'] as const) : []),
];
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

interface Target {
  name: string;
  paths: string[];
  /** request headers beyond a browser's (the cart page reads the guest cart cookie) */
  headers?: Record<string, string>;
}

interface Row extends LoadResult {
  name: string;
  cpuMsPerReq: number;
}

interface RunResult {
  engine: string;
  products: number;
  bootS: number;
  memBoot: ReturnType<ServerProcess['memory']>;
  memAfter: ReturnType<ServerProcess['memory']>;
  rows: Row[];
  compression: {
    all: { identity: number; br: number; gzip: number };
    main: { identity: number; br: number; gzip: number };
    htmlKb: number;
    brKb: number;
    gzKb: number;
  };
}

/** The pages to load, drawn from the data (deterministic). */
async function pickTargets(database: Database, css: string): Promise<Target[]> {
  const db = database.db;
  const cats = await db.selectFrom('categories').select(['id', 'parent_id']).execute();
  const parent = new Map(cats.map((c) => [c.id, c.parent_id]));
  const top = (id: number): number => {
    let c = id;
    for (let p = parent.get(c); p != null; p = parent.get(c)) c = p;
    return c;
  };
  const perCategory = await db
    .selectFrom('products')
    .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('category_id')
    .execute();
  const perTop = new Map<number, number>();
  for (const r of perCategory) perTop.set(top(r.category_id), (perTop.get(top(r.category_id)) ?? 0) + Number(r.n));
  const largest = [...perTop].sort((a, b) => b[1] - a[1])[0]![0];
  const listing = await db
    .selectFrom('routes')
    .select('path')
    .where('view', '=', 'Category')
    .where('lang', '=', 'az')
    .where('entity_id', '=', largest)
    .executeTakeFirstOrThrow();
  const products = await db
    .selectFrom('routes')
    .select('path')
    .where('view', '=', 'Product')
    .where('lang', '=', 'az')
    .orderBy('entity_id')
    .execute();
  const productPaths = Array.from(
    { length: 50 },
    (_, k) => `/${products[Math.floor((k * products.length) / 50)]!.path}`,
  );
  const titles = await db.selectFrom('products').select('title_az').orderBy('id').execute();
  const queries = Array.from({ length: 20 }, (_, k) => {
    const words = titles[Math.floor((k * titles.length) / 20)]!.title_az.split(/\s+/).filter((w) => w.length > 2);
    return words.slice(0, 1 + (k % 2)).join(' ');
  });
  // a guest cart of 5 products spread over the catalogue (cookie of decision 0024, default prefix)
  const buyable = await db
    .selectFrom('products')
    .select('id')
    .where('active', '=', 1)
    .where('stock', '>', 5)
    .orderBy('id')
    .execute();
  const cartIds = Array.from({ length: 5 }, (_, k) => buyable[Math.floor(((k + 0.5) * buyable.length) / 5)]!.id);
  const cartCookie = `volt_cart=${serializeGuestCart(cartIds.map((id, k) => ({ id, qty: 1 + (k % 2) })))}`;
  return [
    { name: `static /assets/${css} (br)`, paths: [`/assets/${css}`] },
    { name: 'SSR home /', paths: ['/'] },
    { name: `SSR listing /${listing.path}`, paths: [`/${listing.path}`] },
    { name: 'SSR product (50 in turn)', paths: productPaths },
    { name: 'SSR search (20 queries in turn)', paths: queries.map((q) => `/search?search=${encodeURIComponent(q)}`) },
    { name: 'SSR cart /cart (5 lines in the cookie)', paths: ['/cart'], headers: { cookie: cartCookie } },
  ];
}

async function measure(server: ServerProcess, t: Target): Promise<Row> {
  const urls = t.paths.map((p) => server.url + p);
  const headers = { ...BROWSER, ...t.headers };
  await runLoad({ urls, concurrency: CONCURRENCY, seconds: 1, headers }); // warm-up
  const cpu0 = server.cpuMs();
  const r = await runLoad({ urls, concurrency: CONCURRENCY, seconds: SECONDS, headers });
  return { ...r, name: t.name, cpuMsPerReq: (server.cpuMs() - cpu0) / r.done };
}

/**
 * Server CPU per listing request with no compression, brotli and gzip (median of 5 alternating rounds), for all
 * threads and for the main thread alone (zlib streams compress on the thread pool).
 */
async function compressionCost(server: ServerProcess, url: string): Promise<RunResult['compression']> {
  const variants = { identity: {}, br: { 'accept-encoding': 'br' }, gzip: { 'accept-encoding': 'gzip' } } as const;
  type Kind = keyof typeof variants;
  const all: Record<Kind, number[]> = { identity: [], br: [], gzip: [] };
  const main: Record<Kind, number[]> = { identity: [], br: [], gzip: [] };
  const sizes: Record<Kind, number> = { identity: 0, br: 0, gzip: 0 };
  for (let round = 0; round < 5; round++) {
    for (const [k, headers] of Object.entries(variants) as [Kind, Record<string, string>][]) {
      const cpu0 = server.cpuMs();
      const main0 = server.mainThreadCpuMs();
      const r = await runLoad({ urls: [url], concurrency: 4, requests: 200, headers });
      all[k].push((server.cpuMs() - cpu0) / r.done);
      main[k].push((server.mainThreadCpuMs() - main0) / r.done);
      sizes[k] = r.bytes;
    }
  }
  const m = (x: Record<Kind, number[]>) => ({ identity: median(x.identity), br: median(x.br), gzip: median(x.gzip) });
  return { all: m(all), main: m(main), htmlKb: sizes.identity / 1024, brKb: sizes.br / 1024, gzKb: sizes.gzip / 1024 };
}

/** CPU time of compressing one page's HTML in one piece at other settings (this process; for choosing levels). */
function levelsTable(html: Buffer, renderMs: number): void {
  const brotli = (q: number) => () =>
    zlib.brotliCompressSync(html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length },
    });
  const settings: [string, () => Buffer][] = [
    ['brotli 4', brotli(4)],
    ['brotli 5', brotli(5)],
    ['brotli 6', brotli(6)],
    ['brotli 11', brotli(11)],
    ['gzip 6', () => zlib.gzipSync(html, { level: 6 })],
    ['gzip 9', () => zlib.gzipSync(html, { level: 9 })],
  ];
  console.log(
    `  the listing's ${(html.length / 1024).toFixed(0)} KB of HTML compressed in one piece (this process), against ${renderMs.toFixed(2)} ms to serve it uncompressed:`,
  );
  for (const [name, f] of settings) {
    const n = name === 'brotli 11' ? 5 : 40;
    f();
    const c0 = process.cpuUsage();
    let size = 0;
    for (let i = 0; i < n; i++) size = f().length;
    const c = process.cpuUsage(c0);
    const ms = (c.user + c.system) / 1000 / n;
    console.log(
      `    ${name.padEnd(10)} ${ms.toFixed(2).padStart(7)} ms  ${((100 * ms) / renderMs).toFixed(0).padStart(4)}% of serving  → ${(size / 1024).toFixed(1)} KB`,
    );
  }
}

const mem = (m: ReturnType<ServerProcess['memory']>) =>
  `${m.rssMb.toFixed(0)} MB (${m.anonMb.toFixed(0)} anonymous + ${m.fileMb.toFixed(0)} file-backed)`;

async function run(engine: 'sqlite' | 'postgres', products: number): Promise<RunResult> {
  console.log(`\n== ${engine}, ${products.toLocaleString('en')} products ==`);
  const dataDir = path.join(HERE, 'out', `pages-${products}`);
  const { database, url } = await openBenchDatabase({
    engine,
    sqliteFile: path.join(dataDir, 'store.db'),
    pgName: `bench_pages_${products}`,
    reuse: flag('--reuse'),
  });
  const css = fs.readdirSync(path.join(ROOT, 'build/client/assets')).find((f) => f.endsWith('.css'))!;
  let targets: Target[];
  try {
    await seedBenchDatabase(database, products);
    targets = await pickTargets(database, css);
  } finally {
    await database.close();
  }
  // --no-page-cache: every page rendered for every request (the guests' page cache of decision 0038 off)
  const server = await startServerProcess(
    ROOT,
    { DATA_DIR: dataDir, DATABASE_URL: url ?? '', ...(flag('--no-page-cache') ? { PAGE_CACHE_SECONDS: '0' } : {}) },
    path.join(dataDir, `server-${engine}.log`),
  );
  try {
    await new Promise((r) => setTimeout(r, 1000));
    const boot = server.memory();
    console.log(`server up in ${(server.bootMs / 1000).toFixed(1)} s; RSS after boot ${mem(boot)}`);
    const rows: Row[] = [];
    for (const t of targets) {
      const r = await measure(server, t);
      rows.push(r);
      console.log(
        `${t.name.slice(0, 44).padEnd(44)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  ` +
          `${(r.bytes / 1024).toFixed(1).padStart(6)} KB  server CPU ${r.cpuMsPerReq.toFixed(2)} ms/req${r.errors ? `  ERRORS ${r.errors}` : ''}`,
      );
    }
    const listingUrl = server.url + targets[2]!.paths[0]!;
    const compression = await compressionCost(server, listingUrl);
    const after = server.memory();
    const c = compression;
    const over = (x: number, base: number) =>
      `${x >= base ? '+' : ''}${(x - base).toFixed(2)} ms (${x >= base ? '+' : ''}${((100 * (x - base)) / base).toFixed(0)}%)`;
    console.log(
      `listing, server CPU per request: uncompressed ${c.all.identity.toFixed(2)} ms (${c.htmlKb.toFixed(0)} KB); ` +
        `brotli ${over(c.all.br, c.all.identity)} → ${c.brKb.toFixed(1)} KB; gzip ${over(c.all.gzip, c.all.identity)} → ${c.gzKb.toFixed(1)} KB`,
    );
    console.log(
      `  main thread alone: uncompressed ${c.main.identity.toFixed(2)} ms; brotli ${over(c.main.br, c.main.identity)}; gzip ${over(c.main.gzip, c.main.identity)}`,
    );
    levelsTable(Buffer.from(await (await fetch(listingUrl)).arrayBuffer()), compression.all.identity);
    for (const p of ['/', targets[2]!.paths[0]!, targets[3]!.paths[0]!, '/cart', '/checkout']) {
      const f = await firstLoad(server.url + p);
      console.log(
        `first-load JS ${p.slice(0, 40).padEnd(40)} ${(f.gzip / 1024).toFixed(1).padStart(6)} KB gzip in ${f.files} files ${f.gzip <= BUDGET ? '✓' : '✗'} budget ${BUDGET / 1024} KB`,
      );
    }
    console.log(
      `RSS after the load ${mem(after)}, peak ${after.peakMb.toFixed(0)} MB (VmHWM: the high-water mark over the whole run, the index build at boot included)`,
    );
    return { engine, products, bootS: server.bootMs / 1000, memBoot: boot, memAfter: after, rows, compression };
  } finally {
    await server.stop();
  }
}

async function main() {
  if (ENGINES.length === 0) throw new Error('no database to run on (--no-sqlite without PostgreSQL)');
  if (flag('--pg') && !benchPgUrl()) throw new Error('--pg needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  console.log(
    `machine: ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}; ${CONCURRENCY} connections, ${SECONDS} s per page`,
  );
  buildIfNeeded(ROOT, (m) => console.log(`build: ${m}`));
  const results: RunResult[] = [];
  for (const engine of ENGINES) for (const products of PRODUCTS) results.push(await run(engine, products));

  console.log('\nrequests/s as a ratio to the precompressed static file in the same run (goal: SSR listing ≥ 0.15)');
  const names = ['static', 'home', 'listing', 'product', 'search', 'cart'];
  console.log(
    `${'engine'.padEnd(9)}${'products'.padStart(9)}  ${names.map((n) => n.padStart(15)).join('')}  ${'boot'.padStart(7)}  RSS boot → after load, MB (goal: peak ≤ 600 MB at 100k)`,
  );
  for (const r of results) {
    const base = r.rows[0]!.rps;
    const cells = r.rows.map((x, i) =>
      (i === 0 ? `${x.rps.toFixed(0)}/s` : `${x.rps.toFixed(0)}/s ${(x.rps / base).toFixed(3)}`).padStart(15),
    );
    console.log(
      `${r.engine.padEnd(9)}${r.products.toLocaleString('en').padStart(9)}  ${cells.join('')}  ${r.bootS.toFixed(1).padStart(5)} s  ` +
        `${r.memBoot.rssMb.toFixed(0)} → ${r.memAfter.rssMb.toFixed(0)} (anonymous ${r.memBoot.anonMb.toFixed(0)} → ${r.memAfter.anonMb.toFixed(0)}; peak ${r.memAfter.peakMb.toFixed(0)})`,
    );
  }
  console.log(
    "\nserver CPU per request, as a ratio of the static file's to the page's (the ratio requests/s would have if the server had the CPU to itself)",
  );
  console.log(`${'engine'.padEnd(9)}${'products'.padStart(9)}  ${names.map((n) => n.padStart(15)).join('')}`);
  for (const r of results) {
    const base = r.rows[0]!.cpuMsPerReq;
    const cells = r.rows.map((x, i) =>
      (i === 0
        ? `${x.cpuMsPerReq.toFixed(2)} ms`
        : `${x.cpuMsPerReq.toFixed(1)} ms ${(base / x.cpuMsPerReq).toFixed(3)}`
      ).padStart(15),
    );
    console.log(`${r.engine.padEnd(9)}${r.products.toLocaleString('en').padStart(9)}  ${cells.join('')}`);
  }
  console.log(
    '\nlisting compression, server CPU per request over uncompressed, all threads / main thread (goal < 20%)',
  );
  for (const r of results) {
    const { all, main } = r.compression;
    const pctOf = (x: number, base: number) => `${x >= base ? '+' : ''}${((100 * (x - base)) / base).toFixed(0)}%`;
    console.log(
      `${r.engine.padEnd(9)}${r.products.toLocaleString('en').padStart(9)}  uncompressed ${all.identity.toFixed(2)} / ${main.identity.toFixed(2)} ms; ` +
        `brotli ${pctOf(all.br, all.identity)} / ${pctOf(main.br, main.identity)}; gzip ${pctOf(all.gzip, all.identity)} / ${pctOf(main.gzip, main.identity)}`,
    );
  }
  console.log(
    `load average at the end: ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
