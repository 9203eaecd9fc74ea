import { safeReturnPath } from '../return-path.ts';
import { isAdminPath } from './admin-path.ts';

const LOGIN = /^\/admin\/login(?:[/?#]|$)/;

/**
 * Where the admin login sends a staff member back to (the `return` query parameter, untrusted): a same-origin path
 * of the back office other than the login itself, else `/admin`. Uses the shop's open-redirect rule first.
 */
export function adminReturnPath(raw: string | null | undefined): string {
  const p = safeReturnPath(raw, '/admin');
  const path = p.replace(/[?#].*$/, '');
  if (!isAdminPath(path) || LOGIN.test(p)) return '/admin';
  return p;
}
