/** Event-loop gaps over 40 ms while the catalogue index rebuilds (needs bench/out/catalog-100000.db). */
import path from 'node:path';
import { openDatabase } from '../src/server/db/kysely.ts';
import { buildSnapshot } from '../src/server/modules/catalog/catalog.index.ts';
const database = await openDatabase({ sqliteFile: path.resolve('bench/out/catalog-100000.db') });
let last = performance.now();
const gaps: [number, number][] = [];
const t0 = performance.now();
const tick = () => {
  const now = performance.now();
  if (now - last > 40) gaps.push([Math.round(last - t0), Math.round(now - last)]);
  last = now;
  timer = setImmediate(tick);
};
let timer = setImmediate(tick);
await buildSnapshot(database);
clearImmediate(timer);
console.log('total', Math.round(performance.now() - t0), 'gaps >40ms (at, length):', JSON.stringify(gaps));
await database.close();
