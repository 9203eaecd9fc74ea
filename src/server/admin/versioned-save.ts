import { bodyKeyOf, bodyOf, initialValues, mergeSave } from '../../domain/admin/record-values.ts';
import type { AdminRecord, FieldDef, SavedRecord, VersionedSave } from '../../domain/api/admin.ts';
import { parseWith } from '../platform/envelope.ts';
import { fail, ok, type FieldErrors, type Result } from '../platform/errors.ts';
import { RecordVersionsRepo, type RecordChange } from './record-versions.repo.ts';
import type { AdminCtx, AnyAdminResource } from './resource.ts';
import type { TransactionalConnection } from '../db/unit-of-work.ts';

/** The form fields a change touched: each key of its audit row names a body key (`title`, `parameters`, `stock`). */
function touchedFields(fields: readonly FieldDef[], changes: readonly RecordChange[]): FieldDef[] {
  const keys = new Set(changes.flatMap((c) => c.keys));
  return fields.filter((f) => keys.has(f.name) || keys.has(bodyKeyOf(f.name)));
}

const labels = (fields: readonly FieldDef[]) => [...new Set(fields.map((f) => f.label))].join(', ');

/**
 * A save from a record form (decision 0059), before the resource's own `update` runs:
 * 1. a record changed in the back office since the version the form was read at is a 409 that names the fields
 *    changed meanwhile and who changed them (each such field carries the message too);
 * 2. otherwise the person's changes are merged into the record as it is now (`mergeSave`): fields they did not
 *    change keep their current value, a field that changed by other means since the form showed it (a sale, a CSV
 *    import) collides (409) unless it is a count, whose change applies as a difference;
 * 3. nothing changed: nothing is written (no audit row, the version stays);
 * 4. the merged record is parsed with the resource's update schema (every field error at once, with the resource's
 *    own rules' when it has them) and written by the
 *    resource with `ctx.save`, under which `auditedChange` re-checks the version under the record's lock.
 * Answers the record's id and its new version.
 */
export async function versionedUpdate(
  connection: TransactionalConnection,
  r: AnyAdminResource,
  id: number,
  save: VersionedSave,
  ctx: AdminCtx,
  /** the resource's own rules on a merged record its schema refused (decision 0061): every fault in one answer */
  check?: (raw: unknown, id: number | null, ctx: AdminCtx) => Promise<FieldErrors>,
): Promise<Result<SavedRecord>> {
  if (!r.info || !r.update || !r.updateSchema) return fail('notFound', 'admin.errors.notFound');
  const versions = connection.shared.repo(RecordVersionsRepo);
  // the version first: a write between the two reads makes the version older than the values, never newer
  const version = await versions.latest(r.name, id);
  const current = await r.info(id, ctx);
  if (!current.ok) return current;
  const fields = current.data.fields;
  if (version > save.version) {
    const changes = await versions.since(r.name, id, save.version);
    const touched = touchedFields(fields, changes);
    const who = [...new Set(changes.map((c) => c.userName).filter(Boolean))].join(', ');
    const errors: FieldErrors = Object.fromEntries(touched.map((f) => [f.name, 'admin.conflict.fieldChangedBy']));
    return fail('conflict', touched.length ? 'admin.conflict.changedBy' : 'admin.conflict.changedByNoFields', errors, {
      who,
      fields: labels(touched),
    });
  }
  const merged = mergeSave(fields, initialValues(fields), save);
  if (!merged.ok) {
    if (merged.unknown.length)
      return fail(
        'invalid',
        'validation.failed',
        Object.fromEntries(merged.unknown.map((n) => [n, 'admin.conflict.notAField'])),
      );
    const collided = fields.filter((f) => merged.collided.includes(f.name));
    return fail(
      'conflict',
      'admin.conflict.changedMeanwhile',
      Object.fromEntries(collided.map((f) => [f.name, 'admin.conflict.fieldChangedMeanwhile'])),
      { fields: labels(collided) },
    );
  }
  if (!merged.changed.length) return ok({ id, version });
  const body = bodyOf(fields, merged.values);
  const parsed = parseWith(r.updateSchema, body);
  if (!parsed.ok) return check ? { ...parsed, errors: { ...(await check(body, id, ctx)), ...parsed.errors } } : parsed;
  // a member of an object field keeps its full name (`stockAt.3`: one branch's units; decision 0090)
  const deltas = Object.fromEntries(Object.entries(merged.deltas).map(([name, d]) => [name, d]));
  const saved = await r.update(id, parsed.data, { ...ctx, save: { version, deltas } });
  if (!saved.ok) return saved;
  return ok({ id, version: await versions.latest(r.name, id) });
}

/**
 * A record for its form, with the version it is read at (the API's `info` and the back office's record page). The
 * version is read first: a write in between makes it older than the values, never newer (the save is then refused
 * and reloaded rather than taken).
 */
export async function versionedRecord(
  connection: TransactionalConnection,
  r: AnyAdminResource,
  id: number,
  ctx: AdminCtx,
): Promise<Result<AdminRecord>> {
  if (!r.info) return fail('notFound', 'admin.errors.notFound');
  const version = await connection.shared.repo(RecordVersionsRepo).latest(r.name, id);
  const record = await r.info(id, ctx);
  return record.ok ? ok({ ...record.data, version }) : record;
}
