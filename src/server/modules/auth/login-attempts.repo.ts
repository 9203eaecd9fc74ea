import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** `login_attempts`: one row per counted attempt and subject (`user:…`, `name:…`, `ip:…`). */
export class LoginAttemptsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** Records one attempt under each subject; returns the row ids. */
  async record(subjects: readonly string[], at: string): Promise<number[]> {
    if (!subjects.length) return [];
    const rows = await this.db
      .insertInto('login_attempts')
      .values(subjects.map((subject) => ({ subject, created_at: at })))
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  }

  /** Times of the attempts of `subject` after `since`, other than `except`. */
  async times(subject: string, since: string, except: readonly number[] = []): Promise<string[]> {
    let q = this.db
      .selectFrom('login_attempts')
      .select('created_at')
      .where('subject', '=', subject)
      .where('created_at', '>', since);
    if (except.length) q = q.where('id', 'not in', except);
    return (await q.execute()).map((r) => r.created_at);
  }

  async remove(ids: readonly number[]): Promise<void> {
    if (ids.length) await this.db.deleteFrom('login_attempts').where('id', 'in', ids).execute();
  }

  async clearSubject(subject: string): Promise<void> {
    await this.db.deleteFrom('login_attempts').where('subject', '=', subject).execute();
  }

  async prune(before: string): Promise<number> {
    const r = await this.db.deleteFrom('login_attempts').where('created_at', '<', before).executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
