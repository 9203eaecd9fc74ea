import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token.ts';

const secret = 'k'.repeat(43);
const now = new Date('2026-03-01T12:00:00.000Z');
const claims = {
  userId: 7,
  sessionId: 42,
  firstName: 'Aysel',
  lastName: 'Məmmədova',
  mobile: '994501234567',
  email: null,
  loyal: false,
  hasPassword: true,
  roles: ['customer'],
  permissions: [],
  exp: Math.floor(now.getTime() / 1000) + 900,
};

describe('access tokens', () => {
  it('verifies its own signature and gives the claims back (non-Latin names too)', () => {
    const t = signAccessToken(claims, secret);
    expect(t).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyAccessToken(t, secret, now)).toEqual(claims);
  });

  it('after a key rotation, verifies with any accepted key and refuses a retired one (decision 0066)', () => {
    const old = signAccessToken(claims, secret);
    const fresh = signAccessToken(claims, 'n'.repeat(43));
    expect(verifyAccessToken(old, ['n'.repeat(43), secret], now)).toEqual(claims);
    expect(verifyAccessToken(fresh, ['n'.repeat(43), secret], now)).toEqual(claims);
    expect(verifyAccessToken(old, ['n'.repeat(43)], now)).toBeNull();
  });

  it('refuses an expired token', () => {
    const t = signAccessToken(claims, secret);
    expect(verifyAccessToken(t, secret, new Date(now.getTime() + 899_000))).not.toBeNull();
    expect(verifyAccessToken(t, secret, new Date(now.getTime() + 900_000))).toBeNull();
  });

  it('refuses another key, a changed payload, a changed signature and garbage', () => {
    const t = signAccessToken(claims, secret);
    expect(verifyAccessToken(t, 'x'.repeat(43), now)).toBeNull();
    const [v, , sig] = t.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, userId: 1, roles: ['admin'] })).toString('base64url');
    expect(verifyAccessToken(`${v}.${forged}.${sig}`, secret, now)).toBeNull();
    expect(verifyAccessToken(`${t.slice(0, -2)}AA`, secret, now)).toBeNull();
    for (const bad of [undefined, '', 'v1.', 'v1..', 'abc', `v2${t.slice(2)}`, 'v1.' + 'a'.repeat(5000)])
      expect(verifyAccessToken(bad, secret, now)).toBeNull();
  });

  it('refuses a validly signed payload of the wrong shape', () => {
    const t = signAccessToken({ ...claims, userId: 'x' } as never, secret);
    expect(verifyAccessToken(t, secret, now)).toBeNull();
  });
});
