import { describe, expect, it } from 'vitest';
import { describeEachEngine } from '../testing/test-db.ts';
import { HOT_QUERIES, pickSample, reposOn, type HotQuery, type Sample } from '../testing/hot-queries.ts';
import type { Database } from './kysely.ts';
import { captureQueries, explain, planProblems, readIndexes } from './query-plans.ts';
import { seedDemo } from '../../demo/seed/seed.ts';

/** Tables that hold thousands of rows already at the test's 1,500 products (routes: about 4,700). */
const BIG_HERE = new Set(['routes', 'products', 'reviews', 'product_images']);

/** Runs `q` as its repository sends it and returns what is wrong with the engine's plan for each statement. */
async function problems(database: Database, q: HotQuery, sample: Sample, preferIndexes: boolean): Promise<string[]> {
  const indexes = await readIndexes(database);
  const capture = captureQueries(database.db);
  await q.run(reposOn(capture.db, database.dialect), sample);
  const queries = capture.take();
  if (queries.length === 0) return ['sent no query'];
  const out: string[] = [];
  for (const query of queries) {
    const plan = await explain(database, query, indexes, { preferIndexes });
    for (const p of planProblems(plan, q)) out.push(`${p}\n  ${query.sql}\n  ${plan.text.replace(/\n/g, '\n  ')}`);
  }
  return out;
}

/**
 * Every lookup a page sends reaches its rows through an index (PERF-9: each page's route was found by a full
 * read of `routes` on PostgreSQL, 40 ms at 100,000 products). On the demo seed's 1,500 products, each hot query
 * of `testing/hot-queries.ts` runs as its repository sends it, and the engine's plan must look every table up
 * through the index named there. bench/route-lookup.ts checks the same at 100,000 products.
 */
describeEachEngine(
  'lookups use indexes',
  (ctx) => {
    let sample: Sample;
    const get = async () => (sample ??= await pickSample(ctx.database));

    describe('where tables are big already, the planner itself picks the index', () => {
      const natural = HOT_QUERIES.filter((q) => !q.small && Object.keys(q.uses).every((t) => BIG_HERE.has(t)));
      it('covers the route, product and review lookups', () => {
        expect(natural.map((q) => q.name)).toEqual(
          expect.arrayContaining(['routing.findByPath', 'catalog.productFull', 'catalog.latestReviews']),
        );
      });
      for (const q of natural) {
        it(q.name, async () => {
          expect(await problems(ctx.database, q, await get(), false)).toEqual([]);
        });
      }
    });

    describe('every hot query has an index it can use', () => {
      for (const q of HOT_QUERIES) {
        it(q.name, async () => {
          expect(await problems(ctx.database, q, await get(), true)).toEqual([]);
        });
      }
    });
  },
  async (database) => {
    // the seed ends with ANALYZE, so both planners know the tables' sizes
    await seedDemo(database, { products: 1500, now: new Date('2026-11-21T00:00:00Z') });
  },
);
