/**
 * sitemap.xml at scale (decision 0040): time to build the index and every part, cold (nothing cached), and the
 * size of the parts, for a catalogue of N products on SQLite and PostgreSQL.
 *
 *   node --import tsx bench/sitemap.bench.ts [--products 100000] [--engine sqlite|postgres|both] [--reuse]
 */
import { parseArgs } from 'node:util';
import { openBenchDatabase, benchPgUrl, seedBenchDatabase } from './lib/bench-db.ts';
import { TransactionalConnection } from '../src/server/db/unit-of-work.ts';
import { SitemapService } from '../src/server/modules/sitemap/sitemap.service.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    engine: { type: 'string', default: 'both' },
    reuse: { type: 'boolean', default: false },
  },
});
const products = Number(values.products);
const engines = values.engine === 'both' ? (benchPgUrl() ? ['sqlite', 'postgres'] : ['sqlite']) : [values.engine!];
const ORIGIN = 'https://volt.example';

for (const engine of engines as ('sqlite' | 'postgres')[]) {
  const { database } = await openBenchDatabase({
    engine,
    sqliteFile: `data/bench/sitemap-${products}.db`,
    pgName: `store_bench_sitemap_${products}`,
    reuse: values.reuse!,
    poolSize: 4,
  });
  if (!values.reuse) await seedBenchDatabase(database, products);
  const svc = new SitemapService({ connection: new TransactionalConnection(database) });
  const t0 = performance.now();
  const index = await svc.index(ORIGIN);
  const tIndex = performance.now() - t0;
  const parts = [...index.matchAll(/sitemap-([a-z0-9-]+)\.xml/g)].map((m) => m[1]!);
  const times: number[] = [];
  let bytes = 0;
  let urls = 0;
  for (const p of parts) {
    const t = performance.now();
    const xml = (await svc.part(ORIGIN, p))!;
    times.push(performance.now() - t);
    bytes += Buffer.byteLength(xml);
    urls += (xml.match(/<url>/g) ?? []).length;
  }
  const total = times.reduce((a, b) => a + b, 0);
  console.log(
    `[${engine}] ${products} products: index ${tIndex.toFixed(1)} ms (${parts.length} parts); all parts ${total.toFixed(0)} ms, slowest part ${Math.max(...times).toFixed(1)} ms; ${urls} URLs, ${(bytes / 1024 / 1024).toFixed(1)} MB of XML`,
  );
  await database.close();
}
