import type { AddressView } from '~/domain/api/account';
import { EMPTY_MOBILE, readLocalInput } from '~/web/components/form/mobile-mask';
import type { RootData } from '~/web/lib/root-data';
import type { CheckoutValues, DeliveryType, FieldErrors, FieldName, PaymentType } from './field-rules';

/**
 * The checkout form's first values and how its errors change (CHK-2). Pure: `checkout-values.test.ts`.
 */

/**
 * The values the form starts with: the first delivery method, the first payment method it allows (not cash with
 * delivery when another is offered), a signed-in customer's contact and main address (they can still change them),
 * the promo code of the address (`/checkout?promoCode=`), then `initial` on top ("Repeat checkout", decision 0057).
 */
export function firstValues(
  deliveryTypes: readonly DeliveryType[],
  paymentTypes: readonly PaymentType[],
  viewer: RootData['viewer'],
  savedAddresses: readonly AddressView[],
  promoCode: string,
  initial: Partial<CheckoutValues> | undefined,
): CheckoutValues {
  const delivery = deliveryTypes[0]!;
  const payment = paymentTypes.find((p) => !(p === 'cash' && delivery === 'delivery')) ?? paymentTypes[0]!;
  const main = savedAddresses.find((a) => a.selected) ?? savedAddresses[0];
  const home = delivery === 'delivery' && main?.district && main.place ? main : null;
  return {
    fullName: viewer?.fullName ?? '',
    email: viewer?.email ?? '',
    mobile: viewer ? readLocalInput(`+${viewer.mobile}`, EMPTY_MOBILE) : EMPTY_MOBILE,
    delivery,
    city: home?.city.id ?? null,
    district: home?.district?.id ?? null,
    place: home?.place?.id ?? null,
    address: home?.address ?? '',
    branch: null,
    payment,
    creditCard: null,
    creditMonth: null,
    promoCode: promoCode.trim().toUpperCase(),
    gift: false,
    giftFirstName: '',
    giftLastName: '',
    giftMobile: EMPTY_MOBILE,
    giftNote: '',
    terms: false,
    ...initial,
  };
}

/** `e` with field `f` showing `msg`, or without an error when `msg` is undefined (same object when nothing changes). */
export function withError(e: FieldErrors, f: FieldName, msg: string | undefined): FieldErrors {
  if (e[f] === msg) return e;
  const copy = { ...e };
  if (msg) copy[f] = msg;
  else delete copy[f];
  return copy;
}

/** Sets one of the form's values (and what follows from it: a new city clears the district and the place). */
export type SetValue = <K extends keyof CheckoutValues>(k: K, v: CheckoutValues[K]) => void;
