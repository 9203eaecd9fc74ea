import type { OrderConfirmation } from '~/domain/api/orders';
import type { OrderStatus } from '~/domain/orders/status';
import { formatMoney } from '~/domain/money';

/** Formatting of the order pages (pure). Dates in Baku time (UTC+4, no daylight saving), so server and browser agree. */

/** A reward code's value: "10%" or "20.00 ₼". */
export function rewardValue(p: NonNullable<OrderConfirmation['promocode']>): string {
  return p.discountType === 'percent' ? `${p.discountPercent}%` : formatMoney(p.discountAmount);
}

export type OrderView = 'waiting' | 'failed' | 'placed';

/** What the order page shows for a status: still waiting for the bank, failed (→ /order/error), or placed. */
export function orderView(status: OrderStatus): OrderView {
  if (status === 'awaiting_payment') return 'waiting';
  if (status === 'payment_failed' || status === 'cancelled') return 'failed';
  return 'placed';
}
