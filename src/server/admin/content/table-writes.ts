import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/kysely.ts';
import type { DB } from '../../db/schema.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import { recordAudit } from '../audit.ts';
import type { AdminCtx } from '../resource.ts';
import { ContentTableRepo, type TableSpec } from './content-table.repo.ts';
import { inTransaction } from './resource-kit.ts';

type Table = keyof DB;

/**
 * The verify switch of spec 001 §3 on a table with `active` (shown/published): one transaction with its audit row
 * (`verify` or `unverify`); the same value again writes nothing.
 */
export function setVerified<T extends Table>(
  database: Database,
  spec: TableSpec & { table: T },
  entity: string,
  id: number,
  verified: boolean,
  ctx: AdminCtx,
  summary: (row: Selectable<DB[T]>) => string,
): Promise<Result<{ id: number; verified: boolean }>> {
  return inTransaction(database, async (tx) => {
    const repo = new ContentTableRepo(tx, spec);
    const row = await repo.byId(id);
    if (!row) return fail('notFound', 'admin.errors.notFound');
    const was = (row as { active?: number }).active === 1;
    if (was !== verified) {
      await repo.setActive(id, verified);
      await recordAudit(tx, ctx.staff, { action: verified ? 'verify' : 'unverify', entity, entityId: id, summary: summary(row), before: { active: was }, after: { active: verified } });
    }
    return ok({ id, verified });
  });
}

/** Removes a row (and what `also` removes with it) in one transaction with its audit row keeping what it was. */
export function removeRow<T extends Table>(
  database: Database,
  spec: TableSpec & { table: T },
  entity: string,
  id: number,
  ctx: AdminCtx,
  describe: (row: Selectable<DB[T]>) => { summary: string; before: unknown },
  also?: (tx: Kysely<DB>, row: Selectable<DB[T]>) => Promise<Result<unknown> | void>,
): Promise<Result<{ id: number }>> {
  return inTransaction(database, async (tx) => {
    const repo = new ContentTableRepo(tx, spec);
    const row = await repo.byId(id);
    if (!row) return fail('notFound', 'admin.errors.notFound');
    const extra = also ? await also(tx, row) : undefined;
    if (extra && !extra.ok) return extra;
    await repo.remove(id);
    const d = describe(row);
    await recordAudit(tx, ctx.staff, { action: 'remove', entity, entityId: id, summary: d.summary, before: d.before });
    return ok({ id });
  });
}
