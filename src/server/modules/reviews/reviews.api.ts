import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { parseWith, requestLang, send } from '../../platform/api.ts';
import { reviewBody } from './reviews.validators.ts';

/** POST /api/reviews — send a review (PDP-11…PDP-13). */
export async function registerReviewsApi(api: FastifyInstance, services: Services): Promise<void> {
  api.post('/reviews', async (req, reply) => {
    const lang = requestLang(req);
    const input = parseWith(reviewBody, req.body);
    const result = input.ok ? await services.reviews.submit(input.data, req.ip ?? null) : input;
    return send(reply, services.i18n, lang, result);
  });
}
