import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 hex of a secret the browser holds (state, binding, ticket): the database keeps only this. */
export const secretHash = (v: string) => createHash('sha256').update(v).digest('hex');

/** 32 random bytes, base64url (43 characters). */
export const randomSecret = () => randomBytes(32).toString('base64url');

export const isSecretShaped = (v: unknown): v is string => typeof v === 'string' && /^[A-Za-z0-9_-]{43}$/.test(v);

/** A path on this site to go back to: one leading slash, no scheme, no `//` or `/\` (no open redirect). */
export function safeReturnPath(v: unknown, fallback: string): string {
  if (typeof v !== 'string' || v.length > 500 || !v.startsWith('/') || /^\/[/\\]/.test(v) || /[\r\n]/.test(v))
    return fallback;
  return v;
}
