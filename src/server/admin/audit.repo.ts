import type { Kysely, Selectable } from 'kysely';
import type { AuditLogTable, DB } from '../db/schema.ts';

export type AuditRow = Selectable<AuditLogTable>;

export interface AuditEntry {
  userId: number | null;
  userName: string;
  action: string;
  entity: string;
  entityId: number | null;
  summary?: string;
  before?: unknown;
  after?: unknown;
  clientIp: string | null;
  at: string;
}

export interface AuditQuery {
  q: string;
  entity?: string;
  action?: string;
  userId?: number;
  entityId?: number;
  day?: string;
  limit: number;
  offset: number;
}

/** `audit_log`: appended by every write of the back office, inside that write's transaction. */
export class AuditRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async append(e: AuditEntry): Promise<void> {
    await this.db
      .insertInto('audit_log')
      .values({
        at: e.at,
        user_id: e.userId,
        user_name: e.userName,
        action: e.action,
        entity: e.entity,
        entity_id: e.entityId,
        summary: e.summary ?? '',
        before_json: e.before === undefined ? null : JSON.stringify(e.before),
        after_json: e.after === undefined ? null : JSON.stringify(e.after),
        client_ip: e.clientIp,
      })
      .execute();
  }

  private filtered(q: AuditQuery) {
    let s = this.db.selectFrom('audit_log');
    if (q.entity) s = s.where('entity', '=', q.entity);
    if (q.action) s = s.where('action', '=', q.action);
    if (q.userId) s = s.where('user_id', '=', q.userId);
    if (q.entityId) s = s.where('entity_id', '=', q.entityId);
    if (q.day) s = s.where('at', '>=', `${q.day}T00:00:00`).where('at', '<', `${q.day}T99`);
    if (q.q) s = s.where((eb) => eb.or([eb('summary', 'like', `%${q.q}%`), eb('user_name', 'like', `%${q.q}%`)]));
    return s;
  }

  async list(q: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.filtered(q).selectAll().orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute(),
      this.filtered(q).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  byId(id: number): Promise<AuditRow | undefined> {
    return this.db.selectFrom('audit_log').selectAll().where('id', '=', id).executeTakeFirst();
  }
}
