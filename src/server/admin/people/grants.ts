/**
 * Rules of handing out permissions in the Staff and Roles screens. The central rule: nobody grants what they do not
 * hold themselves — a staff member who may edit roles but is not an owner cannot put `*` or `staff.update` into a
 * role (or onto an account) and so raise their own rights.
 */
import * as z from 'zod/mini';
import {
  ADMIN_ACCESS,
  ADMIN_AREAS,
  ADMIN_PERMISSIONS,
  ALL_PERMISSIONS,
  isKnownPermission,
} from '../../../domain/admin/permissions.ts';
import { requiredOr } from '../../../domain/api/fields.ts';
import { normalizePermission } from '../../../domain/permissions.ts';

export function jsonList(json: string): string[] {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** The wanted permissions that `held` (a staff member's effective grants, `*` already expanded) does not cover. */
export function notGrantable(held: readonly string[], wanted: readonly string[]): string[] {
  const have = new Set(held.map((p) => normalizePermission(p)));
  const holdsAll = ADMIN_PERMISSIONS.every((p) => have.has(p)) && have.has(ADMIN_ACCESS);
  return wanted.filter((p) =>
    normalizePermission(p) === ALL_PERMISSIONS ? !holdsAll : !have.has(normalizePermission(p)),
  );
}

/** A list of permissions as the form sends it: known ones only, no repeats, normalised (`volt:` prefix dropped). */
export const permissionList = () =>
  z.pipe(
    z
      .array(z.string({ error: 'validation.invalidType' }), { error: requiredOr('validation.invalidType') })
      .check(z.maxLength(ADMIN_PERMISSIONS.length + 2, { error: 'validation.tooLong' })),
    z.transform((list, ctx) => {
      const bad = list.filter((p) => !isKnownPermission(p));
      if (bad.length)
        ctx.issues.push({ code: 'custom', message: 'admin-content.validation.unknownPermission', input: bad });
      return [...new Set(list.map((p) => normalizePermission(p)))];
    }),
  );

/** The options of the `permissions` component: admin access, everything, then each area's actions. */
export function permissionOptions(t: (k: string) => string): { value: string; label: string }[] {
  return [
    { value: ALL_PERMISSIONS, label: t('admin-content.permissions.all') },
    { value: ADMIN_ACCESS, label: t('admin-content.permissions.access') },
    ...Object.entries(ADMIN_AREAS).flatMap(([area, actions]) =>
      (actions as readonly string[]).map((a) => ({
        value: `${area}.${a}`,
        label: `${t(`admin-content.areas.${area}`)} · ${t(`admin-content.actions.${a}`)}`,
      })),
    ),
  ];
}
