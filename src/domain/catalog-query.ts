/**
 * Listing URL ⇄ ListingQuery, shared by the SSR pages and the JSON API.
 * A listing never fails on a bad URL: malformed parts (letters in `p`, negative prices, unknown keys,
 * ids that are not positive integers, huge numbers) are ignored.
 */
import type { Lang } from './i18n.ts';
// Type-only import: erased at run time, keeps this module free of server code.
import type { ListingQuery, ListingScope, SortKey } from './catalog.ts';

const SORT_KEYS: readonly SortKey[] = ['new', 'priceUp', 'priceDown'];
export const DEFAULT_PER_PAGE = 24;
const MAX_PAGE = 100_000;
/** whole manat; anything larger is ignored */
const MAX_PRICE = 10_000_000;
const MAX_IDS_PER_KEY = 100;
const MAX_SEARCH_LENGTH = 100;

/** Scope flags the API accepts as `filter_*` (value 1/true/on/yes). */
const FLAG_PARAMS: Record<string, keyof ListingScope> = {
  filter_newin: 'newIn',
  filter_discount: 'sale',
  filter_bestseller: 'bestSeller',
  filter_orangeStar: 'orangeStar',
  filter_orangestar: 'orangeStar',
  filter_march8: 'march8',
};

/** URL keys of id filters (both spellings are read; `brand` is written). */
const ID_KEYS: Record<string, string> = {
  brand: 'brand',
  filter_brand: 'brand',
  category: 'category',
  filter_category: 'category',
  campaign: 'campaign',
  filter_campaign: 'campaign',
};

function positiveInt(v: string | null, max: number): number | undefined {
  if (v === null) return undefined;
  const s = v.trim();
  if (!/^\d{1,12}$/.test(s)) return undefined;
  const n = Number(s);
  if (!Number.isSafeInteger(n) || n > max) return undefined;
  return n;
}

/** "1,2, 3,x,-4,2" → [1,2,3] */
export function parseIds(v: string): number[] {
  const out: number[] = [];
  for (const part of v.split(',')) {
    const n = positiveInt(part, 2_147_483_647);
    if (n !== undefined && n > 0 && !out.includes(n)) out.push(n);
    if (out.length >= MAX_IDS_PER_KEY) break;
  }
  return out;
}

function truthy(v: string | null): boolean {
  return v !== null && ['1', 'true', 'on', 'yes'].includes(v.trim().toLowerCase());
}

export function parseListingQuery(params: URLSearchParams, lang: Lang, scope: ListingScope = {}): ListingQuery {
  const page = positiveInt(params.get('p') ?? params.get('page'), MAX_PAGE);
  const sortRaw = params.get('sort');
  const sort = SORT_KEYS.find((k) => k === sortRaw);
  const searchRaw = (params.get('search') ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_SEARCH_LENGTH);
  let pricesMin = positiveInt(params.get('prices_min'), MAX_PRICE);
  let pricesMax = positiveInt(params.get('prices_max'), MAX_PRICE);
  if (pricesMin !== undefined && pricesMax !== undefined && pricesMin > pricesMax)
    [pricesMin, pricesMax] = [pricesMax, pricesMin];

  const fullScope: ListingScope = { ...scope };
  for (const [param, flag] of Object.entries(FLAG_PARAMS)) {
    if (truthy(params.get(param))) (fullScope as Record<string, unknown>)[flag] = true;
  }

  const filters: Record<string, number[]> = {};
  for (const [key, value] of params) {
    let target: string | undefined = ID_KEYS[key];
    if (!target) {
      const m = /^param_(\d{1,9})$/.exec(key);
      if (m && Number(m[1]) > 0) target = `param_${Number(m[1])}`;
    }
    if (!target) continue;
    const ids = parseIds(value);
    if (!ids.length) continue;
    const merged = [...new Set([...(filters[target] ?? []), ...ids])].slice(0, MAX_IDS_PER_KEY);
    filters[target] = merged;
  }

  const q: ListingQuery = { lang, scope: fullScope, page: page && page > 0 ? page : 1, filters };
  if (searchRaw) q.search = searchRaw;
  if (sort) q.sort = sort;
  if (pricesMin !== undefined) q.pricesMin = pricesMin;
  if (pricesMax !== undefined) q.pricesMax = pricesMax;
  return q;
}

/**
 * The query string of a listing URL (without `?`): search, sort, p (omitted when 1), prices, then
 * filters sorted by key. Scope flags are not written (the page's route carries the scope).
 */
export function listingQueryToSearch(
  q: Pick<ListingQuery, 'search' | 'sort' | 'page' | 'pricesMin' | 'pricesMax' | 'filters'>,
): string {
  const p = new URLSearchParams();
  if (q.search) p.set('search', q.search);
  if (q.sort) p.set('sort', q.sort);
  if (q.pricesMin !== undefined) p.set('prices_min', String(q.pricesMin));
  if (q.pricesMax !== undefined) p.set('prices_max', String(q.pricesMax));
  for (const key of Object.keys(q.filters).sort()) {
    const ids = q.filters[key];
    if (ids && ids.length) p.set(key, ids.join(','));
  }
  if (q.page > 1) p.set('p', String(q.page));
  return p.toString().replace(/%2C/g, ',');
}

/** Same as `listingQueryToSearch` with one filter option toggled, page reset to 1. */
export function toggleFilter(
  q: Pick<ListingQuery, 'search' | 'sort' | 'page' | 'pricesMin' | 'pricesMax' | 'filters'>,
  key: string,
  id: number,
): string {
  const current = q.filters[key] ?? [];
  const next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
  const filters = { ...q.filters, [key]: next };
  if (!next.length) delete filters[key];
  return listingQueryToSearch({ ...q, filters, page: 1 });
}
