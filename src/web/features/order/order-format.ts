import type { OrderConfirmation } from '~/domain/api/orders';
import type { OrderStatus } from '~/domain/orders/status';
import { formatMoney } from '~/domain/money';

/** Formatting of the order pages (pure). Dates in Baku time (UTC+4, no daylight saving), so server and browser agree. */

const pad = (n: number) => String(n).padStart(2, '0');
const baku = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : new Date(d.getTime() + 4 * 3600_000);
};

/** d.m.Y H:i (spec 000 §9 "Order date d.m.Y with time H:i"). */
export function formatOrderDate(iso: string): string {
  const b = baku(iso);
  return b ? `${pad(b.getUTCDate())}.${pad(b.getUTCMonth() + 1)}.${b.getUTCFullYear()} ${pad(b.getUTCHours())}:${pad(b.getUTCMinutes())}` : '';
}

/** d.m.Y */
export function formatDay(iso: string): string {
  return formatOrderDate(iso).slice(0, 10);
}

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
