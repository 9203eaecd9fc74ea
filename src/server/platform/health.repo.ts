import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** The readiness probe's one query (`/readyz`, `/healthz`). */
export class HealthRepo {
  /** `probe`: the database's own probe (`Database.ping`: its own connection on PostgreSQL, decision 0067) */
  constructor(
    private readonly db: Kysely<DB>,
    private readonly probe?: () => Promise<void>,
  ) {}

  /** `SELECT 1`: no table, so a table locked by a long migration or a stuck transaction does not hold the probe up. */
  async ping(): Promise<void> {
    if (this.probe) return this.probe();
    await sql`SELECT 1`.execute(this.db);
  }

  /** PostgreSQL's `max_connections` (the boot says how many instances of this pool size fit in it). */
  async maxConnections(): Promise<number> {
    const r = await sql<{ n: number }>`SELECT current_setting('max_connections')::int AS n`.execute(this.db);
    return Number(r.rows[0]?.n ?? 0);
  }
}
