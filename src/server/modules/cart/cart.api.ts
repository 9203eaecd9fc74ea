import type { FastifyInstance } from 'fastify';
import { cartSummaryRequest } from '../../../domain/api/cart.ts';
import type { Services } from '../../services.ts';
import { parseWith, requestLang, send } from '../../platform/api.ts';

/** POST /api/cart/summary — price a cart (CART-20…CART-21; docs/api.md). */
export async function registerCartApi(api: FastifyInstance, services: Services): Promise<void> {
  api.post('/cart/summary', async (req, reply) => {
    const lang = requestLang(req);
    const parsed = parseWith(cartSummaryRequest, req.body);
    if (!parsed.ok) return send(reply, services.i18n, lang, parsed);
    // a signed-in customer is priced as themselves (loyalty, new-customer rule) unless the form names another mobile
    const mobile = parsed.data.mobile ?? req.viewer?.mobile ?? null;
    return send(
      reply,
      services.i18n,
      lang,
      await services.cart.summary({ ...parsed.data, mobile, lang, customerId: req.viewer?.userId ?? null }),
    );
  });
}
