import * as z from 'zod/mini';
import { LANGS } from '../i18n.ts';
import { endpoint } from './endpoint.ts';
import { emailField, requiredOr, requiredText } from './fields.ts';

export const REVIEW_MAX = 2000;
export const FULL_NAME_MAX = 100;

/** Body of POST /api/reviews (docs/api.md, "Reviews"). */
export const reviewRequest = z.strictObject({
  productId: z
    .int({ error: requiredOr('validation.invalidType') })
    .check(
      z.positive({ error: 'validation.invalidValue' }),
      z.maximum(2_147_483_647, { error: 'validation.invalidValue' }),
    ),
  review: requiredText(REVIEW_MAX, 'validation.reviewTooLong'),
  fullName: requiredText(FULL_NAME_MAX, 'validation.nameTooLong'),
  email: emailField(),
  rating: z
    .int({ error: requiredOr('validation.rating') })
    .check(z.minimum(1, { error: 'validation.rating' }), z.maximum(5, { error: 'validation.rating' })),
  lang: z.optional(z.enum(LANGS)),
});

/** A review waits for moderation before it is shown. */
export const reviewReply = z.object({ status: z.literal('pending') });

export type ReviewRequest = z.output<typeof reviewRequest>;
export type ReviewReply = z.output<typeof reviewReply>;

export const submitReview = endpoint({
  method: 'POST',
  path: '/api/reviews',
  request: reviewRequest,
  reply: reviewReply,
});
