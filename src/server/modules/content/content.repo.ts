import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export class ContentRepo {
  constructor(private readonly db: Kysely<DB>) {}

  categories() {
    return this.db
      .selectFrom('categories')
      .selectAll()
      .orderBy('parent_id')
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  async menus() {
    const [menus, items] = await Promise.all([
      this.db.selectFrom('menus').selectAll().where('active', '=', 1).execute(),
      this.db.selectFrom('menu_items').selectAll().orderBy('position').orderBy('id').execute(),
    ]);
    return { menus, items };
  }

  tags() {
    return this.db.selectFrom('tags').selectAll().orderBy('position').execute();
  }

  /** bumped by triggers whenever menus, menu items, tags or categories change (migration 0019) */
  async version(): Promise<number> {
    const row = await this.db.selectFrom('content_state').select('version').where('id', '=', 1).executeTakeFirst();
    return Number(row?.version ?? 0);
  }

  async setting(key: string): Promise<unknown> {
    const row = await this.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
    return row ? JSON.parse(row.value) : undefined;
  }
}
