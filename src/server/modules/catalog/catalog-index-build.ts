/**
 * The full build of the catalogue index snapshot: read the catalogue a page at a time through the repository,
 * each page reduced into typed columns as it comes (decision 0070). Used at boot when no persisted index fits
 * the database, and when the database itself was replaced; every other change goes through the incremental
 * update (catalog-index-update.ts).
 */
import type { CatalogIndexRepo, CatalogState } from './catalog-index.repo.ts';
import {
  activeCampaigns,
  buildMeta,
  knownValues,
  productFields,
  productTokens,
  type IndexMeta,
  type ProductInput,
} from './catalog-index-meta.ts';
import { CsrColumn, float64Column, int32Column, uint8Column } from './catalog-index-columns.ts';
import { sortSliced, sortStringsSliced, type Slicer } from './catalog-index-slices.ts';
import { invertPostings } from './catalog-index-tokens.ts';
import { PositionIndex, type Snapshot } from './catalog-snapshot.ts';
import { SearchIndexBuilder } from './search.ts';

/** Orders over positions; ties go by id, and positions follow ids. */
export const ORDERS = {
  orderNew: (s: Pick<Snapshot, 'created'>) => (a: number, b: number) => s.created[b]! - s.created[a]! || b - a,
  orderPrice: (s: Pick<Snapshot, 'price'>) => (a: number, b: number) => s.price[a]! - s.price[b]! || a - b,
  orderPopular: (s: Pick<Snapshot, 'popularity'>) => (a: number, b: number) =>
    s.popularity[b]! - s.popularity[a]! || b - a,
} as const;

/** Ascending position lists per key. */
async function groupPostings(
  n: number,
  keyOf: (i: number) => Iterable<number>,
  slicer: Slicer,
): Promise<Map<number, Int32Array>> {
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

/** Dense refs of CSR lists of entity ids (`index`: entity id → dense index), with the same offsets. */
async function denseRefs(data: Int32Array, index: Map<number, number>, slicer: Slicer): Promise<Int32Array> {
  const refs = new Int32Array(data.length);
  for (let k = 0; k < data.length; k++) {
    refs[k] = index.get(data[k]!)!;
    if ((k & 8191) === 0 && slicer.due) await slicer.yield();
  }
  return refs;
}

/**
 * Assembles a snapshot from products given in parts (ascending ids across all parts): each product is reduced
 * at once to its listing fields, known values, active campaigns and search tokens in typed columns, so the
 * caller can let go of each part's rows before reading the next (decision 0070: a build once held every row of
 * the catalogue and a JavaScript array per token).
 */
class SnapshotAssembler {
  private readonly ids = int32Column();
  private readonly category = int32Column();
  private readonly brand = int32Column();
  private readonly price = int32Column();
  private readonly flags = uint8Column();
  private readonly popularity = float64Column();
  private readonly created = float64Column();
  private readonly values = new CsrColumn();
  private readonly campaigns = new CsrColumn();
  private readonly search = new SearchIndexBuilder();
  private lastId = -Infinity;

  constructor(
    private readonly meta: IndexMeta,
    private readonly slicer: Slicer,
  ) {}

  /** Adds the next products (ascending ids, after those added before). */
  async add(inputs: readonly ProductInput[]): Promise<void> {
    const meta = this.meta;
    for (const input of inputs) {
      const i = this.ids.length;
      const f = productFields(input.row);
      if (input.row.id <= this.lastId) throw new Error('catalogue index: products must come in ascending id order');
      this.lastId = input.row.id;
      this.ids.push(input.row.id);
      this.category.push(f.category);
      this.brand.push(f.brand);
      this.price.push(f.price);
      this.flags.push(f.flags);
      this.popularity.push(f.popularity);
      this.created.push(f.created);
      this.values.push(knownValues(input, meta));
      this.campaigns.push(activeCampaigns(input, meta));
      const t = productTokens(input, meta);
      this.search.addStrong(i, t.strong);
      this.search.addWeak(i, t.weak);
      if ((i & 15) === 0 && this.slicer.due) await this.slicer.yield();
    }
  }

  /** The snapshot of everything added, at `state`. Call once. */
  async finish(state: CatalogState): Promise<Snapshot> {
    const { meta, slicer } = this;
    const ids = this.ids.take();
    const category = this.category.take();
    const brand = this.brand.take();
    const price = this.price.take();
    const flags = this.flags.take();
    const popularity = this.popularity.take();
    const created = this.created.take();
    const values = this.values.take();
    const campaigns = this.campaigns.take();
    const n = ids.length;
    const all = new Int32Array(n);
    for (let i = 0; i < n; i++) all[i] = i;
    const cols = { created, price, popularity };
    const orderNew = await sortSliced(all, ORDERS.orderNew(cols), slicer);
    const orderPrice = await sortSliced(all, ORDERS.orderPrice(cols), slicer);
    const orderPopular = await sortSliced(all, ORDERS.orderPopular(cols), slicer);

    const listOf = (c: { off: Int32Array; data: Int32Array }) => (i: number) =>
      c.data.subarray(c.off[i]!, c.off[i + 1]!);
    const categoryPosting = await groupPostings(n, (i) => [category[i]!], slicer);
    const brandPosting = await groupPostings(n, (i) => (brand[i] ? [brand[i]!] : []), slicer);
    const campaignPosting = await groupPostings(n, listOf(campaigns), slicer);
    const valuePosting = await groupPostings(n, listOf(values), slicer);

    const search = await this.search.build(
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
    const valueRefs = await denseRefs(values.data, meta.valueIndex, slicer);
    const campaignRefs = await denseRefs(campaigns.data, meta.campaignIndex, slicer);
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
        valueOff: values.off,
        valueRefs,
        valueIds: meta.valueIds,
        campaignOff: campaigns.off,
        campaignRefs,
        campaignIds: meta.campaignIds,
        brandIndex: meta.brandIndex,
        categoryIndex: meta.categoryIndex,
        valueIndex: meta.valueIndex,
        campaignIndex: meta.campaignIndex,
      },
    };
  }
}

/** A snapshot of `inputs` (active products, ascending ids) — pure; the fresh reference the updates must match. */
export async function assembleSnapshot(
  state: CatalogState,
  meta: IndexMeta,
  inputs: readonly ProductInput[],
  slicer: Slicer,
): Promise<Snapshot> {
  const assembler = new SnapshotAssembler(meta, slicer);
  await assembler.add(inputs);
  return assembler.finish(state);
}

interface ReadOptions {
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

/**
 * Reads and assembles a full snapshot: the catalogue version first (changes after it are picked up by the next
 * update), then the metadata and the campaign links (small), then the active products a page at a time with
 * their parameter values; each page is reduced into the assembler and let go before the next is read.
 */
export async function buildSnapshot(repo: CatalogIndexRepo, opts: ReadOptions): Promise<Snapshot> {
  const { slicer, pageSize } = opts;
  const state = await repo.state();
  const meta = buildMeta(await repo.meta());
  const links = await repo.campaignLinks();
  const assembler = new SnapshotAssembler(meta, slicer);
  for (let after = -1, l = 0; ;) {
    const rows = await repo.productsAfter(after, pageSize);
    if (!rows.length) break;
    const last = rows[rows.length - 1]!.id;
    const values = await repo.valuesBetween(after, last);
    // links come ordered by product: this page's are the next run of them
    const from = l;
    while (l < links.length && links[l]!.product_id <= last) l++;
    await assembler.add(await attach(rows, values, links.slice(from, l), slicer));
    if (rows.length < pageSize) break;
    after = last;
    await slicer.yield();
  }
  return assembler.finish(state);
}
