import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The rows a bulk change (ADM-22, decision 0085) reads and writes besides `AdminProductsRepo`'s. Takes any executor. */
export class ProductsBulkRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** The products of `ids` with what a bulk change touches, by id. */
  rows(ids: readonly number[]) {
    return this.db
      .selectFrom('products')
      .select(['id', 'sku', 'title_az', 'title_ru', 'title_en', 'price', 'price_old', 'stock', 'active', 'category_id'])
      .where('id', 'in', [...ids])
      .orderBy('id')
      .execute();
  }

  /** Each product's badge ids, ascending. */
  async badges(ids: readonly number[]): Promise<Map<number, number[]>> {
    const rows = await this.db
      .selectFrom('product_badges')
      .select(['product_id', 'badge_id'])
      .where('product_id', 'in', [...ids])
      .orderBy('badge_id')
      .execute();
    const out = new Map<number, number[]>(ids.map((id) => [id, []]));
    for (const r of rows) out.get(r.product_id)?.push(r.badge_id);
    return out;
  }

  async categoryExists(id: number): Promise<boolean> {
    return !!(await this.db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst());
  }

  async badgeExists(id: number): Promise<boolean> {
    return !!(await this.db.selectFrom('badges').select('id').where('id', '=', id).executeTakeFirst());
  }

  async addBadge(productId: number, badgeId: number): Promise<void> {
    await this.db.insertInto('product_badges').values({ product_id: productId, badge_id: badgeId }).execute();
  }

  async removeBadge(productId: number, badgeId: number): Promise<void> {
    await this.db
      .deleteFrom('product_badges')
      .where('product_id', '=', productId)
      .where('badge_id', '=', badgeId)
      .execute();
  }

  /** The price, old price, active and category of a product (the stock changes only through `addStock`). */
  async set(
    id: number,
    v: { price: number; price_old: number | null; active: 0 | 1; category_id: number; updated_at: string },
  ): Promise<void> {
    await this.db.updateTable('products').set(v).where('id', '=', id).execute();
  }
}
