import type { Kysely } from 'kysely';

/**
 * `cart_promos` (CART-25, decision 0076): the promo code a signed-in customer applied to their cart, kept with the
 * cart (`user_list_items`) so it survives a reload, another device and the sign-in merge. One row per customer; the
 * pricing re-checks it every time and deletes it when the code is no longer usable. A guest's code is kept in the
 * `<prefix>promo` cookie beside the cart cookie.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cart_promos')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('kept_at', 'text', (c) => c.notNull())
    .execute();
}
