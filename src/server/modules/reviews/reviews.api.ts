import type { FastifyInstance } from 'fastify';
import { submitReview } from '../../../domain/api/reviews.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { PUBLIC, route } from '../../platform/route.ts';
import type { ReviewsService } from './reviews.service.ts';

/** POST /api/reviews — send a review (PDP-11…PDP-13). */
export function registerReviewsApi(
  api: FastifyInstance,
  deps: { i18n: I18n; reviews: Pick<ReviewsService, 'submit'> },
): void {
  route(api, deps.i18n, submitReview, PUBLIC, ({ input, req }) => deps.reviews.submit(input, req.ip ?? null));
}
