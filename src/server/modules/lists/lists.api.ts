import type { FastifyInstance } from 'fastify';
import { listDetailsRequest } from '../../../domain/api/cart.ts';
import type { Services } from '../../services.ts';
import { parseWith, requestLang, send } from '../../platform/api.ts';

/** POST /api/lists/details — wish list or compare cards for the ids the browser holds (API-7). */
export async function registerListsApi(api: FastifyInstance, services: Services): Promise<void> {
  api.post('/lists/details', async (req, reply) => {
    const lang = requestLang(req);
    const parsed = parseWith(listDetailsRequest, req.body);
    if (!parsed.ok) return send(reply, services.i18n, lang, parsed);
    return send(reply, services.i18n, lang, await services.lists.details({ ...parsed.data, lang }));
  });
}
