import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Cities, districts and places for the back office (branches' city select, the delivery places screen). */
export class PlacesAdminRepo {
  constructor(private readonly db: Kysely<DB>) {}

  cities() {
    return this.db.selectFrom('cities').selectAll().orderBy('position').orderBy('id').execute();
  }

  /**
   * Another branch (not `exceptId`) with this code, compared upper-case (codes are stored upper-case), or without a
   * code and named by it in the CSV (`B<id>`, the fallback of a branch made before codes were asked for).
   */
  branchWithCode(code: string, exceptId: number | null) {
    const c = code.toUpperCase();
    let q = this.db
      .selectFrom('branches')
      .select('id')
      .where((eb) =>
        eb.or([
          eb(sql`upper(code)`, '=', c),
          eb.and([eb('code', 'is', null), eb(sql`'B' || CAST(id AS text)`, '=', c)]),
        ]),
      );
    if (exceptId !== null) q = q.where('id', '!=', exceptId);
    return q.executeTakeFirst();
  }

  city(id: number) {
    return this.db.selectFrom('cities').selectAll().where('id', '=', id).executeTakeFirst();
  }

  districts(cityId: number) {
    return this.db
      .selectFrom('districts')
      .selectAll()
      .where('city_id', '=', cityId)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  places(districtIds: number[]) {
    if (districtIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('places')
      .selectAll()
      .where('district_id', 'in', districtIds)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    let q = this.db.selectFrom('cities').select('id').where('slug', '=', slug);
    if (exceptId) q = q.where('id', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async insertCity(v: {
    slug: string;
    title_az: string;
    title_ru: string;
    title_en: string;
    delivery: 0 | 1;
    free_delivery_threshold: 0 | 1;
    position: number;
  }): Promise<number> {
    return (await this.db.insertInto('cities').values(v).returning('id').executeTakeFirstOrThrow()).id;
  }

  async updateCity(
    id: number,
    v: {
      slug: string;
      title_az: string;
      title_ru: string;
      title_en: string;
      delivery: 0 | 1;
      free_delivery_threshold: 0 | 1;
      position: number;
    },
  ): Promise<void> {
    await this.db.updateTable('cities').set(v).where('id', '=', id).execute();
  }

  async removeCity(id: number): Promise<void> {
    await this.db.deleteFrom('cities').where('id', '=', id).execute();
  }

  async branchesIn(cityId: number): Promise<number> {
    const r = await this.db
      .selectFrom('branches')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('city_id', '=', cityId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async insertDistrict(v: {
    city_id: number;
    title_az: string;
    title_ru: string;
    title_en: string;
    position: number;
  }): Promise<number> {
    return (await this.db.insertInto('districts').values(v).returning('id').executeTakeFirstOrThrow()).id;
  }

  async updateDistrict(
    id: number,
    v: { title_az: string; title_ru: string; title_en: string; position: number },
  ): Promise<void> {
    await this.db.updateTable('districts').set(v).where('id', '=', id).execute();
  }

  async removeDistricts(ids: number[]): Promise<void> {
    if (ids.length) await this.db.deleteFrom('districts').where('id', 'in', ids).execute();
  }

  async insertPlace(v: {
    district_id: number;
    title_az: string;
    title_ru: string;
    title_en: string;
    position: number;
    delivery_price: number;
    one_day: 0 | 1;
  }): Promise<number> {
    return (await this.db.insertInto('places').values(v).returning('id').executeTakeFirstOrThrow()).id;
  }

  async updatePlace(
    id: number,
    v: {
      district_id: number;
      title_az: string;
      title_ru: string;
      title_en: string;
      position: number;
      delivery_price: number;
      one_day: 0 | 1;
    },
  ): Promise<void> {
    await this.db.updateTable('places').set(v).where('id', '=', id).execute();
  }

  async removePlaces(ids: number[]): Promise<void> {
    if (ids.length) await this.db.deleteFrom('places').where('id', 'in', ids).execute();
  }
}
