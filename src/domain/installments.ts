import type { Qepik } from './money.ts';

/**
 * Installment rules (PAY-2…PAY-3).
 *
 * Our reading of the spec:
 * - An item allows 12 months when its price ≥ 99.90 ₼, or the cart total ≥ 99.90 ₼, or it belongs to a
 *   small-household-appliance category (the category or any ancestor has small_appliance = 1).
 * - Otherwise it allows 6 months, "raised to the card's own largest month option". Read literally
 *   (limit = the card's largest option) a card offering 12 would give 12 months to every cheap item and
 *   the 99.90 ₼ rule would mean nothing. We read it as: the limit is 6, raised to the card's nearest
 *   option at or above 6 when the card has no 6 (a card with 3, 9, 12 gives 9), never above 12; a card
 *   whose options are all below 6 is limited by its largest option.
 * - The months a card offers for an item are the card's configured months ≤ the limit.
 * - The smallest limit across the cart's items caps the choices at checkout (`cartMonthsLimit`).
 * - The monthly payment is the price divided by months, rounded to 2 decimals (whole qəpik).
 * - Installment is disabled when the total is at or below the configured minimum amount.
 */
const TWELVE_MONTHS_FROM: Qepik = 9990;
/** No item is sold on more months than this, whatever a card offers. */
export const MAX_ITEM_MONTHS = 12;

export function monthly(price: Qepik, months: number): Qepik {
  if (!Number.isFinite(months) || months <= 0) return price;
  return Math.round(price / months);
}

export function maxMonthsForItem(
  price: Qepik,
  cartTotal: Qepik,
  smallAppliance: boolean,
  cardMonths: readonly number[],
): number {
  if (price >= TWELVE_MONTHS_FROM || cartTotal >= TWELVE_MONTHS_FROM || smallAppliance) return MAX_ITEM_MONTHS;
  const sorted = [...cardMonths].filter((m) => Number.isFinite(m) && m > 0).sort((a, b) => a - b);
  if (sorted.length === 0) return 6;
  const atLeastSix = sorted.find((m) => m >= 6);
  if (atLeastSix !== undefined) return Math.min(Math.max(6, atLeastSix), MAX_ITEM_MONTHS);
  return Math.max(...sorted);
}

/** The card's months allowed under a limit. */
export function allowedMonths(cardMonths: readonly number[], limit: number): number[] {
  return [...new Set(cardMonths)].filter((m) => m > 0 && m <= limit).sort((a, b) => a - b);
}

/** The smallest per-item limit caps the whole cart. */
export function cartMonthsLimit(
  items: readonly { price: Qepik; smallAppliance: boolean }[],
  cartTotal: Qepik,
  cardMonths: readonly number[],
): number {
  let limit = Infinity;
  for (const it of items) limit = Math.min(limit, maxMonthsForItem(it.price, cartTotal, it.smallAppliance, cardMonths));
  return Number.isFinite(limit) ? limit : 0;
}

export function installmentAvailable(total: Qepik, minAmount: Qepik): boolean {
  return total > minAmount;
}

/**
 * The most months any product can get with the configured cards: what the shop may promise (home page).
 * Months a card offers above MAX_ITEM_MONTHS are never offered for an item, so they are never promised.
 */
export function maxInstallmentMonths(cards: Readonly<Record<string, readonly number[]>>): number {
  return Math.max(0, ...Object.values(cards).flatMap((months) => allowedMonths(months, MAX_ITEM_MONTHS)));
}
