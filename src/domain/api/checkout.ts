import * as z from 'zod/mini';
import { LANGS } from '../i18n.ts';
import { ADDRESS_MIN } from '../validation.ts';
import { MAX_CART_LINES } from '../lists/guest-lists.ts';
import { cartEntrySchema, PROMO_CODE_MAX } from './cart.ts';
import { endpoint } from './endpoint.ts';
import { addressField, idField, mobileField, nameField, optionalEmailField, plainText, requiredOr } from './fields.ts';

/**
 * Checkout (CHK-1…CHK-2, CHK-6; decision 0008). One strict schema for
 * the buy-now popup and the checkout page, shared by the server's edge and the browser. The client sends ids,
 * quantities and choices — never a price: the server prices the order again with the one engine.
 *
 * The request carries an `Idempotency-Key` header (a UUID made when the form is shown, kept across retries):
 * a repeated submit that places an order answers the same order.
 */

const text = plainText;
const id = idField;
const mobile = (required: boolean) => mobileField(required ? { emptyKey: 'validation.required' } : {});
const email = optionalEmailField;

export const OTP_LENGTH = 6;
export const FULL_NAME_MAX = 100;
export const ADDRESS_MAX = 300;
/** the street address of a delivery or a saved address: `required` false lets it be empty (checked with the delivery choice) */
export const addressText = (required: boolean) => addressField(ADDRESS_MIN, ADDRESS_MAX, required);
export const GIFT_NOTE_MAX = 500;

export const giftSchema = z.strictObject({
  giftFirstName: nameField(50),
  giftLastName: nameField(50),
  giftMobile: mobile(true),
  giftNote: z.optional(z.nullable(text(GIFT_NOTE_MAX))),
});

export const checkoutRequest = z.strictObject({
  cart: z
    .array(cartEntrySchema, { error: requiredOr('validation.invalidType') })
    .check(
      z.minLength(1, { error: 'cart.error.empty' }),
      z.maxLength(MAX_CART_LINES, { error: 'cart.error.tooManyLines' }),
    ),
  lang: z.optional(z.enum(LANGS)),
  /** which form sent it: the checkout page requires the terms box, the buy-now popup has none */
  source: z.enum(['checkout', 'buyNow'], { error: requiredOr('validation.invalidValue') }),
  terms: z.optional(z.boolean({ error: 'validation.invalidType' })),
  otpToken: z.optional(z.nullable(z.string().check(z.maxLength(128, { error: 'otp.expired' })))),
  otpCode: z.optional(z.nullable(z.string().check(z.trim(), z.regex(/^\d{6}$/, { error: 'otp.format' })))),
  fullName: nameField(FULL_NAME_MAX),
  email: z.optional(z.nullable(email())),
  mobile: mobile(true),
  country: z.optional(z.literal('AZ', { error: 'validation.invalidValue' })),
  delivery: z.enum(['delivery', 'pickup'], { error: requiredOr('validation.invalidValue') }),
  city: z.optional(z.nullable(id())),
  district: z.optional(z.nullable(id())),
  place: z.optional(z.nullable(id())),
  address: z.optional(z.nullable(addressText(false))),
  branch: z.optional(z.nullable(id())),
  payment: z.enum(['cash', 'card', 'installment'], { error: requiredOr('validation.invalidValue') }),
  creditCard: z.optional(z.nullable(z.string().check(z.maxLength(32, { error: 'validation.invalidValue' })))),
  creditMonth: z.optional(
    z.nullable(
      z
        .int({ error: 'validation.invalidType' })
        .check(z.minimum(1, { error: 'validation.invalidValue' }), z.maximum(60, { error: 'validation.invalidValue' })),
    ),
  ),
  gift: z.optional(z.nullable(giftSchema)),
  promoCode: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(PROMO_CODE_MAX, { error: 'promo.unknown' }),
          z.regex(/^[\p{L}\p{N}_-]*$/u, { error: 'promo.unknown' }),
        ),
    ),
  ),
  /** a saved address of a signed-in customer (accounts issue) */
  myAddress: z.optional(z.nullable(id())),
  isMyAddress: z.optional(z.boolean({ error: 'validation.invalidType' })),
});
export type CheckoutRequest = z.output<typeof checkoutRequest>;

/** The hidden form the page posts to the bank (CHK-6: `azericard`). */
export interface GatewayForm {
  url: string;
  fields: Record<string, string>;
}

/**
 * What the page does next (CHK-6); `next` says which, the spec's field names carry the data:
 * - `otp`: show the code step, keep `otpToken`; resend allowed after `resendInSeconds`;
 * - `cancel`: too many wrong codes, or the code expired — clear the code step and show `message`;
 * - `done`: a cash order is placed — empty the cart, go to /order?token=`token`;
 * - `azericard`: post `azericard.fields` to `azericard.url` (card or installment); `testGateway` when it is the
 *   built-in test bank (the page says so);
 * - `redirect`: go to `paymentUrl`.
 * `orderId` and `total` are given with every placed order (the add_payment_info / purchase events).
 */
export type CheckoutReply =
  | { next: 'otp'; otpToken: string; resendInSeconds: number; expiresInSeconds: number; mobile: string }
  | { next: 'cancel'; cancel: true; message: string }
  | { next: 'done'; token: string; orderId: number; total: number }
  | { next: 'azericard'; token: string; orderId: number; total: number; azericard: GatewayForm; testGateway: boolean }
  | { next: 'redirect'; token: string; orderId: number; total: number; paymentUrl: string };

const n = z.number();
const s = z.string();
export const checkoutReply: z.ZodMiniType<CheckoutReply> = z.union([
  z.object({ next: z.literal('otp'), otpToken: s, resendInSeconds: n, expiresInSeconds: n, mobile: s }),
  z.object({ next: z.literal('cancel'), cancel: z.literal(true), message: s }),
  z.object({ next: z.literal('done'), token: s, orderId: n, total: n }),
  z.object({
    next: z.literal('azericard'),
    token: s,
    orderId: n,
    total: n,
    azericard: z.object({ url: s, fields: z.record(s, s) }),
    testGateway: z.boolean(),
  }),
  z.object({ next: z.literal('redirect'), token: s, orderId: n, total: n, paymentUrl: s }),
]);

export const checkout = endpoint({
  method: 'POST',
  path: '/api/checkout',
  request: checkoutRequest,
  reply: checkoutReply,
});

/** Send the code again (after `resendInSeconds`). */
export const otpResendRequest = z.strictObject({
  otpToken: z
    .string({ error: requiredOr('validation.invalidType') })
    .check(z.minLength(1, { error: 'validation.required' }), z.maxLength(128, { error: 'otp.expired' })),
  lang: z.optional(z.enum(LANGS)),
});
export interface OtpResendReply {
  resendInSeconds: number;
  expiresInSeconds: number;
}
export const otpResendReply: z.ZodMiniType<OtpResendReply> = z.object({ resendInSeconds: n, expiresInSeconds: n });
export const otpResend = endpoint({
  method: 'POST',
  path: '/api/checkout/otp/resend',
  request: otpResendRequest,
  reply: otpResendReply,
});
