import type { Lang } from '~/domain/i18n';
import { parseGuestCart, parseGuestIds, serializeGuestCart, serializeGuestIds } from '~/domain/lists/guest-lists';
import type { Services } from '~/server/services';
import { parseCookies } from '~/web/lib/cookies.server';
import type { ListsSnapshot } from './lists-context';

/** The guest's lists as their cookies hold them, repaired by the domain rules (untrusted input). */
export function readGuestCookieLists(cookieHeader: string | null, prefix: string) {
  const c = parseCookies(cookieHeader);
  return { cart: parseGuestCart(c.get(`${prefix}cart`)), wish: parseGuestIds(c.get(`${prefix}wish`)), compare: parseGuestIds(c.get(`${prefix}compare`)) };
}

/**
 * The guest's lists for the first paint (issue 7): the cookies are untrusted and repaired here (domain rules),
 * and the cart is priced by the server's engine so the header shows the real count and total at once.
 */
export async function readGuestListsSnapshot(cookieHeader: string | null, prefix: string, services: Pick<Services, 'cart'>, lang: Lang): Promise<ListsSnapshot> {
  const c = parseCookies(cookieHeader);
  const rawCart = c.get(`${prefix}cart`);
  const rawWish = c.get(`${prefix}wish`);
  const rawCompare = c.get(`${prefix}compare`);
  let cart = parseGuestCart(rawCart);
  let wish = parseGuestIds(rawWish);
  let compare = parseGuestIds(rawCompare);
  let cartCount = 0;
  let cartTotal: number | null = 0;
  const listed = [...new Set([...wish, ...compare])];
  const [r, goneListed] = await Promise.all([
    cart.length ? services.cart.summary({ cart, lang }) : Promise.resolve(null),
    listed.length ? services.cart.gone(listed) : Promise.resolve([] as number[]),
  ]);
  const removed = [...goneListed];
  if (r) {
    if (r.ok) {
      cartCount = r.data.count;
      cartTotal = r.data.summary.total;
      removed.push(...r.data.removeProducts);
      // quantities beyond the stock are clamped in the cookie too (the engine already priced them clamped)
      const qtyOf = new Map(r.data.items.filter((l) => l.giftOf === null).map((l) => [`${l.id}\u0000${l.size ?? ''}`, l.qty]));
      cart = cart.map((e) => {
        const q = qtyOf.get(`${e.id}\u0000${e.size ?? ''}`);
        return q !== undefined && q !== e.qty ? { ...e, qty: q } : e;
      });
    } else {
      cartCount = cart.reduce((n, e) => n + e.qty, 0);
      cartTotal = null;
    }
  }
  if (removed.length) {
    const gone = new Set(removed);
    cart = cart.filter((e) => !gone.has(e.id));
    wish = wish.filter((i) => !gone.has(i));
    compare = compare.filter((i) => !gone.has(i));
  }
  // rewrite the cookies when what they held is not what the shop keeps (junk, duplicates, gone products)
  const repair =
    removed.length > 0 ||
    (rawCart !== undefined && rawCart !== serializeGuestCart(cart)) ||
    (rawWish !== undefined && rawWish !== serializeGuestIds(wish)) ||
    (rawCompare !== undefined && rawCompare !== serializeGuestIds(compare));
  return { cart, wish, compare, cartCount, cartTotal, repair };
}
