import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * Reward codes an order earns for the next one (decision 0027): one-use promo codes in the promo table, bound to the
 * order's mobile and customer account (`owner_*`), linked from the order (`orders.reward_code_id`).
 */
export class RewardsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async create(r: {
    code: string;
    percent: number;
    startsAt: string;
    endsAt: string;
    ownerMobile: string;
    ownerCustomerId: number | null;
  }): Promise<number> {
    const { id } = await this.db
      .insertInto('promo_codes')
      .values({
        code: r.code,
        kind: 'percent',
        value: r.percent,
        min_total: 0,
        starts_at: r.startsAt,
        ends_at: r.endsAt,
        active: 1,
        max_uses: 1,
        per_mobile_limit: 1,
        created_at: r.startsAt,
        owner_mobile: r.ownerMobile,
        owner_customer_id: r.ownerCustomerId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** Links a new reward to its order, only if it has none yet (true when linked). */
  async link(orderId: number, rewardId: number): Promise<boolean> {
    const r = await this.db
      .updateTable('orders')
      .set({ reward_code_id: rewardId })
      .where('id', '=', orderId)
      .where('reward_code_id', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /**
   * Switches an unused reward that was off (its order had not earned it yet, or its payment had failed) on again for
   * a fresh period; true when it was switched on by this call.
   */
  async reactivate(id: number, startsAt: string, endsAt: string): Promise<boolean> {
    const r = await this.db
      .updateTable('promo_codes')
      .set({ active: 1, starts_at: startsAt, ends_at: endsAt })
      .where('id', '=', id)
      .where('active', '=', 0)
      .where('used', '=', 0)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Switches a reward off at once (its order was cancelled or failed); an order that used it already stays as it is. */
  async deactivate(id: number): Promise<boolean> {
    const r = await this.db
      .updateTable('promo_codes')
      .set({ active: 0 })
      .where('id', '=', id)
      .where('active', '=', 1)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  byId(id: number) {
    return this.db
      .selectFrom('promo_codes')
      .select(['code', 'kind', 'value', 'ends_at', 'active'])
      .where('id', '=', id)
      .executeTakeFirst();
  }
}
