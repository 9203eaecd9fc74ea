import type { Kysely, Selectable } from 'kysely';
import type { BrandTable, DB } from '../../db/schema.ts';

export type BrandRow = Selectable<BrandTable>;
type BrandValues = Omit<BrandTable, 'id'>;

/** `brands` for the back office. Takes any executor (the shared database or a transaction). */
export class AdminBrandsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  private filtered(q: string) {
    let s = this.db.selectFrom('brands');
    if (q) {
      const like = `%${q.toLowerCase()}%`;
      s = s.where((eb) =>
        eb.or([eb(eb.fn('lower', ['title']), 'like', like), eb(eb.fn('lower', ['slug']), 'like', like)]),
      );
    }
    return s;
  }

  async list(p: {
    q: string;
    sort: 'id' | 'position' | 'title';
    dir: 'asc' | 'desc';
    limit: number;
    offset: number;
  }): Promise<{ rows: (BrandRow & { products: number })[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.filtered(p.q)
        .selectAll()
        .select((eb) =>
          eb
            .selectFrom('products')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('products.brand_id', '=', 'brands.id')
            .as('products'),
        )
        .orderBy(p.sort, p.dir)
        .orderBy('id', p.dir)
        .limit(p.limit)
        .offset(p.offset)
        .execute(),
      this.filtered(p.q)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map((r) => ({ ...r, products: Number(r.products ?? 0) })), total: Number(count.n) };
  }

  byId(id: number): Promise<BrandRow | undefined> {
    return this.db.selectFrom('brands').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async idBySlug(slug: string): Promise<number | null> {
    return (await this.db.selectFrom('brands').select('id').where('slug', '=', slug).executeTakeFirst())?.id ?? null;
  }

  async productIds(id: number): Promise<number[]> {
    return (await this.db.selectFrom('products').select('id').where('brand_id', '=', id).execute()).map((r) => r.id);
  }

  async insert(v: BrandValues): Promise<number> {
    return (await this.db.insertInto('brands').values(v).returning('id').executeTakeFirstOrThrow()).id;
  }

  async update(id: number, v: Partial<BrandValues>): Promise<void> {
    await this.db.updateTable('brands').set(v).where('id', '=', id).execute();
  }

  async remove(id: number): Promise<void> {
    await this.db.deleteFrom('brands').where('id', '=', id).execute();
  }
}
