import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, SocialAttemptTable } from '../../db/schema.ts';

export type SocialAttemptRow = Selectable<SocialAttemptTable>;

/** Social sign-ins between start and callback (`social_attempts`), found by the state's hash; single use. */
export class SocialAttemptsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(row: Insertable<SocialAttemptTable>): Promise<void> {
    await this.db.insertInto('social_attempts').values(row).execute();
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
