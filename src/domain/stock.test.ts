import { describe, expect, it } from 'vitest';
import { isAvailable, stockLabel } from './stock.ts';

describe('stockLabel', () => {
  it.each([
    [-1, 'outOfStock'],
    [0, 'outOfStock'],
    [1, 'outOfStock'],
    [2, 'outOfStock'],
    [3, 'limited'],
    [5, 'limited'],
    [6, 'inStock'],
    [1000, 'inStock'],
    [Number.NaN, 'outOfStock'],
  ])('%s → %s', (stock, label) => expect(stockLabel(stock)).toBe(label));

  it('treats sold or out-of-stock products as unavailable', () => {
    expect(isAvailable(10, false)).toBe(true);
    expect(isAvailable(10, true)).toBe(false);
    expect(isAvailable(2, false)).toBe(false);
  });
});
