import { sql, type Kysely } from 'kysely';
import type { DB } from '../../server/db/schema.ts';

const DAY = 86_400_000;

/**
 * The demo store's selling rules (CART-23…CART-27, decision 0023), written after the catalogue: threshold cities,
 * basket and same-category discounts on a deterministic few products, and promo codes that show every
 * answer of the promo field (applied, scoped, expired, used up, switched off, below minimum).
 */
export async function seedCommerce(db: Kysely<DB>, now: Date): Promise<void> {
  await db
    .updateTable('cities')
    .set({ free_delivery_threshold: 1 })
    .where('slug', 'in', ['baku', 'ganja', 'mingachevir'])
    .execute();
  // about 2 % of products: a basket discount of 2 % of the price in whole manat; about 1.6 %: 5 % off as a pair
  await sql`UPDATE products SET basket_discount = (price / 5000) * 100 WHERE id % 53 = 7 AND price >= 10000`.execute(
    db,
  );
  await sql`UPDATE products SET same_category_percent = 5 WHERE id % 61 = 11 AND price_in_store = 0`.execute(db);

  const apple = await db.selectFrom('brands').select('id').where('slug', '=', 'apple').executeTakeFirst();
  const phones = await db
    .selectFrom('categories')
    .select('id')
    .where('title_en', '=', 'Smartphones')
    .executeTakeFirst();
  const iso = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const created = iso(-30);
  const codes = [
    {
      code: 'VOLT10',
      kind: 'percent',
      value: 10,
      min_total: 10_000,
      starts_at: null,
      ends_at: null,
      active: 1,
      max_uses: null,
      used: 0,
      per_mobile_limit: 1,
    },
    {
      code: 'WELCOME5',
      kind: 'amount',
      value: 500,
      min_total: 5_000,
      starts_at: null,
      ends_at: null,
      active: 1,
      max_uses: null,
      used: 0,
      per_mobile_limit: 1,
    },
    {
      code: 'APPLE50',
      kind: 'amount',
      value: 5_000,
      min_total: 50_000,
      starts_at: iso(-10),
      ends_at: iso(60),
      active: 1,
      max_uses: 500,
      used: 37,
      per_mobile_limit: 1,
    },
    {
      code: 'PHONES7',
      kind: 'percent',
      value: 7,
      min_total: 0,
      starts_at: iso(-3),
      ends_at: iso(30),
      active: 1,
      max_uses: null,
      used: 0,
      per_mobile_limit: 2,
    },
    {
      code: 'SUMMER25',
      kind: 'percent',
      value: 25,
      min_total: 0,
      starts_at: iso(-150),
      ends_at: iso(-60),
      active: 1,
      max_uses: null,
      used: 210,
      per_mobile_limit: 1,
    },
    {
      code: 'FIRST100',
      kind: 'amount',
      value: 2_000,
      min_total: 0,
      starts_at: null,
      ends_at: null,
      active: 1,
      max_uses: 100,
      used: 100,
      per_mobile_limit: 1,
    },
    {
      code: 'OLDCODE',
      kind: 'percent',
      value: 15,
      min_total: 0,
      starts_at: null,
      ends_at: null,
      active: 0,
      max_uses: null,
      used: 0,
      per_mobile_limit: null,
    },
  ] as const;
  // explicit ids, so a reseed writes identical rows (the seed's sequences are moved past them afterwards)
  await db
    .insertInto('promo_codes')
    .values(codes.map((c, i) => ({ id: i + 1, ...c, created_at: created })))
    .execute();
  const idOf = (code: string) => codes.findIndex((c) => c.code === code) + 1;
  if (apple)
    await db
      .insertInto('promo_code_brands')
      .values({ promo_code_id: idOf('APPLE50'), brand_id: apple.id })
      .execute();
  if (phones)
    await db
      .insertInto('promo_code_categories')
      .values({ promo_code_id: idOf('PHONES7'), category_id: phones.id })
      .execute();
}
