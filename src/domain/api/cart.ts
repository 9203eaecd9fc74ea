import * as z from 'zod/mini';
import type { ProductCard } from '../catalog.ts';
import { LANGS } from '../i18n.ts';
import { MAX_CART_LINES, MAX_LIST_IDS, MAX_QTY } from '../lists/guest-lists.ts';
import type { CartSummary, LineProblem, PricedLine } from '../pricing/types.ts';
import { endpoint } from './endpoint.ts';
import { mobileField, requiredOr } from './fields.ts';

/**
 * The cart and list operations (API-7, API-9; decision 0008:
 * one strict schema per operation, shared by the server's edge and the browser's client). The client sends
 * ids, quantities and choices only — never a price.
 */

const id = () =>
  z
    .int({ error: requiredOr('validation.invalidType') })
    .check(
      z.positive({ error: 'validation.invalidValue' }),
      z.maximum(2_147_483_647, { error: 'validation.invalidValue' }),
    );

export const cartEntrySchema = z.strictObject({
  id: id(),
  qty: z
    .int({ error: requiredOr('validation.invalidType') })
    .check(z.minimum(1, { error: 'validation.tooSmall' }), z.maximum(MAX_QTY, { error: 'validation.tooBig' })),
  size: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(32, { error: 'validation.tooBig' })))),
});

export const PROMO_CODE_MAX = 32;

const promoField = () =>
  z
    .string({ error: requiredOr('validation.invalidType') })
    .check(
      z.trim(),
      z.maxLength(PROMO_CODE_MAX, { error: 'promo.unknown' }),
      z.regex(/^[\p{L}\p{N}_-]*$/u, { error: 'promo.unknown' }),
    );

export const cartSummaryRequest = z.strictObject({
  cart: z
    .array(cartEntrySchema, { error: requiredOr('validation.invalidType') })
    .check(z.maxLength(MAX_CART_LINES, { error: 'cart.error.tooManyLines' })),
  lang: z.optional(z.enum(LANGS)),
  mobile: z.optional(z.nullable(mobileField())),
  city: z.optional(z.nullable(id())),
  district: z.optional(z.nullable(id())),
  place: z.optional(z.nullable(id())),
  delivery: z.optional(z.nullable(z.enum(['delivery', 'pickup']))),
  payment: z.optional(z.nullable(z.enum(['cash', 'card', 'installment']))),
  /** a code of this pricing's own (the checkout's field); left out, the code kept with the cart (decision 0076) */
  promoCode: z.optional(z.nullable(promoField())),
});
export type CartSummaryRequest = z.output<typeof cartSummaryRequest>;

/** A cart line as the cart page, the mini cart and checkout show it (CART-12, CART-22). Money in qəpik. */
export interface CartLineView extends Omit<PricedLine, 'problem'> {
  title: string;
  href: string;
  image: string | null;
  imageWithPad: boolean;
  stock: number;
  categories: { title: string }[];
  /** months of installments per card this line allows (spec: birkart.months, tamkart.months) */
  installments: Record<string, { months: number[] }>;
  problem: LineProblem | null;
  /** the problem in the request's language ("Product sold") */
  problemText: string | null;
}

/** The reply of the cart summary (CART-21). Texts are translated into the request's language. */
export interface CartReply {
  items: CartLineView[];
  summary: Omit<CartSummary, 'error'> & { error: string | null; errorCode: string | null };
  removeProducts: number[];
  message: string | null;
  isInstallment: boolean;
  installmentMonths: Record<string, number[]>;
  promoCodeMessage: { type: 'error' | 'success'; message: string } | null;
  coupons: number;
  oneDayDelivery: boolean;
  /** units that can be bought (gifts and sold lines excluded, decision 0054): the header badge, "Cart (n)", checkout */
  count: number;
  /** the promo code kept with the cart after this pricing (decision 0076); null: none, or priced with a code of its own */
  promoCode: string | null;
  /** the kept code stopped working and was dropped: why, in the request's language */
  promoNotice: string | null;
  /** the delivery place this pricing was for (null: none): the checkout's hint under the place is its `delivery` */
  place: number | null;
}

const n = z.number();
const money = { campaign: n, basket: n, sameCategory: n, cash: n };
export const cartReply: z.ZodMiniType<CartReply> = z.object({
  items: z.array(
    z.object({
      id: n,
      size: z.nullable(z.string()),
      qty: n,
      requestedQty: n,
      unitPrice: n,
      unitPriceOld: z.nullable(n),
      lineTotal: n,
      discounts: z.object(money),
      payable: n,
      giftOf: z.nullable(n),
      problem: z.nullable(z.enum(['sold', 'outOfStock', 'priceOnRequest', 'qtyReduced'])),
      problemText: z.nullable(z.string()),
      maxMonths: n,
      coupons: n,
      title: z.string(),
      href: z.string(),
      image: z.nullable(z.string()),
      imageWithPad: z.boolean(),
      stock: n,
      categories: z.array(z.object({ title: z.string() })),
      installments: z.record(z.string(), z.object({ months: z.array(n) })),
    }),
  ),
  summary: z.object({
    total: n,
    subTotal: n,
    delivery: n,
    noDelivery: z.boolean(),
    basketDiscount: n,
    campaignDiscount: n,
    sameCategoryDiscount: n,
    cashDiscount: n,
    newCustomerDiscount: n,
    loyaltyDiscount: n,
    promoCodeDiscount: n,
    loyalty: z.boolean(),
    error: z.nullable(z.string()),
    errorCode: z.nullable(z.string()),
  }),
  removeProducts: z.array(n),
  message: z.nullable(z.string()),
  isInstallment: z.boolean(),
  installmentMonths: z.record(z.string(), z.array(n)),
  promoCodeMessage: z.nullable(z.object({ type: z.enum(['error', 'success']), message: z.string() })),
  coupons: n,
  oneDayDelivery: z.boolean(),
  count: n,
  promoCode: z.nullable(z.string()),
  promoNotice: z.nullable(z.string()),
  place: z.nullable(n),
});

export const cartSummary = endpoint({
  method: 'POST',
  path: '/api/cart/summary',
  request: cartSummaryRequest,
  reply: cartReply,
});

/** Applies a promo code to the cart and keeps it with the cart (CART-25, decision 0076); '' removes it. */
export const cartPromoRequest = z.strictObject({
  cart: cartSummaryRequest.shape.cart,
  lang: z.optional(z.enum(LANGS)),
  promoCode: promoField(),
});
export const cartPromo = endpoint({
  method: 'POST',
  path: '/api/cart/promo',
  request: cartPromoRequest,
  reply: cartReply,
});

/** Wish list or compare details: the ids the browser holds, in its order. */
export const listDetailsRequest = z.strictObject({
  ids: z
    .array(id(), { error: requiredOr('validation.invalidType') })
    .check(z.maxLength(MAX_LIST_IDS, { error: 'validation.tooBig' })),
  lang: z.optional(z.enum(LANGS)),
});
export type ListDetailsRequest = z.output<typeof listDetailsRequest>;

export interface ListDetailsReply {
  products: ProductCard[];
  /** ids the list should drop: unknown or switched-off products (CART-3) */
  removeProducts: number[];
}
/** Cards are the catalogue's own shape; the client checks the envelope's outline and trusts the server's cards. */
export const listDetailsReply: z.ZodMiniType<ListDetailsReply> = z.object({
  products: z.array(
    z.custom<ProductCard>((v) => typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'number'),
  ),
  removeProducts: z.array(n),
});

export const listDetails = endpoint({
  method: 'POST',
  path: '/api/lists/details',
  request: listDetailsRequest,
  reply: listDetailsReply,
});

/** One compared parameter: its title and each product's value ('' when a product has none), in product order. */
export interface ComparedParam {
  id: number;
  title: string;
  values: string[];
  /** the products' values are not all the same (the "only differences" switch keeps these) */
  differs: boolean;
}
export interface CompareDetails extends ListDetailsReply {
  params: ComparedParam[];
}
