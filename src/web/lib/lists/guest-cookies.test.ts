import { describe, expect, it } from 'vitest';
import { cookieAttributes } from './guest-cookies';

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
