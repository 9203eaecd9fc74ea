import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type ResetChannel = 'email' | 'sms';

/** `staff_password_resets` (decision 0060): single-use links to set a back-office password, the token stored as SHA-256. Takes any executor. */
export class StaffPasswordResetsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(r: {
    userId: number;
    tokenHash: string;
    channel: ResetChannel;
    createdBy: number | null;
    at: string;
    expiresAt: string;
  }): Promise<void> {
    await this.db
      .insertInto('staff_password_resets')
      .values({
        user_id: r.userId,
        token_hash: r.tokenHash,
        channel: r.channel,
        created_by: r.createdBy,
        created_at: r.at,
        expires_at: r.expiresAt,
      })
      .execute();
  }

  /** The account of an unused, unexpired token, or undefined. */
  async live(tokenHash: string, at: string): Promise<{ id: number; userId: number } | undefined> {
    const r = await this.db
      .selectFrom('staff_password_resets')
      .select(['id', 'user_id'])
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    return r && { id: r.id, userId: r.user_id };
  }

  /** Uses the token up if it is still live; true when this call did (two tabs sending it at once: one wins). */
  async use(id: number, at: string): Promise<boolean> {
    const r = await this.db
      .updateTable('staff_password_resets')
      .set({ used_at: at })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Ends every open token of the account (a new password makes the older links useless). */
  async endOpen(userId: number, at: string): Promise<void> {
    await this.db
      .updateTable('staff_password_resets')
      .set({ used_at: at })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  }

  /** Links sent to the account since `since` (every channel, every sender). */
  async countSince(userId: number, since: string): Promise<number> {
    const r = await this.db
      .selectFrom('staff_password_resets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /**
   * Forgets the account's failed sign-ins (`user:<id>` and `user:<id>@ip:…`, decision 0060): whoever set a new
   * password through a link to the account's own email or mobile is its owner and is not kept waiting.
   */
  async clearSignInFailures(userId: number): Promise<void> {
    const subject = `user:${userId}`;
    await this.db
      .deleteFrom('login_attempts')
      .where((eb) => eb.or([eb('subject', '=', subject), eb('subject', 'like', `${subject}@%`)]))
      .execute();
  }

  async prune(before: string): Promise<number> {
    const r = await this.db.deleteFrom('staff_password_resets').where('expires_at', '<', before).executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
