import type { Qepik } from '../money.ts';

/**
 * The pricing engine's contract (CART-20…CART-21; design "Writes, money and many processes").
 * Every amount is integer qəpik. Product facts come from the database, never from the client: the
 * client sends only product ids, quantities, sizes and its choices (delivery, payment, promo code).
 */

export type DeliveryType = 'delivery' | 'pickup';
export type PaymentType = 'cash' | 'card' | 'installment';

/** A product as the database knows it at the moment of pricing. */
export interface PricedProduct {
  id: number;
  /** false: deleted or switched off — the line is dropped and reported in removeProducts */
  active: boolean;
  price: Qepik;
  priceOld: Qepik | null;
  stock: number;
  sold: boolean;
  /** price on application: cannot be bought online */
  priceInStore: boolean;
  categoryId: number;
  /** the category and all its ancestors (promo scope, same-category rule) */
  categoryPath: readonly number[];
  brandId: number | null;
  /** small household appliance: always 12 months of installments (PAY-3) */
  smallAppliance: boolean;
  /** buy N pay N-1: every N-th unit is free */
  discountItemsCount: number | null;
  /** amount off each unit once in the basket (discountInBasket) */
  basketDiscount: Qepik | null;
  /** percent off each unit when the cart holds another product of the same category (discountCategoryTitle) */
  sameCategoryPercent: number | null;
  /** amount off each unit when paying cash */
  cashDiscount: Qepik | null;
  /** gift products added at 0 ₼ with this product */
  giftIds: readonly number[];
}

/** What the shopper asked for: ids and quantities only. */
export interface CartEntry {
  id: number;
  qty: number;
  size?: string | null;
}

export interface PromoCodeFacts {
  code: string;
  kind: 'amount' | 'percent';
  /** qəpik for `amount`, whole percent (1–100) for `percent` */
  value: number;
  /** goods total (after product discounts) the cart must reach, qəpik */
  minTotal: Qepik;
  startsAt: string | null;
  endsAt: string | null;
  active: boolean;
  /** total uses allowed (null: unlimited) and already used */
  maxUses: number | null;
  used: number;
  /** uses per mobile number (null: unlimited) and already used by this cart's mobile */
  perMobileLimit: number | null;
  usedByMobile: number;
  /** empty: every product; else only products in these categories (or their subcategories) or brands */
  categoryIds: readonly number[];
  brandIds: readonly number[];
  /** an order's reward code: only the order's mobile or its customer account may use it (decision 0027); none: anyone */
  owner?: { mobile: string | null; customerId: number | null } | null;
}

export interface CustomerFacts {
  /** normalised mobile (994…) when known */
  mobile: string | null;
  /** the signed-in customer's account, when there is one (a reward code bound to the account) */
  customerId?: number | null;
  /** the customer has loyalty status (ACC-11: the Loyal tag) */
  loyal: boolean;
  /** a completed order exists for this mobile; false with a mobile = new customer */
  hasCompletedOrder: boolean;
}

export interface DeliveryPlace {
  id: number;
  /** the place's price when the order reaches the free-delivery threshold (may be 0) */
  price: Qepik;
  /** the city applies the threshold rule (Baku, Ganja, Mingachevir); other places always pay `price` */
  thresholdCity: boolean;
  oneDay: boolean;
}

export interface PricingSettings {
  freeDeliveryFrom: Qepik;
  deliveryPriceUnderMin: Qepik;
  installmentMinAmount: Qepik;
  /** card → months offered */
  installmentCards: Readonly<Record<string, readonly number[]>>;
  /** whole percent; 0 switches the discount off */
  newCustomerPercent: number;
  loyaltyPercent: number;
  /** at most this many cart lines are priced (the rest are ignored and reported) */
  maxLines: number;
}

export interface PricingInput {
  entries: readonly CartEntry[];
  /** every product the entries and their gifts refer to, by id; a missing id is an unknown product */
  products: ReadonlyMap<number, PricedProduct>;
  customer: CustomerFacts;
  delivery: { type: DeliveryType | null; place: DeliveryPlace | null };
  payment: PaymentType | null;
  /** the code the shopper typed (trimmed) and what the database knows of it (null: no such code) */
  promo: { code: string; facts: PromoCodeFacts | null } | null;
  settings: PricingSettings;
  /** ISO time of pricing (promo validity) */
  now: string;
}

export type LineProblem = 'sold' | 'outOfStock' | 'priceOnRequest' | 'qtyReduced';

/**
 * A line the shopper is buying: not a gift, and nothing stops its purchase (a quantity reduced to the stock still
 * sells). Only these lines count as goods — the cart's units (decision 0054), installments, "the cart is empty".
 */
export function isBuyableLine(l: { giftOf: number | null; problem: LineProblem | null }): boolean {
  return l.giftOf === null && (l.problem === null || l.problem === 'qtyReduced');
}

/** The products of `lines` that stay in the cart but cannot be bought now (sold, no stock, price on request). */
export function unbuyableIds(
  lines: readonly { id: number; giftOf: number | null; problem: LineProblem | null }[],
): number[] {
  return [...new Set(lines.filter((l) => l.giftOf === null && !isBuyableLine(l)).map((l) => l.id))];
}

export interface PricedLine {
  id: number;
  size: string | null;
  qty: number;
  /** the quantity the shopper asked for, when it had to be reduced to the stock */
  requestedQty: number;
  unitPrice: Qepik;
  unitPriceOld: Qepik | null;
  /** unit price × qty */
  lineTotal: Qepik;
  /** the product discounts on this line, and what remains to pay for it */
  discounts: { campaign: Qepik; basket: Qepik; sameCategory: Qepik; cash: Qepik };
  payable: Qepik;
  /** a gift line: price 0, follows its parent, not removable alone */
  giftOf: number | null;
  problem: LineProblem | null;
  /** months of installments this line allows (before the cart-wide cap) */
  maxMonths: number;
  coupons: number;
}

export type PromoMessageKey =
  | 'promo.applied'
  | 'promo.unknown'
  | 'promo.inactive'
  | 'promo.notStarted'
  | 'promo.expired'
  | 'promo.usedUp'
  | 'promo.usedByYou'
  | 'promo.notYours'
  | 'promo.belowMinimum'
  | 'promo.notApplicable';

/** The summary's discounts in the order a shopper reads them (the cart, the checkout and the order popups). */
export const SUMMARY_DISCOUNTS = [
  'campaignDiscount',
  'basketDiscount',
  'sameCategoryDiscount',
  'cashDiscount',
  'newCustomerDiscount',
  'loyaltyDiscount',
  'promoCodeDiscount',
] as const;
export type SummaryDiscount = (typeof SUMMARY_DISCOUNTS)[number];

export interface CartSummary {
  total: Qepik;
  subTotal: Qepik;
  delivery: Qepik;
  /** no delivery charge applies (pickup, or no place chosen yet) */
  noDelivery: boolean;
  basketDiscount: Qepik;
  campaignDiscount: Qepik;
  sameCategoryDiscount: Qepik;
  cashDiscount: Qepik;
  newCustomerDiscount: Qepik;
  loyaltyDiscount: Qepik;
  promoCodeDiscount: Qepik;
  /** the loyalty discount was applied */
  loyalty: boolean;
  /** i18n key of the error that blocks checkout, or null */
  error: string | null;
}

export interface PricingResult {
  items: PricedLine[];
  summary: CartSummary;
  /** ids the shopper's lists should drop: unknown or inactive products */
  removeProducts: number[];
  /** i18n key of a notice (e.g. quantities reduced to stock, too many lines), or null */
  message: string | null;
  isInstallment: boolean;
  /** months allowed per card for this cart */
  installmentMonths: Record<string, number[]>;
  promoCodeMessage: { type: 'error' | 'success'; key: PromoMessageKey; vars?: Record<string, string | number> } | null;
  coupons: number;
  oneDayDelivery: boolean;
  /**
   * Units that can be bought (decision 0054): the quantities of the shopper's lines, gifts and lines that cannot be
   * bought (sold, no stock, price on request) left out. The header's cart badge and the item count of the cart and
   * the checkout.
   */
  units: number;
}
