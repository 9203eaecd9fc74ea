import type { OrderConfirmation } from '~/domain/api/orders';
import { formatOrderDate } from '~/domain/dates';
import { isFailed, type OrderStatus } from '~/domain/orders/status';
import { formatMoney } from '~/domain/money';
import { localePath } from '~/domain/routes';
import type { Lang } from '~/domain/i18n';

/** Formatting of the order pages (pure). Dates in Baku time (UTC+4, no daylight saving), so server and browser agree. */

/** A reward code's value: "10%" or "20.00 ₼". */
export function rewardValue(p: NonNullable<OrderConfirmation['promocode']>): string {
  return p.discountType === 'percent' ? `${p.discountPercent}%` : formatMoney(p.discountAmount);
}

type OrderView = 'waiting' | 'failed' | 'placed';

/** What the order page shows for a status: still waiting for the bank, failed (→ /order/error), or placed. */
export function orderView(status: OrderStatus): OrderView {
  if (status === 'awaiting_payment') return 'waiting';
  if (isFailed(status)) return 'failed';
  return 'placed';
}

/** "H:i" in Baku time of an instant, with the date too when it is not the same Baku day as `now` ("21.03.2026 14:35"). */
export function deadlineText(iso: string, now: Date): string {
  const at = formatOrderDate(iso);
  if (!at) return '';
  return at.slice(0, 10) === formatOrderDate(now.toISOString()).slice(0, 10) ? at.slice(11) : at;
}

/** The order page of `token`, or its error page (the token names the failed order; decision 0057). */
export function orderPageHref(lang: Lang, token: string, failed = false): string {
  return `${localePath(lang, failed ? '/order/error' : '/order')}?token=${encodeURIComponent(token)}`;
}

/** "Repeat checkout" of a failed order: the checkout opened with its lines and (for its owner) its details. */
export function retryHref(lang: Lang, token: string | null): string {
  return token ? `${localePath(lang, '/checkout')}?retry=${encodeURIComponent(token)}` : localePath(lang, '/checkout');
}

/** Units bought (gifts not counted): the "Products (n)" of the totals. */
export function unitsOf(lines: OrderConfirmation['lines']): number {
  return lines.filter((l) => l.giftOf === null).reduce((n, l) => n + l.qty, 0);
}
