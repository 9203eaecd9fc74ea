import { describe, expect, it } from 'vitest';
import {
  distanceKm,
  formatDistance,
  inStockFirst,
  nearestFirst,
  pickupSummary,
  splitPickupOptions,
} from './branch-pickup.ts';

// Baku's Fountain Square, Ganja's centre, Sumgait's centre
const baku = { lat: 40.3703, lng: 49.8374 };
const ganja = { lat: 40.6828, lng: 46.3606 };
const sumgait = { lat: 40.5897, lng: 49.6686 };

describe('distance between two points', () => {
  it('is the great-circle distance in km', () => {
    expect(distanceKm(baku, ganja)).toBeGreaterThan(290);
    expect(distanceKm(baku, ganja)).toBeLessThan(300);
    expect(distanceKm(baku, sumgait)).toBeGreaterThan(27);
    expect(distanceKm(baku, sumgait)).toBeLessThan(30);
    expect(distanceKm(baku, baku)).toBe(0);
    // symmetric
    expect(distanceKm(ganja, baku)).toBeCloseTo(distanceKm(baku, ganja), 9);
  });
});

describe('nearest first', () => {
  const branches = [
    { id: 'ganja', ...ganja, inStock: true },
    { id: 'nowhere', lat: 0, lng: 0, inStock: true },
    { id: 'sumgait', ...sumgait, inStock: false },
    { id: 'baku', lat: 40.3777, lng: 49.892, inStock: true },
  ];

  it('sorts by distance from the shopper, with the distance; a branch without coordinates goes last', () => {
    const sorted = nearestFirst(branches, baku);
    expect(sorted.map((b) => b.id)).toEqual(['baku', 'sumgait', 'ganja', 'nowhere']);
    expect(sorted[0]!.km).toBeGreaterThan(4);
    expect(sorted[0]!.km).toBeLessThan(6);
    expect(sorted[3]!.km).toBeNull();
    // the input is left as it was
    expect(branches[0]!.id).toBe('ganja');
  });

  it('can keep the branches holding the product before the others, each group nearest first', () => {
    expect(nearestFirst(branches, baku, true).map((b) => b.id)).toEqual(['baku', 'ganja', 'nowhere', 'sumgait']);
  });

  it('keeps the original order for equal distances', () => {
    const twins = [
      { id: 1, ...ganja },
      { id: 2, ...ganja },
    ];
    expect(nearestFirst(twins, baku).map((b) => b.id)).toEqual([1, 2]);
  });
});

describe('in stock first', () => {
  it('puts the branches holding the product first, each group in the order it came', () => {
    const list = [
      { id: 1, inStock: false },
      { id: 2, inStock: true },
      { id: 3, inStock: false },
      { id: 4, inStock: true },
    ];
    expect(inStockFirst(list).map((b) => b.id)).toEqual([2, 4, 1, 3]);
  });
});

describe('what the product page says about pickup', () => {
  it('counts the branches holding the product', () => {
    expect(pickupSummary([{ inStock: true }, { inStock: false }, { inStock: true }], true)).toEqual({
      kind: 'branches',
      count: 2,
    });
  });
  it('says home delivery only when no branch holds it but it can be delivered', () => {
    expect(pickupSummary([{ inStock: false }], true)).toEqual({ kind: 'deliveryOnly' });
  });
  it('says nothing when the product is sold out everywhere, or there are no branches', () => {
    expect(pickupSummary([{ inStock: false }], false)).toBeNull();
    expect(pickupSummary([], true)).toBeNull();
  });
});

describe('distance as the shop writes it', () => {
  it('uses metres under 1 km, one decimal under 10 km in the language, whole km beyond', () => {
    expect(formatDistance(0.843, 'en')).toEqual({ value: '840', unit: 'm' });
    expect(formatDistance(0.001, 'en')).toEqual({ value: '10', unit: 'm' });
    expect(formatDistance(2.44, 'en')).toEqual({ value: '2.4', unit: 'km' });
    expect(formatDistance(2.44, 'ru')).toEqual({ value: '2,4', unit: 'km' });
    expect(formatDistance(2.44, 'az')).toEqual({ value: '2,4', unit: 'km' });
    expect(formatDistance(294.6, 'en')).toEqual({ value: '295', unit: 'km' });
  });
});

describe("checkout's pickup choice", () => {
  it('offers the branches holding every line, and lists the others by how little they lack', () => {
    const line = (productId: number) => ({ productId, title: `P${productId}` });
    const options = [
      { branchId: 1, missing: [line(1), line(2)] },
      { branchId: 2, missing: [] },
      { branchId: 3, missing: [line(2)] },
      { branchId: 4, missing: [] },
    ];
    const { ready, lacking } = splitPickupOptions(options);
    expect(ready.map((o) => o.branchId)).toEqual([2, 4]);
    expect(lacking.map((o) => o.branchId)).toEqual([3, 1]);
  });
});
