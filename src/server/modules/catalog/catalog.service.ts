import type { Lang } from '../../../domain/i18n.ts';
import { LANGS } from '../../../domain/i18n.ts';
import { discountPercent } from '../../../domain/money.ts';
import { localePath } from '../../../domain/routes.ts';
import { priceIntervals } from '../../../domain/price-intervals.ts';
import { DEFAULT_PER_PAGE } from '../../../domain/catalog-query.ts';
import { foldText } from '../../../domain/text.ts';
import type { Database } from '../../db/kysely.ts';
import type { Config } from '../../config.ts';
import { createI18n, type I18n } from '../../platform/i18n.server.ts';
import type { RoutingService } from '../routing/routing.service.ts';
import { CatalogIndex, type CatalogIndexOptions } from './catalog.index.ts';
import { and, andInto, fromPosting, fullBits, members, popcount, type Bits } from './catalog-bits.ts';
import {
  FLAG,
  ancestry,
  categoryBits,
  countAll,
  flagBits,
  pageInOrder,
  priceBits,
  priceBounds,
  searchBits,
  subtree,
  type Counts,
  type Snapshot,
  type Titles,
} from './catalog-snapshot.ts';
import { CatalogRepo } from './catalog.repo.ts';
import { topK } from './search.ts';
import type {
  BrandView,
  Crumb,
  EditorBlock,
  FilterDef,
  FilterItem,
  HomeData,
  ListingHeader,
  ListingQuery,
  ListingResult,
  ProductCard,
  ProductDetail,
  QuickSearchItem,
  ReviewScore,
  SelectedFilter,
  SortKey,
  VariantGroup,
} from '../../../domain/catalog.ts';

export const QUICK_SEARCH_MIN = 2;
export const QUICK_SEARCH_MAX = 30;
export const QUICK_SEARCH_LIMIT = 8;
export const MAX_PER_PAGE = 96;
const HOME_LIST = 20;

export interface CatalogServiceOptions extends CatalogIndexOptions {
  i18n?: I18n;
  /** how long card parts (images, badges, gifts, variant range, link) are cached; 0 disables. Default 60 s */
  cardCacheMs?: number;
  /** cache filter definitions and counts per catalogue version and query (default true) */
  facetCache?: boolean;
}

const FACET_CACHE_MAX = 1000;

const CARD_CACHE_MAX = 20_000;

interface CardParts {
  href: string;
  image: string | null;
  imageWithPad: boolean;
  outfit: string | null;
  outfitWithPad: boolean;
  badges: { name: string; image: string }[];
  giftImages: string[];
  hasVariantPrice: boolean;
  minPrice: number | null;
  maxPrice: number | null;
  minPriceOld: number | null;
  maxPriceOld: number | null;
}

type KeyMask = { key: string; ids: number[]; bits: Bits };

function pick(t: Titles, lang: Lang): string {
  return t[lang] || t.az || t.en || t.ru;
}
function col(row: Record<string, unknown>, base: string, lang: Lang): string {
  const v = row[`${base}_${lang}`];
  if (typeof v === 'string' && v) return v;
  const az = row[`${base}_az`];
  return typeof az === 'string' ? az : '';
}
/** A block the page can render: the right fields with the right types (anything else is dropped, never a 500). */
export function isValidBlock(b: unknown): b is EditorBlock {
  if (!b || typeof b !== 'object') return false;
  const { type, data } = b as { type?: unknown; data?: Record<string, unknown> };
  if (typeof type !== 'string' || !data || typeof data !== 'object') return type === 'delimiter';
  const str = (v: unknown) => typeof v === 'string';
  switch (type) {
    case 'header':
      return str(data.text) && typeof data.level === 'number';
    case 'paragraph':
      return str(data.text);
    case 'list':
      return Array.isArray(data.items) && data.items.every(str);
    case 'image':
      return !!data.file && typeof data.file === 'object' && str((data.file as { url?: unknown }).url) && (data.caption === undefined || str(data.caption));
    case 'embed':
      return str(data.embed);
    case 'delimiter':
      return true;
    default:
      return false;
  }
}

export function parseBlocks(json: string | null | undefined): EditorBlock[] {
  if (!json) return [];
  try {
    const v: unknown = JSON.parse(json);
    const blocks = Array.isArray(v) ? v : Array.isArray((v as { blocks?: unknown })?.blocks) ? (v as { blocks: unknown[] }).blocks : [];
    return blocks.filter(isValidBlock);
  } catch {
    return [];
  }
}

/** Catalogue reads: listings with facets, search, product detail, home lists. */
export class CatalogService {
  readonly index: CatalogIndex;
  private readonly repo: CatalogRepo;
  private readonly i18n: I18n;
  private readonly cardCacheMs: number;
  private readonly partsCache = new Map<string, { version: number; at: number; parts: CardParts }>();
  private readonly facetCache: Map<string, { filters: FilterDef[]; selected: SelectedFilter[] }> | null;

  constructor(
    private readonly database: Database,
    private readonly routing: RoutingService,
    private readonly config: Config,
    opts: CatalogServiceOptions = {},
  ) {
    this.index = new CatalogIndex(database, opts);
    this.repo = new CatalogRepo(database.db);
    this.i18n = opts.i18n ?? createI18n();
    this.cardCacheMs = opts.cardCacheMs ?? 60_000;
    this.facetCache = opts.facetCache === false ? null : new Map();
  }

  private t(lang: Lang, key: string, vars?: Record<string, string | number>) {
    return this.i18n.t(lang, `catalog-api.${key}`, vars);
  }

  private href(s: Snapshot, view: 'Category' | 'Brand' | 'Campaign', id: number, lang: Lang): string {
    const p = s.paths.get(`${view}:${lang}`)?.get(id) ?? s.paths.get(`${view}:az`)?.get(id);
    if (p) return localePath(lang, `/${p}`);
    const key = view === 'Category' ? 'category' : view === 'Brand' ? 'brand' : 'campaign';
    return localePath(lang, `/products?${key}=${id}`);
  }

  // ------------------------------------------------------------------ cards

  /**
   * The parts of a card read from other tables (images, badges, gift images, variant price range, link),
   * cached per language and product for `cardCacheMs` and dropped when the catalogue version moves.
   * The product row itself (price, stock, flags) is always read fresh.
   */
  private async cardParts(lang: Lang, ids: number[], version: number): Promise<Map<number, CardParts>> {
    const out = new Map<number, CardParts>();
    const now = Date.now();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = this.cardCacheMs > 0 ? this.partsCache.get(`${lang}:${id}`) : undefined;
      if (hit && hit.version === version && now - hit.at < this.cardCacheMs) out.set(id, hit.parts);
      else missing.push(id);
    }
    if (!missing.length) return out;
    const [images, badges, gifts, variants, paths] = await Promise.all([
      this.repo.images(missing),
      this.repo.badges(missing),
      this.repo.gifts(missing),
      this.repo.variantRows(missing),
      this.repo.productPaths(missing, lang),
    ]);
    const giftIds = [...new Set(gifts.map((g) => g.gift_id))];
    const giftImages = giftIds.length ? await this.repo.images(giftIds) : [];
    const firstImage = new Map<number, string>();
    for (const im of giftImages) if (!firstImage.has(im.product_id)) firstImage.set(im.product_id, im.source);
    const imgs = new Map<number, { source: string; with_pad: number }[]>();
    for (const im of images) {
      const a = imgs.get(im.product_id);
      if (a) a.push(im);
      else imgs.set(im.product_id, [im]);
    }
    const path = new Map(paths.map((p) => [p.entity_id!, p.path]));
    for (const id of missing) {
      const im = imgs.get(id) ?? [];
      let minPrice: number | null = null;
      let maxPrice: number | null = null;
      let minPriceOld: number | null = null;
      let maxPriceOld: number | null = null;
      for (const v of variants) {
        if (v.owner !== id) continue;
        minPrice = minPrice === null ? v.price : Math.min(minPrice, v.price);
        maxPrice = maxPrice === null ? v.price : Math.max(maxPrice, v.price);
        if (v.price_old !== null && v.price_old > v.price) {
          minPriceOld = minPriceOld === null ? v.price_old : Math.min(minPriceOld, v.price_old);
          maxPriceOld = maxPriceOld === null ? v.price_old : Math.max(maxPriceOld, v.price_old);
        }
      }
      const p = path.get(id);
      const parts: CardParts = {
        href: p ? localePath(lang, `/${p}`) : localePath(lang, `/p/${id}`),
        image: im[0]?.source ?? null,
        imageWithPad: im[0]?.with_pad === 1,
        outfit: im[1]?.source ?? null,
        outfitWithPad: im[1]?.with_pad === 1,
        badges: badges.filter((b) => b.product_id === id).map((b) => ({ name: col(b, 'name', lang), image: b.image })),
        giftImages: gifts
          .filter((g) => g.product_id === id)
          .map((g) => firstImage.get(g.gift_id))
          .filter((x): x is string => !!x),
        hasVariantPrice: minPrice !== null && maxPrice !== null && minPrice !== maxPrice,
        minPrice,
        maxPrice,
        minPriceOld,
        maxPriceOld,
      };
      out.set(id, parts);
      if (this.cardCacheMs > 0) {
        if (this.partsCache.size >= CARD_CACHE_MAX) {
          const oldest = this.partsCache.keys().next().value;
          if (oldest !== undefined) this.partsCache.delete(oldest);
        }
        this.partsCache.set(`${lang}:${id}`, { version, at: now, parts });
      }
    }
    return out;
  }

  /** Full cards for product ids, in the given order; unknown or inactive ids are dropped. */
  async cards(lang: Lang, ids: number[], snapshot?: Snapshot): Promise<ProductCard[]> {
    if (!ids.length) return [];
    const s = snapshot ?? (await this.index.get());
    const [rows, parts] = await Promise.all([this.repo.productsByIds(ids), this.cardParts(lang, ids, s.version)]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const out: ProductCard[] = [];
    for (const id of ids) {
      const r = byId.get(id);
      const pt = parts.get(id);
      if (!r || !r.active || !pt) continue;
      const brand = r.brand_id !== null ? s.brands.get(r.brand_id) : undefined;
      const cat = s.categories.get(r.category_id);
      out.push({
        id,
        title: col(r, 'title', lang),
        href: pt.href,
        image: pt.image,
        imageWithPad: pt.imageWithPad,
        outfit: pt.outfit,
        outfitWithPad: pt.outfitWithPad,
        price: r.price,
        priceOld: r.price_old !== null && r.price_old > r.price ? r.price_old : null,
        discount: discountPercent(r.price, r.price_old),
        discountItemsCount: r.discount_items_count,
        discountEndsAt: r.discount_ends_at,
        cashDiscount: r.cash_discount,
        priceInStore: r.price_in_store === 1,
        sold: r.sold === 1,
        bestSeller: r.best_seller === 1,
        newIn: r.new_in === 1,
        orangeStar: r.orange_star === 1,
        specialDiscount: r.special_discount === 1,
        stock: r.stock,
        badges: pt.badges,
        giftImages: pt.giftImages,
        rating: Number(r.rating) || 0,
        reviewsCount: r.reviews_count,
        hasVariantPrice: pt.hasVariantPrice,
        minPrice: pt.minPrice,
        maxPrice: pt.maxPrice,
        minPriceOld: pt.minPriceOld,
        maxPriceOld: pt.maxPriceOld,
        brand: brand ? { title: brand.title, href: this.href(s, 'Brand', brand.id, lang) } : null,
        category: { id: r.category_id, title: cat ? pick(cat.title, lang) : '', href: this.href(s, 'Category', r.category_id, lang) },
      });
    }
    return out;
  }

  // ------------------------------------------------------------------ listing

  private scopeBits(s: Snapshot, q: ListingQuery): Bits {
    const sc = q.scope;
    const b = fullBits(s.n);
    if (sc.categoryId !== undefined) andInto(b, s.categories.has(sc.categoryId) ? categoryBits(s, [sc.categoryId]) : new Uint32Array(b.length));
    if (sc.brandId !== undefined) andInto(b, fromPosting(s.n, s.brandPosting.get(sc.brandId)));
    if (sc.campaignId !== undefined) andInto(b, fromPosting(s.n, s.campaignPosting.get(sc.campaignId)));
    let flags = 0;
    if (sc.newIn) flags |= FLAG.newIn;
    if (sc.sale) flags |= FLAG.sale;
    if (sc.bestSeller) flags |= FLAG.bestSeller;
    if (sc.orangeStar) flags |= FLAG.orangeStar;
    if (sc.march8) flags |= FLAG.march8;
    for (const f of [FLAG.newIn, FLAG.sale, FLAG.bestSeller, FLAG.orangeStar, FLAG.march8]) if (flags & f) andInto(b, flagBits(s, f));
    return b;
  }

  /** Valid selected ids per filter key with their masks (unknown keys and ids dropped). */
  private keyMasks(s: Snapshot, q: ListingQuery): KeyMask[] {
    const out: KeyMask[] = [];
    for (const [key, raw] of Object.entries(q.filters)) {
      if (!Array.isArray(raw) || !raw.length) continue;
      let ids: number[] = [];
      let bits: Bits | null = null;
      if (key === 'brand') {
        ids = raw.filter((id) => s.brands.has(id));
        if (ids.length) bits = fromPosting(s.n, ...ids.map((id) => s.brandPosting.get(id)));
      } else if (key === 'category') {
        ids = raw.filter((id) => s.categories.has(id));
        if (ids.length) bits = categoryBits(s, ids);
      } else if (key === 'campaign') {
        ids = raw.filter((id) => s.campaigns.has(id));
        if (ids.length) bits = fromPosting(s.n, ...ids.map((id) => s.campaignPosting.get(id)));
      } else {
        const m = /^param_(\d+)$/.exec(key);
        const pid = m ? Number(m[1]) : NaN;
        if (!s.parameters.has(pid)) continue;
        ids = raw.filter((id) => s.values.get(id)?.parameterId === pid);
        if (ids.length) bits = fromPosting(s.n, ...ids.flatMap((id) => this.valueLists(s, id)));
      }
      if (bits) out.push({ key, ids: [...new Set(ids)], bits });
    }
    return out;
  }

  private valueLists(s: Snapshot, id: number): (Int32Array | undefined)[] {
    const node = s.values.get(id);
    return [s.valuePosting.get(id), ...(node?.children ?? []).map((c) => s.valuePosting.get(c))];
  }

  async list(q: ListingQuery): Promise<ListingResult> {
    const s = await this.index.get();
    const perPage = Math.min(Math.max(1, Math.trunc(q.perPage ?? DEFAULT_PER_PAGE) || DEFAULT_PER_PAGE), MAX_PER_PAGE);
    const page = Math.max(1, Math.trunc(q.page) || 1);
    const base = this.scopeBits(s, q);
    const text = (q.search ?? '').trim();
    let scores: Map<number, number> | null = null;
    if (text) {
      const found = searchBits(s, text);
      andInto(base, found.bits);
      scores = new Map();
      for (let k = 0; k < found.match.idx.length; k++) scores.set(found.match.idx[k]!, found.match.score[k]!);
    }
    const masks = this.keyMasks(s, q);
    const hasPrice = q.pricesMin !== undefined || q.pricesMax !== undefined;
    const price = hasPrice ? priceBits(s, q.pricesMin, q.pricesMax) : null;
    const withoutPrice = masks.reduce((acc, m) => and(acc, m.bits), base);
    const result = price ? and(withoutPrice, price) : withoutPrice;
    const total = popcount(result);
    const sort: SortKey | 'relevance' = q.sort ?? (text ? 'relevance' : 'new');
    const offset = (page - 1) * perPage;
    let idx: number[] = [];
    if (offset < total) {
      if (sort === 'relevance' && scores) {
        const sc = scores;
        const cmp = (a: number, b: number) =>
          (s.flags[a]! & FLAG.unavailable) - (s.flags[b]! & FLAG.unavailable) ||
          sc.get(b)! - sc.get(a)! ||
          s.popularity[b]! - s.popularity[a]! ||
          s.ids[b]! - s.ids[a]!;
        const k = offset + perPage;
        const all = members(result);
        idx = (k <= 240 ? topK(all, k, cmp) : all.sort(cmp)).slice(offset, offset + perPage);
      } else if (sort === 'priceUp' || sort === 'priceDown') {
        idx = pageInOrder(s, result, s.orderPrice, sort === 'priceDown', offset, perPage);
      } else {
        idx = pageInOrder(s, result, s.orderNew, false, offset, perPage);
      }
    }
    const items = await this.cards(
      q.lang,
      idx.map((i) => s.ids[i]!),
      s,
    );
    const { filters, selected } = this.cachedFacets(s, q, () => this.facets(s, q, base, masks, price, result, withoutPrice));
    return { items, total, page, pages: Math.ceil(total / perPage), perPage, sort, filters, selected };
  }

  /** Filter definitions and the selected options (GET /api/products/filters). */
  async filters(q: ListingQuery): Promise<{ filters: FilterDef[]; selected: SelectedFilter[]; total: number }> {
    const s = await this.index.get();
    const base = this.scopeBits(s, q);
    if (q.search?.trim()) andInto(base, searchBits(s, q.search).bits);
    const masks = this.keyMasks(s, q);
    const price = q.pricesMin !== undefined || q.pricesMax !== undefined ? priceBits(s, q.pricesMin, q.pricesMax) : null;
    const withoutPrice = masks.reduce((acc, m) => and(acc, m.bits), base);
    const result = price ? and(withoutPrice, price) : withoutPrice;
    return { ...this.cachedFacets(s, q, () => this.facets(s, q, base, masks, price, result, withoutPrice)), total: popcount(result) };
  }

  /**
   * Facets depend on the catalogue version, language, scope, search, filters and prices — not on the
   * page or the sort — so paging and re-sorting a listing reuse them.
   */
  private cachedFacets(
    s: Snapshot,
    q: ListingQuery,
    make: () => { filters: FilterDef[]; selected: SelectedFilter[] },
  ): { filters: FilterDef[]; selected: SelectedFilter[] } {
    if (!this.facetCache) return make();
    const filters = Object.keys(q.filters)
      .sort()
      .map((k) => `${k}=${[...(q.filters[k] ?? [])].sort((a, b) => a - b).join(',')}`)
      .join('&');
    const sc = q.scope;
    const key = [s.version, q.lang, sc.categoryId, sc.brandId, sc.campaignId, sc.newIn, sc.sale, sc.bestSeller, sc.orangeStar, sc.march8, q.search?.trim(), q.pricesMin, q.pricesMax, filters].join('|');
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

  private facets(
    s: Snapshot,
    q: ListingQuery,
    base: Bits,
    masks: KeyMask[],
    price: Bits | null,
    result: Bits,
    withoutPrice: Bits,
  ): { filters: FilterDef[]; selected: SelectedFilter[] } {
    const lang = q.lang;
    const d = s.dense;
    // Disjunctive faceting: a key's options are counted over the products matching every OTHER key.
    const resultCounts = countAll(s, result);
    const baseCounts = masks.length === 0 && !price ? resultCounts : countAll(s, base);
    const countsFor = new Map<string, Counts>();
    for (const m of masks) {
      let b = base;
      for (const o of masks) if (o !== m) b = and(b, o.bits);
      if (price) b = and(b, price);
      countsFor.set(m.key, countAll(s, b));
    }
    const counts = (key: string) => countsFor.get(key) ?? resultCounts;
    const selectedOf = (key: string) => masks.find((m) => m.key === key)?.ids ?? [];
    const filters: FilterDef[] = [];
    const selected: SelectedFilter[] = [];

    // category: children of the scope category, or the categories present in the result set.
    const catSel = selectedOf('category');
    let catOptions: number[] = [];
    if (q.scope.categoryId !== undefined) catOptions = s.categories.get(q.scope.categoryId)?.children ?? [];
    else {
      const present = new Set<number>();
      d.categoryIds.forEach((id, k) => {
        if (baseCounts.category[k]! > 0) present.add(id);
      });
      catOptions = [...present];
    }
    for (const id of catSel) if (!catOptions.includes(id) && s.categories.has(id)) catOptions.push(id);
    if (catOptions.length) {
      const cc = counts('category');
      const subCount = (id: number, c: Counts) => subtree(s, id).reduce((acc, x) => acc + (c.category[d.categoryIndex.get(x) ?? -1] ?? 0), 0);
      const items: FilterItem[] = catOptions
        .map((id) => ({ id, title: pick(s.categories.get(id)!.title, lang), count: subCount(id, cc), selected: catSel.includes(id), base: subCount(id, baseCounts) }))
        .filter((x) => x.base > 0 || x.selected)
        .map(({ base: _b, ...x }) => x);
      if (q.scope.categoryId === undefined) items.sort((a, b) => b.count - a.count || a.title.localeCompare(b.title));
      if (items.length)
        filters.push({ key: 'category', title: this.t(lang, 'filters.category'), type: 'checkbox', search: items.length > 10, scrolled: items.length > 10, items });
    }

    // brand
    if (q.scope.brandId === undefined) {
      const bc = counts('brand');
      const sel = selectedOf('brand');
      const items: FilterItem[] = [];
      d.brandIds.forEach((id, k) => {
        if (baseCounts.brand[k]! > 0 || sel.includes(id)) {
          const b = s.brands.get(id);
          if (b) items.push({ id, title: b.title, count: bc.brand[k]!, selected: sel.includes(id) });
        }
      });
      for (const id of sel) if (!items.some((x) => x.id === id)) items.push({ id, title: s.brands.get(id)!.title, count: 0, selected: true });
      items.sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }));
      if (items.length)
        filters.push({ key: 'brand', title: this.t(lang, 'filters.brand'), type: 'checkbox', search: items.length > 10, scrolled: items.length > 10, items });
    }

    // prices: bounds of the result set ignoring the price filter
    const bounds = priceBounds(s, withoutPrice) ?? { min: 0, max: 0 };
    const intervals = priceIntervals(bounds.min, bounds.max).map((iv, k, all) => ({
      title:
        k === 0
          ? this.t(lang, 'price.upTo', { max: iv.max })
          : k === all.length - 1
            ? this.t(lang, 'price.from', { min: iv.min })
            : this.t(lang, 'price.range', { min: iv.min, max: iv.max }),
      min: iv.min,
      max: iv.max,
    }));
    filters.push({
      key: 'prices',
      title: this.t(lang, 'filters.price'),
      type: 'price',
      search: false,
      scrolled: false,
      items: [],
      price: { min: bounds.min, max: bounds.max, intervals, selectedMin: q.pricesMin ?? null, selectedMax: q.pricesMax ?? null },
    });

    // parameters attached to the scope's categories
    const scopeCats = new Set<number>();
    if (q.scope.categoryId !== undefined && s.categories.has(q.scope.categoryId)) {
      for (const c of ancestry(s, q.scope.categoryId)) scopeCats.add(c.id);
      for (const c of subtree(s, q.scope.categoryId)) scopeCats.add(c);
    } else {
      d.categoryIds.forEach((id, k) => {
        if (baseCounts.category[k]! > 0) scopeCats.add(id);
      });
    }
    const paramIds = new Set<number>();
    for (const c of scopeCats) for (const p of s.paramsOfCategory.get(c) ?? []) paramIds.add(p);
    for (const m of masks) if (m.key.startsWith('param_')) paramIds.add(Number(m.key.slice(6)));
    const params = [...paramIds]
      .map((id) => s.parameters.get(id))
      .filter((p): p is NonNullable<typeof p> => !!p && p.isFilter)
      .sort((a, b) => a.position - b.position || a.id - b.id);
    const paramValues = new Map<number, number[]>();
    for (const v of s.values.values()) if (v.parentId === null && paramIds.has(v.parameterId)) {
      const a = paramValues.get(v.parameterId);
      if (a) a.push(v.id);
      else paramValues.set(v.parameterId, [v.id]);
    }
    for (const p of params) {
      const key = `param_${p.id}`;
      const sel = selectedOf(key);
      const pc = counts(key);
      const mask = countsFor.has(key) ? null : result;
      const countValue = (id: number, c: Counts): number => {
        const node = s.values.get(id)!;
        if (!node.children.length) return c.value[d.valueIndex.get(id) ?? -1] ?? 0;
        // a parent value counts products with it or any child, once
        const others = mask ?? this.othersMask(base, masks, key, price);
        return popcount(and(fromPosting(s.n, ...this.valueLists(s, id)), others));
      };
      const baseCount = (id: number): number => {
        const node = s.values.get(id)!;
        let n = baseCounts.value[d.valueIndex.get(id) ?? -1] ?? 0;
        for (const ch of node.children) n += baseCounts.value[d.valueIndex.get(ch) ?? -1] ?? 0;
        return n;
      };
      const item = (id: number): FilterItem | null => {
        const node = s.values.get(id)!;
        if (baseCount(id) === 0 && !sel.includes(id)) return null;
        const it: FilterItem = { id, title: pick(node.title, lang), count: countValue(id, pc), selected: sel.includes(id) };
        if (p.type === 'color') it.color = node.color;
        if (node.children.length) {
          const ch = node.children.map(item).filter((x): x is FilterItem => !!x);
          if (ch.length) it.children = ch;
        }
        return it;
      };
      const roots = (paramValues.get(p.id) ?? []).sort((a, b) => s.values.get(a)!.position - s.values.get(b)!.position || a - b);
      const items = roots.map(item).filter((x): x is FilterItem => !!x);
      if (!items.length) continue;
      filters.push({
        key,
        title: pick(p.title, lang),
        type: p.type === 'color' ? 'color' : 'checkbox',
        search: p.searchable || items.length > 10,
        scrolled: p.scrolled || items.length > 10,
        items,
      });
    }

    // campaign (only outside a campaign page, when the set has campaign products)
    if (q.scope.campaignId === undefined) {
      const cc = counts('campaign');
      const sel = selectedOf('campaign');
      const items: FilterItem[] = [];
      d.campaignIds.forEach((id, k) => {
        if (baseCounts.campaign[k]! > 0 || sel.includes(id)) {
          const c = s.campaigns.get(id);
          if (c) items.push({ id, title: pick(c.title, lang), count: cc.campaign[k]!, selected: sel.includes(id) });
        }
      });
      if (items.length) filters.push({ key: 'campaign', title: this.t(lang, 'filters.campaign'), type: 'checkbox', search: false, scrolled: items.length > 10, items });
    }

    for (const m of masks) {
      for (const id of m.ids) {
        let title = '';
        if (m.key === 'brand') title = s.brands.get(id)?.title ?? '';
        else if (m.key === 'category') title = pick(s.categories.get(id)!.title, lang);
        else if (m.key === 'campaign') title = pick(s.campaigns.get(id)!.title, lang);
        else title = pick(s.values.get(id)!.title, lang);
        selected.push({ key: m.key, id, title });
      }
    }
    return { filters, selected };
  }

  private othersMask(base: Bits, masks: KeyMask[], key: string, price: Bits | null): Bits {
    let b = base;
    for (const o of masks) if (o.key !== key) b = and(b, o.bits);
    return price ? and(b, price) : b;
  }

  // ------------------------------------------------------------------ search box

  async quickSearch(lang: Lang, text: string): Promise<QuickSearchItem[]> {
    const t = (text ?? '').trim();
    if (t.length < QUICK_SEARCH_MIN || t.length > QUICK_SEARCH_MAX || !foldText(t)) return [];
    const s = await this.index.get();
    const { match } = searchBits(s, t);
    const unavailable = (k: number) => s.flags[match.idx[k]!]! & FLAG.unavailable;
    const best = topK(match.idx.keys(), QUICK_SEARCH_LIMIT, (a, b) => unavailable(a) - unavailable(b) || match.score[b]! - match.score[a]! || s.popularity[match.idx[b]!]! - s.popularity[match.idx[a]!]!);
    const ids = best.map((k) => s.ids[match.idx[k]!]!);
    if (!ids.length) return [];
    const [rows, images, paths] = await Promise.all([this.repo.productsByIds(ids), this.repo.images(ids), this.repo.productPaths(ids, lang)]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const img = new Map<number, string>();
    for (const im of images) if (!img.has(im.product_id)) img.set(im.product_id, im.source);
    const path = new Map(paths.map((p) => [p.entity_id!, p.path]));
    const out: QuickSearchItem[] = [];
    for (const id of ids) {
      const r = byId.get(id);
      if (!r || !r.active) continue;
      const p = path.get(id);
      out.push({
        id,
        title: col(r, 'title', lang),
        href: p ? localePath(lang, `/${p}`) : localePath(lang, `/p/${id}`),
        image: img.get(id) ?? null,
        price: r.price,
        priceInStore: r.price_in_store === 1,
      });
    }
    return out;
  }

  // ------------------------------------------------------------------ product page

  async product(lang: Lang, id: number): Promise<ProductDetail | null> {
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    const s = await this.index.get();
    const full = await this.repo.productFull(id);
    if (!full || !full.active) return null;
    const { recommended: recIds, related: relIds } = this.neighbours(s, full.id, full.category_id, full.brand_id, full.price);
    const [cards, images, videos, params, groups, giftRows, faq, scoreRows, reviews, routes, recommended, related] = await Promise.all([
      this.cards(lang, [id], s),
      this.repo.images([id]),
      this.repo.videos(id),
      this.repo.parameters(id),
      this.repo.variantGroups(id),
      this.repo.gifts([id]),
      this.repo.faq(id),
      this.repo.reviewScore(id),
      this.repo.latestReviews(id, 20),
      this.repo.routesFor('Product', id),
      this.cards(lang, recIds, s),
      this.cards(lang, relIds, s),
    ]);
    const card = cards[0];
    if (!card) return null;
    const giftCards = await this.cards(lang, giftRows.map((g) => g.gift_id), s);

    // parameters: one row per parameter, several values joined
    const paramMap = new Map<number, { id: number; title: string; values: string[] }>();
    for (const p of params) {
      const e = paramMap.get(p.id);
      const v = col(p, 'value', lang);
      if (e) e.values.push(v);
      else paramMap.set(p.id, { id: p.id, title: col(p, 'title', lang), values: [v] });
    }

    // variant groups
    const groupIds = [...new Set(groups.map((g) => g.group_id))];
    const variantProductIds = [...new Set(groups.map((g) => g.product_id))];
    const vpaths = new Map((await this.repo.productPaths(variantProductIds, lang)).map((p) => [p.entity_id!, p.path]));
    const variants: VariantGroup[] = groupIds.map((gid) => {
      const rows = groups.filter((g) => g.group_id === gid);
      const first = rows[0]!;
      return {
        type: first.type === 'color' ? 'color' : 'other',
        title: col(first, 'title', lang),
        products: rows.map((r) => ({
          id: r.product_id,
          href: vpaths.has(r.product_id) ? localePath(lang, `/${vpaths.get(r.product_id)}`) : localePath(lang, `/p/${r.product_id}`),
          title: col({ title_az: r.p_title_az, title_ru: r.p_title_ru, title_en: r.p_title_en }, 'title', lang),
          colorName: col({ c_az: r.color_name_az, c_ru: r.color_name_ru, c_en: r.color_name_en }, 'c', lang) || null,
          colorCode: r.color_code ?? r.p_color_code,
          value: col(r, 'value', lang),
          current: r.product_id === id,
          sold: r.sold === 1,
        })),
      };
    });

    const path = ancestry(s, full.category_id);
    const categoryPath = path.map((c) => ({ id: c.id, title: pick(c.title, lang), href: this.href(s, 'Category', c.id, lang) }));
    const brand = full.brand_id !== null ? s.brands.get(full.brand_id) : undefined;
    const breadcrumbs: Crumb[] = [...categoryPath.map((c) => ({ title: c.title, href: c.href }))];
    if (brand) breadcrumbs.push({ title: brand.title, href: this.href(s, 'Brand', brand.id, lang) });
    breadcrumbs.push({ title: card.title, href: card.href });

    const counts = [5, 4, 3, 2, 1].map((grade) => ({ grade, count: Number(scoreRows.find((r) => Number(r.rating) === grade)?.n ?? 0) }));
    const count = counts.reduce((a, c) => a + c.count, 0);
    const reviewScore: ReviewScore = {
      rating: count ? Math.round((counts.reduce((a, c) => a + c.grade * c.count, 0) / count) * 10) / 10 : 0,
      count,
      counts,
    };
    const alternates: ProductDetail['alternates'] = {};
    for (const l of LANGS) {
      const r = routes.find((x) => x.lang === l);
      if (r) alternates[l] = localePath(l, `/${r.path}`);
    }
    const own = routes.find((r) => r.lang === lang) ?? routes.find((r) => r.lang === 'az');
    return {
      ...card,
      sku: full.sku,
      desc: col(full, 'desc', lang),
      content: parseBlocks(col(full, 'content', lang)),
      images: images.map((im) => ({ source: im.source, withPad: im.with_pad === 1 })),
      videos: videos.map((v) => ({ videoId: v.video_id })),
      parameters: [...paramMap.values()].map((p) => ({ id: p.id, title: p.title, value: p.values.join(', ') })),
      variants,
      gifts: giftCards.map((g) => ({ id: g.id, title: g.title, href: g.href, image: g.image })),
      faq: faq.map((f) => ({ question: col(f, 'question', lang), answer: col(f, 'answer', lang) })),
      categoryPath,
      smallAppliance: path.some((c) => c.smallAppliance),
      breadcrumbs,
      recommended,
      related,
      reviewScore,
      reviews: reviews.map((r) => ({ id: r.id, fullName: r.full_name, rating: r.rating, review: r.review, createdAt: r.created_at })),
      alternates,
      seo: { title: own?.seo_title ?? null, desc: own?.seo_desc ?? null, keywords: own?.seo_keywords ?? null },
    };
  }

  /**
   * Recommended: same category, available, price within half to double, nearest price first (12).
   * Related: the same brand in other categories (accessories, companions), most popular first, filled
   * with the most popular products of other categories (12).
   */
  private neighbours(s: Snapshot, id: number, categoryId: number, brandId: number | null, price: number): { recommended: number[]; related: number[] } {
    const self = s.pos.get(id) ?? -1;
    const ok = (i: number) => i !== self && !(s.flags[i]! & FLAG.unavailable);
    const same = s.categoryPosting.get(categoryId) ?? new Int32Array(0);
    const rec: number[] = [];
    for (let k = 0; k < same.length; k++) {
      const i = same[k]!;
      const p = s.price[i]!;
      if (ok(i) && p * 2 >= price && p <= price * 2) rec.push(i);
    }
    rec.sort((a, b) => Math.abs(s.price[a]! - price) - Math.abs(s.price[b]! - price) || s.ids[a]! - s.ids[b]!);
    const recommended = rec.slice(0, 12);
    const taken = new Set(recommended);
    const related: number[] = [];
    if (brandId !== null) {
      const list = [...(s.brandPosting.get(brandId) ?? [])].filter((i) => ok(i) && s.category[i] !== categoryId && !taken.has(i));
      list.sort((a, b) => s.popularity[b]! - s.popularity[a]! || s.ids[b]! - s.ids[a]!);
      related.push(...list.slice(0, 12));
    }
    for (let k = 0; k < s.orderPopular.length && related.length < 12; k++) {
      const i = s.orderPopular[k]!;
      if (ok(i) && s.category[i] !== categoryId && !taken.has(i) && !related.includes(i)) related.push(i);
    }
    return { recommended: recommended.map((i) => s.ids[i]!), related: related.map((i) => s.ids[i]!) };
  }

  // ------------------------------------------------------------------ home, brands, headers

  private topIds(s: Snapshot, flag: number, limit: number): number[] {
    const out: number[] = [];
    for (let k = 0; k < s.orderNew.length && out.length < limit; k++) {
      const i = s.orderNew[k]!;
      if (s.flags[i]! & flag && !(s.flags[i]! & FLAG.unavailable)) out.push(s.ids[i]!);
    }
    return out;
  }

  async home(lang: Lang): Promise<HomeData> {
    const s = await this.index.get();
    const [banners, videos] = await Promise.all([this.repo.banners(), this.repo.homeVideos()]);
    const bestIdx: number[] = [];
    for (let k = 0; k < s.orderPopular.length && bestIdx.length < HOME_LIST; k++) {
      const i = s.orderPopular[k]!;
      if (s.flags[i]! & FLAG.bestSeller && !(s.flags[i]! & FLAG.unavailable)) bestIdx.push(i);
    }

    const tops = [...s.categories.values()].filter((c) => c.parentId === null).sort((a, b) => a.position - b.position || a.id - b.id);
    // Up to 4 images per top category: its most popular available products.
    const rootOf = new Map<number, number>();
    for (const c of s.categories.values()) rootOf.set(c.id, ancestry(s, c.id)[0]?.id ?? c.id);
    const imageProducts = new Map<number, number[]>();
    const counts = new Map<number, number>();
    for (let i = 0; i < s.n; i++) {
      const r = rootOf.get(s.category[i]!)!;
      counts.set(r, (counts.get(r) ?? 0) + 1);
    }
    for (let k = 0; k < s.orderPopular.length; k++) {
      const i = s.orderPopular[k]!;
      if (s.flags[i]! & FLAG.unavailable) continue;
      const r = rootOf.get(s.category[i]!)!;
      const a = imageProducts.get(r) ?? [];
      if (a.length < 4) imageProducts.set(r, [...a, s.ids[i]!]);
    }
    const sliderCats = tops.filter((c) => (counts.get(c.id) ?? 0) > 0);
    const allImageIds = [...imageProducts.values()].flat();
    const [newIn, sale, bestSellers, imgs] = await Promise.all([
      this.cards(lang, this.topIds(s, FLAG.newIn, HOME_LIST), s),
      this.cards(lang, this.topIds(s, FLAG.sale, HOME_LIST), s),
      this.cards(lang, bestIdx.map((i) => s.ids[i]!), s),
      this.repo.images(allImageIds),
    ]);
    const firstImg = new Map<number, string>();
    for (const im of imgs) if (!firstImg.has(im.product_id)) firstImg.set(im.product_id, im.source);
    const brandList = [...s.brands.values()].filter((b) => b.showInHome).sort((a, b) => a.position - b.position || a.title.localeCompare(b.title));
    return {
      mainSlider: banners.filter((b) => b.kind === 'main').map((b) => ({ image: b.image, title: col(b, 'title', lang), href: this.link(lang, b.link) })),
      doubleBanners: banners.filter((b) => b.kind === 'double').map((b) => ({ image: b.image, title: col(b, 'title', lang), href: this.link(lang, b.link) })),
      videos: videos.map((v) => ({ videoId: v.video_id, title: col(v, 'title', lang), desc: col(v, 'desc', lang), startTime: v.start_time })),
      brands: brandList.map((b) => ({ id: b.id, title: b.title, href: this.href(s, 'Brand', b.id, lang), image: b.image })),
      newIn,
      sale,
      bestSellers,
      categorySlider: sliderCats.map((c) => ({
        id: c.id,
        title: pick(c.title, lang),
        href: this.href(s, 'Category', c.id, lang),
        images: [c.image, ...(imageProducts.get(c.id) ?? []).map((pid) => firstImg.get(pid))].filter((x): x is string => !!x).slice(0, 4),
        tags: c.children.slice(0, 4).map((ch) => ({ title: pick(s.categories.get(ch)!.title, lang), href: this.href(s, 'Category', ch, lang) })),
        label: c.isNew ? this.t(lang, 'labels.new') : c.isCampaign ? this.t(lang, 'labels.campaign') : null,
      })),
    };
  }

  /** Banner links are stored without the language prefix; absolute URLs pass through. */
  private link(lang: Lang, link: string): string {
    if (!link) return localePath(lang, '/');
    if (/^https?:\/\//i.test(link)) return link;
    return localePath(lang, link.startsWith('/') ? link : `/${link}`);
  }

  async brands(lang: Lang): Promise<BrandView[]> {
    const s = await this.index.get();
    return [...s.brands.values()]
      .sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }))
      .map((b) => ({ id: b.id, title: b.title, href: this.href(s, 'Brand', b.id, lang), image: b.image }));
  }

  async listingHeader(lang: Lang, view: 'Category' | 'Brand' | 'Campaign', id: number): Promise<ListingHeader | null> {
    const s = await this.index.get();
    if (view === 'Category') {
      const c = s.categories.get(id);
      if (!c) return null;
      const path = ancestry(s, id);
      return {
        title: pick(c.title, lang),
        breadcrumbs: path.map((p) => ({ title: pick(p.title, lang), href: this.href(s, 'Category', p.id, lang) })),
        image: c.image,
        children: c.children.map((ch) => ({ title: pick(s.categories.get(ch)!.title, lang), href: this.href(s, 'Category', ch, lang) })),
      };
    }
    if (view === 'Brand') {
      const b = s.brands.get(id);
      if (!b) return null;
      return {
        title: b.title,
        breadcrumbs: [
          { title: this.t(lang, 'breadcrumbs.brands'), href: localePath(lang, '/brands') },
          { title: b.title, href: this.href(s, 'Brand', id, lang) },
        ],
        image: b.image,
      };
    }
    const c = await this.repo.campaign(id);
    if (!c) return null;
    const title = col(c, 'title', lang);
    return {
      title,
      breadcrumbs: [{ title, href: this.href(s, 'Campaign', id, lang) }],
      content: parseBlocks(col(c, 'content', lang)),
      image: c.image,
    };
  }

  /** Touches nothing; kept so the routing service stays a dependency for future SEO lookups. */
  get routes(): RoutingService {
    return this.routing;
  }
  get settings(): Config {
    return this.config;
  }
}
