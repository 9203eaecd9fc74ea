import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FLAG } from './catalog-nodes.ts';
import type { Snapshot } from './catalog-snapshot.ts';
import { bestOf, neighbours } from './product-neighbours.ts';

interface P {
  category: number;
  brand: number;
  price: number;
  popularity: number;
  unavailable: boolean;
}

/** The parts of a snapshot the carousels read, built from a product list (ids 101, 102, …). */
function snapshot(products: P[]): Snapshot {
  const n = products.length;
  const ids = Int32Array.from(products, (_, i) => 101 + i);
  const postings = (key: (p: P) => number) => {
    const m = new Map<number, number[]>();
    products.forEach((p, i) => m.set(key(p), [...(m.get(key(p)) ?? []), i]));
    return new Map([...m].map(([k, a]) => [k, Int32Array.from(a)]));
  };
  const popularity = Float64Array.from(products, (p) => p.popularity);
  const price = Int32Array.from(products, (p) => p.price);
  return {
    n,
    ids,
    pos: new Map([...ids].map((id, i) => [id, i])),
    category: Int32Array.from(products, (p) => p.category),
    brand: Int32Array.from(products, (p) => p.brand),
    price,
    flags: Uint8Array.from(products, (p) => (p.unavailable ? FLAG.unavailable : 0)),
    popularity,
    orderPrice: Int32Array.from(products.keys()).sort((a, b) => price[a]! - price[b]! || ids[a]! - ids[b]!),
    orderPopular: Int32Array.from(products.keys()).sort((a, b) => popularity[b]! - popularity[a]! || ids[b]! - ids[a]!),
    categoryPosting: postings((p) => p.category),
    brandPosting: postings((p) => p.brand),
  } as unknown as Snapshot;
}

/** What the product page did before: collect the whole category and brand, sort them, take 12. */
function byFullSort(s: Snapshot, id: number, categoryId: number, brandId: number | null, price: number) {
  const self = s.pos.get(id) ?? -1;
  const ok = (i: number) => i !== self && !(s.flags[i]! & FLAG.unavailable);
  const rec = [...(s.categoryPosting.get(categoryId) ?? [])].filter(
    (i) => ok(i) && s.price[i]! * 2 >= price && s.price[i]! <= price * 2,
  );
  rec.sort((a, b) => Math.abs(s.price[a]! - price) - Math.abs(s.price[b]! - price) || s.ids[a]! - s.ids[b]!);
  const recommended = rec.slice(0, 12);
  const related: number[] = [];
  if (brandId !== null) {
    const list = [...(s.brandPosting.get(brandId) ?? [])].filter(
      (i) => ok(i) && s.category[i] !== categoryId && !recommended.includes(i),
    );
    list.sort((a, b) => s.popularity[b]! - s.popularity[a]! || s.ids[b]! - s.ids[a]!);
    related.push(...list.slice(0, 12));
  }
  for (const i of s.orderPopular)
    if (
      related.length < 12 &&
      ok(i) &&
      s.category[i] !== categoryId &&
      !recommended.includes(i) &&
      !related.includes(i)
    )
      related.push(i);
  return { recommended: recommended.map((i) => s.ids[i]!), related: related.map((i) => s.ids[i]!) };
}

const productArb = (categories: number) =>
  fc.record({
    category: fc.integer({ min: 1, max: categories }),
    brand: fc.integer({ min: 1, max: 3 }),
    price: fc.integer({ min: 1, max: 400 }).map((x) => x * 500),
    popularity: fc.integer({ min: 0, max: 20 }),
    unavailable: fc.boolean(),
  });
const catalogueArb = fc
  .integer({ min: 1, max: 30 })
  .chain((categories) => fc.array(productArb(categories), { minLength: 1, maxLength: 150 }));

describe('product page carousels', () => {
  // few categories: the walks over the index's orders answer; many: the bounded selections over the postings
  it('pick the same products as sorting the whole category and brand', () => {
    fc.assert(
      fc.property(catalogueArb, fc.nat(), fc.boolean(), (products, pick, noBrand) => {
        const s = snapshot(products);
        const i = pick % products.length;
        const p = products[i]!;
        const id = s.ids[i]!;
        const brand = noBrand ? null : p.brand;
        expect(neighbours(s, id, p.category, brand, p.price)).toEqual(byFullSort(s, id, p.category, brand, p.price));
      }),
      { numRuns: 500 },
    );
  });

  it('recommend the nearest prices of the same category, available, never the product itself', () => {
    const base = { brand: 1, popularity: 0, unavailable: false };
    const s = snapshot([
      { ...base, category: 1, price: 10_000 }, // 101: the product
      { ...base, category: 1, price: 12_000 }, // 102
      { ...base, category: 1, price: 9_000 }, // 103: nearest
      { ...base, category: 1, price: 30_000 }, // 104: more than double
      { ...base, category: 1, price: 9_500, unavailable: true }, // 105
      { ...base, category: 2, price: 10_000, popularity: 5 }, // 106: other category
    ]);
    const r = neighbours(s, 101, 1, 1, 10_000);
    expect(r.recommended).toEqual([103, 102]);
    expect(r.related).toEqual([106]);
  });

  it('bestOf keeps the k best in order', () => {
    expect(
      bestOf(
        [5, 3, 9, 1, 7, 2],
        3,
        (x) => x !== 2,
        (a, b) => a - b,
      ),
    ).toEqual([1, 3, 5]);
    expect(
      bestOf(
        [],
        3,
        () => true,
        (a, b) => a - b,
      ),
    ).toEqual([]);
  });
});
