/**
 * GA4 e-commerce events in the tag manager's dataLayer (CART-16, CHK-16):
 * add_to_cart, remove_from_cart, view_cart, add_to_wishlist, begin_checkout, add_payment_info, purchase —
 * currency AZN, value in manat, items. The dataLayer is kept even without GTM_ID (it is a plain array then), so the
 * events are observable and nothing breaks.
 */
export interface AnalyticsItem {
  id: number;
  title: string;
  /** qəpik */
  price: number;
  qty?: number;
}

type EcommerceEvent =
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'add_to_wishlist'
  | 'begin_checkout'
  | 'add_payment_info'
  | 'purchase';

/** What an event carries besides its items: the order's `value` in qəpik when it is not the items' sum, and GA4's own fields. */
interface EcommerceExtra {
  /** qəpik; by default the sum of the items */
  value?: number;
  transaction_id?: string;
  payment_type?: string;
  coupon?: string;
  shipping?: number;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

const manat = (q: number) => Math.round(q) / 100;

export function trackEcommerce(
  event: EcommerceEvent,
  items: readonly AnalyticsItem[],
  extra: EcommerceExtra = {},
): void {
  if (typeof window === 'undefined') return;
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  const { value, shipping, ...fields } = extra;
  const sum = items.reduce((s, i) => s + i.price * (i.qty ?? 1), 0);
  w.dataLayer.push({ ecommerce: null }); // GA4: clear the previous ecommerce object
  w.dataLayer.push({
    event,
    ecommerce: {
      currency: 'AZN',
      value: manat(value ?? sum),
      ...fields,
      ...(shipping !== undefined ? { shipping: manat(shipping) } : {}),
      items: items.map((i) => ({
        item_id: String(i.id),
        item_name: i.title,
        price: i.price / 100,
        quantity: i.qty ?? 1,
      })),
    },
  });
}
