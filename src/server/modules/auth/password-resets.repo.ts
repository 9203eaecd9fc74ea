import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** `password_resets`: single-use tokens to set a new password, stored as SHA-256. */
export class PasswordResetsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(r: {
    userId: number;
    tokenHash: string;
    channel: 'email' | 'sms';
    at: string;
    expiresAt: string;
  }): Promise<void> {
    await this.db
      .insertInto('password_resets')
      .values({
        user_id: r.userId,
        token_hash: r.tokenHash,
        channel: r.channel,
        created_at: r.at,
        expires_at: r.expiresAt,
      })
      .execute();
  }

  /** The user of an unused, unexpired token, or undefined. */
  async live(tokenHash: string, at: string): Promise<{ id: number; userId: number } | undefined> {
    const r = await this.db
      .selectFrom('password_resets')
      .select(['id', 'user_id'])
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    return r && { id: r.id, userId: r.user_id };
  }

  /** Uses the token up if it is still live; true when this call did. */
  async use(id: number, at: string): Promise<boolean> {
    const r = await this.db
      .updateTable('password_resets')
      .set({ used_at: at })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Ends every other open token of the user (a new password makes older links useless). */
  async endOpen(userId: number, at: string): Promise<void> {
    await this.db
      .updateTable('password_resets')
      .set({ used_at: at })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  }

  async countSince(userId: number, channel: 'email' | 'sms', since: string): Promise<number> {
    const r = await this.db
      .selectFrom('password_resets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('channel', '=', channel)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async prune(before: string): Promise<number> {
    const r = await this.db.deleteFrom('password_resets').where('expires_at', '<', before).executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
