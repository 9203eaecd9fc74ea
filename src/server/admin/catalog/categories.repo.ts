import type { Kysely, Selectable } from 'kysely';
import type { CategoryTable, DB } from '../../db/schema.ts';

export type CategoryRow = Selectable<CategoryTable>;
export type CategoryValues = Omit<CategoryTable, 'id' | 'product_count'>;

/** `categories` for the back office. Takes any executor (the shared database or a transaction). */
export class AdminCategoriesRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** Every category (the tree is small: a few hundred rows at most). */
  all(): Promise<CategoryRow[]> {
    return this.db.selectFrom('categories').selectAll().orderBy('position').orderBy('id').execute();
  }

  byId(id: number): Promise<CategoryRow | undefined> {
    return this.db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** How many products each category holds directly (active or not). */
  async productCounts(): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('products')
      .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('category_id')
      .execute();
    return new Map(rows.map((r) => [r.category_id, Number(r.n)]));
  }

  async hasProducts(id: number): Promise<boolean> {
    return !!(await this.db
      .selectFrom('products')
      .select('id')
      .where('category_id', '=', id)
      .limit(1)
      .executeTakeFirst());
  }

  async hasChildren(id: number): Promise<boolean> {
    return !!(await this.db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', '=', id)
      .limit(1)
      .executeTakeFirst());
  }

  async insert(v: CategoryValues): Promise<number> {
    const row = await this.db
      .insertInto('categories')
      .values({ ...v, product_count: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, v: Partial<CategoryValues>): Promise<void> {
    await this.db.updateTable('categories').set(v).where('id', '=', id).execute();
  }

  async remove(id: number): Promise<void> {
    await this.db.deleteFrom('categories').where('id', '=', id).execute();
  }
}
