import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import * as z from 'zod/mini';
import { adminLoginRequest, type StaffView } from '../../domain/api/admin.ts';
import { requiredOr } from '../../domain/api/fields.ts';
import { LANGS } from '../../domain/i18n.ts';
import { displayedRole } from '../../domain/permissions.ts';
import { parseWith, requestLang, send } from '../platform/api.ts';
import { ok } from '../platform/errors.ts';
import type { I18n } from '../platform/i18n.server.ts';
import { clearStaffCookie, setStaffCookie } from './admin-session.ts';
import type { StaffAuthService } from './staff-auth.service.ts';
import { StaffRepo } from './staff.repo.ts';
import { requireStaff, type Staff } from './staff.ts';

/** POST /auth/lang: the staff member's interface language. */
export const adminLangRequest = z.strictObject({ lang: z.enum(LANGS, { error: requiredOr('validation.invalidValue') }) });

export const staffView = (s: Staff): StaffView => ({
  id: s.userId,
  name: s.name,
  role: displayedRole(s),
  roles: s.roles,
  permissions: s.permissions,
  lang: s.lang,
});

/** `/api/admin/auth/login`, `/logout`, `/me`, `/lang`: the back office's sign-in (decision 0041). */
export function registerAdminAuthApi(
  api: FastifyInstance,
  deps: { i18n: I18n; staffAuth: StaffAuthService; cookies: { prefix: string; mode: 'auto' | 'always' | 'never' }; db: Kysely<DB> },
): void {
  const { i18n, staffAuth, cookies } = deps;

  api.post('/auth/login', { config: { permission: null } }, async (req, reply) => {
    const lang = requestLang(req);
    reply.header('cache-control', 'no-store');
    const input = parseWith(adminLoginRequest, req.body);
    if (!input.ok) return send(reply, i18n, lang, input);
    const r = await staffAuth.login({ login: input.data.login, password: input.data.password, clientIp: req.ip ?? null, userAgent: req.headers['user-agent'] ?? null });
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
    return send(reply, i18n, staff.ok ? staff.data.lang : requestLang(req), staff.ok ? ok(staffView(staff.data)) : staff);
  });
}
