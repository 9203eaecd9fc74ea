/**
 * Addresses of the record page (ADM-6: the list's route with `do` = view, update or create and `id`). The
 * list's own state (q, page, filters…) rides along, so "back to the list" returns to the same page of results.
 */
export type RecordMode = 'view' | 'update' | 'create';

const RECORD_KEYS = ['do', 'id', 'from'];

export function recordHref(
  search: string | URLSearchParams,
  mode: RecordMode,
  id?: number | null,
  from?: number,
): string {
  const p = new URLSearchParams(search);
  for (const k of RECORD_KEYS) p.delete(k);
  p.set('do', mode);
  if (id) p.set('id', String(id));
  if (from) p.set('from', String(from));
  return `?${p}`;
}

/** The list with the state it had. */
export function backToListHref(search: string | URLSearchParams): string {
  const p = new URLSearchParams(search);
  for (const k of RECORD_KEYS) p.delete(k);
  const s = p.toString();
  return s ? `?${s}` : '?';
}

export function recordModeOf(search: URLSearchParams): RecordMode | null {
  const d = search.get('do');
  return d === 'view' || d === 'update' || d === 'create' ? d : null;
}

/** A positive record id from the address, or null. */
export function idOf(v: string | null): number | null {
  if (!v || !/^\d{1,10}$/.test(v)) return null;
  const n = Number(v);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

/** A link the server gave (a record's page in the shop, a download): a path of this site or http(s), never `javascript:`. */
export function safeHref(href: unknown): string | null {
  if (typeof href !== 'string' || !href) return null;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  return /^https?:\/\//i.test(href) ? href : null;
}
