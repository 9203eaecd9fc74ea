import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { containsAny } from './resource-helpers.ts';

type Table = keyof DB;

/**
 * The table of `spec` bound to the unit of work's executor (the shared one, or the write's transaction). One
 * repository per table spec, so it is made here rather than by `uow.repo`, which keeps one per repository class.
 */
export function tableIn<T extends Table>(uow: UnitOfWork, spec: TableSpec & { table: T }): ContentTableRepo<T> {
  return new ContentTableRepo(uow.executor, spec);
}

export interface TableSpec {
  table: Table;
  /** text columns the list's search looks in (case-insensitive) */
  search: readonly string[];
  /** rows of the table this resource manages (the site FAQ is `faq` without a product) */
  scope?: { column: string; is: null | number | string };
}

interface TableListQuery {
  q: string;
  /** column → value, compared with = */
  equal?: Record<string, string | number>;
  sort: string;
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/**
 * The SQL of a plain content table with an integer `id` (articles, pages, FAQ, branches, popups, vacancies, …):
 * a searchable, sortable page of rows, one row, insert, update, remove and the `active` switch. Sort columns come
 * from the resource's own list (checked by `parseListQuery`), never from the request as such. Takes any executor.
 */
class ContentTableRepo<T extends Table> {
  // the table is chosen at run time, so queries are built on an untyped view of the same connection
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private readonly db: Kysely<any>;

  constructor(
    db: Kysely<DB>,
    private readonly spec: TableSpec & { table: T },
  ) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    this.db = db as unknown as Kysely<any>;
  }

  private get name(): string {
    return this.spec.table;
  }

  private scoped() {
    let s = this.db.selectFrom(this.name);
    const sc = this.spec.scope;
    if (sc) s = sc.is === null ? s.where(sc.column, 'is', null) : s.where(sc.column, '=', sc.is);
    return s;
  }

  private filtered(p: TableListQuery) {
    let s = this.scoped();
    if (p.q) s = s.where((eb) => containsAny(eb, this.spec.search, p.q));
    for (const [c, v] of Object.entries(p.equal ?? {})) s = s.where(c, '=', v);
    return s;
  }

  async list(p: TableListQuery): Promise<{ rows: Selectable<DB[T]>[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.filtered(p)
        .selectAll()
        .orderBy(p.sort, p.dir)
        .orderBy('id', p.dir)
        .limit(p.limit)
        .offset(p.offset)
        .execute(),
      this.filtered(p)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows as Selectable<DB[T]>[], total: Number((count as { n: unknown }).n) };
  }

  async byId(id: number): Promise<Selectable<DB[T]> | undefined> {
    return (await this.scoped().selectAll().where('id', '=', id).executeTakeFirst()) as Selectable<DB[T]> | undefined;
  }

  async insert(values: Record<string, unknown>): Promise<number> {
    const row = (await this.db.insertInto(this.name).values(values).returning('id').executeTakeFirstOrThrow()) as {
      id: number;
    };
    return row.id;
  }

  async update(id: number, values: Record<string, unknown>): Promise<void> {
    await this.db.updateTable(this.name).set(values).where('id', '=', id).execute();
  }

  async remove(id: number): Promise<void> {
    await this.db.deleteFrom(this.name).where('id', '=', id).execute();
  }

  async setActive(id: number, active: boolean): Promise<void> {
    await this.db
      .updateTable(this.name)
      .set({ active: active ? 1 : 0 })
      .where('id', '=', id)
      .execute();
  }
}
