/**
 * Bulk changes to products (ADM-22, decision 0085): the pure rule for one product's new values under one change.
 * Money is integer qəpik; a percent has at most two decimals and is applied in whole basis points, rounded half up
 * to the qəpik. A price never goes below 1 qəpik (0.01 ₼) nor above the form's largest price; a stock never below 0
 * nor above the form's largest stock. A change that would break a product's own rules (an old price not above the
 * price) is the product's `problem`, and the whole bulk call is refused while any product has one.
 */

/** The form's largest price (qəpik) and stock (`server/admin/catalog/product-input.ts` keeps the same limits). */
export const BULK_PRICE_MAX = 1_000_000_000;
export const BULK_STOCK_MAX = 1_000_000;
/** The most products one bulk call changes. */
export const BULK_IDS_MAX = 500;
/** A percent change's bounds: −99 % … +1000 %. */
export const BULK_PERCENT_MIN = -99;
export const BULK_PERCENT_MAX = 1000;

export type BulkChange =
  | { kind: 'price'; mode: 'amount' | 'percent'; value: number }
  | { kind: 'priceOld'; value: number | null }
  | { kind: 'stock'; mode: 'set' | 'add'; value: number }
  | { kind: 'active'; value: boolean }
  | { kind: 'category'; value: number }
  | { kind: 'badge'; mode: 'add' | 'remove'; value: number };

/** What a bulk change can touch of a product. */
export interface BulkValues {
  price: number;
  priceOld: number | null;
  stock: number;
  active: boolean;
  categoryId: number;
  badges: number[];
}

/** Message keys of a product a change cannot apply to. */
export type BulkProblem = 'admin-catalog.validation.oldPriceNotAbove' | 'admin-catalog.bulk.stockBelowZero';

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** `price` changed by `percent` (two decimals at most), rounded half up to the qəpik, exactly (integer math). */
export function pricePlusPercent(price: number, percent: number): number {
  const bp = Math.round(percent * 100);
  const num = price * (10_000 + bp);
  // half up: floor((2·num + 10000) / 20000), every step an exact integer below 2^53
  return Math.floor((2 * num + 10_000) / 20_000);
}

/** The new price under a price change, kept within 1 qəpik … the largest price. */
export function newPrice(price: number, mode: 'amount' | 'percent', value: number): number {
  const raw = mode === 'percent' ? pricePlusPercent(price, value) : price + value;
  return clamp(raw, 1, BULK_PRICE_MAX);
}

/** One product's values after `change`, and the problem that keeps it from being applied (null: none). */
export function applyBulkChange(v: BulkValues, change: BulkChange): { after: BulkValues; problem: BulkProblem | null } {
  const after: BulkValues = { ...v, badges: [...v.badges] };
  switch (change.kind) {
    case 'price':
      after.price = newPrice(v.price, change.mode, change.value);
      break;
    case 'priceOld':
      after.priceOld = change.value;
      break;
    case 'stock': {
      const raw = change.mode === 'set' ? change.value : v.stock + change.value;
      if (raw < 0) return { after: { ...after, stock: 0 }, problem: 'admin-catalog.bulk.stockBelowZero' };
      after.stock = Math.min(raw, BULK_STOCK_MAX);
      break;
    }
    case 'active':
      after.active = change.value;
      break;
    case 'category':
      after.categoryId = change.value;
      break;
    case 'badge':
      after.badges =
        change.mode === 'add'
          ? [...new Set([...v.badges, change.value])].sort((a, b) => a - b)
          : v.badges.filter((b) => b !== change.value);
      break;
  }
  const problem =
    after.priceOld !== null && after.priceOld <= after.price ? 'admin-catalog.validation.oldPriceNotAbove' : null;
  return { after, problem };
}

/** The fields of `before` that `after` changes (what the trail and the preview show). */
export function bulkDiff(before: BulkValues, after: BulkValues): (keyof BulkValues)[] {
  return (Object.keys(before) as (keyof BulkValues)[]).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
}
