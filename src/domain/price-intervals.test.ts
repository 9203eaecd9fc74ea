import { describe, expect, it } from 'vitest';
import { priceIntervals } from './price-intervals.ts';

describe('priceIntervals', () => {
  it('covers the range with 4–5 round intervals', () => {
    for (const [min, max] of [
      [3, 1890],
      [0, 100],
      [499, 2499],
      [12, 57],
      [1, 9999],
      [150, 151],
      [10, 14],
      [100, 123456],
    ] as const) {
      const iv = priceIntervals(min, max);
      expect(iv.length, `${min}-${max}`).toBeGreaterThanOrEqual(max - min >= 4 ? 4 : 1);
      expect(iv.length, `${min}-${max}`).toBeLessThanOrEqual(5);
      expect(iv[0]!.min).toBeLessThanOrEqual(min);
      expect(iv.at(-1)!.max).toBeGreaterThanOrEqual(max);
      for (let k = 1; k < iv.length; k++) expect(iv[k]!.min).toBe(iv[k - 1]!.max);
    }
    expect(priceIntervals(3, 1890)).toEqual([
      { min: 0, max: 500 },
      { min: 500, max: 1000 },
      { min: 1000, max: 1500 },
      { min: 1500, max: 2000 },
    ]);
  });

  it('returns nothing when min equals max (the UI hides the filter)', () => {
    expect(priceIntervals(100, 100)).toEqual([]);
    expect(priceIntervals(Number.NaN, 5)).toEqual([]);
  });
});
