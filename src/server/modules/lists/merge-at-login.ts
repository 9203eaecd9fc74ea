import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseGuestCart, parseGuestIds } from '../../../domain/lists/guest-lists.ts';
import { parseCookies } from '../auth/session-cookies.ts';
import type { UserListsService } from './user-lists.service.ts';
import { keptPromoCode } from '../../../domain/pricing/promo.ts';
import { promoCookieName } from '../cart/cart-holder.ts';

/** Keeps a guest's promo code with the account's cart (the cart module's `CartService.keepPromo`, decision 0076). */
type KeepPromo = (userId: number, code: string) => Promise<void>;

const LISTS = ['cart', 'wish', 'compare'] as const;

/**
 * What happens to a guest's lists when they sign in (CART-6, decision 0029): the cookie lists join the
 * account's lists on the server (with the guest's kept promo code, decision 0076), then the cookies are cleared — from then on the lists live on the server. A merge
 * that fails (the database is busy) leaves the cookies in place, so nothing is lost and the next login merges them.
 */
export function mergeGuestListsAtLogin(userLists: UserListsService, cookiePrefix: string, keepPromo?: KeepPromo) {
  return async (userId: number, req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const cookies = parseCookies(req.headers.cookie);
    const guest = {
      cart: parseGuestCart(cookies[`${cookiePrefix}cart`]),
      wish: parseGuestIds(cookies[`${cookiePrefix}wish`]),
      compare: parseGuestIds(cookies[`${cookiePrefix}compare`]),
    };
    if (!guest.cart.length && !guest.wish.length && !guest.compare.length) return;
    const merged = await userLists.mergeGuest(userId, guest);
    if (!merged.ok) {
      req.log.warn({ userId, code: merged.code }, 'guest lists not merged at login');
      return;
    }
    // the promo code the guest applied goes with their cart: the newest choice, checked at the next pricing
    const promo = keptPromoCode(cookies[promoCookieName(cookiePrefix)]);
    if (promo && guest.cart.length && keepPromo) await keepPromo(userId, promo);
    for (const name of [...LISTS.map((l) => `${cookiePrefix}${l}`), promoCookieName(cookiePrefix)])
      reply.header('set-cookie', `${name}=; Max-Age=0; Path=/; SameSite=Lax`);
  };
}
