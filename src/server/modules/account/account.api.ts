import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressRequest, langOnlyRequest, myOrdersRequest, pathIdRequest, updateInfoRequest } from '../../../domain/api/account.ts';
import type { Services } from '../../services.ts';
import { parseWith, requestLang, send } from '../../platform/api.ts';
import { requireViewer } from '../../platform/viewer.ts';

/** The path's `{id}` (digits only), as a parse result. */
const pathId = (req: FastifyRequest) => parseWith(pathIdRequest, req.params);

/**
 * The cabinet (issue 9; spec 001 §7 "User data", "Orders"; docs/api.md): profile, saved addresses, my orders. Every
 * route answers 401 to a guest before it reads its input, and works only on the signed-in customer's own rows.
 */
export async function registerAccountApi(api: FastifyInstance, services: Services): Promise<void> {
  const { i18n, account, addresses, myOrders } = services;

  api.post('/users/update-info', async (req, reply) => {
    const lang = requestLang(req);
    const viewer = requireViewer(req);
    if (!viewer.ok) return send(reply, i18n, lang, viewer);
    const body = parseWith(updateInfoRequest, req.body);
    if (!body.ok) return send(reply, i18n, lang, body);
    return send(reply, i18n, lang, await account.updateInfo(viewer.data.userId, { ...body.data, lang }));
  });

  api.get('/users/address', async (req, reply) => {
    const lang = requestLang(req);
    const viewer = requireViewer(req);
    if (!viewer.ok) return send(reply, i18n, lang, viewer);
    const q = parseWith(langOnlyRequest, req.query);
    if (!q.ok) return send(reply, i18n, lang, q);
    reply.header('cache-control', 'no-store');
    return send(reply, i18n, lang, await addresses.list(viewer.data.userId, lang));
  });

  api.post('/users/create-address', async (req, reply) => {
    const lang = requestLang(req);
    const viewer = requireViewer(req);
    if (!viewer.ok) return send(reply, i18n, lang, viewer);
    const body = parseWith(addressRequest, req.body);
    if (!body.ok) return send(reply, i18n, lang, body);
    return send(reply, i18n, lang, await addresses.create(viewer.data.userId, { ...body.data, lang }));
  });

  api.post('/users/update-address/:id', async (req, reply) => {
    const lang = requestLang(req);
    const viewer = requireViewer(req);
    if (!viewer.ok) return send(reply, i18n, lang, viewer);
    const id = pathId(req);
    if (!id.ok) return send(reply, i18n, lang, id);
    const body = parseWith(addressRequest, req.body);
    if (!body.ok) return send(reply, i18n, lang, body);
    return send(reply, i18n, lang, await addresses.update(viewer.data.userId, id.data.id, { ...body.data, lang }));
  });

  for (const [path, op] of [
    ['/users/add-select-address/:id', 'select'],
    ['/users/remove-address/:id', 'remove'],
  ] as const) {
    api.post(path, async (req, reply) => {
      const lang = requestLang(req);
      const viewer = requireViewer(req);
      if (!viewer.ok) return send(reply, i18n, lang, viewer);
      const id = pathId(req);
      if (!id.ok) return send(reply, i18n, lang, id);
      const body = parseWith(langOnlyRequest, req.body);
      if (!body.ok) return send(reply, i18n, lang, body);
      return send(reply, i18n, lang, await addresses[op](viewer.data.userId, id.data.id, lang));
    });
  }

  api.get('/orders', async (req, reply) => {
    const lang = requestLang(req);
    const viewer = requireViewer(req);
    if (!viewer.ok) return send(reply, i18n, lang, viewer);
    const q = parseWith(myOrdersRequest, req.query);
    if (!q.ok) return send(reply, i18n, lang, q);
    reply.header('cache-control', 'no-store');
    return send(reply, i18n, lang, await myOrders.list(viewer.data.userId, q.data.page ?? 1, lang));
  });

  api.get('/orders/info/:id', async (req, reply) => {
    const lang = requestLang(req);
    const viewer = requireViewer(req);
    if (!viewer.ok) return send(reply, i18n, lang, viewer);
    const id = pathId(req);
    if (!id.ok) return send(reply, i18n, lang, id);
    const q = parseWith(langOnlyRequest, req.query);
    if (!q.ok) return send(reply, i18n, lang, q);
    reply.header('cache-control', 'no-store');
    return send(reply, i18n, lang, await myOrders.info(viewer.data.userId, id.data.id, lang));
  });
}
