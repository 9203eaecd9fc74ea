/**
 * Session rules (ACC-6, decision 0028), without I/O: what to do with a refresh token that is presented, and the
 * lifetimes. The server stores tokens hashed and applies these answers with conditional updates.
 */

export interface SessionLifetimes {
  /** the access token (signed, not stored) */
  accessMinutes: number;
  /** each refresh token; a login unused this long is over (idle timeout) */
  refreshDays: number;
  /** a login is over this long after it began, however often it is used (absolute timeout) */
  maxDays: number;
  /** a rotated refresh token presented again within this many seconds is a parallel renewal, not a theft */
  reuseGraceSeconds: number;
}

export const DEFAULT_LIFETIMES: SessionLifetimes = {
  accessMinutes: 15,
  refreshDays: 30,
  maxDays: 90,
  reuseGraceSeconds: 20,
};

interface PresentedRefresh {
  expiresAt: string;
  /** when it was exchanged for the next one; null while it is the current token of its family */
  rotatedAt: string | null;
  familyRevokedAt: string | null;
  familyExpiresAt: string;
}

/**
 * - `rotate`: the current token of a live family: exchange it for a new one;
 * - `grace`: already rotated, seconds ago — a second request of the same browser renewing at the same moment (two
 *   tabs, parallel fetches): give it an access token, keep the family;
 * - `reuse`: rotated longer ago — someone holds an old copy: revoke the whole family;
 * - `invalid`: expired token, expired or revoked family: a guest.
 */
type RefreshDecision = 'rotate' | 'grace' | 'reuse' | 'invalid';

export function refreshDecision(t: PresentedRefresh, now: Date, reuseGraceSeconds: number): RefreshDecision {
  const n = now.getTime();
  if (t.familyRevokedAt !== null || Date.parse(t.familyExpiresAt) <= n) return 'invalid';
  if (t.rotatedAt !== null) return n - Date.parse(t.rotatedAt) <= reuseGraceSeconds * 1000 ? 'grace' : 'reuse';
  if (Date.parse(t.expiresAt) <= n) return 'invalid';
  return 'rotate';
}

/** When a refresh token issued now expires: its idle lifetime, never after the family's end. */
export function refreshExpiresAt(now: Date, familyExpiresAt: string, l: Pick<SessionLifetimes, 'refreshDays'>): string {
  return new Date(Math.min(now.getTime() + l.refreshDays * 86_400_000, Date.parse(familyExpiresAt))).toISOString();
}
