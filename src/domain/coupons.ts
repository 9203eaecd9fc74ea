import type { Qepik } from './money.ts';

/**
 * Coupon badge (CONST-4): one coupon per 10 ₼ of the price, only for prices above 10 ₼.
 * Prices are qəpik: 10 ₼ = 1000.
 */
export const COUPON_STEP: Qepik = 1000;

export function couponCount(price: Qepik): number {
  if (!Number.isFinite(price) || price <= COUPON_STEP) return 0;
  return Math.floor(price / COUPON_STEP);
}

type CouponGift =
  'screenProtector' | 'clearCase' | 'memoryCard' | 'adapter' | 'headphones' | 'powerBank' | 'smartWatch';

/** Gift tiers: coupons needed → gift (i18n key suffix). */
export const COUPON_GIFTS: readonly { coupons: number; gift: CouponGift }[] = [
  { coupons: 5, gift: 'screenProtector' },
  { coupons: 10, gift: 'clearCase' },
  { coupons: 15, gift: 'memoryCard' },
  { coupons: 20, gift: 'adapter' },
  { coupons: 25, gift: 'headphones' },
  { coupons: 30, gift: 'powerBank' },
  { coupons: 40, gift: 'smartWatch' },
];

/** The best gift reachable with `coupons` coupons, or null below the first tier. */
export function couponGift(coupons: number): CouponGift | null {
  let best: CouponGift | null = null;
  for (const t of COUPON_GIFTS) if (coupons >= t.coupons) best = t.gift;
  return best;
}
