import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { StockFrom } from '../../../domain/branch-stock.ts';
import type { JoinedWrite } from '../../db/joined-write.ts';
import { StockRepo, type Units } from './stock.repo.ts';

/**
 * The catalogue's stock for the modules that move it (decisions 0008, 0090): the checkout takes units inside the
 * order's transaction, the orders module gives them back (or takes them again for a late payment) inside its own.
 * Always in the caller's unit of work: the units move with the order or not at all. Units are taken from the pickup
 * branch, or for delivery from the warehouse then the branches, and go back to where they were taken.
 */
export class StockService {
  /**
   * PostgreSQL: the checkout's advisory locks on these products until the transaction ends (decision 0101), so that
   * another instance's order of them waits here rather than on their stock rows. Only a cost is saved: the takes'
   * conditional updates still decide every unit. Nothing on SQLite.
   */
  lockTakes(uow: UnitOfWork, ids: Iterable<number>): Promise<void> {
    return uow.repo(StockRepo).lockTakes(ids);
  }

  /**
   * PostgreSQL: the takes to join to the statement that writes the order (decision 0101); its answer is `take`'s
   * `done`. Null where there is no such statement (SQLite) or nothing to take.
   */
  firstTakes(uow: UnitOfWork, units: Units, from: StockFrom): JoinedWrite | null {
    return uow.repo(StockRepo).firstTakes(units, from);
  }

  /**
   * All `required` units or none (`short`: the first product short), and as many `optional` (gift) units as are left;
   * `done`: how many products the order's statement took already (`firstTakes`).
   */
  take(uow: UnitOfWork, orderId: number, units: Units, from: StockFrom, done = 0) {
    return uow.repo(StockRepo).take(orderId, units, from, done);
  }

  /** The order's units back to the locations they came from. */
  giveBack(uow: UnitOfWork, orderId: number, units: ReadonlyMap<number, number>): Promise<void> {
    return uow.repo(StockRepo).giveBack(orderId, units);
  }
}
