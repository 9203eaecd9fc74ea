/**
 * "Recently viewed" (PDP-14, decision 0081): the products a shopper opened, newest first, one entry per product. A
 * guest's list lives in the browser (localStorage, untrusted: anything malformed is dropped, never an error); a
 * signed-in customer's on the server (`recently_viewed`), and the browser's list joins it at sign-in.
 */

/** entries kept per shopper (browser and server) */
export const RECENTLY_VIEWED_KEEP = 16;
/** products a row or the cabinet shows (the product page leaves out the product on screen first) */
export const RECENTLY_VIEWED_SHOW = 12;
/** the browser's storage key */
export const RECENTLY_VIEWED_STORAGE_KEY = 'volt.recentlyViewed';

export interface View {
  id: number;
  /** epoch milliseconds */
  at: number;
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0 && v < 2 ** 31;

/** Newest first; for the same product the newest view counts; at most `keep`. Times in the future count as `now`. */
export function mergeViews(lists: readonly (readonly View[])[], now: number, keep = RECENTLY_VIEWED_KEEP): View[] {
  const best = new Map<number, number>();
  for (const list of lists)
    for (const v of list) {
      const at = Math.min(v.at, now);
      if ((best.get(v.id) ?? -Infinity) < at) best.set(v.id, at);
    }
  return [...best]
    .map(([id, at]) => ({ id, at }))
    .sort((a, b) => b.at - a.at || b.id - a.id)
    .slice(0, keep);
}

/** The list after viewing `id` at `now`. */
export function addView(list: readonly View[], id: number, now: number): View[] {
  return mergeViews([list, [{ id, at: now }]], now);
}

/** A stored or posted list, repaired: valid ids and times only, newest first, one per product, at most KEEP. */
export function parseViews(raw: unknown, now: number): View[] {
  let v = raw;
  if (typeof v === 'string') {
    if (v.length > 4096) return [];
    try {
      v = JSON.parse(v);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(v)) return [];
  const out: View[] = [];
  for (const e of v.slice(0, 100)) {
    if (!e || typeof e !== 'object') continue;
    const { id, at } = e as Record<string, unknown>;
    if (isId(id) && typeof at === 'number' && Number.isFinite(at) && at > 0) out.push({ id, at });
  }
  return mergeViews([out], now);
}
