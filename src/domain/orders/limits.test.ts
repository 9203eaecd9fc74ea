import { describe, expect, it } from 'vitest';
import {
  isOpenUnpaid,
  OPEN_STATUSES,
  openUnpaidRefusal,
  overQtyLimit,
  pickupDeadline,
  pickupHoldCutoff,
} from './limits.ts';

describe('limits on holding stock without paying', () => {
  it('an open unpaid order holds units, is not paid and not over', () => {
    expect(isOpenUnpaid({ status: 'new', paid: false })).toBe(true);
    expect(isOpenUnpaid({ status: 'awaiting_payment', paid: false })).toBe(true);
    expect(isOpenUnpaid({ status: 'ready_for_pickup', paid: false })).toBe(true);
    expect(isOpenUnpaid({ status: 'shipped', paid: false })).toBe(true);
    expect(isOpenUnpaid({ status: 'new', paid: true })).toBe(false); // cash recorded by staff
    expect(isOpenUnpaid({ status: 'paid', paid: true })).toBe(false);
    for (const s of ['delivered', 'cancelled', 'payment_failed'] as const)
      expect(isOpenUnpaid({ status: s, paid: false })).toBe(false);
    expect([...OPEN_STATUSES].sort()).toEqual([
      'awaiting_payment',
      'new',
      'paid',
      'processing',
      'ready_for_pickup',
      'shipped',
    ]);
  });

  it('counts one product across its sizes against the maximum per order', () => {
    expect(
      overQtyLimit(
        [
          { id: 1, qty: 10 },
          { id: 2, qty: 3 },
        ],
        10,
      ),
    ).toEqual([]);
    expect(overQtyLimit([{ id: 1, qty: 45 }], 10)).toEqual([0]);
    expect(
      overQtyLimit(
        [
          { id: 2, qty: 1 },
          { id: 1, qty: 6 },
          { id: 1, qty: 5 },
        ],
        10,
      ),
    ).toEqual([1, 2]);
  });

  it('refuses by the mobile first, then by the signed-in account', () => {
    expect(openUnpaidRefusal({ byMobile: 1, byCustomer: 1 }, 2)).toBeNull();
    expect(openUnpaidRefusal({ byMobile: 2, byCustomer: 2 }, 2)).toBe('mobile');
    expect(openUnpaidRefusal({ byMobile: 0, byCustomer: 2 }, 2)).toBe('customer');
  });

  it('holds a pickup order for N days after placement, or after it became ready when later', () => {
    const base = {
      delivery: 'pickup',
      status: 'new' as const,
      paid: false,
      createdAt: '2025-03-01T10:00:00.000Z',
      readyAt: null,
    };
    expect(pickupDeadline(base, 3)).toBe('2025-03-04T10:00:00.000Z');
    expect(pickupDeadline({ ...base, status: 'ready_for_pickup', readyAt: '2025-03-02T08:00:00.000Z' }, 3)).toBe(
      '2025-03-05T08:00:00.000Z',
    );
    expect(pickupDeadline({ ...base, delivery: 'delivery' }, 3)).toBeNull();
    expect(pickupDeadline({ ...base, paid: true }, 3)).toBeNull();
    expect(pickupDeadline({ ...base, status: 'awaiting_payment' }, 3)).toBeNull();
    expect(pickupDeadline({ ...base, status: 'cancelled' }, 3)).toBeNull();
    expect(pickupHoldCutoff(new Date('2025-03-04T10:00:00.000Z'), 3)).toBe('2025-03-01T10:00:00.000Z');
  });
});
