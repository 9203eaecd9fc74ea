/**
 * The catalogue snapshot (the shape the index holds per process) and the pure queries over it:
 * category subtrees, flag, price and search sets, ordered pages and facet counts.
 *
 * A snapshot is immutable once published: an update (catalog-index-update.ts) builds the next one, sharing
 * whatever did not change, and the holder swaps it in, so a request keeps a consistent view for its whole run.
 * Product indices ("positions") follow product ids in ascending order.
 */
import { searchProducts, type SearchIndex, type SearchMatch } from './search.ts';
import { fromPosting, has, newBits, set, type Bits } from './bitset.ts';
import type { IndexMeta } from './catalog-index-meta.ts';
import {
  FLAG,
  type BrandNode,
  type CampaignNode,
  type CategoryNode,
  type ParameterNode,
  type ValueNode,
} from './catalog-nodes.ts';
import type { TokenForward } from './catalog-index-tokens.ts';

/** Product id → position (an array indexed by id while ids are dense enough, else a map). */
export class PositionIndex {
  private constructor(
    private readonly byId: Int32Array | null,
    private readonly map: Map<number, number> | null,
  ) {}

  /** `ids` ascending. */
  static of(ids: Int32Array): PositionIndex {
    const n = ids.length;
    const maxId = n ? ids[n - 1]! : 0;
    if (maxId <= 4 * n + 65_536) {
      const byId = new Int32Array(maxId + 1).fill(-1);
      for (let i = 0; i < n; i++) byId[ids[i]!] = i;
      return new PositionIndex(byId, null);
    }
    const map = new Map<number, number>();
    for (let i = 0; i < n; i++) map.set(ids[i]!, i);
    return new PositionIndex(null, map);
  }

  get(id: number): number | undefined {
    if (this.map) return this.map.get(id);
    const p = id >= 0 && id < this.byId!.length ? this.byId![id]! : -1;
    return p >= 0 ? p : undefined;
  }

  has(id: number): boolean {
    return this.get(id) !== undefined;
  }
}

export interface Snapshot {
  /** the catalogue version (change-feed position, `catalog_state.version`) this snapshot reflects */
  version: number;
  /** the database it was read from (`catalog_state.epoch`) */
  epoch: string;
  builtAt: number;
  n: number;
  words: number;
  /** product ids, ascending */
  ids: Int32Array;
  pos: PositionIndex;
  category: Int32Array;
  brand: Int32Array;
  price: Int32Array;
  flags: Uint8Array;
  popularity: Float64Array;
  /** created_at as epoch milliseconds */
  created: Float64Array;
  /** product indices, newest first */
  orderNew: Int32Array;
  /** product indices, cheapest first */
  orderPrice: Int32Array;
  /** product indices, most popular first */
  orderPopular: Int32Array;
  categoryPosting: Map<number, Int32Array>;
  brandPosting: Map<number, Int32Array>;
  campaignPosting: Map<number, Int32Array>;
  valuePosting: Map<number, Int32Array>;
  categories: Map<number, CategoryNode>;
  brands: Map<number, BrandNode>;
  parameters: Map<number, ParameterNode>;
  values: Map<number, ValueNode>;
  /** parameter ids attached to a category */
  paramsOfCategory: Map<number, number[]>;
  campaigns: Map<number, CampaignNode>;
  /** (view, lang) → entity id → path, for Category, Brand, Campaign */
  paths: Map<string, Map<number, string>>;
  search: SearchIndex;
  scratch: Float32Array;
  /** the metadata rows and what is derived from them (for updates and persistence) */
  meta: IndexMeta;
  /** each product's search tokens (for updates: which posting lists a changed product leaves) */
  forward: TokenForward;
  /** dense numbering for counting: entity id ↔ dense index, per product dense refs (CSR) */
  dense: {
    brandOf: Int32Array;
    brandIds: number[];
    categoryOf: Int32Array;
    categoryIds: number[];
    valueOff: Int32Array;
    valueRefs: Int32Array;
    valueIds: number[];
    campaignOff: Int32Array;
    campaignRefs: Int32Array;
    campaignIds: number[];
    brandIndex: Map<number, number>;
    categoryIndex: Map<number, number>;
    valueIndex: Map<number, number>;
    campaignIndex: Map<number, number>;
  };
}

// ---------------------------------------------------------------- queries

/** Category id and all its descendants. */
export function subtree(s: Snapshot, id: number): number[] {
  const out: number[] = [];
  const stack = [id];
  while (stack.length) {
    const c = stack.pop()!;
    if (out.includes(c)) continue;
    out.push(c);
    const node = s.categories.get(c);
    if (node) stack.push(...node.children);
  }
  return out;
}

/** Category id and its ancestors, root first. */
export function ancestry(s: Snapshot, id: number): CategoryNode[] {
  const out: CategoryNode[] = [];
  for (
    let c = s.categories.get(id);
    c && out.length < 20;
    c = c.parentId !== null ? s.categories.get(c.parentId) : undefined
  )
    out.unshift(c);
  return out;
}

export function categoryBits(s: Snapshot, ids: number[]): Bits {
  const lists: Int32Array[] = [];
  const seen = new Set<number>();
  for (const id of ids)
    for (const c of subtree(s, id))
      if (!seen.has(c)) {
        seen.add(c);
        const l = s.categoryPosting.get(c);
        if (l) lists.push(l);
      }
  return fromPosting(s.n, ...lists);
}

export function flagBits(s: Snapshot, flag: number): Bits {
  const b = newBits(s.n);
  for (let i = 0; i < s.n; i++) if (s.flags[i]! & flag) set(b, i);
  return b;
}

/** floor(price / 100) ∈ [min, max] (whole manat, inclusive) */
export function priceBits(s: Snapshot, min: number | undefined, max: number | undefined): Bits {
  const lo = min === undefined ? -Infinity : min * 100;
  const hi = max === undefined ? Infinity : max * 100 + 99;
  const b = newBits(s.n);
  for (let i = 0; i < s.n; i++) {
    const p = s.price[i]!;
    if (p >= lo && p <= hi) set(b, i);
  }
  return b;
}

export function searchBits(s: Snapshot, text: string): { bits: Bits; match: SearchMatch } {
  const match = searchProducts(s.search, text, s.n, s.scratch);
  return { bits: fromPosting(s.n, match.idx), match };
}

/** Whole-manat min and max price over a set (null when empty). */
export function priceBounds(s: Snapshot, b: Bits): { min: number; max: number } | null {
  let lo = Infinity;
  let hi = -Infinity;
  for (let w = 0; w < b.length; w++) {
    let v = b[w]!;
    while (v) {
      const t = v & -v;
      const i = (w << 5) + (31 - Math.clz32(t));
      const p = s.price[i]!;
      if (p < lo) lo = p;
      if (p > hi) hi = p;
      v ^= t;
    }
  }
  return lo === Infinity ? null : { min: Math.floor(lo / 100), max: Math.floor(hi / 100) };
}

/** A page of an ordered set: available products first, then sold / out of stock, each in `order`. */
export function pageInOrder(
  s: Snapshot,
  b: Bits,
  order: Int32Array,
  reverse: boolean,
  offset: number,
  limit: number,
): number[] {
  const out: number[] = [];
  let skip = offset;
  for (const wantUnavailable of [false, true]) {
    for (let k = 0; k < order.length; k++) {
      const i = order[reverse ? order.length - 1 - k : k]!;
      if (!has(b, i)) continue;
      if (((s.flags[i]! & FLAG.unavailable) !== 0) !== wantUnavailable) continue;
      if (skip > 0) {
        skip--;
        continue;
      }
      out.push(i);
      if (out.length >= limit) return out;
    }
  }
  return out;
}

export interface Counts {
  total: number;
  brand: Int32Array;
  category: Int32Array;
  value: Int32Array;
  campaign: Int32Array;
}

/** Products per brand, category, parameter value and campaign within a set (dense indices). */
export function countAll(s: Snapshot, b: Bits): Counts {
  const d = s.dense;
  const out: Counts = {
    total: 0,
    brand: new Int32Array(d.brandIds.length),
    category: new Int32Array(d.categoryIds.length),
    value: new Int32Array(d.valueIds.length),
    campaign: new Int32Array(d.campaignIds.length),
  };
  let total = 0;
  for (let w = 0; w < b.length; w++) {
    let v = b[w]!;
    while (v) {
      const t = v & -v;
      const i = (w << 5) + (31 - Math.clz32(t));
      v ^= t;
      total++;
      const br = d.brandOf[i]!;
      if (br >= 0) out.brand[br]!++;
      out.category[d.categoryOf[i]!]!++;
      for (let k = d.valueOff[i]!, e = d.valueOff[i + 1]!; k < e; k++) out.value[d.valueRefs[k]!]!++;
      for (let k = d.campaignOff[i]!, e = d.campaignOff[i + 1]!; k < e; k++) out.campaign[d.campaignRefs[k]!]!++;
    }
  }
  out.total = total;
  return out;
}
