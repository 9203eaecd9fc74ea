import { describe, expect, it } from 'vitest';
import { alertHolds, bakuDayWindow, canSubscribe } from './alerts.ts';

describe('alerts', () => {
  it('holds for stock back above zero and for a price below the subscription price, never on an inactive product', () => {
    expect(alertHolds({ kind: 'stock', priceAt: 100 }, { stock: 1, price: 100, active: true })).toBe(true);
    expect(alertHolds({ kind: 'stock', priceAt: 100 }, { stock: 0, price: 100, active: true })).toBe(false);
    expect(alertHolds({ kind: 'price', priceAt: 100 }, { stock: 0, price: 99, active: true })).toBe(true);
    expect(alertHolds({ kind: 'price', priceAt: 100 }, { stock: 5, price: 100, active: true })).toBe(false);
    expect(alertHolds({ kind: 'price', priceAt: 100 }, { stock: 5, price: 120, active: true })).toBe(false);
    expect(alertHolds({ kind: 'stock', priceAt: 100 }, { stock: 3, price: 100, active: false })).toBe(false);
  });

  it('takes a stock alert only for a sold-out product, a price alert for any', () => {
    expect(canSubscribe('stock', { stock: 0 })).toBe(true);
    expect(canSubscribe('stock', { stock: 1 })).toBe(false);
    expect(canSubscribe('price', { stock: 9 })).toBe(true);
  });

  it("counts the daily limit on Baku's calendar day (UTC+4)", () => {
    expect(bakuDayWindow(new Date('2026-03-10T19:59:00Z'))).toEqual({
      start: '2026-03-09T20:00:00.000Z',
      next: '2026-03-10T20:00:00.000Z',
    });
    expect(bakuDayWindow(new Date('2026-03-10T20:00:00Z')).start).toBe('2026-03-10T20:00:00.000Z');
  });
});
