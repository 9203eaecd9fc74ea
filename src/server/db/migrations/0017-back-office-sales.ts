import type { Kysely } from 'kysely';

/**
 * Indexes for the back office's sales screens (ADM-12…ADM-15; docs/admin/sales.md). No new tables: orders, notes,
 * reviews, promo codes and campaigns already have theirs.
 * - (the dashboard's "stock 1–5 and active, lowest first" walks `products_stock (stock, id)` of migration 0018: an
 *   index led by `active` made SQLite read the shop's gift lookup through it instead of by primary key)
 * - `reviews_status (status, created_at)`: the moderation list (pending first, newest first) and the dashboard's
 *   pending count, without scanning every review;
 * - `orders_status_created (status, created_at)`: the order list filtered by a status, newest first, and the
 *   dashboard's count of orders waiting in each status.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('reviews_status').on('reviews').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('orders_status_created').on('orders').columns(['status', 'created_at']).execute();
}
