import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/kysely.ts';
import type { DB } from '../../db/schema.ts';

export type ListName = 'cart' | 'wish' | 'compare';

export interface ListRow {
  product_id: number;
  size: string;
  qty: number;
  created_at: string;
}

/** What a list needs to know about a product: whether it is sold and how many units can be bought. */
interface ListProduct {
  id: number;
  active: boolean;
  /** units that can be bought now: 0 when sold, price on request or out of stock */
  buyable: number;
}

/**
 * The cart, wish list and compare of signed-in customers (`user_list_items`, CART-5). Takes any executor: the
 * service runs each change in a transaction that first locks the customer's row, so two tabs cannot race past a
 * limit or a stock check.
 */
export class UserListsRepo {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
  ) {}

  /**
   * Serialises list changes of one customer: PostgreSQL locks the user's row until the commit; SQLite write
   * transactions are already one at a time (BEGIN IMMEDIATE, decision 0011). False when the user does not exist.
   */
  async lockUser(userId: number): Promise<boolean> {
    let q = this.db.selectFrom('users').select('id').where('id', '=', userId);
    if (this.dialect === 'postgres') q = q.forUpdate();
    return (await q.executeTakeFirst()) !== undefined;
  }

  /** A list in the order its items were added. */
  items(userId: number, list: ListName): Promise<ListRow[]> {
    return this.db
      .selectFrom('user_list_items')
      .select(['product_id', 'size', 'qty', 'created_at'])
      .where('user_id', '=', userId)
      .where('list', '=', list)
      .orderBy('created_at')
      .orderBy('product_id')
      .orderBy('size')
      .execute();
  }

  /** All three lists in one read, each in the order its items were added. */
  async allItems(userId: number): Promise<Record<ListName, ListRow[]>> {
    const rows = await this.db
      .selectFrom('user_list_items')
      .select(['list', 'product_id', 'size', 'qty', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('product_id')
      .orderBy('size')
      .execute();
    const lists: Record<ListName, ListRow[]> = { cart: [], wish: [], compare: [] };
    for (const { list, ...row } of rows) lists[list as ListName]?.push(row);
    return lists;
  }

  async products(ids: readonly number[]): Promise<Map<number, ListProduct>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .selectFrom('products')
      .select(['id', 'active', 'stock', 'sold', 'price_in_store'])
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          active: r.active === 1,
          buyable: r.active === 1 && r.sold === 0 && r.price_in_store === 0 ? Math.max(0, r.stock) : 0,
        },
      ]),
    );
  }

  async insert(
    userId: number,
    list: ListName,
    productId: number,
    size: string,
    qty: number,
    at: string,
  ): Promise<void> {
    await this.db
      .insertInto('user_list_items')
      .values({ user_id: userId, list, product_id: productId, size, qty, created_at: at })
      .execute();
  }

  async setQty(userId: number, list: ListName, productId: number, size: string, qty: number): Promise<void> {
    await this.db
      .updateTable('user_list_items')
      .set({ qty })
      .where('user_id', '=', userId)
      .where('list', '=', list)
      .where('product_id', '=', productId)
      .where('size', '=', size)
      .execute();
  }

  /** Removes a product (of one size, or all its sizes); the number of rows removed. */
  async remove(userId: number, list: ListName, productId: number, size: string | null): Promise<number> {
    let q = this.db
      .deleteFrom('user_list_items')
      .where('user_id', '=', userId)
      .where('list', '=', list)
      .where('product_id', '=', productId);
    if (size !== null) q = q.where('size', '=', size);
    const r = await q.executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /**
   * Claims a one-time key in `idempotency_keys` (pruned after a day by the housekeeping job): false when it was
   * claimed before — by an earlier call, or by a concurrent one that committed first.
   */
  async claimOnce(operation: string, key: string, at: string): Promise<boolean> {
    const row = await this.db
      .insertInto('idempotency_keys')
      .values({ operation, key, request_hash: key, reply: '', created_at: at })
      .onConflict((oc) => oc.columns(['operation', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    return row !== undefined;
  }
}
