import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookies, setCookieValue } from '../../platform/cookies.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { AccessToken, SessionsService } from './sessions.service.ts';

/**
 * The session cookies (decision 0028): `<COOKIE_PREFIX>at` (the access token) and `<COOKIE_PREFIX>rt` (the refresh
 * token), both `HttpOnly; SameSite=Lax; Path=/`, and `Secure` when the request came over https or to localhost (the
 * guest lists' rule, decision 0024: browsers accept Secure cookies there, and a plain-http host would drop them).
 * Lax keeps them off cross-site subrequests and form posts; the origin check of decision 0010 refuses cross-site
 * writes anyway.
 */
interface SessionCookieNames {
  access: string;
  refresh: string;
}

export const sessionCookieNames = (prefix: string): SessionCookieNames => ({
  access: `${prefix}at`,
  refresh: `${prefix}rt`,
});

/**
 * The cookies of a request header: the server's one reader, `platform/cookies.ts` (first value of each name wins).
 * @deprecated import `readCookies` from `platform/cookies.ts`; this name stays while its last callers move.
 */
export const parseCookies = (header: string | undefined): Record<string, string> => readCookies(header);

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** https, or a host browsers treat as secure (localhost): set `Secure`. */
export function secureCookies(
  req: Pick<FastifyRequest, 'protocol' | 'hostname'>,
  mode: 'auto' | 'always' | 'never' = 'auto',
): boolean {
  if (mode !== 'auto') return mode === 'always';
  if (req.protocol === 'https') return true;
  const host = (req.hostname ?? '').toLowerCase().replace(/:\d+$/, '');
  return LOCAL_HOSTS.has(host);
}

function cookie(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  return setCookieValue(name, value, { maxAge: maxAgeSeconds, sameSite: 'Lax', httpOnly: true, secure });
}

/** Set-Cookie values for a new access token and, when given, a new refresh token. */
export function sessionCookieHeaders(
  names: SessionCookieNames,
  s: { access: AccessToken; refresh?: { token: string; expiresAt: Date } },
  secure: boolean,
  now: Date = new Date(),
): string[] {
  const out = [cookie(names.access, s.access.token, (s.access.expiresAt.getTime() - now.getTime()) / 1000, secure)];
  if (s.refresh)
    out.push(cookie(names.refresh, s.refresh.token, (s.refresh.expiresAt.getTime() - now.getTime()) / 1000, secure));
  return out;
}

/** The Set-Cookie value of a new refresh token alone (its access token went out already). */
export function refreshCookieHeader(
  names: SessionCookieNames,
  refresh: { token: string; expiresAt: Date },
  secure: boolean,
  now: Date = new Date(),
): string {
  return cookie(names.refresh, refresh.token, (refresh.expiresAt.getTime() - now.getTime()) / 1000, secure);
}

/** Set-Cookie values that delete both cookies. */
export function clearedCookieHeaders(names: SessionCookieNames, secure: boolean): string[] {
  return [cookie(names.access, '', 0, secure), cookie(names.refresh, '', 0, secure)];
}

/** Sets a new access cookie that carries `viewer` (after the names, contacts or password it carries changed). */
export type RenewAccess = (req: FastifyRequest, reply: FastifyReply, viewer: Viewer) => void;

/** The access renewal of this shop's session cookies: signed by the sessions service, named and secured as at sign-in. */
export function accessRenewer(
  sessions: Pick<SessionsService, 'issueAccess'>,
  cookies: { prefix: string; mode: 'auto' | 'always' | 'never' },
): RenewAccess {
  const names = sessionCookieNames(cookies.prefix);
  return (req, reply, viewer) =>
    setCookies(
      reply,
      sessionCookieHeaders(names, { access: sessions.issueAccess(viewer) }, secureCookies(req, cookies.mode)),
    );
}

/** Adds Set-Cookie values to the reply (Fastify keeps earlier ones) and marks the answer as not for shared caches. */
export function setCookies(reply: FastifyReply, values: string[]): void {
  reply.header('set-cookie', values);
  reply.request.sessionCookiesSet = true;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the session hook or a route set session cookies: the answer must not be stored by a shared cache */
    sessionCookiesSet: boolean;
  }
}
