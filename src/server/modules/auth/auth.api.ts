import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  authChangePassword,
  authLogin,
  authLogout,
  authMe,
  authNewPassword,
  authOtpResend,
  authRemind,
  authSignup,
  authVerifyMobile,
} from '../../../domain/api/auth.ts';
import { ok } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { CUSTOMER, PUBLIC, route } from '../../platform/route.ts';
import type { OtpService } from '../otp/otp.service.ts';
import type { AuthService } from './auth.service.ts';
import type { PasswordResetService } from './password-reset.service.ts';
import type { SessionsService } from './sessions.service.ts';
import { signInEdge } from './sign-in-edge.ts';
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
 * The accounts API under /api/auth (API-8; docs/api.md; decision 0028). Thin: the shared schema parsed by `route`,
 * one service method, the session cookies set or cleared, the envelope. Every POST here passes the cross-site check
 * of decision 0010 first (platform/request-guards.ts).
 */
export function registerAuthApi(
  api: FastifyInstance,
  deps: {
    i18n: I18n;
    accounts: Pick<AuthService, 'current' | 'login' | 'onLogin' | 'signup' | 'changePassword' | 'verifyMobile'>;
    passwordReset: Pick<PasswordResetService, 'remind' | 'newPassword'>;
    sessions: Pick<SessionsService, 'revoke'>;
    otp: Pick<OtpService, 'resend'>;
    cookies: { prefix: string; mode: 'auto' | 'always' | 'never' };
    /** the shop's address for links (PUBLIC_URL or an allowed Host) */
    origin: (req: FastifyRequest) => string;
  },
): void {
  const { i18n, accounts, passwordReset, sessions } = deps;
  const names = sessionCookieNames(deps.cookies.prefix);
  const secure = (req: FastifyRequest) => secureCookies(req, deps.cookies.mode);
  const signIn = signInEdge({ sessions, cookies: deps.cookies, onLogin: accounts.onLogin });

  route(api, i18n, authMe, PUBLIC, async ({ viewer }) => ok({ user: viewer ? await accounts.current(viewer) : null }), {
    cacheControl: 'private, no-store',
  });

  route(api, i18n, authLogin, PUBLIC, async ({ input, req, reply }) => {
    const r = await accounts.login({ ...input, clientIp: req.ip ?? null, meta: meta(req) });
    if (!r.ok) return r;
    // a login replaces whatever session this browser had; the guest's lists join the account
    await signIn(req, reply, r.data.session);
    return ok({ user: r.data.user });
  });

  route(api, i18n, authLogout, PUBLIC, async ({ req, reply, lang }) => {
    await sessions.revoke(
      { refreshToken: parseCookies(req.headers.cookie)[names.refresh], sessionId: req.viewer?.sessionId },
      'logout',
    );
    setCookies(reply, clearedCookieHeaders(names, secure(req)));
    req.viewer = null;
    return ok({ alert: i18n.t(lang, 'auth.logout') });
  });

  route(api, i18n, authSignup, PUBLIC, async ({ input, req, reply, lang }) => {
    const r = await accounts.signup(input, { clientIp: req.ip ?? null, lang, meta: meta(req) });
    if (!r.ok || !('tick' in r.data)) return r;
    // sign-up ends signed in (ACC-2): the cookies, the lists' merge and the replaced session as at a login
    await signIn(req, reply, r.data.session);
    return ok({ tick: true as const, user: r.data.user });
  });

  route(api, i18n, authRemind, PUBLIC, ({ input, req, lang }) =>
    passwordReset.remind(input, { clientIp: req.ip ?? null, lang, origin: deps.origin(req) }),
  );

  route(api, i18n, authNewPassword, PUBLIC, async ({ input, req, reply }) => {
    const r = await passwordReset.newPassword(input);
    // every login of the account ended; if this browser was signed in, it is signed out too
    if (r.ok && parseCookies(req.headers.cookie)[names.refresh])
      setCookies(reply, clearedCookieHeaders(names, secure(req)));
    return r;
  });

  route(api, i18n, authChangePassword, CUSTOMER, async ({ input, viewer, req, reply }) => {
    const r = await accounts.changePassword(viewer, input, req.ip ?? null);
    if (!r.ok) return r;
    setCookies(reply, sessionCookieHeaders(names, { access: r.data.access }, secure(req)));
    return ok({ tick: true as const });
  });

  route(api, i18n, authVerifyMobile, CUSTOMER, async ({ input, viewer, req, reply, lang }) => {
    const r = await accounts.verifyMobile(viewer, input, { clientIp: req.ip ?? null, lang });
    if (!r.ok || !('tick' in r.data)) return r;
    setCookies(reply, sessionCookieHeaders(names, { access: r.data.access }, secure(req)));
    return ok({ tick: true as const, user: r.data.user });
  });

  route(api, i18n, authOtpResend, PUBLIC, async ({ input, req, lang }) => {
    const r = await deps.otp.resend({ token: input.token, clientIp: req.ip ?? null, lang });
    // the code step's field is `otp` here (FORM-10), `otpCode` in the checkout
    if (!r.ok && r.errors?.otpCode) return { ...r, errors: { otp: r.errors.otpCode } };
    return r;
  });
}
