import type { Kysely, Selectable } from 'kysely';
import type { DB, StaffSessionTable } from '../db/schema.ts';

type StaffSessionRow = Selectable<StaffSessionTable>;

/** `staff_sessions`: one row per sign-in to the back office, found by the hash of its token. */
export class StaffSessionsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(s: {
    userId: number;
    tokenHash: string;
    at: string;
    expiresAt: string;
    userAgent: string | null;
    clientIp: string | null;
  }): Promise<number> {
    const row = await this.db
      .insertInto('staff_sessions')
      .values({
        user_id: s.userId,
        token_hash: s.tokenHash,
        created_at: s.at,
        last_used_at: s.at,
        expires_at: s.expiresAt,
        user_agent: s.userAgent,
        client_ip: s.clientIp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  byHash(tokenHash: string): Promise<StaffSessionRow | undefined> {
    return this.db.selectFrom('staff_sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  /** The session was used: its idle expiry moves on. */
  async touch(id: number, at: string, expiresAt: string): Promise<void> {
    await this.db
      .updateTable('staff_sessions')
      .set({ last_used_at: at, expires_at: expiresAt })
      .where('id', '=', id)
      .execute();
  }

  async revoke(id: number, at: string): Promise<void> {
    await this.db
      .updateTable('staff_sessions')
      .set({ revoked_at: at })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /**
   * Ends every sign-in of a staff member (their roles changed, they were removed, their password changed), but
   * `keep` (the sign-in that changed its own password).
   */
  async revokeUser(userId: number, at: string, keep?: number): Promise<void> {
    let q = this.db
      .updateTable('staff_sessions')
      .set({ revoked_at: at })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (keep !== undefined) q = q.where('id', '<>', keep);
    await q.execute();
  }

  async prune(before: string): Promise<number> {
    const r = await this.db.deleteFrom('staff_sessions').where('expires_at', '<', before).executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
