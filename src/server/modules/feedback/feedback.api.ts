import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { parseWith, requestLang, send } from '../../platform/api.ts';
import { feedbackRequest } from '../../../domain/api/forms.ts';

/** POST /api/feedbacks/send — the contacts page's form (CNT-8). */
export async function registerFeedbackApi(api: FastifyInstance, services: Services): Promise<void> {
  api.post('/feedbacks/send', async (req, reply) => {
    const lang = requestLang(req);
    const parsed = parseWith(feedbackRequest, req.body);
    if (!parsed.ok) return send(reply, services.i18n, lang, parsed);
    return send(
      reply,
      services.i18n,
      lang,
      await services.feedback.send(parsed.data, req.ip ?? null, req.viewer?.userId ?? null),
    );
  });
}
