import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** What the order page shows beside the order's own row: its pickup branch, its address's names, its card payment. */
export class OrderPageRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** A pickup branch with its city, every language (the order page; a branch switched off since is still named). */
  branchCard(id: number) {
    return this.db
      .selectFrom('branches')
      .innerJoin('cities', 'cities.id', 'branches.city_id')
      .select([
        'branches.title_az',
        'branches.title_ru',
        'branches.title_en',
        'branches.address_az',
        'branches.address_ru',
        'branches.address_en',
        'branches.mobiles',
        'cities.title_az as city_az',
        'cities.title_ru as city_ru',
        'cities.title_en as city_en',
      ])
      .where('branches.id', '=', id)
      .executeTakeFirst();
  }

  /** The titles of a delivery address's city, district and place, every language (any of them may be null). */
  async placeTitles(cityId: number | null, districtId: number | null, placeId: number | null) {
    const pick = (table: 'cities' | 'districts' | 'places', id: number | null) =>
      id === null
        ? Promise.resolve(undefined)
        : this.db
            .selectFrom(table)
            .select(['title_az', 'title_ru', 'title_en'])
            .where('id', '=', id)
            .executeTakeFirst();
    const [city, district, place] = await Promise.all([
      pick('cities', cityId),
      pick('districts', districtId),
      pick('places', placeId),
    ]);
    return { city, district, place };
  }

  /** The order's latest card payment attempt (the card as the bank masked it, and what it answered). */
  latestPayment(orderId: number) {
    return this.db
      .selectFrom('payments')
      .select(['status', 'amount', 'card_masked', 'card_name', 'created_at', 'credit_months', 'action', 'rc'])
      .where('order_id', '=', orderId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }
}
