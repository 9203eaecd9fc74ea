/** Request shapes of the reviews API: the body schema is shared with the browser (`domain/api/reviews.ts`). */
export { reviewRequest as reviewBody, type ReviewRequest as ReviewInput } from '../../../domain/api/reviews.ts';
