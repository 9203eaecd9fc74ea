import type { Kysely } from 'kysely';

/**
 * The product page's "in N other shoppers' carts" (PDP-7 `inOthersCart`, decision 0056) counts the customers
 * whose cart got the product recently. The key of `user_list_items` starts with the customer, so that count would read
 * the whole table; this index answers it as one range (list, product, since when), the customer read from the index too.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('user_list_items_cart_product')
    .on('user_list_items')
    .columns(['list', 'product_id', 'created_at', 'user_id'])
    .execute();
}
