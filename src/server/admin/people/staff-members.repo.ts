import { sql, type Kysely } from 'kysely';
import type { DB, Flag } from '../../db/schema.ts';
import { containsAny } from '../content/resource-helpers.ts';

export interface StaffMemberRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  mobile: string;
  roles: string;
  permissions: string;
  active: number;
  lang: string;
  last_login: string | null;
}

interface StaffMemberValues {
  first_name: string;
  last_name: string;
  email: string;
  email_key: string;
  mobile: string;
  roles: string;
  permissions: string;
  active: Flag;
  lang: string;
}

const SORTS = { id: 'users.id', name: 'users.first_name', email: 'users.email_key' } as const;
export type StaffSort = keyof typeof SORTS;

/** A JSON array of role keys holds `role` (keys are `[a-z0-9_-]`, so a quoted match is exact). */
const holdsRole = (role: string) => `%"${role}"%`;

/**
 * Staff members for the back office's Staff screen: accounts that hold a role or a permission of their own (a
 * customer account is not listed; the Staff screen never saves an account with neither, decision 0060 — "remove"
 * is how a member stops being staff). Takes any executor.
 */
export class StaffMembersRepo {
  constructor(private readonly db: Kysely<DB>) {}

  private filtered(p: { q: string; role?: string; active?: boolean }) {
    let s = this.db
      .selectFrom('users')
      .where((eb) => eb.or([eb('users.roles', '<>', '[]'), eb('users.permissions', '<>', '[]')]));
    if (p.q)
      s = s.where((eb) =>
        containsAny(eb, ['users.first_name', 'users.last_name', 'users.email_key', 'users.mobile'], p.q),
      );
    if (p.role) s = s.where('users.roles', 'like', holdsRole(p.role));
    if (p.active !== undefined) s = s.where('users.active', '=', p.active ? 1 : 0);
    return s;
  }

  private columns() {
    return [
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.mobile',
      'users.roles',
      'users.permissions',
      'users.active',
      'users.lang',
      // the last sign-in to the back office
      sql<string | null>`(SELECT MAX(s.created_at) FROM staff_sessions s WHERE s.user_id = users.id)`.as('last_login'),
    ] as const;
  }

  async list(p: {
    q: string;
    role?: string;
    active?: boolean;
    sort: StaffSort;
    dir: 'asc' | 'desc';
    limit: number;
    offset: number;
  }): Promise<{ rows: StaffMemberRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.filtered(p)
        .select(this.columns())
        .orderBy(SORTS[p.sort], p.dir)
        .orderBy('users.id', p.dir)
        .limit(p.limit)
        .offset(p.offset)
        .execute(),
      this.filtered(p)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  byId(id: number): Promise<StaffMemberRow | undefined> {
    return this.db.selectFrom('users').select(this.columns()).where('users.id', '=', id).executeTakeFirst();
  }

  /** Another account with this email (lower-cased) or mobile, if any. */
  async clash(p: {
    emailKey: string;
    mobile: string;
    exceptId?: number;
  }): Promise<{ email: boolean; mobile: boolean }> {
    let q = this.db
      .selectFrom('users')
      .select(['id', 'email_key', 'mobile'])
      .where((eb) => eb.or([eb('email_key', '=', p.emailKey), eb('mobile', '=', p.mobile)]));
    if (p.exceptId) q = q.where('id', '<>', p.exceptId);
    const rows = await q.execute();
    return { email: rows.some((r) => r.email_key === p.emailKey), mobile: rows.some((r) => r.mobile === p.mobile) };
  }

  async insert(v: StaffMemberValues & { password_hash: string | null }, at: string): Promise<number> {
    const row = await this.db
      .insertInto('users')
      .values({
        ...v,
        mobile_verified_at: at,
        marketing_consent: 0,
        notification_consent: 1,
        loyal: 0,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, v: StaffMemberValues & { password_hash?: string }, at: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ ...v, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  /** No longer staff: every role and own permission taken away, the account deactivated (nothing deleted). */
  async strip(id: number, at: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ roles: '[]', permissions: '[]', active: 0, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  /** Active accounts holding `role`, except `exceptId`. */
  async countWithRole(role: string, exceptId: number): Promise<number> {
    const r = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('roles', 'like', holdsRole(role))
      .where('active', '=', 1)
      .where('id', '<>', exceptId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** Accounts holding `role`, active or not (a role in use cannot be removed). */
  async countAnyWithRole(role: string): Promise<number> {
    const r = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('roles', 'like', holdsRole(role))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /**
   * Serialises changes of who holds which role: on PostgreSQL a transaction-scoped advisory lock (so two owners
   * demoting each other at once cannot both pass the "last owner" check); SQLite's write transactions already
   * run one at a time.
   */
  async lockRoles(dialect: 'sqlite' | 'postgres'): Promise<void> {
    if (dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${0x5741_4646})`.execute(this.db);
  }
}
