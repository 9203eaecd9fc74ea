import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { StockFrom } from '../../../domain/branch-stock.ts';
import { StockRepo } from './stock.repo.ts';

/**
 * The catalogue's stock for the modules that move it (decisions 0008, 0090): the checkout takes units inside the
 * order's transaction, the orders module gives them back (or takes them again for a late payment) inside its own.
 * Always in the caller's unit of work: the units move with the order or not at all. Units are taken from the pickup
 * branch, or for delivery from the warehouse then the branches, and go back to where they were taken.
 */
export class StockService {
  /** All `required` units or none (`short`: the first product short), and as many `optional` (gift) units as are left. */
  take(
    uow: UnitOfWork,
    orderId: number,
    units: ReadonlyMap<number, { required: number; optional: number }>,
    from: StockFrom,
  ) {
    return uow.repo(StockRepo).take(orderId, units, from);
  }

  /** The order's units back to the locations they came from. */
  giveBack(uow: UnitOfWork, orderId: number, units: ReadonlyMap<number, number>): Promise<void> {
    return uow.repo(StockRepo).giveBack(orderId, units);
  }
}
