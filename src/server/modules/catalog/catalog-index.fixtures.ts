import fc from 'fast-check';
import type { ListingQuery } from '../../../domain/catalog.ts';
import type { Database } from '../../db/kysely.ts';
import { seedDemo } from '../../../demo/seed/seed.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { CatalogIndexRepo } from './catalog-index.repo.ts';
import { CatalogIndex, type CatalogIndexOptions } from './catalog.index.ts';
import { CatalogService } from './catalog.service.ts';
import { TransactionalConnection } from '../../db/unit-of-work.ts';

/**
 * Test helpers of the catalogue index against a real database: a service over it, the change feed, what shoppers
 * see through the service, and changes written with plain SQL as another process would.
 */

/** The demo catalogue the index suites run on (120 products, a fixed day). */
export const seedIndexDemo = async (database: Database) => {
  await seedDemo(database, { products: 120, now: new Date('2026-11-21T00:00:00Z') });
};

export const service = (database: Database, opts: CatalogIndexOptions = {}) =>
  new CatalogService(
    {
      connection: new TransactionalConnection(database),
      index: new CatalogIndex(new TransactionalConnection(database), { refreshMs: 0, ...opts }),
      i18n: createI18n(),
    },
    { cardCacheMs: 0, facetCache: false },
  );

export const version = async (database: Database) => (await new CatalogIndexRepo(database.db).state()).version;
export const feed = async (database: Database, after: number) =>
  (
    await database.db
      .selectFrom('catalog_changes')
      .select(['kind', 'entity_id'])
      .where('seq', '>', after)
      .orderBy('kind')
      .orderBy('entity_id')
      .execute()
  ).map((r) => `${r.kind}:${r.entity_id}`);

/** What shoppers see through the service: listings with facets in several scopes and sorts, search, home. */
export async function answers(svc: CatalogService, database: Database) {
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

export const changeArb: fc.Arbitrary<Change> = fc.oneof(
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
export async function write(database: Database, c: Change): Promise<void> {
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
