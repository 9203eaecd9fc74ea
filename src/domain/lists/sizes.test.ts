import { describe, expect, it } from 'vitest';
import { hasOwnSize, NO_SIZES, sizeFault } from './sizes.ts';

describe('cart line sizes (decision 0065)', () => {
  it('a product without sizes takes no size: any given one is foreign', () => {
    for (const none of [null, undefined, '', '  ']) expect(sizeFault(NO_SIZES, none)).toBeNull();
    for (const made of ['XXL', '../../../etc/passwd', 'NaN', '1e999', 'M'])
      expect(sizeFault(NO_SIZES, made), made).toBe('cart.error.size');
  });

  it('a product with sizes takes one of its own, and needs one', () => {
    const own = ['S', 'M', 'L'];
    expect(sizeFault(own, 'M')).toBeNull();
    expect(sizeFault(own, ' L ')).toBeNull();
    expect(sizeFault(own, 'XL')).toBe('cart.error.size');
    expect(sizeFault(own, 'm')).toBe('cart.error.size');
    expect(sizeFault(own, null)).toBe('cart.error.sizeRequired');
    expect(hasOwnSize(own, 'S')).toBe(true);
    expect(hasOwnSize(NO_SIZES, 'S')).toBe(false);
  });
});
