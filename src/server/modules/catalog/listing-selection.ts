/**
 * Which products a listing query selects, as bitsets over the snapshot (pure): the scope (page kind, search
 * text), one mask per filter key, the price range, and their intersections that the page and the facet
 * counts need.
 */
import type { ListingQuery } from '../../../domain/catalog.ts';
import { and, andInto, fromPosting, fullBits, type Bits } from './bitset.ts';
import { FLAG } from './catalog-nodes.ts';
import { categoryBits, flagBits, priceBits, searchBits, type Snapshot } from './catalog-snapshot.ts';

/** The valid selected ids of one filter key and the products they match. */
export interface KeyMask {
  key: string;
  ids: number[];
  bits: Bits;
}

export interface Selection {
  /** the scope and the search text */
  base: Bits;
  /** one per filter key with valid ids (unknown keys and ids dropped) */
  masks: KeyMask[];
  /** the price range, null when none */
  price: Bits | null;
  /** base ∩ every mask */
  withoutPrice: Bits;
  /** base ∩ every mask ∩ price: the listing */
  result: Bits;
  /** relevance per product index when searching */
  scores: Map<number, number> | null;
}

export function selectProducts(s: Snapshot, q: ListingQuery): Selection {
  const base = scopeBits(s, q);
  const text = (q.search ?? '').trim();
  let scores: Map<number, number> | null = null;
  if (text) {
    const found = searchBits(s, text);
    andInto(base, found.bits);
    scores = new Map();
    for (let k = 0; k < found.match.idx.length; k++) scores.set(found.match.idx[k]!, found.match.score[k]!);
  }
  const masks = keyMasks(s, q);
  const price = q.pricesMin !== undefined || q.pricesMax !== undefined ? priceBits(s, q.pricesMin, q.pricesMax) : null;
  const withoutPrice = masks.reduce((acc, m) => and(acc, m.bits), base);
  const result = price ? and(withoutPrice, price) : withoutPrice;
  return { base, masks, price, withoutPrice, result, scores };
}

/** The products matching every filter key but `key` (what `key`'s options are counted over). */
export function othersMask(sel: Selection, key: string): Bits {
  let b = sel.base;
  for (const o of sel.masks) if (o.key !== key) b = and(b, o.bits);
  return sel.price ? and(b, sel.price) : b;
}

/** Posting lists of a parameter value and its child values (a parent value matches its children). */
export function valueLists(s: Snapshot, id: number): (Int32Array | undefined)[] {
  const node = s.values.get(id);
  return [s.valuePosting.get(id), ...(node?.children ?? []).map((c) => s.valuePosting.get(c))];
}

function scopeBits(s: Snapshot, q: ListingQuery): Bits {
  const sc = q.scope;
  const b = fullBits(s.n);
  if (sc.categoryId !== undefined)
    andInto(b, s.categories.has(sc.categoryId) ? categoryBits(s, [sc.categoryId]) : new Uint32Array(b.length));
  if (sc.brandId !== undefined) andInto(b, fromPosting(s.n, s.brandPosting.get(sc.brandId)));
  if (sc.campaignId !== undefined) andInto(b, fromPosting(s.n, s.campaignPosting.get(sc.campaignId)));
  const flags: [boolean | undefined, number][] = [
    [sc.newIn, FLAG.newIn],
    [sc.sale, FLAG.sale],
    [sc.bestSeller, FLAG.bestSeller],
    [sc.orangeStar, FLAG.orangeStar],
    [sc.march8, FLAG.march8],
  ];
  for (const [on, flag] of flags) if (on) andInto(b, flagBits(s, flag));
  return b;
}

function keyMasks(s: Snapshot, q: ListingQuery): KeyMask[] {
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
      if (ids.length) bits = fromPosting(s.n, ...ids.flatMap((id) => valueLists(s, id)));
    }
    if (bits) out.push({ key, ids: [...new Set(ids)], bits });
  }
  return out;
}
