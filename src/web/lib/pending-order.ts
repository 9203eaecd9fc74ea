/**
 * A card or installment order that left for the bank (PAY-5, PAY-8). The cart is emptied only when the bank approved:
 * until then the shopper may come back to /order/error and repeat the checkout with the same cart. The checkout
 * remembers here, in this tab, which order and which cart lines it sent; the order page empties them once the
 * order is paid.
 */
interface PendingOrder {
  token: string;
  /** the lines came from the cart (checkout page), not from a buy-now popup */
  fromCart: boolean;
  ids: number[];
}

const KEY = 'volt_pending_order';

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage switched off
  }
}

export function rememberPendingOrder(p: PendingOrder): void {
  try {
    store()?.setItem(KEY, JSON.stringify(p));
  } catch {
    /* full or switched off: the cart then stays as it was */
  }
}

/** The pending order of `token`, taken out of storage (it is acted on once). */
export function takePendingOrder(token: string): PendingOrder | null {
  const s = store();
  try {
    const v = JSON.parse(s?.getItem(KEY) ?? 'null') as PendingOrder | null;
    if (!v || v.token !== token || !Array.isArray(v.ids)) return null;
    s?.removeItem(KEY);
    return v;
  } catch {
    return null;
  }
}

/** True the first time it is asked for `orderId` in this tab (the purchase event is sent once per order). */
export function firstTimeInTab(orderId: number): boolean {
  const s = store();
  const key = `volt_purchase_${orderId}`;
  try {
    if (s?.getItem(key)) return false;
    s?.setItem(key, '1');
  } catch {
    /* no storage: the server's `opened` flag alone decides */
  }
  return true;
}
