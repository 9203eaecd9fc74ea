/**
 * The product page's carousels (pure, over the snapshot), without copying or sorting a whole category or
 * brand per view (at 100,000 products one holds thousands). Each walks one of the index's precomputed
 * orders — by price outward from the product's price, or by popularity — and stops after 12 products; when
 * the walk would cost more than the category's or brand's posting list, a bounded top-12 selection over
 * that list gives the same products.
 */
import { FLAG } from './catalog-nodes.ts';
import type { Snapshot } from './catalog-snapshot.ts';

const NEIGHBOURS = 12;

type Cmp = (a: number, b: number) => number;

/** The `k` best entries of `list` that pass `keep`, best first (`cmp` < 0: a is better). */
export function bestOf(list: ArrayLike<number>, k: number, keep: (i: number) => boolean, cmp: Cmp): number[] {
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
export function neighbours(
  s: Snapshot,
  id: number,
  categoryId: number,
  brandId: number | null,
  price: number,
): { recommended: number[]; related: number[] } {
  const self = s.pos.get(id) ?? -1;
  const ok = (i: number) => i !== self && !(s.flags[i]! & FLAG.unavailable);
  const inCategory = s.categoryPosting.get(categoryId) ?? [];
  const near: Cmp = (a, b) => Math.abs(s.price[a]! - price) - Math.abs(s.price[b]! - price) || s.ids[a]! - s.ids[b]!;
  const recommended =
    nearestByPrice(s, price, (i) => s.category[i] === categoryId && ok(i), near, inCategory.length) ??
    bestOf(inCategory, NEIGHBOURS, (i) => ok(i) && s.price[i]! * 2 >= price && s.price[i]! <= price * 2, near);

  const taken = new Set(recommended);
  const elsewhere = (i: number) => ok(i) && s.category[i] !== categoryId && !taken.has(i);
  let related: number[] = [];
  if (brandId !== null) {
    const ofBrand = s.brandPosting.get(brandId) ?? [];
    related =
      firstInOrder(s.orderPopular, (i) => s.brand[i] === brandId && elsewhere(i), ofBrand.length) ??
      bestOf(ofBrand, NEIGHBOURS, elsewhere, (a, b) => s.popularity[b]! - s.popularity[a]! || s.ids[b]! - s.ids[a]!);
  }
  const inRelated = new Set(related);
  for (let k = 0; k < s.orderPopular.length && related.length < NEIGHBOURS; k++) {
    const i = s.orderPopular[k]!;
    if (elsewhere(i) && !inRelated.has(i)) {
      related.push(i);
      inRelated.add(i);
    }
  }
  return { recommended: recommended.map((i) => s.ids[i]!), related: related.map((i) => s.ids[i]!) };
}

/** The first 12 entries of `order` that pass `keep`; null when that takes more than `budget` steps. */
function firstInOrder(order: Int32Array, keep: (i: number) => boolean, budget: number): number[] | null {
  const out: number[] = [];
  for (let k = 0; k < order.length && out.length < NEIGHBOURS; k++) {
    if (k >= budget) return null;
    const i = order[k]!;
    if (keep(i)) out.push(i);
  }
  return out;
}

/**
 * The 12 products passing `keep` whose price is nearest `price` (within half to double), walking the
 * price order outward from `price`; null when that takes more than `budget` steps.
 */
function nearestByPrice(
  s: Snapshot,
  price: number,
  keep: (i: number) => boolean,
  cmp: Cmp,
  budget: number,
): number[] | null {
  const order = s.orderPrice;
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (s.price[order[mid]!]! < price) lo = mid + 1;
    else hi = mid;
  }
  let left = lo - 1;
  let right = lo;
  const found: number[] = [];
  // once 12 are found, products as near as the 12th still count (ties are ordered by id below)
  let bound = Infinity;
  for (let steps = 0; ; steps++) {
    const pl = left >= 0 ? s.price[order[left]!]! : -1;
    const pr = right < order.length ? s.price[order[right]!]! : -1;
    const dl = pl >= 0 && pl * 2 >= price ? price - pl : Infinity;
    const dr = pr >= 0 && pr <= price * 2 ? pr - price : Infinity;
    const d = Math.min(dl, dr);
    if (d === Infinity || d > bound) break;
    if (steps >= budget) return null;
    const i = dl <= dr ? order[left--]! : order[right++]!;
    if (keep(i)) {
      found.push(i);
      if (found.length === NEIGHBOURS) bound = d;
    }
  }
  return found.sort(cmp).slice(0, NEIGHBOURS);
}
