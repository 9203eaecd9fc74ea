/**
 * Roles and permissions on a user record (ACC-10): a list of roles (the first is the one displayed) and a
 * list of permissions. A permission may carry the project's prefix (`volt:orders.read`); a required permission may
 * name alternatives separated by a bar (`orders.read|orders.write`): holding any one is enough. The back office
 * checks these on the server for every screen and call.
 */
export interface Grants {
  roles: readonly string[];
  permissions: readonly string[];
}

const PERMISSION_PREFIX = 'volt';

/** `volt:orders.read` and `orders.read` are the same permission. */
export function normalizePermission(p: string, prefix = PERMISSION_PREFIX): string {
  const s = p.trim();
  return s.startsWith(`${prefix}:`) ? s.slice(prefix.length + 1) : s;
}

export function hasRole(g: Grants, role: string): boolean {
  return g.roles.includes(role);
}

/** True when `g` holds `required` or, for `a|b|c`, any one of the alternatives. */
export function hasPermission(g: Grants, required: string, prefix = PERMISSION_PREFIX): boolean {
  const held = new Set(g.permissions.map((p) => normalizePermission(p, prefix)));
  return required
    .split('|')
    .map((p) => normalizePermission(p, prefix))
    .filter(Boolean)
    .some((p) => held.has(p));
}

/** The role shown next to a name (the first one), or null. */
export function displayedRole(g: Grants): string | null {
  return g.roles[0] ?? null;
}
