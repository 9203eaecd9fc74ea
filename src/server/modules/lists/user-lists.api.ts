import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addToCartRequest, addToListRequest, changeQtyRequest, langOnlyRequest, pathIdRequest, removeFromCartRequest } from '../../../domain/api/account.ts';
import type { Services } from '../../services.ts';
import { parseWith, requestLang, send } from '../../platform/api.ts';
import { requireViewer } from '../../platform/viewer.ts';

const pathId = (req: FastifyRequest) => parseWith(pathIdRequest, req.params);

/**
 * The signed-in customer's cart, wish list and compare (issue 9; spec 001 §7 "User data"; decision 0029;
 * docs/api.md). Each route answers 401 to a guest first; every answer is the whole list (`items`).
 */
export async function registerUserListsApi(api: FastifyInstance, services: Services): Promise<void> {
  const { i18n, userLists } = services;

  api.get('/users/cart', async (req, reply) => {
    const lang = requestLang(req);
    const viewer = requireViewer(req);
    if (!viewer.ok) return send(reply, i18n, lang, viewer);
    const q = parseWith(langOnlyRequest, req.query);
    if (!q.ok) return send(reply, i18n, lang, q);
    reply.header('cache-control', 'no-store');
    return send(reply, i18n, lang, await userLists.cart(viewer.data.userId));
  });

  api.post('/users/add-to-cart', async (req, reply) => {
    const lang = requestLang(req);
    const viewer = requireViewer(req);
    if (!viewer.ok) return send(reply, i18n, lang, viewer);
    const body = parseWith(addToCartRequest, req.body);
    if (!body.ok) return send(reply, i18n, lang, body);
    const { product_id, qty, size } = body.data;
    return send(reply, i18n, lang, await userLists.addToCart(viewer.data.userId, { productId: product_id, qty, size }));
  });

  api.post('/users/change-qty', async (req, reply) => {
    const lang = requestLang(req);
    const viewer = requireViewer(req);
    if (!viewer.ok) return send(reply, i18n, lang, viewer);
    const body = parseWith(changeQtyRequest, req.body);
    if (!body.ok) return send(reply, i18n, lang, body);
    const { product_id, qty, size } = body.data;
    return send(reply, i18n, lang, await userLists.changeQty(viewer.data.userId, { productId: product_id, qty, size }));
  });

  api.post('/users/remove-item-cart/:id', async (req, reply) => {
    const lang = requestLang(req);
    const viewer = requireViewer(req);
    if (!viewer.ok) return send(reply, i18n, lang, viewer);
    const id = pathId(req);
    if (!id.ok) return send(reply, i18n, lang, id);
    const body = parseWith(removeFromCartRequest, req.body);
    if (!body.ok) return send(reply, i18n, lang, body);
    return send(reply, i18n, lang, await userLists.removeFromCart(viewer.data.userId, id.data.id, body.data.size ?? null));
  });

  for (const [list, name] of [
    ['wish', 'wishlist'],
    ['compare', 'compare'],
  ] as const) {
    api.get(`/users/${name}`, async (req, reply) => {
      const lang = requestLang(req);
      const viewer = requireViewer(req);
      if (!viewer.ok) return send(reply, i18n, lang, viewer);
      const q = parseWith(langOnlyRequest, req.query);
      if (!q.ok) return send(reply, i18n, lang, q);
      reply.header('cache-control', 'no-store');
      return send(reply, i18n, lang, await userLists.ids(viewer.data.userId, list));
    });

    api.post(`/users/add-to-${name}`, async (req, reply) => {
      const lang = requestLang(req);
      const viewer = requireViewer(req);
      if (!viewer.ok) return send(reply, i18n, lang, viewer);
      const body = parseWith(addToListRequest, req.body);
      if (!body.ok) return send(reply, i18n, lang, body);
      return send(reply, i18n, lang, await userLists.addId(viewer.data.userId, list, body.data.product_id));
    });

    api.post(`/users/remove-item-${name}/:id`, async (req, reply) => {
      const lang = requestLang(req);
      const viewer = requireViewer(req);
      if (!viewer.ok) return send(reply, i18n, lang, viewer);
      const id = pathId(req);
      if (!id.ok) return send(reply, i18n, lang, id);
      const body = parseWith(langOnlyRequest, req.body);
      if (!body.ok) return send(reply, i18n, lang, body);
      return send(reply, i18n, lang, await userLists.removeId(viewer.data.userId, list, id.data.id));
    });
  }
}
