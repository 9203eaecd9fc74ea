import type { OrderStatus } from './status.ts';

/**
 * The reward code an order earns for the next one (ORD-8, decision 0027): when it is made, when it stops
 * working, and who may use it. Pure rules; `modules/orders` applies them inside the transactions that move orders.
 */

/** The statuses in which an order's reward code must not work: the order did not happen (cancelled — a paid order's refund — or its payment failed). */
export function rewardVoided(status: OrderStatus): boolean {
  return status === 'cancelled' || status === 'payment_failed';
}

/**
 * An order has earned its reward once the shop has the money or the customer has the goods: paid (the bank's
 * approval, or the cash recorded by staff) or delivered — never at placement — and not voided.
 */
export function rewardEarned(order: { status: OrderStatus; paid: boolean }): boolean {
  if (rewardVoided(order.status)) return false;
  return order.paid || order.status === 'delivered';
}

/**
 * Whether `buyer` may use a reward code bound to `owner` (the mobile and the customer account of the order that
 * earned it): the same mobile, or the same signed-in account. 'unknown' while the buyer's mobile is not known yet
 * (the cart before the checkout's form) and no account matches: the checkout judges again with the mobile.
 */
export function rewardOwnerMatches(
  owner: { mobile: string | null; customerId: number | null },
  buyer: { mobile: string | null; customerId: number | null },
): 'same' | 'other' | 'unknown' {
  if (owner.customerId !== null && buyer.customerId === owner.customerId) return 'same';
  if (owner.mobile !== null && buyer.mobile === owner.mobile) return 'same';
  return buyer.mobile === null ? 'unknown' : 'other';
}
