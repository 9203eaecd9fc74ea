import type { Failure, Result } from '../platform/errors.ts';
import type { TransactionalConnection, UnitOfWork } from '../db/unit-of-work.ts';

class Rollback extends Error {
  constructor(readonly failure: Failure) {
    super(failure.code);
  }
}

/**
 * One write in one transaction (decision 0008) whose failure undoes it: a Result that is a failure rolls back
 * what the callback already wrote (a path taken after the row was inserted, a guard rail), then is returned. The
 * transaction is the connection's: `run` takes its repositories from the unit of work it is handed (`uow.repo(…)`)
 * and hands the same unit to the shop's services it asks.
 */
export async function inTransaction<T>(
  connection: TransactionalConnection,
  run: (uow: UnitOfWork) => Promise<Result<T>>,
): Promise<Result<T>> {
  try {
    return await connection.transaction(async (uow) => {
      const r = await run(uow);
      if (!r.ok) throw new Rollback(r);
      return r;
    });
  } catch (e) {
    if (e instanceof Rollback) return e.failure;
    throw e;
  }
}
