/**
 * Filter definitions and counts of a listing (pure, over the snapshot). Counting is disjunctive: a key's
 * options are counted over the products matching every OTHER selected key, so choosing a second brand
 * shows how many products it adds. Categories, brands and campaigns are lists of entities built by one
 * builder; the price filter and parameter values have their own shapes.
 */
import type { FilterDef, FilterItem, ListingQuery, SelectedFilter } from '../../../domain/catalog.ts';
import type { Lang } from '../../../domain/i18n.ts';
import { priceIntervals } from '../../../domain/price-intervals.ts';
import { and, fromPosting, popcount } from './bitset.ts';
import { ancestry, countAll, priceBounds, subtree, type Counts, type Snapshot } from './catalog-snapshot.ts';
import { pick } from './catalog-text.ts';
import { othersMask, valueLists, type Selection } from './listing-selection.ts';

/** Translates a message key in the listing's language. */
type Translate = (key: string, vars?: Record<string, string | number>) => string;

export interface Facets {
  filters: FilterDef[];
  selected: SelectedFilter[];
}

/** What every filter of one listing is counted over. */
interface Ctx {
  s: Snapshot;
  q: ListingQuery;
  sel: Selection;
  /** counts within the scope alone: an option shows when some product of the scope has it */
  baseCounts: Counts;
  /** counts per filter key over the other keys' products (the result set for unselected keys) */
  counts: (key: string) => Counts;
  /** whether a key has its own counts (it is selected) */
  ownCounts: (key: string) => boolean;
  selectedOf: (key: string) => number[];
  t: Translate;
}

export function buildFacets(s: Snapshot, q: ListingQuery, sel: Selection, t: Translate): Facets {
  const resultCounts = countAll(s, sel.result);
  const baseCounts = sel.masks.length === 0 && !sel.price ? resultCounts : countAll(s, sel.base);
  const countsFor = new Map<string, Counts>();
  for (const m of sel.masks) countsFor.set(m.key, countAll(s, othersMask(sel, m.key)));
  const ctx: Ctx = {
    s,
    q,
    sel,
    baseCounts,
    counts: (key) => countsFor.get(key) ?? resultCounts,
    ownCounts: (key) => countsFor.has(key),
    selectedOf: (key) => sel.masks.find((m) => m.key === key)?.ids ?? [],
    t,
  };
  const specs = entitySpecs(ctx);
  const filters: FilterDef[] = [];
  const push = (f: FilterDef | null) => {
    if (f) filters.push(f);
  };
  push(entityFilter(ctx, specs.category));
  if (q.scope.brandId === undefined) push(entityFilter(ctx, specs.brand));
  filters.push(priceFilter(ctx));
  for (const f of parameterFilters(ctx)) filters.push(f);
  // campaigns only outside a campaign page, when the set has campaign products
  if (q.scope.campaignId === undefined) push(entityFilter(ctx, specs.campaign));

  const selected: SelectedFilter[] = [];
  for (const m of sel.masks) {
    const spec = m.key === 'brand' || m.key === 'category' || m.key === 'campaign' ? specs[m.key] : null;
    for (const id of m.ids)
      selected.push({ key: m.key, id, title: spec ? spec.title(id) : pick(s.values.get(id)!.title, q.lang) });
  }
  return { filters, selected };
}

// ------------------------------------------------------------------ categories, brands, campaigns

interface EntitySpec {
  key: 'category' | 'brand' | 'campaign';
  /** options before the selected ones are added; those without products in the scope are left out */
  options: number[];
  exists: (id: number) => boolean;
  title: (id: number) => string;
  /** products of an option within a set of counts */
  count: (id: number, c: Counts) => number;
  /** null keeps the options' order */
  order: ((a: FilterItem, b: FilterItem) => number) | null;
  /** offer a search box over long lists */
  searchable: boolean;
  /** the parent of an option, when options nest (categories): an option is shown under its nearest listed ancestor */
  parent?: (id: number) => number | null;
}

function entitySpecs(ctx: Ctx): Record<EntitySpec['key'], EntitySpec> {
  const { s, q } = ctx;
  const d = s.dense;
  const lang: Lang = q.lang;
  const dense = (index: Map<number, number>, c: Int32Array, id: number) => {
    const k = index.get(id);
    return k === undefined ? 0 : c[k]!;
  };
  const scopeCategory = q.scope.categoryId;
  return {
    // the children of the scope category, or the categories of the result set (biggest first)
    category: {
      key: 'category',
      options: scopeCategory !== undefined ? (s.categories.get(scopeCategory)?.children ?? []) : d.categoryIds,
      exists: (id) => s.categories.has(id),
      title: (id) => pick(s.categories.get(id)!.title, lang),
      count: (id, c) => subtree(s, id).reduce((acc, x) => acc + dense(d.categoryIndex, c.category, x), 0),
      order: scopeCategory !== undefined ? null : (a, b) => b.count - a.count || a.title.localeCompare(b.title),
      searchable: true,
      parent: (id) => s.categories.get(id)?.parentId ?? null,
    },
    brand: {
      key: 'brand',
      options: d.brandIds,
      exists: (id) => s.brands.has(id),
      title: (id) => s.brands.get(id)!.title,
      count: (id, c) => dense(d.brandIndex, c.brand, id),
      order: (a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }),
      searchable: true,
    },
    campaign: {
      key: 'campaign',
      options: d.campaignIds,
      exists: (id) => s.campaigns.has(id),
      title: (id) => pick(s.campaigns.get(id)!.title, lang),
      count: (id, c) => dense(d.campaignIndex, c.campaign, id),
      order: (a, b) => s.campaigns.get(a.id)!.position - s.campaigns.get(b.id)!.position || a.id - b.id,
      searchable: false,
    },
  };
}

/** The one builder of the category, brand and campaign lists. */
function entityFilter(ctx: Ctx, spec: EntitySpec): FilterDef | null {
  const sel = ctx.selectedOf(spec.key);
  const counts = ctx.counts(spec.key);
  const ids = [...spec.options];
  for (const id of sel) if (!ids.includes(id)) ids.push(id);
  const items: FilterItem[] = [];
  for (const id of ids) {
    if (!spec.exists(id)) continue;
    const selected = sel.includes(id);
    if (!selected && spec.count(id, ctx.baseCounts) === 0) continue;
    items.push({ id, title: spec.title(id), count: spec.count(id, counts), selected });
  }
  if (spec.order) items.sort(spec.order);
  if (!items.length) return null;
  const long = items.length > 10;
  const list = spec.parent ? nest(items, spec.parent) : items;
  return {
    key: spec.key,
    title: ctx.t(`catalog-api.filters.${spec.key}`),
    type: 'checkbox',
    search: spec.searchable && long,
    scrolled: long,
    items: list,
  };
}

/**
 * Options as a tree (CAT-5: filter items with children): each option under its nearest ancestor that is an
 * option too ("Smartfonlar" under "Smartfonlar və telefonlar" on /sale), the rest at the top; order kept.
 */
function nest(items: FilterItem[], parent: (id: number) => number | null): FilterItem[] {
  const byId = new Map(items.map((it) => [it.id, it]));
  const roots: FilterItem[] = [];
  for (const it of items) {
    let up = parent(it.id);
    for (let hops = 0; up !== null && !byId.has(up) && hops < 20; hops++) up = parent(up);
    const host = up === null ? undefined : byId.get(up);
    if (host) (host.children ??= []).push(it);
    else roots.push(it);
  }
  return roots;
}

// ------------------------------------------------------------------ price

/** Bounds of the result set ignoring the price filter, in whole manat, with 4–5 intervals. */
function priceFilter(ctx: Ctx): FilterDef {
  const { s, q, t } = ctx;
  const bounds = priceBounds(s, ctx.sel.withoutPrice) ?? { min: 0, max: 0 };
  const intervals = priceIntervals(bounds.min, bounds.max).map((iv, k, all) => ({
    title:
      k === 0
        ? t('catalog-api.price.upTo', { max: iv.max })
        : k === all.length - 1
          ? t('catalog-api.price.from', { min: iv.min })
          : t('catalog-api.price.range', { min: iv.min, max: iv.max }),
    min: iv.min,
    max: iv.max,
  }));
  return {
    key: 'prices',
    title: t('catalog-api.filters.price'),
    type: 'price',
    search: false,
    scrolled: false,
    items: [],
    price: {
      min: bounds.min,
      max: bounds.max,
      intervals,
      selectedMin: q.pricesMin ?? null,
      selectedMax: q.pricesMax ?? null,
    },
  };
}

// ------------------------------------------------------------------ parameters

/** Filter parameters attached to the scope's categories (or the result's), values as trees. */
function parameterFilters(ctx: Ctx): FilterDef[] {
  const { s, q, sel } = ctx;
  const d = s.dense;
  const scopeCats = new Set<number>();
  if (q.scope.categoryId !== undefined && s.categories.has(q.scope.categoryId)) {
    for (const c of ancestry(s, q.scope.categoryId)) scopeCats.add(c.id);
    for (const c of subtree(s, q.scope.categoryId)) scopeCats.add(c);
  } else {
    d.categoryIds.forEach((id, k) => {
      if (ctx.baseCounts.category[k]! > 0) scopeCats.add(id);
    });
  }
  const paramIds = new Set<number>();
  for (const c of scopeCats) for (const p of s.paramsOfCategory.get(c) ?? []) paramIds.add(p);
  for (const m of sel.masks) if (m.key.startsWith('param_')) paramIds.add(Number(m.key.slice(6)));
  const params = [...paramIds]
    .map((id) => s.parameters.get(id))
    .filter((p): p is NonNullable<typeof p> => !!p && p.isFilter)
    .sort((a, b) => a.position - b.position || a.id - b.id);
  const rootValues = new Map<number, number[]>();
  for (const v of s.values.values())
    if (v.parentId === null && paramIds.has(v.parameterId)) {
      const a = rootValues.get(v.parameterId);
      if (a) a.push(v.id);
      else rootValues.set(v.parameterId, [v.id]);
    }
  const valueCount = (c: Counts, id: number) => c.value[d.valueIndex.get(id) ?? -1] ?? 0;
  const out: FilterDef[] = [];
  for (const p of params) {
    const key = `param_${p.id}`;
    const selected = ctx.selectedOf(key);
    const counts = ctx.counts(key);
    const countValue = (id: number): number => {
      const node = s.values.get(id)!;
      if (!node.children.length) return valueCount(counts, id);
      // a parent value counts products with it or any child, once
      const over = ctx.ownCounts(key) ? othersMask(sel, key) : sel.result;
      return popcount(and(fromPosting(s.n, ...valueLists(s, id)), over));
    };
    const inScope = (id: number): boolean =>
      valueCount(ctx.baseCounts, id) +
        s.values.get(id)!.children.reduce((acc, ch) => acc + valueCount(ctx.baseCounts, ch), 0) >
      0;
    const item = (id: number): FilterItem | null => {
      const node = s.values.get(id)!;
      if (!inScope(id) && !selected.includes(id)) return null;
      const it: FilterItem = {
        id,
        title: pick(node.title, q.lang),
        count: countValue(id),
        selected: selected.includes(id),
      };
      if (p.type === 'color') it.color = node.color;
      if (node.children.length) {
        const ch = node.children.map(item).filter((x): x is FilterItem => !!x);
        if (ch.length) it.children = ch;
      }
      return it;
    };
    const roots = (rootValues.get(p.id) ?? []).sort(
      (a, b) => s.values.get(a)!.position - s.values.get(b)!.position || a - b,
    );
    const items = roots.map(item).filter((x): x is FilterItem => !!x);
    if (!items.length) continue;
    out.push({
      key,
      title: pick(p.title, q.lang),
      type: p.type === 'color' ? 'color' : 'checkbox',
      search: p.searchable || items.length > 10,
      scrolled: p.scrolled || items.length > 10,
      items,
    });
  }
  return out;
}
