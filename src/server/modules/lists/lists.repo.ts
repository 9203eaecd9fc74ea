import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Reads of the wish list and compare pages that the catalogue's cards do not cover. */
export class ListsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** The comparable parameter values of the given products (CART-14). */
  comparableParams(ids: readonly number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .selectFrom('product_parameters as pp')
      .innerJoin('parameters as p', 'p.id', 'pp.parameter_id')
      .innerJoin('parameter_values as v', 'v.id', 'pp.value_id')
      .select([
        'pp.product_id',
        'p.id',
        'p.title_az',
        'p.title_ru',
        'p.title_en',
        'p.position',
        'v.value_az',
        'v.value_ru',
        'v.value_en',
        'v.position as vpos',
      ])
      .where('pp.product_id', 'in', [...ids])
      .where('p.comparable', '=', 1)
      .orderBy('p.position')
      .orderBy('p.id')
      .orderBy('v.position')
      .execute();
  }
}
