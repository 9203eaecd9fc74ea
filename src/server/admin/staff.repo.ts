import type { Kysely, Selectable } from 'kysely';
import type { DB, StaffRoleTable, UserTable } from '../db/schema.ts';

export type StaffUserRow = Pick<
  Selectable<UserTable>,
  'id' | 'first_name' | 'last_name' | 'email' | 'mobile' | 'password_hash' | 'roles' | 'permissions' | 'active' | 'lang'
>;
type StaffRoleRow = Selectable<StaffRoleTable>;

const USER_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'mobile',
  'password_hash',
  'roles',
  'permissions',
  'active',
  'lang',
] as const;

/** Staff members (users with roles) and the roles table, for the back office's sign-in and permission checks. */
export class StaffRepo {
  constructor(private readonly db: Kysely<DB>) {}

  userById(id: number): Promise<StaffUserRow | undefined> {
    return this.db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  userByEmailKey(key: string): Promise<StaffUserRow | undefined> {
    return this.db.selectFrom('users').select(USER_COLUMNS).where('email_key', '=', key).executeTakeFirst();
  }

  userByMobile(mobile: string): Promise<StaffUserRow | undefined> {
    return this.db.selectFrom('users').select(USER_COLUMNS).where('mobile', '=', mobile).executeTakeFirst();
  }

  /** Is there any account with a role (the shop's staff)? */
  async anyStaff(): Promise<boolean> {
    const row = await this.db.selectFrom('users').select('id').where('roles', '<>', '[]').limit(1).executeTakeFirst();
    return row !== undefined;
  }

  /** The staff member's interface language (the admin header's switcher). */
  async setLang(userId: number, lang: string, at: string): Promise<void> {
    await this.db.updateTable('users').set({ lang, updated_at: at }).where('id', '=', userId).execute();
  }

  roles(): Promise<StaffRoleRow[]> {
    return this.db.selectFrom('staff_roles').selectAll().orderBy('id').execute();
  }

  async setRolePermissions(key: string, permissions: string[], at: string): Promise<void> {
    await this.db
      .updateTable('staff_roles')
      .set({ permissions: JSON.stringify(permissions), updated_at: at })
      .where('key', '=', key)
      .execute();
  }
}
