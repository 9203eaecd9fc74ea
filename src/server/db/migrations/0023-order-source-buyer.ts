import type { Kysely } from 'kysely';

/**
 * Repeating a failed order (decision 0057):
 * - `orders.source`: which form placed the order, `checkout` (the cart's lines) or `buyNow` (one product, the cart
 *   untouched); a retry of a buy-now order must not empty the cart, a retry of a cart order removes the lines it
 *   bought. Older orders have none (treated as not from the cart).
 * - `orders.buyer_key`: SHA-256 (hex) of the browser's order cookie (`<COOKIE_PREFIX>buyer`) at placement. The
 *   shopper's own details (name, mobile, address, gift recipient) are shown and prefilled only to that browser or
 *   to the signed-in customer the order belongs to — never to whoever merely holds the order's token.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('source', 'text').execute();
  await db.schema.alterTable('orders').addColumn('buyer_key', 'text').execute();
}
