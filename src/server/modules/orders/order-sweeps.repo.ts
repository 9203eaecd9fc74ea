import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { OrderStatus } from '../../../domain/orders/status.ts';

/** What the sweeping jobs look for: orders nobody paid in time, pickups nobody collected (decision 0062). */
export class OrderSweepsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** Card and installment orders whose payment time ran out, oldest first. */
  async unpaidPastDue(now: string, limit: number): Promise<{ id: number }[]> {
    return this.db
      .selectFrom('orders')
      .select('id')
      .where('status', '=', 'awaiting_payment')
      .where('payment_expires_at', '<=', now)
      .orderBy('payment_expires_at')
      .limit(limit)
      .execute();
  }

  /**
   * Unpaid pickup orders (in one of `statuses`) whose hold has ended: placed at or before `cutoff`, and not moved to
   * ready for pickup after it (the hold counts from that move when it came later; decision 0062). Oldest first.
   */
  pickupPastDue(cutoff: string, statuses: readonly OrderStatus[], limit: number): Promise<{ id: number }[]> {
    return this.db
      .selectFrom('orders')
      .select('id')
      .where('status', 'in', [...statuses])
      .where('created_at', '<=', cutoff)
      .where('delivery_type', '=', 'pickup')
      .where('paid', '=', 0)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('order_events')
              .select('order_events.id')
              .whereRef('order_events.order_id', '=', 'orders.id')
              .where('order_events.to_status', '=', 'ready_for_pickup')
              .where('order_events.created_at', '>', cutoff),
          ),
        ),
      )
      .orderBy('created_at')
      .limit(limit)
      .execute();
  }

  /** When the order last became ready for pickup, or null. */
  async readyAt(orderId: number): Promise<string | null> {
    const r = await this.db
      .selectFrom('order_events')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('order_id', '=', orderId)
      .where('to_status', '=', 'ready_for_pickup')
      .executeTakeFirst();
    return (r?.at as string | null | undefined) ?? null;
  }
}
