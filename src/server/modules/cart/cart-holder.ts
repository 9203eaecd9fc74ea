import { keptPromoCode } from '../../../domain/pricing/promo.ts';
import { readCookies } from '../../platform/cookies.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { CartHolder } from './cart.service.ts';

/** The guest's kept code: the `<prefix>promo` cookie beside the cart cookie (decision 0076). */
export const promoCookieName = (prefix: string) => `${prefix}promo`;

/** Whose cart a request prices: the signed-in customer's, or the guest's with the code their cookie keeps. */
export function cartHolder(viewer: Viewer | null, cookieHeader: string | undefined | null, prefix: string): CartHolder {
  return viewer
    ? { customerId: viewer.userId, mobile: viewer.mobile }
    : { customerId: null, guestCode: keptPromoCode(readCookies(cookieHeader ?? null)[promoCookieName(prefix)]) };
}
