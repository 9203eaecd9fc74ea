import type { Kysely, Selectable } from 'kysely';
import type { DB, PromoCodeTable } from '../../db/schema.ts';

export type PromoCodeRow = Selectable<PromoCodeTable>;
export type PromoSort = 'id' | 'code' | 'used' | 'ends_at' | 'created_at';

export interface PromoValues {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  min_total: number;
  starts_at: string | null;
  ends_at: string | null;
  active: 0 | 1;
  max_uses: number | null;
  per_mobile_limit: number | null;
}

/** Promo codes for the back office (the cart reads them: `modules/cart/cart.repo.ts`). Takes any executor. */
export class AdminPromoCodesRepo {
  constructor(private readonly db: Kysely<DB>) {}

  private filtered(q: string, active: 0 | 1 | undefined) {
    let s = this.db.selectFrom('promo_codes');
    // codes are stored upper-cased
    if (q) s = s.where('code', 'like', `%${q.toUpperCase().replace(/[%_\\]/g, '')}%`);
    if (active !== undefined) s = s.where('active', '=', active);
    return s;
  }

  async list(p: { q: string; active?: 0 | 1; sort: PromoSort; dir: 'asc' | 'desc'; limit: number; offset: number }) {
    const [rows, count] = await Promise.all([
      this.filtered(p.q, p.active)
        .selectAll()
        .orderBy(p.sort, p.dir)
        .orderBy('id', p.dir)
        .limit(p.limit)
        .offset(p.offset)
        .execute(),
      this.filtered(p.q, p.active)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  byId(id: number): Promise<PromoCodeRow | undefined> {
    return this.db.selectFrom('promo_codes').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Another code with the same spelling (codes are compared upper-cased, as the cart does). */
  async codeTaken(code: string, exceptId: number | null): Promise<boolean> {
    let s = this.db.selectFrom('promo_codes').select('id').where('code', '=', code.toUpperCase());
    if (exceptId !== null) s = s.where('id', '!=', exceptId);
    return (await s.executeTakeFirst()) !== undefined;
  }

  async scope(id: number): Promise<{ categories: number[]; brands: number[] }> {
    const [c, b] = await Promise.all([
      this.db
        .selectFrom('promo_code_categories')
        .select('category_id')
        .where('promo_code_id', '=', id)
        .orderBy('category_id')
        .execute(),
      this.db
        .selectFrom('promo_code_brands')
        .select('brand_id')
        .where('promo_code_id', '=', id)
        .orderBy('brand_id')
        .execute(),
    ]);
    return { categories: c.map((r) => r.category_id), brands: b.map((r) => r.brand_id) };
  }

  async insert(v: PromoValues, at: string): Promise<number> {
    const row = await this.db
      .insertInto('promo_codes')
      .values({ ...v, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, v: PromoValues): Promise<void> {
    await this.db.updateTable('promo_codes').set(v).where('id', '=', id).execute();
  }

  async setScope(id: number, categories: readonly number[], brands: readonly number[]): Promise<void> {
    await this.db.deleteFrom('promo_code_categories').where('promo_code_id', '=', id).execute();
    await this.db.deleteFrom('promo_code_brands').where('promo_code_id', '=', id).execute();
    if (categories.length)
      await this.db
        .insertInto('promo_code_categories')
        .values(categories.map((c) => ({ promo_code_id: id, category_id: c })))
        .execute();
    if (brands.length)
      await this.db
        .insertInto('promo_code_brands')
        .values(brands.map((b) => ({ promo_code_id: id, brand_id: b })))
        .execute();
  }

  /** Removes a code that was never used (orders and uses keep their history otherwise). */
  async removeUnused(id: number): Promise<boolean> {
    const r = await this.db.deleteFrom('promo_codes').where('id', '=', id).where('used', '=', 0).executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }

  async countUses(id: number): Promise<number> {
    const r = await this.db
      .selectFrom('promo_code_uses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('promo_code_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** Categories and brands for the scope's multiselects, and to check the ids sent. */
  async scopeOptions(lang: 'az' | 'ru' | 'en') {
    const [cats, brands] = await Promise.all([
      this.db
        .selectFrom('categories')
        .select(['id', 'parent_id', `title_${lang}` as const, 'title_az'])
        .orderBy('position')
        .orderBy('id')
        .execute(),
      this.db.selectFrom('brands').select(['id', 'title']).orderBy('title').execute(),
    ]);
    return {
      categories: cats.map((c) => ({
        id: c.id,
        parentId: c.parent_id,
        title: (c as Record<string, unknown>)[`title_${lang}`]
          ? String((c as Record<string, unknown>)[`title_${lang}`])
          : c.title_az,
      })),
      brands: brands.map((b) => ({ id: b.id, title: b.title })),
    };
  }
}
