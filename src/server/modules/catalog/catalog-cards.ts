/**
 * Product cards (CAT-8) for listings, home lists, the product page and its carousels.
 * The product row (price, stock, flags) is read fresh on every call; the parts read from other tables
 * (images, badges, gift images, link) are cached per language and product.
 */
import type { ProductCard } from '../../../domain/catalog.ts';
import { LANGS, type Lang } from '../../../domain/i18n.ts';
import { discountPercent } from '../../../domain/money.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { Snapshot } from './catalog-snapshot.ts';
import type { CatalogRepo } from './catalog.repo.ts';
import { cardBadges, visibleBadges, type CardBadge, type FlagLabels } from './card-badges.ts';
import { col, entityHref, pick, productHref } from './catalog-text.ts';

const CARD_CACHE_MAX = 20_000;

interface CardParts {
  href: string;
  image: string | null;
  imageWithPad: boolean;
  outfit: string | null;
  outfitWithPad: boolean;
  badges: CardBadge[];
  giftImages: string[];
}

export interface CardReaderOptions {
  /** how long card parts are cached; 0 disables. Default 60 s */
  cardCacheMs?: number;
}

export class CardReader {
  private readonly cacheMs: number;
  private readonly cache = new Map<string, { version: number; at: number; parts: CardParts }>();
  private readonly labels: FlagLabels;

  constructor(
    private readonly repo: CatalogRepo,
    i18n: I18n,
    opts: CardReaderOptions = {},
  ) {
    this.cacheMs = opts.cardCacheMs ?? 60_000;
    const labels = {} as FlagLabels;
    for (const l of LANGS)
      labels[l] = { newIn: i18n.t(l, 'catalog.card.new'), bestSeller: i18n.t(l, 'catalog.card.bestSeller') };
    this.labels = labels;
  }

  /**
   * Full cards for product ids, in the given order; unknown or inactive ids are dropped (`inactive`: kept, for a
   * staff member's preview of an unpublished product, decision 0086).
   */
  async cards(lang: Lang, ids: number[], s: Snapshot, inactive = false): Promise<ProductCard[]> {
    if (!ids.length) return [];
    const [rows, parts] = await Promise.all([this.repo.productsByIds(ids), this.parts(lang, ids, s.version)]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const out: ProductCard[] = [];
    for (const id of ids) {
      const r = byId.get(id);
      const pt = parts.get(id);
      if (!r || (!r.active && !inactive) || !pt) continue;
      const brand = r.brand_id !== null ? s.brands.get(r.brand_id) : undefined;
      const cat = s.categories.get(r.category_id);
      const discount = discountPercent(r.price, r.price_old);
      const priceInStore = r.price_in_store === 1;
      const newIn = r.new_in === 1;
      const bestSeller = r.best_seller === 1;
      const categoryTitle = cat ? pick(cat.title, lang) : '';
      // the cart's discounts (decision 0023), from the same row: shown before the cart, never computed here
      const sameCategory =
        r.same_category_percent !== null && r.same_category_percent > 0 ? Math.min(100, r.same_category_percent) : null;
      out.push({
        id,
        title: col(r, 'title', lang),
        href: pt.href,
        image: pt.image,
        imageWithPad: pt.imageWithPad,
        outfit: pt.outfit,
        outfitWithPad: pt.outfitWithPad,
        // The card shows the product's own price, the one listings sort by (never its colour family's lowest).
        price: r.price,
        priceOld: r.price_old !== null && r.price_old > r.price ? r.price_old : null,
        discount,
        discountItemsCount: r.discount_items_count,
        discountEndsAt: r.discount_ends_at,
        cashDiscount: r.cash_discount,
        discountInBasket: r.basket_discount !== null && r.basket_discount > 0 ? r.basket_discount : null,
        discountCategoryTitle: sameCategory !== null ? categoryTitle : null,
        discountCategoryPercent: sameCategory,
        priceInStore,
        sold: r.sold === 1,
        bestSeller,
        newIn,
        orangeStar: r.orange_star === 1,
        specialDiscount: r.special_discount === 1,
        stock: r.stock,
        badges: visibleBadges(pt.badges, { newIn, bestSeller, discount: priceInStore ? 0 : discount }),
        giftImages: pt.giftImages,
        rating: Number(r.rating) || 0,
        reviewsCount: r.reviews_count,
        hasVariantPrice: false,
        minPrice: null,
        maxPrice: null,
        minPriceOld: null,
        maxPriceOld: null,
        brand: brand ? { title: brand.title, href: entityHref(s, 'Brand', brand.id, lang) } : null,
        category: { id: r.category_id, title: categoryTitle, href: entityHref(s, 'Category', r.category_id, lang) },
      });
    }
    return out;
  }

  /** Card parts per product, from the cache while the catalogue version holds and they are fresh. */
  private async parts(lang: Lang, ids: number[], version: number): Promise<Map<number, CardParts>> {
    const out = new Map<number, CardParts>();
    const now = Date.now();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = this.cacheMs > 0 ? this.cache.get(`${lang}:${id}`) : undefined;
      if (hit && hit.version === version && now - hit.at < this.cacheMs) out.set(id, hit.parts);
      else missing.push(id);
    }
    if (!missing.length) return out;
    const [images, badges, gifts, paths] = await Promise.all([
      this.repo.images(missing),
      this.repo.badges(missing),
      this.repo.gifts(missing),
      this.repo.productPaths(missing, lang),
    ]);
    const giftIds = [...new Set(gifts.map((g) => g.gift_id))];
    const giftImages = giftIds.length ? await this.repo.images(giftIds) : [];
    const firstImage = new Map<number, string>();
    for (const im of giftImages) if (!firstImage.has(im.product_id)) firstImage.set(im.product_id, im.source);
    const group = <T extends { product_id: number }>(rows: T[]) => {
      const m = new Map<number, T[]>();
      for (const r of rows) {
        const a = m.get(r.product_id);
        if (a) a.push(r);
        else m.set(r.product_id, [r]);
      }
      return m;
    };
    const imgs = group(images);
    const badgesOf = group(badges);
    const giftsOf = group(gifts);
    const path = new Map(paths.map((p) => [p.entity_id!, p.path]));
    for (const id of missing) {
      const im = imgs.get(id) ?? [];
      const parts: CardParts = {
        href: productHref(lang, id, path.get(id)),
        image: im[0]?.source ?? null,
        imageWithPad: im[0]?.with_pad === 1,
        outfit: im[1]?.source ?? null,
        outfitWithPad: im[1]?.with_pad === 1,
        badges: cardBadges(badgesOf.get(id) ?? [], lang, this.labels),
        giftImages: (giftsOf.get(id) ?? []).map((g) => firstImage.get(g.gift_id)).filter((x): x is string => !!x),
      };
      out.set(id, parts);
      if (this.cacheMs > 0) {
        if (this.cache.size >= CARD_CACHE_MAX) {
          const oldest = this.cache.keys().next().value;
          if (oldest !== undefined) this.cache.delete(oldest);
        }
        this.cache.set(`${lang}:${id}`, { version, at: now, parts });
      }
    }
    return out;
  }
}
