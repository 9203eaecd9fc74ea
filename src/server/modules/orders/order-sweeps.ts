import { PICKUP_HOLD_STATUSES, pickupDeadline, pickupHoldCutoff } from '../../../domain/orders/limits.ts';
import type { OrderMoves } from './order-moves.ts';
import { OrderSweepsRepo } from './order-sweeps.repo.ts';
import { langOf, statusOf, type OrdersDeps } from './orders-deps.ts';
import { OrdersRepo, type OrderRow } from './orders.repo.ts';

/** The periodic jobs that close orders nobody paid or collected (each once across processes, `src/server/jobs.ts`). */
export class OrderSweeps {
  constructor(
    private readonly deps: OrdersDeps,
    private readonly moves: OrderMoves,
  ) {}

  /**
   * The sweeper (a periodic job, once across processes): card and installment orders still unpaid after
   * PAYMENT_TIMEOUT_MINUTES fail and give their units back, each in its own transaction. Returns how many.
   */
  async expireUnpaid(limit = 100): Promise<number> {
    const { connection } = this.deps;
    const due = await connection.shared.repo(OrderSweepsRepo).unpaidPastDue(this.deps.now().toISOString(), limit);
    let n = 0;
    for (const { id } of due) {
      const r = await connection.transaction(async (uow) => {
        const o = await uow.repo(OrdersRepo).byId(id);
        if (!o || o.status !== 'awaiting_payment') return false; // paid or moved meanwhile
        return (await this.moves.move(uow, id, 'payment_failed', 'sweeper', 'payment time ran out')).ok;
      });
      if (r) n++;
    }
    return n;
  }

  /** When an unpaid pickup order is cancelled unless collected (null when the hold does not apply to it). */
  pickupDeadline(
    order: Pick<OrderRow, 'delivery_type' | 'status' | 'paid' | 'created_at'>,
    readyAt: string | null,
  ): string | null {
    return pickupDeadline(
      {
        delivery: order.delivery_type,
        status: statusOf(order),
        paid: order.paid === 1,
        createdAt: order.created_at,
        readyAt,
      },
      this.deps.config.orderLimits.pickupHoldDays,
    );
  }

  /**
   * The pickup hold's job (once across processes, like the payment timeout): unpaid pickup orders nobody collected
   * within PICKUP_HOLD_DAYS — counted from placement, or from the move to ready for pickup when later — are cancelled,
   * each in its own transaction, through `move` (units back, promo code given back, reward code switched off, history
   * line), with an SMS in the order's language through the outbox. Idempotent: an order cancelled, paid or collected
   * meanwhile is left alone. Returns how many were cancelled.
   */
  async expirePickups(limit = 100): Promise<number> {
    const { connection, texts } = this.deps;
    const days = this.deps.config.orderLimits.pickupHoldDays;
    const now = this.deps.now();
    const due = await connection.shared
      .repo(OrderSweepsRepo)
      .pickupPastDue(pickupHoldCutoff(now, days), PICKUP_HOLD_STATUSES, limit);
    const sent: number[] = [];
    let n = 0;
    for (const { id } of due) {
      const sms = await connection.transaction(async (uow) => {
        const o = await uow.repo(OrdersRepo).byId(id);
        // collected, paid, cancelled or moved to ready again meanwhile: its hold is not over
        const deadline = o ? this.pickupDeadline(o, await uow.repo(OrderSweepsRepo).readyAt(id)) : null;
        if (!o || deadline === null || deadline > now.toISOString()) return null;
        const moved = await this.moves.move(uow, id, 'cancelled', 'sweeper', `not collected within ${days} days`);
        if (!moved.ok) return null;
        const body = this.deps.i18n.t(langOf(o), 'orders.sms.pickupExpired', { id: o.id, count: days });
        return texts.enqueue(uow, { mobile: o.mobile, purpose: 'order', body });
      });
      if (sms !== null) {
        sent.push(sms);
        n++;
      }
    }
    if (sent.length) await texts.deliver(sent).catch(() => undefined);
    return n;
  }
}
