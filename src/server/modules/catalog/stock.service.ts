import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { StockRepo } from './stock.repo.ts';

/**
 * The catalogue's stock for the modules that move it (decision 0008): the checkout takes units inside the order's
 * transaction, the orders module gives them back (or takes them again for a late payment) inside its own. Always in
 * the caller's unit of work: the units move with the order or not at all.
 */
export class StockService {
  /** All `required` units or none (`short`: the first product short), and as many `optional` (gift) units as are left. */
  take(uow: UnitOfWork, units: ReadonlyMap<number, { required: number; optional: number }>) {
    return uow.repo(StockRepo).take(units);
  }

  giveBack(uow: UnitOfWork, units: ReadonlyMap<number, number>): Promise<void> {
    return uow.repo(StockRepo).giveBack(units);
  }
}
