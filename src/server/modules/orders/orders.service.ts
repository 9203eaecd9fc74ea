import { OrderRefunds } from './order-refunds.ts';
import type { Kysely } from 'kysely';
import type { OrderConfirmation, RetryDraft } from '../../../domain/api/orders.ts';
import type { Lang } from '../../../domain/i18n.ts';
import { formatMoney } from '../../../domain/money.ts';
import { OPEN_STATUSES, openUnpaidRefusal } from '../../../domain/orders/limits.ts';
import type { OrderStatus } from '../../../domain/orders/status.ts';
import type { CustomerFacts } from '../../../domain/pricing/types.ts';
import type { DB } from '../../db/schema.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { fail, type Failure, type Result } from '../../platform/errors.ts';
import { BuyerFactsRepo } from './buyer-facts.repo.ts';
import { NO_VIEWER, type OrderViewer } from './buyer-key.ts';
import { OrderEmails } from './order-email.ts';
import { OrderMoves } from './order-moves.ts';
import { OrderNotices } from './order-notices.ts';
import { OrderPage } from './order-page.ts';
import { OrderPaymentWindow } from './order-payment-window.ts';
import { OrderRewards } from './order-rewards.ts';
import { OrderSettlementRules } from './order-settlement.ts';
import { OrderShopperChoices, type ShopperMove, type ShopperOrderRef } from './order-shopper.ts';
import { OrderSweeps } from './order-sweeps.ts';
import { langOf, PURCHASE_STATUSES, type Actor, type ClaimedText, type OrdersDeps } from './orders-deps.ts';
import { OrdersRepo, type OrderRow } from './orders.repo.ts';
import type { PlaceWith } from './order-place-statement.ts';
import type { FirstEvent, PlacedOrder, PlacedOrderLine, TextClaim } from './placed-order.ts';

/** Stands for the order's id in a text composed before the id exists (`placedText`). */
const ORDER_ID_MARK = '\u0000id\u0000';

/** A placed order's SMS composed before its id exists (`OrdersService.placedText`). */
export interface PlacedText {
  claim: TextClaim;
  body(orderId: number): string;
  written(textId: number, orderId: number): ClaimedText;
}

/** An order for a blocked customer's mobile (ADM-26, decision 0082): 403 with a message the shopper reads. */
const BLOCKED = fail('forbidden', 'orders.error.blocked');

/** A transaction handed in (the back office's, the payment callback's, a test's) or a unit of work. */
type Executor = Kysely<DB> | UnitOfWork;

/** What the pricing engine asks of a buyer's history (`CartService`'s `CustomerHistory`). */
type History = { facts(mobile: string | null): Promise<CustomerFacts> };

/**
 * Orders after they are placed (ORD-1…ORD-4, decision 0025), one job per file: the order page and "Repeat checkout"
 * (`order-page.ts`), status moves by the rules of `domain/orders/status.ts` (`order-moves.ts`), the bank's outcome —
 * the payments module's `OrderSettlement` (`order-settlement.ts`), the sweepers that give back the stock of orders
 * nobody paid or collected (`order-sweeps.ts`) and the reward code for the next order (`order-rewards.ts`). This
 * class is the module's one face: the placement's part of the checkout's transaction (the buyer's lock and facts, the
 * order's rows, its SMS, gifts trimmed) and the order history the pricing engine asks about (new customer).
 * Repositories come from the unit of work of the call (db/unit-of-work.ts).
 */
export class OrdersService {
  private readonly page: OrderPage;
  private readonly moves: OrderMoves;
  private readonly settlement: OrderSettlementRules;
  private readonly sweeps: OrderSweeps;
  private readonly paymentWindow: OrderPaymentWindow;
  private readonly emails: OrderEmails;
  private readonly shopper: OrderShopperChoices;
  /** refunds (decision 0084): reserve, settle, release, in the caller's transactions */
  readonly refunds: OrderRefunds;

  constructor(private readonly deps: OrdersDeps) {
    const rewards = new OrderRewards(deps);
    this.emails = new OrderEmails(deps);
    this.page = new OrderPage(deps);
    this.moves = new OrderMoves(deps, rewards, new OrderNotices(deps, this.emails));
    this.settlement = new OrderSettlementRules(deps, this.moves, rewards, this.emails);
    this.sweeps = new OrderSweeps(deps, this.moves);
    this.paymentWindow = new OrderPaymentWindow(deps);
    this.shopper = new OrderShopperChoices(deps, this.moves);
    this.refunds = new OrderRefunds(deps, rewards);
  }

  private on(executor: Executor | null): UnitOfWork {
    return this.deps.connection.on(executor);
  }

  // ── the order page (order-page.ts) ────────────────────────────────────────────────────────────────────────

  /**
   * The order page (ORD-4, ORD-6): by its unguessable token; the first view is remembered. The shopper's own details
   * only to `viewer` when it is the order's owner (decision 0057).
   */
  confirmation(token: string, lang: Lang, viewer: OrderViewer = NO_VIEWER): Promise<Result<OrderConfirmation>> {
    return this.page.confirmation(token, lang, viewer);
  }

  /** "Repeat checkout" of a failed order (decision 0057). */
  retryDraft(token: string, viewer: OrderViewer = NO_VIEWER): Promise<Result<RetryDraft>> {
    return this.page.retryDraft(token, viewer);
  }

  // ── the buyer's history and limits (decisions 0023, 0062) ────────────────────────────────────────────────

  /** For the pricing engine: has this mobile bought before (new-customer discount), is it a loyal customer's (decision 0023)? */
  readonly history = this.historyOn(null);

  /** The same, read through `executor` (the checkout's transaction: SQLite has one connection, a read beside it would wait forever). */
  historyOn(executor: Executor | null): History {
    return {
      facts: async (mobile) => {
        if (!mobile) return { mobile, loyal: false, hasCompletedOrder: false };
        const { loyal, hasPurchase } = await this.on(executor)
          .repo(BuyerFactsRepo)
          .purchaseFacts(mobile, PURCHASE_STATUSES);
        return { mobile, loyal, hasCompletedOrder: hasPurchase };
      },
    };
  }

  /**
   * The refusal of a new order when its mobile, or the signed-in customer's account, already has ORDER_MAX_OPEN_UNPAID
   * open unpaid orders; null when it may be placed. Read through `executor` (the placing transaction, after
   * `lockBuyer`, or the database before the code is sent).
   */
  async openUnpaidLimit(executor: Executor | null, mobile: string, customerId: number | null): Promise<Failure | null> {
    const open = await this.on(executor).repo(BuyerFactsRepo).openUnpaid(mobile, customerId, OPEN_STATUSES);
    return this.refusal(open);
  }

  /**
   * An order for the mobile of an account staff blocked is refused (ADM-26, decision 0082): the checkout's first step
   * says so before a code is sent, the placement again under the buyer's lock.
   */
  async blockedBuyer(executor: Executor | null, mobile: string): Promise<Failure | null> {
    return (await this.on(executor).repo(BuyerFactsRepo).blockedMobile(mobile)) ? BLOCKED : null;
  }

  private refusal(open: { byMobile: number; byCustomer: number; blocked?: boolean }): Failure | null {
    if (open.blocked) return BLOCKED;
    const max = this.deps.config.orderLimits.maxOpenUnpaid;
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
    executor: Executor,
    mobile: string,
    customerId: number | null,
  ): Promise<{ limited: Failure | null; history: History }> {
    const uow = this.on(executor);
    const f = await uow.repo(BuyerFactsRepo).buyerFacts(mobile, customerId, OPEN_STATUSES, PURCHASE_STATUSES);
    const read = this.historyOn(uow);
    const known: CustomerFacts = { mobile, loyal: f.loyal, hasCompletedOrder: f.hasPurchase };
    return {
      limited: this.refusal(f),
      history: { facts: (m) => (m === mobile ? Promise.resolve(known) : read.facts(m)) },
    };
  }

  /** Serialises placements of one buyer until the transaction ends (PostgreSQL; decision 0062). */
  lockBuyer(uow: UnitOfWork, mobile: string, customerId: number | null): Promise<void> {
    return uow.repo(BuyerFactsRepo).lockBuyer(mobile, customerId);
  }

  /** `lockBuyer`'s locks for the statement that spends the checkout's code to take (decision 0069); null on SQLite. */
  buyerLocks(mobile: string, customerId: number | null) {
    return BuyerFactsRepo.buyerLocks(this.deps.connection.dialect, mobile, customerId);
  }

  // ── placing (inside the checkout's transaction) ──────────────────────────────────────────────────────────

  /**
   * The order, its lines and its history's first line together; on PostgreSQL one statement (decision 0051) with the
   * idempotency key, the SMS and other modules' writes joined to it (`OrdersRepo.placeClaiming`).
   */
  placeOrder(
    uow: UnitOfWork,
    order: PlacedOrder,
    lines: readonly PlacedOrderLine[],
    event: FirstEvent,
    written?: PlaceWith,
  ) {
    return uow.repo(OrdersRepo).placeClaiming(order, lines, event, written);
  }

  setPromoCode(uow: UnitOfWork, orderId: number, promoCodeId: number): Promise<void> {
    return uow.repo(OrdersRepo).setPromoCode(orderId, promoCodeId);
  }

  /** Gift lines whose stock ran out meanwhile get what was left (0 ₼ lines: the totals do not change). */
  async trimGifts(
    uow: UnitOfWork,
    orderId: number,
    units: ReadonlyMap<number, { optional: number }>,
    taken: ReadonlyMap<number, number>,
  ): Promise<void> {
    const short = [...units].filter(([id, u]) => u.optional > (taken.get(id) ?? 0));
    if (!short.length) return;
    const orders = uow.repo(OrdersRepo);
    const left = new Map(short.map(([id]) => [id, taken.get(id) ?? 0]));
    for (const line of await orders.lines(orderId)) {
      if (line.gift_of === null || !left.has(line.product_id)) continue;
      const qty = Math.min(line.qty, left.get(line.product_id)!);
      left.set(line.product_id, left.get(line.product_id)! - qty);
      await orders.setLineQty(line.id, qty);
    }
  }

  /**
   * The placed cash order's SMS, composed before the order is written (`placed` writes it): its outbox columns and its
   * body in parts around the order's id. On PostgreSQL the order's own statement writes it (`placeOrder`'s `sms`,
   * decision 0095: a round trip less per order).
   */
  placedText(order: PlacedOrder): PlacedText {
    const draft = this.deps.texts.claimedDraft({ mobile: order.mobile, purpose: 'order' });
    const bodyParts = this.deps.i18n
      .t(langOf(order), 'orders.sms.placed', {
        id: ORDER_ID_MARK,
        total: formatMoney(order.total),
        link: this.emails.link(order),
      })
      .split(ORDER_ID_MARK);
    const body = (orderId: number) => bodyParts.join(String(orderId));
    return {
      claim: { values: draft.values, bodyParts },
      body,
      written: (textId, orderId) => draft.written(textId, body(orderId)),
    };
  }

  /**
   * Inside the placing transaction of a cash order: the confirmation SMS with the order page's link (outbox now,
   * delivered after the commit; `textId`: the row the order's statement wrote already) and, when the shopper gave an
   * email, the email's outbox row (ORD-7, decision 0077).
   */
  async placed(executor: Executor, order: OrderRow, text: PlacedText, textId: number | null): Promise<ClaimedText[]> {
    const uow = this.on(executor);
    const sms =
      textId !== null
        ? text.written(textId, order.id)
        : await this.deps.texts.enqueueClaimed(uow, {
            mobile: order.mobile,
            purpose: 'order',
            body: text.body(order.id),
          });
    await this.emails.queue(uow, order);
    return [sms];
  }

  /** The confirmation email of an order, composed from it when the email outbox first sends it (decision 0077). */
  confirmationEmail(orderId: number) {
    return this.emails.compose(orderId);
  }

  /** After the placing transaction's commit: its SMS, written claimed (`placed`), goes to the provider. */
  async deliverPlaced(rows: readonly ClaimedText[]): Promise<void> {
    if (rows.length) await this.deps.texts.deliverClaimed(rows).catch(() => undefined);
  }

  /** Sends what was queued; after the commit, never inside a transaction. Failures stay in the outbox for the retry job. */
  async deliver(ids: readonly number[]): Promise<void> {
    if (ids.length) await this.deps.texts.deliver(ids).catch(() => undefined);
  }

  /** Compensation when the bank could not be reached for a fresh order: cancel it and give its units back. */
  async cancelUnstarted(orderId: number, note: string): Promise<void> {
    await this.deps.connection.transaction((uow) => this.moves.move(uow, orderId, 'cancelled', 'customer', note));
  }

  /**
   * "Pay again" (decision 0057), in the checkout's transaction: a new payment window for the order with this token,
   * still awaiting the bank, by the rules (order-payment-window.ts); the refusal otherwise.
   */
  reopenPayment(uow: UnitOfWork, token: string): Promise<Result<OrderRow>> {
    return this.paymentWindow.reopen(uow, token);
  }

  // ── the shopper's own moves (order-shopper.ts, decision 0078), each in its own transaction ────────────────

  /** The shopper cancels a new or still-awaiting order (units back once; idempotent). */
  cancelByShopper(ref: ShopperOrderRef): Promise<Result<ShopperMove>> {
    return this.deps.connection.transaction((uow) => this.shopper.cancel(uow, ref));
  }

  /** The shopper pays cash at pickup instead of the card the bank has not answered (idempotent); its SMS after. */
  async payCashInstead(ref: ShopperOrderRef): Promise<Result<ShopperMove>> {
    const r = await this.deps.connection.transaction((uow) => this.shopper.payCash(uow, ref));
    if (r.ok) await this.deliverPlaced(r.data.texts);
    return r;
  }

  // ── status moves (order-moves.ts), in the caller's transaction ───────────────────────────────────────────

  move(tx: Executor, orderId: number, to: OrderStatus, actor: Actor, note: string | null): Promise<Result<OrderRow>> {
    return this.moves.move(this.on(tx), orderId, to, actor, note);
  }

  recordCash(tx: Executor, orderId: number, actor: Actor, note: string | null) {
    return this.moves.recordCash(this.on(tx), orderId, actor, note);
  }

  // ── the bank's outcome (OrderSettlement of modules/payments; order-settlement.ts) ────────────────────────

  forPayment(executor: Executor, orderId: number) {
    return this.settlement.forPayment(this.on(executor), orderId);
  }

  markPaid(tx: Executor, orderId: number, bankNote: string): Promise<Result<void>> {
    return this.settlement.markPaid(this.on(tx), orderId, bankNote);
  }

  markPaymentFailed(tx: Executor, orderId: number, note: string): Promise<Result<void>> {
    return this.settlement.markPaymentFailed(this.on(tx), orderId, note);
  }

  // ── the sweepers (order-sweeps.ts) ───────────────────────────────────────────────────────────────────────

  expireUnpaid(limit = 100): Promise<number> {
    return this.sweeps.expireUnpaid(limit);
  }

  /** When an unpaid pickup order is cancelled unless collected (null when the hold does not apply to it). */
  pickupDeadline(
    order: Pick<OrderRow, 'delivery_type' | 'status' | 'paid' | 'created_at'>,
    readyAt: string | null,
  ): string | null {
    return this.sweeps.pickupDeadline(order, readyAt);
  }

  expirePickups(limit = 100): Promise<number> {
    return this.sweeps.expirePickups(limit);
  }
}
