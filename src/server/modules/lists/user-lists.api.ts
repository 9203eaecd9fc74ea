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
import type { I18n } from '../../platform/i18n.server.ts';
import { CUSTOMER, route } from '../../platform/route.ts';
import type { UserListsService } from './user-lists.service.ts';

/**
 * The signed-in customer's cart, wish list and compare (CART-5, API-9; decision 0029; docs/api.md). Each route
 * answers 401 to a guest first (`CUSTOMER`); every answer is the whole list (`items`).
 */
export function registerUserListsApi(
  api: FastifyInstance,
  deps: {
    i18n: I18n;
    userLists: Pick<
      UserListsService,
      'cart' | 'addToCart' | 'changeQty' | 'removeFromCart' | 'ids' | 'addId' | 'removeId'
    >;
  },
): void {
  const { i18n, userLists } = deps;
  const noStore = { cacheControl: 'no-store' };

  route(api, i18n, userCart, CUSTOMER, ({ viewer }) => userLists.cart(viewer.userId), noStore);
  route(api, i18n, userAddToCart, CUSTOMER, ({ viewer, input: { product_id, qty, size } }) =>
    userLists.addToCart(viewer.userId, { productId: product_id, qty, size }),
  );
  route(api, i18n, userChangeQty, CUSTOMER, ({ viewer, input: { product_id, qty, size } }) =>
    userLists.changeQty(viewer.userId, { productId: product_id, qty, size }),
  );
  route(api, i18n, userRemoveFromCart, CUSTOMER, ({ viewer, params, input }) =>
    userLists.removeFromCart(viewer.userId, params.id, input.size ?? null),
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
