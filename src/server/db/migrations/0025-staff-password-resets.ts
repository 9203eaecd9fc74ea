import { sql, type Kysely } from 'kysely';
import { withId } from './0001-catalog.ts';

/** The mobile the first owner was seeded with before this migration: not an Azerbaijani mobile, so the owner's own record could not be saved. */
const OLD_OWNER_MOBILE = '994000000001';
/** What such an owner gets instead (the first free of these): operator 50, still plainly a placeholder to replace. */
const NEW_OWNER_MOBILES = ['994500000001', '994500000002', '994500000003', '994500000004', '994500000005'];

/**
 * Staff passwords are set by their owners only (decision 0060):
 * - `staff_password_resets`: single-use links to set a back-office password, sent to the account's own email or
 *   mobile (by a colleague's "Send password reset" or by "Forgot password?" on the sign-in page); the token stored as
 *   SHA-256, with who asked for it (`created_by`, null for the sign-in page) and through which channel;
 * - the first owner seeded with mobile 994000000001 (not a valid number) gets 994500000001, so the owner can save
 *   their own record; any other account keeps its number.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await withId(db.schema.createTable('staff_password_resets'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('channel', 'text', (c) => c.notNull()) // 'email' | 'sms'
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('staff_password_resets_user')
    .on('staff_password_resets')
    .columns(['user_id', 'created_at'])
    .execute();

  await fixSeededOwnerMobile(db);
}

/**
 * The account still holding the old seeded owner mobile gets the first free of NEW_OWNER_MOBILES (none free: it keeps
 * it). Returns the number it got, or null when nothing changed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function fixSeededOwnerMobile(db: Kysely<any>): Promise<string | null> {
  const taken = await sql<{
    mobile: string;
  }>`SELECT mobile FROM users WHERE mobile IN (${sql.join([OLD_OWNER_MOBILE, ...NEW_OWNER_MOBILES])})`.execute(db);
  const used = new Set(taken.rows.map((r) => r.mobile));
  const free = NEW_OWNER_MOBILES.find((m) => !used.has(m));
  if (!used.has(OLD_OWNER_MOBILE) || !free) return null;
  await sql`UPDATE users SET mobile = ${free}, updated_at = ${new Date().toISOString()} WHERE mobile = ${OLD_OWNER_MOBILE}`.execute(
    db,
  );
  return free;
}
