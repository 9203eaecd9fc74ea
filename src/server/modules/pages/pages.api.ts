import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { parseWith, requestLang, send } from '../../platform/api.ts';
import { popupsRequest } from '../../../domain/api/popups.ts';

/** GET /api/popups — the advertising popups running now (decision 0039); the browser asks once per page load. */
export async function registerPagesApi(api: FastifyInstance, services: Services): Promise<void> {
  api.get('/popups', async (req, reply) => {
    const lang = requestLang(req);
    const q = parseWith(popupsRequest, req.query);
    if (q.ok) reply.header('cache-control', 'public, max-age=60');
    return send(reply, services.i18n, lang, q.ok ? await services.pages.popups(lang) : q);
  });
}
