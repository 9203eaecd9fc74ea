import type { FastifyInstance } from 'fastify';
import { orderByTokenRequest, payAgainRequest } from '../../../domain/api/orders.ts';
import type { Services } from '../../services.ts';
import { parseWith, requestLang, send } from '../../platform/api.ts';
import { requestOrigin } from '../../platform/ssr.ts';
import { orderViewer } from './buyer-key.ts';

/**
 * GET /api/orders/current?token= — the order page's data, polled while a card payment awaits the bank;
 * POST /api/orders/pay-again — a new payment attempt for an order the bank has not answered (docs/api.md, decision 0057).
 */
export async function registerOrdersApi(api: FastifyInstance, services: Services): Promise<void> {
  const { i18n, orders, config, checkout } = services;
  api.get('/orders/current', async (req, reply) => {
    const lang = requestLang(req);
    const q = parseWith(orderByTokenRequest, req.query);
    if (!q.ok) return send(reply, i18n, lang, q);
    reply.header('cache-control', 'no-store');
    return send(
      reply,
      i18n,
      lang,
      await orders.confirmation(
        q.data.token,
        lang,
        orderViewer(req.headers.cookie, config.business.cookiePrefix, req.viewer?.userId),
      ),
    );
  });
  api.post('/orders/pay-again', async (req, reply) => {
    const lang = requestLang(req);
    const parsed = parseWith(payAgainRequest, req.body);
    if (!parsed.ok) return send(reply, i18n, lang, parsed);
    const key = req.headers['idempotency-key'];
    reply.header('cache-control', 'no-store');
    const result = await checkout.payAgain(
      { token: parsed.data.token, lang },
      {
        idempotencyKey: typeof key === 'string' ? key : null,
        origin: requestOrigin(req.protocol, req.headers.host, {
          publicUrl: config.publicUrl,
          allowedHosts: config.allowedHosts,
        }),
      },
    );
    return send(reply, i18n, lang, result);
  });
}
