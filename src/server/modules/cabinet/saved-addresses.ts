import type { TransactionalConnection, UnitOfWork } from '../../db/unit-of-work.ts';
import { CabinetRepo } from './cabinet.repo.ts';

/**
 * A customer's saved address for the checkout (CHK-1 `myAddress`, CHK-15): the one with this id, or the main one
 * when no id is given — only among the customer's own addresses. Read through `uow` (the checkout's, before its
 * transaction: the shared unit).
 */
export function savedAddresses(connection: TransactionalConnection) {
  return {
    async address(uow: UnitOfWork | null, userId: number, id: number | null) {
      const repo = (uow ?? connection.shared).repo(CabinetRepo);
      const row = id ? await repo.address(userId, id) : (await repo.addresses(userId))[0];
      return row
        ? { cityId: row.city_id, districtId: row.district_id, placeId: row.place_id, address: row.address }
        : null;
    },
  };
}
