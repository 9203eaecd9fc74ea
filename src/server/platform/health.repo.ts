import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * The boot's question about the database server. The readiness probe (`/readyz`, `/healthz`) is the database's own
 * (`Database.ping`: its own connection on PostgreSQL, a `SELECT 1` on SQLite; decision 0067), wired in services.ts.
 */
export class HealthRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** PostgreSQL's `max_connections` (the boot says how many instances of this pool size fit in it). */
  async maxConnections(): Promise<number> {
    const r = await sql<{ n: number }>`SELECT current_setting('max_connections')::int AS n`.execute(this.db);
    return Number(r.rows[0]?.n ?? 0);
  }
}
