/**
 * The refresh loop's one step (decision 0020): read the catalogue version, and when it moved, read the
 * change feed since the snapshot's version, re-read the changed products (and the metadata when it changed),
 * and apply them incrementally. A database that is not the one the snapshot came from (another epoch, or a
 * version that went backwards) gets a full build instead. Everything runs in time slices.
 */
import type { CatalogIndexRepo, ChangeRow } from './catalog-index.repo.ts';
import { attach, buildSnapshot } from './catalog-index-build.ts';
import { buildMeta, type IndexMeta, type ProductInput } from './catalog-index-meta.ts';
import type { Slicer } from './catalog-index-slices.ts';
import { affectedByMeta, applyChanges } from './catalog-index-update.ts';
import type { Snapshot } from './catalog-snapshot.ts';

export interface RefreshOptions {
  slicer: Slicer;
  /** products read per query while catching up */
  batch: number;
  /** feed rows read per query */
  feedPage: number;
  /** more changed products than this: build in full instead (boot: a copy restored long ago, a reseed) */
  rebuildAbove?: number;
}

interface RefreshResult {
  snapshot: Snapshot;
  /** how: nothing moved, an incremental update (with the number of products re-read), or a full build */
  kind: 'current' | 'update' | 'rebuild';
  products: number;
}

/** The product ids and whether metadata changed, from the feed rows in (after, upTo]. */
async function readFeed(
  repo: CatalogIndexRepo,
  after: number,
  upTo: number,
  opts: RefreshOptions,
): Promise<{ productIds: Set<number>; meta: boolean }> {
  const productIds = new Set<number>();
  let meta = false;
  let from: ChangeRow | null = null;
  for (;;) {
    const rows = await repo.changes(after, upTo, from, opts.feedPage);
    for (const r of rows) {
      if (r.kind === 'product') productIds.add(r.entity_id);
      else meta = true;
    }
    if (rows.length < opts.feedPage) break;
    from = rows[rows.length - 1]!;
    await opts.slicer.yield();
  }
  return { productIds, meta };
}

/** The current state of `ids`: the input of each active one, null for the others. */
async function readProducts(
  repo: CatalogIndexRepo,
  ids: readonly number[],
  opts: RefreshOptions,
): Promise<Map<number, ProductInput | null>> {
  const out = new Map<number, ProductInput | null>();
  const sorted = [...ids].sort((a, b) => a - b);
  for (let start = 0; start < sorted.length; start += opts.batch) {
    const part = sorted.slice(start, start + opts.batch);
    const rows = await repo.productsByIds(part);
    const active = rows.map((r) => r.id);
    const [values, links] = await Promise.all([repo.valuesOf(active), repo.campaignLinksOf(active)]);
    for (const id of part) out.set(id, null);
    for (const p of await attach(rows, values, links, opts.slicer)) out.set(p.row.id, p);
    if (start + opts.batch < sorted.length) await opts.slicer.yield();
  }
  return out;
}

/** Brings `prev` up to the database's current version. */
export async function refreshSnapshot(
  repo: CatalogIndexRepo,
  prev: Snapshot,
  opts: RefreshOptions,
): Promise<RefreshResult> {
  const state = await repo.state();
  if (state.epoch !== prev.epoch || state.version < prev.version) {
    const snapshot = await buildSnapshot(repo, { slicer: opts.slicer, pageSize: opts.batch * 2 });
    return { snapshot, kind: 'rebuild', products: snapshot.n };
  }
  if (state.version === prev.version) return { snapshot: prev, kind: 'current', products: 0 };
  const feed = await readFeed(repo, prev.version, state.version, opts);
  if (opts.rebuildAbove !== undefined && feed.productIds.size > opts.rebuildAbove) {
    const snapshot = await buildSnapshot(repo, { slicer: opts.slicer, pageSize: opts.batch * 2 });
    return { snapshot, kind: 'rebuild', products: snapshot.n };
  }
  let meta: IndexMeta | null = null;
  if (feed.meta) {
    meta = buildMeta(await repo.meta());
    const affected = affectedByMeta(prev, meta);
    for (const id of affected.productIds) feed.productIds.add(id);
    for (const id of await repo.productsInCampaigns(affected.campaignIds)) feed.productIds.add(id);
  }
  const products = await readProducts(repo, [...feed.productIds], opts);
  const snapshot = await applyChanges(prev, { state, meta, products }, opts.slicer);
  return { snapshot, kind: 'update', products: products.size };
}

interface LoopOptions {
  /** how often the version is checked; 0 = on every `tick`, and the caller waits for the update */
  refreshMs: number;
  log?: (msg: string) => void;
}

/**
 * When to refresh: at most every `refreshMs`, driven by requests (`tick`), one refresh at a time; a failed
 * refresh is logged and retried at the next interval while the current snapshot keeps serving.
 */
export class RefreshLoop {
  private running: Promise<Snapshot> | null = null;
  private lastCheck = 0;

  constructor(
    private readonly step: (prev: Snapshot) => Promise<RefreshResult>,
    private readonly current: () => Snapshot,
    private readonly swap: (s: Snapshot) => void,
    private readonly opts: LoopOptions,
  ) {}

  /** Called on every read of the index; returns the snapshot to answer from. */
  async tick(): Promise<Snapshot> {
    if (this.opts.refreshMs === 0) return this.now();
    const now = Date.now();
    if (!this.running && now - this.lastCheck >= this.opts.refreshMs) {
      this.lastCheck = now;
      void this.run().catch(() => undefined);
    }
    return this.current();
  }

  /** Refreshes now and waits: after a refresh that is already under way, another one (it may predate the caller's write). */
  async now(): Promise<Snapshot> {
    while (this.running) await this.running.catch(() => undefined);
    return this.run();
  }

  private run(): Promise<Snapshot> {
    const t0 = performance.now();
    this.running = this.step(this.current())
      .then((r) => {
        if (r.kind !== 'current') {
          this.swap(r.snapshot);
          const ms = Math.round(performance.now() - t0);
          // updates are routine: only slow ones are worth a line
          if (r.kind === 'rebuild' || ms >= 1000) {
            const what = r.kind === 'rebuild' ? 'rebuilt' : `updated (${r.products} products)`;
            this.opts.log?.(`catalogue index v${r.snapshot.version} ${what} in ${ms} ms`);
          }
        }
        return r.snapshot;
      })
      .catch((e: unknown) => {
        this.opts.log?.(`catalogue index refresh failed: ${e instanceof Error ? e.message : String(e)}`);
        throw e;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Waits for a refresh under way, if any. */
  async idle(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined);
  }
}
