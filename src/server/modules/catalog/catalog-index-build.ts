/**
 * The full build of the catalogue index snapshot: read everything through the repository, then assemble.
 * Used at boot when no persisted index fits the database, and when the database itself was replaced;
 * every other change goes through the incremental update (catalog-index-update.ts).
 */
import type { CatalogIndexRepo, CatalogState } from './catalog-index.repo.ts';
import { activeCampaigns, buildMeta, knownValues, productFields, productTokens, type IndexMeta, type ProductInput } from './catalog-index-meta.ts';
import { sortSliced, sortStringsSliced, type Slicer } from './catalog-index-slices.ts';
import { invertPostings } from './catalog-index-tokens.ts';
import { PositionIndex, type Snapshot } from './catalog-snapshot.ts';
import { SearchIndexBuilder } from './search.ts';

/** Orders over positions; ties go by id, and positions follow ids. */
export const ORDERS = {
  orderNew: (s: Pick<Snapshot, 'created'>) => (a: number, b: number) => s.created[b]! - s.created[a]! || b - a,
  orderPrice: (s: Pick<Snapshot, 'price'>) => (a: number, b: number) => s.price[a]! - s.price[b]! || a - b,
  orderPopular: (s: Pick<Snapshot, 'popularity'>) => (a: number, b: number) => s.popularity[b]! - s.popularity[a]! || b - a,
} as const;

/** Ascending position lists per key. */
export async function groupPostings(n: number, keyOf: (i: number) => readonly number[], slicer: Slicer): Promise<Map<number, Int32Array>> {
  const tmp = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    for (const key of keyOf(i)) {
      const a = tmp.get(key);
      if (a) a.push(i);
      else tmp.set(key, [i]);
    }
    if ((i & 2047) === 0 && slicer.due) await slicer.yield();
  }
  const out = new Map<number, Int32Array>();
  for (const [k, a] of tmp) {
    out.set(k, Int32Array.from(a));
    if (slicer.due) await slicer.yield();
  }
  return out;
}

/** Per-product dense refs in CSR form. */
export async function denseCsr(n: number, refsOf: (i: number) => readonly number[], index: Map<number, number>, slicer: Slicer): Promise<{ off: Int32Array; refs: Int32Array }> {
  const off = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) off[i + 1] = off[i]! + refsOf(i).length;
  const refs = new Int32Array(off[n]!);
  for (let i = 0, k = 0; i < n; i++) {
    for (const v of refsOf(i)) refs[k++] = index.get(v)!;
    if ((i & 2047) === 0 && slicer.due) await slicer.yield();
  }
  return { off, refs };
}

/** A snapshot of `inputs` (active products, ascending ids) — pure; the fresh reference the updates must match. */
export async function assembleSnapshot(state: CatalogState, meta: IndexMeta, inputs: readonly ProductInput[], slicer: Slicer): Promise<Snapshot> {
  const n = inputs.length;
  const ids = new Int32Array(n);
  const category = new Int32Array(n);
  const brand = new Int32Array(n);
  const price = new Int32Array(n);
  const flags = new Uint8Array(n);
  const popularity = new Float64Array(n);
  const created = new Float64Array(n);
  const values: number[][] = new Array<number[]>(n);
  const campaigns: number[][] = new Array<number[]>(n);
  for (let i = 0; i < n; i++) {
    const f = productFields(inputs[i]!.row);
    values[i] = knownValues(inputs[i]!, meta);
    campaigns[i] = activeCampaigns(inputs[i]!, meta);
    ids[i] = inputs[i]!.row.id;
    category[i] = f.category;
    brand[i] = f.brand;
    price[i] = f.price;
    flags[i] = f.flags;
    popularity[i] = f.popularity;
    created[i] = f.created;
    if ((i & 511) === 0 && slicer.due) await slicer.yield();
  }
  for (let i = 1; i < n; i++) if (ids[i]! <= ids[i - 1]!) throw new Error('catalogue index: products must come in ascending id order');
  const all = new Int32Array(n);
  for (let i = 0; i < n; i++) all[i] = i;
  const cols = { created, price, popularity };
  const orderNew = await sortSliced(all, ORDERS.orderNew(cols), slicer);
  const orderPrice = await sortSliced(all, ORDERS.orderPrice(cols), slicer);
  const orderPopular = await sortSliced(all, ORDERS.orderPopular(cols), slicer);

  const categoryPosting = await groupPostings(n, (i) => [category[i]!], slicer);
  const brandPosting = await groupPostings(n, (i) => (brand[i] ? [brand[i]!] : []), slicer);
  const campaignPosting = await groupPostings(n, (i) => campaigns[i]!, slicer);
  const valuePosting = await groupPostings(n, (i) => values[i]!, slicer);

  const builder = new SearchIndexBuilder();
  for (let i = 0; i < n; i++) {
    const t = productTokens(inputs[i]!, meta);
    builder.addStrong(i, t.strong);
    builder.addWeak(i, t.weak);
    if ((i & 15) === 0 && slicer.due) await slicer.yield();
  }
  const search = await builder.build(
    meta.synonyms,
    () => slicer.check(),
    (names) => sortStringsSliced(names, slicer),
  );
  const forward = await invertPostings(search, ids, slicer);

  const brandOf = new Int32Array(n);
  const categoryOf = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    brandOf[i] = brand[i] ? (meta.brandIndex.get(brand[i]!) ?? -1) : -1;
    categoryOf[i] = meta.categoryIndex.get(category[i]!) ?? -1;
    if ((i & 4095) === 0 && slicer.due) await slicer.yield();
  }
  const vcsr = await denseCsr(n, (i) => values[i]!, meta.valueIndex, slicer);
  const ccsr = await denseCsr(n, (i) => campaigns[i]!, meta.campaignIndex, slicer);
  return {
    version: state.version,
    epoch: state.epoch,
    builtAt: Date.now(),
    n,
    words: (n + 31) >>> 5,
    ids,
    pos: PositionIndex.of(ids),
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
    scratch: new Float32Array(n),
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

export interface ReadOptions {
  slicer: Slicer;
  /** products per query (each one holds the event loop on SQLite while it runs) */
  pageSize: number;
}

/** Parameter values and campaigns for the given products (ascending ids), grouped per product. */
export async function attach(
  rows: readonly ProductInput['row'][],
  values: readonly { product_id: number; value_id: number }[],
  links: readonly { campaign_id: number; product_id: number }[],
  slicer: Slicer,
): Promise<ProductInput[]> {
  const byId = new Map<number, ProductInput>();
  const out: ProductInput[] = new Array<ProductInput>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const p: ProductInput = { row: rows[i]!, values: [], campaigns: [] };
    byId.set(p.row.id, p);
    out[i] = p;
    if ((i & 2047) === 0 && slicer.due) await slicer.yield();
  }
  // both come ordered by product, then value / campaign
  for (let i = 0; i < values.length; i++) {
    byId.get(values[i]!.product_id)?.values.push(values[i]!.value_id);
    if ((i & 8191) === 0 && slicer.due) await slicer.yield();
  }
  for (const l of links) byId.get(l.product_id)?.campaigns.push(l.campaign_id);
  return out;
}

/** Reads the whole catalogue (state first: changes after it are picked up by the next update). */
export async function readCatalogue(repo: CatalogIndexRepo, opts: ReadOptions): Promise<{ state: CatalogState; meta: IndexMeta; inputs: ProductInput[] }> {
  const { slicer, pageSize } = opts;
  const state = await repo.state();
  const meta = buildMeta(await repo.meta());
  const rows: ProductInput['row'][] = [];
  for (let after = -1; ; ) {
    const page = await repo.productsAfter(after, pageSize);
    for (const r of page) rows.push(r);
    if (page.length < pageSize) break;
    after = page[page.length - 1]!.id;
    await slicer.yield();
  }
  const values: { product_id: number; value_id: number }[] = [];
  const valuePage = pageSize * 8;
  for (let after = -1; ; ) {
    const page = await repo.valuesAfter(after, valuePage);
    if (!page.length) break;
    const full = page.length === valuePage;
    // A full page may end inside a product: leave that product for the next page.
    const cut = full ? page[page.length - 1]!.product_id : Infinity;
    for (const r of page) {
      if (r.product_id >= cut) break;
      values.push(r);
    }
    if (!full) break;
    if (cut - 1 <= after) throw new Error('catalogue index: one product has more parameter values than a page holds');
    after = cut - 1;
    await slicer.yield();
  }
  const links = await repo.campaignLinks();
  return { state, meta, inputs: await attach(rows, values, links, slicer) };
}

/** Reads and assembles a full snapshot. */
export async function buildSnapshot(repo: CatalogIndexRepo, opts: ReadOptions): Promise<Snapshot> {
  const { state, meta, inputs } = await readCatalogue(repo, opts);
  return assembleSnapshot(state, meta, inputs, opts.slicer);
}
