import type { Lang } from '~/domain/i18n';
import { parseGuestCart, parseGuestIds, serializeGuestCart, serializeGuestIds } from '~/domain/lists/guest-lists';
import type { GuestCartEntry } from '~/domain/lists/guest-lists';
import { unbuyableIds } from '~/domain/pricing/types';
import type { Services } from '~/server/services';
import type { Viewer } from '~/server/platform/viewer';
import { readCookies } from '~/server/platform/cookies';
import { cartHolder, promoCookieName } from '~/server/modules/cart/cart-holder';
import type { ListsSnapshot } from './lists-context';

/** The guest's lists as their cookies hold them, repaired by the domain rules (untrusted input). */
function readGuestCookieLists(cookieHeader: string | null, prefix: string) {
  const c = readCookies(cookieHeader);
  return {
    cart: parseGuestCart(c[`${prefix}cart`]),
    wish: parseGuestIds(c[`${prefix}wish`]),
    compare: parseGuestIds(c[`${prefix}compare`]),
  };
}

/** A signed-in customer's lists as the server keeps them (decision 0029), in the guests' shape. */
async function readCustomerLists(services: Pick<Services, 'userLists'>, userId: number) {
  const lists = await services.userLists.all(userId);
  if (!lists.ok) return { cart: [], wish: [], compare: [] };
  return {
    cart: lists.data.cart.map((i): GuestCartEntry =>
      i.size ? { id: i.id, qty: i.qty, size: i.size } : { id: i.id, qty: i.qty },
    ),
    wish: lists.data.wish,
    compare: lists.data.compare,
  };
}

/**
 * The shopper's cart priced with its kept promo code (decision 0076), for a page's loader (the cart page, checkout):
 * the same pricing the header's total comes from.
 */
export async function priceShopperCart(
  cookieHeader: string | null,
  prefix: string,
  services: Pick<Services, 'cart'>,
  lang: Lang,
  viewer: Viewer | null,
  cart: GuestCartEntry[],
) {
  const holder = cartHolder(viewer, cookieHeader, prefix);
  const r = await services.cart.priced({ cart, lang, mobile: viewer?.mobile ?? null, holder });
  // a guest's code that stopped working leaves their cookie with this page (the reply's notice says why)
  const dropped = holder.customerId === null && holder.guestCode !== null && r.ok && r.data.promoCode === null;
  const headers: Record<string, string> = dropped
    ? { 'set-cookie': `${promoCookieName(prefix)}=; Max-Age=0; Path=/; SameSite=Lax` }
    : {};
  return { r, headers };
}

/**
 * The shopper's lists for a page's loader (cart, wish list, compare, checkout): a signed-in customer's from the
 * server, a guest's from the cookies (repaired by the domain rules).
 */
export async function readShopperLists(
  cookieHeader: string | null,
  prefix: string,
  services: Pick<Services, 'userLists'>,
  viewer: Viewer | null,
) {
  return viewer ? readCustomerLists(services, viewer.userId) : readGuestCookieLists(cookieHeader, prefix);
}

/**
 * The lists for the first paint of a signed-in customer: the server's, with the cart priced for the header. The
 * page never touches the cookies for them (they were merged and cleared at login).
 */
export async function readListsSnapshot(
  cookieHeader: string | null,
  prefix: string,
  services: Pick<Services, 'cart' | 'userLists'>,
  lang: Lang,
  viewer: Viewer | null,
): Promise<ListsSnapshot> {
  if (!viewer) return readGuestListsSnapshot(cookieHeader, prefix, services, lang);
  const lists = await readCustomerLists(services, viewer.userId);
  // priced with the code kept with the cart (decision 0076): the header's total is the cart summary's
  const r = lists.cart.length
    ? await services.cart.priced({
        cart: lists.cart,
        lang,
        mobile: viewer.mobile,
        holder: cartHolder(viewer, cookieHeader, prefix),
      })
    : null;
  return {
    ...lists,
    cartCount: r?.ok ? r.data.count : lists.cart.reduce((n, e) => n + e.qty, 0),
    cartTotal: !r ? 0 : r.ok ? r.data.summary.total : null,
    cartUnbuyable: r?.ok ? unbuyableIds(r.data.items) : [],
    repair: false,
    owner: 'customer',
  };
}

/**
 * The guest's lists for the first paint (CART-2, CART-4): the cookies are untrusted and repaired here (domain rules),
 * and the cart is priced by the server's engine so the header shows the real count and total at once.
 */
export async function readGuestListsSnapshot(
  cookieHeader: string | null,
  prefix: string,
  services: Pick<Services, 'cart'>,
  lang: Lang,
): Promise<ListsSnapshot> {
  const c = readCookies(cookieHeader);
  const rawCart = c[`${prefix}cart`];
  const rawWish = c[`${prefix}wish`];
  const rawCompare = c[`${prefix}compare`];
  let cart = parseGuestCart(rawCart);
  let wish = parseGuestIds(rawWish);
  let compare = parseGuestIds(rawCompare);
  let cartCount = 0;
  let cartTotal: number | null = 0;
  let cartUnbuyable: number[] = [];
  const listed = [...new Set([...wish, ...compare])];
  const [r, goneListed] = await Promise.all([
    cart.length
      ? services.cart.priced({ cart, lang, holder: cartHolder(null, cookieHeader, prefix) })
      : Promise.resolve(null),
    listed.length ? services.cart.gone(listed) : Promise.resolve([] as number[]),
  ]);
  const removed = [...goneListed];
  if (r) {
    if (r.ok) {
      cartCount = r.data.count;
      cartTotal = r.data.summary.total;
      cartUnbuyable = unbuyableIds(r.data.items);
      removed.push(...r.data.removeProducts);
      // quantities beyond the stock are clamped in the cookie too (the engine already priced them clamped)
      const qtyOf = new Map(
        r.data.items.filter((l) => l.giftOf === null).map((l) => [`${l.id}\u0000${l.size ?? ''}`, l.qty]),
      );
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
  return { cart, wish, compare, cartCount, cartTotal, cartUnbuyable, repair, owner: 'guest' };
}
