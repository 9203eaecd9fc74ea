import { describe, expect, it } from 'vitest';
import { discountPercent, formatMoney, parseManat } from './money.ts';

describe('formatMoney', () => {
  it('uses two decimals, a space between thousands and ₼ after the amount', () => {
    expect(formatMoney(129999)).toBe('1 299.99 ₼');
    expect(formatMoney(0)).toBe('0.00 ₼');
    expect(formatMoney(5)).toBe('0.05 ₼');
    expect(formatMoney(123456789)).toBe('1 234 567.89 ₼');
    expect(formatMoney(99900, false)).toBe('999.00');
    expect(formatMoney(-1050)).toBe('-10.50 ₼');
  });
});

describe('parseManat', () => {
  it('reads amounts into qəpik and rejects the rest', () => {
    expect(parseManat('1299.99')).toBe(129999);
    expect(parseManat('10,5')).toBe(1050);
    expect(parseManat(7)).toBe(700);
    expect(parseManat('-1')).toBeNull();
    expect(parseManat('1.999')).toBeNull();
    expect(parseManat('abc')).toBeNull();
  });
});

describe('discountPercent', () => {
  it('rounds to whole percent and is 0 without a higher old price', () => {
    expect(discountPercent(7500, 10000)).toBe(25);
    expect(discountPercent(10000, null)).toBe(0);
    expect(discountPercent(10000, 9000)).toBe(0);
  });
});
