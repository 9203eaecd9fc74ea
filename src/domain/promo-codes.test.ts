import { describe, expect, it } from 'vitest';
import { promoCodeFieldErrors } from './promo-codes.ts';

describe('promo code rules across fields', () => {
  it('tells the missing value of the chosen kind and a period ending before it starts together', () => {
    expect(
      promoCodeFieldErrors({
        kind: 'percent',
        percent: null,
        startsAt: '2026-12-02T00:00:00.000Z',
        endsAt: '2026-12-01T00:00:00.000Z',
      }),
    ).toEqual({
      percent: 'validation.required',
      endsAt: 'admin-sales.promo.endsBeforeStart',
    });
    expect(promoCodeFieldErrors({ kind: 'amount' })).toEqual({ amount: 'validation.required' });
  });

  it('passes good values and leaves raw ones (already wrong by their own rule) alone', () => {
    expect(
      promoCodeFieldErrors({
        kind: 'percent',
        percent: 10,
        startsAt: '2026-12-01T00:00:00.000Z',
        endsAt: '2026-12-02T00:00:00.000Z',
      }),
    ).toEqual({});
    expect(promoCodeFieldErrors({ kind: 'percent', percent: 0, startsAt: 'tomorrow', endsAt: 5 })).toEqual({});
    expect(promoCodeFieldErrors({ kind: 'nonsense' })).toEqual({});
  });
});
