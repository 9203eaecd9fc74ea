import type { Selectable } from 'kysely';
import type { AdminRecord, FieldDef } from '../../../domain/api/admin.ts';
import type { Lang } from '../../../domain/i18n.ts';
import { localePath } from '../../../domain/routes.ts';
import type { DB } from '../../db/schema.ts';
import { fail, ok, type Failure, type Result } from '../../platform/errors.ts';
import { tableIn, type TableSpec } from './content-table.repo.ts';
import { EntityPathsRepo, type EntityPath } from './entity-paths.repo.ts';
import { pathsValue, savePaths } from './entity-paths.ts';
import { mlOf, titleIn } from './resource-helpers.ts';
import type { TransactionalConnection, UnitOfWork } from '../../db/unit-of-work.ts';

/**
 * The shop addresses of the records of one view (`routes`: `Article`, `Page`, `Vacancy`; decision 0036) as the
 * resources with pages read and write them: the stored rows with the form's value and the az page, the save that
 * refuses a taken path, the removal. Takes any unit of work (the shared one or the write's).
 */
export class ViewPaths {
  constructor(readonly view: string) {}

  /** A record's stored addresses, as the form shows them, and its az page (null while it has none). */
  async read(uow: UnitOfWork, id: number) {
    const stored = await uow.repo(EntityPathsRepo).of(this.view, id);
    return { stored, value: pathsValue(stored), siteUrl: stored.az ? localePath('az', stored.az.path) : null };
  }

  /**
   * The record page of a row with shop pages: its title in the staff member's language, its az page, and the form
   * `fields` makes of the row and its addresses; not found without the row.
   */
  async record<T extends keyof DB>(
    connection: TransactionalConnection,
    spec: TableSpec & { table: T },
    id: number,
    lang: Lang,
    fields: (row: Selectable<DB[T]>, paths: ReturnType<typeof pathsValue>) => FieldDef[] | Promise<FieldDef[]>,
    /** whether the shop hides the row now (its page opens as a staff preview, decision 0086) */
    hidden?: (row: Selectable<DB[T]>) => boolean,
  ): Promise<Result<AdminRecord>> {
    const row = await tableIn(connection.shared, spec).byId(id);
    if (!row) return fail('notFound', 'admin.errors.notFound');
    const paths = await this.read(connection.shared, id);
    return ok({
      id,
      title: titleIn(mlOf(row, 'title'), lang),
      siteUrl: paths.siteUrl,
      ...(hidden && paths.siteUrl ? { sitePreview: hidden(row) } : {}),
      fields: await fields(row, paths.value),
    });
  }

  /** Stores a record's addresses; one another page has is a conflict naming `path.<lang>` (the caller rolls back). */
  async save(uow: UnitOfWork, id: number, wanted: Partial<Record<Lang, EntityPath>>): Promise<Failure | null> {
    const errors = await savePaths(uow.repo(EntityPathsRepo), this.view, id, wanted);
    return errors ? fail('conflict', 'validation.failed', errors) : null;
  }

  async remove(uow: UnitOfWork, id: number): Promise<void> {
    await uow.repo(EntityPathsRepo).remove(this.view, id);
  }
}
