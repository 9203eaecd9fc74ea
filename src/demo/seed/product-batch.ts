import { FAQ_SITE } from './data/content.ts';
import type { Cell, SeedContext } from './seed-context.ts';

/**
 * The rows of a batch of products, kept in memory and written together (multi-row INSERTs, `bulk.ts`), and the
 * next id of each table the products write. Ids are explicit and follow the generator's order, so the same seed
 * gives the same ids.
 */
export class ProductBatch {
  buf = newBuffers();
  readonly nextIds = { image: 1, video: 1, group: 1, faq: FAQ_SITE.length + 1, review: 1 };

  constructor(
    private readonly ctx: SeedContext,
    private readonly total: number,
    private readonly onProgress?: (done: number, total: number) => void,
  ) {}

  get size(): number {
    return this.buf.products.length;
  }

  /** writes the batch (and the routes gathered with it), then reports the last product id written */
  async flush(): Promise<void> {
    const w = this.ctx.w;
    const b = this.buf;
    await w.insert('products', PRODUCT_COLUMNS, b.products);
    await w.insert('product_images', ['id', 'product_id', 'position', 'source', 'with_pad'], b.images);
    await w.insert('product_videos', ['id', 'product_id', 'position', 'video_id'], b.videos);
    await w.insert('variant_groups', ['id', 'title_az', 'title_ru', 'title_en', 'type'], b.groups);
    await w.insert(
      'variant_group_items',
      ['group_id', 'product_id', 'position', 'color_code', 'value_az', 'value_ru', 'value_en'],
      b.groupItems,
    );
    await w.insert('product_parameters', ['product_id', 'parameter_id', 'value_id'], b.params);
    await w.insert('product_badges', ['product_id', 'badge_id'], b.badges);
    await w.insert('product_campaigns', ['campaign_id', 'product_id'], b.campaigns);
    await w.insert('product_gifts', ['product_id', 'gift_product_id'], b.gifts);
    await w.insert(
      'faq',
      [
        'id',
        'product_id',
        'position',
        'question_az',
        'question_ru',
        'question_en',
        'answer_az',
        'answer_ru',
        'answer_en',
      ],
      b.faq,
    );
    await w.insert(
      'reviews',
      ['id', 'product_id', 'full_name', 'email', 'rating', 'review', 'status', 'ip', 'created_at'],
      b.reviews,
    );
    await this.ctx.flushRoutes();
    const lastId = b.products.length ? Number(b.products[b.products.length - 1]![0]) : 0;
    this.buf = newBuffers();
    if (lastId) this.onProgress?.(lastId, this.total);
  }
}

const PRODUCT_COLUMNS = [
  'id',
  'sku',
  'category_id',
  'brand_id',
  'title_az',
  'title_ru',
  'title_en',
  'desc_az',
  'desc_ru',
  'desc_en',
  'content_az',
  'content_ru',
  'content_en',
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
  'color_code',
  'color_name_az',
  'color_name_ru',
  'color_name_en',
  'rating',
  'reviews_count',
  'popularity',
  'search_text',
  'active',
  'created_at',
  'updated_at',
];

function newBuffers() {
  return {
    products: [] as Cell[][],
    images: [] as Cell[][],
    videos: [] as Cell[][],
    groups: [] as Cell[][],
    groupItems: [] as Cell[][],
    params: [] as Cell[][],
    badges: [] as Cell[][],
    campaigns: [] as Cell[][],
    gifts: [] as Cell[][],
    faq: [] as Cell[][],
    reviews: [] as Cell[][],
  };
}
