/** The header's search box: the best few products for typed text (GET /api/products/search). */
import type { QuickSearchItem, SuggestedBrand, SuggestedCategory } from '../../../domain/catalog.ts';
import type { Lang } from '../../../domain/i18n.ts';
import { foldText } from '../../../domain/text.ts';
import type { CatalogIndex } from './catalog.index.ts';
import type { CatalogRepo } from './catalog.repo.ts';
import { FLAG } from './catalog-nodes.ts';
import { searchBits } from './catalog-snapshot.ts';
import { col, productHref } from './catalog-text.ts';
import { suggestTaxonomy } from './quick-suggest.ts';
import { topK } from './search.ts';

const QUICK_SEARCH_MIN = 2;
const QUICK_SEARCH_MAX = 30;
const QUICK_SEARCH_LIMIT = 8;

export class QuickSearchService {
  constructor(
    private readonly index: CatalogIndex,
    private readonly repo: CatalogRepo,
  ) {}

  /** The categories and brands the text names (CAT-15, quick-suggest.ts); none for text out of bounds. */
  async suggest(lang: Lang, text: string): Promise<{ categories: SuggestedCategory[]; brands: SuggestedBrand[] }> {
    const t = text.trim();
    if (t.length < QUICK_SEARCH_MIN || t.length > QUICK_SEARCH_MAX || !foldText(t))
      return { categories: [], brands: [] };
    return suggestTaxonomy(await this.index.get(), lang, t);
  }

  /** Available products first, then by relevance and popularity; text out of bounds gives none. */
  async search(lang: Lang, text: string): Promise<QuickSearchItem[]> {
    const t = text.trim();
    if (t.length < QUICK_SEARCH_MIN || t.length > QUICK_SEARCH_MAX || !foldText(t)) return [];
    const s = await this.index.get();
    const { match } = searchBits(s, t);
    const unavailable = (k: number) => s.flags[match.idx[k]!]! & FLAG.unavailable;
    const best = topK(
      match.idx.keys(),
      QUICK_SEARCH_LIMIT,
      (a, b) =>
        unavailable(a) - unavailable(b) ||
        match.score[b]! - match.score[a]! ||
        s.popularity[match.idx[b]!]! - s.popularity[match.idx[a]!]!,
    );
    const ids = best.map((k) => s.ids[match.idx[k]!]!);
    if (!ids.length) return [];
    const [rows, images, paths] = await Promise.all([
      this.repo.productsByIds(ids),
      this.repo.images(ids),
      this.repo.productPaths(ids, lang),
    ]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const img = new Map<number, string>();
    for (const im of images) if (!img.has(im.product_id)) img.set(im.product_id, im.source);
    const path = new Map(paths.map((p) => [p.entity_id!, p.path]));
    const out: QuickSearchItem[] = [];
    for (const id of ids) {
      const r = byId.get(id);
      if (!r || !r.active) continue;
      out.push({
        id,
        title: col(r, 'title', lang),
        href: productHref(lang, id, path.get(id)),
        image: img.get(id) ?? null,
        price: r.price,
        priceInStore: r.price_in_store === 1,
      });
    }
    return out;
  }
}
