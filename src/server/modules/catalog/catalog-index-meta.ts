/**
 * Pure derivations shared by the full build and the incremental update of the catalogue index: the
 * metadata structures from their rows, and a product's listing fields and search tokens from its row.
 * Both paths use these, so an updated product gets exactly the entries a fresh build would give it.
 */
import { isAvailable } from '../../../domain/stock.ts';
import type { IndexMetaRows, IndexProductRow } from './catalog-index.repo.ts';
import {
  FLAG,
  type BrandNode,
  type CampaignNode,
  type CategoryNode,
  type ParameterNode,
  type Titles,
  type ValueNode,
} from './catalog-nodes.ts';
import { tokenize } from './search.ts';

export interface IndexMeta {
  rows: IndexMetaRows;
  categories: Map<number, CategoryNode>;
  brands: Map<number, BrandNode>;
  parameters: Map<number, ParameterNode>;
  values: Map<number, ValueNode>;
  paramsOfCategory: Map<number, number[]>;
  /** active campaigns only */
  campaigns: Map<number, CampaignNode>;
  paths: Map<string, Map<number, string>>;
  synonyms: Map<string, string[]>;
  /** dense numbering for counting, over every known brand, category, value and active campaign */
  brandIds: number[];
  categoryIds: number[];
  valueIds: number[];
  campaignIds: number[];
  brandIndex: Map<number, number>;
  categoryIndex: Map<number, number>;
  valueIndex: Map<number, number>;
  campaignIndex: Map<number, number>;
  /** token lists, memoised per entity (the meta is immutable) */
  tokens: { category: Map<number, string[]>; brand: Map<number, string[]>; value: Map<number, string[]> };
}

/** What the index needs of one active product. */
export interface ProductInput {
  row: IndexProductRow;
  /** parameter value ids, ascending */
  values: number[];
  /** campaign ids, ascending (inactive ones included; the index keeps the active ones) */
  campaigns: number[];
}

const titles = (r: Record<string, unknown>, base: string): Titles => ({
  az: String(r[`${base}_az`] ?? ''),
  ru: String(r[`${base}_ru`] ?? ''),
  en: String(r[`${base}_en`] ?? ''),
});

const byPositionThenId = (a: { position: number; id: number }, b: { position: number; id: number }) =>
  a.position - b.position || a.id - b.id;
const denseOf = (list: number[]) => new Map(list.map((id, k) => [id, k]));

export function buildMeta(rows: IndexMetaRows): IndexMeta {
  const categories = new Map<number, CategoryNode>();
  for (const c of rows.categories)
    categories.set(c.id, {
      id: c.id,
      parentId: c.parent_id,
      position: c.position,
      title: titles(c, 'title'),
      image: c.image,
      smallAppliance: c.small_appliance === 1,
      isNew: c.is_new === 1,
      isCampaign: c.is_campaign === 1,
      children: [],
    });
  for (const c of [...categories.values()].sort(byPositionThenId))
    if (c.parentId !== null) categories.get(c.parentId)?.children.push(c.id);

  const brands = new Map<number, BrandNode>();
  for (const b of rows.brands)
    brands.set(b.id, {
      id: b.id,
      title: b.title,
      slug: b.slug,
      image: b.image,
      showInHome: b.show_in_home === 1,
      position: b.position,
    });

  const parameters = new Map<number, ParameterNode>();
  for (const p of rows.parameters)
    parameters.set(p.id, {
      id: p.id,
      title: titles(p, 'title'),
      type: p.type,
      position: p.position,
      isFilter: p.is_filter === 1,
      scrolled: p.scrolled === 1,
      searchable: p.searchable === 1,
    });
  const paramsOfCategory = new Map<number, number[]>();
  for (const pc of rows.parameterCategories) {
    const a = paramsOfCategory.get(pc.category_id);
    if (a) a.push(pc.parameter_id);
    else paramsOfCategory.set(pc.category_id, [pc.parameter_id]);
  }

  const values = new Map<number, ValueNode>();
  for (const v of rows.values)
    values.set(v.id, {
      id: v.id,
      parameterId: v.parameter_id,
      parentId: v.parent_id,
      position: v.position,
      title: titles(v, 'value'),
      color: v.color_code,
      children: [],
    });
  for (const v of [...values.values()].sort(byPositionThenId))
    if (v.parentId !== null) values.get(v.parentId)?.children.push(v.id);

  const campaigns = new Map<number, CampaignNode>();
  for (const c of [...rows.campaigns].sort(byPositionThenId))
    if (c.active) campaigns.set(c.id, { id: c.id, title: titles(c, 'title'), position: c.position });

  const paths = new Map<string, Map<number, string>>();
  for (const r of rows.routes) {
    if (r.entity_id === null) continue;
    const k = `${r.view}:${r.lang}`;
    let m = paths.get(k);
    if (!m) paths.set(k, (m = new Map()));
    m.set(r.entity_id, r.path);
  }
  const synonyms = new Map<string, string[]>();
  for (const s of rows.synonyms) {
    const a = synonyms.get(s.term);
    if (a) a.push(s.replacement);
    else synonyms.set(s.term, [s.replacement]);
  }

  const brandIds = [...brands.keys()].sort((a, b) => a - b);
  const categoryIds = [...categories.keys()].sort((a, b) => a - b);
  const valueIds = [...values.keys()].sort((a, b) => a - b);
  // Campaign filter options are listed in this order: the campaigns' own order.
  const campaignIds = [...campaigns.keys()];
  return {
    rows,
    categories,
    brands,
    parameters,
    values,
    paramsOfCategory,
    campaigns,
    paths,
    synonyms,
    brandIds,
    categoryIds,
    valueIds,
    campaignIds,
    brandIndex: denseOf(brandIds),
    categoryIndex: denseOf(categoryIds),
    valueIndex: denseOf(valueIds),
    campaignIndex: denseOf(campaignIds),
    tokens: { category: new Map(), brand: new Map(), value: new Map() },
  };
}

const memo = (cache: Map<number, string[]>, id: number, make: () => string[]) => {
  let v = cache.get(id);
  if (!v) cache.set(id, (v = make()));
  return v;
};
const allLangs = (t: Titles) => [...tokenize(t.az), ...tokenize(t.ru), ...tokenize(t.en)];

/** Tokens of a category's titles and its ancestors' (a product's weak field when it has no stored search text). */
export function categoryTokens(meta: IndexMeta, id: number): string[] {
  return memo(meta.tokens.category, id, () => {
    const out: string[] = [];
    for (
      let c = meta.categories.get(id), depth = 0;
      c && depth < 50;
      c = c.parentId !== null ? meta.categories.get(c.parentId) : undefined, depth++
    )
      out.push(...allLangs(c.title));
    return out;
  });
}
export function brandTokens(meta: IndexMeta, id: number): string[] {
  return memo(meta.tokens.brand, id, () => tokenize(meta.brands.get(id)?.title ?? ''));
}
export function valueTokens(meta: IndexMeta, id: number): string[] {
  return memo(meta.tokens.value, id, () => {
    const node = meta.values.get(id);
    return node ? allLangs(node.title) : [];
  });
}

interface ProductFields {
  category: number;
  brand: number;
  price: number;
  flags: number;
  popularity: number;
  created: number;
}

export function productFields(p: IndexProductRow): ProductFields {
  return {
    category: p.category_id,
    brand: p.brand_id ?? 0,
    price: p.price,
    popularity: Number(p.popularity) || 0,
    created: Date.parse(p.created_at) || 0,
    flags:
      (p.new_in ? FLAG.newIn : 0) |
      (p.best_seller ? FLAG.bestSeller : 0) |
      (p.orange_star ? FLAG.orangeStar : 0) |
      (p.march8 ? FLAG.march8 : 0) |
      (p.price_old !== null && p.price_old > p.price ? FLAG.sale : 0) |
      (isAvailable(p.stock, p.sold === 1) ? 0 : FLAG.unavailable),
  };
}

/**
 * A product's distinct search tokens. Strong: titles (az, ru, en), SKU, brand. Weak: the stored folded
 * `search_text` (the writer includes the category path and parameter values), else the category path titles
 * and parameter values; a token that is strong is not also weak.
 */
export function productTokens(input: ProductInput, meta: IndexMeta): { strong: string[]; weak: string[] } {
  const p = input.row;
  const strong = new Set<string>();
  const addStrong = (words: readonly string[]) => {
    for (const w of words) if (w) strong.add(w);
  };
  const t =
    p.title_ru === p.title_az && p.title_en === p.title_az ? p.title_az : `${p.title_az} ${p.title_ru} ${p.title_en}`;
  addStrong(tokenize(t));
  addStrong(tokenize(p.sku));
  if (p.brand_id) addStrong(brandTokens(meta, p.brand_id));
  const weak = new Set<string>();
  const addWeak = (words: readonly string[]) => {
    for (const w of words) if (w && !strong.has(w)) weak.add(w);
  };
  if (p.search_text) addWeak(p.search_text.split(' '));
  else {
    addWeak(categoryTokens(meta, p.category_id));
    for (const v of input.values) addWeak(valueTokens(meta, v));
  }
  return { strong: [...strong], weak: [...weak] };
}

/** The product's parameter values the index counts (known values), ascending. */
export const knownValues = (input: ProductInput, meta: IndexMeta): number[] =>
  input.values.filter((v) => meta.values.has(v));
/** The product's active campaigns, ascending. */
export const activeCampaigns = (input: ProductInput, meta: IndexMeta): number[] =>
  input.campaigns.filter((c) => meta.campaigns.has(c));
