import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type ResetChannel = 'email' | 'sms';

/** The tables of single-use links to set a password: the shop's customers', the back office's (decision 0060). */
type ResetTable = 'password_resets' | 'staff_password_resets';

/**
 * Single-use tokens to set a new password, stored as SHA-256: one implementation over either table (the table is the
 * subclass's: `PasswordResetsRepo`, `StaffPasswordResetsRepo`). Takes any executor. Both tables have the same columns;
 * the back office's also records who sent the link (`created_by`).
 */
export class ResetTokensRepo {
  /** read and written through its common columns, which both tables share */
  private readonly common: 'password_resets';

  constructor(
    protected readonly db: Kysely<DB>,
    private readonly table: ResetTable,
  ) {
    this.common = table as 'password_resets';
  }

  /** A new token; `createdBy` (the back office's only) is the staff member who sent it, null its owner. */
  async insert(r: {
    userId: number;
    tokenHash: string;
    channel: ResetChannel;
    at: string;
    expiresAt: string;
    createdBy?: number | null;
  }): Promise<void> {
    const values = {
      user_id: r.userId,
      token_hash: r.tokenHash,
      channel: r.channel,
      created_at: r.at,
      expires_at: r.expiresAt,
    };
    if (this.table === 'staff_password_resets')
      await this.db
        .insertInto('staff_password_resets')
        .values({ ...values, created_by: r.createdBy ?? null })
        .execute();
    else await this.db.insertInto('password_resets').values(values).execute();
  }

  /** The account of an unused, unexpired token, or undefined. */
  async live(tokenHash: string, at: string): Promise<{ id: number; userId: number } | undefined> {
    const r = await this.db
      .selectFrom(this.common)
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
      .updateTable(this.common)
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
      .updateTable(this.common)
      .set({ used_at: at })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  }

  /** Links sent to the account since `since`: on `channel`, or on every channel (and by every sender). */
  async countSince(userId: number, since: string, channel?: ResetChannel): Promise<number> {
    let q = this.db
      .selectFrom(this.common)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>', since);
    if (channel) q = q.where('channel', '=', channel);
    const r = await q.executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** Removes the tokens that expired before `before`. */
  async prune(before: string): Promise<number> {
    const r = await this.db.deleteFrom(this.common).where('expires_at', '<', before).executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
