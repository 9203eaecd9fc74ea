/**
 * Guest lists kept in cookies (CART-1…CART-3): the cart as entries `{id, qty, size?}`, the wish
 * list and compare as ids. Cookies are untrusted input: anything malformed is repaired or dropped, never
 * an error — malformed JSON, oversized values, duplicates, non-integer or negative quantities, foreign
 * fields, thousands of entries.
 */

export const MAX_CART_LINES = 100;
export const MAX_LIST_IDS = 100;
export const MAX_QTY = 999;
/** longer raw values are not parsed at all (a browser keeps at most ~4 KB per cookie) */
const MAX_COOKIE_CHARS = 8192;
const SIZE_RE = /^[\p{L}\p{N} ._\-/+"']{1,32}$/u;

export interface GuestCartEntry {
  id: number;
  qty: number;
  size?: string;
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const toId = (v: unknown): number | null => {
  if (isId(v)) return v;
  if (typeof v === 'string' && /^\d{1,15}$/.test(v)) {
    const n = Number(v);
    return isId(n) ? n : null;
  }
  return null;
};

function decode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The JSON array in a cookie value (plain or URI-encoded), or [] for anything else. */
function cookieArray(raw: string | null | undefined): unknown[] {
  if (!raw || raw.length > MAX_COOKIE_CHARS) return [];
  for (const candidate of [raw, decode(raw)]) {
    try {
      const v: unknown = JSON.parse(candidate);
      if (Array.isArray(v)) return v;
    } catch {
      /* try the next form */
    }
  }
  return [];
}

/** Cart entries: valid ids, whole quantities 1..999 (a bad quantity counts as 1), one line per id and size. */
export function parseGuestCart(raw: string | null | undefined): GuestCartEntry[] {
  const lines = new Map<string, GuestCartEntry>();
  for (const item of cookieArray(raw)) {
    if (!item || typeof item !== 'object') continue;
    const o = item as Record<string, unknown>;
    const id = toId(o.id);
    if (id === null) continue;
    const q = typeof o.qty === 'string' ? Number(o.qty) : o.qty;
    const qty = typeof q === 'number' && Number.isFinite(q) && q >= 1 ? Math.min(Math.floor(q), MAX_QTY) : 1;
    const size = typeof o.size === 'string' && SIZE_RE.test(o.size.trim()) ? o.size.trim() : undefined;
    const key = `${id}\u0000${size ?? ''}`;
    const prev = lines.get(key);
    if (prev) prev.qty = Math.min(prev.qty + qty, MAX_QTY);
    else if (lines.size < MAX_CART_LINES) lines.set(key, size ? { id, qty, size } : { id, qty });
  }
  return [...lines.values()];
}

/** Wish-list or compare ids: valid, unique, first-seen order, at most 100. */
export function parseGuestIds(raw: string | null | undefined): number[] {
  const out = new Set<number>();
  for (const v of cookieArray(raw)) {
    const id = toId(v);
    if (id !== null && out.size < MAX_LIST_IDS) out.add(id);
  }
  return [...out];
}

/**
 * Adds `id` to a wish list or compare AS IT IS NOW (CART-7, decision 0024): null when it is already there — the
 * caller says "already in your list" and changes nothing — else the list with `id` last (at most 100, the oldest
 * dropped).
 */
export function addListId(now: readonly number[], id: number): number[] | null {
  if (now.includes(id)) return null;
  return [...now, id].slice(-MAX_LIST_IDS);
}

/** Compact cookie values (URI-encoded JSON). */
export function serializeGuestCart(entries: readonly GuestCartEntry[]): string {
  return encodeURIComponent(
    JSON.stringify(entries.map((e) => (e.size ? { id: e.id, qty: e.qty, size: e.size } : { id: e.id, qty: e.qty }))),
  );
}
export function serializeGuestIds(ids: readonly number[]): string {
  return encodeURIComponent(JSON.stringify(ids));
}
