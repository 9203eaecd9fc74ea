import { describe, expect, it } from 'vitest';
import { struckLineTotal } from './lines.ts';

describe('struckLineTotal', () => {
  const line = { qty: 1, unitPriceOld: null, lineTotal: 142_900, payable: 142_900, giftOf: null };

  it('strikes nothing on a line that costs what it says', () => {
    expect(struckLineTotal(line)).toBeNull();
  });
  it('strikes the line before its discounts when a discount took part of it (a cash discount, 1+1)', () => {
    expect(struckLineTotal({ ...line, payable: 138_600 })).toBe(142_900);
  });
  it("strikes the product's old price times the units, as the product page does, when that is higher", () => {
    expect(struckLineTotal({ ...line, qty: 2, unitPriceOld: 54_099, lineTotal: 79_800, payable: 79_800 })).toBe(
      108_198,
    );
    expect(struckLineTotal({ ...line, qty: 2, unitPriceOld: 54_099, lineTotal: 79_800, payable: 39_900 })).toBe(
      108_198,
    );
  });
  it('strikes nothing on a gift, nor an old price below the price', () => {
    expect(struckLineTotal({ ...line, giftOf: 7, payable: 0, lineTotal: 0, unitPriceOld: 10_000 })).toBeNull();
    expect(struckLineTotal({ ...line, unitPriceOld: 100_000 })).toBeNull();
  });
});
