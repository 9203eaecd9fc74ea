import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Delivery geography: cities, their districts and places (CONST-6; seeded, edited in the back office). */
export class PlacesRepo {
  constructor(private readonly db: Kysely<DB>) {}

  cities() {
    return this.db
      .selectFrom('cities')
      .select(['id', 'slug', 'title_az', 'title_ru', 'title_en', 'delivery', 'free_delivery_threshold'])
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  districts(cityId: number) {
    return this.db
      .selectFrom('districts')
      .select(['id', 'city_id', 'title_az', 'title_ru', 'title_en'])
      .where('city_id', '=', cityId)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  places(districtId: number) {
    return this.db
      .selectFrom('places')
      .select(['id', 'district_id', 'title_az', 'title_ru', 'title_en', 'delivery_price', 'one_day'])
      .where('district_id', '=', districtId)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  /** Pickup branches the staff show, with their city (CHK-2, CNT-4). */
  branches() {
    return this.db
      .selectFrom('branches')
      .innerJoin('cities', 'cities.id', 'branches.city_id')
      .select([
        'branches.id',
        'branches.title_az',
        'branches.title_ru',
        'branches.title_en',
        'branches.address_az',
        'branches.address_ru',
        'branches.address_en',
        'branches.mobiles',
        'branches.lat',
        'branches.lng',
        'cities.id as city_id',
        'cities.title_az as city_az',
        'cities.title_ru as city_ru',
        'cities.title_en as city_en',
      ])
      .where('branches.active', '=', 1)
      .orderBy('cities.position')
      .orderBy('branches.position')
      .orderBy('branches.id')
      .execute();
  }

  branch(id: number) {
    return this.db
      .selectFrom('branches')
      .select(['id', 'city_id'])
      .where('id', '=', id)
      .where('active', '=', 1)
      .executeTakeFirst();
  }
}
