import { fail, ok, type Result } from '../platform/errors.ts';
import type { AdminCtx } from './resource.ts';
import type { Staff } from './staff.ts';
import { AuditRepo } from './audit.repo.ts';
import { inTransaction } from './in-transaction.ts';
import { RecordVersionsRepo } from './record-versions.repo.ts';
import type { TransactionalConnection, UnitOfWork } from '../db/unit-of-work.ts';

interface AuditEvent {
  /** create | update | remove | verify | unverify | status | note | import | … */
  action: string;
  /** the resource, e.g. `products`, `orders` */
  entity: string;
  entityId: number | null;
  /** one line a person reads in the trail, e.g. the record's title */
  summary?: string;
  before?: unknown;
  after?: unknown;
}

/**
 * The audit trail (ADM-16): every write of the back office appends who, when, what, before and after — with the
 * unit of work of the write's own transaction, so a write and its trail row commit or fail together.
 */
export function recordAudit(
  uow: UnitOfWork,
  staff: Pick<Staff, 'userId' | 'name' | 'clientIp'>,
  e: AuditEvent,
  at: Date = new Date(),
): Promise<void> {
  return uow.repo(AuditRepo).append({
    userId: staff.userId,
    userName: staff.name,
    action: e.action,
    entity: e.entity,
    entityId: e.entityId,
    summary: (e.summary ?? '').slice(0, 300),
    before: e.before,
    after: e.after,
    clientIp: staff.clientIp,
    at: at.toISOString(),
  });
}

/** Only the fields that changed, before and after (what the trail keeps for an update). */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) {
      b[k] = before[k];
      a[k] = after[k];
    }
  }
  return Object.keys(a).length ? { before: b, after: a } : null;
}

// ── audited writes ──────────────────────────────────────────────────────────────────────────────────────────

/** the write's unit of work: its repositories are bound to the write's transaction */
type Tx = UnitOfWork;

/** The trail row a write asks for (the entity and the staff member are the helper's). */
type AuditNote = Omit<AuditEvent, 'entity'>;

/** What a write answers: its reply, and its trail row (null: nothing changed, no row). */
interface Audited<T> {
  reply: T;
  audit: AuditNote | null;
}

/**
 * One write of the back office with its trail row, in one transaction (decisions 0008, 0041): `write` returns a
 * failure — the transaction rolls back what it wrote and no row is appended — or its reply and the row to append,
 * which commits with the write. Every resource writes through this (or the three below built on it).
 */
export function auditedWrite<T>(
  connection: TransactionalConnection,
  ctx: AdminCtx,
  entity: string,
  write: (uow: Tx) => Promise<Result<Audited<T>>>,
): Promise<Result<T>> {
  return inTransaction(connection, async (uow) => {
    const r = await write(uow);
    if (!r.ok) return r;
    if (r.data.audit) await recordAudit(uow, ctx.staff, { entity, ...r.data.audit });
    return ok(r.data.reply);
  });
}

/** The trail row of a verify switch (`verify` or `unverify` of `active`), or none when the value does not change. */
export function verifyNote(id: number, was: boolean, verified: boolean, summary: string): AuditNote | null {
  return was === verified
    ? null
    : {
        action: verified ? 'verify' : 'unverify',
        entityId: id,
        summary,
        before: { active: was },
        after: { active: verified },
      };
}

/** The trail row of a drag-and-drop reorder: the moved records before and after (`{ id, position, … }`), none when nothing moved. */
export function reorderNote(before: readonly { id: number }[], after: readonly { id: number }[]): AuditNote | null {
  return after.length ? { action: 'reorder', entityId: null, summary: `${after.length}`, before, after } : null;
}

/** Record `id` of a resource's entity, and how its row is read inside the write's transaction. */
interface AuditedRecord<Row> {
  entity: string;
  id: number;
  load: (uow: Tx) => Promise<Row | null | undefined>;
}

/**
 * `auditedWrite` on one record: `load` reads it in the transaction first; none is `notFound` (404), nothing written.
 * A versioned save (`ctx.save`, decision 0059) first takes the record's lock and checks that no other write came
 * after the version it was checked against: one that did (two saves at the same moment) is a 409, nothing written.
 */
export function auditedChange<Row, T>(
  connection: TransactionalConnection,
  ctx: AdminCtx,
  record: AuditedRecord<Row>,
  write: (uow: Tx, row: Row) => Promise<Result<Audited<T>>>,
): Promise<Result<T>> {
  return auditedWrite(connection, ctx, record.entity, async (uow) => {
    if (ctx.save) {
      const versions = uow.repo(RecordVersionsRepo);
      await versions.lock(connection.dialect, record.entity, record.id);
      if ((await versions.latest(record.entity, record.id)) !== ctx.save.version)
        return fail('conflict', 'admin.conflict.sameMoment');
    }
    const row = await record.load(uow);
    if (row === null || row === undefined) return fail('notFound', 'admin.errors.notFound');
    return write(uow, row);
  });
}

/** A new record: `insert` stores it and tells its id, the trail's one line and what was stored (action `create`). */
export function auditedCreate(
  connection: TransactionalConnection,
  ctx: AdminCtx,
  entity: string,
  insert: (uow: Tx) => Promise<Result<{ id: number; summary: string; after: unknown }>>,
): Promise<Result<{ id: number }>> {
  return auditedWrite(connection, ctx, entity, async (uow) => {
    const r = await insert(uow);
    if (!r.ok) return r;
    const { id, summary, after } = r.data;
    return ok({ reply: { id }, audit: { action: 'create', entityId: id, summary, after } });
  });
}

/**
 * A change to a record (read first: none is 404): `change` writes it and tells the record before and after in the
 * same shape; the row (action `update`) keeps only the changed fields, and there is none when nothing changed.
 */
export function auditedUpdate<Row>(
  connection: TransactionalConnection,
  ctx: AdminCtx,
  record: AuditedRecord<Row>,
  change: (uow: Tx, row: Row) => Promise<Result<{ summary: string; before: object; after: object }>>,
): Promise<Result<{ id: number }>> {
  return auditedChange(connection, ctx, record, async (uow, row) => {
    const r = await change(uow, row);
    if (!r.ok) return r;
    const diff = changedFields(r.data.before as Record<string, unknown>, r.data.after as Record<string, unknown>);
    return ok({
      reply: { id: record.id },
      audit: diff && { action: 'update', entityId: record.id, summary: r.data.summary, ...diff },
    });
  });
}

/**
 * Removing a record (read first: none is 404): `remove` deletes it (or refuses) and tells what it was — and, for a
 * record that stays in another form, what it is after (action `remove`).
 */
export function auditedRemove<Row>(
  connection: TransactionalConnection,
  ctx: AdminCtx,
  record: AuditedRecord<Row>,
  remove: (uow: Tx, row: Row) => Promise<Result<{ summary: string; before: unknown; after?: unknown }>>,
): Promise<Result<{ id: number }>> {
  return auditedChange(connection, ctx, record, async (uow, row) => {
    const r = await remove(uow, row);
    if (!r.ok) return r;
    return ok({ reply: { id: record.id }, audit: { action: 'remove', entityId: record.id, ...r.data } });
  });
}
