import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * Tests: a product's stock set to `n` units, all at one location (the cart fixtures' Ganjlik branch, id 1, unless
 * told), every other location emptied and `products.stock` — the sum — with it (decision 0090).
 */
export async function setStockAt(db: Kysely<DB>, productId: number, n: number, branchId = 1): Promise<void> {
  await db.updateTable('product_stock').set({ qty: 0 }).where('product_id', '=', productId).execute();
  await db
    .insertInto('product_stock')
    .values({ product_id: productId, branch_id: branchId, qty: n })
    .onConflict((oc) => oc.columns(['product_id', 'branch_id']).doUpdateSet({ qty: sql<number>`excluded.qty` }))
    .execute();
  await db.updateTable('products').set({ stock: n }).where('id', '=', productId).execute();
}
