import type { Database } from '../../db/kysely.ts';
import { createStaff, staffJar, type adminApp } from '../admin.fixtures.ts';

/** Test helpers of the people area (staff, roles, the audit trail). */

export type Made = Awaited<ReturnType<typeof adminApp>>;

let n = 0;
/** A new staff member's form: a name, an email and a mobile of its own, the editor role. */
export const person = (extra: Record<string, unknown> = {}) => {
  n += 1;
  const k = `${process.pid % 1000}${String(n).padStart(3, '0')}`;
  return {
    firstName: 'Aysel',
    lastName: 'Quliyeva',
    email: `new${k}@volt.test`,
    mobile: `+994 70 ${k.padStart(7, '0').slice(-7)}`,
    roles: ['editor'],
    permissions: [],
    lang: 'az',
    ...extra,
  };
};

/** The audit rows of one record, oldest first: action, who, before and after. */
export const auditTrail = (database: Database, entity: string, id: number) =>
  database.db
    .selectFrom('audit_log')
    .select(['action', 'user_id', 'before_json', 'after_json'])
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();

/** A staff member's row as the staff-access tests read it. */
export interface TargetRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  mobile: string;
  lang: string;
  roles: string;
  permissions: string;
  active: number;
  password_hash: string | null;
}
/** The staff form of an account as its record shows it. */
export const formOf = (t: TargetRow) => ({
  firstName: t.first_name,
  lastName: t.last_name,
  email: t.email,
  mobile: t.mobile,
  lang: t.lang,
  roles: JSON.parse(t.roles) as string[],
  permissions: JSON.parse(t.permissions) as string[],
  active: true,
});

/**
 * Staff accounts for a suite: `account` makes one without paying for a password hash each time, with a surname the
 * form accepts (the fixture's `N<seq>` is not one); `row` reads it; `signedIn` is an account with a signed-in browser.
 */
export function staffAccounts(suite: () => { made: Made; fastHash: string }, ctx: { readonly database: Database }) {
  const account = async (opts: Parameters<typeof createStaff>[2]) => {
    const s = await createStaff({ services: { hasher: { hash: async () => suite().fastHash } } }, ctx.database, opts);
    await ctx.database.db.updateTable('users').set({ last_name: 'Məmmədova' }).where('id', '=', s.id).execute();
    return s;
  };
  const row = (id: number) =>
    ctx.database.db
      .selectFrom('users')
      .select([
        'id',
        'first_name',
        'last_name',
        'email',
        'mobile',
        'lang',
        'roles',
        'permissions',
        'active',
        'password_hash',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow() as Promise<TargetRow>;
  const signedIn = async (opts: Parameters<typeof createStaff>[2]) => {
    const s = await account(opts);
    return { ...s, jar: await staffJar(suite().made.app, s.email) };
  };
  return { account, row, signedIn };
}
