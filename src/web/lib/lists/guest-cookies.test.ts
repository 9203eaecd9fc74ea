import { parseCookie } from 'cookie';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { serializeGuestIds } from '~/domain/lists/guest-lists';
import { addToGuestList, cookieAttributes, readCookie, removeFromGuestList } from './guest-cookies';

describe('guest list cookie attributes', () => {
  const https = { protocol: 'https:', hostname: 'volt.az' };
  const local = { protocol: 'http:', hostname: 'localhost' };
  const intranet = { protocol: 'http:', hostname: 'shop.lan' };

  it('auto: SameSite=None; Secure where the browser accepts Secure, Lax behind plain http elsewhere', () => {
    expect(cookieAttributes(https)).toBe('; Max-Age=5184000; Path=/; SameSite=None; Secure');
    expect(cookieAttributes(local)).toContain('; SameSite=None; Secure');
    expect(cookieAttributes(intranet)).toBe('; Max-Age=5184000; Path=/; SameSite=Lax');
  });

  it('COOKIE_SECURE=always or never overrides the guess', () => {
    expect(cookieAttributes(intranet, 'always')).toContain('; Secure');
    expect(cookieAttributes(https, 'never')).toBe('; Max-Age=5184000; Path=/; SameSite=Lax');
  });
});

/** A browser's cookie jar as `document.cookie` shows it: each write sets one cookie, a read lists them all. */
function fakeBrowser() {
  const jar = new Map<string, string>();
  const doc = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      const [pair] = line.split(';');
      const i = pair!.indexOf('=');
      jar.set(pair!.slice(0, i).trim(), pair!.slice(i + 1).trim());
    },
  };
  Object.assign(globalThis, { document: doc, window: { location: { protocol: 'https:', hostname: 'volt.az' } } });
  return jar;
}

describe('guest wish list and compare: decided on the cookie as it is now (another tab may have changed it)', () => {
  afterEach(() => {
    delete (globalThis as { document?: unknown }).document;
    delete (globalThis as { window?: unknown }).window;
  });

  it('a product another tab added is "already there": nothing is written', () => {
    const jar = fakeBrowser();
    jar.set('volt_wish', serializeGuestIds([7]));
    const before = jar.get('volt_wish');
    expect(addToGuestList('volt_', 'wish', 7)).toEqual({ added: false, list: [7] });
    expect(jar.get('volt_wish')).toBe(before);
  });

  it('a new product joins what the cookie holds now, not what the page last saw', () => {
    const jar = fakeBrowser();
    jar.set('volt_compare', serializeGuestIds([3, 5]));
    jar.set('volt_wish', serializeGuestIds([1]));
    expect(addToGuestList('volt_', 'compare', 9)).toEqual({ added: true, list: [3, 5, 9] });
    expect(jar.get('volt_compare')).toBe(serializeGuestIds([3, 5, 9]));
    expect(jar.get('volt_wish')).toBe(serializeGuestIds([1]));
    expect(addToGuestList('volt_', 'wish', 2)).toEqual({ added: true, list: [1, 2] });
  });

  it('a removal keeps what another tab added', () => {
    const jar = fakeBrowser();
    jar.set('volt_wish', serializeGuestIds([4, 8, 6]));
    expect(removeFromGuestList('volt_', 'wish', 8)).toEqual([4, 6]);
    expect(jar.get('volt_wish')).toBe(serializeGuestIds([4, 6]));
  });
});

describe("readCookie: the browser's reader answers as the cookie package does on the server", () => {
  // a cookie string as a browser's document.cookie or a Cookie header may hold it: names, values with `=`, `%`,
  // quotes and odd characters, duplicates, parts without `=`, spaces and tabs around
  const name = fc.constantFrom('volt_cart', 'volt_wish', 'a', 'css');
  const value = fc.string({ unit: fc.constantFrom('1', 'x', '=', '%', '"', ',', '[', ']', '.', 'é', '\\') });
  const pad = fc.constantFrom('', ' ', '  ', '\t');
  const part = fc.oneof(
    fc.tuple(pad, name, pad, value, pad).map(([a, n, b, v, c]) => `${a}${n}${b}=${b}${v}${c}`),
    name,
    fc.constant(''),
  );
  const header = fc.array(part, { maxLength: 6 }).map((parts) => parts.join(';'));

  it('gives the first value of a name as sent, or null', () => {
    fc.assert(
      fc.property(header, name, (h, n) => {
        expect(readCookie(n, h)).toBe(parseCookie(h, { decode: (v) => v })[n] ?? null);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads duplicates, empty values and a bad percent sequence as the package does', () => {
    expect(readCookie('volt_wish', 'volt_wish=1.2; volt_wish=3')).toBe('1.2');
    expect(readCookie('volt_wish', 'volt_wish=')).toBe('');
    expect(readCookie('volt_cart', 'volt_cart=%E0%A4%A')).toBe('%E0%A4%A');
    expect(readCookie('volt_cart', '')).toBeNull();
  });
});
