import { createHash } from 'node:crypto';
import type { CheckoutReply, CheckoutRequest } from '../../../domain/api/checkout.ts';
import type { PayAgainReply } from '../../../domain/api/orders.ts';
import { fail, ok, type Failure, type Result } from '../../platform/errors.ts';

/** The `Idempotency-Key` header's form (CHK-10). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

/** The request's identity for idempotency: everything the shopper chose, not the code step or the page language. */
export function requestHash(input: CheckoutRequest): string {
  const { otpToken: _t, otpCode: _c, lang: _l, ...rest } = input;
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .filter(([, x]) => x !== undefined)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, x]) => [k, canonical(x)]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(rest)))
    .digest('hex');
}

/** "Pay again"'s identity for idempotency: the order's token. */
export function payAgainHash(token: string): string {
  return createHash('sha256').update(`payAgain:${token}`).digest('hex');
}

/** "994501234567" → "+994 50 ***-**-67" (the code step says where the code went without repeating the number). */
export function maskMobile(mobile: string): string {
  return `+${mobile.slice(0, 3)} ${mobile.slice(3, 5)} ***-**-${mobile.slice(-2)}`;
}

/** The answer stored with a key, given again to a repeat of the same request (another request with that key: conflict). */
export function replayCheckout(stored: { requestHash: string; reply: string }, hash: string): Result<CheckoutReply> {
  if (stored.requestHash !== hash) return fail('conflict', 'orders.error.idempotencyConflict');
  const saved = JSON.parse(stored.reply) as CheckoutReply | { failure: Failure };
  return 'failure' in saved ? saved.failure : ok(saved);
}

/** The same for "pay again"; a twin still signing its form is told to look at the order page. */
export function replayPayAgain(stored: { requestHash: string; reply: string }, hash: string): Result<PayAgainReply> {
  if (stored.requestHash !== hash) return fail('conflict', 'orders.error.idempotencyConflict');
  const saved = JSON.parse(stored.reply) as PayAgainReply | CheckoutReply | { failure: Failure };
  if ('failure' in saved) return saved.failure;
  // a twin still signing its form: the order page shows where the payment stands
  if (saved.next !== 'azericard') return fail('conflict', 'orders.payAgain.busy');
  return ok(saved as PayAgainReply);
}
