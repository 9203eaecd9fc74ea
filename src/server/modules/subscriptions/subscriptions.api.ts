import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { parseWith, requestLang, send } from '../../platform/api.ts';
import { subscriptionBody } from './subscriptions.validators.ts';

/** POST /api/subscriptions/send — the footer newsletter form (CNT-9). */
export async function registerSubscriptionsApi(api: FastifyInstance, services: Services): Promise<void> {
  api.post('/subscriptions/send', async (req, reply) => {
    const lang = requestLang(req);
    const parsed = parseWith(subscriptionBody, req.body);
    if (!parsed.ok) return send(reply, services.i18n, lang, parsed);
    return send(reply, services.i18n, lang, await services.subscriptions.send(parsed.data, req.ip ?? null));
  });
}
