import { accountRefusal, OWNER_ROLE } from '../../../domain/admin/staff-access.ts';
import { effectiveGrants } from '../../../domain/admin/permissions.ts';
import type { Database } from '../../db/kysely.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { emailKey } from '../../modules/auth/users.repo.ts';
import { fail, type FieldErrors, type Result } from '../../platform/errors.ts';
import type { AdminCtx } from '../resource.ts';
import { jsonList, notGrantable } from './grants.ts';
import { RolesRepo } from './roles.repo.ts';
import type { StaffPlain } from './staff-form.ts';
import type { StaffMembersRepo, StaffMemberRow } from './staff-members.repo.ts';

/**
 * Why this staff member may not change the account `row` (decision 0060), or null: its grants as they are now,
 * read through `uow` (inside the write's transaction when writing), against the caller's.
 */
export async function staffRefusal(uow: UnitOfWork, ctx: AdminCtx, row: Pick<StaffMemberRow, 'roles' | 'permissions'>) {
  const defs = new Map((await uow.repo(RolesRepo).all()).map((r) => [r.key, jsonList(r.permissions)]));
  const target = effectiveGrants({ roles: jsonList(row.roles), permissions: jsonList(row.permissions) }, defs);
  return accountRefusal(ctx.staff, target);
}

/** Roles that exist, and nothing beyond what the caller holds: field errors, or null. */
export async function checkGrants(
  uow: UnitOfWork,
  ctx: AdminCtx,
  roles: string[],
  permissions: string[],
): Promise<FieldErrors | null> {
  const errors: FieldErrors = {};
  const defs = new Map((await uow.repo(RolesRepo).all()).map((r) => [r.key, jsonList(r.permissions)]));
  if (roles.some((r) => !defs.has(r))) errors.roles = 'admin-content.validation.unknownRole';
  else if (roles.some((r) => notGrantable(ctx.staff.permissions, defs.get(r)!).length > 0))
    errors.roles = 'admin-content.validation.cannotGrant';
  if (notGrantable(ctx.staff.permissions, permissions).length)
    errors.permissions = 'admin-content.validation.cannotGrant';
  return Object.keys(errors).length ? errors : null;
}

/** The email or mobile another account already has: field errors, or null. */
export async function contactClash(
  repo: StaffMembersRepo,
  email: string,
  mobile: string,
  exceptId?: number,
): Promise<FieldErrors | null> {
  const c = await repo.clash({ emailKey: emailKey(email), mobile, exceptId });
  const errors: FieldErrors = {};
  if (c.email) errors.email = 'admin-content.validation.emailTaken';
  if (c.mobile) errors.mobile = 'admin-content.validation.mobileTaken';
  return Object.keys(errors).length ? errors : null;
}

/**
 * The guard rails of a change of roles or of the active flag: not on oneself (no self-demotion), and never the
 * last active owner out of the owner role. Null when allowed.
 */
export async function ownerGuard(
  repo: StaffMembersRepo,
  dialect: Database['dialect'],
  ctx: AdminCtx,
  id: number,
  before: StaffPlain,
  after: { roles: string[]; permissions: string[]; active: boolean },
): Promise<Result<never> | null> {
  const losesRole = before.roles.some((r) => !after.roles.includes(r));
  const losesPermission = before.permissions.some((p) => !after.permissions.includes(p));
  if (id === ctx.staff.userId && (losesRole || losesPermission || !after.active))
    return fail('conflict', 'admin-content.staff.selfDemote');
  const wasOwner = before.active && before.roles.includes(OWNER_ROLE);
  const staysOwner = after.active && after.roles.includes(OWNER_ROLE);
  if (wasOwner && !staysOwner) {
    await repo.lockRoles(dialect);
    if ((await repo.countWithRole(OWNER_ROLE, id)) === 0) return fail('conflict', 'admin-content.staff.lastOwner');
  }
  return null;
}
