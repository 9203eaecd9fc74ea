import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  brandsList,
  homeLists,
  productFilters,
  productList,
  productPage,
  quickSearch,
} from '../../../domain/api/products.ts';
import { parseListingQuery } from '../../../domain/catalog-query.ts';
import type { ListingScope } from '../../../domain/catalog.ts';
import type { Lang } from '../../../domain/i18n.ts';
import { ok } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { PUBLIC, route } from '../../platform/route.ts';
import { registerReviewsApi } from '../reviews/reviews.api.ts';
import type { ReviewsService } from '../reviews/reviews.service.ts';
import type { CatalogService } from './catalog.service.ts';

/** The raw query string of a request as URLSearchParams (repeated keys kept). */
function searchParams(req: FastifyRequest): URLSearchParams {
  const i = req.url.indexOf('?');
  try {
    return new URLSearchParams(i >= 0 ? req.url.slice(i + 1) : '');
  } catch {
    return new URLSearchParams();
  }
}

/** Scope by id from the query (`scope_category`, `scope_brand`, `scope_campaign`): lets the pages' views reuse the API. */
function scopeOf(params: URLSearchParams): ListingScope {
  const scope: ListingScope = {};
  for (const [key, prop] of [
    ['scope_category', 'categoryId'],
    ['scope_brand', 'brandId'],
    ['scope_campaign', 'campaignId'],
  ] as const) {
    const v = params.get(key);
    if (v && /^\d{1,9}$/.test(v)) scope[prop] = Number(v);
  }
  return scope;
}

/** The listing's query, read leniently from the raw URL (docs/api.md, "Listing query parameters"). */
function listingQuery(req: FastifyRequest, lang: Parameters<typeof parseListingQuery>[1]) {
  const params = searchParams(req);
  return parseListingQuery(params, lang, scopeOf(params));
}

/** The header box's answer: products (CAT-14) with the categories and brands the text names (CAT-15), in parallel. */
async function quickReply(catalog: Pick<CatalogService, 'quickSearch' | 'quickSuggest'>, lang: Lang, search: string) {
  const [items, named] = await Promise.all([catalog.quickSearch(lang, search), catalog.quickSuggest(lang, search)]);
  return { items, ...named };
}

/** Catalogue operations of API-7 under /api/ (docs/api.md), and the product page's reviews. */
export function registerCatalogApi(
  api: FastifyInstance,
  deps: {
    i18n: I18n;
    catalog: Pick<
      CatalogService,
      'list' | 'filters' | 'quickSearch' | 'quickSuggest' | 'productPage' | 'home' | 'brands'
    >;
    reviews: Pick<ReviewsService, 'submit'>;
  },
): void {
  const { catalog, i18n } = deps;
  route(api, i18n, productList, PUBLIC, async ({ req, lang }) => ok(await catalog.list(listingQuery(req, lang))));
  route(api, i18n, productFilters, PUBLIC, async ({ req, lang }) => ok(await catalog.filters(listingQuery(req, lang))));
  route(api, i18n, quickSearch, PUBLIC, async ({ input, lang }) => ok(await quickReply(catalog, lang, input.search)));
  // the one id parser of every route (docs/api.md, "Ids in paths"): a bad id is a 400 naming `id`, an unknown one a 404
  route(api, i18n, productPage, PUBLIC, ({ params, lang, viewer }) =>
    catalog.productPage.find(lang, params.id, viewer?.userId ?? null),
  );
  route(api, i18n, homeLists, PUBLIC, async ({ lang }) => ok(await catalog.home(lang)));
  route(api, i18n, brandsList, PUBLIC, async ({ lang }) => ok({ items: await catalog.brands(lang) }));
  registerReviewsApi(api, deps);
}
