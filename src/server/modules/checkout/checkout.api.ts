import type { FastifyInstance } from 'fastify';
import { checkoutRequest } from '../../../domain/api/checkout.ts';
import type { Services } from '../../services.ts';
import { parseWith, requestLang, send } from '../../platform/api.ts';
import { requestOrigin } from '../../platform/ssr.ts';

/**
 * POST /api/checkout — the buy-now popup and the checkout page (spec 000 §7 "Checkout"; docs/api.md). The body is
 * the checkout payload; the `Idempotency-Key` header makes a repeated submit answer the same order.
 */
export async function registerCheckoutApi(api: FastifyInstance, services: Services): Promise<void> {
  const { config, i18n, checkout } = services;
  api.post('/checkout', async (req, reply) => {
    const lang = requestLang(req);
    const parsed = parseWith(checkoutRequest, req.body);
    if (!parsed.ok) return send(reply, i18n, lang, parsed);
    const key = req.headers['idempotency-key'];
    const result = await checkout.submit(
      { ...parsed.data, lang },
      {
        idempotencyKey: typeof key === 'string' ? key : null,
        clientIp: req.ip ?? null,
        origin: requestOrigin(req.protocol, req.headers.host, { publicUrl: config.publicUrl, allowedHosts: config.allowedHosts }),
        customer: req.viewer ? { userId: req.viewer.userId, mobile: req.viewer.mobile } : null,
      },
    );
    return send(reply, i18n, lang, result);
  });
}
