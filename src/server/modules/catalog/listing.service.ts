/**
 * Listings (category, brand, campaign, flag pages and search results): the page of cards in the chosen
 * order, the total, the filters with their counts, and the header of the entity a listing belongs to.
 */
import type {
  FilterDef,
  ListingHeader,
  ListingQuery,
  ListingResult,
  SelectedFilter,
  SortKey,
} from '../../../domain/catalog.ts';
import { fillFacts, type ContentFacts } from '../../../domain/content-facts.ts';
import { DEFAULT_PER_PAGE } from '../../../domain/catalog-query.ts';
import type { Lang } from '../../../domain/i18n.ts';
import { CAMPAIGNS_PATH, localePath } from '../../../domain/routes.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { members, popcount } from './bitset.ts';
import type { CatalogIndex } from './catalog.index.ts';
import type { CatalogRepo } from './catalog.repo.ts';
import { FLAG } from './catalog-nodes.ts';
import { ancestry, pageInOrder, type Snapshot } from './catalog-snapshot.ts';
import { col, entityHref, pick, type ListingEntity } from './catalog-text.ts';
import type { CardReader } from './catalog-cards.ts';
import { parseBlocks } from './editor-blocks.ts';
import { buildFacets, type Facets } from './listing-facets.ts';
import { selectProducts, type Selection } from './listing-selection.ts';
import { topK } from './search.ts';

const MAX_PER_PAGE = 96;
const FACET_CACHE_MAX = 1000;
/** up to this many results, a relevance page is picked without sorting the whole set */
const TOP_K_MAX = 240;

export interface ListingServiceOptions {
  /** cache filter definitions and counts per catalogue version and query (default true) */
  facetCache?: boolean;
  /** the numbers a campaign's text may state through placeholders (`domain/content-facts.ts`, from services.ts) */
  facts?: ContentFacts;
}

export class ListingService {
  private readonly facetCache: Map<string, Facets> | null;
  private readonly facts: ContentFacts;

  constructor(
    private readonly index: CatalogIndex,
    private readonly repo: CatalogRepo,
    private readonly cards: CardReader,
    private readonly i18n: I18n,
    opts: ListingServiceOptions = {},
  ) {
    this.facetCache = opts.facetCache === false ? null : new Map();
    this.facts = opts.facts ?? {};
  }

  async list(q: ListingQuery): Promise<ListingResult> {
    const s = await this.index.get();
    const perPage = Math.min(Math.max(1, Math.trunc(q.perPage ?? DEFAULT_PER_PAGE) || DEFAULT_PER_PAGE), MAX_PER_PAGE);
    const page = Math.max(1, Math.trunc(q.page) || 1);
    const sel = selectProducts(s, q);
    const total = popcount(sel.result);
    const sort: SortKey | 'relevance' = q.sort ?? (sel.scores ? 'relevance' : 'new');
    const offset = (page - 1) * perPage;
    const idx = offset < total ? this.pageOf(s, sel, sort, offset, perPage) : [];
    const items = await this.cards.cards(
      q.lang,
      idx.map((i) => s.ids[i]!),
      s,
    );
    const { filters, selected } = this.facets(s, q, sel);
    return { items, total, page, pages: Math.ceil(total / perPage), perPage, sort, filters, selected };
  }

  /** Filter definitions and the selected options (GET /api/products/filters). */
  async filters(q: ListingQuery): Promise<{ filters: FilterDef[]; selected: SelectedFilter[]; total: number }> {
    const s = await this.index.get();
    const sel = selectProducts(s, q);
    return { ...this.facets(s, q, sel), total: popcount(sel.result) };
  }

  /** Title, breadcrumbs, image (and sub-categories or campaign content) of a category, brand or campaign page. */
  async header(lang: Lang, view: ListingEntity, id: number): Promise<Result<ListingHeader>> {
    const s = await this.index.get();
    if (view === 'Category') {
      const c = s.categories.get(id);
      if (!c) return fail('notFound', 'catalog-api.listingNotFound');
      return ok({
        title: pick(c.title, lang),
        breadcrumbs: ancestry(s, id).map((p) => ({
          title: pick(p.title, lang),
          href: entityHref(s, 'Category', p.id, lang),
        })),
        image: c.image,
        children: c.children.map((ch) => ({
          title: pick(s.categories.get(ch)!.title, lang),
          href: entityHref(s, 'Category', ch, lang),
        })),
      });
    }
    if (view === 'Brand') {
      const b = s.brands.get(id);
      if (!b) return fail('notFound', 'catalog-api.listingNotFound');
      return ok({
        title: b.title,
        breadcrumbs: [
          { title: this.i18n.t(lang, 'catalog-api.breadcrumbs.brands'), href: localePath(lang, '/brands') },
          { title: b.title, href: entityHref(s, 'Brand', id, lang) },
        ],
        image: b.image,
      });
    }
    const c = await this.repo.campaign(id);
    if (!c) return fail('notFound', 'catalog-api.listingNotFound');
    const title = col(c, 'title', lang);
    return ok({
      title,
      // Home › Campaigns › the campaign (CAT-10), on screen and in the structured data
      breadcrumbs: [
        {
          title: this.i18n.t(lang, 'catalog-api.breadcrumbs.campaigns'),
          href: localePath(lang, CAMPAIGNS_PATH[lang]),
        },
        { title, href: entityHref(s, 'Campaign', id, lang) },
      ],
      content: parseBlocks(fillFacts(col(c, 'content', lang), this.facts)),
      image: c.image,
    });
  }

  /** Product indices of one page: by relevance when searching, else by the index's precomputed orders. */
  private pageOf(s: Snapshot, sel: Selection, sort: SortKey | 'relevance', offset: number, perPage: number): number[] {
    if (sort === 'relevance' && sel.scores) {
      const sc = sel.scores;
      const cmp = (a: number, b: number) =>
        (s.flags[a]! & FLAG.unavailable) - (s.flags[b]! & FLAG.unavailable) ||
        sc.get(b)! - sc.get(a)! ||
        s.popularity[b]! - s.popularity[a]! ||
        s.ids[b]! - s.ids[a]!;
      const k = offset + perPage;
      const all = members(sel.result);
      return (k <= TOP_K_MAX ? topK(all, k, cmp) : all.sort(cmp)).slice(offset, offset + perPage);
    }
    if (sort === 'priceUp' || sort === 'priceDown')
      return pageInOrder(s, sel.result, s.orderPrice, sort === 'priceDown', offset, perPage);
    return pageInOrder(s, sel.result, s.orderNew, false, offset, perPage);
  }

  /**
   * Facets depend on the catalogue version, language, scope, search, filters and prices — not on the
   * page or the sort — so paging and re-sorting a listing reuse them.
   */
  private facets(s: Snapshot, q: ListingQuery, sel: Selection): Facets {
    const make = () => buildFacets(s, q, sel, (key, vars) => this.i18n.t(q.lang, key, vars));
    if (!this.facetCache) return make();
    const filters = Object.keys(q.filters)
      .sort()
      .map((k) => `${k}=${[...(q.filters[k] ?? [])].sort((a, b) => a - b).join(',')}`)
      .join('&');
    const sc = q.scope;
    const key = [
      s.version,
      q.lang,
      sc.categoryId,
      sc.brandId,
      sc.campaignId,
      sc.newIn,
      sc.sale,
      sc.bestSeller,
      sc.orangeStar,
      sc.march8,
      q.search?.trim(),
      q.pricesMin,
      q.pricesMax,
      filters,
    ].join('|');
    // Callers own what they get (a page may sort or mutate it): the cache keeps its own copy.
    const hit = this.facetCache.get(key);
    if (hit) return structuredClone(hit);
    const value = make();
    if (this.facetCache.size >= FACET_CACHE_MAX) {
      const oldest = this.facetCache.keys().next().value;
      if (oldest !== undefined) this.facetCache.delete(oldest);
    }
    this.facetCache.set(key, structuredClone(value));
    return value;
  }
}
