import { parseCookie } from 'cookie';

/**
 * The one reader of a request's Cookie header on the server (the shop's and the back office's session cookies, the
 * order cookie, the stylesheet cookie, the guest lists in the loaders), over the `cookie` package that Fastify and
 * React Router use. The browser's one reader, `web/lib/lists/guest-cookies.ts`, reads the same way without the package
 * (PERF-2: it would add about 1.2 KB of gzip to every page's first load).
 *
 * - The first of a repeated name wins (RFC 6265 sends the most specific path first).
 * - Values come as sent: no percent-decoding (the guest lists decode their own values, and a bad `%` sequence is a
 *   value like any other), only one pair of surrounding double quotes is taken off (RFC 6265's quoted form).
 * - A part without `=` or without a name is skipped; names and values are trimmed of spaces and tabs.
 * - No length limit of its own: Node refuses a request whose headers pass 16 KB before any reader runs.
 */
export function readCookies(header: string | readonly string[] | null | undefined): Record<string, string> {
  const text = typeof header === 'string' ? header : header ? header.join('; ') : '';
  // no prototype: a cookie named `constructor` or `__proto__` is only a name, and no name reads as inherited
  const out = Object.create(null) as Record<string, string>;
  for (const [name, value] of Object.entries(parseCookie(text, { decode: unquote })))
    if (name !== '' && value !== undefined) out[name] = value;
  return out;
}

const unquote = (value: string): string =>
  value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;

/** What a Set-Cookie value of ours says besides name and value: always `Path=/`, no Domain. */
interface CookieAttributes {
  /** seconds; rounded, and 0 (delete) for anything below */
  maxAge: number;
  sameSite: 'Lax' | 'Strict';
  httpOnly: boolean;
  secure: boolean;
}

/** The one writer of the server's Set-Cookie values: `name=value; Max-Age=…; Path=/[; HttpOnly]; SameSite=…[; Secure]`. */
export function setCookieValue(name: string, value: string, a: CookieAttributes): string {
  const maxAge = Math.max(0, Math.round(a.maxAge));
  return `${name}=${value}; Max-Age=${maxAge}; Path=/${a.httpOnly ? '; HttpOnly' : ''}; SameSite=${a.sameSite}${a.secure ? '; Secure' : ''}`;
}
