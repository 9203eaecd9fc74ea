import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OnLogin } from './auth.service.ts';
import type { IssuedSession, SessionsService } from './sessions.service.ts';
import {
  parseCookies,
  secureCookies,
  sessionCookieHeaders,
  sessionCookieNames,
  setCookies,
} from './session-cookies.ts';

/** Hands a new login to this browser: `(req, reply, session)`. */
export type SignInEdge = (req: FastifyRequest, reply: FastifyReply, session: IssuedSession) => Promise<void>;

/**
 * What every way of signing in does at the edge once the service started a session (password login, sign-up,
 * Google and Facebook): the browser's previous session is revoked (replaced), the session cookies are set, the
 * request's viewer becomes the customer, and `onLogin` merges the guest's cart and lists into the account.
 */
export function signInEdge(deps: {
  sessions: Pick<SessionsService, 'revoke'>;
  cookies: { prefix: string; mode: 'auto' | 'always' | 'never' };
  onLogin: OnLogin | undefined;
}): SignInEdge {
  const names = sessionCookieNames(deps.cookies.prefix);
  return async (req, reply, session) => {
    const previous = parseCookies(req.headers.cookie)[names.refresh];
    if (previous) await deps.sessions.revoke({ refreshToken: previous }, 'replaced');
    setCookies(reply, sessionCookieHeaders(names, session, secureCookies(req, deps.cookies.mode)));
    req.viewer = session.viewer;
    if (deps.onLogin) await deps.onLogin(session.viewer.userId, req, reply);
  };
}
