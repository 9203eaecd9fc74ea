import type { Kysely } from 'kysely';
import type { Database } from '../../db/kysely.ts';
import type { DB } from '../../db/schema.ts';
import { AccountRepo } from './account.repo.ts';

/**
 * A customer's saved address for the checkout (CHK-1 `myAddress`, CHK-15): the one with this id, or the main one
 * when no id is given — only among the customer's own addresses.
 */
export function savedAddresses(database: Database) {
  return {
    async address(executor: Kysely<DB> | null, userId: number, id: number | null) {
      const repo = new AccountRepo(executor ?? database.db, database.dialect);
      const row = id ? await repo.address(userId, id) : (await repo.addresses(userId))[0];
      return row
        ? { cityId: row.city_id, districtId: row.district_id, placeId: row.place_id, address: row.address }
        : null;
    },
  };
}
