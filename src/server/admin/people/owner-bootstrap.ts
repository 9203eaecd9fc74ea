import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { UsersRepo } from '../../modules/auth/users.repo.ts';
import type { PasswordHasher } from '../../modules/auth/password-hasher.ts';
import { StaffRepo } from '../staff.repo.ts';

export const OWNER_EMAIL = 'owner@volt.az';
/** A valid Azerbaijani mobile (operator 50) so the owner can save their own record; migration 0025 moves databases seeded with the old 994000000001. */
export const OWNER_MOBILE = '994500000001';

/**
 * The back office's first account (ADM-2, decision 0041): when no account has a role yet, an owner is made —
 * email owner@volt.az (or mobile 994500000001), role `owner`, its password generated at first start into
 * DATA_DIR/secrets.json (`ownerPassword`, never in the repository). Returns true when it was made now, so the boot
 * prints the password that one time. Made whether or not the demo is seeded: a shop always needs its owner. Reads
 * and writes through the unit it is handed (the first boot's, inside the boot lock).
 */
export async function ensureOwner(
  uow: UnitOfWork,
  hasher: Pick<PasswordHasher, 'hash'>,
  password: string,
): Promise<boolean> {
  if (await uow.repo(StaffRepo).anyStaff()) return false;
  const users = uow.repo(UsersRepo);
  if ((await users.byEmail(OWNER_EMAIL)) || (await users.byMobile(OWNER_MOBILE))) return false;
  await users.insert({
    firstName: 'Volt',
    lastName: 'Owner',
    email: OWNER_EMAIL,
    mobile: OWNER_MOBILE,
    mobileVerified: true,
    passwordHash: await hasher.hash(password),
    marketingConsent: false,
    notificationConsent: false,
    roles: ['owner'],
    permissions: [],
    lang: 'az',
    at: new Date().toISOString(),
  });
  return true;
}
