import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { OrderConfirmation } from '../../../domain/api/orders.ts';
import { DEFAULT_LANG, LANGS, type Lang } from '../../../domain/i18n.ts';
import { formatMoney } from '../../../domain/money.ts';
import { canMove, countsAsPurchase, isOrderStatus, ORDER_STATUSES, type OrderStatus } from '../../../domain/orders/status.ts';
import type { CustomerFacts } from '../../../domain/pricing/types.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/kysely.ts';
import type { DB } from '../../db/schema.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { StockRepo } from '../catalog/stock.repo.ts';
import { OrdersRepo, type OrderRow } from './orders.repo.ts';
import { RewardsRepo } from './rewards.repo.ts';

/** What the orders module needs of the SMS module: a row in the outbox inside a transaction, delivery after it. */
export interface OrderTexts {
  enqueue(executor: Kysely<DB>, msg: { mobile: string; purpose: string; body: string }): Promise<number>;
  deliver(ids: readonly number[]): Promise<unknown>;
}

/** A reward code made for an order (`newReward`). */
export interface OrderReward {
  id: number;
  code: string;
}

/** Who moves an order: the shopper's checkout, the bank, the sweeper, or a member of staff (`staff:<id>`). */
export type Actor = 'customer' | 'gateway' | 'sweeper' | `staff:${number}`;

const PURCHASE_STATUSES = ORDER_STATUSES.filter(countsAsPurchase);
const status = (row: OrderRow): OrderStatus => (isOrderStatus(row.status) ? row.status : 'new');
const langOf = (row: OrderRow): Lang => ((LANGS as readonly string[]).includes(row.lang) ? (row.lang as Lang) : DEFAULT_LANG);

/**
 * Orders after they are placed (issue 8, decision 0025): the confirmation page, status moves by the rules of
 * `domain/orders/status.ts`, the bank's outcome (`OrderSettlement` of the payments module), the sweeper that gives
 * back the stock of orders nobody paid, and the order history the pricing engine asks about (new customer).
 * Placing an order is the checkout's job (`modules/checkout`); it uses `purchased` below inside its transaction.
 */
export class OrdersService {
  constructor(
    private readonly database: Database,
    private readonly i18n: I18n,
    private readonly config: Pick<Config, 'orderReward'>,
    private readonly texts: OrderTexts,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private get repo() {
    return new OrdersRepo(this.database.db);
  }

  /** The order page (spec 000 §2 "Order pages"): by its unguessable token; the first view is remembered. */
  async confirmation(token: string, lang: Lang): Promise<Result<OrderConfirmation>> {
    const order = await this.repo.byToken(token);
    if (!order) return fail('notFound', 'orders.notFound');
    const st = status(order);
    // the purchase event fires on the first view of a real purchase (an order awaiting the bank is not one yet)
    const firstView = countsAsPurchase(st) ? await this.repo.markOpened(order.id, this.now().toISOString()) : false;
    const [lines, reward] = await Promise.all([this.repo.lines(order.id), order.reward_code_id ? new RewardsRepo(this.database.db).byId(order.reward_code_id) : null]);
    return ok({
      id: order.id,
      status: st,
      statusText: this.i18n.t(lang, `orders.status.${st}`),
      paid: order.paid === 1,
      payment: order.payment_type as OrderConfirmation['payment'],
      delivery: order.delivery_type as OrderConfirmation['delivery'],
      createdAt: order.created_at,
      total: order.total,
      opened: countsAsPurchase(st) ? !firstView : false,
      promocode: reward
        ? {
            code: reward.code,
            discountType: reward.kind === 'percent' ? 'percent' : 'amount',
            discountAmount: reward.kind === 'percent' ? 0 : reward.value,
            discountPercent: reward.kind === 'percent' ? reward.value : 0,
            validUntil: reward.ends_at,
          }
        : null,
      items: lines.filter((l) => l.gift_of === null).map((l) => ({ id: l.product_id, title: l.title, price: l.unit_price, qty: l.qty })),
    });
  }

  /** For the pricing engine: has this mobile bought before (new-customer discount), is it a loyal customer's (decision 0023)? */
  readonly history = this.historyOn(null);

  /** The same, read through `executor` (the checkout's transaction: SQLite has one connection, a read beside it would wait forever). */
  historyOn(executor: Kysely<DB> | null): { facts(mobile: string | null): Promise<CustomerFacts> } {
    return {
      facts: async (mobile) => {
        if (!mobile) return { mobile, loyal: false, hasCompletedOrder: false };
        const { loyal, hasPurchase } = await new OrdersRepo(executor ?? this.database.db).purchaseFacts(mobile, PURCHASE_STATUSES);
        return { mobile, loyal, hasCompletedOrder: hasPurchase };
      },
    };
  }

  /**
   * The reward code for the next order when `total` earns one (decision 0027), written through `tx`; the caller links
   * it to its order (`reward_code_id`). The checkout makes it before it writes the order, to spare an update.
   */
  async newReward(tx: Kysely<DB>, total: number): Promise<OrderReward | null> {
    const { percent, minTotal, days } = this.config.orderReward;
    if (percent <= 0 || total < minTotal) return null;
    const at = this.now();
    const code = `THX${randomBytes(5).toString('hex').toUpperCase().slice(0, 7)}`;
    const id = await new RewardsRepo(tx).create({ code, percent, startsAt: at.toISOString(), endsAt: new Date(at.getTime() + days * 86_400_000).toISOString() });
    return { id, code };
  }

  /**
   * Inside the transaction that made an order a purchase (cash placed, or paid): the reward code for the next order
   * (`made`: the one the caller made with `newReward` and linked already) and the confirmation SMS (written to the
   * outbox now, delivered after the commit). Returns the outbox ids.
   */
  async purchased(tx: Kysely<DB>, order: OrderRow, made?: OrderReward | null): Promise<number[]> {
    const lang = langOf(order);
    const { percent, days } = this.config.orderReward;
    let reward = made ?? null;
    if (made === undefined && order.reward_code_id === null) {
      reward = await this.newReward(tx, order.total);
      if (reward) await tx.updateTable('orders').set({ reward_code_id: reward.id }).where('id', '=', order.id).execute();
    }
    const body = [
      this.i18n.t(lang, order.payment_type === 'cash' ? 'orders.sms.placed' : 'orders.sms.paid', { id: order.id, total: formatMoney(order.total) }),
      reward ? this.i18n.t(lang, 'orders.sms.reward', { code: reward.code, percent, days }) : null,
    ]
      .filter(Boolean)
      .join(' ');
    return [await this.texts.enqueue(tx, { mobile: order.mobile, purpose: 'order', body })];
  }

  /** Sends what `purchased` queued; after the commit, never inside a transaction. Failures stay in the outbox for the retry job. */
  async deliver(ids: readonly number[]): Promise<void> {
    if (ids.length) await this.texts.deliver(ids).catch(() => undefined);
  }

  /**
   * Moves an order by the rules, in `tx`: refuses a move the rules do not allow (`conflict`), gives back the stock
   * when the new status no longer holds it, and writes the history. Returns the row after the move.
   */
  async move(tx: Kysely<DB>, orderId: number, to: OrderStatus, actor: Actor, note: string | null): Promise<Result<OrderRow>> {
    const repo = new OrdersRepo(tx);
    const order = await repo.byId(orderId);
    if (!order) return fail('notFound', 'orders.notFound');
    const from = status(order);
    if (!canMove(from, to)) return fail('conflict', 'orders.error.move', undefined, { from, to });
    const at = this.now().toISOString();
    const release = order.holds_stock === 1 && (to === 'cancelled' || to === 'payment_failed');
    if (!(await repo.move(orderId, from, to, at, release ? { holds_stock: 0 } : {}))) return fail('conflict', 'orders.error.move', undefined, { from, to });
    if (release) await new StockRepo(tx).giveBack(await this.units(repo, orderId));
    await repo.event(orderId, from, to, actor, note, at);
    return ok({ ...order, status: to, updated_at: at, holds_stock: release ? 0 : order.holds_stock });
  }

  /** The units an order holds, by product (gift lines hold stock too). */
  private async units(repo: OrdersRepo, orderId: number): Promise<Map<number, number>> {
    const units = new Map<number, number>();
    for (const l of await repo.lines(orderId)) units.set(l.product_id, (units.get(l.product_id) ?? 0) + l.qty);
    return units;
  }

  // ── the bank's outcome (OrderSettlement of modules/payments) ────────────────────────────────────────────

  async forPayment(executor: Kysely<DB>, orderId: number) {
    const o = await new OrdersRepo(executor).byId(orderId);
    if (!o) return null;
    return {
      id: o.id,
      token: o.token,
      status: status(o),
      total: o.total,
      lang: langOf(o),
      email: o.email,
      payment: o.payment_type as 'cash' | 'card' | 'installment',
      creditCard: o.credit_card,
      creditMonths: o.credit_months,
    };
  }

  /**
   * The bank approved. Idempotent: an order already paid (or further along) stays as it is. An order the sweeper
   * gave up on is paid again if its units can be taken again; if they cannot (sold meanwhile) it stays
   * payment_failed with a history line telling staff to refund — the bank's message is still taken (ok).
   */
  async markPaid(tx: Kysely<DB>, orderId: number, note: string): Promise<Result<void>> {
    const repo = new OrdersRepo(tx);
    const order = await repo.byId(orderId);
    if (!order) return fail('notFound', 'orders.notFound');
    const from = status(order);
    if (order.paid === 1) return ok(undefined);
    const at = this.now().toISOString();
    if (from === 'payment_failed' || from === 'cancelled') {
      const held = [...(await this.units(repo, orderId))].map(([id, n]) => [id, { required: n, optional: 0 }] as const);
      const missing = from === 'payment_failed' ? (await new StockRepo(tx).take(new Map(held))).short : orderId;
      if (missing !== null) {
        await repo.event(orderId, from, from, 'gateway', `approved after the order was closed; refund needed. ${note}`.trim(), at);
        return ok(undefined);
      }
      if (!(await repo.move(orderId, from, 'paid', at, { paid: 1, paid_at: at, holds_stock: 1 }))) return fail('conflict', 'orders.error.move', undefined, { from, to: 'paid' });
    } else {
      if (!canMove(from, 'paid')) return fail('conflict', 'orders.error.move', undefined, { from, to: 'paid' });
      if (!(await repo.move(orderId, from, 'paid', at, { paid: 1, paid_at: at }))) return fail('conflict', 'orders.error.move', undefined, { from, to: 'paid' });
    }
    await repo.event(orderId, from, 'paid', 'gateway', note, at);
    // the confirmation SMS is queued with the payment; the outbox job delivers it right after (outside this transaction)
    const paid = await repo.byId(orderId);
    if (paid) await this.purchased(tx, paid);
    return ok(undefined);
  }

  /** The bank declined: the order fails and its units go back. Idempotent; a paid order is left alone. */
  async markPaymentFailed(tx: Kysely<DB>, orderId: number, note: string): Promise<Result<void>> {
    const order = await new OrdersRepo(tx).byId(orderId);
    if (!order) return fail('notFound', 'orders.notFound');
    const from = status(order);
    if (from !== 'awaiting_payment') return ok(undefined);
    const moved = await this.move(tx, orderId, 'payment_failed', 'gateway', note);
    return moved.ok ? ok(undefined) : moved;
  }

  /**
   * The sweeper (a periodic job, once across processes): card and installment orders still unpaid after
   * PAYMENT_TIMEOUT_MINUTES fail and give their units back, each in its own transaction. Returns how many.
   */
  async expireUnpaid(limit = 100): Promise<number> {
    const due = await this.repo.unpaidPastDue(this.now().toISOString(), limit);
    let n = 0;
    for (const { id } of due) {
      const r = await this.database.db.transaction().execute(async (tx) => {
        const o = await new OrdersRepo(tx).byId(id);
        if (!o || o.status !== 'awaiting_payment') return false; // paid or moved meanwhile
        return (await this.move(tx, id, 'payment_failed', 'sweeper', 'payment time ran out')).ok;
      });
      if (r) n++;
    }
    return n;
  }

  /** Compensation when the bank could not be reached for a fresh order: cancel it and give its units back. */
  async cancelUnstarted(orderId: number, note: string): Promise<void> {
    await this.database.db.transaction().execute((tx) => this.move(tx, orderId, 'cancelled', 'customer', note));
  }
}
