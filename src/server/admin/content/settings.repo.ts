import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** `settings` rows for the back office. Takes any executor. */
export class SettingsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async get(key: string): Promise<unknown> {
    const row = await this.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
    if (!row) return undefined;
    try {
      return JSON.parse(row.value) as unknown;
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: unknown): Promise<void> {
    const json = JSON.stringify(value);
    await this.db
      .insertInto('settings')
      .values({ key, value: json })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: json }))
      .execute();
  }
}
