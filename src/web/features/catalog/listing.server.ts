import { redirect, type AppLoadContext } from 'react-router';
import { parseListingQuery } from '~/domain/catalog-query';
import { splitLang } from '~/domain/routes';
import type { Lang } from '~/domain/i18n';
import type { Crumb, EditorBlock, ListingQuery, ListingResult, ListingScope } from '~/domain/catalog';

import type { ListingView } from './listing-views';

export interface ListingData {
  kind: 'listing';
  view: ListingView;
  /** ready title (entity pages) or null → the page uses the view's i18n title */
  title: string | null;
  breadcrumbs: Crumb[];
  content: EditorBlock[] | null;
  image: string | null;
  children: Crumb[];
  search: string;
  /** the parsed URL query (malformed parts already dropped), for building filter links */
  query: Pick<ListingQuery, 'search' | 'sort' | 'pricesMin' | 'pricesMax' | 'filters'>;
  /** /search with an empty or 1-character query */
  emptySearch: boolean;
  result: ListingResult | null;
  alternates?: Partial<Record<Lang, string>>;
  seo?: { title: string | null; desc: string | null; keywords: string | null };
}

const SCOPES: Partial<Record<ListingView, ListingScope>> = {
  Sale: { sale: true },
  NewIn: { newIn: true },
  BestSellers: { bestSeller: true },
  OrangeStars: { orangeStar: true },
  '8March': { march8: true },
};

/** Loads one listing page: fixed scope from the view, everything else from the URL (malformed parts ignored). */
export async function loadListing(
  request: Request,
  context: AppLoadContext,
  view: ListingView,
  opts: { entityId?: number | null; alternates?: Partial<Record<Lang, string>>; seo?: ListingData['seo'] } = {},
): Promise<ListingData | null> {
  const url = new URL(request.url);
  const { lang } = splitLang(url.pathname);
  const scope: ListingScope = { ...SCOPES[view] };
  const id = opts.entityId ?? undefined;
  let title: string | null = null;
  let breadcrumbs: Crumb[] = [];
  let content: EditorBlock[] | null = null;
  let image: string | null = null;
  let children: Crumb[] = [];
  if ((view === 'Category' || view === 'Brand' || view === 'Campaign') && id) {
    const header = await context.services.catalog.listingHeader(lang, view, id);
    if (!header) return null;
    title = header.title;
    breadcrumbs = header.breadcrumbs;
    content = header.content ?? null;
    image = header.image ?? null;
    children = header.children ?? [];
    if (view === 'Category') scope.categoryId = id;
    if (view === 'Brand') scope.brandId = id;
    if (view === 'Campaign') scope.campaignId = id;
  }
  const query = parseListingQuery(url.searchParams, lang, scope);
  const search = query.search ?? '';
  const emptySearch = view === 'Search' && search.trim().length < 2;
  const result = emptySearch ? null : await context.services.catalog.list(query);
  // a page past the last one (an old link, a hand-edited address): the last page that has products
  if (result && result.items.length === 0 && result.total > 0 && result.page > result.pages) {
    const to = new URL(url);
    to.searchParams.delete('page');
    if (result.pages > 1) to.searchParams.set('p', String(result.pages));
    else to.searchParams.delete('p');
    throw redirect(to.pathname + to.search, { status: 302, headers: { 'cache-control': 'no-store' } });
  }
  const kept: ListingData['query'] = { filters: query.filters };
  if (query.search !== undefined) kept.search = query.search;
  if (query.sort !== undefined) kept.sort = query.sort;
  if (query.pricesMin !== undefined) kept.pricesMin = query.pricesMin;
  if (query.pricesMax !== undefined) kept.pricesMax = query.pricesMax;
  return {
    kind: 'listing',
    view,
    title,
    breadcrumbs,
    content,
    image,
    children,
    search,
    query: kept,
    emptySearch,
    result,
    alternates: opts.alternates,
    seo: opts.seo,
  };
}
