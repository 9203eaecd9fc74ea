import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { fullBits, members, newBits, set, type Bits } from './bitset.ts';
import { assembleSnapshot } from './catalog-index-build.ts';
import { buildMeta, type ProductInput } from './catalog-index-meta.ts';
import { Slicer } from './catalog-index-slices.ts';
import { compaction } from './catalog-index-tokens.ts';
import { affectedByMeta, applyChanges } from './catalog-index-update.ts';
import {
  categoryBits,
  countAll,
  flagBits,
  pageInOrder,
  priceBits,
  priceBounds,
  searchBits,
  type Snapshot,
} from './catalog-snapshot.ts';
import { FLAG } from './catalog-nodes.ts';
import type { ModelProduct, ProductSpec, Op } from './catalog-index-update.fixtures.ts';
import { QUERIES, baseMeta, productArb, modelProduct, opArb } from './catalog-index-update.fixtures.ts';

/**
 * After any sequence of catalogue changes, applied in batches, the incrementally updated index answers
 * exactly as an index built from scratch over the same data: listings (sets, orders, pages), facet counts,
 * price bounds and search (matches and scores), and the snapshot it started from still answers as before.
 */

function observe(s: Snapshot) {
  const id = (p: number) => s.ids[p]!;
  const ids = (list: ArrayLike<number>) => Array.from(list, id);
  const bitsOf = (pred: (p: number) => boolean): Bits => {
    const b = newBits(s.n);
    for (let p = 0; p < s.n; p++) if (pred(p)) set(b, p);
    return b;
  };
  const byKey = (m: Map<number, Int32Array>) =>
    [...m]
      .filter(([, l]) => l.length)
      .map(([k, l]) => [k, ids(l)] as const)
      .sort((a, b) => a[0] - b[0]);
  const counts = (b: Bits) => {
    const c = countAll(s, b);
    const d = s.dense;
    const named = (arr: Int32Array, list: number[]) =>
      list.map((x, k) => [x, arr[k]!] as const).filter(([, v]) => v > 0);
    return {
      total: c.total,
      brand: named(c.brand, d.brandIds),
      category: named(c.category, d.categoryIds),
      value: named(c.value, d.valueIds),
      campaign: named(c.campaign, d.campaignIds),
    };
  };
  const sets: Bits[] = [
    fullBits(s.n),
    categoryBits(s, [1]),
    categoryBits(s, [4, 2]),
    flagBits(s, FLAG.newIn),
    flagBits(s, FLAG.sale),
    priceBits(s, 10, 50),
    priceBits(s, undefined, 30),
    bitsOf((p) => id(p) % 2 === 0),
  ];
  return {
    n: s.n,
    ids: ids(Array.from({ length: s.n }, (_, p) => p)),
    columns: Array.from({ length: s.n }, (_, p) => [
      id(p),
      s.category[p],
      s.brand[p],
      s.price[p],
      s.flags[p],
      s.popularity[p],
      s.created[p],
    ]),
    pos: ids(Array.from({ length: s.n }, (_, p) => p)).map((x) => s.pos.get(x)),
    orders: [ids(s.orderNew), ids(s.orderPrice), ids(s.orderPopular)],
    postings: [byKey(s.categoryPosting), byKey(s.brandPosting), byKey(s.campaignPosting), byKey(s.valuePosting)],
    sets: sets.map((b) => ({
      members: ids(members(b)),
      counts: counts(b),
      bounds: priceBounds(s, b),
      pages: [
        ids(pageInOrder(s, b, s.orderNew, false, 0, 4)),
        ids(pageInOrder(s, b, s.orderPrice, true, 2, 5)),
        ids(pageInOrder(s, b, s.orderPopular, false, 1, 100)),
      ],
    })),
    search: QUERIES.map((q) => {
      const { match } = searchBits(s, q);
      return Array.from(match.idx, (p, k) => [id(p), match.score[k]]);
    }),
    vocabulary: Array.from(s.search.sorted, (t) => s.search.tokens[t]),
    typo: [...s.search.byLength]
      .map(([len, list]) => [len, Array.from(list, (t) => s.search.tokens[t]).sort()] as const)
      .sort((a, b) => a[0] - b[0]),
    paths: [...s.paths].map(([k, m]) => [k, [...m]]),
    campaigns: [...s.campaigns.keys()],
  };
}

async function run(initial: ProductSpec[], ops: Op[], sliced: boolean): Promise<void> {
  const slicer = () => new Slicer(sliced ? 0 : Infinity);
  const rows = baseMeta();
  const model = new Map<number, ModelProduct>();
  initial.forEach((p, k) => model.set(k + 1, modelProduct(k + 1, p)));
  let nextId = initial.length + 1;
  let version = 1;
  const inputs = () =>
    [...model.values()]
      .filter((p) => p.active)
      .sort((a, b) => a.row.id - b.row.id)
      .map((p): ProductInput => ({ row: { ...p.row }, values: [...p.values], campaigns: [...p.campaigns] }));
  const fresh = () => assembleSnapshot({ version, epoch: 'e' }, buildMeta(structuredClone(rows)), inputs(), slicer());

  let current = await fresh();
  let dirty = new Set<number>();
  let metaDirty = false;
  const pick = (k: number) => {
    const all = [...model.keys()];
    return all.length ? all[k % all.length]! : undefined;
  };
  const touch = (k: number, f: (p: ModelProduct) => void) => {
    const id = pick(k);
    if (id === undefined) return;
    f(model.get(id)!);
    dirty.add(id);
  };
  const commit = async () => {
    version++;
    const meta = metaDirty ? buildMeta(structuredClone(rows)) : null;
    if (meta) {
      const affected = affectedByMeta(current, meta);
      for (const id of affected.productIds) dirty.add(id);
      for (const p of model.values())
        if (p.campaigns.some((c) => affected.campaignIds.includes(c))) dirty.add(p.row.id);
    }
    const products = new Map<number, ProductInput | null>();
    for (const id of dirty) {
      const p = model.get(id);
      products.set(
        id,
        p && p.active ? { row: { ...p.row }, values: [...p.values], campaigns: [...p.campaigns] } : null,
      );
    }
    const before = observe(current);
    const next = await applyChanges(current, { state: { version, epoch: 'e' }, meta, products }, slicer());
    // the previous snapshot is untouched: requests still using it get the same answers
    expect(observe(current)).toEqual(before);
    expect(next.version).toBe(version);
    expect(observe(next)).toEqual(observe(await fresh()));
    current = next;
    dirty = new Set();
    metaDirty = false;
  };

  for (const o of ops) {
    switch (o.op) {
      case 'price':
        touch(o.k, (p) => (p.row.price = o.price));
        break;
      case 'stock':
        touch(o.k, (p) => (p.row.stock = o.stock));
        break;
      case 'active':
        touch(o.k, (p) => (p.active = o.active));
        break;
      case 'new':
        model.set(nextId, modelProduct(nextId, o.p));
        dirty.add(nextId++);
        break;
      case 'category':
        touch(o.k, (p) => (p.row.category_id = o.category));
        break;
      case 'title':
        touch(o.k, (p) => {
          p.row.title_az = p.row.title_ru = p.row.title_en = o.title.join(' ');
        });
        break;
      case 'values':
        touch(o.k, (p) => (p.values = [...o.values].sort((a, b) => a - b)));
        break;
      case 'campaigns':
        touch(o.k, (p) => (p.campaigns = [...o.campaigns].sort((a, b) => a - b)));
        break;
      case 'popularity':
        touch(o.k, (p) => (p.row.popularity = o.popularity));
        break;
      case 'delete': {
        const id = pick(o.k);
        if (id !== undefined) {
          model.delete(id);
          dirty.add(id);
        }
        break;
      }
      case 'brandTitle':
        rows.brands.find((b) => b.id === o.brand)!.title = o.title;
        metaDirty = true;
        break;
      case 'categoryTitle':
        rows.categories.find((c) => c.id === o.category)!.title_az = o.title;
        metaDirty = true;
        break;
      case 'campaignActive':
        rows.campaigns.find((c) => c.id === o.campaign)!.active = o.active ? 1 : 0;
        metaDirty = true;
        break;
      case 'synonym':
        rows.synonyms = [{ term: 'айфон', replacement: o.replacement }];
        metaDirty = true;
        break;
      case 'commit':
        await commit();
        break;
    }
  }
  await commit();
}

describe('incremental catalogue index', () => {
  afterAll(() => {
    compaction.minimum = 4096;
  });

  it('answers like a fresh build after any sequence of changes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(productArb, { minLength: 0, maxLength: 25 }),
        fc.array(opArb, { maxLength: 40 }),
        fc.constantFrom(4096, 2),
        async (initial, ops, minimum) => {
          // a low minimum folds replacement lists into a new base on nearly every update
          compaction.minimum = minimum;
          await run(initial, ops, false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives the same answers when the work is sliced (yielding between steps)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(productArb, { minLength: 1, maxLength: 12 }),
        fc.array(opArb, { maxLength: 12 }),
        async (initial, ops) => run(initial, ops, true),
      ),
      { numRuns: 25 },
    );
  });
});
