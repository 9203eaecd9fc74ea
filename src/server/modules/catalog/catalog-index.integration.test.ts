import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import type { ListingQuery } from '../../../domain/catalog.ts';
import type { Database } from '../../db/kysely.ts';
import { seedDemo } from '../../../demo/seed/seed.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { CatalogIndexRepo } from './catalog-index.repo.ts';
import { buildSnapshot } from './catalog-index-build.ts';
import { Slicer } from './catalog-index-slices.ts';
import { CatalogIndex, type CatalogIndexOptions } from './catalog.index.ts';
import { CatalogService } from './catalog.service.ts';
import { TransactionalConnection } from '../../db/unit-of-work.ts';

/**
 * The change feed and the incremental index against a real database: another process's writes (plain SQL
 * here) reach the feed through the triggers, and a long-lived service that applies them incrementally answers
 * exactly like a service that builds its index from scratch. Also: the persisted index loads and catches up.
 */

const service = (database: Database, opts: CatalogIndexOptions = {}) =>
  new CatalogService(
    {
      connection: new TransactionalConnection(database),
      index: new CatalogIndex(new TransactionalConnection(database), { refreshMs: 0, ...opts }),
      i18n: createI18n(),
    },
    { cardCacheMs: 0, facetCache: false },
  );

const version = async (database: Database) => (await new CatalogIndexRepo(database.db).state()).version;
const feed = async (database: Database, after: number) =>
  (
    await database.db
      .selectFrom('catalog_changes')
      .select(['kind', 'entity_id'])
      .where('seq', '>', after)
      .orderBy('kind')
      .orderBy('entity_id')
      .execute()
  ).map((r) => `${r.kind}:${r.entity_id}`);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-index-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** What shoppers see through the service: listings with facets in several scopes and sorts, search, home. */
async function answers(svc: CatalogService, database: Database) {
  const cats = (
    await database.db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', 'is', null)
      .orderBy('id')
      .limit(3)
      .execute()
  ).map((c) => c.id);
  const brand =
    (await database.db.selectFrom('brands').select('id').orderBy('id').limit(1).executeTakeFirst())?.id ?? 1;
  const q = (over: Partial<ListingQuery>): ListingQuery => ({ lang: 'az', scope: {}, page: 1, filters: {}, ...over });
  const queries: ListingQuery[] = [
    ...cats.flatMap((categoryId) => [
      q({ scope: { categoryId } }),
      q({ scope: { categoryId }, sort: 'priceUp', perPage: 5, page: 2 }),
      q({ scope: { categoryId }, sort: 'priceDown', filters: { brand: [brand] } }),
    ]),
    q({ scope: { brandId: brand }, lang: 'ru' }),
    q({ scope: { sale: true }, pricesMin: 100, pricesMax: 2000 }),
    q({ scope: { newIn: true } }),
    q({ search: 'samsung', lang: 'en' }),
    q({ search: 'smartfon qara' }),
    q({ search: 'iphnoe' }),
    q({ search: 'xiao' }),
  ];
  const out: unknown[] = [];
  for (const lq of queries) out.push(await svc.list(lq));
  out.push(await svc.filters(q({ scope: { categoryId: cats[0] } })));
  for (const w of ['sam', 'apple', 'ütü', 'noutbuk', 'gc']) out.push(await svc.quickSearch('az', w));
  out.push(await svc.home('az'));
  return JSON.parse(JSON.stringify(out)) as unknown;
}

type Change =
  | { op: 'price'; k: number; price: number }
  | { op: 'stock'; k: number; stock: number }
  | { op: 'active'; k: number; active: 0 | 1 }
  | { op: 'category'; k: number; c: number }
  | { op: 'title'; k: number; title: string }
  | { op: 'new'; k: number; title: string }
  | { op: 'dropValue'; k: number }
  | { op: 'brandTitle'; k: number; title: string }
  | { op: 'campaign'; k: number; active: 0 | 1 };

const changeArb: fc.Arbitrary<Change> = fc.oneof(
  fc.record({
    op: fc.constant('price' as const),
    k: fc.nat(),
    price: fc.integer({ min: 1, max: 3000 }).map((x) => x * 100),
  }),
  fc.record({ op: fc.constant('stock' as const), k: fc.nat(), stock: fc.constantFrom(0, 1, 25) }),
  fc.record({ op: fc.constant('active' as const), k: fc.nat(), active: fc.constantFrom(0 as const, 1 as const) }),
  fc.record({ op: fc.constant('category' as const), k: fc.nat(), c: fc.nat() }),
  fc.record({
    op: fc.constant('title' as const),
    k: fc.nat(),
    title: fc.constantFrom('Samsung Galaxy Qara', 'Apple iPhone Zirvə', 'Ütü Philips GC-4567'),
  }),
  fc.record({
    op: fc.constant('new' as const),
    k: fc.nat(),
    title: fc.constantFrom('Xiaomi Yeni 5G', 'Samsung Qara Smartfon'),
  }),
  fc.record({ op: fc.constant('dropValue' as const), k: fc.nat() }),
  fc.record({
    op: fc.constant('brandTitle' as const),
    k: fc.nat(),
    title: fc.constantFrom('Samsung', 'Samsunq Elektronika', 'Apple'),
  }),
  fc.record({ op: fc.constant('campaign' as const), k: fc.nat(), active: fc.constantFrom(0 as const, 1 as const) }),
);

/** Applies a change with plain SQL, as another app process (or the back office) would. */
async function write(database: Database, c: Change): Promise<void> {
  const db = database.db;
  const pick = async <T extends 'products' | 'categories' | 'brands' | 'campaigns'>(table: T, k: number) => {
    const rows = await db
      .selectFrom(table as 'products')
      .select('id')
      .orderBy('id')
      .execute();
    return rows[k % rows.length]!.id;
  };
  switch (c.op) {
    case 'price':
      await db
        .updateTable('products')
        .set({ price: c.price })
        .where('id', '=', await pick('products', c.k))
        .execute();
      break;
    case 'stock':
      await db
        .updateTable('products')
        .set({ stock: c.stock })
        .where('id', '=', await pick('products', c.k))
        .execute();
      break;
    case 'active':
      await db
        .updateTable('products')
        .set({ active: c.active })
        .where('id', '=', await pick('products', c.k))
        .execute();
      break;
    case 'category': {
      const leaves = await db
        .selectFrom('categories')
        .select('id')
        .where('parent_id', 'is not', null)
        .orderBy('id')
        .execute();
      await db
        .updateTable('products')
        .set({ category_id: leaves[c.c % leaves.length]!.id })
        .where('id', '=', await pick('products', c.k))
        .execute();
      break;
    }
    case 'title':
      await db
        .updateTable('products')
        .set({ title_az: c.title, title_ru: c.title, title_en: c.title, search_text: '' })
        .where('id', '=', await pick('products', c.k))
        .execute();
      break;
    case 'new': {
      const from = await db
        .selectFrom('products')
        .selectAll()
        .where('id', '=', await pick('products', c.k))
        .executeTakeFirstOrThrow();
      const { id, ...row } = from;
      const ins = await db
        .insertInto('products')
        .values({
          ...row,
          sku: `NEW-${id}-${Math.random().toString(36).slice(2, 8)}`,
          title_az: c.title,
          title_ru: c.title,
          title_en: c.title,
          created_at: '2027-01-01T00:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const values = await db
        .selectFrom('product_parameters')
        .select(['parameter_id', 'value_id'])
        .where('product_id', '=', id)
        .execute();
      if (values.length)
        await db
          .insertInto('product_parameters')
          .values(values.map((v) => ({ ...v, product_id: ins.id })))
          .execute();
      break;
    }
    case 'dropValue': {
      const pid = await pick('products', c.k);
      const v = await db
        .selectFrom('product_parameters')
        .select('value_id')
        .where('product_id', '=', pid)
        .orderBy('value_id')
        .executeTakeFirst();
      if (v)
        await db
          .deleteFrom('product_parameters')
          .where('product_id', '=', pid)
          .where('value_id', '=', v.value_id)
          .execute();
      break;
    }
    case 'brandTitle':
      await db
        .updateTable('brands')
        .set({ title: c.title })
        .where('id', '=', await pick('brands', c.k))
        .execute();
      break;
    case 'campaign':
      await db
        .updateTable('campaigns')
        .set({ active: c.active })
        .where('id', '=', await pick('campaigns', c.k))
        .execute();
      break;
  }
}

describeEachEngine(
  'catalogue change feed and incremental index',
  (ctx) => {
    it('records what changed, and only what listings depend on', async () => {
      const db = ctx.database.db;
      const p = (
        await db
          .selectFrom('products')
          .select('id')
          .where('active', '=', 1)
          .orderBy('id')
          .limit(1)
          .executeTakeFirstOrThrow()
      ).id;
      let v = await version(ctx.database);
      const step = async (f: () => Promise<unknown>, expected: string[]) => {
        await f();
        expect(await feed(ctx.database, v)).toEqual(expected);
        const now = await version(ctx.database);
        if (expected.length) expect(now).toBeGreaterThan(v);
        else expect(now).toBe(v);
        v = now;
      };
      await db.updateTable('products').set({ stock: 20 }).where('id', '=', p).execute();
      v = await version(ctx.database);
      await step(() => db.updateTable('products').set({ stock: 19 }).where('id', '=', p).execute(), []); // a sale: nothing listings show moves
      await step(
        () => db.updateTable('products').set({ reviews_count: 7, rating: 4.5 }).where('id', '=', p).execute(),
        [],
      );
      await step(
        () => db.updateTable('products').set({ price: 12_300 }).where('id', '=', p).execute(),
        [`product:${p}`],
      );
      await step(() => db.updateTable('products').set({ stock: 0 }).where('id', '=', p).execute(), [`product:${p}`]); // sold out
      await step(() => db.updateTable('products').set({ stock: 1 }).where('id', '=', p).execute(), []);
      await step(() => db.updateTable('products').set({ stock: 30 }).where('id', '=', p).execute(), [`product:${p}`]); // back in stock
      // one statement over two products: only the one whose stock crossed the out-of-stock line is a change
      const q = (
        await db
          .selectFrom('products')
          .select('id')
          .where('id', '>', p)
          .orderBy('id')
          .limit(1)
          .executeTakeFirstOrThrow()
      ).id;
      await db.updateTable('products').set({ stock: 40 }).where('id', '=', q).execute();
      v = await version(ctx.database);
      await step(
        () =>
          db
            .updateTable('products')
            .set({ stock: sql<number>`CASE WHEN id = ${p} THEN 2 ELSE 39 END` })
            .where('id', 'in', [p, q])
            .execute(),
        [`product:${p}`],
      );
      await step(
        () => db.updateTable('products').set({ stock: 30 }).where('id', 'in', [p, q]).execute(),
        [`product:${p}`],
      );
      const value = await db
        .selectFrom('product_parameters')
        .select(['parameter_id', 'value_id'])
        .where('product_id', '=', p)
        .executeTakeFirstOrThrow();
      await step(
        () =>
          db
            .deleteFrom('product_parameters')
            .where('product_id', '=', p)
            .where('value_id', '=', value.value_id)
            .execute(),
        [`product:${p}`],
      );
      await step(
        () =>
          db
            .insertInto('product_parameters')
            .values({ product_id: p, ...value })
            .execute(),
        [`product:${p}`],
      );
      await step(
        () =>
          db
            .updateTable('routes')
            .set({ seo_title: 'x' })
            .where('view', '=', 'Product')
            .where('entity_id', '=', p)
            .execute(),
        [],
      );
      await step(
        () =>
          db
            .updateTable('routes')
            .set({ path: sql<string>`path || '-2'` })
            .where('view', '=', 'Product')
            .where('entity_id', '=', p)
            .where('lang', '=', 'en')
            .execute(),
        [`product:${p}`],
      );
      const brand = (await db.selectFrom('brands').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
      await step(
        () => db.updateTable('brands').set({ title: 'Renamed' }).where('id', '=', brand).execute(),
        [`brands:${brand}`],
      );
      await step(() => db.updateTable('brands').set({ title: 'Renamed' }).where('id', '=', brand).execute(), []);
      const cat = (
        await db
          .selectFrom('routes')
          .select('entity_id')
          .where('view', '=', 'Category')
          .limit(1)
          .executeTakeFirstOrThrow()
      ).entity_id!;
      await step(
        () =>
          db
            .updateTable('routes')
            .set({ path: sql<string>`path || '-2'` })
            .where('view', '=', 'Category')
            .where('entity_id', '=', cat)
            .where('lang', '=', 'en')
            .execute(),
        [`routes:${cat}`],
      );
      await step(() => db.deleteFrom('products').where('id', '=', p).execute(), [`product:${p}`]);
    });

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
  async (database) => {
    await seedDemo(database, { products: 120, now: new Date('2026-11-21T00:00:00Z') });
  },
);
