import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * Spending a promo code with an order, inside the order's transaction. The total-uses counter moves by a
 * conditional update (never past `max_uses`), which also locks the code's row on PostgreSQL until the order
 * commits, so the per-mobile count that follows cannot be raced by a second order of the same mobile.
 */
export class PromoUsesRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * The code's id once spent, or why it can no longer be: 'usedUp' (all uses gone), 'usedByMobile', 'inactive'
   * (switched off since the cart was priced: a reward whose order was cancelled meanwhile), 'unknown'.
   */
  async spend(
    code: string,
    mobile: string,
    orderId: number,
    at: string,
  ): Promise<{ ok: true; id: number } | { ok: false; reason: 'usedUp' | 'usedByMobile' | 'inactive' | 'unknown' }> {
    const row = await this.db
      .selectFrom('promo_codes')
      .select(['id', 'per_mobile_limit'])
      .where('code', '=', code.toUpperCase())
      .executeTakeFirst();
    if (!row) return { ok: false, reason: 'unknown' };
    // still active, checked by the same conditional update that counts the use (and locks the row on PostgreSQL):
    // a cancellation committed after the price was checked cannot let a switched-off code through
    const r = await this.db
      .updateTable('promo_codes')
      .set({ used: sql<number>`used + 1` })
      .where('id', '=', row.id)
      .where('active', '=', 1)
      .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used', '<', eb.ref('max_uses'))]))
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) {
      const now = await this.db.selectFrom('promo_codes').select('active').where('id', '=', row.id).executeTakeFirst();
      return { ok: false, reason: now?.active === 1 ? 'usedUp' : 'inactive' };
    }
    if (row.per_mobile_limit !== null) {
      const uses = await this.db
        .selectFrom('promo_code_uses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('promo_code_id', '=', row.id)
        .where('mobile', '=', mobile)
        .executeTakeFirst();
      if (Number(uses?.n ?? 0) >= row.per_mobile_limit) return { ok: false, reason: 'usedByMobile' };
    }
    await this.db
      .insertInto('promo_code_uses')
      .values({ promo_code_id: row.id, mobile, order_id: orderId, created_at: at })
      .execute();
    return { ok: true, id: row.id };
  }

  /**
   * An order that did not happen (payment failed, cancelled) gives its use of a code back, so the shopper can use it
   * again — "Repeat checkout" of a declined order with a one-use code (decision 0057). True when a use was given back.
   */
  async giveBack(orderId: number): Promise<boolean> {
    const uses = await this.db
      .deleteFrom('promo_code_uses')
      .where('order_id', '=', orderId)
      .returning('promo_code_id')
      .execute();
    for (const u of uses)
      await this.db
        .updateTable('promo_codes')
        .set({ used: sql<number>`CASE WHEN used > 0 THEN used - 1 ELSE 0 END` })
        .where('id', '=', u.promo_code_id)
        .execute();
    return uses.length > 0;
  }

  /**
   * A late approval revives an order whose use was given back: the use is recorded again, without the limits — the
   * shopper has paid the discounted price already (the order's history says so when a limit is passed).
   */
  async retake(promoCodeId: number, mobile: string, orderId: number, at: string): Promise<{ overLimit: boolean }> {
    const before = await this.db
      .selectFrom('promo_codes')
      .select(['used', 'max_uses'])
      .where('id', '=', promoCodeId)
      .executeTakeFirst();
    if (!before) return { overLimit: false };
    // an order that failed before uses were given back still has its use
    const kept = await this.db
      .selectFrom('promo_code_uses')
      .select('id')
      .where('order_id', '=', orderId)
      .where('promo_code_id', '=', promoCodeId)
      .executeTakeFirst();
    if (kept) return { overLimit: false };
    await this.db
      .updateTable('promo_codes')
      .set({ used: sql<number>`used + 1` })
      .where('id', '=', promoCodeId)
      .execute();
    await this.db
      .insertInto('promo_code_uses')
      .values({ promo_code_id: promoCodeId, mobile, order_id: orderId, created_at: at })
      .execute();
    return { overLimit: before.max_uses !== null && before.used >= before.max_uses };
  }
}
