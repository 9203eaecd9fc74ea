/**
 * Header badge counts from the guest list cookies (spec 001 §4: guest cart, wish list and compare live in cookies).
 * `${prefix}cart` is a JSON array of {id, qty, size?}; `${prefix}wish` and `${prefix}compare` are JSON arrays of ids.
 * Malformed cookies count as empty. The cart total is not known here (prices live on the server): null.
 */
import type { HeaderCounts } from './counts';

export function parseCookies(header: string | null | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!header) return out;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const k = part.slice(0, i).trim();
    if (k && !out.has(k)) out.set(k, part.slice(i + 1).trim());
  }
  return out;
}

function jsonArray(raw: string | undefined): unknown[] {
  if (!raw) return [];
  for (const candidate of [raw, safeDecode(raw)]) {
    try {
      const v: unknown = JSON.parse(candidate);
      if (Array.isArray(v)) return v;
    } catch {
      /* try the next form */
    }
  }
  return [];
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

const MAX_QTY = 999;

export function readHeaderCounts(cookieHeader: string | null | undefined, prefix: string): HeaderCounts {
  const c = parseCookies(cookieHeader);
  const ids = (name: string) =>
    new Set(jsonArray(c.get(prefix + name)).filter((x) => (typeof x === 'number' && x > 0) || (typeof x === 'string' && /^\d+$/.test(x))).map(Number)).size;
  let cart = 0;
  for (const line of jsonArray(c.get(`${prefix}cart`))) {
    if (!line || typeof line !== 'object') continue;
    const qty = Number((line as { qty?: unknown }).qty ?? 1);
    if (Number.isFinite(qty) && qty > 0) cart += Math.min(Math.floor(qty), MAX_QTY);
  }
  return { cart, wish: ids('wish'), compare: ids('compare'), cartTotal: null };
}
