/**
 * GA4 e-commerce events in the tag manager's dataLayer (issue 7; spec 001 §7 client analytics): add_to_cart,
 * remove_from_cart, view_cart, add_to_wishlist — currency AZN, value in manat, items. The dataLayer is kept even
 * without GTM_ID (it is a plain array then), so the events are observable and nothing breaks.
 */
export interface AnalyticsItem {
  id: number;
  title: string;
  /** qəpik */
  price: number;
  qty?: number;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function trackEcommerce(event: 'add_to_cart' | 'remove_from_cart' | 'view_cart' | 'add_to_wishlist', items: readonly AnalyticsItem[]): void {
  if (typeof window === 'undefined') return;
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  const value = items.reduce((s, i) => s + i.price * (i.qty ?? 1), 0) / 100;
  w.dataLayer.push({ ecommerce: null }); // GA4: clear the previous ecommerce object
  w.dataLayer.push({
    event,
    ecommerce: {
      currency: 'AZN',
      value: Math.round(value * 100) / 100,
      items: items.map((i) => ({ item_id: String(i.id), item_name: i.title, price: i.price / 100, quantity: i.qty ?? 1 })),
    },
  });
}
