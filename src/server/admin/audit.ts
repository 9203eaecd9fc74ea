import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Staff } from './staff.ts';
import { AuditRepo } from './audit.repo.ts';

export interface AuditEvent {
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
 * The audit trail (issue 11): every write of the back office appends who, when, what, before and after — with the
 * executor of the write's own transaction, so a write and its trail row commit or fail together.
 */
export function recordAudit(executor: Kysely<DB>, staff: Pick<Staff, 'userId' | 'name' | 'clientIp'>, e: AuditEvent, at: Date = new Date()): Promise<void> {
  return new AuditRepo(executor).append({
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
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
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
