import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, UserIdentityTable } from '../../db/schema.ts';

export type IdentityRow = Selectable<UserIdentityTable>;

/**
 * Linked Google and Facebook accounts (`user_identities`), the customer's count of them (`users.social_linked`) and
 * the log of links and unlinks. Takes any executor; `link` and `unlink` belong in one transaction with their log row.
 */
export class IdentitiesRepo {
  constructor(private readonly db: Kysely<DB>) {}

  bySubject(provider: string, subject: string): Promise<IdentityRow | undefined> {
    return this.db
      .selectFrom('user_identities')
      .selectAll()
      .where('provider', '=', provider)
      .where('subject', '=', subject)
      .executeTakeFirst();
  }

  ofUser(userId: number): Promise<IdentityRow[]> {
    return this.db.selectFrom('user_identities').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  }

  /** Links; throws a unique violation when this provider account or this provider is already linked. */
  async link(i: { userId: number; provider: string; subject: string; email: string | null; at: string }) {
    await this.db
      .insertInto('user_identities')
      .values({ user_id: i.userId, provider: i.provider, subject: i.subject, email: i.email, created_at: i.at })
      .execute();
    await this.db
      .updateTable('users')
      .set({ social_linked: sql<number>`social_linked + 1`, updated_at: i.at })
      .where('id', '=', i.userId)
      .execute();
  }

  /** Removes the link; false when it was not linked. */
  async remove(userId: number, provider: string): Promise<boolean> {
    const r = await this.db
      .deleteFrom('user_identities')
      .where('user_id', '=', userId)
      .where('provider', '=', provider)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /**
   * One identity fewer on the count, only while another way to sign in remains (a password or another identity).
   * One conditional update of the user's row: two unlinks at once queue on it, the second sees the first's count.
   */
  async countDownKeepingAWayIn(userId: number, at: string): Promise<boolean> {
    const r = await this.db
      .updateTable('users')
      .set({ social_linked: sql<number>`social_linked - 1`, updated_at: at })
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('password_hash', 'is not', null), eb('social_linked', '>', 1)]))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async log(e: { userId: number; provider: string; action: 'link' | 'unlink'; clientIp: string | null; at: string }) {
    await this.db
      .insertInto('social_link_log')
      .values({
        user_id: e.userId,
        provider: e.provider,
        action: e.action,
        client_ip: e.clientIp,
        created_at: e.at,
      })
      .execute();
  }
}
