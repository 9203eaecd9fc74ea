import type { Kysely } from 'kysely';
import type { DeliveryPlace, PricedProduct, PromoCodeFacts } from '../../../domain/pricing/types.ts';
import type { DB } from '../../db/schema.ts';

/** What the cart needs to know about a delivery place, and where it lies (to check city → district → place). */
export interface PlaceFacts extends DeliveryPlace {
  districtId: number;
  cityId: number;
  cityDelivers: boolean;
}

/**
 * The cart's reads (issue 7): product facts for the pricing engine, promo codes, delivery places. Nothing
 * here computes money; `domain/pricing` does. Takes any Kysely executor, so checkout can read inside its
 * transaction (decision 0008).
 */
export class CartRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Facts of the given products and of their gifts, by id. Category paths come from one read of the category
   * tree (a few hundred rows at most).
   */
  async pricedProducts(ids: readonly number[]): Promise<Map<number, PricedProduct>> {
    const out = new Map<number, PricedProduct>();
    if (!ids.length) return out;
    const gifts = await this.db.selectFrom('product_gifts').select(['product_id', 'gift_product_id']).where('product_id', 'in', [...ids]).execute();
    const giftsOf = new Map<number, number[]>();
    for (const g of gifts) giftsOf.set(g.product_id, [...(giftsOf.get(g.product_id) ?? []), g.gift_product_id]);
    const all = [...new Set([...ids, ...gifts.map((g) => g.gift_product_id)])];
    const [rows, cats] = await Promise.all([
      this.db
        .selectFrom('products')
        .select([
          'id', 'active', 'price', 'price_old', 'stock', 'sold', 'price_in_store', 'category_id', 'brand_id',
          'discount_items_count', 'basket_discount', 'same_category_percent', 'cash_discount',
        ])
        .where('id', 'in', all)
        .execute(),
      this.db.selectFrom('categories').select(['id', 'parent_id', 'small_appliance']).execute(),
    ]);
    const parent = new Map(cats.map((c) => [c.id, c]));
    const pathOf = (id: number): number[] => {
      const path: number[] = [];
      for (let c = parent.get(id); c && path.length < 16; c = c.parent_id !== null ? parent.get(c.parent_id) : undefined) path.push(c.id);
      return path;
    };
    for (const r of rows) {
      const path = pathOf(r.category_id);
      out.set(r.id, {
        id: r.id,
        active: r.active === 1,
        price: r.price,
        priceOld: r.price_old,
        stock: r.stock,
        sold: r.sold === 1,
        priceInStore: r.price_in_store === 1,
        categoryId: r.category_id,
        categoryPath: path.length ? path : [r.category_id],
        brandId: r.brand_id,
        smallAppliance: path.some((c) => parent.get(c)?.small_appliance === 1),
        discountItemsCount: r.discount_items_count,
        basketDiscount: r.basket_discount,
        sameCategoryPercent: r.same_category_percent,
        cashDiscount: r.cash_discount,
        giftIds: giftsOf.get(r.id) ?? [],
      });
    }
    return out;
  }

  /** Which of `ids` are products the shop sells (exist and are switched on). */
  async activeIds(ids: readonly number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db.selectFrom('products').select('id').where('id', 'in', [...ids]).where('active', '=', 1).execute();
    return new Set(rows.map((r) => r.id));
  }

  /** A promo code typed in any case, with its scope and how often `mobile` has used it; null when unknown. */
  async promo(code: string, mobile: string | null): Promise<PromoCodeFacts | null> {
    const row = await this.db.selectFrom('promo_codes').selectAll().where('code', '=', code.toUpperCase()).executeTakeFirst();
    if (!row) return null;
    const [cats, brands, uses] = await Promise.all([
      this.db.selectFrom('promo_code_categories').select('category_id').where('promo_code_id', '=', row.id).execute(),
      this.db.selectFrom('promo_code_brands').select('brand_id').where('promo_code_id', '=', row.id).execute(),
      mobile
        ? this.db
            .selectFrom('promo_code_uses')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('promo_code_id', '=', row.id)
            .where('mobile', '=', mobile)
            .executeTakeFirst()
        : Promise.resolve({ n: 0 }),
    ]);
    return {
      code: row.code,
      kind: row.kind === 'percent' ? 'percent' : 'amount',
      value: row.value,
      minTotal: row.min_total,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      active: row.active === 1,
      maxUses: row.max_uses,
      used: row.used,
      perMobileLimit: row.per_mobile_limit,
      usedByMobile: Number(uses?.n ?? 0),
      categoryIds: cats.map((c) => c.category_id),
      brandIds: brands.map((b) => b.brand_id),
    };
  }

  async place(placeId: number): Promise<PlaceFacts | null> {
    const row = await this.db
      .selectFrom('places as p')
      .innerJoin('districts as d', 'd.id', 'p.district_id')
      .innerJoin('cities as c', 'c.id', 'd.city_id')
      .select(['p.id', 'p.delivery_price', 'p.one_day', 'd.id as district_id', 'c.id as city_id', 'c.delivery', 'c.free_delivery_threshold'])
      .where('p.id', '=', placeId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      price: row.delivery_price,
      thresholdCity: row.free_delivery_threshold === 1,
      oneDay: row.one_day === 1,
      districtId: row.district_id,
      cityId: row.city_id,
      cityDelivers: row.delivery === 1,
    };
  }
}
