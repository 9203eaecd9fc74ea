import type { ApiInput } from '~/domain/api/endpoints';
import type { RetryDraft } from '~/domain/api/orders';
import { ADDRESS_MIN, isEmail, isPersonName, isPlainText } from '~/domain/validation';
import {
  completeMobile,
  EMPTY_MOBILE,
  mobileValue,
  readLocalInput,
  type MobileParts,
} from '~/web/components/form/mobile-mask';

/**
 * The checkout form's values, its client-side rules (CHK-2, FORM-1 — the same rules the server's schema
 * `domain/api/checkout.ts` applies, checked again there) and the request built from it. Pure: no React, no zod (the
 * page does not carry the schemas; `field-rules.test.ts` holds both sides to the same answers).
 */

export type DeliveryType = 'delivery' | 'pickup';
export type PaymentType = 'cash' | 'card' | 'installment';
export type Source = 'checkout' | 'buyNow';

export interface CheckoutValues {
  fullName: string;
  email: string;
  mobile: MobileParts;
  delivery: DeliveryType;
  city: number | null;
  district: number | null;
  place: number | null;
  address: string;
  branch: number | null;
  payment: PaymentType;
  creditCard: string | null;
  creditMonth: number | null;
  /** the applied promo code ('' = none) */
  promoCode: string;
  gift: boolean;
  giftFirstName: string;
  giftLastName: string;
  giftMobile: MobileParts;
  giftNote: string;
  terms: boolean;
}

export type FieldName =
  | 'fullName'
  | 'email'
  | 'mobile'
  | 'delivery'
  | 'city'
  | 'district'
  | 'place'
  | 'address'
  | 'branch'
  | 'payment'
  | 'creditCard'
  | 'creditMonth'
  | 'promoCode'
  | 'giftFirstName'
  | 'giftLastName'
  | 'giftMobile'
  | 'giftNote'
  | 'terms'
  | 'otpCode';

/** i18n keys per field */
export type FieldErrors = Partial<Record<FieldName, string>>;

// the server's bounds (domain/api/checkout.ts: FULL_NAME_MAX, ADDRESS_MAX, GIFT_NOTE_MAX; written again here so this
// chunk does not take the zod schemas along); the name, plain-text and email rules are domain/validation.ts's
const FULL_NAME_MAX = 100;
const GIFT_NAME_MAX = 50;
const ADDRESS_MAX = 300;
const GIFT_NOTE_MAX = 500;

function nameRule(v: string, max: number): string | undefined {
  const s = v.trim();
  if (!s) return 'validation.required';
  if (s.length > max) return 'validation.tooLong';
  return isPersonName(s) ? undefined : 'validation.name';
}

/** `min`: the street address's shortest length (ADDRESS_MIN, the only text with one; its message says what to write). */
function textRule(v: string, max: number, required: boolean, min = 1): string | undefined {
  const s = v.trim();
  if (!s) return required ? 'validation.required' : undefined;
  if (s.length < min) return 'validation.addressShort';
  if (s.length > max) return 'validation.tooLong';
  return isPlainText(s) ? undefined : 'validation.plainText';
}

function mobileRule(m: MobileParts): string | undefined {
  if (!m.prefix && !m.local) return 'checkout.errors.mobileRequired';
  return completeMobile(m) ? undefined : 'validation.mobile';
}

/**
 * Whether the order goes as a gift: the checkout page's option, and only with home delivery — a gift is delivered to
 * the recipient's address, so with pickup there is none (the server refuses the gift's fields there, decision 0057).
 */
export function giftOn(v: CheckoutValues, source: Source): boolean {
  return source === 'checkout' && v.gift && v.delivery === 'delivery';
}

/** The fields the form shows for these values (which ones are asked for depends on the choices). */
export function activeFields(v: CheckoutValues, source: Source): FieldName[] {
  const out: FieldName[] = ['fullName', 'email', 'mobile', 'delivery'];
  if (v.delivery === 'delivery') out.push('city', 'district', 'place', 'address');
  else out.push('branch');
  out.push('payment');
  if (v.payment === 'installment') out.push('creditCard', 'creditMonth');
  if (source === 'checkout') {
    if (giftOn(v, source)) out.push('giftFirstName', 'giftLastName', 'giftMobile', 'giftNote');
    out.push('terms');
  }
  return out;
}

/** The i18n key of what is wrong with one field, or undefined. */
export function fieldError(field: FieldName, v: CheckoutValues): string | undefined {
  switch (field) {
    case 'fullName':
      return nameRule(v.fullName, FULL_NAME_MAX);
    case 'email': {
      const s = v.email.trim();
      return s && !isEmail(s) ? 'validation.email' : undefined;
    }
    case 'mobile':
      return mobileRule(v.mobile);
    case 'city':
      return v.city ? undefined : 'validation.required';
    // one step of the chain at a time: a district is asked for once there is a city, a place once there is a district
    case 'district':
      return v.district || !v.city ? undefined : 'validation.required';
    case 'place':
      return v.place || !v.district ? undefined : 'validation.required';
    case 'address':
      return textRule(v.address, ADDRESS_MAX, true, ADDRESS_MIN);
    case 'branch':
      return v.branch ? undefined : 'validation.required';
    case 'payment':
      return v.payment === 'cash' && v.delivery === 'delivery' ? 'checkout.payment.cashPickupOnly' : undefined;
    case 'creditCard':
      return v.creditCard ? undefined : 'validation.required';
    case 'creditMonth':
      return v.creditMonth ? undefined : 'validation.required';
    case 'giftFirstName':
      return nameRule(v.giftFirstName, GIFT_NAME_MAX);
    case 'giftLastName':
      return nameRule(v.giftLastName, GIFT_NAME_MAX);
    case 'giftMobile':
      return mobileRule(v.giftMobile);
    case 'giftNote':
      return textRule(v.giftNote, GIFT_NOTE_MAX, false);
    case 'terms':
      return v.terms ? undefined : 'checkout.terms.required';
    default:
      return undefined;
  }
}

/** Every error of the form as it stands (i18n keys), in the order the fields are shown. */
export function formErrors(v: CheckoutValues, source: Source): FieldErrors {
  const out: FieldErrors = {};
  for (const f of activeFields(v, source)) {
    const e = fieldError(f, v);
    if (e) out[f] = e;
  }
  return out;
}

/** The server names nested fields by path ("gift.giftFirstName"); the form by their own name. */
export function formFieldOf(serverField: string): FieldName | null {
  const last = serverField.startsWith('gift.') ? serverField.slice(5) : serverField;
  const known: readonly string[] = [
    'fullName',
    'email',
    'mobile',
    'delivery',
    'city',
    'district',
    'place',
    'address',
    'branch',
    'payment',
    'creditCard',
    'creditMonth',
    'promoCode',
    'giftFirstName',
    'giftLastName',
    'giftMobile',
    'giftNote',
    'terms',
    'otpCode',
  ];
  return known.includes(last) ? (last as FieldName) : null;
}

/** The checkout request for these values (CHK-1…CHK-2): only the fields the choices ask for. */
export function checkoutInput(
  v: CheckoutValues,
  ctx: { cart: { id: number; qty: number }[]; source: Source; otpToken?: string | null; otpCode?: string | null },
): ApiInput<'checkout.submit'> {
  const email = v.email.trim();
  return {
    cart: ctx.cart.map((e) => ({ id: e.id, qty: e.qty })),
    source: ctx.source,
    ...(ctx.source === 'checkout' ? { terms: v.terms } : {}),
    ...(ctx.otpToken ? { otpToken: ctx.otpToken, otpCode: ctx.otpCode?.trim() ?? null } : {}),
    fullName: v.fullName.trim(),
    email: email || null,
    mobile: mobileValue(v.mobile),
    country: 'AZ',
    delivery: v.delivery,
    ...(v.delivery === 'delivery'
      ? { city: v.city, district: v.district, place: v.place, address: v.address.trim() }
      : { branch: v.branch }),
    payment: v.payment,
    ...(v.payment === 'installment' ? { creditCard: v.creditCard, creditMonth: v.creditMonth } : {}),
    ...(v.promoCode ? { promoCode: v.promoCode } : {}),
    ...(giftOn(v, ctx.source)
      ? {
          gift: {
            giftFirstName: v.giftFirstName.trim(),
            giftLastName: v.giftLastName.trim(),
            giftMobile: mobileValue(v.giftMobile),
            giftNote: v.giftNote.trim() || null,
          },
        }
      : {}),
  };
}

/** The cart summary's pricing inputs for these values (delivery, place, payment, promo code, a complete mobile). */
export function pricingInput(v: CheckoutValues) {
  const mobile = completeMobile(v.mobile);
  return {
    delivery: v.delivery,
    payment: v.payment,
    ...(v.delivery === 'delivery' ? { city: v.city, district: v.district, place: v.place } : {}),
    ...(mobile ? { mobile } : {}),
    // always said ('' = none): left out, the server would price with the code kept with the cart (decision 0076)
    promoCode: v.promoCode,
  };
}

/**
 * Delivery and payment go together (CHK-3): cash only at pickup, so choosing home delivery while cash is
 * selected switches to card. Returns the new values and whether the payment was switched (the form says so).
 */
export function withDelivery(
  v: CheckoutValues,
  delivery: DeliveryType,
): { values: CheckoutValues; switchedToCard: boolean } {
  const switchedToCard = delivery === 'delivery' && v.payment === 'cash';
  return { values: { ...v, delivery, ...(switchedToCard ? { payment: 'card' as const } : {}) }, switchedToCard };
}

/**
 * Installment choices the summary allows (`installmentMonths` per card, already capped by the engine; PAY-3):
 * cards with at least one month, and the chosen card and months dropped when they are no longer offered.
 */
export function installmentChoice(
  v: CheckoutValues,
  months: Record<string, number[]>,
  offered: boolean,
): { cards: string[]; values: CheckoutValues } {
  const cards = offered ? Object.keys(months).filter((c) => (months[c] ?? []).length > 0) : [];
  let { creditCard, creditMonth } = v;
  if (creditCard && !cards.includes(creditCard)) creditCard = null;
  if (creditMonth && !(creditCard && months[creditCard]?.includes(creditMonth))) creditMonth = null;
  return {
    cards,
    values: creditCard === v.creditCard && creditMonth === v.creditMonth ? v : { ...v, creditCard, creditMonth },
  };
}

/**
 * The form's values from a failed order's details ("Repeat checkout", decision 0057): contact, delivery, payment,
 * promo code and gift as they were. The terms box is not ticked for the shopper.
 */
export function draftValues(d: NonNullable<RetryDraft['details']>): Partial<CheckoutValues> {
  const delivery = d.delivery === 'delivery';
  return {
    fullName: d.fullName,
    email: d.email ?? '',
    mobile: readLocalInput(`+${d.mobile}`, EMPTY_MOBILE),
    delivery: d.delivery,
    city: delivery ? d.city : null,
    district: delivery ? d.district : null,
    place: delivery ? d.place : null,
    address: delivery ? (d.address ?? '') : '',
    branch: delivery ? null : d.branch,
    payment: d.payment,
    creditCard: d.payment === 'installment' ? d.creditCard : null,
    creditMonth: d.payment === 'installment' ? d.creditMonth : null,
    promoCode: (d.promoCode ?? '').toUpperCase(),
    gift: delivery && d.gift !== null,
    giftFirstName: d.gift?.giftFirstName ?? '',
    giftLastName: d.gift?.giftLastName ?? '',
    giftMobile: d.gift ? readLocalInput(`+${d.gift.giftMobile}`, EMPTY_MOBILE) : EMPTY_MOBILE,
    giftNote: d.gift?.giftNote ?? '',
  };
}
