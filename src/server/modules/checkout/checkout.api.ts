import type { FastifyInstance } from 'fastify';
import { checkoutRequest } from '../../../domain/api/checkout.ts';
import type { Services } from '../../services.ts';
import { parseWith, requestLang, send } from '../../platform/api.ts';
import { requestOrigin } from '../../platform/ssr.ts';
import { secureCookies } from '../accounts/session-cookies.ts';
import { buyerCookie, newBuyerKey, readBuyerKey } from '../orders/buyer-key.ts';

/**
 * POST /api/checkout — the buy-now popup and the checkout page (CHK-6…CHK-11; docs/api.md). The body is
 * the checkout payload; the `Idempotency-Key` header makes a repeated submit answer the same order. A browser without
 * the order cookie (`<prefix>buyer`, decision 0057) gets one with the order it places: the order page shows the
 * shopper's own details, and "Repeat checkout" fills them in, only for that browser (or the signed-in customer).
 */
export async function registerCheckoutApi(api: FastifyInstance, services: Services): Promise<void> {
  const { config, i18n, checkout } = services;
  const prefix = config.business.cookiePrefix;
  api.post('/checkout', async (req, reply) => {
    const lang = requestLang(req);
    const parsed = parseWith(checkoutRequest, req.body);
    if (!parsed.ok) return send(reply, i18n, lang, parsed);
    const key = req.headers['idempotency-key'];
    const known = readBuyerKey(req.headers.cookie, prefix);
    const buyerKey = known ?? newBuyerKey();
    const result = await checkout.submit(
      { ...parsed.data, lang },
      {
        idempotencyKey: typeof key === 'string' ? key : null,
        clientIp: req.ip ?? null,
        origin: requestOrigin(req.protocol, req.headers.host, {
          publicUrl: config.publicUrl,
          allowedHosts: config.allowedHosts,
        }),
        customer: req.viewer ? { userId: req.viewer.userId, mobile: req.viewer.mobile } : null,
        buyerKey,
      },
    );
    if (!known && result.ok && result.data.next !== 'otp' && result.data.next !== 'cancel')
      reply.header('set-cookie', buyerCookie(prefix, buyerKey, secureCookies(req, config.business.cookieSecure)));
    return send(reply, i18n, lang, result);
  });
}
