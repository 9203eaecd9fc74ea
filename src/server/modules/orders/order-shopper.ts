import { formatMoney } from '../../../domain/money.ts';
import { shopperMayCancel, shopperMayPayCash } from '../../../domain/orders/shopper-choices.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import { ownsOrder, type OrderViewer } from './buyer-key.ts';
import type { OrderMoves } from './order-moves.ts';
import { langOf, statusOf, type ClaimedText, type OrdersDeps } from './orders-deps.ts';
import { OrdersRepo, type OrderRow } from './orders.repo.ts';

/** Which order the shopper means: by the order page's token (its owner only), or a signed-in customer's by id. */
export type ShopperOrderRef = { token: string; viewer: OrderViewer } | { customerId: number; orderId: number };

export interface ShopperMove {
  order: OrderRow;
  /** the order was in that state already (a repeat, or the other of two requests at once): nothing changed now */
  already: boolean;
  /** the confirmation SMS of an order switched to cash, written claimed: sent after the commit */
  texts: ClaimedText[];
}

/**
 * What the shopper does to their own order after placing it (ORD-12, PAY-11; decision 0078), each in the caller's
 * transaction, by the rules of `domain/orders/shopper-choices.ts`:
 * - `cancel`: a new unpaid order, or one still awaiting the bank, is cancelled through `OrderMoves.move` (one
 *   conditional update: units, promo code and reward back exactly once, a history line by `customer`);
 * - `payCash`: a pickup order awaiting the bank becomes a `new` cash order (one conditional update; it keeps its
 *   lines, total and units) with a history line and the placed order's SMS.
 * Both are idempotent: a repeat, or the loser of two requests at once, answers the order as it is (`already`).
 */
export class OrderShopperChoices {
  constructor(
    private readonly deps: OrdersDeps,
    private readonly moves: OrderMoves,
  ) {}

  /** The order meant, or why not: an unknown one, another customer's, or (by token) not this browser's. */
  async find(uow: UnitOfWork, ref: ShopperOrderRef): Promise<Result<OrderRow>> {
    const repo = uow.repo(OrdersRepo);
    if ('token' in ref) {
      const o = await repo.byToken(ref.token);
      if (!o) return fail('notFound', 'orders.notFound');
      return ownsOrder(o, ref.viewer) ? ok(o) : fail('forbidden', 'orders.error.notYours');
    }
    const o = await repo.byId(ref.orderId);
    return o && o.customer_id === ref.customerId ? ok(o) : fail('notFound', 'orders.notFound');
  }

  async cancel(uow: UnitOfWork, ref: ShopperOrderRef): Promise<Result<ShopperMove>> {
    const found = await this.find(uow, ref);
    if (!found.ok) return found;
    const order = found.data;
    if (statusOf(order) === 'cancelled') return ok({ order, already: true, texts: [] });
    if (!shopperMayCancel({ status: statusOf(order), paid: order.paid === 1 }))
      return fail('conflict', 'orders.cancel.notAllowed');
    const moved = await this.moves.move(uow, order.id, 'cancelled', 'customer', 'cancelled by the customer');
    if (moved.ok) return ok({ order: moved.data, already: false, texts: [] });
    // another request moved it first: cancelled by it is the same answer; anything else (paid meanwhile) is a refusal
    const now = await uow.repo(OrdersRepo).byId(order.id);
    return now && statusOf(now) === 'cancelled'
      ? ok({ order: now, already: true, texts: [] })
      : fail('conflict', 'orders.cancel.notAllowed');
  }

  /** Whether this shop takes cash at pickup at all (PAYMENT_TYPES, DELIVERY_TYPES). */
  get cashTaken(): boolean {
    const b = this.deps.config.business;
    return b.paymentTypes.includes('cash') && b.deliveryTypes.includes('pickup');
  }

  async payCash(uow: UnitOfWork, ref: ShopperOrderRef): Promise<Result<ShopperMove>> {
    const found = await this.find(uow, ref);
    if (!found.ok) return found;
    const order = found.data;
    const switched = (o: OrderRow) => statusOf(o) === 'new' && o.payment_type === 'cash';
    if (switched(order)) return ok({ order, already: true, texts: [] });
    const facts = {
      status: statusOf(order),
      paid: order.paid === 1,
      payment: order.payment_type as 'card',
      delivery: order.delivery_type as 'pickup',
    };
    if (!shopperMayPayCash(facts, this.cashTaken)) return fail('conflict', 'orders.payCash.notAllowed');
    const repo = uow.repo(OrdersRepo);
    const at = this.deps.now().toISOString();
    if (!(await repo.switchToCash(order.id, at))) {
      const now = await repo.byId(order.id);
      return now && switched(now)
        ? ok({ order: now, already: true, texts: [] })
        : fail('conflict', 'orders.payCash.notAllowed');
    }
    await repo.event(
      order.id,
      'awaiting_payment',
      'new',
      'customer',
      `the customer chose cash at pickup (${formatMoney(order.total)}); the card payment was given up`,
      at,
    );
    const cash: OrderRow = {
      ...order,
      status: 'new',
      payment_type: 'cash',
      payment_expires_at: null,
      credit_card: null,
      credit_months: null,
      updated_at: at,
    };
    const body = this.deps.i18n.t(langOf(cash), 'orders.sms.placed', { id: cash.id, total: formatMoney(cash.total) });
    const text = await this.deps.texts.enqueueClaimed(uow, { mobile: cash.mobile, purpose: 'order', body });
    return ok({ order: cash, already: false, texts: [text] });
  }
}
