import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/kysely.ts';
import { UsersRepo } from '../modules/auth/users.repo.ts';
import { accountsApp, Jar } from '../modules/auth/auth.fixtures.ts';

/**
 * Test helpers of the back office: the whole app on a database, staff accounts with chosen roles and permissions,
 * and a signed-in staff browser (a cookie jar holding the staff cookie).
 */
export async function adminApp(database: Database, env: Record<string, string> = {}) {
  const made = await accountsApp(database, env);
  await made.services.admin.staffAuth.ensureBuiltinRoles();
  return made;
}

let seq = 0;
export const STAFF_PASSWORD = 'staff password 1';

/** A staff account (or, with no roles and no permissions, a plain customer) that can sign in with STAFF_PASSWORD. */
export async function createStaff(
  app: { services: { hasher: { hash(p: string): Promise<string> } } },
  database: Database,
  opts: { roles?: string[]; permissions?: string[]; lang?: string; name?: string } = {},
) {
  seq += 1;
  const n = `${process.pid % 1000}${String(seq).padStart(4, '0')}`;
  const email = `staff${n}@volt.test`;
  const id = await new UsersRepo(database.db).insert({
    firstName: opts.name ?? 'Staff',
    lastName: `N${seq}`,
    email,
    // operator code 10 is used by no fixed number in the tests, so a pid-derived number never meets one (pid 700 met +994 55 700 00 01)
    mobile: `99410${n.padStart(7, '0').slice(-7)}`,
    mobileVerified: true,
    passwordHash: await app.services.hasher.hash(STAFF_PASSWORD),
    marketingConsent: false,
    notificationConsent: true,
    roles: opts.roles ?? [],
    permissions: opts.permissions ?? [],
    lang: opts.lang ?? 'en',
    at: new Date().toISOString(),
  });
  return { id, email };
}

/** Signs a staff member in; the jar then carries the staff cookie. Throws when the sign-in is refused. */
export async function staffJar(app: FastifyInstance, login: string, password = STAFF_PASSWORD): Promise<Jar> {
  const jar = new Jar(`10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  const r = await jar.call(app, 'POST', '/api/admin/auth/login', { login, password });
  if (r.statusCode !== 200) throw new Error(`staff sign-in failed: ${r.body}`);
  return jar;
}

/** A signed-in staff member with these grants, in one call. */
export async function signedInStaff(
  made: { app: FastifyInstance; services: { hasher: { hash(p: string): Promise<string> } } },
  database: Database,
  opts: Parameters<typeof createStaff>[2] = {},
) {
  const s = await createStaff(made, database, opts);
  return { ...s, jar: await staffJar(made.app, s.email) };
}
