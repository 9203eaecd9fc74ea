import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/kysely.ts';
import type { DB } from '../../db/schema.ts';

interface NewReview {
  productId: number;
  fullName: string;
  email: string;
  rating: number;
  review: string;
  ip: string | null;
  createdAt: string;
}

/** Reads and writes of product reviews; the rules (limits, moderation) live in `reviews.service.ts`. */
export class ReviewsRepo {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
  ) {}

  /**
   * Serialises writers keyed by `key` until the transaction ends. PostgreSQL: an advisory lock; SQLite needs
   * none, since every write transaction there is IMMEDIATE and holds the database's single write lock.
   */
  async lock(key: string): Promise<void> {
    if (this.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(this.db);
  }

  async isActiveProduct(id: number): Promise<boolean> {
    const p = await this.db.selectFrom('products').select(['id', 'active']).where('id', '=', id).executeTakeFirst();
    return !!p?.active;
  }

  async countFromIpSince(ip: string, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ip', '=', ip)
      .where('created_at', '>', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async insertPending(r: NewReview): Promise<void> {
    await this.db
      .insertInto('reviews')
      .values({
        product_id: r.productId,
        full_name: r.fullName,
        email: r.email,
        rating: r.rating,
        review: r.review,
        status: 'pending',
        ip: r.ip,
        created_at: r.createdAt,
      })
      .execute();
  }

  async productOf(reviewId: number): Promise<number | undefined> {
    const r = await this.db.selectFrom('reviews').select(['product_id']).where('id', '=', reviewId).executeTakeFirst();
    return r?.product_id;
  }

  async setStatus(reviewId: number, status: 'pending' | 'approved' | 'rejected'): Promise<void> {
    await this.db.updateTable('reviews').set({ status }).where('id', '=', reviewId).execute();
  }

  /** Count and average rating of a product's approved reviews. */
  async approvedScore(productId: number): Promise<{ count: number; average: number }> {
    const agg = await this.db
      .selectFrom('reviews')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.avg<number>('rating').as('avg')])
      .where('product_id', '=', productId)
      .where('status', '=', 'approved')
      .executeTakeFirst();
    return { count: Number(agg?.n ?? 0), average: Number(agg?.avg ?? 0) };
  }

  async setProductScore(productId: number, count: number, rating: number): Promise<void> {
    await this.db.updateTable('products').set({ reviews_count: count, rating }).where('id', '=', productId).execute();
  }
}
