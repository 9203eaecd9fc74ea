import * as z from 'zod/mini';
import type {
  BrandView,
  FilterDef,
  HomeData,
  ListingResult,
  ProductDetail,
  QuickSearchItem,
  SelectedFilter,
  SuggestedBrand,
  SuggestedCategory,
} from '../catalog.ts';
import { LANGS } from '../i18n.ts';
import { endpoint } from './endpoint.ts';

/**
 * Query of GET /api/products/search (the header's quick search). `search` may be anything: text out of bounds
 * gives an empty list, never an error; a repeated key counts once.
 */
export const quickSearchRequest = z.object({
  search: z.pipe(
    z.optional(z.union([z.string(), z.array(z.string())])),
    z.transform((v: string | string[] | undefined) => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''))),
  ),
  lang: z.catch(z.optional(z.enum(LANGS)), undefined),
});

export interface QuickSearchReply {
  items: QuickSearchItem[];
  /** the categories and brands the text names (CAT-15, decision 0081) */
  categories: SuggestedCategory[];
  brands: SuggestedBrand[];
}

export const quickSearchReply: z.ZodMiniType<QuickSearchReply> = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      href: z.string(),
      image: z.nullable(z.string()),
      price: z.number(),
      priceInStore: z.boolean(),
    }),
  ),
  categories: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      parent: z.nullable(z.string()),
      href: z.string(),
      count: z.number(),
    }),
  ),
  brands: z.array(
    z.object({ id: z.number(), title: z.string(), href: z.string(), logo: z.nullable(z.string()), count: z.number() }),
  ),
});

export const quickSearch = endpoint({
  method: 'GET',
  path: '/api/products/search',
  request: quickSearchRequest,
  reply: quickSearchReply,
});

// ── the catalogue's reads (API-7): the pages call the services in-process, these serve other clients ──────────

/**
 * The listing's query string (docs/api.md, "Listing query parameters"): read leniently by `parseListingQuery` from
 * the raw URL (repeated keys kept), so any keys pass here; a bad value never fails a listing.
 */
export const listingRequest = z.record(z.string(), z.unknown());
/** The replies of the catalogue's reads are typed, not checked: no browser code reads them through the client. */
export const productList = endpoint({
  method: 'GET',
  path: '/api/products',
  request: listingRequest,
  reply: z.custom<ListingResult>(),
});
export const productFilters = endpoint({
  method: 'GET',
  path: '/api/products/filters',
  request: listingRequest,
  reply: z.custom<{ filters: FilterDef[]; selected: SelectedFilter[]; total: number }>(),
});
export const productPage = endpoint({
  method: 'GET',
  path: '/api/products/{id}',
  request: z.object({ id: z.number(), lang: z.catch(z.optional(z.enum(LANGS)), undefined) }),
  reply: z.custom<ProductDetail>(),
});
export const homeLists = endpoint({
  method: 'GET',
  path: '/api/home',
  request: listingRequest,
  reply: z.custom<HomeData>(),
});
export const brandsList = endpoint({
  method: 'GET',
  path: '/api/brands',
  request: listingRequest,
  reply: z.custom<{ items: BrandView[] }>(),
});
