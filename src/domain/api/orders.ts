import * as z from 'zod/mini';
import { LANGS } from '../i18n.ts';
import { ORDER_STATUSES, type OrderStatus } from '../orders/status.ts';
import type { GatewayForm } from './checkout.ts';
import { endpoint } from './endpoint.ts';
import { idField, mobileField, requiredOr } from './fields.ts';

/** A line of a placed order, with the prices stored with it (qəpik); picture and link while the product is sold. */
export interface OrderLineView {
  id: number;
  title: string;
  size: string | null;
  qty: number;
  unitPrice: number;
  unitPriceOld: number | null;
  /** units × price, before any discount */
  lineTotal: number;
  /** what the line costs after its share of the discounts (0 for a gift) */
  payable: number;
  /** the product this line is a gift with, or null */
  giftOf: number | null;
  image: string | null;
  imageWithPad: boolean;
  href: string | null;
}

/** The order's totals as stored (qəpik): the cart summary of the moment it was placed. */
export interface OrderTotals {
  subTotal: number;
  campaignDiscount: number;
  basketDiscount: number;
  sameCategoryDiscount: number;
  cashDiscount: number;
  newCustomerDiscount: number;
  loyaltyDiscount: number;
  promoCodeDiscount: number;
  delivery: number;
  total: number;
}

/** The pickup branch (CHK-2): not personal, shown with the order. */
export interface OrderBranch {
  title: string;
  address: string;
  city: string;
  mobiles: string[];
}

/**
 * The shopper's own details of an order (decision 0057): only for the browser that placed it (its order cookie) or
 * the signed-in customer it belongs to; null for anyone else holding the order's address.
 */
export interface OrderDetails {
  fullName: string;
  /** digits, 994… */
  mobile: string;
  email: string | null;
  /** home delivery: "city, district, place, address" in the request's language */
  address: string | null;
  gift: { firstName: string; lastName: string; mobile: string; note: string | null } | null;
}

/** The order page's data (ORD-4, ORD-6). Money in qəpik. */
export interface OrderConfirmation {
  id: number;
  status: OrderStatus;
  /** the status in the request's language */
  statusText: string;
  paid: boolean;
  payment: 'cash' | 'card' | 'installment';
  delivery: 'delivery' | 'pickup';
  createdAt: string;
  total: number;
  /** true when the page was shown before (the purchase event is sent on the first view only) */
  opened: boolean;
  /** a reward code for the next order, when this order earned one (decision 0027) */
  promocode: {
    code: string;
    discountType: 'amount' | 'percent';
    discountAmount: number;
    discountPercent: number;
    validUntil: string | null;
  } | null;
  /** what the purchase event reports */
  items: { id: number; title: string; price: number; qty: number }[];
  /** every line with its stored prices, gifts after their product (decision 0057) */
  lines: OrderLineView[];
  summary: OrderTotals;
  /** an installment's card and months */
  installment: { card: string; months: number } | null;
  /** the card as the bank masked it, once paid */
  cardMasked: string | null;
  /** pickup: the branch */
  branch: OrderBranch | null;
  /** the shopper's own details, for the order's owner only (else null) */
  details: OrderDetails | null;
  /**
   * awaiting the bank: when the order is let go (ISO; the units go back on sale) and in how many seconds a new payment
   * attempt may start (0: now; null: it may not — expired, or every attempt used). Null both otherwise.
   */
  paymentDeadline: string | null;
  payAgainInSeconds: number | null;
  /**
   * awaiting the bank: how many seconds ago (the server's clock) the latest attempt began, and from how many on the
   * page says the bank is taking longer than usual and offers the choices (PAYMENT_SLOW_AFTER_SECONDS; decision 0078)
   */
  waitedSeconds: number | null;
  slowAfterSeconds: number;
  /** the viewer (the order's owner only) may cancel it, or pay cash at pickup instead of the card (decision 0078) */
  canCancel: boolean;
  canPayCash: boolean;
  /** a failed order whose card the bank declined: what the bank answered, in the shopper's words (PAY-11) */
  declined: string | null;
}

const n = z.number();
const s = z.string();
const ns = z.nullable(s);
const orderLineView = z.object({
  id: n,
  title: s,
  size: ns,
  qty: n,
  unitPrice: n,
  unitPriceOld: z.nullable(n),
  lineTotal: n,
  payable: n,
  giftOf: z.nullable(n),
  image: ns,
  imageWithPad: z.boolean(),
  href: ns,
});
/** The stored totals of an order as replies carry them (the thank-you page and the cabinet's order popup). */
export const orderTotals = z.object({
  subTotal: n,
  campaignDiscount: n,
  basketDiscount: n,
  sameCategoryDiscount: n,
  cashDiscount: n,
  newCustomerDiscount: n,
  loyaltyDiscount: n,
  promoCodeDiscount: n,
  delivery: n,
  total: n,
});
export const orderConfirmation: z.ZodMiniType<OrderConfirmation> = z.object({
  id: n,
  status: z.enum(ORDER_STATUSES),
  statusText: s,
  paid: z.boolean(),
  payment: z.enum(['cash', 'card', 'installment']),
  delivery: z.enum(['delivery', 'pickup']),
  createdAt: s,
  total: n,
  opened: z.boolean(),
  promocode: z.nullable(
    z.object({
      code: s,
      discountType: z.enum(['amount', 'percent']),
      discountAmount: n,
      discountPercent: n,
      validUntil: ns,
    }),
  ),
  items: z.array(z.object({ id: n, title: s, price: n, qty: n })),
  lines: z.array(orderLineView),
  summary: orderTotals,
  installment: z.nullable(z.object({ card: s, months: n })),
  cardMasked: ns,
  branch: z.nullable(z.object({ title: s, address: s, city: s, mobiles: z.array(s) })),
  details: z.nullable(
    z.object({
      fullName: s,
      mobile: s,
      email: ns,
      address: ns,
      gift: z.nullable(z.object({ firstName: s, lastName: s, mobile: s, note: ns })),
    }),
  ),
  paymentDeadline: ns,
  payAgainInSeconds: z.nullable(n),
  waitedSeconds: z.nullable(n),
  slowAfterSeconds: n,
  canCancel: z.boolean(),
  canPayCash: z.boolean(),
  declined: ns,
});

const tokenField = () =>
  z
    .string({ error: requiredOr('validation.invalidType') })
    .check(z.minLength(1, { error: 'validation.required' }), z.maxLength(128, { error: 'orders.notFound' }));

export const orderByTokenRequest = z.strictObject({
  token: tokenField(),
  lang: z.optional(z.enum(LANGS)),
});
export const orderByToken = endpoint({
  method: 'GET',
  path: '/api/orders/current',
  request: orderByTokenRequest,
  reply: orderConfirmation,
});

/**
 * "Repeat checkout" of a failed order (decision 0057): what the checkout page opens with. The lines are the failed
 * order's own (gifts follow from the rules again); prices are never taken from it — the checkout prices them anew.
 * `details` only for the order's owner (see `OrderDetails`).
 */
export interface RetryDraft {
  orderId: number;
  /** the failed order was the cart's: a new order of these lines removes them from the cart */
  fromCart: boolean;
  items: { id: number; qty: number }[];
  details: {
    fullName: string;
    email: string | null;
    /** digits, 994… */
    mobile: string;
    delivery: 'delivery' | 'pickup';
    city: number | null;
    district: number | null;
    place: number | null;
    address: string | null;
    branch: number | null;
    payment: 'cash' | 'card' | 'installment';
    creditCard: string | null;
    creditMonth: number | null;
    promoCode: string | null;
    gift: { giftFirstName: string; giftLastName: string; giftMobile: string; giftNote: string | null } | null;
  } | null;
}

/** "Pay again" (decision 0057): a new payment attempt for an order still awaiting the bank. `Idempotency-Key` required. */
export const payAgainRequest = z.strictObject({
  token: tokenField(),
  lang: z.optional(z.enum(LANGS)),
});
export interface PayAgainReply {
  next: 'azericard';
  token: string;
  orderId: number;
  total: number;
  azericard: GatewayForm;
  testGateway: boolean;
}
export const payAgainReply: z.ZodMiniType<PayAgainReply> = z.object({
  next: z.literal('azericard'),
  token: s,
  orderId: n,
  total: n,
  azericard: z.object({ url: s, fields: z.record(s, s) }),
  testGateway: z.boolean(),
});
export const payAgainEndpoint = endpoint({
  method: 'POST',
  path: '/api/orders/pay-again',
  request: payAgainRequest,
  reply: payAgainReply,
});

/** The order number as typed ("1042", "№ 1042", "#1042", or a number): its id, 1 to 2^31 − 1 (PostgreSQL's integer). */
const orderNumberField = () =>
  z.pipe(
    z.union([z.string(), z.number()], {
      error: (iss) => (iss.input === undefined ? 'order.track.numberRequired' : 'order.track.numberInvalid'),
    }),
    z.transform((v: string | number, ctx): number => {
      const text = String(v)
        .trim()
        .replace(/^(№|#|No\.?)\s*/i, '');
      if (text === '') ctx.issues.push({ code: 'custom', message: 'order.track.numberRequired', input: v });
      else if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > 2_147_483_647)
        ctx.issues.push({ code: 'custom', message: 'order.track.numberInvalid', input: v });
      return Number(text);
    }),
  );

/**
 * "Track your order" (ORD-11, decision 0077): the order number and the mobile it was placed with → the code step (a
 * code is "sent" whether or not that number has that order: the same answer either way); then the same with `otp` and
 * `token` → the order page's token.
 */
export const orderTrackRequest = z.strictObject({
  number: orderNumberField(),
  mobile: z.pipe(
    mobileField({ emptyKey: 'order.track.mobileRequired', invalidTypeKey: 'validation.invalidType' }),
    z.transform((v): string => v ?? ''),
  ),
  otp: z.optional(
    z.pipe(
      z.string({ error: 'validation.invalidType' }).check(z.maxLength(16, { error: 'otp.format' })),
      z.transform((v: string, ctx) => {
        const d = v.replace(/[\s-]/g, '');
        if (!/^\d{6}$/.test(d)) ctx.issues.push({ code: 'custom', message: 'otp.format', input: v });
        return d;
      }),
    ),
  ),
  token: z.optional(
    z
      .string({ error: 'validation.invalidType' })
      .check(z.minLength(1, { error: 'otp.expired' }), z.maxLength(128, { error: 'otp.expired' })),
  ),
  lang: z.optional(z.enum(LANGS)),
});
export type OrderTrackRequest = z.output<typeof orderTrackRequest>;

/** The code step (show the code form, keep `token`), then the order page's token. */
export type OrderTrackReply =
  { otp: true; token: string; resendInSeconds: number; expiresInSeconds: number } | { orderToken: string };
export const orderTrackReply: z.ZodMiniType<OrderTrackReply> = z.union([
  z.object({ otp: z.literal(true), token: s, resendInSeconds: n, expiresInSeconds: n }),
  z.object({ orderToken: s }),
]);
export const orderTrack = endpoint({
  method: 'POST',
  path: '/api/orders/track',
  request: orderTrackRequest,
  reply: orderTrackReply,
});

/**
 * What the shopper does to their own order after placing it (ORD-12, PAY-11; decision 0078): on the order page, by
 * its token and only in the browser that placed it (or for the signed-in customer it belongs to) — cancel, or pay
 * cash at pickup instead of a card the bank has not answered; in the cabinet, by id — cancel, and "order again".
 * Each is idempotent: a repeat answers the order as it is now.
 */
const lang = z.optional(z.enum(LANGS));
const token = z
  .string({ error: requiredOr('validation.invalidType') })
  .check(z.minLength(1, { error: 'validation.required' }), z.maxLength(128, { error: 'orders.notFound' }));
const byToken = z.strictObject({ token, lang });
const byId = z.strictObject({ id: idField(), lang });

/** POST /api/orders/current/cancel — the order page's "Cancel the order": answers the page's data after it. */
export const cancelCurrentOrder = endpoint({
  method: 'POST',
  path: '/api/orders/current/cancel',
  request: byToken,
  reply: orderConfirmation,
});

/** POST /api/orders/current/pay-cash — "Pay cash at pickup instead" while the bank is slow. */
export const payCashInstead = endpoint({
  method: 'POST',
  path: '/api/orders/current/pay-cash',
  request: byToken,
  reply: orderConfirmation,
});

/** The cabinet's cancel: the order's row as the list shows it, and the message. */
export interface CancelledOrder {
  id: number;
  status: OrderStatus;
  statusText: string;
  alert: string;
}
export const cancelMyOrder = endpoint({
  method: 'POST',
  path: '/api/orders/cancel/{id}',
  request: byId,
  reply: z.object({ id: z.number(), status: z.enum(ORDER_STATUSES), statusText: z.string(), alert: z.string() }),
});

/** Why a line of the order did not go back into the cart. */
export const AGAIN_SKIPS = ['notSold', 'noStock', 'cartFull'] as const;
export type AgainSkip = (typeof AGAIN_SKIPS)[number];

/** "Order again": what went into the cart (fewer units than ordered when the stock is short) and what did not. */
export interface OrderAgainReply {
  added: { id: number; title: string; qty: number; ordered: number }[];
  skipped: { id: number; title: string; reason: AgainSkip }[];
  /** the customer's cart after it (priced anew wherever it is shown) */
  cart: { id: number; qty: number; size: string | null }[];
}
export const orderAgain = endpoint({
  method: 'POST',
  path: '/api/orders/again/{id}',
  request: byId,
  reply: z.object({
    added: z.array(z.object({ id: z.number(), title: z.string(), qty: z.number(), ordered: z.number() })),
    skipped: z.array(z.object({ id: z.number(), title: z.string(), reason: z.enum(AGAIN_SKIPS) })),
    cart: z.array(z.object({ id: z.number(), qty: z.number(), size: z.nullable(z.string()) })),
  }),
});
