/**
 * The incremental update of the catalogue index (decision 0020): from the previous snapshot and the new
 * state of the products that changed, the next snapshot. A changed product updates its own entries — its
 * columns, its place in the three orders, the posting lists of the keys and tokens it entered or left, its
 * facet refs — and everything else is shared with the previous snapshot, or, when products entered or left
 * before others, mapped to the moved positions. The work runs in time slices (`Slicer`); the previous
 * snapshot keeps answering queries until the holder swaps the new one in.
 */
import type { CatalogState } from './catalog-index.repo.ts';
import { editOrder, sameList } from './catalog-index-lists.ts';
import { moveProducts, type ChangedProduct } from './catalog-index-moves.ts';
import { ORDERS } from './catalog-index-build.ts';
import {
  activeCampaigns,
  brandTokens,
  categoryTokens,
  knownValues,
  productFields,
  productTokens,
  valueTokens,
  type IndexMeta,
  type ProductInput,
} from './catalog-index-meta.ts';
import { denseRemap, rebuildCsr, updatePostings } from './catalog-index-postings.ts';
import type { Slicer } from './catalog-index-slices.ts';
import { updateSearch, type TokenChange } from './catalog-index-tokens.ts';
import type { Snapshot } from './catalog-snapshot.ts';

interface ChangeSet {
  state: CatalogState;
  /** the new metadata when any metadata table changed */
  meta: IndexMeta | null;
  /** product id → its state now: the input when active, null when inactive or deleted */
  products: Map<number, ProductInput | null>;
}

const sameIds = (a: readonly number[], b: readonly number[]) => sameList(a, b);

/**
 * Products whose entries depend on metadata that changed (brand titles are strong tokens; category and
 * value titles weak ones; campaigns that started or stopped), and campaigns whose products the caller must
 * look up (a campaign that became active: its products are not in the previous snapshot's lists).
 */
export function affectedByMeta(prev: Snapshot, next: IndexMeta): { productIds: Set<number>; campaignIds: number[] } {
  const positions = new Set<number>();
  const addList = (l: Int32Array | undefined) => {
    if (l) for (const p of l) positions.add(p);
  };
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  for (const id of new Set([...prev.meta.brands.keys(), ...next.brands.keys()]))
    if (!same(brandTokens(prev.meta, id), brandTokens(next, id))) addList(prev.brandPosting.get(id));
  for (const id of new Set([...prev.meta.categories.keys(), ...next.categories.keys()]))
    if (!same(categoryTokens(prev.meta, id), categoryTokens(next, id))) addList(prev.categoryPosting.get(id));
  for (const id of new Set([...prev.meta.values.keys(), ...next.values.keys()]))
    if (!same(valueTokens(prev.meta, id), valueTokens(next, id))) addList(prev.valuePosting.get(id));
  const campaignIds: number[] = [];
  for (const id of new Set([...prev.meta.campaigns.keys(), ...next.campaigns.keys()])) {
    if (prev.meta.campaigns.has(id) === next.campaigns.has(id)) continue;
    addList(prev.campaignPosting.get(id));
    if (next.campaigns.has(id)) campaignIds.push(id);
  }
  const productIds = new Set<number>();
  for (const p of positions) productIds.add(prev.ids[p]!);
  return { productIds, campaignIds };
}

export async function applyChanges(prev: Snapshot, change: ChangeSet, slicer: Slicer): Promise<Snapshot> {
  const meta = change.meta ?? prev.meta;
  const metaChanged = change.meta !== null;
  const pm = prev.meta;
  const sameBrands = sameIds(pm.brandIds, meta.brandIds);
  const sameCategories = sameIds(pm.categoryIds, meta.categoryIds);
  const sameValues = sameIds(pm.valueIds, meta.valueIds);
  const sameCampaigns = sameIds(pm.campaignIds, meta.campaignIds);

  // 1. which products changed, entered or left; the new ids and the position map
  const { items, ids, pos, membershipChanged, identity, newToOld, remap } = await moveProducts(
    prev,
    change.products,
    slicer,
  );
  const n = ids.length;
  const changed = items.filter((it) => it.input);

  // 2. per-product columns: a column is copied only when a value in it changes (or products move)
  const carry = async <T extends Int32Array | Float64Array | Uint8Array>(a: T, make: (n: number) => T): Promise<T> => {
    if (!membershipChanged) return a.slice() as T;
    const out = make(n);
    if (identity) out.set(a.subarray(0, Math.min(a.length, n)));
    else
      for (let p = 0; p < n; p++) {
        if (newToOld![p]! >= 0) out[p] = a[newToOld![p]!]!;
        if ((p & 16383) === 0 && slicer.due) await slicer.yield();
      }
    return out;
  };
  const fields = new Map<ChangedProduct, ReturnType<typeof productFields>>();
  for (let k = 0; k < changed.length; k++) {
    fields.set(changed[k]!, productFields(changed[k]!.input!.row));
    if ((k & 255) === 0 && slicer.due) await slicer.yield();
  }
  /** The column with the changed products' values written in; shared when none differs. */
  const column = async <T extends Int32Array | Float64Array | Uint8Array>(
    a: T,
    make: (n: number) => T,
    value: (f: ReturnType<typeof productFields>) => number,
  ): Promise<T> => {
    if (!membershipChanged && changed.every((it) => a[it.oldPos!] === value(fields.get(it)!))) return a;
    const out = await carry(a, make);
    for (const it of changed) out[it.newPos!] = value(fields.get(it)!);
    return out;
  };
  const category = await column(
    prev.category,
    (m) => new Int32Array(m),
    (f) => f.category,
  );
  const brand = await column(
    prev.brand,
    (m) => new Int32Array(m),
    (f) => f.brand,
  );
  const price = await column(
    prev.price,
    (m) => new Int32Array(m),
    (f) => f.price,
  );
  const flags = await column(
    prev.flags,
    (m) => new Uint8Array(m),
    (f) => f.flags,
  );
  const popularity = await column(
    prev.popularity,
    (m) => new Float64Array(m),
    (f) => f.popularity,
  );
  const created = await column(
    prev.created,
    (m) => new Float64Array(m),
    (f) => f.created,
  );
  const keyChanged = {
    orderNew: membershipChanged || created !== prev.created,
    orderPrice: membershipChanged || price !== prev.price,
    orderPopular: membershipChanged || popularity !== prev.popularity,
  };
  if (slicer.due) await slicer.yield();

  // 3. the orders a changed key or a move touches
  const cols = { created, price, popularity };
  const freshPositions = () => changed.map((it) => it.newPos!);
  const order = async (name: keyof typeof ORDERS, prevOrder: Int32Array) => {
    if (!keyChanged[name] && !membershipChanged) return prevOrder;
    return editOrder(prevOrder, remap, freshPositions(), n, ORDERS[name](cols), () => slicer.check());
  };
  const orderNew = await order('orderNew', prev.orderNew);
  const orderPrice = await order('orderPrice', prev.orderPrice);
  const orderPopular = await order('orderPopular', prev.orderPopular);

  // 4. posting lists per category, brand, campaign, parameter value
  const d = prev.dense;
  const oldDense = (off: Int32Array, refs: Int32Array, ids: readonly number[], o: number) => {
    const out: number[] = [];
    for (let k = off[o]!, e = off[o + 1]!; k < e; k++) out.push(ids[refs[k]!]!);
    return out;
  };
  const newValues = new Map<ChangedProduct, number[]>();
  const newCampaigns = new Map<ChangedProduct, number[]>();
  for (let k = 0; k < changed.length; k++) {
    const it = changed[k]!;
    newValues.set(it, knownValues(it.input!, meta));
    newCampaigns.set(it, activeCampaigns(it.input!, meta));
    if ((k & 1023) === 0 && slicer.due) await slicer.yield();
  }
  const categoryPosting = await updatePostings(
    prev.categoryPosting,
    remap,
    items,
    (it) => [prev.category[it.oldPos!]!],
    (it) => [it.input!.row.category_id],
    null,
    slicer,
  );
  const brandPosting = await updatePostings(
    prev.brandPosting,
    remap,
    items,
    (it) => (prev.brand[it.oldPos!] ? [prev.brand[it.oldPos!]!] : []),
    (it) => (it.input!.row.brand_id ? [it.input!.row.brand_id] : []),
    null,
    slicer,
  );
  const valuePosting = await updatePostings(
    prev.valuePosting,
    remap,
    items,
    (it) => oldDense(d.valueOff, d.valueRefs, d.valueIds, it.oldPos!),
    (it) => newValues.get(it)!,
    metaChanged ? (k) => meta.values.has(k) : null,
    slicer,
  );
  const campaignPosting = await updatePostings(
    prev.campaignPosting,
    remap,
    items,
    (it) => oldDense(d.campaignOff, d.campaignRefs, d.campaignIds, it.oldPos!),
    (it) => newCampaigns.get(it)!,
    metaChanged ? (k) => meta.campaigns.has(k) : null,
    slicer,
  );
  // 5. facet refs (dense numbering over the metadata)
  let brandOf: Int32Array;
  let categoryOf: Int32Array;
  if (!sameBrands || !sameCategories) {
    brandOf = new Int32Array(n);
    categoryOf = new Int32Array(n);
    for (let p = 0; p < n; p++) {
      brandOf[p] = brand[p] ? (meta.brandIndex.get(brand[p]!) ?? -1) : -1;
      categoryOf[p] = meta.categoryIndex.get(category[p]!) ?? -1;
      if ((p & 8191) === 0 && slicer.due) await slicer.yield();
    }
  } else {
    const brandRef = (f: ReturnType<typeof productFields>) => (f.brand ? (meta.brandIndex.get(f.brand) ?? -1) : -1);
    brandOf = await column(d.brandOf, (m) => new Int32Array(m), brandRef);
    categoryOf = await column(
      d.categoryOf,
      (m) => new Int32Array(m),
      (f) => meta.categoryIndex.get(f.category) ?? -1,
    );
  }
  const csr = async (
    prevOff: Int32Array,
    prevRefs: Int32Array,
    fresh: Map<ChangedProduct, number[]>,
    index: Map<number, number>,
    denseMap: Int32Array | null,
  ) => {
    const byPos = new Map<number, number[]>();
    let differs = membershipChanged || denseMap !== null;
    for (const it of changed) {
      const refs = fresh.get(it)!.map((v) => index.get(v)!);
      byPos.set(it.newPos!, refs);
      if (!differs && !sameList(prevRefs.subarray(prevOff[it.oldPos!]!, prevOff[it.oldPos! + 1]!), refs))
        differs = true;
    }
    // a product that left only matters when it moves others (membershipChanged)
    if (!differs) return { off: prevOff, refs: prevRefs };
    return rebuildCsr(prevOff, prevRefs, n, identity ? null : newToOld, byPos, denseMap, slicer);
  };
  const vcsr = await csr(
    d.valueOff,
    d.valueRefs,
    newValues,
    meta.valueIndex,
    denseRemap(pm.valueIds, meta.valueIndex, sameValues),
  );
  const ccsr = await csr(
    d.campaignOff,
    d.campaignRefs,
    newCampaigns,
    meta.campaignIndex,
    denseRemap(pm.campaignIds, meta.campaignIndex, sameCampaigns),
  );

  // 6. search tokens
  const tokenChanges: TokenChange[] = [];
  for (let k = 0; k < items.length; k++) {
    const it = items[k]!;
    tokenChanges.push({
      id: it.id,
      oldPos: it.oldPos,
      newPos: it.newPos,
      tokens: it.input ? productTokens(it.input, meta) : null,
    });
    if ((k & 15) === 0 && slicer.due) await slicer.yield();
  }
  const { search, forward } = await updateSearch(
    prev.search,
    prev.forward,
    tokenChanges,
    remap,
    meta.synonyms,
    ids,
    slicer,
  );

  return {
    version: change.state.version,
    epoch: change.state.epoch,
    builtAt: Date.now(),
    n,
    words: (n + 31) >>> 5,
    ids,
    pos,
    category,
    brand,
    price,
    flags,
    popularity,
    created,
    orderNew,
    orderPrice,
    orderPopular,
    categoryPosting,
    brandPosting,
    campaignPosting,
    valuePosting,
    categories: meta.categories,
    brands: meta.brands,
    parameters: meta.parameters,
    values: meta.values,
    paramsOfCategory: meta.paramsOfCategory,
    campaigns: meta.campaigns,
    paths: meta.paths,
    search,
    scratch: n === prev.n ? prev.scratch : new Float32Array(n),
    meta,
    forward,
    dense: {
      brandOf,
      brandIds: meta.brandIds,
      categoryOf,
      categoryIds: meta.categoryIds,
      valueOff: vcsr.off,
      valueRefs: vcsr.refs,
      valueIds: meta.valueIds,
      campaignOff: ccsr.off,
      campaignRefs: ccsr.refs,
      campaignIds: meta.campaignIds,
      brandIndex: meta.brandIndex,
      categoryIndex: meta.categoryIndex,
      valueIndex: meta.valueIndex,
      campaignIndex: meta.campaignIndex,
    },
  };
}
