import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, OrderLineTable, OrderTable } from '../../db/schema.ts';
import type { OrderStatus } from '../../../domain/orders/status.ts';

export type OrderRow = Selectable<OrderTable>;
export type OrderLineRow = Selectable<OrderLineTable>;
export type NewOrder = Insertable<OrderTable>;
export type NewOrderLine = Omit<Insertable<OrderLineTable>, 'order_id'>;

/**
 * Orders, their lines and their history. Takes any executor: the checkout and the payment callback hand it their
 * transaction (`new OrdersRepo(tx)`), so an order, its lines, its stock and its status move together.
 */
export class OrdersRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** Writes an order and its lines; returns the order's row as stored. */
  async insert(order: NewOrder, lines: readonly NewOrderLine[]): Promise<OrderRow> {
    const row = await this.db.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();
    if (lines.length) await this.db.insertInto('order_lines').values(lines.map((l) => ({ ...l, order_id: row.id }))).execute();
    return row;
  }

  async setPromoCode(id: number, promoCodeId: number): Promise<void> {
    await this.db.updateTable('orders').set({ promo_code_id: promoCodeId }).where('id', '=', id).execute();
  }

  byId(id: number): Promise<OrderRow | undefined> {
    return this.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byToken(token: string): Promise<OrderRow | undefined> {
    return this.db.selectFrom('orders').selectAll().where('token', '=', token).executeTakeFirst();
  }

  lines(orderId: number): Promise<OrderLineRow[]> {
    return this.db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
  }

  /**
   * Moves an order from `from` to `to` only if it is still in `from` (another process may have moved it first):
   * true when this call made the move. `extra` sets other columns in the same statement.
   */
  async move(id: number, from: OrderStatus, to: OrderStatus, at: string, extra: Partial<Pick<OrderRow, 'paid' | 'paid_at' | 'holds_stock' | 'payment_expires_at'>> = {}): Promise<boolean> {
    const r = await this.db
      .updateTable('orders')
      .set({ status: to, updated_at: at, ...extra })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async event(orderId: number, from: OrderStatus | null, to: OrderStatus, actor: string, note: string | null, at: string): Promise<void> {
    await this.db.insertInto('order_events').values({ order_id: orderId, from_status: from, to_status: to, actor, note, created_at: at }).execute();
  }

  events(orderId: number) {
    return this.db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  }

  /** A gift line that got fewer units than priced (its stock ran out): fewer units, or gone at 0. */
  async setLineQty(lineId: number, qty: number): Promise<void> {
    if (qty > 0) await this.db.updateTable('order_lines').set({ qty }).where('id', '=', lineId).execute();
    else await this.db.deleteFrom('order_lines').where('id', '=', lineId).execute();
  }

  /** Marks the confirmation page as seen; true for the first view only. */
  async markOpened(id: number, at: string): Promise<boolean> {
    const r = await this.db.updateTable('orders').set({ opened_at: at }).where('id', '=', id).where('opened_at', 'is', null).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

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
   * For the pricing engine, in one statement: whether this mobile has a real purchase (placed with cash, or paid;
   * the new-customer discount) and whether it belongs to an active customer with the loyalty status.
   */
  async purchaseFacts(mobile: string, statuses: readonly OrderStatus[]): Promise<{ loyal: boolean; hasPurchase: boolean }> {
    const row = await this.db
      .selectNoFrom((eb) => [
        eb.exists(eb.selectFrom('orders').select('id').where('mobile', '=', mobile).where('status', 'in', [...statuses])).as('purchased'),
        eb.exists(eb.selectFrom('users').select('id').where('mobile', '=', mobile).where('loyal', '=', 1).where('active', '=', 1)).as('loyal'),
      ])
      .executeTakeFirstOrThrow();
    // PostgreSQL answers booleans, SQLite 0 and 1
    return { loyal: Boolean(row.loyal), hasPurchase: Boolean(row.purchased) };
  }

  // ── the customer's cabinet (issue 9) ───────────────────────────────────────────────────────────────────

  /** A customer's orders, newest first, one page. */
  byCustomer(customerId: number, limit: number, offset: number): Promise<OrderRow[]> {
    return this.db.selectFrom('orders').selectAll().where('customer_id', '=', customerId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
  }

  async countByCustomer(customerId: number): Promise<number> {
    const r = await this.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** One order of this customer only: another customer's order is not found. */
  customerOrder(customerId: number, id: number): Promise<OrderRow | undefined> {
    return this.db.selectFrom('orders').selectAll().where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();
  }

  /** The order's latest card payment attempt (the card as the bank masked it, when it answered). */
  latestPayment(orderId: number) {
    return this.db
      .selectFrom('payments')
      .select(['status', 'amount', 'card_masked', 'card_name', 'created_at', 'credit_months'])
      .where('order_id', '=', orderId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }
}
