import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

const LOW_STOCK_MAX = 5;
const LOW_STOCK_ROWS = 10;

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

  async pendingReviews(): Promise<number> {
    const r = await this.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
}
