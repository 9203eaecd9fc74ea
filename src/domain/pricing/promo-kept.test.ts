import { describe, expect, it } from 'vitest';
import { keptPromoCode, promoStaysWithCart } from './promo.ts';

describe('the promo code kept with the cart (decision 0076)', () => {
  it('stays while it works or only the cart keeps it from working; leaves when it no longer works', () => {
    expect(promoStaysWithCart(null)).toBe(true);
    for (const key of ['promo.applied', 'promo.belowMinimum', 'promo.notApplicable'] as const)
      expect(promoStaysWithCart({ key }), key).toBe(true);
    for (const key of [
      'promo.unknown',
      'promo.inactive',
      'promo.notStarted',
      'promo.expired',
      'promo.usedUp',
      'promo.usedByYou',
      'promo.notYours',
    ] as const)
      expect(promoStaysWithCart({ key }), key).toBe(false);
  });

  it("reads a guest's cookie as a code in upper case, or nothing for junk", () => {
    expect(keptPromoCode('volt10')).toBe('VOLT10');
    expect(keptPromoCode(' Yay_2-x ')).toBe('YAY_2-X');
    expect(keptPromoCode('%C6%8FLA')).toBe('ƏLA');
    for (const junk of [undefined, null, '', '%E0%A4%A', 'a b', '<x>', 'A'.repeat(33), '%20'])
      expect(keptPromoCode(junk), String(junk)).toBeNull();
  });
});
