import type { Kysely } from 'kysely';
import { withId } from './0001-catalog.ts';

/**
 * What the cart's pricing engine needs beyond the catalogue (CART-20, decision 0023):
 * - products: `basket_discount` (qəpik off each unit once in the basket, spec `discountInBasket`) and
 *   `same_category_percent` (percent off when the cart holds two paid units of the category,
 *   spec `discountCategoryTitle`);
 * - cities: `free_delivery_threshold` — Baku, Ganja and Mingachevir apply the FREE_DELIVERY_FROM rule;
 * - promo codes with an optional category/brand scope and their uses (per mobile, counted at checkout).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema.alterTable('products').addColumn('basket_discount', 'integer').execute();
  await db.schema.alterTable('products').addColumn('same_category_percent', 'integer').execute();
  await db.schema
    .alterTable('cities')
    .addColumn('free_delivery_threshold', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db.schema.createTable('promo_codes'), dialect)
    // upper-cased code, unique: codes are typed case-insensitively
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull()) // 'amount' | 'percent'
    .addColumn('value', 'integer', (c) => c.notNull()) // qəpik or whole percent
    .addColumn('min_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('max_uses', 'integer')
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('per_mobile_limit', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('promo_code_categories')
    .addColumn('promo_code_id', 'integer', (c) => c.notNull().references('promo_codes.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('promo_code_categories_pk', ['promo_code_id', 'category_id'])
    .execute();
  await db.schema
    .createTable('promo_code_brands')
    .addColumn('promo_code_id', 'integer', (c) => c.notNull().references('promo_codes.id').onDelete('cascade'))
    .addColumn('brand_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('promo_code_brands_pk', ['promo_code_id', 'brand_id'])
    .execute();
  await withId(db.schema.createTable('promo_code_uses'), dialect)
    .addColumn('promo_code_id', 'integer', (c) => c.notNull().references('promo_codes.id').onDelete('cascade'))
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('promo_code_uses_code_mobile')
    .on('promo_code_uses')
    .columns(['promo_code_id', 'mobile'])
    .execute();
}
