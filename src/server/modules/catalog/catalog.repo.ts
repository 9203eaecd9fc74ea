import type { Kysely } from 'kysely';
import type { Lang } from '../../../domain/i18n.ts';
import type { DB } from '../../db/schema.ts';

/** Catalogue reads by id (cards, detail, home blocks). Rules live in the service. */
export class CatalogRepo {
  constructor(private readonly db: Kysely<DB>) {}

  productsByIds(ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .selectFrom('products')
      .select([
        'id',
        'sku',
        'title_az',
        'title_ru',
        'title_en',
        'category_id',
        'brand_id',
        'price',
        'price_old',
        'stock',
        'new_in',
        'best_seller',
        'orange_star',
        'march8',
        'sold',
        'price_in_store',
        'special_discount',
        'discount_items_count',
        'discount_ends_at',
        'cash_discount',
        'basket_discount',
        'same_category_percent',
        'color_code',
        'color_name_az',
        'color_name_ru',
        'color_name_en',
        'rating',
        'reviews_count',
        'active',
      ])
      .where('id', 'in', ids)
      .execute();
  }

  productFull(id: number) {
    return this.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  }

  images(ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .selectFrom('product_images')
      .select(['product_id', 'source', 'with_pad', 'position'])
      .where('product_id', 'in', ids)
      .orderBy('product_id')
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  badges(ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .selectFrom('product_badges')
      .innerJoin('badges', 'badges.id', 'product_badges.badge_id')
      .select([
        'product_badges.product_id',
        'badges.id',
        'badges.name_az',
        'badges.name_ru',
        'badges.name_en',
        'badges.image',
      ])
      .where('product_badges.product_id', 'in', ids)
      .orderBy('badges.id')
      .execute();
  }

  gifts(ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .selectFrom('product_gifts')
      .innerJoin('products', 'products.id', 'product_gifts.gift_product_id')
      .select([
        'product_gifts.product_id',
        'products.id as gift_id',
        'products.title_az',
        'products.title_ru',
        'products.title_en',
      ])
      .where('product_gifts.product_id', 'in', ids)
      .where('products.active', '=', 1)
      .orderBy('products.id')
      .execute();
  }

  variantGroups(productId: number) {
    return this.db
      .selectFrom('variant_group_items as mine')
      .innerJoin('variant_groups as g', 'g.id', 'mine.group_id')
      .innerJoin('variant_group_items as vi', 'vi.group_id', 'mine.group_id')
      .innerJoin('products as p', 'p.id', 'vi.product_id')
      .select([
        'g.id as group_id',
        'g.type',
        'g.title_az',
        'g.title_ru',
        'g.title_en',
        'vi.product_id',
        'vi.position',
        'vi.color_code',
        'vi.value_az',
        'vi.value_ru',
        'vi.value_en',
        'p.title_az as p_title_az',
        'p.title_ru as p_title_ru',
        'p.title_en as p_title_en',
        'p.color_name_az',
        'p.color_name_ru',
        'p.color_name_en',
        'p.color_code as p_color_code',
        'p.sold',
        'p.stock',
      ])
      .where('mine.product_id', '=', productId)
      .where('p.active', '=', 1)
      .orderBy('g.id')
      .orderBy('vi.position')
      .orderBy('vi.product_id')
      .execute();
  }

  videos(productId: number) {
    return this.db
      .selectFrom('product_videos')
      .select(['video_id'])
      .where('product_id', '=', productId)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  parameters(productId: number) {
    return this.db
      .selectFrom('product_parameters as pp')
      .innerJoin('parameters as p', 'p.id', 'pp.parameter_id')
      .innerJoin('parameter_values as v', 'v.id', 'pp.value_id')
      .select([
        'p.id',
        'p.title_az',
        'p.title_ru',
        'p.title_en',
        'p.position',
        'v.value_az',
        'v.value_ru',
        'v.value_en',
        'v.position as vpos',
      ])
      .where('pp.product_id', '=', productId)
      .orderBy('p.position')
      .orderBy('p.id')
      .orderBy('v.position')
      .execute();
  }

  faq(productId: number) {
    return this.db
      .selectFrom('faq')
      .selectAll()
      .where('product_id', '=', productId)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  reviewScore(productId: number) {
    return this.db
      .selectFrom('reviews')
      .select(['rating', (eb) => eb.fn.countAll<number>().as('n')])
      .where('product_id', '=', productId)
      .where('status', '=', 'approved')
      .groupBy('rating')
      .execute();
  }

  latestReviews(productId: number, limit: number) {
    return this.db
      .selectFrom('reviews')
      .select(['id', 'full_name', 'rating', 'review', 'created_at'])
      .where('product_id', '=', productId)
      .where('status', '=', 'approved')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  routesFor(view: string, id: number) {
    return this.db.selectFrom('routes').selectAll().where('view', '=', view).where('entity_id', '=', id).execute();
  }

  banners() {
    return this.db.selectFrom('banners').selectAll().orderBy('kind').orderBy('position').orderBy('id').execute();
  }

  homeVideos() {
    return this.db.selectFrom('videos').selectAll().orderBy('position').orderBy('id').execute();
  }

  campaign(id: number) {
    return this.db.selectFrom('campaigns').selectAll().where('id', '=', id).where('active', '=', 1).executeTakeFirst();
  }

  /**
   * How many customers other than `exceptUser` have `productId` in their cart on a line added since `since`: one range
   * of the index `user_list_items_cart_product` (list, product_id, created_at, user_id), read from the index alone.
   */
  async inOthersCart(productId: number, since: string, exceptUser: number | null): Promise<number> {
    const row = await this.inOthersCartQuery(productId, since, exceptUser).executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The statement of `inOthersCart` (its plan is tested). */
  inOthersCartQuery(productId: number, since: string, exceptUser: number | null) {
    const q = this.db
      .selectFrom('user_list_items')
      .select((eb) => eb.fn.count<number | string>('user_id').distinct().as('n'))
      .where('list', '=', 'cart')
      .where('product_id', '=', productId)
      .where('created_at', '>=', since);
    return exceptUser !== null ? q.where('user_id', '<>', exceptUser) : q;
  }

  productPaths(ids: number[], lang: Lang) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .selectFrom('routes')
      .select(['entity_id', 'path'])
      .where('view', '=', 'Product')
      .where('lang', '=', lang)
      .where('entity_id', 'in', ids)
      .execute();
  }
}
