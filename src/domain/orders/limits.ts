import { holdsStock, isFinal, ORDER_STATUSES, type OrderStatus } from './status.ts';

/**
 * The shop's limits on holding stock without paying (CHK-13, ORD-9, decision 0062). Pure rules; the checkout applies
 * them before the code is sent and again inside the order's transaction, the orders module's job cancels pickup
 * orders nobody came for, the back office shows what is held.
 */

/**
 * An order that holds units and has not been paid, and whose story is not over: a card order awaiting the bank, a cash
 * order new, in processing, shipped or waiting at the branch. Paid, delivered, cancelled and failed orders are not.
 */
export function isOpenUnpaid(order: { status: OrderStatus; paid: boolean }): boolean {
  return !order.paid && holdsStock(order.status) && !isFinal(order.status);
}

/** The statuses an open unpaid order may be in (with `paid` = 0): for queries. */
export const OPEN_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((s) => holdsStock(s) && !isFinal(s));

/**
 * The statuses of a pickup order the hold applies to: placed with cash, being prepared, or waiting at the branch. A
 * card order awaiting the bank has its own, shorter timeout (PAYMENT_TIMEOUT_MINUTES).
 */
export const PICKUP_HOLD_STATUSES: readonly OrderStatus[] = ['new', 'processing', 'ready_for_pickup'];

/**
 * The indexes of the cart entries whose product is over `max` units in this order (the entries of one product in
 * several sizes count together). Empty when every product is within the limit.
 */
export function overQtyLimit(cart: readonly { id: number; qty: number }[], max: number): number[] {
  const units = new Map<number, number>();
  for (const e of cart) units.set(e.id, (units.get(e.id) ?? 0) + e.qty);
  return cart.flatMap((e, i) => ((units.get(e.id) ?? 0) > max ? [i] : []));
}

/** Which limit of open unpaid orders a new order would pass: by its mobile, by the signed-in account, or none. */
export function openUnpaidRefusal(
  open: { byMobile: number; byCustomer: number },
  max: number,
): 'mobile' | 'customer' | null {
  if (open.byMobile >= max) return 'mobile';
  if (open.byCustomer >= max) return 'customer';
  return null;
}

const DAY_MS = 86_400_000;

/**
 * The moment an unpaid pickup order is cancelled if nobody has collected it: `days` after it was placed, or after it
 * became ready for pickup when that came later (the customer always has the whole hold at the branch). Null for an
 * order the hold does not apply to (delivery, paid, or no longer in a held status).
 */
export function pickupDeadline(
  order: { delivery: string; status: OrderStatus; paid: boolean; createdAt: string; readyAt: string | null },
  days: number,
): string | null {
  if (order.delivery !== 'pickup' || order.paid || !PICKUP_HOLD_STATUSES.includes(order.status)) return null;
  const from = Math.max(Date.parse(order.createdAt), order.readyAt ? Date.parse(order.readyAt) : 0);
  return new Date(from + days * DAY_MS).toISOString();
}

/** The newest placement (or move to ready for pickup) whose hold has ended at `now`. */
export function pickupHoldCutoff(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}
