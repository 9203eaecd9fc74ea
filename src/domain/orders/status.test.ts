import { describe, expect, it } from 'vitest';
import {
  canMove,
  countsAsPurchase,
  holdsStock,
  initialStatus,
  isFinal,
  isOrderStatus,
  nextStatuses,
  ORDER_STATUSES,
} from './status.ts';

describe('order statuses', () => {
  it('a cash order starts new, a card or installment order awaits its payment', () => {
    expect(initialStatus('cash')).toBe('new');
    expect(initialStatus('card')).toBe('awaiting_payment');
    expect(initialStatus('installment')).toBe('awaiting_payment');
  });

  it('follows the happy paths of delivery and pickup', () => {
    expect(canMove('new', 'processing')).toBe(true);
    expect(canMove('processing', 'shipped')).toBe(true);
    expect(canMove('shipped', 'delivered')).toBe(true);
    expect(canMove('processing', 'ready_for_pickup')).toBe(true);
    expect(canMove('ready_for_pickup', 'delivered')).toBe(true);
    expect(canMove('awaiting_payment', 'paid')).toBe(true);
    expect(canMove('paid', 'processing')).toBe(true);
  });

  it('refuses moves that skip the payment or go backwards', () => {
    expect(canMove('awaiting_payment', 'processing')).toBe(false);
    expect(canMove('new', 'paid')).toBe(false);
    expect(canMove('delivered', 'processing')).toBe(false);
    expect(canMove('shipped', 'new')).toBe(false);
    expect(canMove('cancelled', 'new')).toBe(false);
    expect(canMove('paid', 'payment_failed')).toBe(false);
  });

  it('a late approval may revive a failed payment, nothing revives a cancelled order', () => {
    expect(canMove('payment_failed', 'paid')).toBe(true);
    expect(nextStatuses('cancelled')).toEqual([]);
  });

  it('every status before delivery can be cancelled; delivered and cancelled are final', () => {
    for (const s of ORDER_STATUSES) {
      if (s === 'delivered' || s === 'cancelled' || s === 'payment_failed') continue;
      expect(canMove(s, 'cancelled'), s).toBe(true);
    }
    expect(isFinal('delivered')).toBe(true);
    expect(isFinal('cancelled')).toBe(true);
    expect(isFinal('new')).toBe(false);
  });

  it('only cancelled and failed orders give their units back; only real purchases count for the new-customer rule', () => {
    expect(ORDER_STATUSES.filter((s) => !holdsStock(s))).toEqual(['cancelled', 'payment_failed']);
    expect(ORDER_STATUSES.filter(countsAsPurchase)).toEqual([
      'new',
      'paid',
      'processing',
      'shipped',
      'ready_for_pickup',
      'delivered',
    ]);
  });

  it('every move leads to a known status, and unknown text is not a status', () => {
    for (const s of ORDER_STATUSES) for (const t of nextStatuses(s)) expect(isOrderStatus(t)).toBe(true);
    expect(isOrderStatus('shipping')).toBe(false);
  });
});
