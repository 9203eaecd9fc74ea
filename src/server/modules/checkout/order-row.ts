import type { CheckoutRequest } from '../../../domain/api/checkout.ts';
import type { Lang } from '../../../domain/i18n.ts';
import type { OrderStatus } from '../../../domain/orders/status.ts';
import type { PricingResult } from '../../../domain/pricing/types.ts';
import type { Quote } from '../cart/cart.service.ts';
import { buyerKeyHash } from '../orders/buyer-key.ts';
import type { PlacedOrder, PlacedOrderLine } from '../orders/placed-order.ts';
import type { CheckoutContext } from './checkout-ports.ts';

/** Units per product an order takes: the shopper's lines must all be there, gifts go as far as their stock lasts. */
export function unitsOf(priced: PricingResult): Map<number, { required: number; optional: number }> {
  const units = new Map<number, { required: number; optional: number }>();
  for (const l of priced.items) {
    const u = units.get(l.id) ?? { required: 0, optional: 0 };
    if (l.giftOf === null) u.required += l.qty;
    else u.optional += l.qty;
    units.set(l.id, u);
  }
  return units;
}

/** Each product's code and title in the order's language, as the lines keep them. */
export function labelsOf(
  ids: Iterable<number>,
  products: Quote['products'],
  lang: Lang,
): Map<number, { sku: string; title: string }> {
  return new Map(
    [...ids].map((id) => [id, { sku: products.get(id)?.sku ?? '', title: products.get(id)?.titles[lang] ?? '' }]),
  );
}

/** The order's lines as priced by the engine (CHK-10: the order keeps every discount of every line). */
export function orderLines(
  priced: PricingResult,
  labels: ReadonlyMap<number, { sku: string; title: string }>,
): PlacedOrderLine[] {
  return priced.items.map((l, i) => ({
    position: i,
    product_id: l.id,
    sku: labels.get(l.id)?.sku ?? '',
    title: labels.get(l.id)?.title ?? '',
    size: l.size,
    qty: l.qty,
    unit_price: l.unitPrice,
    unit_price_old: l.unitPriceOld,
    line_total: l.lineTotal,
    campaign_discount: l.discounts.campaign,
    basket_discount: l.discounts.basket,
    same_category_discount: l.discounts.sameCategory,
    cash_discount: l.discounts.cash,
    payable: l.payable,
    gift_of: l.giftOf,
    coupons: l.coupons,
  }));
}

/** The order's row as placed: the shopper's choices, the engine's totals, the payment window (decision 0025). */
export function orderRow(
  input: CheckoutRequest,
  ctx: CheckoutContext,
  quote: Quote,
  placing: { token: string; status: OrderStatus; lang: Lang; at: Date; paymentMinutes: number },
): PlacedOrder {
  const { token, status, lang, at } = placing;
  const iso = at.toISOString();
  const s = quote.priced.summary;
  const payment = input.payment;
  const delivery = input.delivery === 'delivery';
  const gift = input.gift ?? null;
  return {
    token,
    status,
    lang,
    customer_id: ctx.customer?.userId ?? null,
    full_name: input.fullName,
    email: input.email ?? null,
    mobile: input.mobile!,
    country: 'AZ',
    delivery_type: input.delivery,
    city_id: delivery ? (input.city ?? null) : null,
    district_id: delivery ? (input.district ?? null) : null,
    place_id: delivery ? (input.place ?? null) : null,
    branch_id: delivery ? null : (input.branch ?? null),
    address: delivery ? (input.address ?? null) : null,
    payment_type: payment,
    credit_card: payment === 'installment' ? (input.creditCard ?? null) : null,
    credit_months: payment === 'installment' ? (input.creditMonth ?? null) : null,
    gift_first_name: gift?.giftFirstName ?? null,
    gift_last_name: gift?.giftLastName ?? null,
    gift_mobile: gift?.giftMobile ?? null,
    gift_note: gift?.giftNote || null,
    promo_code_id: null,
    promo_code: quote.promoApplied,
    sub_total: s.subTotal,
    campaign_discount: s.campaignDiscount,
    basket_discount: s.basketDiscount,
    same_category_discount: s.sameCategoryDiscount,
    cash_discount: s.cashDiscount,
    new_customer_discount: s.newCustomerDiscount,
    loyalty_discount: s.loyaltyDiscount,
    promo_discount: s.promoCodeDiscount,
    delivery_price: s.delivery,
    total: s.total,
    loyalty: s.loyalty ? 1 : 0,
    coupons: quote.priced.coupons,
    // the reward for the next order comes when this one is paid or delivered, never at placement (decision 0027)
    reward_code_id: null,
    paid: 0,
    paid_at: null,
    payment_expires_at:
      payment === 'cash' ? null : new Date(at.getTime() + placing.paymentMinutes * 60_000).toISOString(),
    holds_stock: 1,
    opened_at: null,
    client_ip: ctx.clientIp,
    created_at: iso,
    updated_at: iso,
    source: input.source,
    buyer_key: ctx.buyerKey ? buyerKeyHash(ctx.buyerKey) : null,
  };
}
