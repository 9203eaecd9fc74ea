import type { Database } from '../../server/db/kysely.ts';
import { UsersRepo } from '../../server/modules/auth/users.repo.ts';
import type { PasswordHasher } from '../../server/modules/auth/password-hasher.ts';

export const DEMO_CUSTOMER_MOBILE = '994501234567';

/**
 * The demo customer (SEED_DEMO): mobile 994501234567, verified, with the password generated at first start into
 * DATA_DIR/secrets.json (`demoCustomerPassword`, never in the repository). Made once; returns true when it was made
 * now, so the boot prints the password that one time.
 */
export async function ensureDemoCustomer(
  database: Pick<Database, 'db'>,
  hasher: PasswordHasher,
  password: string,
): Promise<boolean> {
  const users = new UsersRepo(database.db);
  if (await users.byMobile(DEMO_CUSTOMER_MOBILE)) return false;
  await users.insert({
    firstName: 'Demo',
    lastName: 'Müştəri',
    email: null,
    mobile: DEMO_CUSTOMER_MOBILE,
    mobileVerified: true,
    passwordHash: await hasher.hash(password),
    marketingConsent: false,
    notificationConsent: true,
    lang: 'az',
    at: new Date().toISOString(),
  });
  return true;
}
