import type { Kysely } from 'kysely';

/**
 * Indexes the catalogue screens of the back office need (ADM-9…ADM-11):
 * - `products_stock`, `products_updated`: the product list filtered by stock state and sorted by stock or by the
 *   last change, and the CSV export's stock column, without reading the wide product rows;
 * - `order_lines_product`: "has this product been ordered?" when staff remove a product (kept, deactivated, if so).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('products_stock').on('products').columns(['stock', 'id']).execute();
  await db.schema.createIndex('products_updated').on('products').columns(['updated_at', 'id']).execute();
  await db.schema.createIndex('order_lines_product').on('order_lines').columns(['product_id']).execute();
}
