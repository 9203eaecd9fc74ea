import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffView } from '../../domain/api/admin.ts';
import {
  adminForgot,
  adminLang,
  adminLogin,
  adminLogout,
  adminMe,
  adminReset,
  adminStaffReset,
} from '../../domain/api/admin-auth.ts';
import { displayedRole } from '../../domain/permissions.ts';
import { ok } from '../platform/errors.ts';
import type { I18n } from '../platform/i18n.server.ts';
import { route } from '../platform/route.ts';
import { SIGNED_IN_STAFF, STAFF_SIGN_IN, staffGate } from './admin-route.ts';
import { clearStaffCookie, setStaffCookie } from './admin-session.ts';
import type { StaffResource } from './people/staff.resource.ts';
import type { StaffPasswordsService } from './people/staff-passwords.service.ts';
import type { StaffAuthService } from './staff-auth.service.ts';
import type { Staff } from './staff.ts';

const staffView = (s: Staff): StaffView => ({
  id: s.userId,
  name: s.name,
  role: displayedRole(s),
  roles: s.roles,
  permissions: s.permissions,
  lang: s.lang,
});

/**
 * `/api/admin/auth/login`, `/logout`, `/me`, `/lang`: the back office's sign-in (decision 0041); `/auth/forgot` and
 * `/auth/reset`: a password set through a link to the account's own email or mobile, and `/staff/reset/{id}`: a
 * colleague's "Send password reset" (decision 0060).
 */
export function registerAdminAuthApi(
  api: FastifyInstance,
  deps: {
    i18n: I18n;
    staffAuth: Pick<StaffAuthService, 'login' | 'logout' | 'setLang'>;
    cookies: { prefix: string; mode: 'auto' | 'always' | 'never' };
    staffPasswords: Pick<StaffPasswordsService, 'forgot' | 'setPassword'>;
    staff: Pick<StaffResource, 'sendReset'>;
    /** the shop's address for links, from the request (PUBLIC_URL or an allowed Host) */
    origin: (req: FastifyRequest) => string;
  },
): void {
  const { i18n, staffAuth, cookies, staffPasswords } = deps;

  route(api, i18n, adminLogin, STAFF_SIGN_IN, async ({ input, req, reply }) => {
    const r = await staffAuth.login({
      login: input.login,
      password: input.password,
      clientIp: req.ip ?? null,
      userAgent: req.headers['user-agent'] ?? null,
    });
    if (!r.ok) return r;
    setStaffCookie(req, reply, cookies, r.data.token, r.data.expiresAt);
    return ok(staffView(r.data.staff));
  });

  route(api, i18n, adminLogout, STAFF_SIGN_IN, async ({ staff, req, reply }) => {
    if (staff) await staffAuth.logout(staff.sessionId);
    clearStaffCookie(req, reply, cookies);
    return ok({ signedOut: true as const });
  });

  // any signed-in staff member may choose their own language: no permission beyond the session (decision 0042)
  route(api, i18n, adminLang, SIGNED_IN_STAFF, async ({ staff, input }) => {
    await staffAuth.setLang(staff.userId, input.lang);
    return ok({ lang: input.lang });
  });

  route(api, i18n, adminMe, SIGNED_IN_STAFF, async ({ staff }) => ok(staffView(staff)));

  // the account's owner, signed out: the same answer whether or not such a staff account exists
  route(api, i18n, adminForgot, STAFF_SIGN_IN, ({ input, req }) =>
    staffPasswords.forgot({ login: input.login }, { clientIp: req.ip ?? null, origin: deps.origin(req) }),
  );

  route(api, i18n, adminReset, STAFF_SIGN_IN, ({ input, req }) =>
    staffPasswords.setPassword(input, { clientIp: req.ip ?? null }),
  );

  // a colleague's "Send password reset" on a staff record: the link goes to the account's own email or mobile
  route(api, i18n, adminStaffReset, staffGate('staff.update'), (ctx) =>
    deps.staff.sendReset(ctx.params.id, ctx.input.channel, ctx, deps.origin(ctx.req)),
  );
}
