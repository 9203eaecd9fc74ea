import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../../platform/db-errors.ts';
import type { Config } from '../../config.ts';
import type { SessionsService } from './sessions.service.ts';
import {
  clearedCookieHeaders,
  parseCookies,
  refreshCookieHeader,
  secureCookies,
  sessionCookieHeaders,
  sessionCookieNames,
  setCookies,
} from './session-cookies.ts';

/** The Set-Cookie of a refresh token being written while its request runs (null: nothing to add). */
const pendingRefresh = new WeakMap<FastifyRequest, Promise<string | null>>();

/** Static files, images and the shared root data never need to know who asks (and must stay cacheable). */
const NO_SESSION = /^\/(assets\/|i\/|_root\/|healthz(\?|$)|favicon|robots\.txt|sitemap|manifest)/;

/** What the session hook reads: the accounts' session service and the cookies' settings. */
interface SessionHookDeps {
  sessions: Pick<SessionsService, 'liveViewer' | 'refresh'>;
  /** the cookies' name prefix and `Secure` mode (COOKIE_PREFIX, COOKIE_SECURE) */
  cookies: Pick<Config['business'], 'cookiePrefix' | 'cookieSecure'>;
}

/**
 * The session hook (decision 0028): sets `req.viewer` for every API request and page before any route runs.
 * - A live access cookie: the viewer comes from its signed claims once one primary-key read says its login stands
 *   (decision 0065: logout, a password change or reset, refresh-token reuse or a disabled account stop it at the next
 *   request); a revoked one counts as absent — the refresh cookie of that login is refused too, both cookies cleared.
 * - Expired or missing, with a refresh cookie: the refresh token is rotated and both new cookies are set on this
 *   reply (API and SSR alike: the SSR bridge adds its own Set-Cookie after these); a parallel renewal within the
 *   grace gets an access cookie only; reuse, revoked or unknown → a guest, both cookies cleared. The rotation is
 *   written (and committed) while the request runs — the viewer is known from the read — and the new refresh
 *   cookie joins the answer in `onSend`, before anything leaves; if the write failed, the browser keeps its
 *   refresh cookie and this answer carries the access cookie only.
 * Registered in `app.ts` right after `decorateRequest('viewer', null)`; API-only test apps call it before
 * `registerApi`.
 */
export function registerSession(app: FastifyInstance, deps: SessionHookDeps): void {
  const { sessions } = deps;
  const { cookiePrefix, cookieSecure } = deps.cookies;
  if (!app.hasRequestDecorator('viewer')) app.decorateRequest('viewer', null);
  if (!app.hasRequestDecorator('sessionCookiesSet')) app.decorateRequest('sessionCookiesSet', false);
  const names = sessionCookieNames(cookiePrefix);

  app.addHook('onRequest', async (req, reply) => {
    if (NO_SESSION.test(req.url)) return;
    const raw = req.headers.cookie;
    if (!raw || (!raw.includes(names.access) && !raw.includes(names.refresh))) return;
    const cookies = parseCookies(raw);
    const access = cookies[names.access];
    const refresh = cookies[names.refresh];
    let live;
    try {
      live = await sessions.liveViewer(access);
    } catch (err) {
      // the database is away: a guest for this request, the cookies kept for the next one
      if (isDatabaseUnavailable(err)) {
        req.log.warn({ err }, 'session: cannot check the login now');
        return;
      }
      throw err;
    }
    if (live.kind === 'live') {
      req.viewer = live.viewer;
      return;
    }
    // no live access token, or one whose login was revoked: the refresh cookie decides (a revoked login's is refused)
    const secure = secureCookies(req, cookieSecure);
    if (!refresh) {
      if (access !== undefined) setCookies(reply, clearedCookieHeaders(names, secure).slice(0, 1));
      return;
    }
    let outcome;
    try {
      outcome = await sessions.refresh(refresh);
    } catch (err) {
      // the database is away: a guest for this request, the cookies kept for the next one
      if (isDatabaseUnavailable(err)) {
        req.log.warn({ err }, 'session: cannot renew now');
        return;
      }
      throw err;
    }
    if (outcome.kind === 'rotated') {
      req.viewer = outcome.viewer;
      setCookies(reply, sessionCookieHeaders(names, { access: outcome.access }, secure));
      pendingRefresh.set(
        req,
        outcome.refresh.then(
          (next) => next && refreshCookieHeader(names, next, secure),
          (err: unknown) => {
            req.log.warn({ err }, 'session: the renewal was not written; the browser keeps its refresh cookie');
            return null;
          },
        ),
      );
    } else if (outcome.kind === 'grace') {
      req.viewer = outcome.viewer;
      setCookies(reply, sessionCookieHeaders(names, { access: outcome.access }, secure));
    } else {
      if (outcome.kind === 'reuse')
        req.log.warn({ ip: req.ip }, 'session: a rotated refresh token came back; its login was revoked');
      setCookies(reply, clearedCookieHeaders(names, secure));
    }
  });

  app.addHook('onSend', async (req: FastifyRequest, reply) => {
    const pending = pendingRefresh.get(req);
    if (pending) {
      const header = await pending;
      if (header) reply.header('set-cookie', header);
    }
    // an answer that sets session cookies is personal: never stored by a shared cache
    if (req.sessionCookiesSet) reply.header('cache-control', 'private, no-store');
  });
}
