import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * What the in-process catalogue index reads (decisions 0004, 0020): the catalogue's metadata tables, the
 * listing columns of active products with their parameter values and campaigns, and the change feed of
 * migration 0009. Reads come in bounded pages: on SQLite each query holds the event loop while it runs.
 */

const PRODUCT_COLUMNS = [
  'id',
  'category_id',
  'brand_id',
  'price',
  'price_old',
  'stock',
  'sold',
  'new_in',
  'best_seller',
  'orange_star',
  'march8',
  'popularity',
  'created_at',
  'sku',
  'title_az',
  'title_ru',
  'title_en',
  'search_text',
] as const;

export type IndexProductRow = Pick<DB['products'], Exclude<(typeof PRODUCT_COLUMNS)[number], 'id'>> & { id: number };

export interface IndexMetaRows {
  categories: {
    id: number;
    parent_id: number | null;
    position: number;
    title_az: string;
    title_ru: string;
    title_en: string;
    image: string | null;
    small_appliance: number;
    is_new: number;
    is_campaign: number;
  }[];
  brands: { id: number; title: string; slug: string; image: string | null; show_in_home: number; position: number }[];
  parameters: {
    id: number;
    title_az: string;
    title_ru: string;
    title_en: string;
    type: string;
    position: number;
    is_filter: number;
    scrolled: number;
    searchable: number;
  }[];
  parameterCategories: { parameter_id: number; category_id: number }[];
  values: {
    id: number;
    parameter_id: number;
    parent_id: number | null;
    position: number;
    value_az: string;
    value_ru: string;
    value_en: string;
    color_code: string | null;
  }[];
  campaigns: { id: number; title_az: string; title_ru: string; title_en: string; position: number; active: number }[];
  routes: { view: string; lang: string; entity_id: number | null; path: string }[];
  synonyms: { term: string; replacement: string }[];
}

export interface CatalogState {
  version: number;
  epoch: string;
}

export interface ChangeRow {
  kind: string;
  entity_id: number;
  seq: number;
}

export class CatalogIndexRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** The feed position (version) and the database's epoch; one indexed row. */
  async state(): Promise<CatalogState> {
    const r = await this.db
      .selectFrom('catalog_state')
      .select(['version', 'epoch'])
      .where('id', '=', 1)
      .executeTakeFirst();
    return { version: Number(r?.version ?? 0), epoch: r?.epoch ?? '' };
  }

  /** Every metadata table the index holds whole (small: categories, brands, parameters, campaigns, paths, synonyms). */
  async meta(): Promise<IndexMetaRows> {
    const db = this.db;
    const [categories, brands, parameters, parameterCategories, values, campaigns, routes, synonyms] =
      await Promise.all([
        db
          .selectFrom('categories')
          .select([
            'id',
            'parent_id',
            'position',
            'title_az',
            'title_ru',
            'title_en',
            'image',
            'small_appliance',
            'is_new',
            'is_campaign',
          ])
          .orderBy('id')
          .execute(),
        db
          .selectFrom('brands')
          .select(['id', 'title', 'slug', 'image', 'show_in_home', 'position'])
          .orderBy('id')
          .execute(),
        db
          .selectFrom('parameters')
          .select(['id', 'title_az', 'title_ru', 'title_en', 'type', 'position', 'is_filter', 'scrolled', 'searchable'])
          .orderBy('id')
          .execute(),
        db
          .selectFrom('parameter_categories')
          .select(['parameter_id', 'category_id'])
          .orderBy('category_id')
          .orderBy('parameter_id')
          .execute(),
        db
          .selectFrom('parameter_values')
          .select(['id', 'parameter_id', 'parent_id', 'position', 'value_az', 'value_ru', 'value_en', 'color_code'])
          .orderBy('id')
          .execute(),
        db
          .selectFrom('campaigns')
          .select(['id', 'title_az', 'title_ru', 'title_en', 'position', 'active'])
          .orderBy('id')
          .execute(),
        db
          .selectFrom('routes')
          .select(['view', 'lang', 'entity_id', 'path'])
          .where('view', 'in', ['Category', 'Brand', 'Campaign'])
          .orderBy('id')
          .execute(),
        db
          .selectFrom('search_synonyms')
          .select(['term', 'replacement'])
          .orderBy('term')
          .orderBy('replacement')
          .execute(),
      ]);
    return { categories, brands, parameters, parameterCategories, values, campaigns, routes, synonyms };
  }

  /** Active products with id > `afterId`, by id. */
  productsAfter(afterId: number, limit: number): Promise<IndexProductRow[]> {
    return this.db
      .selectFrom('products')
      .select(PRODUCT_COLUMNS)
      .where('active', '=', 1)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** The active ones among `ids`. */
  productsByIds(ids: readonly number[]): Promise<IndexProductRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .selectFrom('products')
      .select(PRODUCT_COLUMNS)
      .where('active', '=', 1)
      .where('id', 'in', [...ids])
      .orderBy('id')
      .execute();
  }

  /** Product parameter values with `afterProductId` < product id ≤ `upToProductId`, by product then value (one page of products). */
  valuesBetween(afterProductId: number, upToProductId: number): Promise<{ product_id: number; value_id: number }[]> {
    return this.db
      .selectFrom('product_parameters')
      .select(['product_id', 'value_id'])
      .where('product_id', '>', afterProductId)
      .where('product_id', '<=', upToProductId)
      .orderBy('product_id')
      .orderBy('value_id')
      .execute();
  }

  valuesOf(productIds: readonly number[]): Promise<{ product_id: number; value_id: number }[]> {
    if (!productIds.length) return Promise.resolve([]);
    return this.db
      .selectFrom('product_parameters')
      .select(['product_id', 'value_id'])
      .where('product_id', 'in', [...productIds])
      .orderBy('product_id')
      .orderBy('value_id')
      .execute();
  }

  /** Every product–campaign link (a small table: campaigns hold a few percent of the products). */
  campaignLinks(): Promise<{ campaign_id: number; product_id: number }[]> {
    return this.db
      .selectFrom('product_campaigns')
      .select(['campaign_id', 'product_id'])
      .orderBy('product_id')
      .orderBy('campaign_id')
      .execute();
  }

  campaignLinksOf(productIds: readonly number[]): Promise<{ campaign_id: number; product_id: number }[]> {
    if (!productIds.length) return Promise.resolve([]);
    return this.db
      .selectFrom('product_campaigns')
      .select(['campaign_id', 'product_id'])
      .where('product_id', 'in', [...productIds])
      .orderBy('product_id')
      .orderBy('campaign_id')
      .execute();
  }

  /** Products linked to any of `campaignIds`. */
  async productsInCampaigns(campaignIds: readonly number[]): Promise<number[]> {
    if (!campaignIds.length) return [];
    const rows = await this.db
      .selectFrom('product_campaigns')
      .select('product_id')
      .distinct()
      .where('campaign_id', 'in', [...campaignIds])
      .execute();
    return rows.map((r) => r.product_id);
  }

  /** Feed rows with `after < seq ≤ upTo`, in (seq, kind, entity_id) order, starting after `from` (keyset paging). */
  changes(after: number, upTo: number, from: ChangeRow | null, limit: number): Promise<ChangeRow[]> {
    let q = this.db
      .selectFrom('catalog_changes')
      .select(['kind', 'entity_id', 'seq'])
      .where('seq', '>', after)
      .where('seq', '<=', upTo);
    if (from)
      q = q.where((eb) =>
        eb(eb.refTuple('seq', 'kind', 'entity_id'), '>', eb.tuple(from.seq, from.kind, from.entity_id)),
      );
    return q.orderBy('seq').orderBy('kind').orderBy('entity_id').limit(limit).execute();
  }

  /** The largest id of an active product (0 when none): a cheap check that a loaded index fits the database. */
  async newestActiveId(): Promise<number> {
    const r = await this.db
      .selectFrom('products')
      .select('id')
      .where('active', '=', 1)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return r?.id ?? 0;
  }
}
