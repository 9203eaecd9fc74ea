/** Splits a listing's time into index work and card reads (diagnostics for the benchmark). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/server/db/kysely.ts';
import { CatalogService } from '../src/server/modules/catalog/catalog.service.ts';
import { CatalogIndex } from '../src/server/modules/catalog/catalog.index.ts';
import { createI18n } from '../src/server/platform/i18n.server.ts';
import { TransactionalConnection } from '../src/server/db/unit-of-work.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const database = await openDatabase({ sqliteFile: path.join(HERE, 'out/catalog-100000.db') });
const catalog = new CatalogService({
  connection: new TransactionalConnection(database),
  index: new CatalogIndex(new TransactionalConnection(database), { refreshMs: 3_600_000 }),
  i18n: createI18n(),
});
await catalog.index.warm();
const s = await catalog.index.get();
if ((globalThis as { gc?: () => void }).gc) (globalThis as unknown as { gc: () => void }).gc();
const cat = [...s.categories.values()].find((c) => c.parentId === null)!.id;
const time = async (name: string, f: () => Promise<unknown>, n = 200) => {
  for (let i = 0; i < 20; i++) await f();
  const t: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await f();
    t.push(performance.now() - t0);
  }
  t.sort((a, b) => a - b);
  console.log(name.padEnd(30), 'p50', t[n / 2]!.toFixed(2), 'p95', t[Math.floor(n * 0.95)]!.toFixed(2));
};
const q = { lang: 'az' as const, scope: { categoryId: cat }, page: 1, filters: {} };
await time('filters only', () => catalog.filters(q));
const ids = Array.from({ length: 24 }, (_, k) => s.ids[k * 1000]!);
await time('cards(24)', () => catalog.cards('az', ids, s));
await time('list', () => catalog.list(q));
await time('quick iphone', () => catalog.quickSearch('az', 'iphone'));
await time('quick sams', () => catalog.quickSearch('az', 'sams'));
await time('search bits samsung', async () => catalog.filters({ ...q, scope: {}, search: 'samsung' }));
await time('product', () => catalog.product('az', s.ids[5000]!), 50);
await database.close();
