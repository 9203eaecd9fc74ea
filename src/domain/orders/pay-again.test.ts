import { describe, expect, it } from 'vitest';
import { MAX_PAYMENT_ATTEMPTS, PAY_AGAIN_AFTER_SECONDS, payAgain, type PayAgainFacts } from './pay-again.ts';

const now = new Date('2026-03-01T10:00:00Z');
const base: PayAgainFacts = {
  status: 'awaiting_payment',
  payment: 'card',
  expiresAt: '2026-03-01T10:15:00Z',
  latestAttemptAt: '2026-03-01T09:55:00Z',
  attempts: 1,
};

describe('pay again (decision 0057)', () => {
  it('allows a new attempt for an unpaid card order before its deadline, once the latest attempt has had its time', () => {
    expect(payAgain(base, now)).toEqual({ ok: true });
    expect(payAgain({ ...base, payment: 'installment' }, now)).toEqual({ ok: true });
  });

  it('waits for an attempt that began a moment ago, and says how long', () => {
    const at = new Date(now.getTime() - 10_000).toISOString();
    expect(payAgain({ ...base, latestAttemptAt: at }, now)).toEqual({
      ok: false,
      reason: 'tooSoon',
      inSeconds: PAY_AGAIN_AFTER_SECONDS - 10,
    });
  });

  it('refuses a paid, failed, cancelled or cash order, one past its deadline and one with every attempt used', () => {
    for (const status of ['paid', 'payment_failed', 'cancelled', 'new', 'processing'] as const)
      expect(payAgain({ ...base, status }, now)).toMatchObject({ ok: false, reason: 'notAwaiting' });
    expect(payAgain({ ...base, payment: 'cash' }, now)).toMatchObject({ ok: false, reason: 'notAwaiting' });
    expect(payAgain({ ...base, expiresAt: '2026-03-01T10:00:00Z' }, now)).toMatchObject({
      ok: false,
      reason: 'expired',
    });
    expect(payAgain({ ...base, expiresAt: null }, now)).toMatchObject({ ok: false, reason: 'expired' });
    expect(payAgain({ ...base, attempts: MAX_PAYMENT_ATTEMPTS }, now)).toMatchObject({ ok: false, reason: 'tooMany' });
  });
});
