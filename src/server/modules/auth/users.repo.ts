import type { Kysely, Selectable } from 'kysely';
import type { DB, UserTable } from '../../db/schema.ts';

export type UserRow = Selectable<UserTable>;

interface NewUser {
  firstName: string;
  lastName: string;
  email: string | null;
  mobile: string;
  mobileVerified: boolean;
  passwordHash: string | null;
  gender?: 'm' | 'f' | null;
  birthday?: string | null;
  marketingConsent: boolean;
  notificationConsent: boolean;
  roles?: string[];
  permissions?: string[];
  lang: string;
  at: string;
}

/** The lower-cased email used for uniqueness and lookups (the address itself is kept as typed). */
export const emailKey = (email: string) => email.trim().toLowerCase();

/** A unique index said no (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The `users` table. Takes any executor (the shared database or a transaction). */
export class UsersRepo {
  constructor(private readonly db: Kysely<DB>) {}

  byId(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byMobile(mobile: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst();
  }

  byEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email_key', '=', emailKey(email)).executeTakeFirst();
  }

  /** Inserts an account; throws a unique violation when the mobile or the email is taken. */
  async insert(u: NewUser): Promise<number> {
    const row = await this.db
      .insertInto('users')
      .values({
        first_name: u.firstName,
        last_name: u.lastName,
        email: u.email,
        email_key: u.email ? emailKey(u.email) : null,
        mobile: u.mobile,
        mobile_verified_at: u.mobileVerified ? u.at : null,
        password_hash: u.passwordHash,
        gender: u.gender ?? null,
        birthday: u.birthday ?? null,
        marketing_consent: u.marketingConsent ? 1 : 0,
        notification_consent: u.notificationConsent ? 1 : 0,
        loyal: 0,
        active: 1,
        roles: JSON.stringify(u.roles ?? []),
        permissions: JSON.stringify(u.permissions ?? []),
        lang: u.lang,
        created_at: u.at,
        updated_at: u.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async setPassword(id: number, passwordHash: string, at: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  /** Sets the mobile and marks it verified; throws a unique violation when another account has it. */
  async setVerifiedMobile(id: number, mobile: string, at: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ mobile, mobile_verified_at: at, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  async touchLogin(id: number, at: string): Promise<void> {
    await this.db.updateTable('users').set({ last_login_at: at }).where('id', '=', id).execute();
  }
}
