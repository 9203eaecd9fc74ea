import { BAKU_OFFSET_MS } from './dates.ts';

/**
 * Stock and price alerts (issue 32, decision 0092): the pure rules. The server module (`server/modules/alerts/`) keeps
 * the alerts, the job that sends them and the unsubscribe links.
 */

export const ALERT_KINDS = ['stock', 'price'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export type AlertChannel = 'sms' | 'email';
export type AlertStatus = 'active' | 'sent' | 'cancelled';

/** Alert messages one recipient gets per calendar day in Baku; the rest wait for the next day. */
export const ALERTS_PER_RECIPIENT_PER_DAY = 3;
/** New alerts one client address may make per hour (guests and customers alike). */
export const ALERTS_PER_IP_PER_HOUR = 10;
/** Alerts the job sends per run. */
export const ALERTS_BATCH = 100;

/** Whether an alert's condition holds now: back in stock, or a price below the price at subscription. */
export function alertHolds(
  a: { kind: string; priceAt: number },
  p: { stock: number; price: number; active: boolean },
): boolean {
  if (!p.active) return false;
  return a.kind === 'stock' ? p.stock > 0 : p.price < a.priceAt;
}

/** Whether a product may get an alert of `kind`: "back in stock" only while it is sold out. */
export function canSubscribe(kind: AlertKind, p: { stock: number }): boolean {
  return kind === 'price' || p.stock <= 0;
}

/** The start of Baku's calendar day of `at`, and of the next one (ISO): the daily limit's window. */
export function bakuDayWindow(at: Date): { start: string; next: string } {
  const day = 86_400_000;
  const local = at.getTime() + BAKU_OFFSET_MS;
  const start = Math.floor(local / day) * day - BAKU_OFFSET_MS;
  return { start: new Date(start).toISOString(), next: new Date(start + day).toISOString() };
}
