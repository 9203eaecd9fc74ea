import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../orders/status.ts';
import {
  bakuDayRange,
  canStaffMove,
  mobileDigits,
  parseBakuDateTime,
  staffMoves,
  toBakuDateTime,
  WAITING_STATUSES,
} from './sales.ts';

describe('back office sales rules', () => {
  it('lets staff make every allowed move except the bank-only ones', () => {
    expect(staffMoves('new')).toEqual(['processing', 'cancelled']);
    expect(staffMoves('awaiting_payment')).toEqual(['cancelled']);
    expect(staffMoves('payment_failed')).toEqual([]);
    expect(staffMoves('processing')).toEqual(['shipped', 'ready_for_pickup', 'cancelled']);
    for (const s of ORDER_STATUSES) {
      expect(canStaffMove(s, 'paid')).toBe(false);
      expect(canStaffMove(s, 'payment_failed')).toBe(false);
    }
    expect(canStaffMove('processing', 'delivered')).toBe(false);
    expect(WAITING_STATUSES).toEqual(['new', 'awaiting_payment', 'paid', 'processing', 'shipped', 'ready_for_pickup']);
  });

  it('maps Baku days and wall-clock times to ISO instants and back', () => {
    expect(bakuDayRange('2026-05-10')).toEqual({ from: '2026-05-09T20:00:00.000Z', to: '2026-05-10T20:00:00.000Z' });
    for (const bad of ['2026-02-30', '2026-13-01', '26-05-10', '2026-5-1', '', '2026-05-10T00:00'])
      expect(bakuDayRange(bad), bad).toBeNull();
    expect(parseBakuDateTime('2026-03-01T00:00')).toBe('2026-02-28T20:00:00.000Z');
    expect(parseBakuDateTime('2026-03-01T10:00:00Z')).toBe('2026-03-01T10:00:00.000Z');
    expect(parseBakuDateTime('2026-03-01T10:00+04:00')).toBe('2026-03-01T06:00:00.000Z');
    for (const bad of ['tomorrow', '2026-02-30T10:00', '2026-03-01T24:00', '2026-03-01', '1999-01-01T00:00'])
      expect(parseBakuDateTime(bad), bad).toBeNull();
    expect(toBakuDateTime('2026-02-28T20:00:00.000Z')).toBe('2026-03-01T00:00');
    expect(toBakuDateTime(null)).toBe('');
  });

  it('reads a mobile typed any way as its digits, without the local leading 0', () => {
    expect(mobileDigits('050 100-01-02')).toBe('501000102');
    expect(mobileDigits('+994 (50) 100')).toBe('99450100');
    expect(mobileDigits('abc')).toBe('');
  });
});
