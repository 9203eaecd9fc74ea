import { LANGS } from '../../../domain/i18n.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { SitemapRepo } from './sitemap.repo.ts';
import { groupByEntity, sitemapIndex, urlset, type SitemapEntry } from './sitemap.ts';
import { bakuDay } from '../../../domain/dates.ts';

/** Paths every language has without a `routes` row: the home page and the local listing pages. */
const LOCAL_PAGES = ['', 'sale', 'newin', 'bestsellers', 'brands'];
const NOT_CONTENT = ['Product', 'Category', 'Brand'];
/** the backstop: what time alone changes (an article's publication, a vacancy's dates, a campaign's end) */
const CACHE_MS = 10 * 60_000;
/** how often a process asks the database whether what the sitemap lists changed */
const VERSION_CHECK_MS = 1_000;

interface SitemapDeps {
  /** the unit of work (db/unit-of-work.ts): the sitemap reads through its shared unit */
  connection: TransactionalConnection;
  /** URLs per products part (sitemaps allow 50,000; smaller parts are quicker to build and fetch); default 10,000 */
  partSize?: number;
  now?: () => Date;
  /** how often `sitemap_state.version` is read (default once a second) */
  versionCheckMs?: number;
}

/**
 * sitemap.xml (decision 0040): an index of parts — `products-<n>` (blocks of active products by id), `categories`,
 * `brands`, `content` (every other view plus the local pages) — each URL with its hreflang alternates. Built on
 * demand and kept per origin until what it lists changes: at most once a second a request compares
 * `sitemap_state.version` (bumped by triggers on paths and on what makes an entity answer a page, migration 0028)
 * with the one the kept parts were built at, so a product added through any process is listed by every process
 * within about a second (decision 0067). CACHE_MS is the backstop for what only time changes.
 */
export class SitemapService {
  /** each part with the version it was built at: one built while another process wrote is not kept past the next check */
  private readonly cache = new Map<string, { at: number; version: number | null; xml: string }>();
  private readonly now: () => Date;
  private version: { checkedAt: number; value: number | null; pending: Promise<void> | null } = {
    checkedAt: 0,
    value: null,
    pending: null,
  };

  private readonly partSize: number;

  constructor(private readonly deps: SitemapDeps) {
    this.now = deps.now ?? (() => new Date());
    this.partSize = deps.partSize ?? 10_000;
  }

  private get repo(): SitemapRepo {
    return this.deps.connection.shared.repo(SitemapRepo);
  }

  async index(origin: string): Promise<string> {
    return this.cached(`${origin} index`, async () => {
      const blocks = Math.ceil((await this.repo.activeProductCount()) / this.partSize);
      const parts = [
        ...Array.from({ length: blocks }, (_, i) => `products-${i + 1}`),
        'categories',
        'brands',
        'content',
      ];
      return sitemapIndex(parts.map((p) => `${origin}/sitemap-${p}.xml`));
    });
  }

  /** A part's XML, or null for a part that does not exist. */
  async part(origin: string, name: string): Promise<string | null> {
    const m = /^products-([1-9]\d{0,5})$/.exec(name);
    if (!m && !['categories', 'brands', 'content'].includes(name)) return null;
    const xml = await this.cached(`${origin} ${name}`, async () => {
      const entries = m
        ? await this.products(Number(m[1]) - 1)
        : name === 'content'
          ? await this.content()
          : groupByEntity(await this.repo.viewRoutes([name === 'categories' ? 'Category' : 'Brand']));
      return entries ? urlset(origin, entries) : '';
    });
    return xml || null;
  }

  private async products(block: number): Promise<SitemapEntry[] | null> {
    const range = await this.repo.productBlock(block, this.partSize);
    return range ? groupByEntity(await this.repo.productRoutes(range.from, range.to)) : null;
  }

  private async content(): Promise<SitemapEntry[]> {
    const now = this.now();
    const views = await this.repo.otherViews(NOT_CONTENT);
    const [rows, live] = await Promise.all([
      this.repo.viewRoutes(views),
      this.repo.liveIds(now.toISOString(), bakuDay(now)),
    ]);
    const shown = rows.filter((r) => {
      const set = live[r.view as keyof typeof live];
      return !set || r.entity_id === null || set.has(r.entity_id);
    });
    const local: SitemapEntry[] = LOCAL_PAGES.map((p) => ({ paths: Object.fromEntries(LANGS.map((l) => [l, p])) }));
    return [...local, ...groupByEntity(shown)];
  }

  /** Drops the kept parts when the version moved since the last check (one query a second at most). */
  private checkVersion(): Promise<void> {
    if (this.version.pending) return this.version.pending;
    if (Date.now() - this.version.checkedAt < (this.deps.versionCheckMs ?? VERSION_CHECK_MS)) return Promise.resolve();
    this.version.checkedAt = Date.now();
    const pending = this.repo
      .version()
      .then((v) => {
        if (this.version.value !== null && v !== this.version.value) this.cache.clear();
        this.version.value = v;
      })
      .catch((err: unknown) => {
        // not checked: the next request asks again (while the database is away each one fails, answered 503)
        this.version.checkedAt = 0;
        throw err;
      })
      .finally(() => {
        this.version.pending = null;
      });
    this.version.pending = pending;
    return pending;
  }

  private async cached(key: string, build: () => Promise<string>): Promise<string> {
    await this.checkVersion();
    const version = this.version.value;
    const hit = this.cache.get(key);
    const t = Date.now();
    if (hit && hit.version === version && t - hit.at < CACHE_MS) return hit.xml;
    const xml = await build();
    if (this.cache.size > 200) this.cache.clear();
    this.cache.set(key, { at: t, version, xml });
    return xml;
  }
}
