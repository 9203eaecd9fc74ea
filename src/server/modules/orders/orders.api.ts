import type { FastifyInstance } from 'fastify';
import { orderByTokenRequest } from '../../../domain/api/orders.ts';
import type { Services } from '../../services.ts';
import { parseWith, requestLang, send } from '../../platform/api.ts';

/** GET /api/orders/current?token= — the order page's data, polled while a card payment awaits the bank (docs/api.md). */
export async function registerOrdersApi(api: FastifyInstance, services: Services): Promise<void> {
  const { i18n, orders } = services;
  api.get('/orders/current', async (req, reply) => {
    const lang = requestLang(req);
    const q = parseWith(orderByTokenRequest, req.query);
    if (!q.ok) return send(reply, i18n, lang, q);
    reply.header('cache-control', 'no-store');
    return send(reply, i18n, lang, await orders.confirmation(q.data.token, lang));
  });
}
