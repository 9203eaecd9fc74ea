import { describe, expect, it } from 'vitest';
import type { AddressView } from '~/domain/api/account';
import { EMPTY_MOBILE } from '~/web/components/form/mobile-mask';
import type { RootData } from '~/web/lib/root-data';
import { firstValues, withError } from './checkout-values';

const address = (id: number, over: Partial<AddressView> = {}): AddressView => ({
  id,
  title: `Home ${id}`,
  city: { id: 1, title: 'Baku' },
  district: { id: 10 + id, title: 'Yasamal' },
  place: { id: 100 + id, title: 'Ahmadli' },
  address: `Street ${id}`,
  selected: false,
  line: `Baku, Street ${id}`,
  ...over,
});
const viewer = {
  id: 7,
  firstName: 'Aysel',
  lastName: 'Mammadova',
  fullName: 'Aysel Mammadova',
  loyal: false,
  hasPassword: true,
  mobile: '994501234567',
  email: 'aysel@example.com',
} as NonNullable<RootData['viewer']>;

describe('the checkout form’s first values (CHK-2)', () => {
  it('a guest starts empty: the first delivery method, a payment other than cash with delivery, the promo code upper case', () => {
    const v = firstValues(['delivery', 'pickup'], ['cash', 'card'], null, [], ' spring10 ', undefined);
    expect(v).toMatchObject({
      fullName: '',
      email: '',
      mobile: EMPTY_MOBILE,
      delivery: 'delivery',
      payment: 'card',
      city: null,
      place: null,
      promoCode: 'SPRING10',
      gift: false,
      terms: false,
    });
  });

  it('cash stays first with pickup, and is taken when it is the only payment', () => {
    expect(firstValues(['pickup'], ['cash', 'card'], null, [], '', undefined).payment).toBe('cash');
    expect(firstValues(['delivery'], ['cash'], null, [], '', undefined).payment).toBe('cash');
  });

  it("a signed-in customer's contact and main address are filled in for home delivery", () => {
    const v = firstValues(
      ['delivery', 'pickup'],
      ['card'],
      viewer,
      [address(1), address(2, { selected: true })],
      '',
      undefined,
    );
    expect(v).toMatchObject({
      fullName: 'Aysel Mammadova',
      email: 'aysel@example.com',
      mobile: { prefix: '50', local: '1234567' },
      city: 1,
      district: 12,
      place: 102,
      address: 'Street 2',
    });
  });

  it('an address without a place, or pickup first, fills in no address', () => {
    const incomplete = [address(1, { selected: true, place: null })];
    expect(firstValues(['delivery'], ['card'], viewer, incomplete, '', undefined).place).toBeNull();
    expect(firstValues(['pickup', 'delivery'], ['card'], viewer, [address(1)], '', undefined).city).toBeNull();
  });

  it('given values (a repeated order, decision 0057) win', () => {
    const v = firstValues(['delivery'], ['card'], viewer, [address(1)], 'A', { fullName: 'Other', promoCode: 'B' });
    expect(v.fullName).toBe('Other');
    expect(v.promoCode).toBe('B');
  });
});

describe('withError', () => {
  it('sets, replaces and clears one field’s error, keeping the same object when nothing changes', () => {
    const e = { email: 'bad' };
    expect(withError(e, 'email', 'bad')).toBe(e);
    expect(withError(e, 'fullName', undefined)).toBe(e);
    expect(withError(e, 'fullName', 'required')).toEqual({ email: 'bad', fullName: 'required' });
    expect(withError(e, 'email', undefined)).toEqual({});
    expect(e).toEqual({ email: 'bad' });
  });
});
