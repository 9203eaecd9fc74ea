import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface NewSubscription {
  email: string;
  emailKey: string;
  lang: string;
  ip: string | null;
  createdAt: string;
}

/** 'added', 'exists' (the address is already subscribed) or 'tooMany' (the address's IP is over its limit). */
export type AddOutcome = 'added' | 'exists' | 'tooMany';

export class SubscriptionsRepo {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: 'sqlite' | 'postgres',
  ) {}

  /**
   * Adds a subscription unless the address exists or `ip` already made `maxPerIp` since `since`. On PostgreSQL
   * one IP's submissions are serialised by an advisory lock so that a burst cannot slip between count and insert;
   * SQLite serialises write transactions by itself. The unique `email_key` index settles simultaneous repeats.
   */
  add(s: NewSubscription, since: string, maxPerIp: number): Promise<AddOutcome> {
    return this.db.transaction().execute(async (trx) => {
      if (await trx.selectFrom('subscriptions').select('id').where('email_key', '=', s.emailKey).executeTakeFirst())
        return 'exists';
      if (s.ip) {
        if (this.dialect === 'postgres')
          await sql`SELECT pg_advisory_xact_lock(hashtext(${`subscriptions:${s.ip}`}))`.execute(trx);
        const row = await trx
          .selectFrom('subscriptions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('ip', '=', s.ip)
          .where('created_at', '>', since)
          .executeTakeFirst();
        if (Number(row?.n ?? 0) >= maxPerIp) return 'tooMany';
      }
      const inserted = await trx
        .insertInto('subscriptions')
        .values({ email: s.email, email_key: s.emailKey, lang: s.lang, ip: s.ip, created_at: s.createdAt })
        .onConflict((oc) => oc.column('email_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted ? 'added' : 'exists';
    });
  }

  byEmail(emailKey: string) {
    return this.db.selectFrom('subscriptions').selectAll().where('email_key', '=', emailKey).executeTakeFirst();
  }
}
