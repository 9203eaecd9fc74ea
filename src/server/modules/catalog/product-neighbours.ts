/**
 * The product page's carousels (pure, over the snapshot). Each is a bounded selection over one posting
 * list of the index — the product's category or brand — kept in a list of at most 12: no copy and no sort
 * of the whole category or brand per view (at 100,000 products a category holds thousands).
 */
import { FLAG, type Snapshot } from './catalog-snapshot.ts';

export const NEIGHBOURS = 12;

/** The `k` best entries of `list` that pass `keep`, best first (`cmp` < 0: a is better). */
export function bestOf(list: ArrayLike<number>, k: number, keep: (i: number) => boolean, cmp: (a: number, b: number) => number): number[] {
  const out: number[] = [];
  for (let n = 0; n < list.length; n++) {
    const i = list[n]!;
    if (!keep(i)) continue;
    if (out.length === k && cmp(i, out[k - 1]!) >= 0) continue;
    let at = out.length;
    while (at > 0 && cmp(i, out[at - 1]!) < 0) at--;
    out.splice(at, 0, i);
    if (out.length > k) out.pop();
  }
  return out;
}

/**
 * Recommended: the same category, available, price within half to double, nearest price first (12).
 * Related: the same brand in other categories (accessories, companions), most popular first, filled
 * with the most popular products of other categories (12). Both give product ids.
 */
export function neighbours(s: Snapshot, id: number, categoryId: number, brandId: number | null, price: number): { recommended: number[]; related: number[] } {
  const self = s.pos.get(id) ?? -1;
  const ok = (i: number) => i !== self && !(s.flags[i]! & FLAG.unavailable);
  const recommended = bestOf(
    s.categoryPosting.get(categoryId) ?? [],
    NEIGHBOURS,
    (i) => ok(i) && s.price[i]! * 2 >= price && s.price[i]! <= price * 2,
    (a, b) => Math.abs(s.price[a]! - price) - Math.abs(s.price[b]! - price) || s.ids[a]! - s.ids[b]!,
  );
  const taken = new Set(recommended);
  const elsewhere = (i: number) => ok(i) && s.category[i] !== categoryId && !taken.has(i);
  const related =
    brandId === null
      ? []
      : bestOf(s.brandPosting.get(brandId) ?? [], NEIGHBOURS, elsewhere, (a, b) => s.popularity[b]! - s.popularity[a]! || s.ids[b]! - s.ids[a]!);
  const inRelated = new Set(related);
  // the precomputed popularity order: stops after the first 12 products of other categories
  for (let k = 0; k < s.orderPopular.length && related.length < NEIGHBOURS; k++) {
    const i = s.orderPopular[k]!;
    if (elsewhere(i) && !inRelated.has(i)) {
      related.push(i);
      inRelated.add(i);
    }
  }
  return { recommended: recommended.map((i) => s.ids[i]!), related: related.map((i) => s.ids[i]!) };
}
