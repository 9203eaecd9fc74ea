import type { FastifyInstance } from 'fastify';
import {
  userAddToCart,
  userAddToCompare,
  userAddToWishlist,
  userCart,
  userChangeQty,
  userCompare,
  userRemoveFromCart,
  userRemoveFromCompare,
  userRemoveFromWishlist,
  userWishlist,
} from '../../../domain/api/account.ts';
import type { Lang } from '../../../domain/i18n.ts';
import { ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { CUSTOMER, route } from '../../platform/route.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CartItems, UserListsService } from './user-lists.service.ts';

/**
 * The signed-in customer's cart, wish list and compare (CART-5, API-9; decision 0029; docs/api.md). Each route
 * answers 401 to a guest first (`CUSTOMER`); every answer is the whole list (`items`), and a change of the cart also
 * the cart priced with its kept promo code (`cart`, decision 0076): one round trip per change.
 */
export function registerUserListsApi(
  api: FastifyInstance,
  deps: {
    i18n: I18n;
    userLists: Pick<
      UserListsService,
      'cart' | 'addToCart' | 'changeQty' | 'removeFromCart' | 'ids' | 'addId' | 'removeId'
    >;
    cart: Pick<CartService, 'priced'>;
  },
): void {
  const { i18n, userLists } = deps;
  const noStore = { cacheControl: 'no-store' };
  // the changed cart priced as the header and the cart page show it; a pricing that fails fails the answer (the
  // change itself is kept: repeating it is harmless, every change is idempotent)
  const priced = async (viewer: Viewer, lang: Lang, r: Result<CartItems>) => {
    if (!r.ok) return r;
    const cart = await deps.cart.priced({
      cart: r.data.items.map((i) => (i.size ? { id: i.id, qty: i.qty, size: i.size } : { id: i.id, qty: i.qty })),
      lang,
      holder: { customerId: viewer.userId, mobile: viewer.mobile },
    });
    return cart.ok ? ok({ items: r.data.items, cart: cart.data }) : cart;
  };

  route(api, i18n, userCart, CUSTOMER, ({ viewer }) => userLists.cart(viewer.userId), noStore);
  route(api, i18n, userAddToCart, CUSTOMER, async ({ viewer, lang, input: { product_id, qty, size } }) =>
    priced(viewer, lang, await userLists.addToCart(viewer.userId, { productId: product_id, qty, size })),
  );
  route(api, i18n, userChangeQty, CUSTOMER, async ({ viewer, lang, input: { product_id, qty, size } }) =>
    priced(viewer, lang, await userLists.changeQty(viewer.userId, { productId: product_id, qty, size })),
  );
  route(api, i18n, userRemoveFromCart, CUSTOMER, async ({ viewer, lang, params, input }) =>
    priced(viewer, lang, await userLists.removeFromCart(viewer.userId, params.id, input.size ?? null)),
  );
  for (const [list, read, add, remove] of [
    ['wish', userWishlist, userAddToWishlist, userRemoveFromWishlist],
    ['compare', userCompare, userAddToCompare, userRemoveFromCompare],
  ] as const) {
    route(api, i18n, read, CUSTOMER, ({ viewer }) => userLists.ids(viewer.userId, list), noStore);
    route(api, i18n, add, CUSTOMER, ({ viewer, input }) => userLists.addId(viewer.userId, list, input.product_id));
    route(api, i18n, remove, CUSTOMER, ({ viewer, params }) => userLists.removeId(viewer.userId, list, params.id));
  }
}
