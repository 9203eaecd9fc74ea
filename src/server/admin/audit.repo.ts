import type { Kysely, Selectable } from 'kysely';
import type { AuditLogTable, DB } from '../db/schema.ts';

type AuditRow = Selectable<AuditLogTable>;

interface AuditEntry {
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
  /** ISO moments: rows at or after `from` and before `to` (a Baku day is 20:00Z to 20:00Z) */
  from?: string;
  to?: string;
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
    if (q.from) s = s.where('at', '>=', q.from);
    if (q.to) s = s.where('at', '<', q.to);
    if (q.q) {
      // case-insensitive on both databases (LIKE is case-sensitive on PostgreSQL)
      const like = `%${q.q.toLowerCase()}%`;
      s = s.where((eb) =>
        eb.or([eb(eb.fn('lower', ['summary']), 'like', like), eb(eb.fn('lower', ['user_name']), 'like', like)]),
      );
    }
    return s;
  }

  async list(q: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.filtered(q).selectAll().orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute(),
      this.filtered(q)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** The entities and actions that occur in the trail (the audit screen's filter options). */
  async kinds(): Promise<{ entities: string[]; actions: string[] }> {
    const [entities, actions] = await Promise.all([
      this.db.selectFrom('audit_log').select('entity').distinct().orderBy('entity').execute(),
      this.db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute(),
    ]);
    return { entities: entities.map((r) => r.entity), actions: actions.map((r) => r.action) };
  }

  /** The people who appear in the trail, by id, with their latest name there. */
  async users(): Promise<{ id: number; name: string }[]> {
    const rows = await this.db
      .selectFrom('audit_log')
      .select(['user_id', (eb) => eb.fn.max('user_name').as('name')])
      .where('user_id', 'is not', null)
      .groupBy('user_id')
      .orderBy('user_id')
      .execute();
    return rows.map((r) => ({ id: r.user_id!, name: String(r.name) }));
  }

  byId(id: number): Promise<AuditRow | undefined> {
    return this.db.selectFrom('audit_log').selectAll().where('id', '=', id).executeTakeFirst();
  }
}
