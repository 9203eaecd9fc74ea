import { COUPON_STEP, couponCount } from '../coupons.ts';
import type { Qepik } from '../money.ts';
import type { PaymentType, PricedLine, PricedProduct } from './types.ts';

/** Units of a line that are paid for under buy N pay N-1 (every N-th unit is free). */
function freeUnits(qty: number, n: number | null): number {
  if (!n || !Number.isSafeInteger(n) || n < 2) return 0;
  return Math.floor(qty / n);
}

/** Paid units per category, over the lines that can be bought (gifts excluded). */
export function unitsPerCategory(
  lines: readonly PricedLine[],
  products: ReadonlyMap<number, PricedProduct>,
): Map<number, number> {
  const out = new Map<number, number>();
  for (const l of lines) {
    if (l.giftOf !== null || (l.problem && l.problem !== 'qtyReduced')) continue;
    const c = products.get(l.id)!.categoryId;
    out.set(c, (out.get(c) ?? 0) + l.qty);
  }
  return out;
}

/**
 * The coupons a line earns (CART-29; decision 0023): each PAID unit earns the
 * product's badge count (`couponCount` of the price) — the free units of a buy N pay N-1 campaign earn nothing — and
 * never more than what the line costs after its discounts earns (one per full 10 ₼ of `payable`).
 */
function lineCoupons(unitPrice: Qepik, paidUnits: number, payable: Qepik): number {
  if (!(paidUnits > 0) || !(payable > 0)) return 0;
  return Math.min(paidUnits * couponCount(unitPrice), Math.floor(payable / COUPON_STEP));
}

/**
 * The product discounts of one line, applied in a fixed order, each on what the previous ones left
 * (so a line never goes below 0 ₼):
 * 1. campaign — buy N pay N-1: the free units;
 * 2. basket — `basketDiscount` off each paid unit;
 * 3. same category — `sameCategoryPercent` off when the cart holds at least two paid units of the
 *    product's category (this line's units count);
 * 4. cash — `cashDiscount` off each paid unit when paying cash.
 * See docs/decisions (pricing rules).
 */
export function applyProductDiscounts(
  line: PricedLine,
  p: PricedProduct,
  categoryUnits: number,
  payment: PaymentType | null,
): PricedLine {
  if (line.giftOf !== null || line.lineTotal === 0) return line;
  let left: Qepik = line.lineTotal;
  const free = freeUnits(line.qty, p.discountItemsCount);
  const paidUnits = line.qty - free;
  const campaign = Math.min(left, free * line.unitPrice);
  left -= campaign;
  const basket = Math.min(left, Math.max(0, p.basketDiscount ?? 0) * paidUnits);
  left -= basket;
  const pct = p.sameCategoryPercent ?? 0;
  const sameCategory =
    pct > 0 && categoryUnits >= 2 ? Math.min(left, Math.round((left * Math.min(pct, 100)) / 100)) : 0;
  left -= sameCategory;
  const cash = payment === 'cash' ? Math.min(left, Math.max(0, p.cashDiscount ?? 0) * paidUnits) : 0;
  left -= cash;
  return {
    ...line,
    discounts: { campaign, basket, sameCategory, cash },
    payable: left,
    coupons: lineCoupons(line.unitPrice, paidUnits, left),
  };
}

/**
 * The customer discount in percent: new customers (a known mobile with no completed order) and loyal
 * customers each have a configured percentage; they do not stack — the larger one applies.
 */
export function customerPercent(
  c: { mobile: string | null; loyal: boolean; hasCompletedOrder: boolean },
  s: { newCustomerPercent: number; loyaltyPercent: number },
): { kind: 'newCustomer' | 'loyalty' | null; percent: number } {
  const isNew = !!c.mobile && !c.hasCompletedOrder && s.newCustomerPercent > 0;
  const isLoyal = c.loyal && s.loyaltyPercent > 0;
  if (isLoyal && (!isNew || s.loyaltyPercent >= s.newCustomerPercent))
    return { kind: 'loyalty', percent: Math.min(100, s.loyaltyPercent) };
  if (isNew) return { kind: 'newCustomer', percent: Math.min(100, s.newCustomerPercent) };
  return { kind: null, percent: 0 };
}
