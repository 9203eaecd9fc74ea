import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import * as z from 'zod/mini';
import { adminIdParams, type StaffView } from '../../domain/api/admin.ts';
import { adminLang, adminLogin, adminLogout, adminMe } from '../../domain/api/admin-auth.ts';
import { requiredOr } from '../../domain/api/fields.ts';
import { LANGS } from '../../domain/i18n.ts';
import { displayedRole } from '../../domain/permissions.ts';
import { ok } from '../platform/errors.ts';
import type { I18n } from '../platform/i18n.server.ts';
import { guarded, route } from '../platform/route.ts';
import { adminPost, SIGNED_IN_STAFF, STAFF_SIGN_IN } from './admin-route.ts';
import { clearStaffCookie, setStaffCookie } from './admin-session.ts';
import { staffResetRequest, type StaffResource } from './people/staff.resource.ts';
import {
  STAFF_PASSWORD_MAX,
  STAFF_PASSWORD_MIN,
  type StaffPasswordsService,
} from './people/staff-passwords.service.ts';
import type { StaffAuthService } from './staff-auth.service.ts';
import { StaffRepo } from './staff.repo.ts';
import type { Staff } from './staff.ts';

/** POST /auth/forgot: "Forgot password?" on the sign-in page — a link to the account's own email or mobile (decision 0060). */
export const adminForgotRequest = z.strictObject({
  /** email (the link goes by email) or mobile (by SMS) */
  login: z
    .string({ error: requiredOr('validation.invalidType') })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(254, { error: 'validation.tooLong' }),
    ),
  lang: z.optional(z.enum(LANGS)),
});

/** POST /auth/reset: the new password with the link's token (decision 0060). */
export const adminResetRequest = z.strictObject({
  token: z
    .string({ error: requiredOr('validation.invalidType') })
    .check(z.maxLength(100, { error: 'validation.tooLong' })),
  password: z
    .string({ error: requiredOr('validation.invalidType') })
    .check(
      z.minLength(STAFF_PASSWORD_MIN, { error: 'admin-content.validation.passwordShort' }),
      z.maxLength(STAFF_PASSWORD_MAX, { error: 'validation.tooLong' }),
    ),
  repeatPassword: z
    .string({ error: requiredOr('validation.invalidType') })
    .check(z.maxLength(STAFF_PASSWORD_MAX, { error: 'validation.tooLong' })),
  lang: z.optional(z.enum(LANGS)),
});

export const staffView = (s: Staff): StaffView => ({
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
    staffAuth: StaffAuthService;
    cookies: { prefix: string; mode: 'auto' | 'always' | 'never' };
    db: Kysely<DB>;
    staffPasswords: StaffPasswordsService;
    staff: StaffResource;
    /** the shop's address for links, from the request (PUBLIC_URL or an allowed Host) */
    origin: (req: FastifyRequest) => string;
  },
): void {
  const { i18n, staffAuth, cookies, staffPasswords } = deps;
  const signIn = { config: { access: STAFF_SIGN_IN.access, permission: null } };

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
    await new StaffRepo(deps.db).setLang(staff.userId, input.lang, new Date().toISOString());
    return ok({ lang: input.lang });
  });

  route(api, i18n, adminMe, SIGNED_IN_STAFF, async ({ staff }) => ok(staffView(staff)));

  // the account's owner, signed out: the same answer whether or not such a staff account exists
  api.post(
    '/auth/forgot',
    signIn,
    guarded(i18n, STAFF_SIGN_IN, { body: adminForgotRequest }, ({ body, req }) =>
      staffPasswords.forgot({ login: body.login }, { clientIp: req.ip ?? null, origin: deps.origin(req) }),
    ),
  );

  api.post(
    '/auth/reset',
    signIn,
    guarded(i18n, STAFF_SIGN_IN, { body: adminResetRequest }, ({ body, req }) =>
      staffPasswords.setPassword(body, { clientIp: req.ip ?? null }),
    ),
  );

  // a colleague's "Send password reset" on a staff record: the link goes to the account's own email or mobile
  adminPost(
    api,
    i18n,
    '/staff/reset/:id',
    { permission: 'staff.update', params: adminIdParams, body: staffResetRequest },
    (ctx) => deps.staff.sendReset(ctx.params.id, ctx.body.channel, ctx, deps.origin(ctx.req)),
  );
}
