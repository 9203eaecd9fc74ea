import type { FastifyInstance } from 'fastify';
import { parseCookies } from '../modules/auth/session-cookies.ts';
import { fail, ok } from '../platform/errors.ts';
import type { I18n } from '../platform/i18n.server.ts';
import { adminKeepAlive } from '../../domain/api/admin-auth.ts';
import { route } from '../platform/route.ts';
import { SIGNED_IN_STAFF } from './admin-route.ts';
import { setStaffCookie, staffCookieName } from './admin-session.ts';
import type { StaffAuthService } from './staff-auth.service.ts';

/**
 * POST `/api/admin/auth/keep-alive` (decision 0063): the back office's pages call it at most once a minute while the
 * staff member types or clicks, so a long form being filled in counts as use. The session hook has already read the
 * session and moved its idle expiry on (`StaffAuthService.verify`); this answer also gives the cookie that expiry,
 * which the sign-in set once (without it the browser drops the cookie `idleMinutes` after the sign-in, however busy
 * the person was). No permission beyond a session; a guest or an ended session gets 401, as every admin call.
 */
export function registerAdminKeepAlive(
  api: FastifyInstance,
  deps: { i18n: I18n; staffAuth: StaffAuthService; cookies: { prefix: string; mode: 'auto' | 'always' | 'never' } },
): void {
  const { i18n, staffAuth, cookies } = deps;
  route(api, i18n, adminKeepAlive, SIGNED_IN_STAFF, async ({ req, reply }) => {
    const token = parseCookies(req.headers.cookie)[staffCookieName(cookies.prefix)];
    // read again for the expiry (the hook keeps only the staff member); written at most once a minute, as any use
    const found = token ? await staffAuth.verify(token, req.ip ?? null) : null;
    if (!found || !token) return fail('unauthorized', 'admin.errors.signInRequired');
    setStaffCookie(req, reply, cookies, token, found.expiresAt);
    return ok({ expiresAt: found.expiresAt.toISOString() });
  });
}
