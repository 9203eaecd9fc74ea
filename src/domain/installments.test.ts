import { describe, expect, it } from 'vitest';
import {
  allowedMonths,
  cartMonthsLimit,
  installmentAvailable,
  maxInstallmentMonths,
  maxMonthsForItem,
  monthly,
} from './installments.ts';

describe('installments', () => {
  it('divides the price by months, rounded to whole qəpik', () => {
    expect(monthly(120000, 12)).toBe(10000);
    expect(monthly(10000, 3)).toBe(3333);
    expect(monthly(20000, 3)).toBe(6667);
    expect(monthly(9990, 6)).toBe(1665);
    expect(monthly(5000, 0)).toBe(5000);
  });

  it('allows 12 months from 99.90 ₼ (item or cart) or for small appliances', () => {
    const card = [2, 3, 6, 12];
    expect(maxMonthsForItem(9990, 0, false, card)).toBe(12);
    expect(maxMonthsForItem(9989, 0, false, card)).toBe(6);
    expect(maxMonthsForItem(5000, 9990, false, card)).toBe(12);
    expect(maxMonthsForItem(5000, 9989, false, card)).toBe(6);
    expect(maxMonthsForItem(1000, 1000, true, card)).toBe(12);
  });

  it('raises 6 to the card’s nearest option, or uses its largest when all are below 6', () => {
    expect(maxMonthsForItem(5000, 5000, false, [3, 9, 12, 18])).toBe(9);
    expect(maxMonthsForItem(5000, 5000, false, [2, 3])).toBe(3);
    expect(maxMonthsForItem(5000, 5000, false, [])).toBe(6);
  });

  it('lists the card’s months up to the limit and caps a cart by its smallest limit', () => {
    expect(allowedMonths([3, 6, 9, 12, 18], 12)).toEqual([3, 6, 9, 12]);
    expect(allowedMonths([3, 6, 9, 12, 18], 6)).toEqual([3, 6]);
    const card = [2, 3, 6, 12];
    expect(
      cartMonthsLimit(
        [
          { price: 5000, smallAppliance: false },
          { price: 20000, smallAppliance: false },
        ],
        25000,
        card,
      ),
    ).toBe(12);
    expect(
      cartMonthsLimit(
        [
          { price: 5000, smallAppliance: false },
          { price: 3000, smallAppliance: true },
        ],
        8000,
        card,
      ),
    ).toBe(6);
    expect(cartMonthsLimit([], 0, card)).toBe(0);
  });

  it('disables installments at or below the minimum', () => {
    expect(installmentAvailable(10000, 10000)).toBe(false);
    expect(installmentAvailable(10001, 10000)).toBe(true);
  });

  it('promises no more months than any product page can offer', () => {
    const cards = { birkart: [2, 3, 6, 12], tamkart: [3, 6, 9, 12, 18] };
    expect(maxInstallmentMonths(cards)).toBe(12);
    // the promise never exceeds the longest row a product page shows for the same cards
    for (const price of [500, 9990, 500_000]) {
      const shown = Math.max(
        ...Object.values(cards).flatMap((m) => allowedMonths(m, maxMonthsForItem(price, price, false, m))),
      );
      expect(shown).toBeLessThanOrEqual(maxInstallmentMonths(cards));
    }
    expect(maxInstallmentMonths({ birkart: [3, 6, 9] })).toBe(9);
    expect(maxInstallmentMonths({ tamkart: [18, 24] })).toBe(0);
    expect(maxInstallmentMonths({})).toBe(0);
  });
});
