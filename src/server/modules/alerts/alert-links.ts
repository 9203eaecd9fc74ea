import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Keyring } from '../../../domain/key-rotation.ts';

/**
 * The unsubscribe link's token of an alert (decision 0092): `<id>.<HMAC-SHA256 of "alert-unsub:<id>">`, signed with
 * the shop's code key (`secrets.otpKeys`) and checked against every accepted key, so a link survives a rotation. It
 * names one alert and can only end it.
 */
export function alertToken(keys: Keyring, id: number): string {
  return `${id}.${sign(keys.signing, id)}`;
}

/** The alert a token names, or null for anything not signed by an accepted key. */
export function alertOfToken(keys: Keyring, token: string): number | null {
  const m = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const id = Number(m[1]);
  if (id > 2_147_483_647) return null;
  const given = Buffer.from(m[2]!);
  return keys.accepted.some((k) => {
    const want = Buffer.from(sign(k, id));
    return want.length === given.length && timingSafeEqual(want, given);
  })
    ? id
    : null;
}

function sign(key: string, id: number): string {
  return createHmac('sha256', key).update(`alert-unsub:${id}`).digest('base64url');
}
