import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';

type T = CreateTableBuilder<string, never>;

/** `id` as an auto-incrementing primary key in both engines. */
export function withId(t: T, dialect: 'sqlite' | 'postgres'): T {
  return dialect === 'postgres'
    ? t.addColumn('id', 'serial', (c) => c.primaryKey())
    : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

const nn = (c: ColumnDefinitionBuilder) => c.notNull();
const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
const empty = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

function i18n(t: T, base: string, required = true): T {
  for (const l of ['az', 'ru', 'en']) t = t.addColumn(`${base}_${l}`, 'text', required ? empty : (c) => c);
  return t;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  const create = (name: string) => withId(db.schema.createTable(name), dialect);

  await i18n(create('categories'), 'title')
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
    .addColumn('position', 'integer', zero)
    .addColumn('image', 'text')
    .addColumn('is_new', 'integer', zero)
    .addColumn('is_campaign', 'integer', zero)
    .addColumn('orange_star', 'integer', zero)
    .addColumn('march8', 'integer', zero)
    .addColumn('small_appliance', 'integer', zero)
    .addColumn('product_count', 'integer', zero)
    .execute();
  await db.schema.createIndex('categories_parent').on('categories').columns(['parent_id', 'position']).execute();

  await create('brands')
    .addColumn('title', 'text', nn)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('image', 'text')
    .addColumn('show_in_home', 'integer', zero)
    .addColumn('position', 'integer', zero)
    .execute();

  let products = i18n(create('products'), 'title');
  products = i18n(products, 'desc');
  products = i18n(products, 'content');
  products = i18n(products, 'color_name', false);
  await products
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('brand_id', 'integer', (c) => c.references('brands.id'))
    .addColumn('price', 'integer', nn)
    .addColumn('price_old', 'integer')
    .addColumn('stock', 'integer', zero)
    .addColumn('new_in', 'integer', zero)
    .addColumn('best_seller', 'integer', zero)
    .addColumn('orange_star', 'integer', zero)
    .addColumn('march8', 'integer', zero)
    .addColumn('sold', 'integer', zero)
    .addColumn('price_in_store', 'integer', zero)
    .addColumn('special_discount', 'integer', zero)
    .addColumn('discount_items_count', 'integer')
    .addColumn('discount_ends_at', 'text')
    .addColumn('cash_discount', 'integer')
    .addColumn('color_code', 'text')
    .addColumn('rating', 'real', zero)
    .addColumn('reviews_count', 'integer', zero)
    .addColumn('popularity', 'integer', zero)
    .addColumn('search_text', 'text', empty)
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', nn)
    .addColumn('updated_at', 'text', nn)
    .addCheckConstraint('products_price_nonneg', sql`price >= 0`)
    .addCheckConstraint('products_stock_nonneg', sql`stock >= 0`)
    .execute();
  await db.schema
    .createIndex('products_category')
    .on('products')
    .columns(['category_id', 'active', 'created_at'])
    .execute();
  await db.schema.createIndex('products_brand').on('products').columns(['brand_id']).execute();
  await db.schema.createIndex('products_price').on('products').columns(['price']).execute();
  await db.schema.createIndex('products_created').on('products').columns(['created_at']).execute();

  await create('product_images')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', zero)
    .addColumn('source', 'text', nn)
    .addColumn('with_pad', 'integer', zero)
    .execute();
  await db.schema
    .createIndex('product_images_product')
    .on('product_images')
    .columns(['product_id', 'position'])
    .execute();

  await create('product_videos')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', zero)
    .addColumn('video_id', 'text', nn)
    .execute();
  await db.schema.createIndex('product_videos_product').on('product_videos').columns(['product_id']).execute();

  await i18n(create('variant_groups'), 'title')
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('color'))
    .execute();
  await i18n(db.schema.createTable('variant_group_items'), 'value')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('variant_groups.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', zero)
    .addColumn('color_code', 'text')
    .addPrimaryKeyConstraint('variant_group_items_pk', ['group_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('variant_group_items_product')
    .on('variant_group_items')
    .columns(['product_id'])
    .execute();

  await i18n(create('parameters'), 'title')
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('checkbox'))
    .addColumn('position', 'integer', zero)
    .addColumn('is_filter', 'integer', zero)
    .addColumn('searchable', 'integer', zero)
    .addColumn('scrolled', 'integer', zero)
    .addColumn('comparable', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('parameter_categories')
    .addColumn('parameter_id', 'integer', (c) => c.notNull().references('parameters.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('parameter_categories_pk', ['parameter_id', 'category_id'])
    .execute();
  await i18n(create('parameter_values'), 'value')
    .addColumn('parameter_id', 'integer', (c) => c.notNull().references('parameters.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (c) => c.references('parameter_values.id').onDelete('cascade'))
    .addColumn('position', 'integer', zero)
    .addColumn('color_code', 'text')
    .execute();
  await db.schema
    .createIndex('parameter_values_parameter')
    .on('parameter_values')
    .columns(['parameter_id', 'position'])
    .execute();
  await db.schema
    .createTable('product_parameters')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('parameter_id', 'integer', (c) => c.notNull().references('parameters.id').onDelete('cascade'))
    .addColumn('value_id', 'integer', (c) => c.notNull().references('parameter_values.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_parameters_pk', ['product_id', 'value_id'])
    .execute();
  await db.schema
    .createIndex('product_parameters_value')
    .on('product_parameters')
    .columns(['value_id', 'product_id'])
    .execute();

  await i18n(create('badges'), 'name').addColumn('image', 'text', nn).execute();
  await db.schema
    .createTable('product_badges')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('badge_id', 'integer', (c) => c.notNull().references('badges.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_badges_pk', ['product_id', 'badge_id'])
    .execute();

  await i18n(i18n(create('campaigns'), 'title'), 'content')
    .addColumn('image', 'text')
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', zero)
    .execute();
  await db.schema
    .createTable('product_campaigns')
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_campaigns_pk', ['campaign_id', 'product_id'])
    .execute();
  await db.schema.createIndex('product_campaigns_product').on('product_campaigns').columns(['product_id']).execute();

  await db.schema
    .createTable('product_gifts')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('gift_product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_gifts_pk', ['product_id', 'gift_product_id'])
    .execute();

  await i18n(i18n(create('faq'), 'question'), 'answer')
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', zero)
    .execute();
  await db.schema.createIndex('faq_product').on('faq').columns(['product_id', 'position']).execute();

  await create('reviews')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('full_name', 'text', nn)
    .addColumn('email', 'text', nn)
    .addColumn('rating', 'integer', nn)
    .addColumn('review', 'text', nn)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', nn)
    .addCheckConstraint('reviews_rating_range', sql`rating BETWEEN 1 AND 5`)
    .execute();
  await db.schema
    .createIndex('reviews_product')
    .on('reviews')
    .columns(['product_id', 'status', 'created_at'])
    .execute();

  await create('routes')
    .addColumn('lang', 'text', nn)
    .addColumn('path', 'text', nn)
    .addColumn('view', 'text', nn)
    .addColumn('entity_id', 'integer')
    .addColumn('seo_title', 'text')
    .addColumn('seo_desc', 'text')
    .addColumn('seo_keywords', 'text')
    .execute();
  await db.schema.createIndex('routes_lang_path').on('routes').columns(['lang', 'path']).unique().execute();
  await db.schema.createIndex('routes_entity').on('routes').columns(['view', 'entity_id', 'lang']).execute();

  await i18n(create('menus'), 'title')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();
  await i18n(i18n(create('menu_items'), 'title'), 'url')
    .addColumn('menu_id', 'integer', (c) => c.notNull().references('menus.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (c) => c.references('menu_items.id').onDelete('cascade'))
    .addColumn('position', 'integer', zero)
    .execute();

  await i18n(create('cities'), 'title')
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('delivery', 'integer', zero)
    .addColumn('position', 'integer', zero)
    .execute();
  await i18n(create('districts'), 'title')
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id').onDelete('cascade'))
    .addColumn('position', 'integer', zero)
    .execute();
  await i18n(create('places'), 'title')
    .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id').onDelete('cascade'))
    .addColumn('position', 'integer', zero)
    .addColumn('delivery_price', 'integer', zero)
    .addColumn('one_day', 'integer', zero)
    .execute();
  await i18n(i18n(create('branches'), 'title'), 'address')
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
    .addColumn('mobiles', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('lat', 'real', nn)
    .addColumn('lng', 'real', nn)
    .addColumn('position', 'integer', zero)
    .execute();

  await i18n(create('banners'), 'title')
    .addColumn('kind', 'text', nn)
    .addColumn('position', 'integer', zero)
    .addColumn('image', 'text', nn)
    .addColumn('link', 'text', empty)
    .execute();
  await i18n(i18n(create('videos'), 'title'), 'desc')
    .addColumn('video_id', 'text', nn)
    .addColumn('start_time', 'integer', zero)
    .addColumn('position', 'integer', zero)
    .execute();
  await i18n(create('tags'), 'title').addColumn('url', 'text', nn).addColumn('position', 'integer', zero).execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', nn)
    .execute();
}
