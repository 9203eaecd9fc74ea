import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** "Track your order" (ORD-11): an order found by its number and the mobile it was placed with. */
export class OrderTrackRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** The order page's token of order `id` when it was placed with `mobile` (digits, 994…); undefined otherwise. */
  async tokenOf(id: number, mobile: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('orders')
      .select('token')
      .where('id', '=', id)
      .where('mobile', '=', mobile)
      .executeTakeFirst();
    return row?.token;
  }
}
