import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

interface MenuItemValues {
  title_az: string;
  title_ru: string;
  title_en: string;
  url_az: string;
  url_ru: string;
  url_en: string;
  position: number;
}

/** The links of a menu (`menu_items`), written as a whole list: a save replaces them. Takes any executor. */
export class MenuItemsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  of(menuId: number) {
    return this.db
      .selectFrom('menu_items')
      .selectAll()
      .where('menu_id', '=', menuId)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  async counts(menuIds: number[]): Promise<Map<number, number>> {
    if (menuIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('menu_items')
      .select(['menu_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('menu_id', 'in', menuIds)
      .groupBy('menu_id')
      .execute();
    return new Map(rows.map((r) => [r.menu_id, Number(r.n)]));
  }

  async replace(menuId: number, items: MenuItemValues[]): Promise<void> {
    await this.db.deleteFrom('menu_items').where('menu_id', '=', menuId).execute();
    if (items.length)
      await this.db
        .insertInto('menu_items')
        .values(items.map((i) => ({ ...i, menu_id: menuId, parent_id: null })))
        .execute();
  }

  async nameTaken(name: string): Promise<boolean> {
    return (await this.db.selectFrom('menus').select('id').where('name', '=', name).executeTakeFirst()) !== undefined;
  }
}
