import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The promo code kept with a signed-in customer's cart (`cart_promos`, migration 0029, decision 0076). */
export class CartPromosRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async kept(userId: number): Promise<string | null> {
    const row = await this.db.selectFrom('cart_promos').select('code').where('user_id', '=', userId).executeTakeFirst();
    return row?.code ?? null;
  }

  /** Keeps `code` for the customer's cart, in place of any code kept before (one statement: no read-then-write). */
  async keep(userId: number, code: string, at: string): Promise<void> {
    await this.db
      .insertInto('cart_promos')
      .values({ user_id: userId, code, kept_at: at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ code, kept_at: at }))
      .execute();
  }

  /** Drops the kept code — only `code` when given, so a code applied meanwhile in another tab stays. */
  async drop(userId: number, code?: string): Promise<void> {
    let q = this.db.deleteFrom('cart_promos').where('user_id', '=', userId);
    if (code !== undefined) q = q.where('code', '=', code);
    await q.execute();
  }
}
