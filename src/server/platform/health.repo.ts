import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** The readiness probe's one query (`/healthz`). */
export class HealthRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async ping(): Promise<void> {
    await this.db.selectFrom('settings').select('key').limit(1).execute();
  }
}
