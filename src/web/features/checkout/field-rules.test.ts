import { describe, expect, it } from 'vitest';
import { checkoutRequest } from '~/domain/api/checkout';
import {
  checkoutInput,
  draftValues,
  formErrors,
  formFieldOf,
  giftOn,
  installmentChoice,
  pricingInput,
  withDelivery,
  type CheckoutValues,
} from './field-rules';

const base: CheckoutValues = {
  fullName: 'Nigar Əliyeva',
  email: '',
  mobile: { prefix: '50', local: '5550011' },
  delivery: 'pickup',
  city: null,
  district: null,
  place: null,
  address: '',
  branch: 3,
  payment: 'cash',
  creditCard: null,
  creditMonth: null,
  promoCode: '',
  gift: false,
  giftFirstName: '',
  giftLastName: '',
  giftMobile: { prefix: '', local: '' },
  giftNote: '',
  terms: true,
};
const cart = [{ id: 7, qty: 2 }];
/** home delivery, everything filled in */
const home: CheckoutValues = {
  ...base,
  delivery: 'delivery',
  payment: 'card',
  branch: null,
  city: 1,
  district: 2,
  place: 3,
  address: 'Nizami 10',
};

/** What the server's schema says about the request the form would send: field → i18n key. */
function serverErrors(v: CheckoutValues, source: 'checkout' | 'buyNow') {
  const input = checkoutInput(v, { cart, source });
  const r = checkoutRequest.safeParse(input);
  if (r.success) return {};
  // the schema names its own i18n key on every rule the form mirrors (the server's edge passes them on as they are)
  const out: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const k = issue.path.join('.');
    out[formFieldOf(k) ?? k] ??= issue.message;
  }
  return out;
}

describe('checkout field rules', () => {
  it('accepts a complete pickup order with cash, and the server agrees', () => {
    expect(formErrors(base, 'buyNow')).toEqual({});
    expect(serverErrors(base, 'buyNow')).toEqual({});
  });

  it('asks for name and mobile ("Mobile number is required"), the branch at pickup, the terms on the checkout page', () => {
    const v = { ...base, fullName: '  ', mobile: { prefix: '', local: '' }, branch: null, terms: false };
    expect(formErrors(v, 'checkout')).toEqual({
      fullName: 'validation.required',
      mobile: 'checkout.errors.mobileRequired',
      branch: 'validation.required',
      terms: 'checkout.terms.required',
    });
    // the popup has no terms box
    expect(formErrors(v, 'buyNow').terms).toBeUndefined();
  });

  it('asks for city, then district, then place, and the address with home delivery (and no branch)', () => {
    const v = { ...base, delivery: 'delivery' as const, payment: 'card' as const, branch: null };
    expect(formErrors(v, 'buyNow')).toEqual({ city: 'validation.required', address: 'validation.required' });
    expect(formErrors({ ...v, city: 1 }, 'buyNow')).toEqual({
      district: 'validation.required',
      address: 'validation.required',
    });
    expect(formErrors({ ...v, city: 1, district: 2, address: 'Nizami 10' }, 'buyNow')).toEqual({
      place: 'validation.required',
    });
    expect(formErrors({ ...v, city: 1, district: 2, place: 3, address: 'Nizami 10' }, 'buyNow')).toEqual({});
  });

  it('refuses a wrong mobile, a wrong email, a name with digits, markup in the address — as the server does', () => {
    const v: CheckoutValues = {
      ...base,
      delivery: 'delivery',
      payment: 'card',
      city: 1,
      district: 2,
      place: 3,
      address: '<b>Nizami</b>',
      email: 'not-an-email',
      fullName: 'R2D2',
      mobile: { prefix: '12', local: '5550011' },
    };
    const client = formErrors(v, 'buyNow');
    expect(client).toEqual({
      fullName: 'validation.name',
      email: 'validation.email',
      mobile: 'validation.mobile',
      address: 'validation.plainText',
    });
    expect(serverErrors(v, 'buyNow')).toEqual(client);
    // an incomplete number is wrong too
    expect(formErrors({ ...base, mobile: { prefix: '50', local: '555' } }, 'buyNow').mobile).toBe('validation.mobile');
  });

  it('refuses an address a courier cannot find (shorter than a street and a house number) — as the server does', () => {
    for (const address of ['x', ' 12  ', 'Baki']) {
      const v = { ...home, address };
      expect(formErrors(v, 'buyNow')).toEqual({ address: 'validation.addressShort' });
      expect(serverErrors(v, 'buyNow')).toEqual({ address: 'validation.addressShort' });
    }
    expect(formErrors({ ...home, address: 'Nizami 5' }, 'buyNow')).toEqual({});
    expect(serverErrors({ ...home, address: 'Nizami 5' }, 'buyNow')).toEqual({});
  });

  it('checks the gift fields only when the gift box is ticked on the checkout page', () => {
    const gift = {
      ...home,
      gift: true,
      giftFirstName: 'Leyla',
      giftLastName: '',
      giftMobile: { prefix: '99', local: '12' },
      giftNote: 'Happy birthday 🎉',
    };
    const client = formErrors(gift, 'checkout');
    expect(client).toEqual({
      giftLastName: 'validation.required',
      giftMobile: 'validation.mobile',
      giftNote: 'validation.plainText',
    });
    expect(serverErrors(gift, 'checkout')).toEqual(client);
    expect(formErrors({ ...gift, gift: false }, 'checkout')).toEqual({});
  });

  it('has no gift with pickup: a ticked box left from home delivery is neither checked nor sent', () => {
    const gift = {
      ...home,
      gift: true,
      giftFirstName: 'Leyla',
      giftLastName: '',
      giftMobile: { prefix: '99', local: '12' },
    };
    expect(giftOn(gift, 'checkout')).toBe(true);
    const pickup = withDelivery(gift, 'pickup').values;
    pickup.branch = 3;
    expect(giftOn(pickup, 'checkout')).toBe(false);
    expect(formErrors(pickup, 'checkout')).toEqual({});
    expect(checkoutInput(pickup, { cart, source: 'checkout' })).not.toHaveProperty('gift');
  });

  it('needs the card and the months for installments', () => {
    expect(formErrors({ ...base, payment: 'installment' }, 'buyNow')).toEqual({
      creditCard: 'validation.required',
      creditMonth: 'validation.required',
    });
  });

  it("maps the server's nested field names onto the form's", () => {
    expect(formFieldOf('gift.giftMobile')).toBe('giftMobile');
    expect(formFieldOf('otpCode')).toBe('otpCode');
    expect(formFieldOf('cart.0.qty')).toBeNull();
  });
});

describe('checkout request', () => {
  it('sends the branch at pickup and the address fields with delivery, never both', () => {
    const pickup = checkoutInput({ ...base, city: 1, address: 'left over' }, { cart, source: 'buyNow' });
    expect(pickup).toMatchObject({
      delivery: 'pickup',
      branch: 3,
      payment: 'cash',
      mobile: '+994505550011',
      source: 'buyNow',
      cart,
    });
    expect(pickup).not.toHaveProperty('address');
    expect(pickup).not.toHaveProperty('terms');
    const delivery = checkoutInput(
      {
        ...base,
        delivery: 'delivery',
        payment: 'installment',
        creditCard: 'birkart',
        creditMonth: 6,
        city: 1,
        district: 2,
        place: 3,
        address: ' Nizami 10 ',
        terms: true,
      },
      { cart, source: 'checkout' },
    );
    expect(delivery).toMatchObject({
      city: 1,
      district: 2,
      place: 3,
      address: 'Nizami 10',
      creditCard: 'birkart',
      creditMonth: 6,
      terms: true,
    });
    expect(delivery).not.toHaveProperty('branch');
  });

  it('carries the code step and the gift only when they are there', () => {
    const r = checkoutInput(
      {
        ...home,
        gift: true,
        giftFirstName: 'Leyla',
        giftLastName: 'Quliyeva',
        giftMobile: { prefix: '70', local: '1234567' },
        giftNote: '',
      },
      { cart, source: 'checkout', otpToken: 'tok', otpCode: ' 123456 ' },
    );
    expect(r).toMatchObject({
      otpToken: 'tok',
      otpCode: '123456',
      gift: { giftFirstName: 'Leyla', giftLastName: 'Quliyeva', giftMobile: '+994701234567', giftNote: null },
    });
    expect(checkoutRequest.safeParse(r).success).toBe(true);
    expect(checkoutInput({ ...base, gift: true }, { cart, source: 'buyNow' })).not.toHaveProperty('gift');
  });

  it('prices with the place only for delivery, the mobile only when complete, and always its own promo code', () => {
    expect(pricingInput({ ...base, city: 1, place: 3 })).toEqual({
      delivery: 'pickup',
      payment: 'cash',
      mobile: '994505550011',
      promoCode: '',
    });
    expect(
      pricingInput({
        ...base,
        delivery: 'delivery',
        payment: 'card',
        city: 1,
        district: 2,
        place: 3,
        mobile: { prefix: '50', local: '55' },
        promoCode: 'VOLT10',
      }),
    ).toEqual({
      delivery: 'delivery',
      payment: 'card',
      city: 1,
      district: 2,
      place: 3,
      promoCode: 'VOLT10',
    });
  });
});

describe('payment follows delivery', () => {
  it('switches cash to card when home delivery is chosen, and says so', () => {
    expect(withDelivery(base, 'delivery')).toEqual({
      values: { ...base, delivery: 'delivery', payment: 'card' },
      switchedToCard: true,
    });
    const card = { ...base, payment: 'card' as const };
    expect(withDelivery(card, 'delivery')).toEqual({
      values: { ...card, delivery: 'delivery' },
      switchedToCard: false,
    });
    expect(withDelivery({ ...card, delivery: 'delivery' }, 'pickup').values.payment).toBe('card');
  });

  it('offers only the cards with months, and drops a choice the cap no longer allows', () => {
    const months = { birkart: [2, 3], tamkart: [3], other: [] };
    const v = { ...base, payment: 'installment' as const, creditCard: 'birkart', creditMonth: 12 };
    const r = installmentChoice(v, months, true);
    expect(r.cards).toEqual(['birkart', 'tamkart']);
    expect(r.values).toMatchObject({ creditCard: 'birkart', creditMonth: null });
    const kept = { ...v, creditMonth: 3 };
    expect(installmentChoice(kept, months, true).values).toBe(kept); // still allowed: unchanged
    const none = installmentChoice(v, months, false);
    expect(none.cards).toEqual([]);
    expect(none.values).toMatchObject({ creditCard: null, creditMonth: null });
  });
});

describe('repeating a failed order', () => {
  it('fills the form with the details the order was placed with (the terms box stays for the shopper to tick)', () => {
    const v = draftValues({
      fullName: 'Nigar Əliyeva',
      email: null,
      mobile: '994705550011',
      delivery: 'delivery',
      city: 1,
      district: 2,
      place: 3,
      address: 'Nizami 10',
      branch: null,
      payment: 'installment',
      creditCard: 'birkart',
      creditMonth: 6,
      promoCode: 'volt10',
      gift: { giftFirstName: 'Leyla', giftLastName: 'Quliyeva', giftMobile: '994991234567', giftNote: null },
    });
    expect(v).toEqual({
      fullName: 'Nigar Əliyeva',
      email: '',
      mobile: { prefix: '70', local: '5550011' },
      delivery: 'delivery',
      city: 1,
      district: 2,
      place: 3,
      address: 'Nizami 10',
      branch: null,
      payment: 'installment',
      creditCard: 'birkart',
      creditMonth: 6,
      promoCode: 'VOLT10',
      gift: true,
      giftFirstName: 'Leyla',
      giftLastName: 'Quliyeva',
      giftMobile: { prefix: '99', local: '1234567' },
      giftNote: '',
    });
    const filled = { ...base, ...v, terms: true };
    expect(formErrors(filled, 'checkout')).toEqual({});
    expect(serverErrors(filled, 'checkout')).toEqual({});
  });

  it("takes a pickup order's branch and card, and no address", () => {
    const v = draftValues({
      fullName: 'Nigar Əliyeva',
      email: 'n@mail.az',
      mobile: '994505550011',
      delivery: 'pickup',
      city: null,
      district: null,
      place: null,
      address: null,
      branch: 4,
      payment: 'card',
      creditCard: null,
      creditMonth: null,
      promoCode: null,
      gift: null,
    });
    expect(v).toMatchObject({
      delivery: 'pickup',
      branch: 4,
      payment: 'card',
      city: null,
      address: '',
      gift: false,
      promoCode: '',
      email: 'n@mail.az',
    });
  });
});
