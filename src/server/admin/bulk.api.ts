import type { FastifyInstance } from 'fastify';
import { adminProductsBulk, adminReviewsBulk } from '../../domain/api/admin-bulk.ts';
import type { I18n } from '../platform/i18n.server.ts';
import { route } from '../platform/route.ts';
import { staffGate } from './admin-route.ts';
import type { ProductsBulk } from './catalog/products-bulk.ts';
import type { ReviewsResource } from './sales/reviews.resource.ts';

/**
 * The lists' bulk actions (ADM-22, decision 0085), from the endpoint table (`domain/api/admin-bulk.ts`): a change to
 * many products (`products.update`, the product form's permission) and the moderation of many reviews
 * (`reviews.verify`, the single moderation's).
 */
export function registerBulkAdminApi(
  a: FastifyInstance,
  deps: { i18n: I18n; products: ProductsBulk; reviews: ReviewsResource },
): void {
  const { i18n, products, reviews } = deps;
  route(a, i18n, adminProductsBulk, staffGate('products.update'), (ctx) => products.run(ctx.input, ctx));
  route(a, i18n, adminReviewsBulk, staffGate('reviews.verify'), (ctx) =>
    reviews.verifyMany(ctx.input.ids, ctx.input.action === 'approve', ctx),
  );
}
