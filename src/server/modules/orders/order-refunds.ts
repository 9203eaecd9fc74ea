import { formatMoney } from '../../../domain/money.ts';
import {
  planRefund,
  refundableLeft,
  type RefundAsk,
  type RefundPlan,
  type RefundableOrder,
} from '../../../domain/orders/refunds.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { OrderRewards } from './order-rewards.ts';
import { statusOf, type OrdersDeps } from './orders-deps.ts';
import { OrdersRepo, type OrderLineRow, type OrderRow } from './orders.repo.ts';
import { RefundsRepo, type RefundRow } from './refunds.repo.ts';

/** Where a refund's money comes from: an approved card payment (`payments` row) or the cash recorded. */
export interface RefundSource {
  /** the payment's id, or 'cash' */
  id: number | 'cash';
  method: 'card' | 'cash';
  paid: number;
  refunded: number;
  /** what staff recognise it by: the payment's reference and card */
  reference: string | null;
  card: string | null;
  provider: string | null;
  rrn: string | null;
  intRef: string | null;
  currency: string | null;
}

export interface RefundFacts {
  order: OrderRow;
  lines: OrderLineRow[];
  sources: RefundSource[];
  refunds: RefundRow[];
  /** what every source took together, and what was refunded (the order's payment state) */
  paid: number;
  refunded: number;
}

export interface RefundRequest {
  key: string;
  source: number | 'cash';
  ask: RefundAsk;
  reason: string;
  restock: boolean;
}

export interface Reserved {
  refund: RefundRow;
  /** a repeat of a request already made (the same key): nothing was reserved again */
  repeated: boolean;
  source: RefundSource;
  plan: RefundPlan | null;
}

/** What refused a refund: a 409 with the rule's message (i18n key under `admin-sales.refunds.errors`). */
const refused = (why: string, vars?: Record<string, string | number>) =>
  fail('conflict', `admin-sales.refunds.errors.${why}`, undefined, vars);

/**
 * Refunds of an order (issue 30, decision 0084), inside the caller's transactions: `reserve` takes the refund's money
 * and units by conditional updates (so two refunds at once cannot pass what was paid) and writes it pending; the
 * caller asks the gateway outside any transaction; then `settle` (done: units back on sale when asked, the history
 * line, the reward code off when everything paid was given back) or `release` (the gateway refused: the reservation
 * given back, nothing recorded).
 */
export class OrderRefunds {
  constructor(
    private readonly deps: OrdersDeps,
    private readonly rewards: OrderRewards,
  ) {}

  async facts(uow: UnitOfWork, orderId: number): Promise<RefundFacts | null> {
    const order = await uow.repo(OrdersRepo).byId(orderId);
    if (!order) return null;
    const [lines, payments, refunds] = await Promise.all([
      uow.repo(OrdersRepo).lines(orderId),
      uow.repo(RefundsRepo).approvedPayments(orderId),
      uow.repo(RefundsRepo).byOrder(orderId),
    ]);
    const sources: RefundSource[] = payments.map((p) => ({
      id: p.id,
      method: 'card' as const,
      paid: p.amount,
      refunded: p.refunded,
      reference: p.reference,
      card: p.card_masked,
      provider: p.provider,
      rrn: p.rrn,
      intRef: p.int_ref,
      currency: p.currency,
    }));
    if (order.payment_type === 'cash' && order.paid === 1)
      sources.push({
        id: 'cash',
        method: 'cash',
        paid: order.total,
        refunded: order.cash_refunded,
        reference: null,
        card: null,
        provider: null,
        rrn: null,
        intRef: null,
        currency: null,
      });
    const paid = sources.reduce((a, s) => a + s.paid, 0);
    return { order, lines, sources, refunds, paid, refunded: order.refunded };
  }

  /** The order and its lines as the refund rules see them (`domain/orders/refunds.ts`). */
  static refundable(order: OrderRow, lines: readonly OrderLineRow[]): RefundableOrder {
    return {
      total: order.total,
      deliveryPrice: order.delivery_price,
      lines: lines.map((l) => ({ id: l.id, qty: l.qty, payable: l.payable, refundedQty: l.refunded_qty })),
    };
  }

  /**
   * Reserves a refund: a repeat of the key answers the first (pending or done); otherwise the amount from the rules,
   * then one conditional update per counter — the source within what it took, each line within its units from the
   * count the plan was made on — and the pending row. Any update that does not hold refuses the whole refund (the
   * caller's transaction rolls back).
   */
  async reserve(
    uow: UnitOfWork,
    orderId: number,
    req: RefundRequest,
    staff: { id: number; name: string },
  ): Promise<Result<Reserved>> {
    const facts = await this.facts(uow, orderId);
    if (!facts) return fail('notFound', 'admin.errors.notFound');
    const repo = uow.repo(RefundsRepo);
    const source = facts.sources.find((s) => s.id === req.source);
    const earlier = await repo.byKey(orderId, req.key);
    if (earlier) return ok({ refund: earlier, repeated: true, source: source ?? facts.sources[0]!, plan: null });
    if (!source) return refused(facts.sources.length ? 'unknownSource' : 'notPaid');
    if (req.restock && req.ask.kind === 'lines' && facts.order.holds_stock !== 1) return refused('notHeld');
    const planned = planRefund(OrderRefunds.refundable(facts.order, facts.lines), refundableLeft(source), req.ask);
    if (!planned.ok) return refused(planned.refusal, { left: formatMoney(refundableLeft(source)) });
    const { plan } = planned;
    const at = this.deps.now().toISOString();
    const id = await repo.insert({
      orderId,
      key: req.key,
      method: source.method,
      paymentId: source.id === 'cash' ? null : source.id,
      amount: plan.amount,
      reason: req.reason,
      restock: req.restock && plan.lines.length > 0,
      staffId: staff.id,
      staffName: staff.name,
      at,
    });
    if (id === null) {
      // the same key at the same moment: the other request wrote it first
      const first = await repo.byKey(orderId, req.key);
      if (!first) return refused('changed');
      return ok({ refund: first, repeated: true, source, plan: null });
    }
    const took =
      source.id === 'cash'
        ? await repo.takeFromCash(orderId, plan.amount)
        : await repo.takeFromPayment(source.id, orderId, plan.amount);
    if (!took) return refused('overPaid', { left: formatMoney(refundableLeft(source)) });
    const byId = new Map(facts.lines.map((l) => [l.id, l]));
    for (const l of plan.lines) {
      if (!(await repo.takeUnits(orderId, l.lineId, byId.get(l.lineId)!.refunded_qty, l.qty)))
        return refused('changed');
      await repo.addLine(id, l.lineId, l.qty, l.amount);
    }
    await repo.addToOrder(orderId, plan.amount, at);
    const refund = await repo.byKey(orderId, req.key);
    if (!refund) throw new Error(`refund ${id} vanished in its own transaction`);
    return ok({ refund, repeated: false, source, plan });
  }

  /**
   * The money went back (the gateway approved, or cash was handed over): the refund is done, its units go back on sale
   * when asked (only units the order still holds), a history line says who, how much and why, and when everything
   * paid has now been given back the order's reward code stops working. Once: a refund already done changes nothing.
   */
  async settle(
    uow: UnitOfWork,
    refund: RefundRow,
    answer: { rc: string | null; approval: string | null; rrn: string | null; intRef: string | null },
    actor: string,
  ): Promise<Result<{ full: boolean; rewardOff: boolean }>> {
    const repo = uow.repo(RefundsRepo);
    const at = this.deps.now().toISOString();
    if (!(await repo.settle(refund.id, answer, at))) return refused('changed');
    const lines = await repo.linesOf(refund.id);
    if (refund.restock === 1 && lines.length) {
      const units = new Map<number, number>();
      for (const l of lines) {
        if (await repo.restock(refund.order_id, l.lineId, l.qty))
          units.set(l.productId, (units.get(l.productId) ?? 0) + l.qty);
      }
      await this.deps.stock.giveBack(uow, refund.order_id, units);
    }
    const facts = await this.facts(uow, refund.order_id);
    if (!facts) return fail('notFound', 'admin.errors.notFound');
    const full = facts.paid > 0 && facts.refunded >= facts.paid;
    const rewardOff = full && (await this.rewards.void(uow, facts.order));
    const st = statusOf(facts.order);
    const note = [
      `refund ${formatMoney(refund.amount)} (${refund.method}${answer.approval ? `, approval ${answer.approval}` : ''})`,
      lines.length ? lines.map((l) => `${l.title} × ${l.qty}`).join(', ') : null,
      refund.restock === 1 && lines.length ? 'units back on sale' : null,
      refund.reason,
      full ? 'fully refunded' : null,
      rewardOff ? 'reward code switched off' : null,
    ]
      .filter(Boolean)
      .join('; ');
    await uow.repo(OrdersRepo).event(refund.order_id, st, st, actor, note, at);
    return ok({ full, rewardOff });
  }

  /** The gateway refused: the reservation is given back and the pending refund removed, as if never asked. */
  async release(uow: UnitOfWork, refund: RefundRow): Promise<boolean> {
    const repo = uow.repo(RefundsRepo);
    const lines = await repo.linesOf(refund.id);
    if (!(await repo.removePending(refund.id))) return false;
    for (const l of lines) await repo.undoUnits(l.lineId, l.qty);
    await repo.undoSource(refund);
    await repo.addToOrder(refund.order_id, -refund.amount, this.deps.now().toISOString());
    return true;
  }
}
