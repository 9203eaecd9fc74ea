import { stockFrom } from '../../../domain/branch-stock.ts';
import { formatMoney } from '../../../domain/money.ts';
import { canMove } from '../../../domain/orders/status.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { OrderEmails } from './order-email.ts';
import type { OrderMoves } from './order-moves.ts';
import type { OrderRewards } from './order-rewards.ts';
import { langOf, statusOf, type OrdersDeps } from './orders-deps.ts';
import { OrdersRepo } from './orders.repo.ts';

/** The bank's outcome for an order (the payments module's `OrderSettlement`, decision 0025), in its transaction. */
export class OrderSettlementRules {
  constructor(
    private readonly deps: OrdersDeps,
    private readonly moves: OrderMoves,
    private readonly rewards: OrderRewards,
    private readonly emails: OrderEmails,
  ) {}

  async forPayment(uow: UnitOfWork, orderId: number) {
    const o = await uow.repo(OrdersRepo).byId(orderId);
    if (!o) return null;
    return {
      id: o.id,
      token: o.token,
      status: statusOf(o),
      total: o.total,
      lang: langOf(o),
      email: o.email,
      payment: o.payment_type as 'cash' | 'card' | 'installment',
      creditCard: o.credit_card,
      creditMonths: o.credit_months,
    };
  }

  /**
   * The bank approved one attempt (the payments module calls this once per attempt). An order already paid (or
   * further along) stays as it is, with a history line asking staff to refund this second charge (a "pay again"
   * while the first attempt was still open, decision 0057). An order the sweeper gave up on is paid again if its units
   * can be taken again (and its promo code's use counts again); if they cannot (sold meanwhile) it stays
   * payment_failed with a history line telling staff to refund — the bank's message is still taken (ok). An order the
   * shopper cancelled, or switched to cash at pickup, is never paid by a late approval: a refund line (decision 0078).
   */
  async markPaid(uow: UnitOfWork, orderId: number, bankNote: string): Promise<Result<void>> {
    let note = bankNote;
    const repo = uow.repo(OrdersRepo);
    const order = await repo.byId(orderId);
    if (!order) return fail('notFound', 'orders.notFound');
    const from = statusOf(order);
    const at = this.deps.now().toISOString();
    // paid already by another attempt ("pay again" after a bank that did not answer): this one charged the card twice
    if (order.paid === 1) {
      await repo.event(
        orderId,
        from,
        from,
        'gateway',
        `another payment attempt was approved after the order was paid; refund it. ${note}`.trim(),
        at,
      );
      return ok(undefined);
    }
    if (from === 'payment_failed' || from === 'cancelled') {
      const held = [...(await this.moves.units(uow, orderId))].map(
        ([id, n]) => [id, { required: n, optional: 0 }] as const,
      );
      const missing =
        from === 'payment_failed'
          ? (await this.deps.stock.take(uow, orderId, new Map(held), stockFrom(order))).short
          : orderId;
      if (missing !== null) {
        await repo.event(
          orderId,
          from,
          from,
          'gateway',
          `approved after the order was closed; refund needed. ${note}`.trim(),
          at,
        );
        return ok(undefined);
      }
      if (!(await repo.move(orderId, from, 'paid', at, { paid: 1, paid_at: at, holds_stock: 1 })))
        return fail('conflict', 'orders.error.move', undefined, { from, to: 'paid' });
      // its promo code's use was given back when it failed: the shopper paid the discounted price, so it counts again
      if (order.promo_code_id !== null) {
        const { overLimit } = await this.deps.promoCodes.retake(uow, order.promo_code_id, order.mobile, orderId, at);
        if (overLimit)
          note = `${note}; promo code ${order.promo_code ?? ''} used past its limit by this late payment`.trim();
      }
    } else {
      // the order left waiting another way — the shopper chose cash at pickup (decision 0078): the card's late
      // approval is recorded for a refund and the order stays as it is (the bank's message is taken)
      if (!canMove(from, 'paid') || order.payment_type === 'cash') {
        await repo.event(
          orderId,
          from,
          from,
          'gateway',
          `approved after the customer chose to pay otherwise; refund needed. ${note}`.trim(),
          at,
        );
        return ok(undefined);
      }
      if (!(await repo.move(orderId, from, 'paid', at, { paid: 1, paid_at: at })))
        return fail('conflict', 'orders.error.move', undefined, { from, to: 'paid' });
    }
    await repo.event(orderId, from, 'paid', 'gateway', note, at);
    // the confirmation SMS (the order page's link, the reward the payment earned) and the email when the shopper gave
    // an address (ORD-7) are queued with the payment; the outbox jobs deliver them right after (outside this transaction)
    const paid = await repo.byId(orderId);
    if (paid) {
      await this.rewards.issueAndText(
        uow,
        paid,
        this.deps.i18n.t(langOf(paid), 'orders.sms.paid', {
          id: paid.id,
          total: formatMoney(paid.total),
          link: this.emails.link(paid),
        }),
      );
      await this.emails.queue(uow, paid);
    }
    return ok(undefined);
  }

  /** The bank declined: the order fails and its units go back. Idempotent; a paid order is left alone. */
  async markPaymentFailed(uow: UnitOfWork, orderId: number, note: string): Promise<Result<void>> {
    const order = await uow.repo(OrdersRepo).byId(orderId);
    if (!order) return fail('notFound', 'orders.notFound');
    const from = statusOf(order);
    if (from !== 'awaiting_payment') return ok(undefined);
    const moved = await this.moves.move(uow, orderId, 'payment_failed', 'gateway', note);
    return moved.ok ? ok(undefined) : moved;
  }
}
