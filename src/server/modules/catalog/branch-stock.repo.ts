import type { Kysely } from 'kysely';
import type { Lang } from '../../../domain/i18n.ts';
import type { DB } from '../../db/schema.ts';

/** The shop's reads of stock per branch (decision 0090): which active branch holds what. */
export class BranchStockRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** The active branches in position order, each with the units it holds of `productId` (one indexed query). */
  availability(productId: number) {
    return this.db
      .selectFrom('branches')
      .leftJoin('product_stock', (j) =>
        j.onRef('product_stock.branch_id', '=', 'branches.id').on('product_stock.product_id', '=', productId),
      )
      .select([
        'branches.id',
        'branches.title_az',
        'branches.title_ru',
        'branches.title_en',
        'branches.address_az',
        'branches.address_ru',
        'branches.address_en',
        'branches.mobiles',
        'branches.lat',
        'branches.lng',
        'product_stock.qty',
      ])
      .where('branches.active', '=', 1)
      .orderBy('branches.position')
      .orderBy('branches.id')
      .execute();
  }

  /** The active branches in position order. */
  branches() {
    return this.db
      .selectFrom('branches')
      .select([
        'id',
        'title_az',
        'title_ru',
        'title_en',
        'address_az',
        'address_ru',
        'address_en',
        'mobiles',
        'lat',
        'lng',
      ])
      .where('active', '=', 1)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  /** The units of `productIds` at every branch holding some (the warehouse is not a pickup place). */
  unitsOf(productIds: readonly number[]) {
    if (!productIds.length) return Promise.resolve([]);
    return this.db
      .selectFrom('product_stock')
      .select(['product_id', 'branch_id', 'qty'])
      .where('product_id', 'in', productIds)
      .where('branch_id', '>', 0)
      .where('qty', '>', 0)
      .execute();
  }

  /** The products' titles in `lang` (az when that one is empty). */
  async titles(productIds: readonly number[], lang: Lang): Promise<Map<number, string>> {
    if (!productIds.length) return new Map();
    const rows = await this.db
      .selectFrom('products')
      .select(['id', 'title_az', 'title_ru', 'title_en'])
      .where('id', 'in', productIds)
      .execute();
    return new Map(rows.map((r) => [r.id, r[`title_${lang}`] || r.title_az]));
  }
}
