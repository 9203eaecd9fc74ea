import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { parseWith, requestLang, send } from '../../platform/api.ts';
import { idParams } from '../../../domain/api/fields.ts';
import { parseListingQuery } from '../../../domain/catalog-query.ts';
import type { ListingScope } from '../../../domain/catalog.ts';
import { quickSearchQuery } from './catalog.validators.ts';
import { registerReviewsApi } from '../reviews/reviews.api.ts';

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

/** Catalogue operations of API-7 under /api/ (docs/api.md). */
export async function registerCatalogApi(api: FastifyInstance, services: Services): Promise<void> {
  const { catalog, i18n } = services;

  api.get('/products', async (req) => {
    const params = searchParams(req);
    const q = parseListingQuery(params, requestLang(req), scopeOf(params));
    return { ok: true, data: await catalog.list(q) };
  });

  api.get('/products/filters', async (req) => {
    const params = searchParams(req);
    const q = parseListingQuery(params, requestLang(req), scopeOf(params));
    return { ok: true, data: await catalog.filters(q) };
  });

  api.get('/products/search', async (req) => {
    const parsed = quickSearchQuery.safeParse(req.query ?? {});
    const text = parsed.success ? parsed.data.search : '';
    return { ok: true, data: { items: await catalog.quickSearch(requestLang(req), text) } };
  });

  api.get('/products/:id', async (req, reply) => {
    const lang = requestLang(req);
    // the one id parser of every route (docs/api.md, "Ids in paths"): a bad id is a 400 naming `id`, an unknown one a 404
    const p = parseWith(idParams, req.params);
    if (!p.ok) return send(reply, i18n, lang, p);
    return send(reply, i18n, lang, await catalog.productPage.find(lang, p.data.id, req.viewer?.userId ?? null));
  });

  api.get('/home', async (req) => ({ ok: true, data: await catalog.home(requestLang(req)) }));

  api.get('/brands', async (req) => ({ ok: true, data: { items: await catalog.brands(requestLang(req)) } }));

  await registerReviewsApi(api, services);
}
