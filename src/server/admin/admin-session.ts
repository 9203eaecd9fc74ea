import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../platform/db-errors.ts';
import { readCookies, setCookieValue } from '../platform/cookies.ts';
import { secureCookies } from '../modules/auth/session-cookies.ts';
import type { StaffAuthService } from './staff-auth.service.ts';
import type { Staff } from './staff.ts';

/** `/admin…` pages and `/api/admin/…` calls: the only requests that read the staff cookie. */
const ADMIN_URL = /^\/(api\/)?admin(\/|\?|$)/;

export const staffCookieName = (prefix: string) => `${prefix}admin`;

/**
 * The staff cookie (decision 0041): the session token, `HttpOnly; SameSite=Strict; Path=/`, `Secure` by the same
 * rule as the shop's cookies. Strict: a link from another site opens the back office signed out, and no cross-site
 * request ever carries it (the origin check of decision 0010 refuses cross-site writes as well).
 */
function staffCookie(name: string, token: string, maxAgeSeconds: number, secure: boolean): string {
  return setCookieValue(name, token, { maxAge: maxAgeSeconds, sameSite: 'Strict', httpOnly: true, secure });
}

export function setStaffCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  opts: { prefix: string; mode: 'auto' | 'always' | 'never' },
  token: string,
  expiresAt: Date,
): void {
  const secure = secureCookies(req, opts.mode);
  reply.header(
    'set-cookie',
    staffCookie(staffCookieName(opts.prefix), token, (expiresAt.getTime() - Date.now()) / 1000, secure),
  );
  reply.header('cache-control', 'no-store');
}

export function clearStaffCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  opts: { prefix: string; mode: 'auto' | 'always' | 'never' },
): void {
  reply.header('set-cookie', staffCookie(staffCookieName(opts.prefix), '', 0, secureCookies(req, opts.mode)));
}

/**
 * Sets `req.staff` for back-office requests from the staff cookie. Other requests never read it, so a staff
 * session changes nothing in the shop. Registered in `app.ts` before the API and the pages.
 */
export function registerStaffSession(
  app: FastifyInstance,
  deps: { staffAuth: StaffAuthService; cookiePrefix: string },
): void {
  if (!app.hasRequestDecorator('staff')) app.decorateRequest('staff', null);
  const name = staffCookieName(deps.cookiePrefix);
  app.addHook('onRequest', async (req, reply) => {
    if (!ADMIN_URL.test(req.url)) return;
    // nothing of the back office is ever kept by a cache or shown to crawlers
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex, nofollow');
    const raw = req.headers.cookie;
    if (!raw || !raw.includes(name)) return;
    try {
      const found = await deps.staffAuth.verify(readCookies(raw)[name], req.ip ?? null);
      if (found) req.staff = found.staff;
    } catch (err) {
      if (isDatabaseUnavailable(err)) {
        req.log.warn({ err }, 'admin session: database unavailable');
        return;
      }
      throw err;
    }
  });
}

/**
 * The staff member previewing an unpublished record on the shop (decision 0086), or null. Called by a shop page only
 * when the record is not published, and reads the database only when the request carries the staff cookie: a
 * visitor's request costs nothing more.
 */
export async function previewStaff(
  req: FastifyRequest,
  deps: { staffAuth: StaffAuthService; cookiePrefix: string },
): Promise<Staff | null> {
  if (req.staff) return req.staff;
  const name = staffCookieName(deps.cookiePrefix);
  const raw = req.headers.cookie;
  if (!raw || !raw.includes(name)) return null;
  try {
    return (await deps.staffAuth.verify(readCookies(raw)[name], req.ip ?? null))?.staff ?? null;
  } catch (err) {
    if (isDatabaseUnavailable(err)) return null;
    throw err;
  }
}
