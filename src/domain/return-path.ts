import { hasControlChars } from './control-chars.ts';
import type { Lang } from './i18n.ts';
import { localePath, splitLang } from './routes.ts';

/**
 * Where a page sends a customer back to after signing in (ACC-8: "a guest on /cabinet… goes to /login and comes
 * back after signing in"). The `next` query parameter is untrusted: only a path of this shop is accepted — one
 * leading slash, no scheme, no host, no backslash, no control characters — so a crafted link cannot send a customer
 * who just typed their password to another site (an open redirect). Anything else gives `fallback`.
 */
export function safeReturnPath(next: string | null | undefined, fallback = '/'): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > 512) return fallback;
  if (!next.startsWith('/') || next.startsWith('//')) return fallback;
  // "\" is read as "/" by browsers ("/\evil.com"), control characters and spaces can hide a second scheme
  if (/[\\\s]/.test(next) || hasControlChars(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, 'http://shop.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://shop.invalid') return fallback;
  return url.pathname + url.search + url.hash;
}

/** The sign-in pages themselves are never a place to come back to (it would loop). */
const AUTH_PAGE = /^(?:\/(?:az|ru|en))?\/(?:login|signup|remind|new-password)(?:[/?#]|$)/;

/** `next` for a page whose guard sent a guest to the login: its path and query, unless it is a sign-in page. */
export function returnPathOf(url: URL): string {
  const p = url.pathname + url.search;
  return AUTH_PAGE.test(p) ? '/' : p;
}

/**
 * The return path after a login in `lang`: `next` when it is safe and not a sign-in page, in the login's language
 * (a visitor sent to /login from an az page who switched the login to ru comes back to the ru page; a localised
 * slug of another language is redirected by the routes table), else the home of the language.
 */
export function afterLoginPath(next: string | null | undefined, lang: Lang): string {
  const home = localePath(lang, '/');
  const p = safeReturnPath(next, home);
  if (AUTH_PAGE.test(p)) return home;
  const url = new URL(p, 'http://shop.invalid');
  return localePath(lang, splitLang(url.pathname).path) + url.search + url.hash;
}
