import { LANGS } from '../../../domain/i18n.ts';
import type { SitemapRepo } from './sitemap.repo.ts';
import { groupByEntity, sitemapIndex, urlset, type SitemapEntry } from './sitemap.ts';
import { bakuDay } from '../../../domain/dates.ts';

/** Paths every language has without a `routes` row: the home page and the local listing pages. */
const LOCAL_PAGES = ['', 'sale', 'newin', 'bestsellers', 'brands'];
const NOT_CONTENT = ['Product', 'Category', 'Brand'];
const CACHE_MS = 10 * 60_000;

export interface SitemapOptions {
  /** URLs per products part (sitemaps allow 50,000; smaller parts are quicker to build and fetch) */
  partSize: number;
  now?: () => Date;
}

/**
 * sitemap.xml (decision 0040): an index of parts — `products-<n>` (blocks of active products by id), `categories`,
 * `brands`, `content` (every other view plus the local pages) — each URL with its hreflang alternates. Built on
 * demand and kept 10 minutes per origin.
 */
export class SitemapService {
  private readonly cache = new Map<string, { at: number; xml: string }>();
  private readonly now: () => Date;

  constructor(
    private readonly repo: SitemapRepo,
    private readonly opts: SitemapOptions = { partSize: 10_000 },
  ) {
    this.now = opts.now ?? (() => new Date());
  }

  async index(origin: string): Promise<string> {
    return this.cached(`${origin} index`, async () => {
      const blocks = Math.ceil((await this.repo.activeProductCount()) / this.opts.partSize);
      const parts = [...Array.from({ length: blocks }, (_, i) => `products-${i + 1}`), 'categories', 'brands', 'content'];
      return sitemapIndex(parts.map((p) => `${origin}/sitemap-${p}.xml`));
    });
  }

  /** A part's XML, or null for a part that does not exist. */
  async part(origin: string, name: string): Promise<string | null> {
    const m = /^products-([1-9]\d{0,5})$/.exec(name);
    if (!m && !['categories', 'brands', 'content'].includes(name)) return null;
    const xml = await this.cached(`${origin} ${name}`, async () => {
      const entries = m ? await this.products(Number(m[1]) - 1) : name === 'content' ? await this.content() : groupByEntity(await this.repo.viewRoutes([name === 'categories' ? 'Category' : 'Brand']));
      return entries ? urlset(origin, entries) : '';
    });
    return xml || null;
  }

  private async products(block: number): Promise<SitemapEntry[] | null> {
    const range = await this.repo.productBlock(block, this.opts.partSize);
    return range ? groupByEntity(await this.repo.productRoutes(range.from, range.to)) : null;
  }

  private async content(): Promise<SitemapEntry[]> {
    const now = this.now();
    const views = await this.repo.otherViews(NOT_CONTENT);
    const [rows, live] = await Promise.all([this.repo.viewRoutes(views), this.repo.liveIds(now.toISOString(), bakuDay(now))]);
    const shown = rows.filter((r) => {
      const set = live[r.view as keyof typeof live];
      return !set || r.entity_id === null || set.has(r.entity_id);
    });
    const local: SitemapEntry[] = LOCAL_PAGES.map((p) => ({ paths: Object.fromEntries(LANGS.map((l) => [l, p])) }));
    return [...local, ...groupByEntity(shown)];
  }

  private async cached(key: string, build: () => Promise<string>): Promise<string> {
    const hit = this.cache.get(key);
    const t = Date.now();
    if (hit && t - hit.at < CACHE_MS) return hit.xml;
    const xml = await build();
    if (this.cache.size > 200) this.cache.clear();
    this.cache.set(key, { at: t, xml });
    return xml;
  }
}
