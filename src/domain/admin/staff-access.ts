import { normalizePermission, type Grants } from '../permissions.ts';

/** The built-in role that stands for every permission; only its holders manage its holders. */
export const OWNER_ROLE = 'owner';

/** Why an actor may not change another account: it is an owner's, or it holds a permission the actor lacks. */
type AccountRefusal = 'ownerOnly' | 'outranked';

/**
 * May `actor` change, remove or send a password reset to the account whose grants are `target` (both effective
 * grants: role permissions and own ones, `*` expanded)? Decision 0060: only when the actor holds every permission the
 * account holds, and an account with the owner role only by an owner — otherwise taking over the account (its
 * password, email or mobile) would hand the actor what they could not grant.
 */
export function accountRefusal(actor: Grants, target: Grants): AccountRefusal | null {
  if (target.roles.includes(OWNER_ROLE) && !actor.roles.includes(OWNER_ROLE)) return 'ownerOnly';
  const held = new Set(actor.permissions.map((p) => normalizePermission(p)));
  return target.permissions.some((p) => !held.has(normalizePermission(p))) ? 'outranked' : null;
}

/** The fields of one's own account that take the current password to change: the way in (password) and the ways a reset reaches (email, mobile). */
export const OWN_FIELDS_NEEDING_PASSWORD = ['password', 'email', 'mobile'] as const;
