import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * Stock moves (design "Writes, money and many processes"; decision 0008). Never read-then-write: a unit is taken
 * by a conditional update that only succeeds while enough units are left, so two buyers of the last unit cannot
 * both get it, on either database and across processes. Call inside the order's transaction.
 */
export class StockRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Takes `qty` units of each product, in product-id order (two orders of the same products lock them in the same
   * order and cannot deadlock on PostgreSQL). Returns the first product that had not enough units, or null when all
   * were taken; on a failure the caller rolls the transaction back (earlier takes of this call included).
   */
  async take(units: ReadonlyMap<number, number>): Promise<number | null> {
    for (const [id, qty] of [...units].sort((a, b) => a[0] - b[0])) {
      if (qty <= 0) continue;
      const r = await this.db
        .updateTable('products')
        .set({ stock: sql<number>`stock - ${qty}` })
        .where('id', '=', id)
        .where('stock', '>=', qty)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return id;
    }
    return null;
  }

  /** Gives units back (a cancelled or unpaid order), in product-id order. */
  async giveBack(units: ReadonlyMap<number, number>): Promise<void> {
    for (const [id, qty] of [...units].sort((a, b) => a[0] - b[0])) {
      if (qty <= 0) continue;
      await this.db.updateTable('products').set({ stock: sql<number>`stock + ${qty}` }).where('id', '=', id).execute();
    }
  }

  /** Units left of a product (tests and the back office; never used to decide a sale). */
  async left(id: number): Promise<number | null> {
    const row = await this.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirst();
    return row ? row.stock : null;
  }
}
