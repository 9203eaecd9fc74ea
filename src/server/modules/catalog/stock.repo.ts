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
   * Takes units of each product in product-id order (two orders of the same products lock them in the same order
   * and cannot deadlock on PostgreSQL): all `required` units, or the whole call fails — the first product short is
   * returned and the caller rolls its transaction back; and as many of the `optional` units (gifts) as are left.
   * Returns the optional units granted per product.
   */
  async take(
    units: ReadonlyMap<number, { required: number; optional: number }>,
  ): Promise<{ short: number | null; optionalTaken: Map<number, number> }> {
    const optionalTaken = new Map<number, number>();
    for (const [id, { required, optional }] of [...units].sort((a, b) => a[0] - b[0])) {
      // the whole wish first (one statement in the common case), then the required units and what is left
      if (await this.takeExactly(id, required + optional)) {
        if (optional) optionalTaken.set(id, optional);
        continue;
      }
      if (required > 0 && !(await this.takeExactly(id, required))) return { short: id, optionalTaken };
      if (optional > 0) {
        const left = (await this.left(id)) ?? 0; // this row is locked by our update on PostgreSQL; SQLite is serial
        const n = Math.min(optional, Math.max(0, left));
        if (n > 0 && (await this.takeExactly(id, n))) optionalTaken.set(id, n);
      }
    }
    return { short: null, optionalTaken };
  }

  private async takeExactly(id: number, qty: number): Promise<boolean> {
    if (qty <= 0) return true;
    const r = await this.db
      .updateTable('products')
      .set({ stock: sql<number>`stock - ${qty}` })
      .where('id', '=', id)
      .where('stock', '>=', qty)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Gives units back (a cancelled or unpaid order), in product-id order. */
  async giveBack(units: ReadonlyMap<number, number>): Promise<void> {
    for (const [id, qty] of [...units].sort((a, b) => a[0] - b[0])) {
      if (qty <= 0) continue;
      await this.db
        .updateTable('products')
        .set({ stock: sql<number>`stock + ${qty}` })
        .where('id', '=', id)
        .execute();
    }
  }

  /** Units left of a product (tests and the back office; never used to decide a sale). */
  async left(id: number): Promise<number | null> {
    const row = await this.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirst();
    return row ? row.stock : null;
  }
}
