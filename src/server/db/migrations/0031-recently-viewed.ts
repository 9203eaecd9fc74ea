import type { Kysely } from 'kysely';

/**
 * `recently_viewed` (PDP-14, decision 0081): the products a signed-in customer opened, one row per customer and product
 * with the time of the latest view, at most 16 per customer (the service trims). Read newest first by
 * (user_id, viewed_at). A guest's list is kept in the browser and joins these rows at sign-in.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('recently_viewed')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('viewed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('recently_viewed_pk', ['user_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('recently_viewed_user_time_idx')
    .on('recently_viewed')
    .columns(['user_id', 'viewed_at'])
    .execute();
}
