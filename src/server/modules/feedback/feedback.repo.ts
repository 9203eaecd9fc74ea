import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Dialect } from '../../db/kysely.ts';

export interface NewFeedback {
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

/** Messages from the contacts page's form (migration 0015), for the staff. */
export class FeedbackRepo {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
  ) {}

  /** Adds a message unless `ip` already sent `maxPerIp` since `since` (counted and inserted in one transaction). */
  add(f: NewFeedback, since: string, maxPerIp: number): Promise<'added' | 'tooMany'> {
    return this.db.transaction().execute(async (trx) => {
      if (f.ip) {
        if (this.dialect === 'postgres')
          await sql`SELECT pg_advisory_xact_lock(hashtext(${`feedbacks:${f.ip}`}))`.execute(trx);
        const row = await trx
          .selectFrom('feedbacks')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('ip', '=', f.ip)
          .where('created_at', '>', since)
          .executeTakeFirst();
        if (Number(row?.n ?? 0) >= maxPerIp) return 'tooMany';
      }
      await trx
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
      return 'added';
    });
  }
}
