/**
 * Catalogue benchmark (design §5): npm run bench:catalog -- [--reuse] [--pg] [--products N] [--runs N]
 *
 * Builds (or, with --reuse, reuses) a database of N products (default 100,000) with the demo seed —
 * SQLite in bench/out/, or PostgreSQL from BENCH_DATABASE_URL / TEST_DATABASE_URL with --pg — then
 * prints p50/p95 of the catalogue service calls, each over ≥ 200 runs with varied inputs:
 * unfiltered category listing with facet counts, two filters, price range, full text + filters,
 * quick search, the product page's data and its recommended + related selection alone, home. --cold turns
 * the card-parts and facet caches off (every call computes everything). It then builds the web app if
 * needed, serves it from the same process and measures requests/second of the SSR listing page against a
 * static file (loopback, bounded concurrency, no extra dependencies) and prints the first-load JavaScript
 * of the listing and product pages; --no-http skips that part.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../src/server/db/kysely.ts';
import { loadConfig } from '../src/server/config.ts';
import { CatalogService } from '../src/server/modules/catalog/catalog.service.ts';
import { createI18n } from '../src/server/platform/i18n.server.ts';
import type { ListingQuery } from '../src/domain/catalog.ts';
import { CatalogIndex, buildSnapshot } from '../src/server/modules/catalog/catalog.index.ts';
import { subtree } from '../src/server/modules/catalog/catalog-snapshot.ts';
import { neighbours } from '../src/server/modules/catalog/product-neighbours.ts';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildIfNeeded } from '../src/server/build-if-needed.ts';
import { reportFirstLoad } from './first-load-js.ts';
import { openBenchDatabase, seedBenchDatabase } from './lib/bench-db.ts';
import { runLoad } from './lib/load.ts';
import { pct } from './lib/stats.ts';
import { TransactionalConnection } from '../src/server/db/unit-of-work.ts';

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

async function measure(
  name: string,
  budget: number | null,
  inputs: (() => Promise<unknown>)[],
): Promise<{ name: string; p50: number; p95: number; budget: number | null }> {
  for (const f of inputs.slice(0, 20)) await f(); // warm-up
  const times: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const f = inputs[r % inputs.length]!;
    const t0 = process.hrtime.bigint();
    await f();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  const res = { name, p50: pct(times, 50), p95: pct(times, 95), budget };
  const mark = budget === null ? '' : res.p95 <= budget ? `  ✓ ≤ ${budget} ms` : `  ✗ budget ${budget} ms`;
  console.log(
    `${name.padEnd(44)} p50 ${res.p50.toFixed(2).padStart(7)} ms   p95 ${res.p95.toFixed(2).padStart(7)} ms${mark}`,
  );
  return res;
}

async function main() {
  const { database } = await openBenchDatabase({
    engine: PG ? 'postgres' : 'sqlite',
    sqliteFile: path.join(HERE, 'out', `catalog-${PRODUCTS}.db`),
    pgName: `bench_catalog_${PRODUCTS}`,
    reuse: flag('--reuse'),
  });
  await seedBenchDatabase(database, PRODUCTS);
  const catalog = new CatalogService(
    {
      connection: new TransactionalConnection(database),
      index: new CatalogIndex(new TransactionalConnection(database), { refreshMs: 3_600_000 }),
      i18n: createI18n(),
    },
    { cardCacheMs: flag('--cold') ? 0 : 60_000, facetCache: !flag('--cold') },
  );
  const mem0 = process.memoryUsage().heapUsed;
  const t0 = Date.now();
  await catalog.index.warm();
  const s = await catalog.index.get();
  console.log(
    `machine: ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}; card and facet caches ${flag('--cold') ? 'off (--cold)' : 'on'}`,
  );
  console.log(
    `engine ${database.dialect}; ${s.n} active products; index built in ${Date.now() - t0} ms; ` +
      `heap +${((process.memoryUsage().heapUsed - mem0) / 1048576).toFixed(0)} MB; ${s.search.tokens.length} search tokens`,
  );

  // Inputs drawn from the data itself (deterministic).
  const tops = [...s.categories.values()].filter((c) => c.parentId === null);
  const sizeOf = (id: number) => subtree(s, id).reduce((a, c) => a + (s.categoryPosting.get(c)?.length ?? 0), 0);
  const cats = [...s.categories.values()]
    .map((c) => ({ id: c.id, n: sizeOf(c.id) }))
    .filter((c) => c.n > 0)
    .sort((a, b) => b.n - a.n);
  const bigCats = cats.slice(0, 12);
  console.log(
    `categories: ${s.categories.size} (${tops.length} top); largest listing ${bigCats[0]?.n} products; mean of the 12 largest ${Math.round(bigCats.reduce((a, c) => a + c.n, 0) / Math.max(1, bigCats.length))}`,
  );
  const lang = (k: number) => (['az', 'ru', 'en'] as const)[k % 3]!;
  const base = (k: number, over: Partial<ListingQuery>): ListingQuery => ({
    lang: lang(k),
    scope: { categoryId: bigCats[k % bigCats.length]!.id },
    page: 1 + (k % 3),
    filters: {},
    ...over,
  });

  // Filter choices per category: its two biggest brands and a parameter value.
  const choices = await Promise.all(
    bigCats.map(async (c, k) => {
      const r = await catalog.filters(base(k, { scope: { categoryId: c.id } }));
      const brand = r.filters.find((f) => f.key === 'brand')?.items.sort((a, b) => b.count - a.count) ?? [];
      const param = r.filters.find((f) => f.key.startsWith('param_'));
      const price = r.filters.find((f) => f.key === 'prices')?.price;
      return {
        brands: brand.slice(0, 2).map((b) => b.id),
        param: param ? { key: param.key, id: param.items.sort((a, b) => b.count - a.count)[0]!.id } : null,
        price,
      };
    }),
  );
  const words: string[] = [];
  for (let i = 0; i < s.n && words.length < 400; i += Math.max(1, Math.floor(s.n / 400))) {
    const row = await database.db
      .selectFrom('products')
      .select(['title_az', 'title_ru'])
      .where('id', '=', s.ids[i]!)
      .executeTakeFirst();
    const w = (i % 2 ? row?.title_ru : row?.title_az)?.split(/\s+/).filter((x) => x.length > 2) ?? [];
    if (w.length) words.push(w.slice(0, 1 + (i % 2)).join(' '));
  }
  const quick = words.map((w, k) => (k % 3 === 0 ? w.slice(0, Math.max(3, w.length - 2)) : w));
  const typos = ['samsnug', 'xiaomo', 'iphnoe', 'noutbk', 'ütü', 'ÜTÜ', 'айфон', 'самсунг', 'утюг', 'ноутбук'];

  const results = [];
  results.push(
    await measure(
      'unfiltered category listing + facets',
      5,
      bigCats.map((_, k) => () => catalog.list(base(k, {}))),
    ),
  );
  results.push(
    await measure(
      'two filters (brand + parameter) + facets',
      15,
      bigCats.map((_, k) => () => {
        const ch = choices[k]!;
        const filters: Record<string, number[]> = { brand: ch.brands };
        if (ch.param) filters[ch.param.key] = [ch.param.id];
        return catalog.list(base(k, { filters, sort: (['new', 'priceUp', 'priceDown'] as const)[k % 3] }));
      }),
    ),
  );
  results.push(
    await measure(
      'price range + facets',
      15,
      bigCats.map((_, k) => () => {
        const p = choices[k]!.price;
        const lo = p ? p.min + Math.floor((p.max - p.min) / 4) : 100;
        const hi = p ? p.min + Math.floor(((p.max - p.min) * 3) / 4) : 1000;
        return catalog.list(base(k, { pricesMin: lo, pricesMax: hi, sort: 'priceUp' }));
      }),
    ),
  );
  results.push(
    await measure(
      'full text + filters + facets (whole catalogue)',
      20,
      [...words.slice(0, 60), ...typos].map(
        (w, k) => () =>
          catalog.list({
            lang: lang(k),
            scope: {},
            page: 1,
            search: w,
            filters: k % 2 ? { brand: choices[k % choices.length]!.brands.slice(0, 1) } : {},
          }),
      ),
    ),
  );
  results.push(
    await measure(
      'quick search (top 8)',
      10,
      [...quick, ...typos].map((w, k) => () => catalog.quickSearch(lang(k), w)),
    ),
  );
  const pagePicks = Array.from({ length: 50 }, (_, k) => (k * 1999) % s.n);
  results.push(
    await measure(
      'product page data',
      null,
      pagePicks.map((i, k) => () => catalog.product(lang(k), s.ids[i]!)),
    ),
  );
  results.push(
    await measure(
      'product page: recommended + related (index)',
      null,
      pagePicks.map((i) => async () => neighbours(s, s.ids[i]!, s.category[i]!, s.brand[i] || null, s.price[i]!)),
    ),
  );
  results.push(await measure('home', null, [() => catalog.home('az'), () => catalog.home('ru')]));

  // A rebuild runs next to live requests: how long does it hold the event loop at most?
  {
    const h = monitorEventLoopDelay({ resolution: 5 });
    h.enable();
    const t0 = Date.now();
    await buildSnapshot(database);
    h.disable();
    console.log(
      `index rebuild ${Date.now() - t0} ms; event-loop delay during it: p50 ${(h.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(h.percentile(99) / 1e6).toFixed(1)} ms, max ${(h.max / 1e6).toFixed(1)} ms`,
    );
  }

  if (!flag('--no-http')) await httpBench(catalog, database, bigCats[0]!.id);
  await database.close();
  const failed = results.filter((r) => r.budget !== null && r.p95 > r.budget);
  console.log(failed.length ? `over budget: ${failed.map((r) => r.name).join(', ')}` : 'all budgets met');
}

/** SSR listing page vs a static file on the same server, loopback, bounded concurrency. */
async function httpBench(catalog: CatalogService, database: Database, categoryId: number) {
  const buildFile = path.resolve(HERE, '../build/server/index.js');
  buildIfNeeded(path.resolve(HERE, '..'), (m) => console.log(`http: ${m}`));
  const { createApp } = await import('../src/server/app.ts');
  const { createServices } = await import('../src/server/services.ts');
  const config = loadConfig({ LOG_LEVEL: 'warn' });
  const services = createServices(database, config, createI18n());
  await services.catalog.index.warm();
  void catalog;
  const build = await import(buildFile);
  const clientDir = path.resolve(HERE, '../build/client');
  const app = await createApp({ services, build, clientDir, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  const route = await database.db
    .selectFrom('routes')
    .select('path')
    .where('view', '=', 'Category')
    .where('entity_id', '=', categoryId)
    .where('lang', '=', 'az')
    .executeTakeFirst();
  const asset = fs.readdirSync(path.join(clientDir, 'assets')).find((f) => f.endsWith('.css') || f.endsWith('.js'));
  const targets = [
    { name: `SSR listing /${route?.path ?? 'products'}`, url: `http://127.0.0.1:${port}/${route?.path ?? 'products'}` },
    { name: `static /assets/${asset}`, url: `http://127.0.0.1:${port}/assets/${asset}` },
    { name: 'API /api/products (category)', url: `http://127.0.0.1:${port}/api/products?scope_category=${categoryId}` },
  ];
  for (const t of targets) {
    const r = await runLoad({
      urls: [t.url],
      concurrency: 32,
      seconds: 5,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    console.log(
      `${t.name.padEnd(44)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  errors ${r.errors}`,
    );
  }
  const product = await database.db
    .selectFrom('routes')
    .select('path')
    .where('view', '=', 'Product')
    .where('lang', '=', 'en')
    .orderBy('entity_id')
    .executeTakeFirst();
  await reportFirstLoad(`http://127.0.0.1:${port}`, [
    `/${route?.path ?? 'products'}`,
    '/en/products',
    `/en/${product?.path ?? ''}`,
  ]);
  await app.close();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
