import { spreadSeedStock } from './branch-stock.ts';
import { sql, type Kysely } from 'kysely';
import { resetSequences, type Database } from '../../server/db/kysely.ts';
import type { DB } from '../../server/db/schema.ts';
import { BulkWriter } from './bulk.ts';
import { seedCatalogueReference } from './catalogue-reference.ts';
import { seedCommerce } from './commerce.ts';
import { seedContentPages } from './content-pages.ts';
import { seedContentReference } from './content-reference.ts';
import { BRANDS } from './data/brands.ts';
import { seedProducts } from './products.ts';
import { SeedContext } from './seed-context.ts';

interface SeedOptions {
  products: number;
  dataDir: string;
  reset?: boolean;
  log?: (msg: string) => void;
}

interface SeedDemoOptions {
  /** number of products (default 1500) */
  products?: number;
  /** delete all catalogue and content data first */
  reset?: boolean;
  log?: (msg: string) => void;
  /** called after each batch of products: (done, total) */
  onProgress?: (done: number, total: number) => void;
  /** the seed date; dates are spread back from it. Default: the start of the current UTC day */
  now?: Date;
  /** only seed when there are no products (checked under a lock on PostgreSQL) */
  onlyIfEmpty?: boolean;
}

interface SeedResult {
  seeded: boolean;
  products: number;
  ms: number;
}

/** Every table the demo seed writes, children before parents (the order --reset deletes in). */
export const SEEDED_TABLES = [
  'promo_code_uses',
  'promo_code_categories',
  'promo_code_brands',
  'promo_codes',
  'product_parameters',
  'product_badges',
  'product_campaigns',
  'product_gifts',
  'variant_group_items',
  'variant_groups',
  'product_images',
  'product_videos',
  'faq',
  'popups',
  'vacancies',
  'articles',
  'pages',
  'reviews',
  'products',
  'parameter_categories',
  'parameter_values',
  'parameters',
  'badges',
  'campaigns',
  'routes',
  'menu_items',
  'menus',
  'branches',
  'places',
  'districts',
  'cities',
  'banners',
  'videos',
  'tags',
  'categories',
  'brands',
] as const;

/** Tables with a serial id whose sequence must move past the explicit ids on PostgreSQL. */
const ID_TABLES = SEEDED_TABLES.filter(
  (t) =>
    ![
      'product_parameters',
      'product_badges',
      'product_campaigns',
      'product_gifts',
      'variant_group_items',
      'parameter_categories',
      'promo_code_categories',
      'promo_code_brands',
    ].includes(t),
);

/** Seeds the demo store when the database has no products. Returns true when it seeded. */
export async function seedIfEmpty(database: Database, opts: SeedOptions): Promise<boolean> {
  const row = await database.db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  if (Number(row?.n ?? 0) > 0) return false;
  const cats = await database.db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  if (Number(cats?.n ?? 0) > 0) {
    // a catalogue being built by hand: never mix demo data into it
    opts.log?.('categories exist but no products: demo data not seeded');
    return false;
  }
  const res = await seedDemo(database, {
    products: opts.products,
    reset: opts.reset,
    log: opts.log,
    onlyIfEmpty: true,
  });
  return res.seeded;
}

/** Deletes every row the demo seed writes (catalogue and content tables). */
async function clearSeededData(db: Kysely<DB>): Promise<void> {
  for (const t of SEEDED_TABLES) await sql`DELETE FROM ${sql.table(t)}`.execute(db);
  await sql`DELETE FROM settings WHERE ${sql.ref('key')} = 'home_seo'`.execute(db);
}

/** Deterministic demo store: the same product count and seed date give the same rows. */
export async function seedDemo(database: Database, opts: SeedDemoOptions = {}): Promise<SeedResult> {
  const started = Date.now();
  const total = Math.max(0, Math.floor(opts.products ?? 1500));
  const now = opts.now ?? startOfUtcDay(new Date());
  const log = opts.log ?? (() => {});
  let seeded = false;
  await database.db.transaction().execute(async (trx) => {
    if (database.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(724012)`.execute(trx);
    if (opts.onlyIfEmpty) {
      const row = await trx
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      if (Number(row?.n ?? 0) > 0) return;
      const cats = await trx
        .selectFrom('categories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      if (Number(cats?.n ?? 0) > 0) return;
    }
    if (opts.reset) {
      log('deleting the existing catalogue and content');
      await clearSeededData(trx);
    }
    const writer = new BulkWriter(trx as unknown as Kysely<unknown>, database.dialect);
    const ctx = new SeedContext(writer, now);
    await seedCatalogueReference(ctx);
    await seedContentReference(ctx);
    log(
      `reference data written (${ctx.categoryCount} categories, ${BRANDS.length} brands, ${ctx.paramCount} parameters)`,
    );
    await seedProducts(ctx, trx, total, opts.onProgress);
    await spreadSeedStock(trx as unknown as Kysely<DB>, writer);
    await seedCommerce(trx, now);
    await seedContentPages(trx, database.dialect, now);
    seeded = true;
  });
  if (seeded) {
    await resetSequences(database, [...ID_TABLES]);
    // fresh statistics after a bulk load; without them PostgreSQL chose bad plans (390 ms listings)
    await sql`ANALYZE`.execute(database.db);
  }
  return { seeded, products: seeded ? total : 0, ms: Date.now() - started };
}

function startOfUtcDay(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}
