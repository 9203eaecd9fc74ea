import type { Kysely } from 'kysely';
import type { Database } from '../db/kysely.ts';
import type { PlanExpectation } from '../db/query-plans.ts';
import type { DB } from '../db/schema.ts';
import { CartRepo } from '../modules/cart/cart.repo.ts';
import { CatalogRepo } from '../modules/catalog/catalog.repo.ts';
import { ContentRepo } from '../modules/content/content.repo.ts';
import { MediaRepo } from '../modules/media/media.repo.ts';
import { RecentlyViewedRepo } from '../modules/recently-viewed/recently-viewed.repo.ts';
import { ReviewsRepo } from '../modules/reviews/reviews.repo.ts';
import { RoutingRepo } from '../modules/routing/routing.repo.ts';
import { SubscriptionsRepo } from '../modules/subscriptions/subscriptions.repo.ts';

/** Real rows of a seeded catalogue to look up. */
export interface Sample {
  productId: number;
  productPath: string;
  cardIds: number[];
  categoryIds: number[];
  imageKey: string;
  reviewId: number;
}

/** Picks a product with reviews, a variant group and parameters, and the rows around it. */
export async function pickSample(database: Database): Promise<Sample> {
  const { db } = database;
  const product = await db
    .selectFrom('products as p')
    .select('p.id')
    .where('p.reviews_count', '>', 0)
    .where('p.active', '=', 1)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('variant_group_items as v').select('v.product_id').whereRef('v.product_id', '=', 'p.id')),
    )
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('product_parameters as pp').select('pp.product_id').whereRef('pp.product_id', '=', 'p.id')),
    )
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  const id = product.id;
  const path = await db
    .selectFrom('routes')
    .select('path')
    .where('view', '=', 'Product')
    .where('entity_id', '=', id)
    .where('lang', '=', 'ru')
    .executeTakeFirstOrThrow();
  const cards = await db.selectFrom('products').select('id').where('id', '>=', id).orderBy('id').limit(24).execute();
  const cats = await db.selectFrom('categories').select('id').orderBy('id').limit(8).execute();
  const image = await db
    .selectFrom('product_images')
    .select('source')
    .where('product_id', '=', id)
    .executeTakeFirstOrThrow();
  const review = await db.selectFrom('reviews').select('id').where('product_id', '=', id).executeTakeFirstOrThrow();
  return {
    productId: id,
    productPath: path.path,
    cardIds: cards.map((c) => c.id),
    categoryIds: cats.map((c) => c.id),
    imageKey: image.source,
    reviewId: review.id,
  };
}

interface Repos {
  routing: RoutingRepo;
  cart: CartRepo;
  catalog: CatalogRepo;
  reviews: ReviewsRepo;
  media: MediaRepo;
  subscriptions: SubscriptionsRepo;
  content: ContentRepo;
  recentlyViewed: RecentlyViewedRepo;
}

export function reposOn(db: Kysely<DB>, dialect: Database['dialect']): Repos {
  return {
    routing: new RoutingRepo(db),
    cart: new CartRepo(db),
    catalog: new CatalogRepo(db),
    reviews: new ReviewsRepo(db, dialect),
    media: new MediaRepo(db),
    subscriptions: new SubscriptionsRepo(db, dialect),
    content: new ContentRepo(db),
    recentlyViewed: new RecentlyViewedRepo(db),
  };
}

export interface HotQuery extends PlanExpectation {
  name: string;
  run(r: Repos, s: Sample): Promise<unknown>;
}

const GROUP_ITEMS = ['pk', 'variant_group_items_group'];

/**
 * The lookups a page request (and a review or newsletter post) sends, by repository method, with the index
 * each table must be reached through. Listing, facet and search work runs on the in-process index instead.
 */
export const HOT_QUERIES: HotQuery[] = [
  // every page that is not a fixed route: routes/resolve.tsx → RoutingService.resolve
  {
    name: 'routing.findByPath',
    run: (r, s) => r.routing.findByPath(s.productPath),
    uses: { routes: ['routes_path_lang'] },
  },
  {
    name: 'routing.findForEntity',
    run: (r, s) => r.routing.findForEntity('Product', s.productId),
    uses: { routes: ['routes_entity'] },
  },
  {
    name: 'routing.pathsFor',
    run: (r, s) => r.routing.pathsFor('Category', s.categoryIds, 'en'),
    uses: { routes: ['routes_entity'] },
  },
  // cards (listings, home, search) and the product page
  { name: 'catalog.productsByIds', run: (r, s) => r.catalog.productsByIds(s.cardIds), uses: { products: ['pk'] } },
  { name: 'catalog.productFull', run: (r, s) => r.catalog.productFull(s.productId), uses: { products: ['pk'] } },
  {
    name: 'catalog.images',
    run: (r, s) => r.catalog.images(s.cardIds),
    uses: { product_images: ['product_images_product'] },
  },
  {
    name: 'catalog.badges',
    run: (r, s) => r.catalog.badges(s.cardIds),
    uses: { product_badges: ['pk'] },
    small: ['badges'],
  },
  {
    name: 'catalog.gifts',
    run: (r, s) => r.catalog.gifts(s.cardIds),
    uses: { product_gifts: ['pk', 'product_gifts_product'], products: ['pk'] },
  },
  {
    name: 'catalog.variantGroups',
    run: (r, s) => r.catalog.variantGroups(s.productId),
    uses: { mine: ['variant_group_items_product'], g: ['pk'], vi: GROUP_ITEMS, p: ['pk'] },
  },
  {
    name: 'catalog.videos',
    run: (r, s) => r.catalog.videos(s.productId),
    uses: { product_videos: ['product_videos_product'] },
  },
  {
    name: 'catalog.parameters',
    run: (r, s) => r.catalog.parameters(s.productId),
    uses: { pp: ['pk'] },
    small: ['p', 'v'],
  },
  { name: 'catalog.faq', run: (r, s) => r.catalog.faq(s.productId), uses: { faq: ['faq_product'] } },
  {
    name: 'catalog.reviewScore',
    run: (r, s) => r.catalog.reviewScore(s.productId),
    uses: { reviews: ['reviews_product'] },
  },
  {
    name: 'catalog.latestReviews',
    run: (r, s) => r.catalog.latestReviews(s.productId, 20),
    uses: { reviews: ['reviews_product'] },
  },
  {
    name: 'catalog.routesFor',
    run: (r, s) => r.catalog.routesFor('Product', s.productId),
    uses: { routes: ['routes_entity'] },
  },
  {
    name: 'catalog.productPaths',
    run: (r, s) => r.catalog.productPaths(s.cardIds, 'ru'),
    uses: { routes: ['routes_entity'] },
  },
  // the cart summary and checkout: the cart's products and their gifts (PERF-9: an OR with a subquery read them all)
  {
    name: 'cart.pricedProducts',
    run: (r, s) => r.cart.pricedProducts(s.cardIds, new Map()),
    uses: { p: ['pk'] },
  },
  // review and newsletter posts, image requests, the layout's settings
  {
    name: 'reviews.isActiveProduct',
    run: (r, s) => r.reviews.isActiveProduct(s.productId),
    uses: { products: ['pk'] },
  },
  {
    name: 'reviews.countFromIpSince',
    run: (r) => r.reviews.countFromIpSince('203.0.113.7', '2026-01-01T00:00:00.000Z'),
    uses: { reviews: ['reviews_ip_created'] },
  },
  { name: 'reviews.productOf', run: (r, s) => r.reviews.productOf(s.reviewId), uses: { reviews: ['pk'] } },
  {
    name: 'reviews.approvedScore',
    run: (r, s) => r.reviews.approvedScore(s.productId),
    uses: { reviews: ['reviews_product'] },
  },
  {
    name: 'media.isUsed',
    run: (r, s) => r.media.isUsed('p', s.imageKey),
    uses: { product_images: ['product_images_source'] },
  },
  {
    name: 'subscriptions.byEmail',
    run: (r) => r.subscriptions.byEmail('nigar@mail.az'),
    uses: { subscriptions: ['subscriptions_email_key'] },
  },
  { name: 'content.setting', run: (r) => r.content.setting('home_seo'), uses: { settings: ['pk'] } },
  // a signed-in customer's product page: the view recorded, the row read (decision 0081)
  {
    name: 'recentlyViewed.views',
    run: (r) => r.recentlyViewed.views(1, 16),
    uses: { recently_viewed: ['recently_viewed_user_time_idx', 'pk'] },
  },
  {
    name: 'recentlyViewed.activeIds',
    run: (r, s) => r.recentlyViewed.activeIds(s.cardIds.slice(0, 16)),
    uses: { products: ['pk'] },
  },
  {
    name: 'recentlyViewed.trim',
    run: (r) => r.recentlyViewed.trim(1, 16),
    uses: { recently_viewed: ['recently_viewed_user_time_idx', 'pk'] },
  },
];
