import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Viewer } from '../../platform/viewer.ts';

/**
 * The access token (decision 0028): a compact signed token that says who the viewer is until `exp`, so a request
 * with a live one needs no database read. `v1.<payload>.<signature>`: the payload is base64url JSON of the viewer's
 * fields (user id, session id, names, contacts, loyalty, roles, permissions) and the expiry in seconds; the
 * signature is HMAC-SHA256 over `v1.<payload>` with the signing key of `secrets.sessionKeys`, compared in constant time (any accepted key verifies: decision 0066). Not
 * encrypted: it holds nothing the customer may not see, and it lives in an httpOnly cookie.
 */
interface AccessClaims extends Viewer {
  /** expiry, Unix seconds */
  exp: number;
}

const PREFIX = 'v1.';

export function signAccessToken(claims: AccessClaims, secret: string): string {
  const body = PREFIX + Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${body}.${mac(body, secret)}`;
}

/** The claims of a token signed with `secret` (or one of `secret`) and not expired at `now`; null for anything else. */
export function verifyAccessToken(
  token: string | undefined,
  secret: string | readonly string[],
  now: Date,
): AccessClaims | null {
  if (!token || token.length > 4096 || !token.startsWith(PREFIX)) return null;
  const dot = token.lastIndexOf('.');
  if (dot <= PREFIX.length) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const signed = (key: string) => {
    const expected = Buffer.from(mac(body, key), 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  if (!(typeof secret === 'string' ? [secret] : secret).some(signed)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body.slice(PREFIX.length), 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isClaims(claims) || claims.exp * 1000 <= now.getTime()) return null;
  return claims;
}

const mac = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('base64url');

function isClaims(c: unknown): c is AccessClaims {
  if (!c || typeof c !== 'object') return false;
  const o = c as Record<string, unknown>;
  return (
    Number.isInteger(o.userId) &&
    Number.isInteger(o.sessionId) &&
    Number.isInteger(o.exp) &&
    typeof o.firstName === 'string' &&
    typeof o.lastName === 'string' &&
    typeof o.mobile === 'string' &&
    (o.email === null || typeof o.email === 'string') &&
    typeof o.loyal === 'boolean' &&
    typeof o.hasPassword === 'boolean' &&
    Array.isArray(o.roles) &&
    Array.isArray(o.permissions)
  );
}

/** The viewer part of the claims (what `req.viewer` holds). */
export function viewerOf(c: AccessClaims): Viewer {
  const { exp: _exp, ...viewer } = c;
  return viewer;
}
