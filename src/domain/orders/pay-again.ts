import type { OrderStatus } from './status.ts';

/**
 * "Pay again" for a card or installment order whose bank never answered (decision 0057). Pure: the service reads the
 * order and its attempts, this says whether a new attempt may start, and when.
 *
 * - Only an order still `awaiting_payment`, before its payment deadline (after it the sweeper gives the units back).
 * - Not sooner than `afterSeconds` (PAYMENT_SLOW_AFTER_SECONDS, default `PAY_AGAIN_AFTER_SECONDS`) after the latest
 *   attempt began: the bank may still be answering it, and two attempts both approved are a double charge (the second
 *   is recorded for a refund, decision 0057).
 * - At most `MAX_PAYMENT_ATTEMPTS` attempts per order: each new attempt gives the shopper a full payment window
 *   again (`payment_expires_at` moves), so the cap bounds how long an order can hold its units.
 */
export const PAY_AGAIN_AFTER_SECONDS = 30;
export const MAX_PAYMENT_ATTEMPTS = 3;

export type PayAgainRefusal = 'notAwaiting' | 'expired' | 'tooSoon' | 'tooMany';

export interface PayAgainFacts {
  status: OrderStatus;
  payment: 'cash' | 'card' | 'installment';
  /** ISO time the sweeper closes the order */
  expiresAt: string | null;
  /** ISO time the latest attempt began (null: none yet) */
  latestAttemptAt: string | null;
  attempts: number;
}

/** Whether a new attempt may start now: `ok`, or why not; `inSeconds` is the wait when it is only too soon. */
export function payAgain(
  f: PayAgainFacts,
  now: Date,
  afterSeconds: number = PAY_AGAIN_AFTER_SECONDS,
): { ok: true } | { ok: false; reason: PayAgainRefusal; inSeconds: number } {
  if (f.status !== 'awaiting_payment' || f.payment === 'cash')
    return { ok: false, reason: 'notAwaiting', inSeconds: 0 };
  const expires = f.expiresAt ? Date.parse(f.expiresAt) : NaN;
  if (!Number.isFinite(expires) || expires <= now.getTime()) return { ok: false, reason: 'expired', inSeconds: 0 };
  if (f.attempts >= MAX_PAYMENT_ATTEMPTS) return { ok: false, reason: 'tooMany', inSeconds: 0 };
  const started = f.latestAttemptAt ? Date.parse(f.latestAttemptAt) : NaN;
  const wait = Number.isFinite(started) ? Math.ceil((started + afterSeconds * 1000 - now.getTime()) / 1000) : 0;
  return wait > 0 ? { ok: false, reason: 'tooSoon', inSeconds: wait } : { ok: true };
}
