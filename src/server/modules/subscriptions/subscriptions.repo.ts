import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

interface NewSubscription {
  email: string;
  emailKey: string;
  lang: string;
  ip: string | null;
  createdAt: string;
}

/** 'added', 'exists' (the address is already subscribed) or 'tooMany' (the address's IP is over its limit). */
export type AddOutcome = 'added' | 'exists' | 'tooMany';

/** Newsletter subscriptions; the service checks and adds one in one transaction of its unit of work. */
export class SubscriptionsRepo {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: 'sqlite' | 'postgres',
  ) {}

  async exists(emailKey: string): Promise<boolean> {
    return !!(await this.db
      .selectFrom('subscriptions')
      .select('id')
      .where('email_key', '=', emailKey)
      .executeTakeFirst());
  }

  /**
   * Subscriptions made from `ip` since `since` (ISO), inside the caller's transaction. On PostgreSQL one IP's
   * submissions are serialised first by an advisory lock so that a burst cannot slip between count and insert;
   * SQLite serialises write transactions by itself.
   */
  async countFromIpSince(ip: string, since: string): Promise<number> {
    if (this.dialect === 'postgres')
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`subscriptions:${ip}`}))`.execute(this.db);
    const row = await this.db
      .selectFrom('subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ip', '=', ip)
      .where('created_at', '>', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Inserts the subscription; false when the address came in meanwhile (the unique `email_key` index settles it). */
  async insert(s: NewSubscription): Promise<boolean> {
    const inserted = await this.db
      .insertInto('subscriptions')
      .values({ email: s.email, email_key: s.emailKey, lang: s.lang, ip: s.ip, created_at: s.createdAt })
      .onConflict((oc) => oc.column('email_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    return !!inserted;
  }

  byEmail(emailKey: string) {
    return this.db.selectFrom('subscriptions').selectAll().where('email_key', '=', emailKey).executeTakeFirst();
  }
}
