import { ADMIN_PAGE_SIZES, type ResourceMeta } from '~/domain/api/admin';

/**
 * The list view's state lives in the address (decision 0042): `q`, `page`, `limit`, `sort`, `dir` and one `f.<name>`
 * per filter, the same keys as the list API's query. Reload, back and a shared link show the same list. Defaults are
 * left out of the address so the plain `/admin/tags` is the first page.
 */
export interface ListState {
  q: string;
  page: number;
  limit: number;
  sort: string | null;
  dir: 'asc' | 'desc';
  filters: Record<string, string>;
}

const DEFAULT_LIMIT = 20;

type MetaLike = Pick<ResourceMeta, 'sorts' | 'filters'>;

/** Reads the state from the address, keeping only what the resource knows (a stale link never breaks the list). */
export function readListState(search: URLSearchParams, meta: MetaLike): ListState {
  const page = Number(search.get('page') ?? '1');
  const limit = Number(search.get('limit') ?? DEFAULT_LIMIT);
  const sort = search.get('sort');
  const dir = search.get('dir');
  const filters: Record<string, string> = {};
  for (const f of meta.filters) {
    const v = search.get(`f.${f.name}`);
    if (v !== null && v.trim() !== '') filters[f.name] = v.trim().slice(0, 100);
  }
  return {
    q: (search.get('q') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    limit: (ADMIN_PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
    sort: sort && meta.sorts.includes(sort) ? sort : null,
    dir: dir === 'asc' || dir === 'desc' ? dir : 'desc',
    filters,
  };
}

/** The query keys of a state (the list API's and the page address's), defaults left out. */
export function listParams(s: ListState): URLSearchParams {
  const p = new URLSearchParams();
  if (s.q) p.set('q', s.q);
  for (const [k, v] of Object.entries(s.filters)) if (v) p.set(`f.${k}`, v);
  if (s.sort) {
    p.set('sort', s.sort);
    p.set('dir', s.dir);
  }
  if (s.page > 1) p.set('page', String(s.page));
  if (s.limit !== DEFAULT_LIMIT) p.set('limit', String(s.limit));
  return p;
}

/** `href` with the state's search and filters added (a download of what the list shows: the orders CSV). */
export function withListFilters(href: string, s: ListState): string {
  const p = new URLSearchParams();
  if (s.q) p.set('q', s.q);
  for (const [k, v] of Object.entries(s.filters)) if (v) p.set(`f.${k}`, v);
  const q = p.toString();
  return q ? `${href}${href.includes('?') ? '&' : '?'}${q}` : href;
}

/**
 * The address after a change. A new search, filter, sort or page size goes back to page 1 (page 5 of another
 * result set would be empty or arbitrary).
 */
export function listHref(s: ListState, patch: Partial<ListState>): string {
  const next: ListState = { ...s, ...patch, filters: { ...s.filters, ...(patch.filters ?? {}) } };
  if (!('page' in patch)) next.page = 1;
  for (const [k, v] of Object.entries(next.filters)) if (!v) delete next.filters[k];
  const q = listParams(next).toString();
  return q ? `?${q}` : '?';
}

/** Clicking a column header: sort by it ascending, again flips the direction. */
export function sortPatch(s: ListState, column: string): Partial<ListState> {
  if (s.sort === column) return { sort: column, dir: s.dir === 'asc' ? 'desc' : 'asc' };
  return { sort: column, dir: 'asc' };
}

/** "1–20" of the current page, for the footer. */
export function pageWindow(page: number, limit: number, total: number): { from: number; to: number; pages: number } {
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  return { from, to: Math.min(total, page * limit), pages };
}

/**
 * The sort key of a column: its name when the resource sorts by it, else a per-language variant (`title` is sorted
 * as `title_az`, `title_ru`…: the staff member's language first). None: the header is not a button.
 */
export function sortKeyOf(meta: Pick<ResourceMeta, 'sorts'>, column: string, lang: string): string | null {
  if (meta.sorts.includes(column)) return column;
  if (meta.sorts.includes(`${column}_${lang}`)) return `${column}_${lang}`;
  return meta.sorts.find((s) => s.startsWith(`${column}_`)) ?? null;
}
