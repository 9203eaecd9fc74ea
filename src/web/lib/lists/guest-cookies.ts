import {
  addListId,
  parseGuestCart,
  parseGuestIds,
  serializeGuestCart,
  serializeGuestIds,
  type GuestCartEntry,
} from '~/domain/lists/guest-lists';

/** The guest's lists as the browser keeps them (CART-1, CONST-13: cookies, 60 days, path /). */
export interface GuestLists {
  cart: GuestCartEntry[];
  wish: number[];
  compare: number[];
}

const LIST_COOKIE_DAYS = 60;

/**
 * The browser's one cookie reader: the first value of `name` as sent, like the server's `readCookies`
 * (`server/platform/cookies.ts`, over the `cookie` package) — written out here because the package would add about
 * 1.2 KB of gzip to every page's first load (PERF-2); a test holds the two to the same answers.
 */
export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return null;
}

export type CookieSecureMode = 'auto' | 'always' | 'never';

/**
 * Cookie attributes: `SameSite=None; Secure` as the spec asks wherever the browser accepts Secure (https, and
 * localhost / 127.0.0.1, which browsers treat as secure); behind plain http on another host a Secure cookie would
 * be dropped, so there the lists fall back to `SameSite=Lax` (decision 0024). `COOKIE_SECURE` overrides the guess:
 * `always` (the page is https behind a proxy), `never` (a plain-http intranet).
 */
export function cookieAttributes(
  loc: Pick<Location, 'protocol' | 'hostname'> = window.location,
  mode: CookieSecureMode = 'auto',
): string {
  const secure =
    mode === 'auto'
      ? loc.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]', '::1'].includes(loc.hostname)
      : mode === 'always';
  return `; Max-Age=${LIST_COOKIE_DAYS * 86_400}; Path=/${secure ? '; SameSite=None; Secure' : '; SameSite=Lax'}`;
}

function readGuestLists(prefix: string): GuestLists {
  return {
    cart: parseGuestCart(readCookie(`${prefix}cart`)),
    wish: parseGuestIds(readCookie(`${prefix}wish`)),
    compare: parseGuestIds(readCookie(`${prefix}compare`)),
  };
}

export function writeGuestList(
  prefix: string,
  name: keyof GuestLists,
  lists: GuestLists,
  mode: CookieSecureMode = 'auto',
): void {
  const value = name === 'cart' ? serializeGuestCart(lists.cart) : serializeGuestIds(lists[name]);
  document.cookie = `${prefix}${name}=${value}${cookieAttributes(window.location, mode)}`;
}

/**
 * Adds `id` to the guest's wish list or compare as the cookie holds it NOW — another tab may have changed it since
 * this page was drawn (decision 0024). Already there: nothing is written, `added` is false. Either way `list` is the
 * list as it now is, for the page to show.
 */
export function addToGuestList(
  prefix: string,
  name: 'wish' | 'compare',
  id: number,
  mode: CookieSecureMode = 'auto',
): { added: boolean; list: number[] } {
  const now = readGuestLists(prefix);
  const next = addListId(now[name], id);
  if (!next) return { added: false, list: now[name] };
  writeGuestList(prefix, name, { ...now, [name]: next }, mode);
  return { added: true, list: next };
}

/** Removes `id` from the guest's wish list or compare as the cookie holds it now (another tab may have added to it). */
export function removeFromGuestList(
  prefix: string,
  name: 'wish' | 'compare',
  id: number,
  mode: CookieSecureMode = 'auto',
): number[] {
  const now = readGuestLists(prefix);
  const next = now[name].filter((i) => i !== id);
  writeGuestList(prefix, name, { ...now, [name]: next }, mode);
  return next;
}
