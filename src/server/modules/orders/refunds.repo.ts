import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, OrderRefundTable } from '../../db/schema.ts';

export type RefundRow = Selectable<OrderRefundTable>;

export interface NewRefund {
  orderId: number;
  key: string;
  method: 'card' | 'cash';
  paymentId: number | null;
  amount: number;
  reason: string;
  restock: boolean;
  staffId: number;
  staffName: string;
  at: string;
}

/**
 * Refunds of orders (migration 0034, decision 0084). Every counter moves by a conditional update, never read-then-
 * write: a source gives back at most what it took, a line at most its units, on both engines and across processes.
 * Any executor; the refunds module calls it inside its transactions.
 */
export class RefundsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** The refund row of this order and key, or null when the key is taken (a repeat: the caller reads the first). */
  async insert(r: NewRefund): Promise<number | null> {
    const row = await this.db
      .insertInto('order_refunds')
      .values({
        order_id: r.orderId,
        idem_key: r.key,
        method: r.method,
        payment_id: r.paymentId,
        amount: r.amount,
        reason: r.reason,
        restock: r.restock ? 1 : 0,
        status: 'pending',
        staff_id: r.staffId,
        staff_name: r.staffName,
        created_at: r.at,
      })
      .onConflict((oc) => oc.columns(['order_id', 'idem_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  byKey(orderId: number, key: string): Promise<RefundRow | undefined> {
    return this.db
      .selectFrom('order_refunds')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('idem_key', '=', key)
      .executeTakeFirst();
  }

  byOrder(orderId: number): Promise<RefundRow[]> {
    return this.db.selectFrom('order_refunds').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  }

  linesOf(refundId: number) {
    return this.db
      .selectFrom('order_refund_lines')
      .innerJoin('order_lines', 'order_lines.id', 'order_refund_lines.order_line_id')
      .select([
        'order_refund_lines.order_line_id as lineId',
        'order_refund_lines.qty',
        'order_refund_lines.amount',
        'order_lines.product_id as productId',
        'order_lines.title',
      ])
      .where('order_refund_lines.refund_id', '=', refundId)
      .orderBy('order_refund_lines.order_line_id')
      .execute();
  }

  /** The lines of an order's refunds (for the record's history): refund id, line title and units. */
  linesOfOrder(orderId: number) {
    return this.db
      .selectFrom('order_refund_lines')
      .innerJoin('order_refunds', 'order_refunds.id', 'order_refund_lines.refund_id')
      .innerJoin('order_lines', 'order_lines.id', 'order_refund_lines.order_line_id')
      .select(['order_refund_lines.refund_id as refundId', 'order_lines.title', 'order_refund_lines.qty'])
      .where('order_refunds.order_id', '=', orderId)
      .orderBy('order_refund_lines.refund_id')
      .orderBy('order_refund_lines.order_line_id')
      .execute();
  }

  async addLine(refundId: number, lineId: number, qty: number, amount: number): Promise<void> {
    await this.db
      .insertInto('order_refund_lines')
      .values({ refund_id: refundId, order_line_id: lineId, qty, amount })
      .execute();
  }

  /** `qty` more units of a line refunded, only while it still has `was` refunded (the plan's view) and room for them. */
  async takeUnits(orderId: number, lineId: number, was: number, qty: number): Promise<boolean> {
    const r = await this.db
      .updateTable('order_lines')
      .set({ refunded_qty: sql<number>`refunded_qty + ${qty}` })
      .where('id', '=', lineId)
      .where('order_id', '=', orderId)
      .where('refunded_qty', '=', was)
      .where(sql<boolean>`refunded_qty + ${qty} <= qty`)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** `amount` more refunded from an approved card payment, only while it stays within what the payment took. */
  async takeFromPayment(paymentId: number, orderId: number, amount: number): Promise<boolean> {
    const r = await this.db
      .updateTable('payments')
      .set({ refunded: sql<number>`refunded + ${amount}` })
      .where('id', '=', paymentId)
      .where('order_id', '=', orderId)
      .where('status', '=', 'approved')
      .where(sql<boolean>`refunded + ${amount} <= amount`)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** `amount` more cash given back, only from a paid cash order and within its total. */
  async takeFromCash(orderId: number, amount: number): Promise<boolean> {
    const r = await this.db
      .updateTable('orders')
      .set({ cash_refunded: sql<number>`cash_refunded + ${amount}` })
      .where('id', '=', orderId)
      .where('payment_type', '=', 'cash')
      .where('paid', '=', 1)
      .where(sql<boolean>`cash_refunded + ${amount} <= total`)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** The order's refunded total moves with every refund (both ways); its sources' guards keep it within what was paid. */
  async addToOrder(orderId: number, amount: number, at: string): Promise<void> {
    await this.db
      .updateTable('orders')
      .set({ refunded: sql<number>`refunded + ${amount}`, updated_at: at })
      .where('id', '=', orderId)
      .execute();
  }

  /** Removes a refund that is still pending (its lines first); false when it is not (settled meanwhile). */
  async removePending(id: number): Promise<boolean> {
    await this.db
      .deleteFrom('order_refund_lines')
      .where('refund_id', '=', id)
      .where((eb) =>
        eb.exists(eb.selectFrom('order_refunds').select('id').where('id', '=', id).where('status', '=', 'pending')),
      )
      .execute();
    const gone = await this.db
      .deleteFrom('order_refunds')
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(gone.numDeletedRows) === 1;
  }

  async undoUnits(lineId: number, qty: number): Promise<void> {
    await this.db
      .updateTable('order_lines')
      .set({ refunded_qty: sql<number>`refunded_qty - ${qty}` })
      .where('id', '=', lineId)
      .execute();
  }

  async undoSource(refund: RefundRow): Promise<void> {
    if (refund.payment_id !== null)
      await this.db
        .updateTable('payments')
        .set({ refunded: sql<number>`refunded - ${refund.amount}` })
        .where('id', '=', refund.payment_id)
        .execute();
    else
      await this.db
        .updateTable('orders')
        .set({ cash_refunded: sql<number>`cash_refunded - ${refund.amount}` })
        .where('id', '=', refund.order_id)
        .execute();
  }

  /** The order's approved card payments: the sources a card refund can go back to. */
  approvedPayments(orderId: number) {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('status', '=', 'approved')
      .orderBy('id')
      .execute();
  }

  /**
   * `qty` units of a refunded line back on sale: counted on the line (the order no longer holds them) only while the
   * order holds its units and the line has that many left; false otherwise (nothing is given back then).
   */
  async restock(orderId: number, lineId: number, qty: number): Promise<boolean> {
    const r = await this.db
      .updateTable('order_lines')
      .set({ restocked_qty: sql<number>`restocked_qty + ${qty}` })
      .where('id', '=', lineId)
      .where('order_id', '=', orderId)
      .where(sql<boolean>`restocked_qty + ${qty} <= qty`)
      .where((eb) =>
        eb.exists(eb.selectFrom('orders').select('id').where('id', '=', orderId).where('holds_stock', '=', 1)),
      )
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** The gateway gave the money back (or the cash was handed over): the refund is done, once. */
  async settle(
    id: number,
    answer: { rc: string | null; approval: string | null; rrn: string | null; intRef: string | null },
    at: string,
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('order_refunds')
      .set({
        status: 'done',
        rc: answer.rc,
        approval: answer.approval,
        rrn: answer.rrn,
        int_ref: answer.intRef,
        settled_at: at,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
}
