/**
 * The in-process catalogue index (decisions 0004, 0020): the holder of the current snapshot.
 *
 * Every app process holds a read-only snapshot of what listings filter, count and sort on (catalog-snapshot.ts);
 * listings are bitset algebra over it (bitset.ts), cards are then read from the database by id.
 * - Boot (`warm`): load the persisted index (`file`) and catch up through the change feed, else read and build
 *   it in full (catalog-index-build.ts) and persist it.
 * - Freshness: triggers (migration 0009) record every listing-relevant change in `catalog_changes` and bump
 *   `catalog_state.version`; at most every `refreshMs` a request triggers a check, and when the version
 *   moved the changed products are re-read and applied incrementally (catalog-index-refresh.ts,
 *   catalog-index-update.ts) in slices of a few milliseconds; queries keep using the previous snapshot until
 *   the next one is swapped in.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/kysely.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { CatalogIndexRepo } from './catalog-index.repo.ts';
import { buildSnapshot as buildFull } from './catalog-index-build.ts';
import { RefreshLoop, refreshSnapshot, type RefreshOptions } from './catalog-index-refresh.ts';
import { Slicer } from './catalog-index-slices.ts';
import { loadSnapshot, saveSnapshot } from './catalog-index-store.ts';
import type { Snapshot } from './catalog-snapshot.ts';

export interface CatalogIndexOptions {
  /** how often a process checks the catalogue version; 0 = on every call, waiting for the update (tests) */
  refreshMs?: number;
  log?: (msg: string) => void;
  /** where the index is persisted and loaded from at boot; unset: built at boot, never persisted */
  indexFile?: string;
  /** the longest stretch of index work between two yields while serving, ms (default 4) */
  sliceMs?: number;
  /** persist again when the index moved and this long has passed since the last save (default 10 min) */
  saveEveryMs?: number;
}

const SLICE_MS = 4;
/**
 * SQLite's page cache (KiB) while the boot builds the index in full: the build reads every product once, so its
 * pages are of no use afterwards, and at the default 64 MB they and the holes they leave behind in the heap kept the
 * process about 100 MB larger for its whole life (decision 0070); the cache returns to its size after the build.
 */
const BUILD_CACHE_KIB = 2048;

/** A full build as a running process does it next to requests: sliced, small pages (benchmarks, tools). */
export function buildSnapshot(database: Database, sliceMs = SLICE_MS): Promise<Snapshot> {
  return buildFull(new CatalogIndexRepo(database.db), { slicer: new Slicer(sliceMs), pageSize: 500 });
}

/** Holds the current snapshot and keeps it fresh. */
export class CatalogIndex {
  private snapshot: Snapshot | null = null;
  private starting: Promise<Snapshot> | null = null;
  private readonly repo: CatalogIndexRepo;
  private readonly loop: RefreshLoop;
  private readonly refresh: RefreshOptions;
  private saved = { version: -1, at: 0 };
  private saving: Promise<void> | null = null;

  private readonly opts: CatalogIndexOptions;

  constructor(
    private readonly connection: TransactionalConnection,
    opts: CatalogIndexOptions = {},
  ) {
    this.opts = { ...opts };
    this.repo = connection.shared.repo(CatalogIndexRepo);
    this.refresh = { slicer: new Slicer(opts.sliceMs ?? SLICE_MS), batch: 250, feedPage: 2000 };
    this.loop = new RefreshLoop(
      (prev) => refreshSnapshot(this.repo, prev, this.refresh),
      () => this.snapshot!,
      (s) => {
        this.snapshot = s;
        this.maybeSave();
      },
      { refreshMs: opts.refreshMs ?? 1000, log: (m) => this.opts.log?.(m) },
    );
  }

  /**
   * Loads or builds the index now (boot, before listening). `indexFile` and `log` given here apply from now
   * on (the boot passes them; services built elsewhere, e.g. in tests, neither persist nor log).
   */
  async warm(boot: Pick<CatalogIndexOptions, 'indexFile' | 'log'> = {}): Promise<void> {
    if (boot.indexFile) this.opts.indexFile = boot.indexFile;
    if (boot.log) this.opts.log = boot.log;
    await this.start();
  }

  /** The `catalog_state.version` the index holds now; null before it is loaded (the metrics' index lag). */
  get version(): number | null {
    return this.snapshot?.version ?? null;
  }

  async get(): Promise<Snapshot> {
    if (!this.snapshot) await this.start();
    return this.loop.tick();
  }

  /** Persists the current index (when `indexFile` is set) and waits for work under way; call at shutdown. */
  async close(): Promise<void> {
    await this.loop.idle();
    await this.saving;
    if (this.snapshot && this.opts.indexFile && this.saved.version !== this.snapshot.version)
      await this.save(new Slicer(Infinity));
  }

  private start(): Promise<Snapshot> {
    this.starting ??= this.load().then(
      (s) => {
        this.snapshot = s;
        return s;
      },
      (e: unknown) => {
        this.starting = null; // the next call tries again
        throw e;
      },
    );
    return this.starting;
  }

  /** Boot: the persisted index brought up to date, else a full build (unsliced: nothing is served yet). */
  private async load(): Promise<Snapshot> {
    const t0 = performance.now();
    const boot: RefreshOptions = { ...this.refresh, slicer: new Slicer(Infinity), batch: 1000 };
    const file = this.opts.indexFile;
    if (file) {
      const { epoch } = await this.repo.state();
      const loaded = await loadSnapshot(file, epoch).catch(() => null);
      if (loaded) {
        const t1 = performance.now();
        // far behind, this is a full build too
        const { snapshot, kind, products } = await this.withBuildCache(() =>
          refreshSnapshot(this.repo, loaded, { ...boot, rebuildAbove: Math.max(1000, loaded.n >> 2) }),
        );
        const newest = await this.repo.newestActiveId();
        if (newest === (snapshot.n ? snapshot.ids[snapshot.n - 1]! : 0)) {
          if (kind === 'rebuild') {
            this.opts.log?.(
              `catalogue index v${snapshot.version}: ${snapshot.n} products rebuilt in ${Math.round(performance.now() - t0)} ms (the file at ${file} was far behind)`,
            );
            await this.save(boot.slicer, snapshot);
          } else {
            this.opts.log?.(
              `catalogue index v${snapshot.version}: ${snapshot.n} products loaded from ${file} in ${Math.round(t1 - t0)} ms` +
                (kind === 'update'
                  ? `, ${products} changed products applied in ${Math.round(performance.now() - t1)} ms`
                  : ''),
            );
            this.saved = { version: loaded.version, at: Date.now() };
          }
          return snapshot;
        }
        this.opts.log?.(
          `catalogue index file ${file} does not match the database (its newest product is ${newest}, the index's another): rebuilding`,
        );
      }
    }
    const built = await this.withBuildCache(() => buildFull(this.repo, { slicer: boot.slicer, pageSize: 5000 }));
    this.opts.log?.(
      `catalogue index v${built.version}: ${built.n} products built in ${Math.round(performance.now() - t0)} ms`,
    );
    if (!file) return built;
    const t1 = performance.now();
    await this.save(boot.slicer, built);
    this.opts.log?.(`catalogue index saved to ${file} in ${Math.round(performance.now() - t1)} ms`);
    // The built snapshot is served as it is: its arrays are exact-length (decision 0070). Loading the copy just written
    // instead (as before) freed the built one's arrays of several MB each, and glibc then raises its threshold for
    // serving allocations by mmap to that size: the buffers of rendering and compression later came from its heaps and
    // stayed there, about 50 MB more after the bench:pages load than without the reload.
    return built;
  }

  /** Runs the boot's build or catch-up with SQLite's page cache at BUILD_CACHE_KIB, restoring its size after. */
  private async withBuildCache<T>(build: () => Promise<T>): Promise<T> {
    if (this.connection.dialect !== 'sqlite') return build();
    const db = this.connection.shared.executor;
    const before = (await sql<{ cache_size: number }>`PRAGMA cache_size`.execute(db)).rows[0]?.cache_size;
    if (typeof before !== 'number') return build();
    await sql.raw(`PRAGMA cache_size = -${BUILD_CACHE_KIB}`).execute(db);
    try {
      return await build();
    } finally {
      await sql.raw(`PRAGMA cache_size = ${before}`).execute(db);
    }
  }

  private async save(slicer: Slicer, s = this.snapshot): Promise<void> {
    const file = this.opts.indexFile;
    if (!file || !s) return;
    try {
      await saveSnapshot(s, file, slicer);
      this.saved = { version: s.version, at: Date.now() };
    } catch (e) {
      this.opts.log?.(`catalogue index not saved to ${file}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  /** Persists in the background (sliced) when the index moved and `saveEveryMs` has passed. */
  private maybeSave(): void {
    if (!this.opts.indexFile || this.saving || !this.snapshot) return;
    if (this.snapshot.version === this.saved.version || Date.now() - this.saved.at < (this.opts.saveEveryMs ?? 600_000))
      return;
    this.saving = this.save(new Slicer(this.opts.sliceMs ?? SLICE_MS)).finally(() => {
      this.saving = null;
    });
  }
}
