import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, ProductTable } from '../../db/schema.ts';
import { LIMITED_MAX, OUT_OF_STOCK_MAX } from '../../../domain/stock.ts';

export type ProductRow = Selectable<ProductTable>;

/** A row of the admin product list. */
export interface ProductListRow {
  id: number;
  sku: string;
  title_az: string;
  title_ru: string;
  title_en: string;
  price: number;
  price_old: number | null;
  stock: number;
  active: number;
  updated_at: string;
  category_az: string | null;
  category_ru: string | null;
  category_en: string | null;
  brand: string | null;
  image: string | null;
  path: string | null;
}

export type StockState = 'out' | 'low' | 'in';
export type ProductSort = 'id' | 'price' | 'stock' | 'updated';

/** The list's filters as the repository applies them in SQL (the ones the finder cannot: stock, untracked flags). */
export interface SqlListFilter {
  ids: number[] | null;
  categories: number[] | null;
  brand: number | null;
  active: 0 | 1 | null;
  stock: StockState | null;
  flags: string[];
}

/** The parts of a product kept in other tables (what the form edits besides the product row). */
export interface ProductLinks {
  images: { source: string; withPad: boolean }[];
  videos: string[];
  badges: number[];
  gifts: number[];
  campaigns: number[];
  parameters: Record<string, number[]>;
  faq: { question: Record<'az' | 'ru' | 'en', string>; answer: Record<'az' | 'ru' | 'en', string> }[];
  variantGroup: number | null;
}

export type ProductValues = Omit<
  ProductTable,
  'id' | 'rating' | 'reviews_count' | 'popularity' | 'search_text' | 'created_at' | 'sold'
> & { sold?: 0 | 1 };

const LIST_COLUMNS = [
  'products.id',
  'products.sku',
  'products.title_az',
  'products.title_ru',
  'products.title_en',
  'products.price',
  'products.price_old',
  'products.stock',
  'products.active',
  'products.updated_at',
  'categories.title_az as category_az',
  'categories.title_ru as category_ru',
  'categories.title_en as category_en',
  'brands.title as brand',
] as const;

/** `products` and its link tables for the back office. Takes any executor (the shared database or a transaction). */
export class AdminProductsRepo {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: 'sqlite' | 'postgres' = 'sqlite',
  ) {}

  /** The list rows of these ids (any order; the caller orders them). */
  async listRows(ids: number[]): Promise<ProductListRow[]> {
    if (!ids.length) return [];
    return this.db
      .selectFrom('products')
      .leftJoin('categories', 'categories.id', 'products.category_id')
      .leftJoin('brands', 'brands.id', 'products.brand_id')
      .select([
        ...LIST_COLUMNS,
        (eb) =>
          eb
            .selectFrom('product_images')
            .select('source')
            .whereRef('product_images.product_id', '=', 'products.id')
            .orderBy('position')
            .orderBy('id')
            .limit(1)
            .as('image'),
        // the az page, in the same round trip
        (eb) =>
          eb
            .selectFrom('routes')
            .select('path')
            .where('view', '=', 'Product')
            .where('lang', '=', 'az')
            .whereRef('routes.entity_id', '=', 'products.id')
            .limit(1)
            .as('path'),
      ])
      .where('products.id', 'in', ids)
      .execute();
  }

  /** The list in SQL: for the filters and sorts the finder does not hold (stock, updated, untracked flags). */
  async sqlList(
    f: SqlListFilter,
    sort: ProductSort,
    dir: 'asc' | 'desc',
    limit: number,
    offset: number,
    count = true,
  ): Promise<{ ids: number[]; total: number | null }> {
    const dialect = this.dialect;
    let s = this.db.selectFrom('products');
    if (f.ids) {
      const ids = f.ids;
      if (!ids.length) return { ids: [], total: 0 };
      s =
        dialect === 'postgres'
          ? s.where(sql<boolean>`products.id = ANY(${sql.val(ids)}::int[])`)
          : s.where(sql<boolean>`products.id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`);
    }
    if (f.categories) s = s.where('category_id', 'in', f.categories.length ? f.categories : [0]);
    if (f.brand !== null) s = f.brand === 0 ? s.where('brand_id', 'is', null) : s.where('brand_id', '=', f.brand);
    if (f.active !== null) s = s.where('active', '=', f.active);
    if (f.stock === 'out') s = s.where('stock', '<=', OUT_OF_STOCK_MAX);
    if (f.stock === 'low') s = s.where('stock', '>', OUT_OF_STOCK_MAX).where('stock', '<=', LIMITED_MAX);
    if (f.stock === 'in') s = s.where('stock', '>', LIMITED_MAX);
    for (const flag of f.flags) s = s.where(flag as 'new_in', '=', 1);
    const col = sort === 'updated' ? 'updated_at' : sort;
    const [rows, counted] = await Promise.all([
      s.select('id').orderBy(col, dir).orderBy('id', dir).limit(limit).offset(offset).execute(),
      count ? s.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow() : null,
    ]);
    return { ids: rows.map((r) => r.id), total: counted ? Number(counted.n) : null };
  }

  categoryTree(): Promise<{ id: number; parent_id: number | null }[]> {
    return this.db.selectFrom('categories').select(['id', 'parent_id']).execute();
  }

  byId(id: number): Promise<ProductRow | undefined> {
    return this.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async idBySku(sku: string): Promise<number | null> {
    const r = await this.db.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirst();
    return r?.id ?? null;
  }

  async links(id: number): Promise<ProductLinks> {
    const db = this.db;
    const [images, videos, badges, gifts, campaigns, params, faq, variant] = await Promise.all([
      db
        .selectFrom('product_images')
        .select(['source', 'with_pad'])
        .where('product_id', '=', id)
        .orderBy('position')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('product_videos')
        .select('video_id')
        .where('product_id', '=', id)
        .orderBy('position')
        .orderBy('id')
        .execute(),
      db.selectFrom('product_badges').select('badge_id').where('product_id', '=', id).orderBy('badge_id').execute(),
      db
        .selectFrom('product_gifts')
        .select('gift_product_id')
        .where('product_id', '=', id)
        .orderBy('gift_product_id')
        .execute(),
      db
        .selectFrom('product_campaigns')
        .select('campaign_id')
        .where('product_id', '=', id)
        .orderBy('campaign_id')
        .execute(),
      db
        .selectFrom('product_parameters')
        .select(['parameter_id', 'value_id'])
        .where('product_id', '=', id)
        .orderBy('parameter_id')
        .orderBy('value_id')
        .execute(),
      db.selectFrom('faq').selectAll().where('product_id', '=', id).orderBy('position').orderBy('id').execute(),
      db
        .selectFrom('variant_group_items')
        .select('group_id')
        .where('product_id', '=', id)
        .orderBy('group_id')
        .executeTakeFirst(),
    ]);
    const parameters: Record<string, number[]> = {};
    for (const p of params) (parameters[String(p.parameter_id)] ??= []).push(p.value_id);
    return {
      images: images.map((i) => ({ source: i.source, withPad: i.with_pad === 1 })),
      videos: videos.map((v) => v.video_id),
      badges: badges.map((b) => b.badge_id),
      gifts: gifts.map((g) => g.gift_product_id),
      campaigns: campaigns.map((c) => c.campaign_id),
      parameters,
      faq: faq.map((f) => ({
        question: { az: f.question_az, ru: f.question_ru, en: f.question_en },
        answer: { az: f.answer_az, ru: f.answer_ru, en: f.answer_en },
      })),
      variantGroup: variant?.group_id ?? null,
    };
  }

  async insert(v: ProductValues & { created_at: string }): Promise<number> {
    const row = await this.db
      .insertInto('products')
      .values({ ...v, sold: v.sold ?? 0, rating: 0, reviews_count: 0, popularity: 0, search_text: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, v: Partial<ProductValues>): Promise<void> {
    await this.db.updateTable('products').set(v).where('id', '=', id).execute();
  }

  /** Adds `delta` units (negative: takes them away) unless that takes the stock below zero: the new stock, or null. */
  async addStock(id: number, delta: number): Promise<number | null> {
    const r = await this.db
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '+', delta) }))
      .where('id', '=', id)
      .where((eb) => eb(eb('stock', '+', delta), '>=', 0))
      .returning('stock')
      .executeTakeFirst();
    return r ? r.stock : null;
  }

  /** Replaces the product's link rows with these (only the kinds that differ are rewritten). */
  async setLinks(
    id: number,
    next: ProductLinks,
    before: ProductLinks | null,
    product: { colorCode: string | null; colorNames: Record<'az' | 'ru' | 'en', string> },
  ): Promise<void> {
    const db = this.db;
    const same = (k: keyof ProductLinks) => before !== null && JSON.stringify(before[k]) === JSON.stringify(next[k]);
    if (!same('images')) {
      await db.deleteFrom('product_images').where('product_id', '=', id).execute();
      if (next.images.length)
        await db
          .insertInto('product_images')
          .values(
            next.images.map((im, i) => ({
              product_id: id,
              position: i,
              source: im.source,
              with_pad: im.withPad ? 1 : 0,
            })),
          )
          .execute();
    }
    if (!same('videos')) {
      await db.deleteFrom('product_videos').where('product_id', '=', id).execute();
      if (next.videos.length)
        await db
          .insertInto('product_videos')
          .values(next.videos.map((v, i) => ({ product_id: id, position: i, video_id: v })))
          .execute();
    }
    if (!same('badges')) {
      await db.deleteFrom('product_badges').where('product_id', '=', id).execute();
      if (next.badges.length)
        await db
          .insertInto('product_badges')
          .values(next.badges.map((b) => ({ product_id: id, badge_id: b })))
          .execute();
    }
    if (!same('gifts')) {
      await db.deleteFrom('product_gifts').where('product_id', '=', id).execute();
      if (next.gifts.length)
        await db
          .insertInto('product_gifts')
          .values(next.gifts.map((g) => ({ product_id: id, gift_product_id: g })))
          .execute();
    }
    if (!same('campaigns')) {
      await db.deleteFrom('product_campaigns').where('product_id', '=', id).execute();
      if (next.campaigns.length)
        await db
          .insertInto('product_campaigns')
          .values(next.campaigns.map((c) => ({ product_id: id, campaign_id: c })))
          .execute();
    }
    if (!same('parameters')) {
      await db.deleteFrom('product_parameters').where('product_id', '=', id).execute();
      const rows = Object.entries(next.parameters).flatMap(([pid, values]) =>
        values.map((v) => ({ product_id: id, parameter_id: Number(pid), value_id: v })),
      );
      if (rows.length) await db.insertInto('product_parameters').values(rows).execute();
    }
    if (!same('faq')) {
      await db.deleteFrom('faq').where('product_id', '=', id).execute();
      if (next.faq.length)
        await db
          .insertInto('faq')
          .values(
            next.faq.map((f, i) => ({
              product_id: id,
              position: i,
              question_az: f.question.az,
              question_ru: f.question.ru,
              question_en: f.question.en,
              answer_az: f.answer.az,
              answer_ru: f.answer.ru,
              answer_en: f.answer.en,
            })),
          )
          .execute();
    }
    // the colour variant: one group per product; its item carries the product's colour (code and names)
    await db.deleteFrom('variant_group_items').where('product_id', '=', id).execute();
    if (next.variantGroup !== null) {
      const last = await db
        .selectFrom('variant_group_items')
        .select((eb) => eb.fn.max('position').as('p'))
        .where('group_id', '=', next.variantGroup)
        .executeTakeFirst();
      await db
        .insertInto('variant_group_items')
        .values({
          group_id: next.variantGroup,
          product_id: id,
          position: Number(last?.p ?? -1) + 1,
          color_code: product.colorCode,
          value_az: product.colorNames.az,
          value_ru: product.colorNames.ru,
          value_en: product.colorNames.en,
        })
        .execute();
    }
  }

  async hasOrders(id: number): Promise<boolean> {
    const r = await this.db
      .selectFrom('order_lines')
      .select('id')
      .where('product_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    return !!r;
  }

  /** The products among `ids` that exist, each with whether an order names it (what removing them would do). */
  async orderedAmong(ids: readonly number[]): Promise<{ id: number; ordered: boolean }[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .selectFrom('products')
      .select((eb) => [
        'products.id',
        eb
          .exists(
            eb
              .selectFrom('order_lines')
              .select('order_lines.id')
              .whereRef('order_lines.product_id', '=', 'products.id'),
          )
          .as('ordered'),
      ])
      .where('products.id', 'in', ids)
      .orderBy('products.id')
      .execute();
    return rows.map((r) => ({ id: r.id, ordered: !!r.ordered }));
  }

  async remove(id: number): Promise<void> {
    await this.db.deleteFrom('products').where('id', '=', id).execute();
  }

  /** Which of these ids exist (in the given table). */
  async existing(
    table: 'badges' | 'campaigns' | 'products' | 'variant_groups' | 'brands' | 'categories',
    ids: number[],
  ): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db.selectFrom(table).select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((r) => r.id));
  }

  /** parameter value id → its parameter, for these values. */
  async valueParameters(valueIds: number[]): Promise<Map<number, number>> {
    if (!valueIds.length) return new Map();
    const rows = await this.db
      .selectFrom('parameter_values')
      .select(['id', 'parameter_id'])
      .where('id', 'in', valueIds)
      .execute();
    return new Map(rows.map((r) => [r.id, r.parameter_id]));
  }

  /** Options of the form's selects: categories, brands, badges, campaigns, variant groups, parameters with values. */
  async options() {
    const db = this.db;
    const [categories, brands, badges, campaigns, groups, parameters, values, paramCats] = await Promise.all([
      db
        .selectFrom('categories')
        .select(['id', 'parent_id', 'position', 'title_az', 'title_ru', 'title_en'])
        .orderBy('position')
        .orderBy('id')
        .execute(),
      db.selectFrom('brands').select(['id', 'title']).orderBy('title').execute(),
      db.selectFrom('badges').select(['id', 'name_az', 'name_ru', 'name_en']).orderBy('id').execute(),
      db
        .selectFrom('campaigns')
        .select(['id', 'title_az', 'title_ru', 'title_en'])
        .orderBy('position')
        .orderBy('id')
        .execute(),
      db.selectFrom('variant_groups').select(['id', 'title_az', 'title_ru', 'title_en']).orderBy('id').execute(),
      db
        .selectFrom('parameters')
        .select(['id', 'title_az', 'title_ru', 'title_en'])
        .orderBy('position')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('parameter_values')
        .select(['id', 'parameter_id', 'value_az', 'value_ru', 'value_en'])
        .orderBy('parameter_id')
        .orderBy('position')
        .orderBy('id')
        .execute(),
      db.selectFrom('parameter_categories').select(['parameter_id', 'category_id']).execute(),
    ]);
    return { categories, brands, badges, campaigns, groups, parameters, values, paramCats };
  }

  /** Gift choices: id and title of these products (the form shows the chosen ones by name). */
  async titles(ids: number[]): Promise<{ id: number; sku: string; title_az: string }[]> {
    if (!ids.length) return [];
    return this.db.selectFrom('products').select(['id', 'sku', 'title_az']).where('id', 'in', ids).execute();
  }
}
