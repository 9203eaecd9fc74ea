import type { Kysely } from 'kysely';
import type { Database } from '../db/kysely.ts';
import type { DB } from '../db/schema.ts';
import type { Failure, Result } from '../platform/errors.ts';

class Rollback extends Error {
  constructor(readonly failure: Failure) {
    super(failure.code);
  }
}

/**
 * One write in one transaction (decision 0008) whose failure undoes it: a Result that is a failure rolls back
 * what the callback already wrote (a path taken after the row was inserted, a guard rail), then is returned.
 */
export async function inTransaction<T>(
  database: Database,
  run: (tx: Kysely<DB>) => Promise<Result<T>>,
): Promise<Result<T>> {
  try {
    return await database.db.transaction().execute(async (tx) => {
      const r = await run(tx);
      if (!r.ok) throw new Rollback(r);
      return r;
    });
  } catch (e) {
    if (e instanceof Rollback) return e.failure;
    throw e;
  }
}
