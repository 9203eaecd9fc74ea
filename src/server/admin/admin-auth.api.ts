import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import * as z from 'zod/mini';
import { adminIdParams, adminLoginRequest, type StaffView } from '../../domain/api/admin.ts';
import { requiredOr } from '../../domain/api/fields.ts';
import { LANGS } from '../../domain/i18n.ts';
import { displayedRole } from '../../domain/permissions.ts';
import { parseWith, requestLang, send } from '../platform/api.ts';
import { ok } from '../platform/errors.ts';
import type { I18n } from '../platform/i18n.server.ts';
import { adminRoute } from './admin-route.ts';
import { clearStaffCookie, setStaffCookie } from './admin-session.ts';
import { staffResetRequest, type StaffResource } from './people/staff.resource.ts';
import {
  STAFF_PASSWORD_MAX,
  STAFF_PASSWORD_MIN,
  type StaffPasswordsService,
} from './people/staff-passwords.service.ts';
import type { StaffAuthService } from './staff-auth.service.ts';
import { StaffRepo } from './staff.repo.ts';
import { requireStaff, type Staff } from './staff.ts';

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

/** POST /auth/lang: the staff member's interface language. */
export const adminLangRequest = z.strictObject({
  lang: z.enum(LANGS, { error: requiredOr('validation.invalidValue') }),
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

  api.post('/auth/login', { config: { permission: null } }, async (req, reply) => {
    const lang = requestLang(req);
    reply.header('cache-control', 'no-store');
    const input = parseWith(adminLoginRequest, req.body);
    if (!input.ok) return send(reply, i18n, lang, input);
    const r = await staffAuth.login({
      login: input.data.login,
      password: input.data.password,
      clientIp: req.ip ?? null,
      userAgent: req.headers['user-agent'] ?? null,
    });
    if (!r.ok) return send(reply, i18n, lang, r);
    setStaffCookie(req, reply, cookies, r.data.token, r.data.expiresAt);
    return send(reply, i18n, lang, ok(staffView(r.data.staff)));
  });

  api.post('/auth/logout', { config: { permission: null } }, async (req, reply) => {
    if (req.staff) await staffAuth.logout(req.staff.sessionId);
    clearStaffCookie(req, reply, cookies);
    return send(reply, i18n, requestLang(req), ok({ signedOut: true }));
  });

  // any signed-in staff member may choose their own language: no permission beyond the session (decision 0042)
  api.post('/auth/lang', { config: { permission: null } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const staff = requireStaff(req);
    if (!staff.ok) return send(reply, i18n, requestLang(req), staff);
    const input = parseWith(adminLangRequest, req.body);
    if (!input.ok) return send(reply, i18n, staff.data.lang, input);
    await new StaffRepo(deps.db).setLang(staff.data.userId, input.data.lang, new Date().toISOString());
    return send(reply, i18n, input.data.lang, ok({ lang: input.data.lang }));
  });

  api.get('/auth/me', { config: { permission: null } }, async (req, reply) => {
    const staff = requireStaff(req);
    return send(
      reply,
      i18n,
      staff.ok ? staff.data.lang : requestLang(req),
      staff.ok ? ok(staffView(staff.data)) : staff,
    );
  });

  // the account's owner, signed out: the same answer whether or not such a staff account exists
  api.post('/auth/forgot', { config: { permission: null } }, async (req, reply) => {
    const lang = requestLang(req);
    reply.header('cache-control', 'no-store');
    const input = parseWith(adminForgotRequest, req.body);
    if (!input.ok) return send(reply, i18n, lang, input);
    return send(
      reply,
      i18n,
      lang,
      await staffPasswords.forgot({ login: input.data.login }, { clientIp: req.ip ?? null, origin: deps.origin(req) }),
    );
  });

  api.post('/auth/reset', { config: { permission: null } }, async (req, reply) => {
    const lang = requestLang(req);
    reply.header('cache-control', 'no-store');
    const input = parseWith(adminResetRequest, req.body);
    if (!input.ok) return send(reply, i18n, lang, input);
    return send(reply, i18n, lang, await staffPasswords.setPassword(input.data, { clientIp: req.ip ?? null }));
  });

  // a colleague's "Send password reset" on a staff record: the link goes to the account's own email or mobile
  const resetSpec = { permission: 'staff.update', params: adminIdParams, body: staffResetRequest };
  api.post('/staff/reset/:id', { config: { permission: resetSpec.permission } }, (req, reply) =>
    adminRoute(i18n, resetSpec, (ctx) => deps.staff.sendReset(ctx.params.id, ctx.body.channel, ctx, deps.origin(req)))(
      req,
      reply,
    ),
  );
}
