import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** A change of a record since a version: who, when, and the keys it changed (from its audit row). */
export interface RecordChange {
  id: number;
  userName: string;
  at: string;
  action: string;
  keys: string[];
}

/** trail rows that do not change the record they name (an image uploaded into an article's editor) */
const NOT_A_CHANGE = ['upload'];

const keysOf = (json: string | null): string[] => {
  if (!json) return [];
  try {
    const v: unknown = JSON.parse(json);
    return v && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v) : [];
  } catch {
    return [];
  }
};

/**
 * The versions of back-office records (decision 0059): a record's version is the id of its latest row in
 * `audit_log` (every back-office write appends one in its own transaction; 0 when none; an upload into the record's
 * editor is no change of it), read through the
 * `(entity, entity_id)` index. Takes any executor (a write's transaction for the check under the lock).
 */
export class RecordVersionsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async latest(entity: string, id: number): Promise<number> {
    const r = await this.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.max('id').as('v'))
      .where('entity', '=', entity)
      .where('entity_id', '=', id)
      .where('action', 'not in', NOT_A_CHANGE)
      .executeTakeFirst();
    return Number(r?.v ?? 0);
  }

  /** The changes after `version`, oldest first (at most 20: enough to name who and what). */
  async since(entity: string, id: number, version: number): Promise<RecordChange[]> {
    const rows = await this.db
      .selectFrom('audit_log')
      .select(['id', 'user_name', 'at', 'action', 'before_json', 'after_json'])
      .where('entity', '=', entity)
      .where('entity_id', '=', id)
      .where('action', 'not in', NOT_A_CHANGE)
      .where('id', '>', version)
      .orderBy('id')
      .limit(20)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      userName: r.user_name,
      at: r.at,
      action: r.action,
      keys: [...new Set([...keysOf(r.before_json), ...keysOf(r.after_json)])],
    }));
  }

  /**
   * Holds the record until the write's transaction ends, so two saves of one record check their version one after
   * the other: PostgreSQL a transaction-scoped advisory lock on (entity, id); SQLite's write transactions already
   * run one at a time.
   */
  async lock(dialect: 'sqlite' | 'postgres', entity: string, id: number): Promise<void> {
    if (dialect === 'postgres')
      await sql`SELECT pg_advisory_xact_lock(hashtext(${entity}), ${id}::int)`.execute(this.db);
  }
}
