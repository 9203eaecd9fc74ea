import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** The queries of a metrics scrape (platform/metrics.ts): each one cheap, over an index or a handful of rows. */
export class MetricsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** Messages still `queued` in each outbox (over the `(status, id)` index of each table). */
  async outboxBacklog(): Promise<{ sms: number; email: number }> {
    const [sms, email] = await Promise.all([
      this.db
        .selectFrom('sms_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'queued')
        .executeTakeFirst(),
      this.db
        .selectFrom('email_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'queued')
        .executeTakeFirst(),
    ]);
    return { sms: Number(sms?.n ?? 0), email: Number(email?.n ?? 0) };
  }

  /** The periodic jobs' lease rows (one per job, platform/jobs.ts): when each lease runs out. */
  jobLeases(): Promise<{ name: string; expires_at: string }[]> {
    return this.db.selectFrom('job_leases').select(['name', 'expires_at']).execute();
  }

  /** The catalogue's change-feed position (`catalog_state.version`, one row). */
  async catalogVersion(): Promise<number> {
    const r = await this.db.selectFrom('catalog_state').select('version').where('id', '=', 1).executeTakeFirst();
    return Number(r?.version ?? 0);
  }
}
