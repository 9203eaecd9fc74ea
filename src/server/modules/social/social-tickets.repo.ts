import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, SocialTicketTable } from '../../db/schema.ts';

export type SocialTicketRow = Selectable<SocialTicketTable>;

/** A provider's verified profile waiting for the link or sign-up step (`social_tickets`); single use. */
export class SocialTicketsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(row: Insertable<SocialTicketTable>): Promise<void> {
    await this.db.insertInto('social_tickets').values(row).execute();
  }

  byTokenHash(tokenHash: string): Promise<SocialTicketRow | undefined> {
    return this.db.selectFrom('social_tickets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  /** Spends the ticket: true for the one call that did. */
  async use(id: number, at: string): Promise<boolean> {
    const r = await this.db
      .updateTable('social_tickets')
      .set({ used_at: at })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }
}
