import { fail, ok, type Result } from '../../platform/errors.ts';
import type { ReviewInput } from './reviews.validators.ts';
import type { ReviewReply } from '../../../domain/api/reviews.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { ReviewsRepo } from './reviews.repo.ts';

const REVIEWS_PER_IP_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Product reviews (PDP-11, PDP-12): shoppers submit, moderators approve. A submission is stored as
 * 'pending' and appears on the product page only once approved. The text is stored as given; the UI
 * renders it as plain text, never as HTML. At most 5 submissions per IP per hour, counted in the
 * database so the limit holds across app processes. Input arrives parsed (`reviewBody`, at the route).
 */
export class ReviewsService {
  constructor(private readonly deps: { connection: TransactionalConnection; now?: () => Date }) {}

  private get repo(): ReviewsRepo {
    return this.deps.connection.shared.repo(ReviewsRepo);
  }

  async submit(v: ReviewInput, ip: string | null): Promise<Result<ReviewReply>> {
    if (!(await this.repo.isActiveProduct(v.productId))) return fail('notFound', 'reviews.productNotFound');
    const now = this.deps.now?.() ?? new Date();
    const since = new Date(now.getTime() - HOUR_MS).toISOString();
    return this.deps.connection.transaction(async (uow) => {
      const trx = uow.repo(ReviewsRepo);
      if (ip) {
        // serialise submissions from one address so that a burst cannot slip past the limit between count and insert
        await trx.lock(`reviews:${ip}`);
        if ((await trx.countFromIpSince(ip, since)) >= REVIEWS_PER_IP_PER_HOUR)
          return fail('tooMany', 'reviews.tooMany');
      }
      await trx.insertPending({
        productId: v.productId,
        fullName: v.fullName,
        email: v.email.toLowerCase(),
        rating: v.rating,
        review: v.review,
        ip,
        createdAt: now.toISOString(),
      });
      return ok({ status: 'pending' as const });
    });
  }

  /** Moderation: approve a review and refresh the product's rating and count. */
  async approve(id: number): Promise<boolean> {
    return this.deps.connection.transaction(async (uow) => {
      const trx = uow.repo(ReviewsRepo);
      const productId = await trx.productOf(id);
      if (productId === undefined) return false;
      await trx.setStatus(id, 'approved');
      const { count, average } = await trx.approvedScore(productId);
      await trx.setProductScore(productId, count, Math.round(average * 10) / 10);
      return true;
    });
  }
}
