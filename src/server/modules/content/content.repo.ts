import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export class ContentRepo {
  constructor(private readonly db: Kysely<DB>) {}

  categories() {
    return this.db.selectFrom('categories').selectAll().orderBy('parent_id').orderBy('position').orderBy('id').execute();
  }

  async menus() {
    const [menus, items] = await Promise.all([
      this.db.selectFrom('menus').selectAll().execute(),
      this.db.selectFrom('menu_items').selectAll().orderBy('position').orderBy('id').execute(),
    ]);
    return { menus, items };
  }

  tags() {
    return this.db.selectFrom('tags').selectAll().orderBy('position').execute();
  }

  async setting(key: string): Promise<unknown> {
    const row = await this.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
    return row ? JSON.parse(row.value) : undefined;
  }
}
