import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { foldText } from '../../domain/text.ts';
import { describeEachEngine } from '../../server/testing/test-db.ts';
import type { Database } from '../../server/db/kysely.ts';
import { parseKey } from '../../server/modules/media/keys.ts';
import { SEEDED_TABLES, seedDemo, seedIfEmpty } from './seed.ts';
import { BRANDS } from './data/brands.ts';
import { CATEGORIES } from './data/categories.ts';
import { PARAMETERS } from './data/parameters.ts';
import { contradictions } from './title-check.ts';

const NOW = new Date('2026-11-21T00:00:00.000Z');
const N = 200;

async function count(database: Database, table: string, where = ''): Promise<number> {
  const r = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)} ${sql.raw(where)}`.execute(
    database.db,
  );
  return Number(r.rows[0]?.n ?? 0);
}

/** A hash of every seeded table's rows in id order: equal hashes mean identical data. */
async function fingerprint(database: Database): Promise<string> {
  const h = createHash('sha256');
  for (const t of [...SEEDED_TABLES].sort()) {
    const r = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(t)}`.execute(database.db);
    const rows = r.rows.map((row) =>
      JSON.stringify(
        Object.keys(row)
          .sort()
          .map((k) => [k, typeof row[k] === 'number' ? Number(row[k]) : row[k]]),
      ),
    );
    rows.sort();
    h.update(t);
    for (const row of rows) h.update(row);
  }
  return h.digest('hex');
}

describeEachEngine(
  'demo seed',
  (ctx) => {
    it('writes the expected catalogue', async () => {
      const db = ctx.database;
      expect(await count(db, 'categories', 'WHERE parent_id IS NULL')).toBeGreaterThanOrEqual(12);
      expect(await count(db, 'brands')).toBeGreaterThanOrEqual(30);
      expect(await count(db, 'products')).toBe(N);
      expect(await count(db, 'badges')).toBeGreaterThanOrEqual(6);
      expect(await count(db, 'campaigns')).toBeGreaterThanOrEqual(4);
      expect(await count(db, 'faq', 'WHERE product_id IS NULL')).toBeGreaterThanOrEqual(8);
      expect(await count(db, 'banners', "WHERE kind = 'main'")).toBeGreaterThanOrEqual(4);
      expect(await count(db, 'banners', "WHERE kind = 'double'")).toBeGreaterThanOrEqual(4);
      expect(await count(db, 'branches')).toBeGreaterThanOrEqual(12);
      expect(await count(db, 'videos')).toBeGreaterThanOrEqual(4);
      expect(await count(db, 'menus')).toBe(4);
      expect(await count(db, 'reviews', "WHERE status = 'approved'")).toBeGreaterThan(0);
      const baku = await db.db.selectFrom('cities').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
      expect(baku.title_az).toBe('Bakı');
      // every sub-category list has 2–6 children
      const tops = await db.db.selectFrom('categories').select('id').where('parent_id', 'is', null).execute();
      for (const t of tops) {
        const n = await count(db, 'categories', `WHERE parent_id = ${t.id}`);
        expect(n).toBeGreaterThanOrEqual(2);
        expect(n).toBeLessThanOrEqual(6);
      }
    });

    it('never repeats the brand in a title (no "Xiaomi Xiaomi 14")', async () => {
      const rows = await ctx.database.db
        .selectFrom('products')
        .innerJoin('brands', 'brands.id', 'products.brand_id')
        .select(['products.title_en', 'brands.title'])
        .execute();
      expect(rows.length).toBeGreaterThan(0);
      const twice = rows.filter((r) =>
        r.title_en.toLowerCase().includes(`${r.title.toLowerCase()} ${r.title.toLowerCase()} `),
      );
      expect(twice.map((r) => r.title_en)).toEqual([]);
    });

    it('stores titles that agree with the stored specifications', async () => {
      const db = ctx.database.db;
      // parameter ids follow PARAMETERS' order; sub-categories follow CATEGORIES' order (tops and subs interleaved)
      const subs = new Map<number, (typeof CATEGORIES)[number]['subs'][number]>();
      let id = 1;
      for (const top of CATEGORIES) {
        id++;
        for (const sub of top.subs) subs.set(id++, sub);
      }
      const values = await db
        .selectFrom('product_parameters as pp')
        .innerJoin('parameter_values as v', 'v.id', 'pp.value_id')
        .select(['pp.product_id', 'pp.parameter_id', 'v.value_en'])
        .execute();
      const specs = new Map<number, Record<string, string>>();
      for (const v of values) {
        const p = specs.get(v.product_id) ?? {};
        p[PARAMETERS[v.parameter_id - 1]!.code] = v.value_en;
        specs.set(v.product_id, p);
      }
      const products = await db.selectFrom('products').select(['id', 'title_en', 'category_id', 'brand_id']).execute();
      const wrong = products.flatMap((p) =>
        contradictions(
          p.title_en,
          specs.get(p.id) ?? {},
          subs.get(p.category_id)!,
          BRANDS[(p.brand_id ?? 0) - 1]?.slug ?? '',
        ).map((e) => `${p.title_en}: ${e}`),
      );
      expect(wrong).toEqual([]);
      // and the laptops name their chip, and their screen size unless the model's name carries it ("XPS 13")
      const laptops = products.filter((p) => subs.get(p.category_id)?.t[2] === 'Laptops');
      expect(laptops.length).toBeGreaterThan(0);
      for (const l of laptops)
        expect(l.title_en, l.title_en).toMatch(
          / (\d+(\.\d)?" )?(M\d|Core i\d|Core Ultra \d|Ryzen \d) \d+\/\d+(GB|TB) /,
        );
      expect(laptops.some((l) => /\d" (M\d|Core|Ryzen)/.test(l.title_en))).toBe(true);
    });

    it('has every stock label', async () => {
      const db = ctx.database;
      expect(await count(db, 'products', 'WHERE stock <= 2')).toBeGreaterThan(0);
      expect(await count(db, 'products', 'WHERE stock > 2 AND stock <= 5')).toBeGreaterThan(0);
      expect(await count(db, 'products', 'WHERE stock > 5')).toBeGreaterThan(0);
      expect(await count(db, 'products', 'WHERE price_old > price')).toBeGreaterThan(20);
    });

    it('has routes in all three languages for every category and product', async () => {
      const db = ctx.database;
      for (const [view, table] of [
        ['Category', 'categories'],
        ['Product', 'products'],
        ['Brand', 'brands'],
        ['Campaign', 'campaigns'],
      ] as const) {
        const entities = await count(db, table);
        for (const lang of ['az', 'ru', 'en']) {
          const r = await sql<{
            n: number;
          }>`SELECT COUNT(DISTINCT entity_id) AS n FROM routes WHERE view = ${view} AND lang = ${lang}`.execute(db.db);
          expect(Number(r.rows[0]?.n), `${view} ${lang}`).toBe(entities);
        }
      }
      const smart = await db.db
        .selectFrom('routes')
        .select(['lang', 'path'])
        .where('view', '=', 'Category')
        .where('path', 'in', ['smartfonlar', 'smartfony', 'smartphones'])
        .execute();
      expect(smart.map((r) => r.lang).sort()).toEqual(['az', 'en', 'ru']);
      expect(await count(db, 'routes', "WHERE view = 'OrangeStars'")).toBe(3);
      expect(await count(db, 'routes', "WHERE view = '8March'")).toBe(3);
    });

    it('gives every product ≥2 images and a search text with its folded title', async () => {
      const db = ctx.database;
      const r = await sql<{
        n: number;
      }>`SELECT COUNT(*) AS n FROM products p WHERE (SELECT COUNT(*) FROM product_images i WHERE i.product_id = p.id) < 2`.execute(
        db.db,
      );
      expect(Number(r.rows[0]?.n)).toBe(0);
      const products = await db.db
        .selectFrom('products')
        .select(['title_az', 'title_ru', 'title_en', 'search_text', 'category_id'])
        .execute();
      for (const p of products) {
        expect(p.search_text).toContain(foldText(p.title_az));
        expect(p.search_text).toContain(foldText(p.title_ru));
        expect(p.search_text).toContain(foldText(p.title_en));
      }
      const images = await db.db.selectFrom('product_images').select('source').execute();
      for (const i of images) expect(parseKey('p', i.source)?.generated, i.source).toMatchObject({ type: 'product' });
      for (const c of await db.db.selectFrom('categories').select('image').execute())
        expect(parseKey('category', c.image ?? '')?.generated).toMatchObject({ type: 'tile' });
      for (const b of await db.db.selectFrom('brands').select('image').execute())
        expect(parseKey('b', b.image ?? '')?.generated).toMatchObject({ type: 'logo' });
      for (const b of await db.db.selectFrom('badges').select('image').execute())
        expect(parseKey('bdg', b.image)?.generated).toMatchObject({ type: 'badge' });
      for (const b of await db.db.selectFrom('banners').select('image').execute())
        expect(parseKey('main', b.image)?.generated).toMatchObject({ type: 'banner' });
    });

    it('keeps category product counts', async () => {
      const db = ctx.database;
      const r = await sql<{
        n: number;
      }>`SELECT SUM(product_count) AS n FROM categories WHERE parent_id IS NULL`.execute(db.db);
      expect(Number(r.rows[0]?.n)).toBe(N);
    });

    it('seedIfEmpty is a no-op on a non-empty database', async () => {
      const before = await fingerprint(ctx.database);
      expect(await seedIfEmpty(ctx.database, { products: 50, dataDir: '/nonexistent' })).toBe(false);
      expect(await count(ctx.database, 'products')).toBe(N);
      expect(await fingerprint(ctx.database)).toBe(before);
    });

    it('is deterministic: the same N reseeded gives identical data', async () => {
      const before = await fingerprint(ctx.database);
      const res = await seedDemo(ctx.database, { products: N, reset: true, now: NOW });
      expect(res.seeded).toBe(true);
      expect(await fingerprint(ctx.database)).toBe(before);
      // ids keep working after explicit ids (PostgreSQL sequences moved past them)
      const ins = await ctx.database.db
        .insertInto('tags')
        .values({ title_az: 'x', title_ru: 'x', title_en: 'x', url: '/x', position: 99 })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(ins.id).toBeGreaterThan(10);
    });
  },
  async (database) => {
    await seedDemo(database, { products: N, now: NOW });
  },
);

describeEachEngine('seedIfEmpty', (ctx) => {
  it('seeds an empty database once', async () => {
    const logs: string[] = [];
    expect(await seedIfEmpty(ctx.database, { products: 30, dataDir: '/nonexistent', log: (m) => logs.push(m) })).toBe(
      true,
    );
    expect(await count(ctx.database, 'products')).toBe(30);
    expect(await seedIfEmpty(ctx.database, { products: 30, dataDir: '/nonexistent' })).toBe(false);
    expect(await count(ctx.database, 'products')).toBe(30);
  });

  it('leaves a hand-made catalogue without products alone', async () => {
    await ctx.database.db.deleteFrom('products').execute();
    expect(await seedIfEmpty(ctx.database, { products: 30, dataDir: '/nonexistent' })).toBe(false);
    expect(await count(ctx.database, 'products')).toBe(0);
  });
});
