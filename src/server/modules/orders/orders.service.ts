import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { OrderBranch, OrderConfirmation, OrderDetails, RetryDraft } from '../../../domain/api/orders.ts';
import { DEFAULT_LANG, LANGS, type Lang } from '../../../domain/i18n.ts';
import { formatMoney } from '../../../domain/money.ts';
import { payAgain } from '../../../domain/orders/pay-again.ts';
import {
  OPEN_STATUSES,
  openUnpaidRefusal,
  PICKUP_HOLD_STATUSES,
  pickupDeadline,
  pickupHoldCutoff,
} from '../../../domain/orders/limits.ts';
import { rewardEarned, rewardVoided } from '../../../domain/orders/rewards.ts';
import {
  canMove,
  countsAsPurchase,
  isFailed,
  isOrderStatus,
  ORDER_STATUSES,
  type OrderStatus,
} from '../../../domain/orders/status.ts';
import type { CustomerFacts } from '../../../domain/pricing/types.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/kysely.ts';
import type { DB } from '../../db/schema.ts';
import { fail, ok, type Failure, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { CardSource } from '../cart/cart.service.ts';
import { PromoUsesRepo } from '../cart/promo-uses.repo.ts';
import { StockRepo } from '../catalog/stock.repo.ts';
import { NO_VIEWER, ownsOrder, type OrderViewer } from './buyer-key.ts';
import { OrdersRepo, type OrderLineRow, type OrderRow } from './orders.repo.ts';
import { orderLine, orderTotals, type LineCard } from './order-view.ts';
import { RewardsRepo } from './rewards.repo.ts';
import type { SmsRow } from '../sms/sms.repo.ts';

/** What the orders module needs of the SMS module: a row in the outbox inside a transaction, delivery after it. */
export interface OrderTexts {
  enqueue(executor: Kysely<DB>, msg: { mobile: string; purpose: string; body: string }): Promise<number>;
  deliver(ids: readonly number[]): Promise<unknown>;
  /** a row written already claimed for its first send (the placed order's SMS, decision 0069), sent after the commit */
  enqueueClaimed(executor: Kysely<DB>, msg: { mobile: string; purpose: string; body: string }): Promise<ClaimedText>;
  deliverClaimed(rows: readonly ClaimedText[]): Promise<unknown>;
}

/** An outbox row claimed by the transaction that wrote it (`OrderTexts.enqueueClaimed`); sent after its commit. */
export type ClaimedText = SmsRow;

/** A reward code made (or switched on again) for an order (`issueReward`). */
export interface OrderReward {
  id: number;
  code: string;
}

/** Who moves an order: the shopper's checkout, the bank, the sweeper, or a member of staff (`staff:<id>`). */
export type Actor = 'customer' | 'gateway' | 'sweeper' | `staff:${number}`;

const PURCHASE_STATUSES = ORDER_STATUSES.filter(countsAsPurchase);
const status = (row: OrderRow): OrderStatus => (isOrderStatus(row.status) ? row.status : 'new');
const langOf = (row: OrderRow): Lang =>
  (LANGS as readonly string[]).includes(row.lang) ? (row.lang as Lang) : DEFAULT_LANG;
type Titled = { title_az: string; title_ru: string; title_en: string } | undefined;
const titleIn = (row: Titled, lang: Lang): string | null => (row ? row[`title_${lang}`] : null);
const parseMobiles = (json: string): string[] => {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * Orders after they are placed (ORD-1…ORD-4, decision 0025): the confirmation page, status moves by the rules of
 * `domain/orders/status.ts`, the bank's outcome (`OrderSettlement` of the payments module), the sweeper that gives
 * back the stock of orders nobody paid, and the order history the pricing engine asks about (new customer).
 * Placing an order is the checkout's job (`modules/checkout`); it uses `placed` below inside its transaction. The
 * reward code for the next order comes when the order earns it (`issueReward`: paid, cash recorded, delivered).
 */
export class OrdersService {
  constructor(
    private readonly database: Database,
    private readonly i18n: I18n,
    private readonly config: Pick<Config, 'orderReward' | 'orderLimits'>,
    private readonly texts: OrderTexts,
    /** the catalogue's cards: the order page's pictures and links (null in tests that need none) */
    private readonly catalog: CardSource | null = null,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private get repo() {
    return new OrdersRepo(this.database.db);
  }

  /**
   * The order page (ORD-4, ORD-6): by its unguessable token; the first view is remembered. The token shows
   * what was bought (lines, totals, payment, delivery, the pickup branch); the shopper's own details (`details`) only
   * to `viewer` when it is the order's owner — its customer, or the browser that placed it (decision 0057).
   */
  async confirmation(token: string, lang: Lang, viewer: OrderViewer = NO_VIEWER): Promise<Result<OrderConfirmation>> {
    const order = await this.repo.byToken(token);
    if (!order) return fail('notFound', 'orders.notFound');
    const st = status(order);
    // the purchase event fires on the first view of a real purchase (an order awaiting the bank is not one yet)
    const firstView = countsAsPurchase(st) ? await this.repo.markOpened(order.id, this.now().toISOString()) : false;
    const owner = ownsOrder(order, viewer);
    const [[lines, cards], reward, attempts, branch, details, paymentRow] = await Promise.all([
      this.repo.lines(order.id).then(async (ls) => [ls, await this.cards(ls, lang)] as const),
      // the reward shows once the order has earned it (paid or delivered), never while it waits or after it failed
      order.reward_code_id && rewardEarned({ status: st, paid: order.paid === 1 })
        ? new RewardsRepo(this.database.db).byId(order.reward_code_id)
        : null,
      order.payment_type === 'cash' ? null : this.repo.attempts(order.id),
      order.delivery_type === 'pickup' && order.branch_id ? this.branch(order.branch_id, lang) : null,
      owner ? this.details(order, lang) : null,
      order.paid === 1 && order.payment_type !== 'cash' ? this.repo.latestPayment(order.id) : undefined,
    ]);
    const again = attempts
      ? payAgain(
          {
            status: st,
            payment: order.payment_type as 'card',
            expiresAt: order.payment_expires_at,
            latestAttemptAt: attempts.latestAt,
            attempts: attempts.count,
          },
          this.now(),
        )
      : null;
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
      items: lines
        .filter((l) => l.gift_of === null)
        .map((l) => ({ id: l.product_id, title: l.title, price: l.unit_price, qty: l.qty })),
      lines: lines.map((l) => orderLine(l, cards.get(l.product_id))),
      summary: orderTotals(order),
      installment:
        order.payment_type === 'installment' && order.credit_card && order.credit_months
          ? { card: order.credit_card, months: order.credit_months }
          : null,
      cardMasked: paymentRow?.status === 'approved' ? paymentRow.card_masked : null,
      branch,
      details,
      paymentDeadline: st === 'awaiting_payment' ? order.payment_expires_at : null,
      payAgainInSeconds: !again ? null : again.ok ? 0 : again.reason === 'tooSoon' ? again.inSeconds : null,
    });
  }

  /** Pictures and links of the lines' products while they are sold. */
  private async cards(lines: readonly OrderLineRow[], lang: Lang) {
    if (!this.catalog || !lines.length) return new Map<number, LineCard>();
    const cards = await this.catalog.cards(lang, [...new Set(lines.map((l) => l.product_id))]);
    return new Map(
      cards.map((c) => [c.id, { title: c.title, image: c.image, imageWithPad: c.imageWithPad, href: c.href }]),
    );
  }

  private async branch(id: number, lang: Lang): Promise<OrderBranch | null> {
    const b = await this.repo.branchCard(id);
    if (!b) return null;
    return {
      title: b[`title_${lang}`],
      address: b[`address_${lang}`],
      city: b[`city_${lang}`],
      mobiles: parseMobiles(b.mobiles),
    };
  }

  /** The shopper's own details (the owner's view only). */
  private async details(o: OrderRow, lang: Lang): Promise<OrderDetails> {
    let address: string | null = null;
    if (o.delivery_type === 'delivery') {
      const t = await this.repo.placeTitles(o.city_id, o.district_id, o.place_id);
      address =
        [titleIn(t.city, lang), titleIn(t.district, lang), titleIn(t.place, lang), o.address]
          .filter((x) => x)
          .join(', ') || null;
    }
    return {
      fullName: o.full_name,
      mobile: o.mobile,
      email: o.email,
      address,
      gift:
        o.gift_first_name !== null
          ? {
              firstName: o.gift_first_name,
              lastName: o.gift_last_name ?? '',
              mobile: o.gift_mobile ?? '',
              note: o.gift_note,
            }
          : null,
    };
  }

  /**
   * "Repeat checkout" of a failed order (decision 0057): its own lines (not the gifts, which follow from the rules
   * again) and, for the order's owner only, the details it was placed with. Prices are not part of it: the checkout
   * prices the lines anew. An order that did not fail is `notFound` here (its page is the order page).
   */
  async retryDraft(token: string, viewer: OrderViewer = NO_VIEWER): Promise<Result<RetryDraft>> {
    const o = await this.repo.byToken(token);
    if (!o || !isFailed(status(o))) return fail('notFound', 'orders.notFound');
    const lines = (await this.repo.lines(o.id)).filter((l) => l.gift_of === null && l.qty > 0);
    const items = new Map<number, number>();
    for (const l of lines) items.set(l.product_id, (items.get(l.product_id) ?? 0) + l.qty);
    const delivery = o.delivery_type === 'delivery';
    return ok({
      orderId: o.id,
      fromCart: o.source === 'checkout',
      items: [...items].map(([id, qty]) => ({ id, qty })),
      details: ownsOrder(o, viewer)
        ? {
            fullName: o.full_name,
            email: o.email,
            mobile: o.mobile,
            delivery: delivery ? 'delivery' : 'pickup',
            city: delivery ? o.city_id : null,
            district: delivery ? o.district_id : null,
            place: delivery ? o.place_id : null,
            address: delivery ? o.address : null,
            branch: delivery ? null : o.branch_id,
            payment: o.payment_type as 'cash' | 'card' | 'installment',
            creditCard: o.credit_card,
            creditMonth: o.credit_months,
            promoCode: o.promo_code,
            gift:
              delivery && o.gift_first_name !== null
                ? {
                    giftFirstName: o.gift_first_name,
                    giftLastName: o.gift_last_name ?? '',
                    giftMobile: o.gift_mobile ?? '',
                    giftNote: o.gift_note,
                  }
                : null,
          }
        : null,
    });
  }

  /** For the pricing engine: has this mobile bought before (new-customer discount), is it a loyal customer's (decision 0023)? */
  readonly history = this.historyOn(null);

  /** The same, read through `executor` (the checkout's transaction: SQLite has one connection, a read beside it would wait forever). */
  historyOn(executor: Kysely<DB> | null): { facts(mobile: string | null): Promise<CustomerFacts> } {
    return {
      facts: async (mobile) => {
        if (!mobile) return { mobile, loyal: false, hasCompletedOrder: false };
        const { loyal, hasPurchase } = await new OrdersRepo(executor ?? this.database.db).purchaseFacts(
          mobile,
          PURCHASE_STATUSES,
        );
        return { mobile, loyal, hasCompletedOrder: hasPurchase };
      },
    };
  }

  /** Inside the placing transaction of a cash order: the confirmation SMS (outbox now, delivered after the commit). */
  async placed(tx: Kysely<DB>, order: OrderRow): Promise<ClaimedText[]> {
    const body = this.i18n.t(langOf(order), 'orders.sms.placed', { id: order.id, total: formatMoney(order.total) });
    return [await this.texts.enqueueClaimed(tx, { mobile: order.mobile, purpose: 'order', body })];
  }

  /** After the placing transaction's commit: its SMS, written claimed (`placed`), goes to the provider. */
  async deliverPlaced(rows: readonly ClaimedText[]): Promise<void> {
    if (rows.length) await this.texts.deliverClaimed(rows).catch(() => undefined);
  }

  /**
   * The reward code for the next order (decision 0027), inside the transaction that made `order` earn it — paid (the
   * bank's approval, or the cash recorded by staff) or delivered (`domain/orders/rewards.ts`); never at placement. The
   * code is bound to the order's mobile and customer account. Idempotent: an order with a working code gets none
   * again; a code switched off while its order had not earned it (or had failed) is switched on for a fresh period.
   * Returns the code when this call made it or switched it on (its SMS is due), else null.
   */
  async issueReward(tx: Kysely<DB>, order: OrderRow): Promise<OrderReward | null> {
    if (!rewardEarned({ status: status(order), paid: order.paid === 1 })) return null;
    const { percent, minTotal, days } = this.config.orderReward;
    const rewards = new RewardsRepo(tx);
    const at = this.now();
    const startsAt = at.toISOString();
    const endsAt = new Date(at.getTime() + days * 86_400_000).toISOString();
    if (order.reward_code_id !== null) {
      if (!(await rewards.reactivate(order.reward_code_id, startsAt, endsAt))) return null;
      const row = await rewards.byId(order.reward_code_id);
      return row ? { id: order.reward_code_id, code: row.code } : null;
    }
    if (percent <= 0 || order.total < minTotal) return null;
    const code = `THX${randomBytes(5).toString('hex').toUpperCase().slice(0, 7)}`;
    const id = await rewards.create({
      code,
      percent,
      startsAt,
      endsAt,
      ownerMobile: order.mobile,
      ownerCustomerId: order.customer_id,
    });
    // the order's row is this transaction's (its status was just moved by a conditional update): nobody linked one meanwhile
    if (!(await rewards.link(order.id, id)))
      throw new Error(`order ${order.id} got a reward code from another transaction`);
    return { id, code };
  }

  /**
   * The SMS of an order that has just earned its reward (paid, cash recorded, delivered): `first` (the payment's
   * confirmation, or none) and the reward's line when `issueReward` made one. Written to the outbox in `tx`; the outbox
   * job delivers it after the commit. Nothing is queued when there is nothing to say.
   */
  private async rewardText(
    tx: Kysely<DB>,
    order: OrderRow,
    first: string | null,
    reward: OrderReward | null,
  ): Promise<number[]> {
    const lang = langOf(order);
    const { percent, days } = this.config.orderReward;
    if (!first && !reward) return [];
    const body = [
      first ?? this.i18n.t(lang, 'orders.sms.thanks', { id: order.id }),
      reward ? this.i18n.t(lang, 'orders.sms.reward', { code: reward.code, percent, days }) : null,
    ]
      .filter(Boolean)
      .join(' ');
    return [await this.texts.enqueue(tx, { mobile: order.mobile, purpose: 'order', body })];
  }

  /** A reward's code switched off at once when its order is cancelled or fails (an order that used it stays as it is). */
  private async voidReward(tx: Kysely<DB>, order: OrderRow): Promise<boolean> {
    return order.reward_code_id !== null && (await new RewardsRepo(tx).deactivate(order.reward_code_id));
  }

  /**
   * Staff record the cash a customer paid for a cash order (ADM-12): the order becomes paid (`paid`, `paid_at`),
   * a history line says how much and who, and the order earns its reward. One conditional update, so a repeat (or
   * two presses at once) records it once: `already` is true for the repeat. Refused for an order that is not cash,
   * or was cancelled.
   */
  async recordCash(
    tx: Kysely<DB>,
    orderId: number,
    actor: Actor,
    note: string | null,
  ): Promise<Result<{ order: OrderRow; already: boolean }>> {
    const repo = new OrdersRepo(tx);
    const order = await repo.byId(orderId);
    if (!order) return fail('notFound', 'orders.notFound');
    const st = status(order);
    if (order.payment_type !== 'cash') return fail('conflict', 'orders.error.cashOnly');
    if (order.paid === 1) return ok({ order, already: true });
    if (rewardVoided(st)) return fail('conflict', 'orders.error.cashClosed');
    const at = this.now().toISOString();
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
    await this.rewardText(tx, paid, null, await this.issueReward(tx, paid));
    return ok({ order: paid, already: false });
  }

  /** Sends what `placed` queued; after the commit, never inside a transaction. Failures stay in the outbox for the retry job. */
  async deliver(ids: readonly number[]): Promise<void> {
    if (ids.length) await this.texts.deliver(ids).catch(() => undefined);
  }

  /**
   * Moves an order by the rules, in `tx`: refuses a move the rules do not allow (`conflict`), gives back the stock
   * when the new status no longer holds it, and writes the history. Returns the row after the move.
   */
  async move(
    tx: Kysely<DB>,
    orderId: number,
    to: OrderStatus,
    actor: Actor,
    note: string | null,
  ): Promise<Result<OrderRow>> {
    const repo = new OrdersRepo(tx);
    const order = await repo.byId(orderId);
    if (!order) return fail('notFound', 'orders.notFound');
    const from = status(order);
    if (!canMove(from, to)) return fail('conflict', 'orders.error.move', undefined, { from, to });
    const at = this.now().toISOString();
    const release = order.holds_stock === 1 && (to === 'cancelled' || to === 'payment_failed');
    if (!(await repo.move(orderId, from, to, at, release ? { holds_stock: 0 } : {})))
      return fail('conflict', 'orders.error.move', undefined, { from, to });
    if (release) await new StockRepo(tx).giveBack(await this.units(repo, orderId));
    // an order that did not happen gives its promo code's use back (its "Repeat checkout" may use the code again)
    const promoBack =
      (to === 'cancelled' || to === 'payment_failed') &&
      order.promo_code_id !== null &&
      (await new PromoUsesRepo(tx).giveBack(orderId));
    // its own reward stops working at once (decision 0027)
    const rewardOff = rewardVoided(to) && (await this.voidReward(tx, order));
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
    if (to === 'delivered') await this.rewardText(tx, moved, null, await this.issueReward(tx, moved));
    return ok(moved);
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
   * The bank approved one attempt (the payments module calls this once per attempt). An order already paid (or
   * further along) stays as it is, with a history line asking staff to refund this second charge (a "pay again"
   * while the first attempt was still open, decision 0057). An order the sweeper gave up on is paid again if its units
   * can be taken again (and its promo code's use counts again); if they cannot (sold meanwhile) it stays
   * payment_failed with a history line telling staff to refund — the bank's message is still taken (ok).
   */
  async markPaid(tx: Kysely<DB>, orderId: number, bankNote: string): Promise<Result<void>> {
    let note = bankNote;
    const repo = new OrdersRepo(tx);
    const order = await repo.byId(orderId);
    if (!order) return fail('notFound', 'orders.notFound');
    const from = status(order);
    const at = this.now().toISOString();
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
      const held = [...(await this.units(repo, orderId))].map(([id, n]) => [id, { required: n, optional: 0 }] as const);
      const missing = from === 'payment_failed' ? (await new StockRepo(tx).take(new Map(held))).short : orderId;
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
        const { overLimit } = await new PromoUsesRepo(tx).retake(order.promo_code_id, order.mobile, orderId, at);
        if (overLimit)
          note = `${note}; promo code ${order.promo_code ?? ''} used past its limit by this late payment`.trim();
      }
    } else {
      if (!canMove(from, 'paid')) return fail('conflict', 'orders.error.move', undefined, { from, to: 'paid' });
      if (!(await repo.move(orderId, from, 'paid', at, { paid: 1, paid_at: at })))
        return fail('conflict', 'orders.error.move', undefined, { from, to: 'paid' });
    }
    await repo.event(orderId, from, 'paid', 'gateway', note, at);
    // the confirmation SMS, with the reward the payment earned, is queued with the payment; the outbox job delivers it
    // right after (outside this transaction)
    const paid = await repo.byId(orderId);
    if (paid)
      await this.rewardText(
        tx,
        paid,
        this.i18n.t(langOf(paid), 'orders.sms.paid', { id: paid.id, total: formatMoney(paid.total) }),
        await this.issueReward(tx, paid),
      );
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

  // ── holding stock without paying (CHK-13, decision 0062) ──────────────────────────────────────────────────

  /**
   * The refusal of a new order when its mobile, or the signed-in customer's account, already has ORDER_MAX_OPEN_UNPAID
   * open unpaid orders; null when it may be placed. Read through `executor` (the placing transaction, after
   * `OrdersRepo.lockBuyer`, or the database before the code is sent).
   */
  async openUnpaidLimit(
    executor: Kysely<DB> | null,
    mobile: string,
    customerId: number | null,
  ): Promise<Failure | null> {
    const max = this.config.orderLimits.maxOpenUnpaid;
    const open = await new OrdersRepo(executor ?? this.database.db).openUnpaid(mobile, customerId, OPEN_STATUSES);
    const by = openUnpaidRefusal(open, max);
    if (!by) return null;
    return fail('conflict', by === 'mobile' ? 'orders.error.openUnpaid' : 'orders.error.openUnpaidAccount', undefined, {
      count: max,
    });
  }

  /**
   * Inside the placing transaction, after `lockBuyer`: the open-unpaid limit (as `openUnpaidLimit`) and the facts the
   * pricing engine asks of this buyer (as `historyOn(tx)`), read in one statement (decision 0069).
   */
  async placementFacts(
    tx: Kysely<DB>,
    mobile: string,
    customerId: number | null,
  ): Promise<{ limited: Failure | null; history: { facts(mobile: string | null): Promise<CustomerFacts> } }> {
    const f = await new OrdersRepo(tx).buyerFacts(mobile, customerId, OPEN_STATUSES, PURCHASE_STATUSES);
    const max = this.config.orderLimits.maxOpenUnpaid;
    const by = openUnpaidRefusal(f, max);
    const limited = by
      ? fail('conflict', by === 'mobile' ? 'orders.error.openUnpaid' : 'orders.error.openUnpaidAccount', undefined, {
          count: max,
        })
      : null;
    const read = this.historyOn(tx);
    const known: CustomerFacts = { mobile, loyal: f.loyal, hasCompletedOrder: f.hasPurchase };
    return { limited, history: { facts: (m) => (m === mobile ? Promise.resolve(known) : read.facts(m)) } };
  }

  /** When an unpaid pickup order is cancelled unless collected (null when the hold does not apply to it). */
  pickupDeadline(
    order: Pick<OrderRow, 'delivery_type' | 'status' | 'paid' | 'created_at'>,
    readyAt: string | null,
  ): string | null {
    const st = isOrderStatus(order.status) ? order.status : 'new';
    return pickupDeadline(
      { delivery: order.delivery_type, status: st, paid: order.paid === 1, createdAt: order.created_at, readyAt },
      this.config.orderLimits.pickupHoldDays,
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
    const days = this.config.orderLimits.pickupHoldDays;
    const now = this.now();
    const due = await this.repo.pickupPastDue(pickupHoldCutoff(now, days), PICKUP_HOLD_STATUSES, limit);
    const texts: number[] = [];
    let n = 0;
    for (const { id } of due) {
      const sms = await this.database.db.transaction().execute(async (tx) => {
        const repo = new OrdersRepo(tx);
        const o = await repo.byId(id);
        // collected, paid, cancelled or moved to ready again meanwhile: its hold is not over
        const deadline = o ? this.pickupDeadline(o, await repo.readyAt(id)) : null;
        if (!o || deadline === null || deadline > now.toISOString()) return null;
        const moved = await this.move(tx, id, 'cancelled', 'sweeper', `not collected within ${days} days`);
        if (!moved.ok) return null;
        const body = this.i18n.t(langOf(o), 'orders.sms.pickupExpired', { id: o.id, count: days });
        return this.texts.enqueue(tx, { mobile: o.mobile, purpose: 'order', body });
      });
      if (sms !== null) {
        texts.push(sms);
        n++;
      }
    }
    await this.deliver(texts);
    return n;
  }

  /** Compensation when the bank could not be reached for a fresh order: cancel it and give its units back. */
  async cancelUnstarted(orderId: number, note: string): Promise<void> {
    await this.database.db.transaction().execute((tx) => this.move(tx, orderId, 'cancelled', 'customer', note));
  }
}
