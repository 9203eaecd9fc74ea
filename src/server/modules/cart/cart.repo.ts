import type { Kysely } from 'kysely';
import type { Lang } from '../../../domain/i18n.ts';
import type { DeliveryPlace, PricedProduct, PromoCodeFacts } from '../../../domain/pricing/types.ts';
import type { DB } from '../../db/schema.ts';
import { precompiled } from '../../db/precompiled.ts';

/** What the cart needs to know about a delivery place, and where it lies (to check city → district → place). */
export interface PlaceFacts extends DeliveryPlace {
  districtId: number;
  cityId: number;
  cityDelivers: boolean;
}

/** Categories by id with their parent and small-appliance flag (the catalogue index's `categories`). */
export type CategoryTree = ReadonlyMap<number, { id: number; parentId: number | null; smallAppliance: boolean }>;

/** A product's pricing facts with its code and titles, as the order's lines keep them. */
export interface LabelledProduct extends PricedProduct {
  giftIds: number[];
  sku: string;
  titles: Record<Lang, string>;
}

/**
 * The cart's reads (CART-20): product facts for the pricing engine, promo codes, delivery places. Nothing
 * here computes money; `domain/pricing` does. Takes any Kysely executor, so checkout can read inside its
 * transaction (decision 0008).
 */
export class CartRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Facts of the given products and of their gifts, by id, with each product's code and titles (the order's lines):
   * the products and their gifts in one statement; category paths from `tree` (the catalogue index's category
   * tree, decision 0045: not read again per request).
   */
  async pricedProducts(ids: readonly number[], tree: CategoryTree): Promise<Map<number, LabelledProduct>> {
    const out = new Map<number, LabelledProduct>();
    if (!ids.length) return out;
    const asked = new Set(ids);
    const { rows } = await pricedProductsStatement(this.db, String(asked.size), { ids: [...asked] });
    const pathOf = (id: number): number[] => {
      const path: number[] = [];
      for (let c = tree.get(id); c && path.length < 16; c = c.parentId !== null ? tree.get(c.parentId) : undefined)
        path.push(c.id);
      return path;
    };
    for (const r of rows) {
      const seen = out.get(r.id);
      // one row per gift of a product: the first row makes the product, the others add their gift
      if (seen) {
        if (asked.has(r.id) && r.gift_product_id !== null) seen.giftIds.push(r.gift_product_id);
        continue;
      }
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
        smallAppliance: path.some((c) => tree.get(c)?.smallAppliance === true),
        discountItemsCount: r.discount_items_count,
        basketDiscount: r.basket_discount,
        sameCategoryPercent: r.same_category_percent,
        cashDiscount: r.cash_discount,
        // only the gifts of the products asked for: a gift's own gifts are not in the cart
        giftIds: asked.has(r.id) && r.gift_product_id !== null ? [r.gift_product_id] : [],
        sku: r.sku,
        titles: { az: r.title_az, ru: r.title_ru, en: r.title_en },
      });
    }
    return out;
  }

  /** Which of `ids` are products the shop sells (exist and are switched on). */
  async activeIds(ids: readonly number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db
      .selectFrom('products')
      .select('id')
      .where('id', 'in', [...ids])
      .where('active', '=', 1)
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  /** A promo code typed in any case, with its scope and how often `mobile` has used it; null when unknown. */
  async promo(code: string, mobile: string | null): Promise<PromoCodeFacts | null> {
    const row = await this.db
      .selectFrom('promo_codes')
      .selectAll()
      .where('code', '=', code.toUpperCase())
      .executeTakeFirst();
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
      owner:
        row.owner_mobile !== null || row.owner_customer_id !== null
          ? { mobile: row.owner_mobile, customerId: row.owner_customer_id }
          : null,
    };
  }

  async place(placeId: number): Promise<PlaceFacts | null> {
    const row = await this.db
      .selectFrom('places as p')
      .innerJoin('districts as d', 'd.id', 'p.district_id')
      .innerJoin('cities as c', 'c.id', 'd.city_id')
      .select([
        'p.id',
        'p.delivery_price',
        'p.one_day',
        'd.id as district_id',
        'c.id as city_id',
        'c.delivery',
        'c.free_delivery_threshold',
      ])
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

/**
 * `CartRepo.pricedProducts`'s statement, built once per number of products asked (db/precompiled.ts): one set of ids,
 * the asked ones UNION their gifts — `p.id IN (…) OR p.id IN (SELECT gift…)` made PostgreSQL read every product to
 * test the OR (40 ms at 100,000 products, PERF-9); each side of the UNION is an index lookup.
 */
const pricedProductsStatement = precompiled((db, v: { ids: number[] }) =>
  db
    .selectFrom('products as p')
    .leftJoin('product_gifts as g', 'g.product_id', 'p.id')
    .select([
      'p.id',
      'p.active',
      'p.price',
      'p.price_old',
      'p.stock',
      'p.sold',
      'p.price_in_store',
      'p.category_id',
      'p.brand_id',
      'p.discount_items_count',
      'p.basket_discount',
      'p.same_category_percent',
      'p.cash_discount',
      'p.sku',
      'p.title_az',
      'p.title_ru',
      'p.title_en',
      'g.gift_product_id',
    ])
    .where((eb) =>
      eb(
        'p.id',
        'in',
        eb
          .selectFrom('products as a')
          .select('a.id')
          .where('a.id', 'in', v.ids)
          .union(
            eb.selectFrom('product_gifts as pg').select('pg.gift_product_id as id').where('pg.product_id', 'in', v.ids),
          ),
      ),
    )
    .orderBy('p.id')
    .orderBy('g.gift_product_id'),
);
