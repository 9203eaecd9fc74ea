import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * Spending a promo code with an order, inside the order's transaction. The total-uses counter moves by a
 * conditional update (never past `max_uses`), which also locks the code's row on PostgreSQL until the order
 * commits, so the per-mobile count that follows cannot be raced by a second order of the same mobile.
 */
export class PromoUsesRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** The code's id once spent, or why it can no longer be: 'usedUp' (all uses gone), 'usedByMobile', 'unknown'. */
  async spend(code: string, mobile: string, orderId: number, at: string): Promise<{ ok: true; id: number } | { ok: false; reason: 'usedUp' | 'usedByMobile' | 'unknown' }> {
    const row = await this.db.selectFrom('promo_codes').select(['id', 'per_mobile_limit']).where('code', '=', code.toUpperCase()).executeTakeFirst();
    if (!row) return { ok: false, reason: 'unknown' };
    const r = await this.db
      .updateTable('promo_codes')
      .set({ used: sql<number>`used + 1` })
      .where('id', '=', row.id)
      .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used', '<', eb.ref('max_uses'))]))
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return { ok: false, reason: 'usedUp' };
    if (row.per_mobile_limit !== null) {
      const uses = await this.db
        .selectFrom('promo_code_uses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('promo_code_id', '=', row.id)
        .where('mobile', '=', mobile)
        .executeTakeFirst();
      if (Number(uses?.n ?? 0) >= row.per_mobile_limit) return { ok: false, reason: 'usedByMobile' };
    }
    await this.db.insertInto('promo_code_uses').values({ promo_code_id: row.id, mobile, order_id: orderId, created_at: at }).execute();
    return { ok: true, id: row.id };
  }
}
