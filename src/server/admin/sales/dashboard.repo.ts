import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** A product with this many units or fewer (and at least one) is low on stock (decision 0087). */
export const LOW_STOCK_MAX = 5;
const LOW_STOCK_ROWS = 10;
const TOP_PRODUCTS = 5;

/**
 * The dashboard's counts (ADM-15). Each query is served by an index (migration 0017 and 0011): orders by
 * `created_at` for the day, by `(status, created_at)` for the waiting counts, products by `(active, stock)`, reviews
 * by `(status, created_at)` — so the page stays fast at 100,000 products.
 */
export class DashboardRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** Orders placed in `[from, to)` and the total of those not in `excluded` statuses. */
  async dayFigures(
    from: string,
    to: string,
    excluded: readonly string[],
  ): Promise<{ orders: number; revenue: number }> {
    const rows = await this.db
      .selectFrom('orders')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('total').as('sum')])
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .groupBy('status')
      .execute();
    let orders = 0;
    let revenue = 0;
    for (const r of rows) {
      orders += Number(r.n);
      if (!excluded.includes(r.status)) revenue += Number(r.sum ?? 0);
    }
    return { orders, revenue };
  }

  /** How many orders are in each of `statuses` (absent statuses have none). */
  async countByStatus(statuses: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('orders')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', 'in', [...statuses])
      .groupBy('status')
      .execute();
    return new Map(rows.map((r) => [r.status, Number(r.n)]));
  }

  /** Active products with 1 to LOW_STOCK_MAX units left, fewest first. */
  lowStock() {
    return this.db
      .selectFrom('products')
      .select(['id', 'sku', 'title_az', 'title_ru', 'title_en', 'stock'])
      .where('active', '=', 1)
      .where('stock', '>=', 1)
      .where('stock', '<=', LOW_STOCK_MAX)
      .orderBy('stock')
      .orderBy('id')
      .limit(LOW_STOCK_ROWS)
      .execute();
  }

  /**
   * Orders and revenue per day for consecutive `days` (each `[from, to)`, oldest first, as `bakuDayRange` gives
   * them): one range scan of `orders_created`, each order put in its day by a CASE on the boundaries — plain SQL
   * that SQLite and PostgreSQL read alike, and exact at Baku's midnight whatever the database's time zone.
   * Answers one row per day that has orders: `{ i, orders, revenue }` with `i` the day's index in `days`.
   */
  async daySeries(
    days: readonly { from: string; to: string }[],
    excluded: readonly string[],
  ): Promise<{ i: number; orders: number; revenue: number }[]> {
    if (days.length === 0) return [];
    const bucket = sql<number>`case ${sql.join(
      days.map((d, i) => sql`when created_at < ${d.to} then ${sql.lit(i)}`),
      sql` `,
    )} end`;
    const counted = excluded.length
      ? sql<number>`case when status in (${sql.join([...excluded])}) then 0 else total end`
      : sql<number>`total`;
    const rows = await this.db
      .selectFrom((qb) =>
        qb
          .selectFrom('orders')
          .select([bucket.as('i'), counted.as('counted')])
          .where('created_at', '>=', days[0]!.from)
          .where('created_at', '<', days[days.length - 1]!.to)
          .as('t'),
      )
      .select(['t.i', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('t.counted').as('sum')])
      .groupBy('t.i')
      .execute();
    return rows.map((r) => ({ i: Number(r.i), orders: Number(r.n), revenue: Number(r.sum ?? 0) }));
  }

  /**
   * The products that brought the most revenue in `[from, to)`: what their lines were paid (after discounts) in
   * orders not in `excluded` statuses, best first, ties by id.
   */
  async topProducts(from: string, to: string, excluded: readonly string[]) {
    let q = this.db
      .selectFrom('orders as o')
      .innerJoin('order_lines as l', 'l.order_id', 'o.id')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .select([
        'p.id',
        'p.sku',
        'p.title_az',
        'p.title_ru',
        'p.title_en',
        (eb) => eb.fn.sum<number>('l.qty').as('units'),
        (eb) => eb.fn.sum<number>('l.payable').as('revenue'),
      ])
      .where('o.created_at', '>=', from)
      .where('o.created_at', '<', to);
    if (excluded.length) q = q.where('o.status', 'not in', [...excluded]);
    const rows = await q
      .groupBy(['p.id', 'p.sku', 'p.title_az', 'p.title_ru', 'p.title_en'])
      .orderBy(sql`sum(l.payable)`, 'desc')
      .orderBy('p.id')
      .limit(TOP_PRODUCTS)
      .execute();
    return rows.map((r) => ({ ...r, units: Number(r.units), revenue: Number(r.revenue ?? 0) }));
  }

  async pendingReviews(): Promise<number> {
    const r = await this.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
}
