import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Dialect } from '../../db/kysely.ts';
import type { DB, SocialAttemptTable } from '../../db/schema.ts';

export type SocialAttemptRow = Selectable<SocialAttemptTable>;

/** Advisory-lock namespace (the first key of `pg_advisory_xact_lock(int, int)`): sign-in starts per client address. */
const LOCK_STARTS_IP = 26_096;

/** Social sign-ins between start and callback (`social_attempts`), found by the state's hash; single use. */
export class SocialAttemptsRepo {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect = 'sqlite',
  ) {}

  async insert(row: Insertable<SocialAttemptTable>): Promise<void> {
    await this.db.insertInto('social_attempts').values(row).execute();
  }

  /**
   * Writes the attempt unless its client address started `limit` or more since `since` (decision 0096); inside the
   * caller's transaction, which serialises one address's starts until it ends (PostgreSQL: an advisory lock; SQLite's
   * write transactions are serial already), so starts at once cannot pass the limit together. False: nothing written.
   */
  async insertWithin(row: Insertable<SocialAttemptTable>, limit: number, since: string): Promise<boolean> {
    const ip = row.client_ip;
    if (ip) {
      if (this.dialect === 'postgres')
        await sql`SELECT pg_advisory_xact_lock(${LOCK_STARTS_IP}, hashtext(${ip}))`.execute(this.db);
      if ((await this.startsSince(ip, since)) >= limit) return false;
    }
    await this.insert(row);
    return true;
  }

  /** How many attempts `clientIp` started since `since` (the per-address limit, decision 0096). */
  async startsSince(clientIp: string, since: string): Promise<number> {
    const r = await this.db
      .selectFrom('social_attempts')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('client_ip', '=', clientIp)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  byStateHash(stateHash: string): Promise<SocialAttemptRow | undefined> {
    return this.db.selectFrom('social_attempts').selectAll().where('state_hash', '=', stateHash).executeTakeFirst();
  }

  /** Spends the attempt: true for the one call that did (a replayed callback gets false). */
  async use(id: number, at: string): Promise<boolean> {
    const r = await this.db
      .updateTable('social_attempts')
      .set({ used_at: at })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Forgets attempts and tickets that ended before `before` (they can no longer be used). */
  async purge(before: string): Promise<void> {
    await this.db.deleteFrom('social_attempts').where('expires_at', '<', before).execute();
    await this.db.deleteFrom('social_tickets').where('expires_at', '<', before).execute();
  }
}
