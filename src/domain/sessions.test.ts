import { describe, expect, it } from 'vitest';
import { refreshDecision, refreshExpiresAt } from './sessions.ts';

const now = new Date('2026-03-01T12:00:00.000Z');
const later = (s: number) => new Date(now.getTime() + s * 1000).toISOString();
const live = { expiresAt: later(86_400), rotatedAt: null, familyRevokedAt: null, familyExpiresAt: later(10 * 86_400) };

describe('refresh token decisions', () => {
  it('rotates the current token of a live family', () => {
    expect(refreshDecision(live, now, 20)).toBe('rotate');
  });

  it('treats a token rotated within the grace as a parallel renewal, later as reuse', () => {
    expect(refreshDecision({ ...live, rotatedAt: later(-5) }, now, 20)).toBe('grace');
    expect(refreshDecision({ ...live, rotatedAt: later(-20) }, now, 20)).toBe('grace');
    expect(refreshDecision({ ...live, rotatedAt: later(-21) }, now, 20)).toBe('reuse');
    expect(refreshDecision({ ...live, rotatedAt: later(-1) }, now, 0)).toBe('reuse');
  });

  it('refuses an expired token, an expired family and a revoked family (even within the grace)', () => {
    expect(refreshDecision({ ...live, expiresAt: later(0) }, now, 20)).toBe('invalid');
    expect(refreshDecision({ ...live, familyExpiresAt: later(-1) }, now, 20)).toBe('invalid');
    expect(refreshDecision({ ...live, familyRevokedAt: later(-3600) }, now, 20)).toBe('invalid');
    expect(refreshDecision({ ...live, rotatedAt: later(-2), familyRevokedAt: later(-1) }, now, 20)).toBe('invalid');
  });

  it('gives a new refresh token its idle lifetime, never past the end of the login', () => {
    expect(refreshExpiresAt(now, later(90 * 86_400), { refreshDays: 30 })).toBe(later(30 * 86_400));
    expect(refreshExpiresAt(now, later(3 * 86_400), { refreshDays: 30 })).toBe(later(3 * 86_400));
  });
});
