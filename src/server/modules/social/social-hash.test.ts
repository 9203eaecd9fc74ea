import { describe, expect, it } from 'vitest';
import { isSecretShaped, randomSecret, safeReturnPath, secretHash } from './social-hash.ts';

describe('social sign-in secrets and the return path', () => {
  it('goes back only to a path of this site: other sites, schemes and header tricks give the fallback', () => {
    expect(safeReturnPath('/en/catalog?page=2', '/')).toBe('/en/catalog?page=2');
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/a\r\nSet-Cookie: x',
      '',
      5,
    ])
      expect(safeReturnPath(bad, '/en')).toBe('/en');
    expect(safeReturnPath(`/${'a'.repeat(600)}`, '/')).toBe('/');
  });

  it('secrets are 43 base64url characters; only their SHA-256 is stored', () => {
    const s = randomSecret();
    expect(isSecretShaped(s)).toBe(true);
    expect(isSecretShaped(`${s}x`)).toBe(false);
    expect(isSecretShaped(undefined)).toBe(false);
    expect(secretHash(s)).toMatch(/^[0-9a-f]{64}$/);
    expect(secretHash(s)).not.toContain(s);
  });
});
