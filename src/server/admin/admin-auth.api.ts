import type { FastifyInstance } from 'fastify';
import { adminLoginRequest, type StaffView } from '../../domain/api/admin.ts';
import { displayedRole } from '../../domain/permissions.ts';
import { parseWith, requestLang, send } from '../platform/api.ts';
import { ok } from '../platform/errors.ts';
import type { I18n } from '../platform/i18n.server.ts';
import { clearStaffCookie, setStaffCookie } from './admin-session.ts';
import type { StaffAuthService } from './staff-auth.service.ts';
import { requireStaff, type Staff } from './staff.ts';

export const staffView = (s: Staff): StaffView => ({
  id: s.userId,
  name: s.name,
  role: displayedRole(s),
  roles: s.roles,
  permissions: s.permissions,
  lang: s.lang,
});

/** `/api/admin/auth/login`, `/logout`, `/me`: the back office's sign-in (decision 0041). */
export function registerAdminAuthApi(api: FastifyInstance, deps: { i18n: I18n; staffAuth: StaffAuthService; cookies: { prefix: string; mode: 'auto' | 'always' | 'never' } }): void {
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

  api.get('/auth/me', { config: { permission: null } }, async (req, reply) => {
    const staff = requireStaff(req);
    return send(reply, i18n, staff.ok ? staff.data.lang : requestLang(req), staff.ok ? ok(staffView(staff.data)) : staff);
  });
}
