import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** The readiness probe's one query (`/readyz`, `/healthz`). */
export class HealthRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async ping(): Promise<void> {
    await this.db.selectFrom('settings').select('key').limit(1).execute();
  }

  /** PostgreSQL's `max_connections` (the boot says how many instances of this pool size fit in it). */
  async maxConnections(): Promise<number> {
    const r = await sql<{ n: number }>`SELECT current_setting('max_connections')::int AS n`.execute(this.db);
    return Number(r.rows[0]?.n ?? 0);
  }
}
