import { describe, expect, it } from 'vitest';
import { formatDay, formatOrderDate } from '~/domain/dates';
import { orderView, rewardValue } from './order-format';

describe('order page formatting', () => {
  it('writes the order date as d.m.Y H:i in Baku time', () => {
    expect(formatOrderDate('2025-03-08T20:05:00.000Z')).toBe('09.03.2025 00:05');
    expect(formatOrderDate('2025-12-31T09:30:00Z')).toBe('31.12.2025 13:30');
    expect(formatDay('2025-12-31T21:30:00Z')).toBe('01.01.2026');
    expect(formatOrderDate('not a date')).toBe('');
  });

  it('shows a reward as a percentage or an amount in manat', () => {
    expect(
      rewardValue({
        code: 'THANKS5',
        discountType: 'percent',
        discountAmount: 0,
        discountPercent: 5,
        validUntil: null,
      }),
    ).toBe('5%');
    expect(
      rewardValue({
        code: 'THANKS',
        discountType: 'amount',
        discountAmount: 2000,
        discountPercent: 0,
        validUntil: null,
      }),
    ).toBe('20.00 ₼');
  });

  it('waits for the bank, sends a failed payment to the error page, and thanks for everything else', () => {
    expect(orderView('awaiting_payment')).toBe('waiting');
    expect(orderView('payment_failed')).toBe('failed');
    expect(orderView('cancelled')).toBe('failed');
    for (const s of ['new', 'paid', 'processing', 'shipped', 'ready_for_pickup', 'delivered'] as const)
      expect(orderView(s)).toBe('placed');
  });
});

describe('order page links and times (decision 0057)', () => {
  it('names the failed order on the error page and repeats it by its token', async () => {
    const { orderPageHref, retryHref } = await import('./order-format');
    expect(orderPageHref('ru', 'ab_C-1', true)).toBe('/ru/order/error?token=ab_C-1');
    expect(orderPageHref('az', 'ab_C-1')).toBe('/order?token=ab_C-1');
    expect(retryHref('en', 'ab_C-1')).toBe('/en/checkout?retry=ab_C-1');
    expect(retryHref('az', null)).toBe('/checkout');
  });

  it('says the payment deadline as a Baku time, with the date when it is another day', async () => {
    const { deadlineText } = await import('./order-format');
    expect(deadlineText('2026-03-01T10:35:00Z', new Date('2026-03-01T10:15:00Z'))).toBe('14:35');
    expect(deadlineText('2026-03-01T20:10:00Z', new Date('2026-03-01T19:55:00Z'))).toBe('02.03.2026 00:10');
  });
});
