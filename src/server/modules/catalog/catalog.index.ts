/**
 * The in-process catalogue index (docs/decisions/0004-search-engine.md).
 *
 * Every app process holds a read-only snapshot of what listings filter, count and sort on: per product
 * its category, brand, price, flags, campaign and parameter values (as posting lists), two precomputed
 * orders (newest, cheapest) and the search vocabulary. Listing = bitset algebra over 100k products,
 * well under a millisecond; cards are then read from the database by id, so prices and stock on a card
 * are always current.
 *
 * Freshness across processes: triggers (migration 0002) bump `catalog_state.version` on every change to
 * the watched tables. Each process reads the version at most every `refreshMs` and rebuilds its snapshot
 * in the background when it moved (the old snapshot keeps serving meanwhile). `refreshMs: 0` checks on
 * every call and waits for the rebuild (tests).
 */
import type { Kysely } from 'kysely';
import { isAvailable } from '../../../domain/stock.ts';
import type { Database } from '../../db/kysely.ts';
import type { DB } from '../../db/schema.ts';
import { SearchIndexBuilder, tokenize } from './search.ts';
import { FLAG, type Snapshot, type Titles, type CategoryNode, type BrandNode, type ParameterNode, type ValueNode, type CampaignNode } from './catalog-snapshot.ts';

export interface CatalogExtraTables {
  search_synonyms: { term: string; replacement: string };
  catalog_state: { id: number; version: number };
}
export type CatalogDB = DB & CatalogExtraTables;

// ---------------------------------------------------------------- building

const titles = (r: Record<string, unknown>, base: string): Titles => ({
  az: String(r[`${base}_az`] ?? ''),
  ru: String(r[`${base}_ru`] ?? ''),
  en: String(r[`${base}_en`] ?? ''),
});

function groupPostings(pairs: Iterable<[number, number]>): Map<number, Int32Array> {
  const tmp = new Map<number, number[]>();
  for (const [key, idx] of pairs) {
    const a = tmp.get(key);
    if (a) a.push(idx);
    else tmp.set(key, [idx]);
  }
  const out = new Map<number, Int32Array>();
  for (const [k, a] of tmp) out.set(k, Int32Array.from(a).sort());
  return out;
}

const READ_PAGE = 5_000;
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function readVersion(db: Kysely<CatalogDB>): Promise<number> {
  const r = await db.selectFrom('catalog_state').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(r?.version ?? 0);
}

export async function buildSnapshot(database: Database): Promise<Snapshot> {
  const db = database.db as unknown as Kysely<CatalogDB>;
  const version = await readVersion(db);
  const [cats, brands, params, paramCats, values, campaigns, routes, synonyms] = await Promise.all([
    db.selectFrom('categories').selectAll().execute(),
    db.selectFrom('brands').selectAll().execute(),
    db.selectFrom('parameters').selectAll().execute(),
    db.selectFrom('parameter_categories').selectAll().execute(),
    db.selectFrom('parameter_values').selectAll().execute(),
    db.selectFrom('campaigns').selectAll().execute(),
    db
      .selectFrom('routes')
      .select(['view', 'lang', 'entity_id', 'path'])
      .where('view', 'in', ['Category', 'Brand', 'Campaign'])
      .execute(),
    db.selectFrom('search_synonyms').selectAll().execute(),
  ]);
  // Read in pages and yield between them: a rebuild runs next to live requests in the same process.
  const productPage = (after: number) =>
    db
      .selectFrom('products')
      .select([
        'id',
        'category_id',
        'brand_id',
        'price',
        'price_old',
        'stock',
        'sold',
        'new_in',
        'best_seller',
        'orange_star',
        'march8',
        'popularity',
        'created_at',
        'sku',
        'title_az',
        'title_ru',
        'title_en',
        'search_text',
      ])
      .where('active', '=', 1)
      .where('id', '>', after)
      .orderBy('id')
      .limit(READ_PAGE)
      .execute();
  const products: Awaited<ReturnType<typeof productPage>> = [];
  for (let after = -1; ; ) {
    const rows = await productPage(after);
    for (const r of rows) products.push(r);
    if (rows.length < READ_PAGE) break;
    after = rows[rows.length - 1]!.id;
    await yieldToRequests();
  }
  const n = products.length;
  const ids = new Int32Array(n);
  const pos = new Map<number, number>();
  const category = new Int32Array(n);
  const brand = new Int32Array(n);
  const price = new Int32Array(n);
  const flags = new Uint8Array(n);
  const popularity = new Float64Array(n);
  products.forEach((p, i) => {
    ids[i] = p.id;
    pos.set(p.id, i);
    category[i] = p.category_id;
    brand[i] = p.brand_id ?? 0;
    price[i] = p.price;
    popularity[i] = Number(p.popularity) || 0;
    flags[i] =
      (p.new_in ? FLAG.newIn : 0) |
      (p.best_seller ? FLAG.bestSeller : 0) |
      (p.orange_star ? FLAG.orangeStar : 0) |
      (p.march8 ? FLAG.march8 : 0) |
      (p.price_old !== null && p.price_old > p.price ? FLAG.sale : 0) |
      (isAvailable(p.stock, p.sold === 1) ? 0 : FLAG.unavailable);
  });
  const created = new Float64Array(n);
  products.forEach((p, i) => (created[i] = Date.parse(p.created_at) || 0));
  const orderNew = Int32Array.from(products.keys()).sort((a, b) => created[b]! - created[a]! || ids[b]! - ids[a]!);
  await yieldToRequests();
  const orderPrice = Int32Array.from(products.keys()).sort((a, b) => price[a]! - price[b]! || ids[a]! - ids[b]!);
  await yieldToRequests();
  const orderPopular = Int32Array.from(products.keys()).sort((a, b) => popularity[b]! - popularity[a]! || ids[b]! - ids[a]!);

  const categories = new Map<number, CategoryNode>();
  for (const c of cats)
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
  for (const c of [...categories.values()].sort((a, b) => a.position - b.position || a.id - b.id))
    if (c.parentId !== null) categories.get(c.parentId)?.children.push(c.id);

  const brandMap = new Map<number, BrandNode>();
  for (const b of brands)
    brandMap.set(b.id, { id: b.id, title: b.title, slug: b.slug, image: b.image, showInHome: b.show_in_home === 1, position: b.position });
  const parameters = new Map<number, ParameterNode>();
  for (const p of params)
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
  for (const pc of paramCats) {
    const a = paramsOfCategory.get(pc.category_id);
    if (a) a.push(pc.parameter_id);
    else paramsOfCategory.set(pc.category_id, [pc.parameter_id]);
  }
  const valueMap = new Map<number, ValueNode>();
  for (const v of values)
    valueMap.set(v.id, {
      id: v.id,
      parameterId: v.parameter_id,
      parentId: v.parent_id,
      position: v.position,
      title: titles(v, 'value'),
      color: v.color_code,
      children: [],
    });
  for (const v of [...valueMap.values()].sort((a, b) => a.position - b.position || a.id - b.id))
    if (v.parentId !== null) valueMap.get(v.parentId)?.children.push(v.id);
  const campaignMap = new Map<number, CampaignNode>();
  for (const c of campaigns) if (c.active) campaignMap.set(c.id, { id: c.id, title: titles(c, 'title'), position: c.position });
  const paths = new Map<string, Map<number, string>>();
  for (const r of routes) {
    if (r.entity_id === null) continue;
    const k = `${r.view}:${r.lang}`;
    let m = paths.get(k);
    if (!m) paths.set(k, (m = new Map()));
    m.set(r.entity_id, r.path);
  }
  const syn = new Map<string, string[]>();
  for (const s of synonyms) {
    const a = syn.get(s.term);
    if (a) a.push(s.replacement);
    else syn.set(s.term, [s.replacement]);
  }

  await yieldToRequests();
  const categoryPosting = groupPostings(products.map((p, i) => [p.category_id, i] as [number, number]));
  const brandPosting = groupPostings(products.flatMap((p, i) => (p.brand_id ? [[p.brand_id, i] as [number, number]] : [])));

  // Campaign and parameter postings, read in pages to bound memory at 1M products.
  const campaignPairs: [number, number][] = [];
  const pcRows = await db.selectFrom('product_campaigns').select(['campaign_id', 'product_id']).execute();
  for (const r of pcRows) {
    const i = pos.get(r.product_id);
    if (i !== undefined && campaignMap.has(r.campaign_id)) campaignPairs.push([r.campaign_id, i]);
  }
  const campaignPosting = groupPostings(campaignPairs);

  const valueLists = new Map<number, number[]>();
  const valuesOfProduct: number[][] = Array.from({ length: n }, () => []);
  const PAGE = READ_PAGE * 4;
  for (let after = -1; ; ) {
    const rows = await db
      .selectFrom('product_parameters')
      .select(['product_id', 'value_id'])
      .where('product_id', '>', after)
      .orderBy('product_id')
      .orderBy('value_id')
      .limit(PAGE)
      .execute();
    if (!rows.length) break;
    const full = rows.length === PAGE;
    // A full page may end inside a product: leave that product for the next page.
    const cut = full ? rows[rows.length - 1]!.product_id : Infinity;
    for (const r of rows) {
      if (r.product_id >= cut) break;
      const i = pos.get(r.product_id);
      if (i === undefined) continue;
      const a = valueLists.get(r.value_id);
      if (a) a.push(i);
      else valueLists.set(r.value_id, [i]);
      valuesOfProduct[i]!.push(r.value_id);
    }
    if (!full) break;
    after = cut - 1;
    await yieldToRequests();
  }
  await yieldToRequests();
  const valuePosting = new Map<number, Int32Array>();
  for (const [k, a] of valueLists) valuePosting.set(k, Int32Array.from(a).sort());

  // Search vocabulary: strong = titles, brand, SKU; weak = the stored folded `search_text`, category path
  // titles and parameter values (token lists cached per category, brand and value).
  const cache = new Map<string, string[]>();
  const cached = (key: string, make: () => string[]) => {
    let v = cache.get(key);
    if (!v) cache.set(key, (v = make()));
    return v;
  };
  const catTokens = (id: number): string[] =>
    cached(`c${id}`, () => {
      const out: string[] = [];
      for (let c = categories.get(id); c; c = c.parentId !== null ? categories.get(c.parentId) : undefined)
        out.push(...tokenize(c.title.az), ...tokenize(c.title.ru), ...tokenize(c.title.en));
      return out;
    });
  const builder = new SearchIndexBuilder();
  for (let i = 0; i < n; i++) {
    if (i % 1000 === 999) await yieldToRequests();
    const p = products[i]!;
    const titles = p.title_ru === p.title_az && p.title_en === p.title_az ? p.title_az : `${p.title_az} ${p.title_ru} ${p.title_en}`;
    builder.addStrong(i, tokenize(titles));
    builder.addStrong(i, tokenize(p.sku));
    if (p.brand_id) builder.addStrong(i, cached(`b${p.brand_id}`, () => tokenize(brandMap.get(p.brand_id!)?.title ?? '')));
    if (p.search_text) {
      // The stored text is already folded (category path and parameter values included by the writer).
      builder.addWeak(i, p.search_text.split(' '));
      continue;
    }
    builder.addWeak(i, catTokens(p.category_id));
    for (const v of valuesOfProduct[i]!)
      builder.addWeak(
        i,
        cached(`v${v}`, () => {
          const node = valueMap.get(v);
          return node ? [...tokenize(node.title.az), ...tokenize(node.title.ru), ...tokenize(node.title.en)] : [];
        }),
      );
  }
  await yieldToRequests();
  const search = await builder.build(syn, yieldToRequests);
  await yieldToRequests();

  const denseOf = (list: number[]) => new Map(list.map((id, k) => [id, k]));
  const brandIds = [...brandPosting.keys()];
  const brandD = denseOf(brandIds);
  const categoryIds = [...categoryPosting.keys()];
  const categoryD = denseOf(categoryIds);
  const valueIds = [...valuePosting.keys()];
  const valueD = denseOf(valueIds);
  const campaignIds = [...campaignPosting.keys()];
  const campaignD = denseOf(campaignIds);
  const brandOf = new Int32Array(n).fill(-1);
  const categoryOf = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    if (brand[i]) brandOf[i] = brandD.get(brand[i]!) ?? -1;
    categoryOf[i] = categoryD.get(category[i]!)!;
  }
  const csr = (lists: number[][], d: Map<number, number>) => {
    const off = new Int32Array(n + 1);
    let total = 0;
    for (let i = 0; i < n; i++) {
      off[i] = total;
      total += lists[i]!.length;
    }
    off[n] = total;
    const refs = new Int32Array(total);
    for (let i = 0, k = 0; i < n; i++) for (const v of lists[i]!) refs[k++] = d.get(v) ?? 0;
    return { off, refs };
  };
  const vcsr = csr(valuesOfProduct, valueD);
  const campaignsOfProduct: number[][] = Array.from({ length: n }, () => []);
  for (const [cid, i] of campaignPairs) campaignsOfProduct[i]!.push(cid);
  const ccsr = csr(campaignsOfProduct, campaignD);

  return {
    version,
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
    orderNew,
    orderPrice,
    orderPopular,
    categoryPosting,
    brandPosting,
    campaignPosting,
    valuePosting,
    categories,
    brands: brandMap,
    parameters,
    values: valueMap,
    paramsOfCategory,
    campaigns: campaignMap,
    paths,
    search,
    scratch: new Float32Array(n),
    dense: {
      brandOf,
      brandIds,
      categoryOf,
      categoryIds,
      valueOff: vcsr.off,
      valueRefs: vcsr.refs,
      valueIds,
      campaignOff: ccsr.off,
      campaignRefs: ccsr.refs,
      campaignIds,
      brandIndex: brandD,
      categoryIndex: categoryD,
      valueIndex: valueD,
      campaignIndex: campaignD,
    },
  };
}

export interface CatalogIndexOptions {
  /** how often a process checks the catalogue version; 0 = on every call, waiting for the rebuild */
  refreshMs?: number;
  log?: (msg: string) => void;
}

/** Holds the current snapshot and keeps it fresh. */
export class CatalogIndex {
  private snapshot: Snapshot | null = null;
  private building: Promise<Snapshot> | null = null;
  private lastCheck = 0;
  private checking = false;
  private readonly refreshMs: number;

  constructor(
    private readonly database: Database,
    private readonly opts: CatalogIndexOptions = {},
  ) {
    this.refreshMs = opts.refreshMs ?? 1000;
  }

  /** Builds now (boot warm-up). */
  async warm(): Promise<void> {
    await this.get();
  }

  private rebuild(): Promise<Snapshot> {
    if (!this.building) {
      const t0 = Date.now();
      this.building = buildSnapshot(this.database)
        .then((s) => {
          this.snapshot = s;
          this.opts.log?.(`catalogue index v${s.version}: ${s.n} products in ${Date.now() - t0} ms`);
          return s;
        })
        .finally(() => {
          this.building = null;
        });
    }
    return this.building;
  }

  async get(): Promise<Snapshot> {
    const current = this.snapshot;
    if (!current) return this.rebuild();
    const now = Date.now();
    if (this.refreshMs === 0) {
      const v = await readVersion(this.database.db as unknown as Kysely<CatalogDB>);
      return v !== current.version ? this.rebuild() : current;
    }
    if (now - this.lastCheck >= this.refreshMs && !this.checking && !this.building) {
      this.lastCheck = now;
      this.checking = true;
      readVersion(this.database.db as unknown as Kysely<CatalogDB>)
        .then((v) => {
          if (v !== this.snapshot?.version) void this.rebuild().catch((e: unknown) => this.opts.log?.(`catalogue index rebuild failed: ${String(e)}`));
        })
        .catch(() => undefined)
        .finally(() => {
          this.checking = false;
        });
    }
    return current;
  }
}
