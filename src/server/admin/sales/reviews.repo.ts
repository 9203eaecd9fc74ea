import { sql, type Kysely } from 'kysely';
import type { Lang } from '../../../domain/i18n.ts';
import { localePath } from '../../../domain/routes.ts';
import type { DB } from '../../db/schema.ts';

export type ReviewStatus = 'pending' | 'approved' | 'rejected';
export type ReviewSort = 'status' | 'date' | 'rating';

export interface ReviewListFilter {
  q: string;
  status?: ReviewStatus;
  /** a product id, or its sku (any case) */
  product?: { id: number | null; sku: string };
  rating?: number;
}

const COLUMNS = [
  'r.id',
  'r.product_id',
  'r.full_name',
  'r.email',
  'r.rating',
  'r.review',
  'r.status',
  'r.ip',
  'r.created_at',
  'p.sku',
  'p.title_az',
  'p.title_ru',
  'p.title_en',
] as const;

/** Reviews for moderation (the shop writes them as pending: `modules/reviews`). Takes any executor. */
export class AdminReviewsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  private filtered(f: ReviewListFilter) {
    let s = this.db.selectFrom('reviews as r').innerJoin('products as p', 'p.id', 'r.product_id');
    if (f.status) s = s.where('r.status', '=', f.status);
    if (f.rating) s = s.where('r.rating', '=', f.rating);
    if (f.product) {
      const { id, sku } = f.product;
      s = s.where((eb) =>
        eb.or([eb(eb.fn('lower', ['p.sku']), '=', sku.toLowerCase()), ...(id !== null ? [eb('p.id', '=', id)] : [])]),
      );
    }
    if (f.q) {
      const like = `%${f.q.toLowerCase().replace(/[%_\\]/g, '')}%`;
      s = s.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['r.full_name']), 'like', like),
          eb(eb.fn('lower', ['r.review']), 'like', like),
          eb(eb.fn('lower', ['r.email']), 'like', like),
        ]),
      );
    }
    return s;
  }

  async list(f: ReviewListFilter, p: { sort: ReviewSort; dir: 'asc' | 'desc'; limit: number; offset: number }) {
    let q = this.filtered(f).select([...COLUMNS]);
    if (p.sort === 'status') {
      // pending first (asc), then approved, then rejected; newest first within each
      q = q
        .orderBy(sql`CASE r.status WHEN 'pending' THEN 0 WHEN 'approved' THEN 1 ELSE 2 END`, p.dir)
        .orderBy('r.created_at', 'desc');
    } else if (p.sort === 'rating') q = q.orderBy('r.rating', p.dir).orderBy('r.created_at', 'desc');
    else q = q.orderBy('r.created_at', p.dir);
    const [rows, count] = await Promise.all([
      q.orderBy('r.id', 'desc').limit(p.limit).offset(p.offset).execute(),
      this.filtered(f)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  byId(id: number) {
    return this.db
      .selectFrom('reviews as r')
      .innerJoin('products as p', 'p.id', 'r.product_id')
      .select([...COLUMNS])
      .where('r.id', '=', id)
      .executeTakeFirst();
  }

  async setStatus(id: number, status: ReviewStatus): Promise<void> {
    await this.db.updateTable('reviews').set({ status }).where('id', '=', id).execute();
  }

  async update(id: number, v: { full_name: string; review: string; rating: number }): Promise<void> {
    await this.db.updateTable('reviews').set(v).where('id', '=', id).execute();
  }

  async remove(id: number): Promise<void> {
    await this.db.deleteFrom('reviews').where('id', '=', id).execute();
  }

  /** The product pages of `ids` in `lang` (its route, else `/p/<id>`), for the rows' "view on site". */
  async productUrls(ids: readonly number[], lang: Lang): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    if (!ids.length) return out;
    const rows = await this.db
      .selectFrom('routes')
      .select(['entity_id', 'lang', 'path'])
      .where('view', '=', 'Product')
      .where('entity_id', 'in', [...ids])
      .where('lang', 'in', [lang, 'az'])
      .execute();
    for (const id of ids) {
      const own = rows.find((r) => r.entity_id === id && r.lang === lang);
      const az = rows.find((r) => r.entity_id === id && r.lang === 'az');
      out.set(
        id,
        own ? localePath(lang, `/${own.path}`) : az ? localePath('az', `/${az.path}`) : localePath(lang, `/p/${id}`),
      );
    }
    return out;
  }
}
