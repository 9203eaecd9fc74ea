/**
 * Money is an integer number of qəpik (1 ₼ = 100 qəpik). Format only at the edge.
 */
export type Qepik = number;

/** 129999 → "1 299.99 ₼" (two decimals, a space between thousands, ₼ after the amount). */
export function formatMoney(q: Qepik, withSymbol = true): string {
  const negative = q < 0;
  const abs = Math.abs(Math.round(q));
  const whole = Math.floor(abs / 100).toString();
  const cents = (abs % 100).toString().padStart(2, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${negative ? '-' : ''}${grouped}.${cents}${withSymbol ? ' ₼' : ''}`;
}

/** "1299.99" or 1299.99 (AZN) → 129999 qəpik; null for anything that is not a non-negative amount. */
export function parseManat(v: string | number): Qepik | null {
  const s = typeof v === 'number' ? String(v) : v.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  return Math.round(Number(s) * 100);
}

/** Discount in whole percent between an old and a current price (0 when there is none). */
export function discountPercent(price: Qepik, priceOld: Qepik | null | undefined): number {
  if (!priceOld || priceOld <= price || priceOld <= 0) return 0;
  return Math.round(((priceOld - price) / priceOld) * 100);
}
