import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  authOtpResendRequest,
  changePasswordRequest,
  langOnlyRequest,
  loginRequest,
  newPasswordRequest,
  remindRequest,
  signupRequest,
  verifyMobileRequest,
} from '../../../domain/api/auth.ts';
import type { Services } from '../../services.ts';
import { parseWith, requestLang, send } from '../../platform/api.ts';
import { ok } from '../../platform/errors.ts';
import { requireViewer } from '../../platform/viewer.ts';
import { requestOrigin } from '../../platform/ssr.ts';
import {
  clearedCookieHeaders,
  parseCookies,
  secureCookies,
  sessionCookieHeaders,
  sessionCookieNames,
  setCookies,
} from './session-cookies.ts';

const meta = (req: FastifyRequest) => ({
  userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : null,
  clientIp: req.ip ?? null,
});

/**
 * The accounts API under /api/auth (API-8; docs/api.md; decision 0028). Thin: parse with
 * the shared schema, call one service method, set or clear the session cookies, send the envelope. Every POST here
 * passes the cross-site check of decision 0010 first (platform/request-guards.ts).
 */
export async function registerAccountsApi(api: FastifyInstance, services: Services): Promise<void> {
  const { i18n, accounts, passwordReset, sessions } = services;
  const names = sessionCookieNames(services.config.business.cookiePrefix);

  api.get('/auth', async (req, reply) => {
    const lang = requestLang(req);
    const parsed = parseWith(langOnlyRequest, req.query);
    if (!parsed.ok) return send(reply, i18n, lang, parsed);
    const user = req.viewer ? await accounts.current(req.viewer) : null;
    reply.header('cache-control', 'private, no-store');
    return send(reply, i18n, lang, ok({ user }));
  });

  api.post('/auth/login', async (req, reply) => {
    const lang = requestLang(req);
    const parsed = parseWith(loginRequest, req.body);
    if (!parsed.ok) return send(reply, i18n, lang, parsed);
    const r = await accounts.login({ ...parsed.data, clientIp: req.ip ?? null, meta: meta(req) });
    if (!r.ok) return send(reply, i18n, lang, r);
    // a login replaces whatever session this browser had
    const previous = parseCookies(req.headers.cookie)[names.refresh];
    if (previous) await sessions.revoke({ refreshToken: previous }, 'replaced');
    setCookies(
      reply,
      sessionCookieHeaders(names, r.data.session, secureCookies(req, services.config.business.cookieSecure)),
    );
    req.viewer = r.data.session.viewer;
    if (accounts.onLogin) await accounts.onLogin(r.data.session.viewer.userId, req, reply);
    return send(reply, i18n, lang, ok({ user: r.data.user }));
  });

  api.post('/auth/logout', async (req, reply) => {
    const lang = requestLang(req);
    const parsed = parseWith(langOnlyRequest, req.body);
    if (!parsed.ok) return send(reply, i18n, lang, parsed);
    await sessions.revoke(
      { refreshToken: parseCookies(req.headers.cookie)[names.refresh], sessionId: req.viewer?.sessionId },
      'logout',
    );
    setCookies(reply, clearedCookieHeaders(names, secureCookies(req, services.config.business.cookieSecure)));
    req.viewer = null;
    return send(reply, i18n, lang, ok({ alert: i18n.t(lang, 'auth.logout') }));
  });

  api.post('/auth/signup', async (req, reply) => {
    const lang = requestLang(req);
    const parsed = parseWith(signupRequest, req.body);
    if (!parsed.ok) return send(reply, i18n, lang, parsed);
    return send(reply, i18n, lang, await accounts.signup(parsed.data, { clientIp: req.ip ?? null, lang }));
  });

  api.post('/auth/remind', async (req, reply) => {
    const lang = requestLang(req);
    const parsed = parseWith(remindRequest, req.body);
    if (!parsed.ok) return send(reply, i18n, lang, parsed);
    const origin = requestOrigin(req.protocol, req.headers.host, {
      publicUrl: services.config.publicUrl,
      allowedHosts: services.config.allowedHosts,
    });
    return send(reply, i18n, lang, await passwordReset.remind(parsed.data, { clientIp: req.ip ?? null, lang, origin }));
  });

  api.post('/auth/new-password', async (req, reply) => {
    const lang = requestLang(req);
    const parsed = parseWith(newPasswordRequest, req.body);
    if (!parsed.ok) return send(reply, i18n, lang, parsed);
    const r = await passwordReset.newPassword(parsed.data);
    // every login of the account ended; if this browser was signed in, it is signed out too
    if (r.ok && parseCookies(req.headers.cookie)[names.refresh])
      setCookies(reply, clearedCookieHeaders(names, secureCookies(req, services.config.business.cookieSecure)));
    return send(reply, i18n, lang, r);
  });

  api.post('/auth/change-password', async (req, reply) => {
    const lang = requestLang(req);
    const viewer = requireViewer(req);
    if (!viewer.ok) return send(reply, i18n, lang, viewer);
    const parsed = parseWith(changePasswordRequest, req.body);
    if (!parsed.ok) return send(reply, i18n, lang, parsed);
    const r = await accounts.changePassword(viewer.data, parsed.data, req.ip ?? null);
    if (!r.ok) return send(reply, i18n, lang, r);
    setCookies(
      reply,
      sessionCookieHeaders(names, { access: r.data.access }, secureCookies(req, services.config.business.cookieSecure)),
    );
    return send(reply, i18n, lang, ok({ tick: true as const }));
  });

  api.post('/auth/verify-mobile', async (req, reply) => {
    const lang = requestLang(req);
    const viewer = requireViewer(req);
    if (!viewer.ok) return send(reply, i18n, lang, viewer);
    const parsed = parseWith(verifyMobileRequest, req.body);
    if (!parsed.ok) return send(reply, i18n, lang, parsed);
    const r = await accounts.verifyMobile(viewer.data, parsed.data, { clientIp: req.ip ?? null, lang });
    if (!r.ok || !('tick' in r.data)) return send(reply, i18n, lang, r);
    setCookies(
      reply,
      sessionCookieHeaders(names, { access: r.data.access }, secureCookies(req, services.config.business.cookieSecure)),
    );
    return send(reply, i18n, lang, ok({ tick: true as const, user: r.data.user }));
  });

  api.post('/auth/otp/resend', async (req, reply: FastifyReply) => {
    const lang = requestLang(req);
    const parsed = parseWith(authOtpResendRequest, req.body);
    if (!parsed.ok) return send(reply, i18n, lang, parsed);
    const r = await services.otp.resend({ token: parsed.data.token, clientIp: req.ip ?? null, lang });
    // the code step's field is `otp` here (FORM-10), `otpCode` in the checkout
    if (!r.ok && r.errors?.otpCode) return send(reply, i18n, lang, { ...r, errors: { otp: r.errors.otpCode } });
    return send(reply, i18n, lang, r);
  });
}
