import type { Kysely } from 'kysely';
import { foldText } from '../../../domain/text.ts';
import type { DB } from '../../db/schema.ts';

/** Product flags the change feed of migration 0009 follows (so the finder can filter on them). */
export const FINDER_FLAGS = ['new_in', 'best_seller', 'orange_star', 'march8', 'sold'] as const;
export type FinderFlag = (typeof FINDER_FLAGS)[number];

interface FinderEntry {
  id: number;
  /** folded `sku title_az title_ru title_en` */
  text: string;
  category: number;
  brand: number;
  active: number;
  /** bit i = FINDER_FLAGS[i] */
  flags: number;
  price: number;
}

interface FinderQuery {
  q: string;
  categories: ReadonlySet<number> | null;
  /** 0: products without a brand */
  brand: number | null;
  active: 0 | 1 | null;
  flags: readonly FinderFlag[];
}

const PAGE = 5000;
const COLUMNS = [
  'id',
  'sku',
  'title_az',
  'title_ru',
  'title_en',
  'category_id',
  'brand_id',
  'active',
  'price',
  ...FINDER_FLAGS,
] as const;

type Row = Pick<DB['products'], Exclude<(typeof COLUMNS)[number], 'id'>> & { id: number };

function entry(r: Row): FinderEntry {
  let flags = 0;
  FINDER_FLAGS.forEach((f, i) => {
    if (r[f]) flags |= 1 << i;
  });
  return {
    id: r.id,
    text: foldText(`${r.sku} ${r.title_az} ${r.title_ru} ${r.title_en}`),
    category: r.category_id,
    brand: r.brand_id ?? 0,
    active: r.active,
    flags,
    price: r.price,
  };
}

/** Index of `id` in `list` (sorted by id), or -(insertion point) - 1. */
function find(list: FinderEntry[], id: number): number {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = list[mid]!.id;
    if (v === id) return mid;
    if (v < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -lo - 1;
}

/**
 * The back office's product search (PERF-14: the list "fast at 100,000 products"). A `LIKE '%…%'` over the wide
 * product rows reads the whole table (≈ 200 ms at 100,000 on SQLite), so each process keeps every product's sku,
 * titles (folded) and the columns the list filters on in memory — inactive products too, which the shop's index
 * leaves out — and matches and filters there in a few milliseconds; the page's rows are then read fresh by id.
 *
 * It stays current through the catalogue change feed (migration 0009, decision 0020): before each search one
 * indexed read of `catalog_state.version`; when it moved, the products recorded since are re-read. Every column held
 * here is one the feed watches (titles, sku, category, brand, active, price, the flags in FINDER_FLAGS); stock and
 * the other flags are not, and the list reads them from the database (`products.repo.ts`).
 */
export class ProductFinder {
  private list: FinderEntry[] = [];
  /** every entry's text joined by line feeds (folded text has none) and where each starts: one `indexOf` walks all */
  private joined: { text: string; starts: Int32Array } | null = null;
  private version = -1;
  private loading: Promise<void> | null = null;

  constructor(private readonly db: Kysely<DB>) {}

  /** Brings the entries up to the database's current version (one load, or the changes since the last call). */
  async refresh(): Promise<void> {
    while (this.loading) await this.loading;
    const state = await this.db.selectFrom('catalog_state').select('version').where('id', '=', 1).executeTakeFirst();
    const version = Number(state?.version ?? 0);
    if (version === this.version) return;
    this.loading = (this.version < 0 ? this.load(version) : this.apply(version)).finally(() => {
      this.loading = null;
    });
    await this.loading;
  }

  private async load(version: number): Promise<void> {
    const out: FinderEntry[] = [];
    for (let after = 0; ;) {
      const rows = await this.db
        .selectFrom('products')
        .select(COLUMNS)
        .where('id', '>', after)
        .orderBy('id')
        .limit(PAGE)
        .execute();
      for (const r of rows) out.push(entry(r));
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1]!.id;
      // a first load at 100,000 products takes a while: let requests through between pages
      await new Promise<void>((r) => setImmediate(r));
    }
    this.list = out;
    this.joined = null;
    this.version = version;
  }

  private async apply(version: number): Promise<void> {
    const changes = await this.db
      .selectFrom('catalog_changes')
      .select('entity_id')
      .where('kind', '=', 'product')
      .where('seq', '>', this.version)
      .execute();
    const ids = [...new Set(changes.map((c) => c.entity_id))];
    if (ids.length) this.joined = null;
    for (let i = 0; i < ids.length; i += 1000) {
      const chunk = ids.slice(i, i + 1000);
      const rows = await this.db.selectFrom('products').select(COLUMNS).where('id', 'in', chunk).execute();
      const found = new Map(rows.map((r) => [r.id, r]));
      for (const id of chunk) {
        const at = find(this.list, id);
        const row = found.get(id);
        if (row && at >= 0) this.list[at] = entry(row);
        else if (row) this.list.splice(-at - 1, 0, entry(row));
        else if (at >= 0) this.list.splice(at, 1);
      }
    }
    this.version = version;
  }

  /** Entries matching every word of `q` (folded, anywhere in sku or a title) and the filters, by id ascending. */
  async search(query: FinderQuery): Promise<FinderEntry[]> {
    await this.refresh();
    const words = foldText(query.q).split(' ').filter(Boolean);
    let mask = 0;
    for (const f of query.flags) mask |= 1 << FINDER_FLAGS.indexOf(f);
    const { categories, brand, active } = query;
    const passes = (e: FinderEntry) =>
      (!categories || categories.has(e.category)) &&
      (brand === null || e.brand === brand) &&
      (active === null || e.active === active) &&
      (e.flags & mask) === mask;
    const out: FinderEntry[] = [];
    if (!words.length || categories) {
      // a category keeps few entries: test its filter first, then the words
      for (const e of this.list) if (passes(e) && words.every((w) => e.text.includes(w))) out.push(e);
      return out;
    }
    // walk the occurrences of the longest word (the rarest, most likely) through the joined text, entry by entry
    const j = this.joinedText();
    const first = words.reduce((a, b) => (b.length > a.length ? b : a));
    const rest = words.filter((w) => w !== first);
    const { text, starts } = j;
    for (let pos = text.indexOf(first); pos >= 0;) {
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid]! <= pos) lo = mid;
        else hi = mid - 1;
      }
      const e = this.list[lo]!;
      if (passes(e) && rest.every((w) => e.text.includes(w))) out.push(e);
      const next = lo + 1 < starts.length ? starts[lo + 1]! : text.length;
      pos = text.indexOf(first, next);
    }
    return out;
  }

  private joinedText(): { text: string; starts: Int32Array } {
    if (this.joined) return this.joined;
    const starts = new Int32Array(this.list.length);
    let at = 0;
    this.list.forEach((e, i) => {
      starts[i] = at;
      at += e.text.length + 1;
    });
    this.joined = { text: this.list.map((e) => e.text).join('\n'), starts };
    return this.joined;
  }
}
