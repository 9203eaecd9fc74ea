import type { FastifyInstance } from 'fastify';
import {
  addToCartRequest,
  addToListRequest,
  changeQtyRequest,
  langOnlyRequest,
  removeFromCartRequest,
} from '../../../domain/api/account.ts';
import { idParams } from '../../../domain/api/fields.ts';
import type { Services } from '../../services.ts';
import { customerRoute } from '../../platform/customer-route.ts';

/**
 * The signed-in customer's cart, wish list and compare (CART-5, API-9; decision 0029;
 * docs/api.md). Each route answers 401 to a guest first (`customerRoute`); every answer is the whole list (`items`).
 */
export async function registerUserListsApi(api: FastifyInstance, services: Services): Promise<void> {
  const { i18n, userLists } = services;

  api.get(
    '/users/cart',
    customerRoute(i18n, { query: langOnlyRequest, noStore: true }, ({ viewer }) => userLists.cart(viewer.userId)),
  );

  api.post(
    '/users/add-to-cart',
    customerRoute(i18n, { body: addToCartRequest }, ({ viewer, body: { product_id, qty, size } }) =>
      userLists.addToCart(viewer.userId, { productId: product_id, qty, size }),
    ),
  );

  api.post(
    '/users/change-qty',
    customerRoute(i18n, { body: changeQtyRequest }, ({ viewer, body: { product_id, qty, size } }) =>
      userLists.changeQty(viewer.userId, { productId: product_id, qty, size }),
    ),
  );

  api.post(
    '/users/remove-item-cart/:id',
    customerRoute(i18n, { params: idParams, body: removeFromCartRequest }, ({ viewer, params, body }) =>
      userLists.removeFromCart(viewer.userId, params.id, body.size ?? null),
    ),
  );

  for (const [list, name] of [
    ['wish', 'wishlist'],
    ['compare', 'compare'],
  ] as const) {
    api.get(
      `/users/${name}`,
      customerRoute(i18n, { query: langOnlyRequest, noStore: true }, ({ viewer }) =>
        userLists.ids(viewer.userId, list),
      ),
    );

    api.post(
      `/users/add-to-${name}`,
      customerRoute(i18n, { body: addToListRequest }, ({ viewer, body }) =>
        userLists.addId(viewer.userId, list, body.product_id),
      ),
    );

    api.post(
      `/users/remove-item-${name}/:id`,
      customerRoute(i18n, { params: idParams, body: langOnlyRequest }, ({ viewer, params }) =>
        userLists.removeId(viewer.userId, list, params.id),
      ),
    );
  }
}
