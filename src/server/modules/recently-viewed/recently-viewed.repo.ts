import type { Kysely } from 'kysely';
import type { View } from '../../../domain/lists/recently-viewed.ts';
import type { DB } from '../../db/schema.ts';

/** A signed-in customer's recently viewed products (`recently_viewed`, migration 0031, decision 0081). */
export class RecentlyViewedRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** The customer's views, newest first (the (user_id, viewed_at) index). */
  async views(userId: number, limit: number): Promise<View[]> {
    const rows = await this.db
      .selectFrom('recently_viewed')
      .select(['product_id', 'viewed_at'])
      .where('user_id', '=', userId)
      .orderBy('viewed_at', 'desc')
      .orderBy('product_id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ id: r.product_id, at: Date.parse(r.viewed_at) }));
  }

  /** Of `ids`, the products that exist and are on sale (a view is only kept for those). */
  async activeIds(ids: readonly number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db
      .selectFrom('products')
      .select('id')
      .where('id', 'in', [...ids])
      .where('active', '=', 1)
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  /** Records a view: one row per product, the later time kept (one statement, so a repeated request changes nothing). */
  async record(userId: number, productId: number, at: string): Promise<void> {
    await this.db
      .insertInto('recently_viewed')
      .values({ user_id: userId, product_id: productId, viewed_at: at })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'product_id'])
          .doUpdateSet({ viewed_at: at })
          .where('recently_viewed.viewed_at', '<', at),
      )
      .execute();
  }

  /** Keeps the customer's newest `keep` rows, deleting older ones. */
  async trim(userId: number, keep: number): Promise<void> {
    await this.db
      .deleteFrom('recently_viewed')
      .where('user_id', '=', userId)
      .where('product_id', 'not in', (qb) =>
        qb
          .selectFrom('recently_viewed')
          .select('product_id')
          .where('user_id', '=', userId)
          .orderBy('viewed_at', 'desc')
          .orderBy('product_id', 'desc')
          .limit(keep),
      )
      .execute();
  }
}
