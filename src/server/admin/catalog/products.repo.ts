import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, ProductTable } from '../../db/schema.ts';
import { LIMITED_MAX, OUT_OF_STOCK_MAX } from '../../../domain/stock.ts';
import { WAREHOUSE } from '../../../domain/branch-stock.ts';

export type ProductRow = Selectable<ProductTable>;

/** A row of the admin product list. */
interface ProductListRow {
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
interface SqlListFilter {
  ids: number[] | null;
  categories: number[] | null;
  brand: number | null;
  active: 0 | 1 | null;
  stock: StockState | null;
  flags: string[];
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

  /**
   * Adds `delta` units (negative: takes them away) at one location — the online warehouse unless told (decision 0090)
   * — unless that takes the location below zero, and to the product's sum: the new sum, or null.
   */
  async addStock(id: number, delta: number, branchId: number = WAREHOUSE): Promise<number | null> {
    const at = await this.db
      .updateTable('product_stock')
      .set({ qty: sql<number>`qty + ${delta}` })
      .where('product_id', '=', id)
      .where('branch_id', '=', branchId)
      .where(sql<boolean>`qty + ${delta} >= 0`)
      .executeTakeFirst();
    if (Number(at.numUpdatedRows) !== 1) {
      // no row there yet: a branch that never held the product starts at the units added
      if (delta < 0) return null;
      const made = await this.db
        .insertInto('product_stock')
        .values({ product_id: id, branch_id: branchId, qty: delta })
        .onConflict((oc) => oc.columns(['product_id', 'branch_id']).doNothing())
        .returning('qty')
        .executeTakeFirst();
      if (!made) return null;
    }
    const r = await this.db
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '+', delta) }))
      .where('id', '=', id)
      .where((eb) => eb(eb('stock', '+', delta), '>=', 0))
      .returning('stock')
      .executeTakeFirst();
    return r ? r.stock : null;
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
    table: 'badges' | 'campaigns' | 'products' | 'variant_groups' | 'brands' | 'categories' | 'branches',
    ids: number[],
  ): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db.selectFrom(table).select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((r) => r.id));
  }

  /** Every branch (stock locations of the product form; decision 0090), in position order. */
  branches() {
    return this.db
      .selectFrom('branches')
      .select(['id', 'code', 'title_az', 'title_ru', 'title_en', 'active'])
      .orderBy('position')
      .orderBy('id')
      .execute();
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
    const [categories, brands, badges, campaigns, groups, parameters, values, paramCats, branches] = await Promise.all([
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
      this.branches(),
    ]);
    return { categories, brands, badges, campaigns, groups, parameters, values, paramCats, branches };
  }

  /** Gift choices: id and title of these products (the form shows the chosen ones by name). */
  async titles(ids: number[]): Promise<{ id: number; sku: string; title_az: string }[]> {
    if (!ids.length) return [];
    return this.db.selectFrom('products').select(['id', 'sku', 'title_az']).where('id', 'in', ids).execute();
  }
}
