import type { Kysely, Selectable } from 'kysely';
import type { DB, StaffRoleTable } from '../../db/schema.ts';
import { containsAny } from '../content/resource-helpers.ts';

export type RoleRow = Selectable<StaffRoleTable>;

export type RoleSort = 'id' | 'key' | 'name';

/** `staff_roles` for the Roles screen. Takes any executor. */
export class RolesRepo {
  constructor(private readonly db: Kysely<DB>) {}

  private filtered(q: string) {
    let s = this.db.selectFrom('staff_roles');
    if (q) s = s.where((eb) => containsAny(eb, ['key', 'name'], q));
    return s;
  }

  async list(p: {
    q: string;
    sort: RoleSort;
    dir: 'asc' | 'desc';
    limit: number;
    offset: number;
  }): Promise<{ rows: RoleRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.filtered(p.q)
        .selectAll()
        .orderBy(p.sort, p.dir)
        .orderBy('id', p.dir)
        .limit(p.limit)
        .offset(p.offset)
        .execute(),
      this.filtered(p.q)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  all(): Promise<RoleRow[]> {
    return this.db.selectFrom('staff_roles').selectAll().orderBy('id').execute();
  }

  byId(id: number): Promise<RoleRow | undefined> {
    return this.db.selectFrom('staff_roles').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byKey(key: string): Promise<RoleRow | undefined> {
    return this.db.selectFrom('staff_roles').selectAll().where('key', '=', key).executeTakeFirst();
  }

  async insert(v: { key: string; name: string; permissions: string }, at: string): Promise<number> {
    const row = await this.db
      .insertInto('staff_roles')
      .values({ ...v, builtin: 0, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, v: { name: string; permissions: string }, at: string): Promise<void> {
    await this.db
      .updateTable('staff_roles')
      .set({ ...v, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  async remove(id: number): Promise<void> {
    await this.db.deleteFrom('staff_roles').where('id', '=', id).execute();
  }
}
