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
    expect(rewardValue({ code: 'THANKS5', discountType: 'percent', discountAmount: 0, discountPercent: 5, validUntil: null })).toBe('5%');
    expect(rewardValue({ code: 'THANKS', discountType: 'amount', discountAmount: 2000, discountPercent: 0, validUntil: null })).toBe('20.00 ₼');
  });

  it('waits for the bank, sends a failed payment to the error page, and thanks for everything else', () => {
    expect(orderView('awaiting_payment')).toBe('waiting');
    expect(orderView('payment_failed')).toBe('failed');
    expect(orderView('cancelled')).toBe('failed');
    for (const s of ['new', 'paid', 'processing', 'shipped', 'ready_for_pickup', 'delivered'] as const) expect(orderView(s)).toBe('placed');
  });
});
