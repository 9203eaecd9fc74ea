import type { Kysely, Selectable } from 'kysely';
import type { DB, ParameterTable, ParameterValueTable } from '../../db/schema.ts';

export type ParameterRow = Selectable<ParameterTable>;
type ParameterValues = Omit<ParameterTable, 'id'>;
export type ValueRow = Selectable<ParameterValueTable>;

/** `parameters`, their values and the categories they apply to, for the back office. Takes any executor. */
export class AdminParametersRepo {
  constructor(private readonly db: Kysely<DB>) {}

  private filtered(q: string) {
    let s = this.db.selectFrom('parameters');
    if (q) {
      const like = `%${q.toLowerCase()}%`;
      s = s.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['title_az']), 'like', like),
          eb(eb.fn('lower', ['title_ru']), 'like', like),
          eb(eb.fn('lower', ['title_en']), 'like', like),
        ]),
      );
    }
    return s;
  }

  async list(p: { q: string; sort: 'id' | 'position'; dir: 'asc' | 'desc'; limit: number; offset: number }) {
    const [rows, count] = await Promise.all([
      this.filtered(p.q)
        .selectAll()
        .select((eb) =>
          eb
            .selectFrom('parameter_values')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('parameter_values.parameter_id', '=', 'parameters.id')
            .as('values'),
        )
        .orderBy(p.sort, p.dir)
        .orderBy('id', p.dir)
        .limit(p.limit)
        .offset(p.offset)
        .execute(),
      this.filtered(p.q)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map((r) => ({ ...r, values: Number(r.values ?? 0) })), total: Number(count.n) };
  }

  byId(id: number): Promise<ParameterRow | undefined> {
    return this.db.selectFrom('parameters').selectAll().where('id', '=', id).executeTakeFirst();
  }

  values(id: number): Promise<ValueRow[]> {
    return this.db
      .selectFrom('parameter_values')
      .selectAll()
      .where('parameter_id', '=', id)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  async categories(id: number): Promise<number[]> {
    return (
      await this.db
        .selectFrom('parameter_categories')
        .select('category_id')
        .where('parameter_id', '=', id)
        .orderBy('category_id')
        .execute()
    ).map((r) => r.category_id);
  }

  allCategories() {
    return this.db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'title_az', 'title_ru', 'title_en'])
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  async insert(v: ParameterValues): Promise<number> {
    return (await this.db.insertInto('parameters').values(v).returning('id').executeTakeFirstOrThrow()).id;
  }

  async update(id: number, v: ParameterValues): Promise<void> {
    await this.db.updateTable('parameters').set(v).where('id', '=', id).execute();
  }

  async remove(id: number): Promise<void> {
    await this.db.deleteFrom('parameters').where('id', '=', id).execute();
  }

  async setCategories(id: number, categoryIds: number[]): Promise<void> {
    await this.db.deleteFrom('parameter_categories').where('parameter_id', '=', id).execute();
    if (categoryIds.length)
      await this.db
        .insertInto('parameter_categories')
        .values(categoryIds.map((c) => ({ parameter_id: id, category_id: c })))
        .execute();
  }

  async insertValue(v: Omit<ParameterValueTable, 'id'>): Promise<number> {
    return (await this.db.insertInto('parameter_values').values(v).returning('id').executeTakeFirstOrThrow()).id;
  }

  async updateValue(id: number, v: Partial<Omit<ParameterValueTable, 'id' | 'parameter_id'>>): Promise<void> {
    await this.db.updateTable('parameter_values').set(v).where('id', '=', id).execute();
  }

  async removeValues(ids: number[]): Promise<void> {
    if (ids.length) await this.db.deleteFrom('parameter_values').where('id', 'in', ids).execute();
  }

  /** Products that hold any of these values (their search text folds them). */
  async productsWithValues(valueIds: number[]): Promise<number[]> {
    if (!valueIds.length) return [];
    const rows = await this.db
      .selectFrom('product_parameters')
      .select('product_id')
      .distinct()
      .where('value_id', 'in', valueIds)
      .execute();
    return rows.map((r) => r.product_id);
  }

  async usedByProducts(id: number): Promise<boolean> {
    return !!(await this.db
      .selectFrom('product_parameters')
      .select('product_id')
      .where('parameter_id', '=', id)
      .limit(1)
      .executeTakeFirst());
  }

  async existingCategories(ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    return new Set(
      (await this.db.selectFrom('categories').select('id').where('id', 'in', ids).execute()).map((r) => r.id),
    );
  }
}
