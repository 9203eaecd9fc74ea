import { sql } from 'kysely';
import type { Database } from '../../db/kysely.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import { parseWith } from '../../platform/api.ts';
import { reviewBody } from './reviews.validators.ts';

export const REVIEWS_PER_IP_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Product reviews (spec 000 §3, §5): shoppers submit, moderators approve. A submission is stored as
 * 'pending' and appears on the product page only once approved. The text is stored as given; the UI
 * renders it as plain text, never as HTML. At most 5 submissions per IP per hour, counted in the
 * database so the limit holds across app processes.
 */
export class ReviewsService {
  constructor(
    private readonly database: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async submit(input: unknown, ip: string | null): Promise<Result<{ status: 'pending' }>> {
    const parsed = parseWith(reviewBody, input);
    if (!parsed.ok) return parsed;
    const v = parsed.data;
    const { db } = this.database;
    const product = await db.selectFrom('products').select(['id', 'active']).where('id', '=', v.productId).executeTakeFirst();
    if (!product || !product.active) return fail('reviews.productNotFound', undefined, 404);
    const now = this.now();
    const since = new Date(now.getTime() - HOUR_MS).toISOString();
    return db.transaction().execute(async (trx) => {
      if (ip && this.database.dialect === 'postgres') {
        // serialise submissions from one address so that a burst cannot slip past the limit between count and insert
        await sql`SELECT pg_advisory_xact_lock(hashtext(${`reviews:${ip}`}))`.execute(trx);
      }
      if (ip) {
        const row = await trx
          .selectFrom('reviews')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('ip', '=', ip)
          .where('created_at', '>', since)
          .executeTakeFirst();
        if (Number(row?.n ?? 0) >= REVIEWS_PER_IP_PER_HOUR) return fail('reviews.tooMany', undefined, 429);
      }
      await trx
        .insertInto('reviews')
        .values({
          product_id: v.productId,
          full_name: v.fullName,
          email: v.email.toLowerCase(),
          rating: v.rating,
          review: v.review,
          status: 'pending',
          ip,
          created_at: now.toISOString(),
        })
        .execute();
      return ok({ status: 'pending' as const });
    });
  }

  /** Moderation: approve a review and refresh the product's rating and count. */
  async approve(id: number): Promise<boolean> {
    const { db } = this.database;
    return db.transaction().execute(async (trx) => {
      const r = await trx.selectFrom('reviews').select(['product_id']).where('id', '=', id).executeTakeFirst();
      if (!r) return false;
      await trx.updateTable('reviews').set({ status: 'approved' }).where('id', '=', id).execute();
      const agg = await trx
        .selectFrom('reviews')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.avg<number>('rating').as('avg')])
        .where('product_id', '=', r.product_id)
        .where('status', '=', 'approved')
        .executeTakeFirst();
      await trx
        .updateTable('products')
        .set({ reviews_count: Number(agg?.n ?? 0), rating: Math.round(Number(agg?.avg ?? 0) * 10) / 10 })
        .where('id', '=', r.product_id)
        .execute();
      return true;
    });
  }
}
