/** Request shapes of the reviews API: the body schema is shared with the browser (`domain/api/reviews.ts`). */
export {
  reviewRequest as reviewBody,
  REVIEW_MAX,
  FULL_NAME_MAX,
  type ReviewRequest as ReviewInput,
} from '../../../domain/api/reviews.ts';
