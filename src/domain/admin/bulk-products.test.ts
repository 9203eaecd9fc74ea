import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyBulkChange,
  BULK_PRICE_MAX,
  BULK_STOCK_MAX,
  bulkDiff,
  newPrice,
  pricePlusPercent,
  type BulkValues,
} from './bulk-products.ts';

const base: BulkValues = { price: 10_000, priceOld: null, stock: 5, active: true, categoryId: 3, badges: [2] };

describe('bulk product changes (ADM-22)', () => {
  it('adds a percent rounded half up to the qəpik', () => {
    expect(pricePlusPercent(10_000, 10)).toBe(11_000);
    expect(pricePlusPercent(999, 10)).toBe(1099); // 1098.9
    expect(pricePlusPercent(5, 10)).toBe(6); // 5.5 → 6
    expect(pricePlusPercent(15, -10)).toBe(14); // 13.5 → 14
    expect(pricePlusPercent(10_000, 12.5)).toBe(11_250);
    expect(pricePlusPercent(333, -33.33)).toBe(222); // 222.0111
  });

  it('keeps a price between 0.01 ₼ and the largest price', () => {
    expect(newPrice(500, 'amount', -1000)).toBe(1);
    expect(newPrice(500, 'percent', -99)).toBe(5);
    expect(newPrice(1, 'percent', -99)).toBe(1);
    expect(newPrice(BULK_PRICE_MAX, 'amount', 100)).toBe(BULK_PRICE_MAX);
    expect(newPrice(500, 'amount', 250)).toBe(750);
  });

  it('changes stock by set and add, never below zero', () => {
    expect(applyBulkChange(base, { kind: 'stock', mode: 'set', value: 12 }).after.stock).toBe(12);
    expect(applyBulkChange(base, { kind: 'stock', mode: 'add', value: -2 }).after.stock).toBe(3);
    expect(applyBulkChange(base, { kind: 'stock', mode: 'add', value: -6 }).problem).toBe(
      'admin-catalog.bulk.stockBelowZero',
    );
    expect(applyBulkChange(base, { kind: 'stock', mode: 'add', value: BULK_STOCK_MAX }).after.stock).toBe(
      BULK_STOCK_MAX,
    );
  });

  it('refuses an old price that is not above the new price', () => {
    const withOld = { ...base, priceOld: 10_500 };
    const r = applyBulkChange(withOld, { kind: 'price', mode: 'percent', value: 10 });
    expect(r.after.price).toBe(11_000);
    expect(r.problem).toBe('admin-catalog.validation.oldPriceNotAbove');
    expect(applyBulkChange(withOld, { kind: 'priceOld', value: null }).problem).toBeNull();
    expect(applyBulkChange(base, { kind: 'priceOld', value: 9_000 }).problem).toBe(
      'admin-catalog.validation.oldPriceNotAbove',
    );
    expect(applyBulkChange(base, { kind: 'priceOld', value: 12_000 }).problem).toBeNull();
  });

  it('adds and removes a badge once, sets active and category', () => {
    expect(applyBulkChange(base, { kind: 'badge', mode: 'add', value: 1 }).after.badges).toEqual([1, 2]);
    expect(applyBulkChange(base, { kind: 'badge', mode: 'add', value: 2 }).after.badges).toEqual([2]);
    expect(applyBulkChange(base, { kind: 'badge', mode: 'remove', value: 2 }).after.badges).toEqual([]);
    const off = applyBulkChange(base, { kind: 'active', value: false }).after;
    expect(bulkDiff(base, off)).toEqual(['active']);
    expect(bulkDiff(base, applyBulkChange(base, { kind: 'category', value: 9 }).after)).toEqual(['categoryId']);
  });

  it('property: a percent price is the exact rounded value, within bounds, and monotone in the percent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: BULK_PRICE_MAX }),
        fc.integer({ min: -9900, max: 100_000 }),
        (price, bp) => {
          const p = newPrice(price, 'percent', bp / 100);
          expect(p).toBeGreaterThanOrEqual(1);
          expect(p).toBeLessThanOrEqual(BULK_PRICE_MAX);
          const exact = (price * (10_000 + bp)) / 10_000;
          if (exact >= 1 && exact <= BULK_PRICE_MAX) expect(Math.abs(p - exact)).toBeLessThanOrEqual(0.5);
          expect(newPrice(price, 'percent', (bp + 1) / 100)).toBeGreaterThanOrEqual(p);
        },
      ),
    );
  });

  it('property: an amount price is price + amount clamped; stock add never goes below zero unnoticed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: BULK_PRICE_MAX }),
        fc.integer({ min: -BULK_PRICE_MAX, max: BULK_PRICE_MAX }),
        fc.integer({ min: 0, max: BULK_STOCK_MAX }),
        fc.integer({ min: -BULK_STOCK_MAX, max: BULK_STOCK_MAX }),
        (price, amount, stock, add) => {
          expect(newPrice(price, 'amount', amount)).toBe(Math.min(BULK_PRICE_MAX, Math.max(1, price + amount)));
          const r = applyBulkChange({ ...base, stock }, { kind: 'stock', mode: 'add', value: add });
          if (stock + add < 0) expect(r.problem).toBe('admin-catalog.bulk.stockBelowZero');
          else expect(r.after.stock).toBe(Math.min(stock + add, BULK_STOCK_MAX));
          expect(r.after.stock).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
