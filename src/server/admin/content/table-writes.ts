import type { Selectable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ok, type Failure, type Result } from '../../platform/errors.ts';
import { auditedChange, auditedCreate, auditedRemove, auditedUpdate, verifyNote } from '../audit.ts';
import type { AdminCtx } from '../resource.ts';
import { tableIn, type TableSpec } from './content-table.repo.ts';
import type { TransactionalConnection, UnitOfWork } from '../../db/unit-of-work.ts';

type Table = keyof DB;
/** A rule a write checks in its transaction before writing: the failure, or null. */
type Check = (uow: UnitOfWork) => Promise<Failure | null>;

/** Inserts a row (hidden until verified) in one transaction with its `create` audit row (`after`: the input). */
export function createRow(
  connection: TransactionalConnection,
  spec: TableSpec,
  entity: string,
  ctx: AdminCtx,
  values: Record<string, unknown>,
  note: { summary: string; after: unknown },
  check?: Check,
): Promise<Result<{ id: number }>> {
  return auditedCreate(connection, ctx, entity, async (uow) => {
    const refused = check ? await check(uow) : null;
    if (refused) return refused;
    const id = await tableIn(uow, spec).insert({ ...values, active: 0 });
    return ok({ id, ...note });
  });
}

/** Updates a row in one transaction with its `update` audit row: the fields that differ between `note`'s before and after. */
export function updateRow<T extends Table>(
  connection: TransactionalConnection,
  spec: TableSpec & { table: T },
  entity: string,
  id: number,
  ctx: AdminCtx,
  values: Record<string, unknown>,
  note: (row: Selectable<DB[T]>) => { summary: string; before: object; after: object },
  check?: Check,
): Promise<Result<{ id: number }>> {
  return auditedUpdate(
    connection,
    ctx,
    { entity, id, load: (uow) => tableIn(uow, spec).byId(id) },
    async (uow, row) => {
      const refused = check ? await check(uow) : null;
      if (refused) return refused;
      await tableIn(uow, spec).update(id, values);
      return ok(note(row));
    },
  );
}

/**
 * The verify switch of ADM-14 on a table with `active` (shown/published): one transaction with its audit row
 * (`verify` or `unverify`); the same value again writes nothing.
 */
export function setVerified<T extends Table>(
  connection: TransactionalConnection,
  spec: TableSpec & { table: T },
  entity: string,
  id: number,
  verified: boolean,
  ctx: AdminCtx,
  summary: (row: Selectable<DB[T]>) => string,
): Promise<Result<{ id: number; verified: boolean }>> {
  return auditedChange(
    connection,
    ctx,
    { entity, id, load: (uow) => tableIn(uow, spec).byId(id) },
    async (uow, row) => {
      const was = (row as { active?: number }).active === 1;
      if (was !== verified) await tableIn(uow, spec).setActive(id, verified);
      return ok({ reply: { id, verified }, audit: verifyNote(id, was, verified, summary(row)) });
    },
  );
}

/** Removes a row (and what `also` removes with it) in one transaction with its audit row keeping what it was. */
export function removeRow<T extends Table>(
  connection: TransactionalConnection,
  spec: TableSpec & { table: T },
  entity: string,
  id: number,
  ctx: AdminCtx,
  describe: (row: Selectable<DB[T]>) => { summary: string; before: unknown },
  also?: (uow: UnitOfWork, row: Selectable<DB[T]>) => Promise<Result<unknown> | void>,
): Promise<Result<{ id: number }>> {
  return auditedRemove(
    connection,
    ctx,
    { entity, id, load: (uow) => tableIn(uow, spec).byId(id) },
    async (uow, row) => {
      const extra = also ? await also(uow, row) : undefined;
      if (extra && !extra.ok) return extra;
      await tableIn(uow, spec).remove(id);
      return ok(describe(row));
    },
  );
}
