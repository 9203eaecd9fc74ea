import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { requestLang, send } from '../../platform/api.ts';

/** POST /api/reviews — send a review (spec 000 §7 "Send review"). */
export async function registerReviewsApi(api: FastifyInstance, services: Services): Promise<void> {
  api.post('/reviews', async (req, reply) => {
    const lang = requestLang(req);
    const result = await services.reviews.submit(req.body, req.ip ?? null);
    return send(reply, services.i18n, lang, result);
  });
}
