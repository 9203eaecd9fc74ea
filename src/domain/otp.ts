import { OTP_LENGTH } from './api/checkout.ts';

/**
 * One-time codes that confirm a mobile number (SEC-7, CHK-8, decision 0026): the pure rules. The server module
 * (`server/modules/otp/`) draws the codes, hashes them and keeps the counters in the database; everything that can
 * be decided from numbers and times alone is decided here.
 */

/** Digits in a code (the checkout schema's `OTP_LENGTH`). */
export const OTP_DIGITS = OTP_LENGTH;
/** A code works for 5 minutes after it was sent. */
export const OTP_TTL_SECONDS = 5 * 60;
/** The 5th wrong code kills the challenge. */
export const OTP_MAX_ATTEMPTS = 5;
/** A new code for the same challenge may be asked for 60 s after the last one was sent. */
export const OTP_RESEND_AFTER_SECONDS = 60;
/** Send limits count the sends of the last hour. */
export const OTP_LIMIT_WINDOW_SECONDS = 60 * 60;
/** Challenges are deleted a day after they were made. */
export const OTP_KEEP_SECONDS = 24 * 60 * 60;

const CODE = new RegExp(`^\\d{${OTP_DIGITS}}$`);

/** Whether `v` has the shape of a code: exactly six ASCII digits. */
export function isOtpCode(v: string): boolean {
  return CODE.test(v);
}

/** A drawn number 0 … 999 999 as the six digits the shopper types ("004217"). */
export function formatOtpCode(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 10 ** OTP_DIGITS)
    throw new RangeError(`not a ${OTP_DIGITS}-digit code: ${n}`);
  return String(n).padStart(OTP_DIGITS, '0');
}

const ms = (t: Date | string) => (typeof t === 'string' ? Date.parse(t) : t.getTime());

/** Whole seconds from `now` until `at`, rounded up; 0 once `at` has passed. */
export function secondsUntil(at: Date | string, now: Date): number {
  return Math.max(0, Math.ceil((ms(at) - now.getTime()) / 1000));
}

/** When a code sent at `sentAt` stops working. */
export function otpExpiresAt(sentAt: Date): Date {
  return new Date(sentAt.getTime() + OTP_TTL_SECONDS * 1000);
}

/** Seconds the shopper still has to wait before asking for a new code (0: now). */
export function resendWaitSeconds(lastSentAt: Date | string, now: Date): number {
  return secondsUntil(new Date(ms(lastSentAt) + OTP_RESEND_AFTER_SECONDS * 1000), now);
}

/** Wrong codes the shopper may still type after `attempts` wrong ones. */
export function attemptsLeft(attempts: number): number {
  return Math.max(0, OTP_MAX_ATTEMPTS - attempts);
}

interface ChallengeFacts {
  expiresAt: string;
  attempts: number;
  consumedAt: string | null;
}

/**
 * What a challenge can still do:
 * - `live`: a code may be checked (and, after the wait, sent again);
 * - `locked`: five wrong codes were typed — nothing works any more;
 * - `expired`: its code is too old, or it already confirmed an order (consumed).
 */
type ChallengeState = 'live' | 'locked' | 'expired';

export function challengeState(c: ChallengeFacts, now: Date): ChallengeState {
  if (c.consumedAt !== null) return 'expired';
  if (c.attempts >= OTP_MAX_ATTEMPTS) return 'locked';
  if (ms(c.expiresAt) <= now.getTime()) return 'expired';
  return 'live';
}

/** Sends recorded by one challenge: `sends` codes, the last at `sentAt`. */
export interface SendRecord {
  sentAt: string;
  sends: number;
}

/**
 * Whether one more code may be sent under a limit of `limit` sends per hour, given the challenges sent within the
 * last hour (each challenge counts all its sends at the time of its last one — a cautious count: a challenge
 * resent over more than an hour counts in full). Returns null when a send is allowed, else the whole minutes
 * (at least 1) until enough sends have left the window.
 */
export function sendLimitWaitMinutes(records: readonly SendRecord[], limit: number, now: Date): number | null {
  const windowMs = OTP_LIMIT_WINDOW_SECONDS * 1000;
  const inWindow = records
    .filter((r) => ms(r.sentAt) > now.getTime() - windowMs)
    .sort((a, b) => ms(a.sentAt) - ms(b.sentAt));
  const total = inWindow.reduce((n, r) => n + r.sends, 0);
  if (total < limit) return null;
  // the oldest challenges leave the window first; find when the count drops below the limit
  let remaining = total;
  for (const r of inWindow) {
    remaining -= r.sends;
    if (remaining < limit) return Math.max(1, Math.ceil((ms(r.sentAt) + windowMs - now.getTime()) / 60_000));
  }
  return Math.ceil(OTP_LIMIT_WINDOW_SECONDS / 60);
}
