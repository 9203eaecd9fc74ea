import { sql, type Kysely, type Selectable } from 'kysely';
import type { Gender } from '../../../domain/api/fields.ts';
import type { Dialect } from '../../db/kysely.ts';
import type { AddressTable, DB, Flag, UserTable } from '../../db/schema.ts';

export type UserRow = Selectable<UserTable>;
export type AddressRow = Selectable<AddressTable>;

/** A place with its district and city, titles in every language (for an address line). */
interface PlaceChain {
  placeId: number;
  districtId: number;
  cityId: number;
  cityDelivers: boolean;
  titles: Record<'city' | 'district' | 'place', { az: string; ru: string; en: string }>;
}

type Titled = { id: number; title_az: string; title_ru: string; title_en: string };
const titles = (r: { title_az: string; title_ru: string; title_en: string }) => ({
  az: r.title_az,
  ru: r.title_ru,
  en: r.title_en,
});

/**
 * The cabinet's reads and writes (CAB-1, CAB-4): the customer's own record and saved addresses, and the titles of the
 * delivery geography their lines are made of. Every address query names the owner, so one customer never reads or
 * changes another's row. Takes any executor (the service's transaction).
 */
export class CabinetRepo {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
  ) {}

  /** The user's row, locked until the commit on PostgreSQL (SQLite write transactions run one at a time). */
  async lockUser(userId: number): Promise<UserRow | undefined> {
    let q = this.db.selectFrom('users').selectAll().where('id', '=', userId);
    if (this.dialect === 'postgres') q = q.forUpdate();
    return q.executeTakeFirst();
  }

  user(userId: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  }

  /** Whether another user holds this email (case-insensitive key). */
  async emailTaken(emailKey: string, exceptUserId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('email_key', '=', emailKey)
      .where('id', '!=', exceptUserId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** `gender` undefined leaves the stored one. */
  async updateInfo(
    userId: number,
    v: {
      firstName: string;
      lastName: string;
      email: string | null;
      emailKey: string | null;
      gender?: Gender | null;
      at: string;
    },
  ): Promise<void> {
    await this.db
      .updateTable('users')
      .set({
        first_name: v.firstName,
        last_name: v.lastName,
        email: v.email,
        email_key: v.emailKey,
        ...(v.gender === undefined ? {} : { gender: v.gender }),
        updated_at: v.at,
      })
      .where('id', '=', userId)
      .execute();
  }

  // ── addresses ───────────────────────────────────────────────────────────────────────────────────────────

  /** The user's addresses: the main one first, then the newest first. */
  addresses(userId: number): Promise<AddressRow[]> {
    return this.db
      .selectFrom('addresses')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('selected', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  address(userId: number, id: number): Promise<AddressRow | undefined> {
    return this.db
      .selectFrom('addresses')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async countAddresses(userId: number): Promise<number> {
    const r = await this.db
      .selectFrom('addresses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async insertAddress(v: Omit<AddressRow, 'id'>): Promise<number> {
    const r = await this.db.insertInto('addresses').values(v).returning('id').executeTakeFirstOrThrow();
    return r.id;
  }

  async updateAddress(
    userId: number,
    id: number,
    v: Pick<AddressRow, 'title' | 'city_id' | 'district_id' | 'place_id' | 'address' | 'updated_at'>,
  ): Promise<void> {
    await this.db.updateTable('addresses').set(v).where('user_id', '=', userId).where('id', '=', id).execute();
  }

  async removeAddress(userId: number, id: number): Promise<void> {
    await this.db.deleteFrom('addresses').where('user_id', '=', userId).where('id', '=', id).execute();
  }

  /** Makes `id` the user's one main address (every other one not main), in one statement. */
  async selectAddress(userId: number, id: number, at: string): Promise<void> {
    await this.db
      .updateTable('addresses')
      .set({ selected: sql<Flag>`case when id = ${id} then 1 else 0 end`, updated_at: at })
      .where('user_id', '=', userId)
      .execute();
  }

  /** The newest address of the user (the one that becomes main when the main one is removed). */
  newestAddress(userId: number): Promise<{ id: number } | undefined> {
    return this.db
      .selectFrom('addresses')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  // ── geography ───────────────────────────────────────────────────────────────────────────────────────────

  /** A place with the district and city it lies in, or undefined for an unknown place. */
  async placeChain(placeId: number): Promise<PlaceChain | undefined> {
    const r = await this.db
      .selectFrom('places as p')
      .innerJoin('districts as d', 'd.id', 'p.district_id')
      .innerJoin('cities as c', 'c.id', 'd.city_id')
      .select([
        'p.id as place_id',
        'p.title_az as p_az',
        'p.title_ru as p_ru',
        'p.title_en as p_en',
        'd.id as district_id',
        'd.title_az as d_az',
        'd.title_ru as d_ru',
        'd.title_en as d_en',
        'c.id as city_id',
        'c.title_az as c_az',
        'c.title_ru as c_ru',
        'c.title_en as c_en',
        'c.delivery',
      ])
      .where('p.id', '=', placeId)
      .executeTakeFirst();
    if (!r) return undefined;
    return {
      placeId: r.place_id,
      districtId: r.district_id,
      cityId: r.city_id,
      cityDelivers: r.delivery === 1,
      titles: {
        city: { az: r.c_az, ru: r.c_ru, en: r.c_en },
        district: { az: r.d_az, ru: r.d_ru, en: r.d_en },
        place: { az: r.p_az, ru: r.p_ru, en: r.p_en },
      },
    };
  }

  /** Titles of cities, districts and places by id (for address and order lines). */
  async geographyTitles(ids: { cities: number[]; districts: number[]; places: number[] }) {
    const pick = async (table: 'cities' | 'districts' | 'places', list: number[]) =>
      list.length
        ? new Map(
            (
              (await this.db
                .selectFrom(table)
                .select(['id', 'title_az', 'title_ru', 'title_en'])
                .where('id', 'in', [...new Set(list)])
                .execute()) as Titled[]
            ).map((r) => [r.id, titles(r)]),
          )
        : new Map<number, { az: string; ru: string; en: string }>();
    const [cities, districts, places] = await Promise.all([
      pick('cities', ids.cities),
      pick('districts', ids.districts),
      pick('places', ids.places),
    ]);
    return { cities, districts, places };
  }

  /** A branch's title and address in every language. */
  async branch(id: number) {
    const r = await this.db
      .selectFrom('branches')
      .select(['title_az', 'title_ru', 'title_en', 'address_az', 'address_ru', 'address_en'])
      .where('id', '=', id)
      .executeTakeFirst();
    return r ? { title: titles(r), address: { az: r.address_az, ru: r.address_ru, en: r.address_en } } : undefined;
  }
}
