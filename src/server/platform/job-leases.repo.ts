import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * Leases of periodic jobs (decision 0027): a row per job naming the process that may run it until `expires_at`.
 * Taking a lease is one conditional update, so of several processes on one database exactly one wins each round,
 * on SQLite and PostgreSQL alike.
 */
export class JobLeasesRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** True when `holder` now holds the lease of `name` until `until` (it was free, expired, or already its own). */
  async take(name: string, holder: string, now: string, until: string): Promise<boolean> {
    await this.db
      .insertInto('job_leases')
      .values({ name, holder: '', expires_at: '' })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const r = await this.db
      .updateTable('job_leases')
      .set({ holder, expires_at: until })
      .where('name', '=', name)
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('holder', '=', holder)]))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Gives the lease up early (a process shutting down). */
  async release(name: string, holder: string): Promise<void> {
    await this.db
      .updateTable('job_leases')
      .set({ expires_at: '' })
      .where('name', '=', name)
      .where('holder', '=', holder)
      .execute();
  }
}
