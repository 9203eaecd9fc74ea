import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Reward codes an order earns for the next one (decision 0027): one-use promo codes in the promo table. */
export class RewardsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async create(r: { code: string; percent: number; startsAt: string; endsAt: string }): Promise<number> {
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
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  byId(id: number) {
    return this.db.selectFrom('promo_codes').select(['code', 'kind', 'value', 'ends_at']).where('id', '=', id).executeTakeFirst();
  }
}
