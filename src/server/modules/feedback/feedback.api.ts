import type { FastifyInstance } from 'fastify';
import { sendFeedback } from '../../../domain/api/forms.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { PUBLIC, route } from '../../platform/route.ts';
import type { FeedbackService } from './feedback.service.ts';

/** POST /api/feedbacks/send — the contacts page's form (CNT-8). */
export function registerFeedbackApi(
  api: FastifyInstance,
  deps: { i18n: I18n; feedback: Pick<FeedbackService, 'send'> },
): void {
  route(api, deps.i18n, sendFeedback, PUBLIC, ({ input, req, viewer }) =>
    deps.feedback.send(input, req.ip ?? null, viewer?.userId ?? null),
  );
}
