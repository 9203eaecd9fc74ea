import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Dialect } from '../../db/kysely.ts';

interface NewFeedback {
  type: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  message: string;
  userId: number | null;
  lang: string;
  ip: string | null;
  createdAt: string;
}

/**
 * Messages from the contacts page's form (migration 0015), for the staff. The service counts and inserts in one
 * transaction of its unit of work.
 */
export class FeedbackRepo {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
  ) {}

  /**
   * Messages from `ip` since `since` (ISO), inside the caller's transaction; on PostgreSQL one address's senders are
   * serialised first by an advisory lock until it ends (SQLite's write transactions are serial by themselves).
   */
  async countFromIpSince(ip: string, since: string): Promise<number> {
    if (this.dialect === 'postgres')
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`feedbacks:${ip}`}))`.execute(this.db);
    const row = await this.db
      .selectFrom('feedbacks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ip', '=', ip)
      .where('created_at', '>', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async insert(f: NewFeedback): Promise<void> {
    await this.db
      .insertInto('feedbacks')
      .values({
        type: f.type,
        first_name: f.firstName,
        last_name: f.lastName,
        email: f.email,
        mobile: f.mobile,
        message: f.message,
        user_id: f.userId,
        lang: f.lang,
        ip: f.ip,
        created_at: f.createdAt,
      })
      .execute();
  }
}
