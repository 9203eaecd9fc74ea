import { createHash, randomBytes } from 'node:crypto';
import { readCookies, setCookieValue } from '../../platform/cookies.ts';

/**
 * The browser's order cookie (decision 0057): `<COOKIE_PREFIX>buyer`, a random key the checkout gives a browser
 * with its first order (HttpOnly, SameSite=Lax, Path=/, 60 days). The order keeps only its SHA-256 (`buyer_key`).
 * The order's token (in the order page's address) shows what was bought; the shopper's own details — name, mobile,
 * email, address, the gift's recipient — only to the browser holding this cookie or to the signed-in customer whose
 * order it is. A link passed on (a screenshot, a chat, a shared computer's other browser) shows no personal data.
 */

/** Who is asking about an order: the signed-in customer (if any) and the browser's order cookie (if any). */
export interface OrderViewer {
  userId: number | null;
  buyerKey: string | null;
}

export const NO_VIEWER: OrderViewer = { userId: null, buyerKey: null };

const KEY = /^[A-Za-z0-9_-]{32,64}$/;
const BUYER_COOKIE_DAYS = 60;

const buyerCookieName = (prefix: string): string => `${prefix}buyer`;

/** The order cookie's key from a Cookie header, or null (absent or not of our form). */
export function readBuyerKey(cookieHeader: string | null | undefined, prefix: string): string | null {
  const v = readCookies(cookieHeader)[buyerCookieName(prefix)];
  return v && KEY.test(v) ? v : null;
}

export function newBuyerKey(): string {
  return randomBytes(32).toString('base64url');
}

/** What the order stores: never the key itself. */
export function buyerKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The Set-Cookie value of the order cookie. */
export function buyerCookie(prefix: string, key: string, secure: boolean): string {
  return setCookieValue(buyerCookieName(prefix), key, {
    maxAge: BUYER_COOKIE_DAYS * 86_400,
    sameSite: 'Lax',
    httpOnly: true,
    secure,
  });
}

/** The viewer of an SSR request or an API request. */
export function orderViewer(
  cookieHeader: string | null | undefined,
  prefix: string,
  userId: number | null | undefined,
): OrderViewer {
  return { userId: userId ?? null, buyerKey: readBuyerKey(cookieHeader, prefix) };
}

/** Whether `viewer` may see the shopper's own details of an order: its customer, or the browser that placed it. */
export function ownsOrder(
  order: { customer_id: number | null; buyer_key: string | null },
  viewer: OrderViewer,
): boolean {
  if (order.customer_id !== null && viewer.userId !== null && order.customer_id === viewer.userId) return true;
  return order.buyer_key !== null && viewer.buyerKey !== null && order.buyer_key === buyerKeyHash(viewer.buyerKey);
}
