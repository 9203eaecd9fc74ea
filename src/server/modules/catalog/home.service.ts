/** The home page's catalogue blocks (banners, videos, product lists, category slider, brands) and the brands page. */
import type { BrandView, HomeData } from '../../../domain/catalog.ts';
import type { Lang } from '../../../domain/i18n.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { CatalogIndex } from './catalog.index.ts';
import type { CatalogRepo } from './catalog.repo.ts';
import { FLAG } from './catalog-nodes.ts';
import { ancestry, type Snapshot } from './catalog-snapshot.ts';
import type { CardReader } from './catalog-cards.ts';
import { bannerHref, col, entityHref, pick } from './catalog-text.ts';

const HOME_LIST = 20;
/** images per category tile: the category's own, then its most popular available products' */
const TILE_IMAGES = 4;

export class HomeService {
  constructor(
    private readonly index: CatalogIndex,
    private readonly repo: CatalogRepo,
    private readonly cards: CardReader,
    private readonly i18n: I18n,
  ) {}

  async home(lang: Lang): Promise<HomeData> {
    const s = await this.index.get();
    const [banners, videos] = await Promise.all([this.repo.banners(), this.repo.homeVideos()]);
    const tops = [...s.categories.values()]
      .filter((c) => c.parentId === null)
      .sort((a, b) => a.position - b.position || a.id - b.id);
    const rootOf = new Map<number, number>();
    for (const c of s.categories.values()) rootOf.set(c.id, ancestry(s, c.id)[0]?.id ?? c.id);
    const counts = new Map<number, number>();
    for (let i = 0; i < s.n; i++) {
      const r = rootOf.get(s.category[i]!)!;
      counts.set(r, (counts.get(r) ?? 0) + 1);
    }
    const imageProducts = new Map<number, number[]>();
    for (let k = 0; k < s.orderPopular.length; k++) {
      const i = s.orderPopular[k]!;
      if (s.flags[i]! & FLAG.unavailable) continue;
      const r = rootOf.get(s.category[i]!)!;
      const a = imageProducts.get(r) ?? [];
      if (a.length < TILE_IMAGES) imageProducts.set(r, [...a, s.ids[i]!]);
    }
    const sliderCats = tops.filter((c) => (counts.get(c.id) ?? 0) > 0);
    const [newIn, sale, bestSellers, imgs] = await Promise.all([
      this.cards.cards(lang, firstWith(s, s.orderNew, FLAG.newIn, HOME_LIST), s),
      this.cards.cards(lang, firstWith(s, s.orderNew, FLAG.sale, HOME_LIST), s),
      this.cards.cards(lang, firstWith(s, s.orderPopular, FLAG.bestSeller, HOME_LIST), s),
      this.repo.images([...imageProducts.values()].flat()),
    ]);
    const firstImg = new Map<number, string>();
    for (const im of imgs) if (!firstImg.has(im.product_id)) firstImg.set(im.product_id, im.source);
    const brandList = [...s.brands.values()]
      .filter((b) => b.showInHome)
      .sort((a, b) => a.position - b.position || a.title.localeCompare(b.title));
    const banner = (b: (typeof banners)[number]) => ({
      image: b.image,
      title: col(b, 'title', lang),
      href: bannerHref(lang, b.link),
    });
    return {
      mainSlider: banners.filter((b) => b.kind === 'main').map(banner),
      doubleBanners: banners.filter((b) => b.kind === 'double').map(banner),
      videos: videos.map((v) => ({
        videoId: v.video_id,
        title: col(v, 'title', lang),
        desc: col(v, 'desc', lang),
        startTime: v.start_time,
      })),
      brands: brandList.map((b) => ({
        id: b.id,
        title: b.title,
        href: entityHref(s, 'Brand', b.id, lang),
        image: b.image,
      })),
      newIn,
      sale,
      bestSellers,
      categorySlider: sliderCats.map((c) => ({
        id: c.id,
        title: pick(c.title, lang),
        href: entityHref(s, 'Category', c.id, lang),
        images: [c.image, ...(imageProducts.get(c.id) ?? []).map((pid) => firstImg.get(pid))]
          .filter((x): x is string => !!x)
          .slice(0, TILE_IMAGES),
        tags: c.children
          .slice(0, 4)
          .map((ch) => ({ title: pick(s.categories.get(ch)!.title, lang), href: entityHref(s, 'Category', ch, lang) })),
        label: c.isNew
          ? this.i18n.t(lang, 'catalog-api.labels.new')
          : c.isCampaign
            ? this.i18n.t(lang, 'catalog-api.labels.campaign')
            : null,
      })),
    };
  }

  /** Every brand A–Z (the brands page). */
  async brands(lang: Lang): Promise<BrandView[]> {
    const s = await this.index.get();
    return [...s.brands.values()]
      .sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }))
      .map((b) => ({ id: b.id, title: b.title, href: entityHref(s, 'Brand', b.id, lang), image: b.image }));
  }
}

/** The first `limit` available product ids with `flag`, in a precomputed order of the index. */
function firstWith(s: Snapshot, order: Int32Array, flag: number, limit: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < order.length && out.length < limit; k++) {
    const i = order[k]!;
    if (s.flags[i]! & flag && !(s.flags[i]! & FLAG.unavailable)) out.push(s.ids[i]!);
  }
  return out;
}
