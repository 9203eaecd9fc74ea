import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { CatalogIndexRepo } from './catalog-index.repo.ts';
import { buildSnapshot } from './catalog-index-build.ts';
import { Slicer } from './catalog-index-slices.ts';
import { CatalogIndex } from './catalog.index.ts';
import { TransactionalConnection } from '../../db/unit-of-work.ts';
import { answers, changeArb, seedIndexDemo, service, version, write } from './catalog-index.fixtures.ts';

/**
 * The incremental index against a real database: a long-lived service that applies another process's changes
 * incrementally answers exactly like a service that builds its index from scratch; the persisted index loads and
 * catches up. (The change feed it follows: catalog-change-feed.integration.test.ts.)
 */

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-index-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describeEachEngine(
  'catalogue incremental index',
  (ctx) => {
    it('builds the same index whether the catalogue is read in pages of 7 products or in one', async () => {
      const repo = new CatalogIndexRepo(ctx.database.db);
      const build = (pageSize: number) => buildSnapshot(repo, { slicer: new Slicer(Infinity), pageSize });
      const { builtAt: _a, ...paged } = await build(7);
      const { builtAt: _b, ...whole } = await build(100_000);
      expect(paged.n).toBeGreaterThan(100);
      expect(paged.search.strong.data.length).toBeGreaterThan(paged.n);
      expect(paged.dense.valueRefs.length).toBeGreaterThan(paged.n);
      expect(paged.campaignPosting.size).toBeGreaterThan(0);
      expect(paged).toEqual(whole);
    });

    it("builds at boot with SQLite's page cache small and gives it back its size after", async () => {
      if (ctx.engine !== 'sqlite') return;
      const cacheSize = async () =>
        (await sql<{ cache_size: number }>`PRAGMA cache_size`.execute(ctx.database.db)).rows[0]!.cache_size;
      const before = await cacheSize();
      const seen: number[] = [];
      const repo = CatalogIndexRepo.prototype;
      const productsAfter = repo.productsAfter;
      repo.productsAfter = async function (this: CatalogIndexRepo, after: number, limit: number) {
        seen.push(await cacheSize());
        return productsAfter.call(this, after, limit);
      };
      try {
        const logs: string[] = [];
        const index = new CatalogIndex(new TransactionalConnection(ctx.database), { refreshMs: 0 });
        await index.warm({ indexFile: path.join(tmp, 'cache-size.idx'), log: (m) => logs.push(m) });
        expect(logs.join('\n')).toMatch(/built in/);
        expect((await index.get()).n).toBeGreaterThan(100);
      } finally {
        repo.productsAfter = productsAfter;
      }
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((s) => s === -2048)).toBe(true);
      expect(await cacheSize()).toBe(before);
    });

    it('keeps answering like a fresh build while another process changes the catalogue', async () => {
      const live = service(ctx.database);
      await live.index.warm();
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.array(changeArb, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }),
          async (batches) => {
            for (const batch of batches) {
              for (const c of batch) await write(ctx.database, c);
              const incremental = await answers(live, ctx.database);
              const fresh = await answers(service(ctx.database), ctx.database);
              expect(incremental).toEqual(fresh);
            }
          },
        ),
        { numRuns: 6 },
      );
      expect((await live.index.get()).version).toBe(await version(ctx.database));
    });

    it('persists the index, loads it at the next boot and catches up with the changes made meanwhile', async () => {
      const file = path.join(tmp, `${ctx.engine}.idx`);
      const logs: string[] = [];
      const log = (m: string) => logs.push(m);
      const first = new CatalogIndex(new TransactionalConnection(ctx.database), { indexFile: file, log, refreshMs: 0 });
      await first.warm();
      expect(logs.join('\n')).toMatch(/built in/);
      expect(fs.existsSync(file)).toBe(true);
      await first.close();

      // changes while no process runs
      await write(ctx.database, { op: 'price', k: 3, price: 777_700 });
      await write(ctx.database, { op: 'new', k: 5, title: 'Samsung Qara Smartfon' });
      await write(ctx.database, { op: 'active', k: 8, active: 0 });

      logs.length = 0;
      const second = service(ctx.database, { indexFile: file, log });
      await second.index.warm();
      expect(logs.join('\n')).toMatch(/loaded from .* changed products applied/);
      expect(await answers(second, ctx.database)).toEqual(await answers(service(ctx.database), ctx.database));
      await second.index.close();

      // a file from another database is ignored
      await ctx.database.db.updateTable('catalog_state').set({ epoch: 'another' }).where('id', '=', 1).execute();
      logs.length = 0;
      const third = new CatalogIndex(new TransactionalConnection(ctx.database), { indexFile: file, log, refreshMs: 0 });
      await third.warm();
      expect(logs.join('\n')).toMatch(/built in/);
      await third.close();

      // and so is a damaged one
      fs.writeFileSync(file, 'CIDX garbage');
      logs.length = 0;
      const fourth = service(ctx.database, { indexFile: file, log });
      await fourth.index.warm();
      expect(logs.join('\n')).toMatch(/built in/);
      expect(await answers(fourth, ctx.database)).toEqual(await answers(service(ctx.database), ctx.database));
    });
  },
  seedIndexDemo,
);
