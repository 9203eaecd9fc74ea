import { describe, expect, it } from 'vitest';
import { COUPON_GIFTS, couponCount, couponGift } from './coupons.ts';

describe('coupons', () => {
  it('gives one coupon per 10 ₼ above 10 ₼', () => {
    expect(couponCount(0)).toBe(0);
    expect(couponCount(999)).toBe(0);
    expect(couponCount(1000)).toBe(0); // exactly 10 ₼ is not above 10
    expect(couponCount(1001)).toBe(1);
    expect(couponCount(1999)).toBe(1);
    expect(couponCount(2000)).toBe(2);
    expect(couponCount(129999)).toBe(129);
    expect(couponCount(Number.NaN)).toBe(0);
  });

  it('maps coupon counts to gift tiers', () => {
    expect(COUPON_GIFTS.map((g) => g.coupons)).toEqual([5, 10, 15, 20, 25, 30, 40]);
    expect(couponGift(4)).toBeNull();
    expect(couponGift(5)).toBe('screenProtector');
    expect(couponGift(14)).toBe('clearCase');
    expect(couponGift(15)).toBe('memoryCard');
    expect(couponGift(20)).toBe('adapter');
    expect(couponGift(25)).toBe('headphones');
    expect(couponGift(39)).toBe('powerBank');
    expect(couponGift(40)).toBe('smartWatch');
    expect(couponGift(400)).toBe('smartWatch');
  });
});
