import { describe, expect, it } from 'vitest';
import { editBlocked, paidLimit, stockMoves } from './order-edit.ts';

describe('editing an order before it ships (ADM-19, decision 0088)', () => {
  it('is allowed while new, paid or processing and holding its stock; never with a refund', () => {
    for (const status of ['new', 'paid', 'processing'] as const)
      expect(editBlocked({ status, refunded: 0, holdsStock: true }), status).toBeNull();
    for (const status of [
      'awaiting_payment',
      'shipped',
      'ready_for_pickup',
      'delivered',
      'cancelled',
      'payment_failed',
    ] as const)
      expect(editBlocked({ status, refunded: 0, holdsStock: true }), status).toBe('status');
    expect(editBlocked({ status: 'new', refunded: 0, holdsStock: false })).toBe('status');
    expect(editBlocked({ status: 'paid', refunded: 100, holdsStock: true })).toBe('refunded');
  });

  it('a paid order may cost less (a refund due) but not more; an unpaid one anything', () => {
    expect(paidLimit({ paid: true, total: 10_000 }, 12_000)).toEqual({ refused: true, refundDue: 0 });
    expect(paidLimit({ paid: true, total: 10_000 }, 7_000)).toEqual({ refused: false, refundDue: 3_000 });
    expect(paidLimit({ paid: false, total: 10_000 }, 12_000)).toEqual({ refused: false, refundDue: 0 });
  });

  it('moves only the difference per product: more taken, fewer or removed given back, gifts last', () => {
    const held = new Map([
      [1, 2],
      [2, 1],
      [3, 1],
    ]);
    const wanted = new Map([
      [1, { required: 3, optional: 0 }],
      [2, { required: 1, optional: 0 }],
      [4, { required: 1, optional: 1 }],
    ]);
    const { take, giveBack } = stockMoves(held, wanted);
    expect(Object.fromEntries(take)).toEqual({ 1: { required: 1, optional: 0 }, 4: { required: 1, optional: 1 } });
    expect(Object.fromEntries(giveBack)).toEqual({ 3: 1 });
  });
});
