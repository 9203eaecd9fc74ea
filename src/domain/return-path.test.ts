import { describe, expect, it } from 'vitest';
import { afterLoginPath, returnPathOf, safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a path of the shop with its query and hash', () => {
    expect(safeReturnPath('/ru/cabinet/orders?page=2#top')).toBe('/ru/cabinet/orders?page=2#top');
    expect(safeReturnPath('/cabinet')).toBe('/cabinet');
  });

  it.each([
    ['another site', 'https://evil.example/x'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example'],
    ['a javascript address', 'javascript:alert(1)'],
    ['a relative path', 'cabinet'],
    ['a tab inside', '/\t/evil.example'],
    ['an empty value', ''],
    ['an overlong value', `/${'a'.repeat(600)}`],
  ])('refuses %s', (_name, next) => {
    expect(safeReturnPath(next, '/home')).toBe('/home');
  });

  it('refuses a missing value', () => {
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath(undefined, '/en')).toBe('/en');
  });
});

describe('afterLoginPath and returnPathOf', () => {
  it('never returns to a sign-in page', () => {
    expect(afterLoginPath('/login?next=/cabinet', 'ru')).toBe('/ru');
    expect(afterLoginPath('/en/signup', 'en')).toBe('/en');
    expect(afterLoginPath('/en/cabinet/address', 'en')).toBe('/en/cabinet/address');
    expect(returnPathOf(new URL('http://x/ru/remind'))).toBe('/');
    expect(returnPathOf(new URL('http://x/ru/cabinet/orders?p=1'))).toBe('/ru/cabinet/orders?p=1');
  });

  it('does not mistake a product path that starts like a sign-in page', () => {
    expect(afterLoginPath('/login-tips', 'az')).toBe('/login-tips');
  });

  it('comes back in the language the login was done in', () => {
    expect(afterLoginPath('/cabinet/orders?p=2#list', 'ru')).toBe('/ru/cabinet/orders?p=2#list');
    expect(afterLoginPath('/ru/cabinet', 'az')).toBe('/cabinet');
    expect(afterLoginPath('/en/vakansiyalar', 'en')).toBe('/en/vakansiyalar');
    expect(afterLoginPath('//evil.example/x', 'ru')).toBe('/ru');
    expect(afterLoginPath(null, 'en')).toBe('/en');
  });
});
