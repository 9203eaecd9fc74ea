import type { OrderTotals } from '../../../domain/api/orders.ts';
import type { OrderLineRow, OrderRow } from './orders.repo.ts';

/** A line's product as the order pages show it while it is sold: its name in the page's language, picture and link. */
export interface LineCard {
  title: string;
  image: string | null;
  imageWithPad: boolean;
  href: string;
}

/**
 * An order's totals as stored (qəpik), for the thank-you page (orders.current) and the cabinet's order popup
 * (orders/info): the cart summary of the moment it was placed.
 */
export function orderTotals(o: OrderRow): OrderTotals {
  return {
    subTotal: o.sub_total,
    campaignDiscount: o.campaign_discount,
    basketDiscount: o.basket_discount,
    sameCategoryDiscount: o.same_category_discount,
    cashDiscount: o.cash_discount,
    newCustomerDiscount: o.new_customer_discount,
    loyaltyDiscount: o.loyalty_discount,
    promoCodeDiscount: o.promo_discount,
    delivery: o.delivery_price,
    total: o.total,
  };
}

/**
 * One order line as both order pages show it: what was bought, at what price, with the product's picture and link.
 * The name is the product's in the page's language while it is sold, else the one stored with the order (the
 * language the order was placed in).
 */
export function orderLine(l: OrderLineRow, card: LineCard | undefined) {
  return {
    id: l.product_id,
    title: card?.title ?? l.title,
    size: l.size,
    qty: l.qty,
    unitPrice: l.unit_price,
    unitPriceOld: l.unit_price_old,
    lineTotal: l.line_total,
    payable: l.payable,
    giftOf: l.gift_of,
    image: card?.image ?? null,
    imageWithPad: card?.imageWithPad ?? false,
    href: card?.href ?? null,
  };
}
