import { describe, expect, it } from 'vitest';
import { promoButton } from './promo-field';

describe('the promo field’s button', () => {
  it('removes the applied code while the field shows it, whatever its case and spaces', () => {
    expect(promoButton('VOLT10', 'VOLT10')).toBe('remove');
    expect(promoButton('VOLT10', ' volt10 ')).toBe('remove');
    expect(promoButton('volt10', 'VOLT10')).toBe('remove');
  });

  it('applies a new code typed after a code was applied or refused (it never wipes what was typed)', () => {
    expect(promoButton('WRONG1', 'VOLT10')).toBe('apply');
    expect(promoButton('WRONG1', 'WRONG')).toBe('apply');
    expect(promoButton('', 'VOLT10')).toBe('apply');
  });

  it('offers nothing for an empty field with no code, and removal for an emptied field with a code applied', () => {
    expect(promoButton('', '  ')).toBe('none');
    expect(promoButton('VOLT10', '')).toBe('remove');
  });
});
