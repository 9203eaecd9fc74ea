import type { Kysely } from 'kysely';
import type { Database } from '../../db/kysely.ts';
import type { DB } from '../../db/schema.ts';
import { FX, insertCatalogFixtures } from '../catalog/catalog.fixtures.ts';

const P = FX.product;

/** Catalogue fixtures plus what the cart needs: a gift, discounts, delivery places and promo codes. */
export async function insertCartFixtures(database: Database) {
  await insertCatalogFixtures(database);
  const { db } = database;
  await db.insertInto('product_gifts').values({ product_id: P.galaxy, gift_product_id: P.iron }).execute();
  await db.updateTable('products').set({ basket_discount: 2_000 }).where('id', '=', P.iphone).execute();
  await db.updateTable('products').set({ discount_items_count: 2 }).where('id', '=', P.redmi).execute();
  const t = (s: string) => ({ title_az: s, title_ru: s, title_en: s });
  await db
    .insertInto('cities')
    .values([
      { id: 1, slug: 'baku', ...t('Bakı'), delivery: 1, position: 0, free_delivery_threshold: 1 },
      { id: 2, slug: 'shaki', ...t('Şəki'), delivery: 1, position: 1, free_delivery_threshold: 0 },
      { id: 3, slug: 'gabala', ...t('Qəbələ'), delivery: 0, position: 2, free_delivery_threshold: 0 },
    ])
    .execute();
  await db
    .insertInto('districts')
    .values([
      { id: 1, city_id: 1, ...t('Nəsimi'), position: 0 },
      { id: 2, city_id: 2, ...t('Şəki şəhəri'), position: 0 },
      { id: 3, city_id: 3, ...t('Qəbələ şəhəri'), position: 0 },
    ])
    .execute();
  await db
    .insertInto('places')
    .values([
      { id: 1, district_id: 1, ...t('28 May'), position: 0, delivery_price: 0, one_day: 1 },
      { id: 2, district_id: 2, ...t('Mərkəz'), position: 0, delivery_price: 1_200, one_day: 0 },
      { id: 3, district_id: 3, ...t('Mərkəz'), position: 0, delivery_price: 1_200, one_day: 0 },
    ])
    .execute();
  const created = '2026-01-01T00:00:00.000Z';
  await db
    .insertInto('promo_codes')
    .values([
      {
        code: 'VOLT10',
        kind: 'percent',
        value: 10,
        min_total: 100_000,
        starts_at: null,
        ends_at: null,
        max_uses: null,
        per_mobile_limit: 1,
        created_at: created,
      },
      {
        code: 'SUMMER25',
        kind: 'percent',
        value: 25,
        min_total: 0,
        starts_at: null,
        ends_at: '2026-06-01T00:00:00.000Z',
        max_uses: null,
        per_mobile_limit: null,
        created_at: created,
      },
      {
        code: 'APPLE50',
        kind: 'amount',
        value: 5_000,
        min_total: 0,
        starts_at: null,
        ends_at: null,
        max_uses: null,
        per_mobile_limit: 1,
        created_at: created,
      },
    ])
    .execute();
  const apple = await db.selectFrom('promo_codes').select('id').where('code', '=', 'APPLE50').executeTakeFirstOrThrow();
  await db.insertInto('promo_code_brands').values({ promo_code_id: apple.id, brand_id: FX.brand.apple }).execute();
  await db
    .insertInto('promo_code_uses')
    .values({ promo_code_id: apple.id, mobile: '994505550000', order_id: null, created_at: created })
    .execute();
  await db
    .insertInto('branches')
    .values([
      {
        id: 1,
        city_id: 1,
        title_az: 'Gənclik filialı',
        title_ru: 'Филиал Гянджлик',
        title_en: 'Ganjlik branch',
        address_az: 'Fətəli xan Xoyski 111',
        address_ru: 'ул. Фатали хана Хойского 111',
        address_en: '111 Fatali Khan Khoyski St',
        mobiles: '["994125550101"]',
        lat: 40.4,
        lng: 49.85,
        position: 0,
      },
      {
        id: 2,
        city_id: 2,
        ...t('Şəki filialı'),
        address_az: 'M. F. Axundzadə 5',
        address_ru: 'пр. М. Ф. Ахундзаде 5',
        address_en: '5 M. F. Akhundzade Ave',
        mobiles: '["994245550202","994505550202"]',
        lat: 41.19,
        lng: 47.17,
        position: 0,
      },
    ])
    .execute();
  // the units sit at the Ganjlik branch (decision 0090): pickup there takes them, delivery finds the warehouse empty
  // and takes them from the branches in position order — products.stock, the sum, is what the fixtures inserted
  await stockAtBranch(db, 1);
}

/** Moves every product's warehouse units to `branchId`, which holds none yet (the sum stays). */
export async function stockAtBranch(db: Kysely<DB>, branchId: number): Promise<void> {
  await db
    .insertInto('product_stock')
    .columns(['product_id', 'branch_id', 'qty'])
    .expression((eb) =>
      eb
        .selectFrom('product_stock')
        .select(['product_id', eb.val(branchId).as('branch_id'), 'qty'])
        .where('branch_id', '=', 0),
    )
    .execute();
  await db.updateTable('product_stock').set({ qty: 0 }).where('branch_id', '=', 0).execute();
}
