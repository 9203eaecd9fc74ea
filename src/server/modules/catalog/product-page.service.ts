/** The product page's data (PDP-1, PDP-7): the card, details, variants, reviews, carousels. */
import { fillFacts, type ContentFacts } from '../../../domain/content-facts.ts';
import { withoutTitleHeading } from '../../../domain/content.ts';
import type { BranchAvailability } from '../../../domain/branch-stock.ts';
import type { Crumb, ProductDetail, ReviewScore, VariantGroup } from '../../../domain/catalog.ts';
import { LANGS, type Lang } from '../../../domain/i18n.ts';
import { paymentRestriction, productPaymentTypes, type ShopPayments } from '../../../domain/product-payment.ts';
import { localePath } from '../../../domain/routes.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { CatalogIndex } from './catalog.index.ts';
import type { CatalogRepo } from './catalog.repo.ts';
import { ancestry } from './catalog-snapshot.ts';
import type { CardReader } from './catalog-cards.ts';
import { col, entityHref, pick, productHref } from './catalog-text.ts';
import { parseBlocks } from './editor-blocks.ts';
import { neighbours } from './product-neighbours.ts';

const LATEST_REVIEWS = 20;
/** `inOthersCart` counts the cart lines added within this many days (decision 0056). */
const IN_OTHERS_CART_DAYS = 7;
const DAY_MS = 86_400_000;

/** Without configuration (tools, tests): cash and card only, so no product is restricted. */
const NO_INSTALLMENTS: ShopPayments = { types: ['cash', 'card'], cards: {}, minAmount: 0 };

export class ProductPageService {
  constructor(
    private readonly index: CatalogIndex,
    private readonly repo: CatalogRepo,
    private readonly cards: CardReader,
    private readonly i18n: I18n,
    private readonly payments: ShopPayments = NO_INSTALLMENTS,
    /** the numbers the product's FAQ may state through placeholders (`domain/content-facts.ts`, from services.ts) */
    private readonly facts: ContentFacts = {},
    /** which active branches hold the product now, read per request (decision 0090; none without it: tools, tests) */
    private readonly availability: (lang: Lang, id: number) => Promise<BranchAvailability[]> = () =>
      Promise.resolve([]),
  ) {}

  /**
   * An active product's page; `notFound` for an unknown or inactive id. `viewerId`: the signed-in customer asking,
   * whose own cart `inOthersCart` leaves out. `preview`: an inactive product too, for a staff member (decision 0086).
   */
  async find(lang: Lang, id: number, viewerId: number | null = null, preview = false): Promise<Result<ProductDetail>> {
    const notFound = fail('notFound', 'catalog-api.productNotFound');
    if (!Number.isSafeInteger(id) || id <= 0) return notFound;
    const s = await this.index.get();
    const full = await this.repo.productFull(id);
    if (!full || (!full.active && !preview)) return notFound;
    const near = neighbours(s, full.id, full.category_id, full.brand_id, full.price);
    const since = new Date(Date.now() - IN_OTHERS_CART_DAYS * DAY_MS).toISOString();
    const [
      cards,
      images,
      videos,
      params,
      groups,
      giftRows,
      faq,
      scoreRows,
      reviews,
      routes,
      recommended,
      related,
      inOthersCart,
      availability,
    ] = await Promise.all([
      this.cards.cards(lang, [id], s, preview),
      this.repo.images([id]),
      this.repo.videos(id),
      this.repo.parameters(id),
      this.repo.variantGroups(id),
      this.repo.gifts([id]),
      this.repo.faq(id),
      this.repo.reviewScore(id),
      this.repo.latestReviews(id, LATEST_REVIEWS),
      this.repo.routesFor('Product', id),
      this.cards.cards(lang, near.recommended, s),
      this.cards.cards(lang, near.related, s),
      this.repo.inOthersCart(id, since, viewerId),
      this.availability(lang, id),
    ]);
    const card = cards[0];
    if (!card) return notFound;
    const giftCards = await this.cards.cards(
      lang,
      giftRows.map((g) => g.gift_id),
      s,
    );

    // parameters: one row per parameter, several values joined
    const paramMap = new Map<number, { id: number; title: string; values: string[] }>();
    for (const p of params) {
      const e = paramMap.get(p.id);
      const v = col(p, 'value', lang);
      if (e) e.values.push(v);
      else paramMap.set(p.id, { id: p.id, title: col(p, 'title', lang), values: [v] });
    }

    const variantProductIds = [...new Set(groups.map((g) => g.product_id))];
    const vpaths = new Map((await this.repo.productPaths(variantProductIds, lang)).map((p) => [p.entity_id!, p.path]));
    const variants: VariantGroup[] = [...new Set(groups.map((g) => g.group_id))].map((gid) => {
      const rows = groups.filter((g) => g.group_id === gid);
      const first = rows[0]!;
      return {
        type: first.type === 'color' ? 'color' : 'other',
        title: col(first, 'title', lang),
        products: rows.map((r) => ({
          id: r.product_id,
          href: productHref(lang, r.product_id, vpaths.get(r.product_id)),
          title: col({ title_az: r.p_title_az, title_ru: r.p_title_ru, title_en: r.p_title_en }, 'title', lang),
          colorName: col({ c_az: r.color_name_az, c_ru: r.color_name_ru, c_en: r.color_name_en }, 'c', lang) || null,
          colorCode: r.color_code ?? r.p_color_code,
          value: col(r, 'value', lang),
          current: r.product_id === id,
          sold: r.sold === 1,
        })),
      };
    });

    const path = ancestry(s, full.category_id);
    const categoryPath = path.map((c) => ({
      id: c.id,
      title: pick(c.title, lang),
      href: entityHref(s, 'Category', c.id, lang),
    }));
    const brand = full.brand_id !== null ? s.brands.get(full.brand_id) : undefined;
    const breadcrumbs: Crumb[] = categoryPath.map((c) => ({ title: c.title, href: c.href }));
    if (brand) breadcrumbs.push({ title: brand.title, href: entityHref(s, 'Brand', brand.id, lang) });
    breadcrumbs.push({ title: card.title, href: card.href });

    const counts = [5, 4, 3, 2, 1].map((grade) => ({
      grade,
      count: Number(scoreRows.find((r) => Number(r.rating) === grade)?.n ?? 0),
    }));
    const count = counts.reduce((a, c) => a + c.count, 0);
    const reviewScore: ReviewScore = {
      rating: count ? Math.round((counts.reduce((a, c) => a + c.grade * c.count, 0) / count) * 10) / 10 : 0,
      count,
      counts,
    };
    const alternates: ProductDetail['alternates'] = {};
    for (const l of LANGS) {
      const r = routes.find((x) => x.lang === l);
      if (r) alternates[l] = localePath(l, `/${r.path}`);
    }
    const own = routes.find((r) => r.lang === lang) ?? routes.find((r) => r.lang === 'az');
    const smallAppliance = path.some((c) => c.smallAppliance);
    const payable = { price: card.price, smallAppliance, buyable: !card.sold && !card.priceInStore && card.stock > 0 };
    const restriction = paymentRestriction(payable, this.payments);
    return ok({
      ...card,
      sku: full.sku,
      desc: col(full, 'desc', lang),
      content: withoutTitleHeading(parseBlocks(col(full, 'content', lang)), card.title),
      images: images.map((im) => ({ source: im.source, withPad: im.with_pad === 1 })),
      videos: videos.map((v) => ({ videoId: v.video_id })),
      parameters: [...paramMap.values()].map((p) => ({ id: p.id, title: p.title, value: p.values.join(', ') })),
      variants,
      gifts: giftCards.map((g) => ({ id: g.id, title: g.title, href: g.href, image: g.image })),
      faq: faq.map((f) => ({
        question: fillFacts(col(f, 'question', lang), this.facts),
        answer: fillFacts(col(f, 'answer', lang), this.facts),
      })),
      categoryPath,
      smallAppliance,
      // the social-proof line is for a product one can buy
      inOthersCart: payable.buyable ? inOthersCart : 0,
      paymentTypes: productPaymentTypes(payable, this.payments),
      paymentTypeMessage: restriction ? this.i18n.t(lang, `product.payment.${restriction}`) : null,
      breadcrumbs,
      availability,
      recommended,
      related,
      reviewScore,
      reviews: reviews.map((r) => ({
        id: r.id,
        fullName: r.full_name,
        rating: r.rating,
        review: r.review,
        createdAt: r.created_at,
      })),
      alternates,
      seo: { title: own?.seo_title ?? null, desc: own?.seo_desc ?? null, keywords: own?.seo_keywords ?? null },
    });
  }
}
