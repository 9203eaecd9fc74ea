import { formatMoney } from '../../../domain/money.ts';
import { rewardVoided } from '../../../domain/orders/rewards.ts';
import { canMove, type OrderStatus } from '../../../domain/orders/status.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { OrderNotices } from './order-notices.ts';
import type { OrderRewards } from './order-rewards.ts';
import { statusOf, type Actor, type OrdersDeps } from './orders-deps.ts';
import { OrdersRepo, type OrderRow } from './orders.repo.ts';

/** An order's status moves by the rules of `domain/orders/status.ts`, with what each move brings (ORD-1…ORD-3). */
export class OrderMoves {
  constructor(
    private readonly deps: OrdersDeps,
    private readonly rewards: OrderRewards,
    private readonly notices: OrderNotices,
  ) {}

  /**
   * Moves an order by the rules, in the unit's transaction: refuses a move the rules do not allow (`conflict`), gives
   * back the stock when the new status no longer holds it, and writes the history. Returns the row after the move.
   */
  async move(
    uow: UnitOfWork,
    orderId: number,
    to: OrderStatus,
    actor: Actor,
    note: string | null,
  ): Promise<Result<OrderRow>> {
    const repo = uow.repo(OrdersRepo);
    const order = await repo.byId(orderId);
    if (!order) return fail('notFound', 'orders.notFound');
    const from = statusOf(order);
    if (!canMove(from, to)) return fail('conflict', 'orders.error.move', undefined, { from, to });
    const at = this.deps.now().toISOString();
    const release = order.holds_stock === 1 && (to === 'cancelled' || to === 'payment_failed');
    if (!(await repo.move(orderId, from, to, at, release ? { holds_stock: 0 } : {})))
      return fail('conflict', 'orders.error.move', undefined, { from, to });
    if (release) await this.deps.stock.giveBack(uow, orderId, await this.units(uow, orderId));
    // an order that did not happen gives its promo code's use back (its "Repeat checkout" may use the code again)
    const promoBack =
      (to === 'cancelled' || to === 'payment_failed') &&
      order.promo_code_id !== null &&
      (await this.deps.promoCodes.giveBack(uow, orderId));
    // its own reward stops working at once (decision 0027)
    const rewardOff = rewardVoided(to) && (await this.rewards.void(uow, order));
    const notes = [
      note,
      promoBack ? `promo code ${order.promo_code ?? ''} given back` : null,
      rewardOff ? 'reward code switched off' : null,
    ]
      .filter(Boolean)
      .join('; ');
    await repo.event(orderId, from, to, actor, notes || null, at);
    const moved: OrderRow = { ...order, status: to, updated_at: at, holds_stock: release ? 0 : order.holds_stock };
    // delivered: a cash order earns its reward now (a paid one has it already)
    if (to === 'delivered') await this.rewards.issueAndText(uow, moved, null);
    // a move staff made is told to the customer, once per order and move (ADM-21, decision 0083); the shopper's own
    // cancel, the bank's and the sweeper's moves have texts of their own or none
    if (actor.startsWith('staff:')) await this.notices.queue(uow, moved, to);
    return ok(moved);
  }

  /** The units an order holds, by product (gift lines hold stock too). */
  async units(uow: UnitOfWork, orderId: number): Promise<Map<number, number>> {
    const units = new Map<number, number>();
    for (const l of await uow.repo(OrdersRepo).lines(orderId))
      // units a refund already put back on sale are not the order's any more (decision 0084)
      units.set(l.product_id, (units.get(l.product_id) ?? 0) + l.qty - l.restocked_qty);
    return units;
  }

  /**
   * Staff record the cash a customer paid for a cash order (ADM-12): the order becomes paid (`paid`, `paid_at`),
   * a history line says how much and who, and the order earns its reward. One conditional update, so a repeat (or
   * two presses at once) records it once: `already` is true for the repeat. Refused for an order that is not cash,
   * or was cancelled.
   */
  async recordCash(
    uow: UnitOfWork,
    orderId: number,
    actor: Actor,
    note: string | null,
  ): Promise<Result<{ order: OrderRow; already: boolean }>> {
    const repo = uow.repo(OrdersRepo);
    const order = await repo.byId(orderId);
    if (!order) return fail('notFound', 'orders.notFound');
    const st = statusOf(order);
    if (order.payment_type !== 'cash') return fail('conflict', 'orders.error.cashOnly');
    if (order.paid === 1) return ok({ order, already: true });
    if (rewardVoided(st)) return fail('conflict', 'orders.error.cashClosed');
    const at = this.deps.now().toISOString();
    if (!(await repo.markCashPaid(orderId, at))) {
      const again = await repo.byId(orderId);
      return again && again.paid === 1
        ? ok({ order: again, already: true })
        : fail('conflict', 'orders.error.cashClosed');
    }
    await repo.event(
      orderId,
      st,
      st,
      actor,
      [`cash received: ${formatMoney(order.total)}`, note].filter(Boolean).join('; '),
      at,
    );
    const paid: OrderRow = { ...order, paid: 1, paid_at: at, updated_at: at };
    await this.rewards.issueAndText(uow, paid, null);
    return ok({ order: paid, already: false });
  }
}
