import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../db/kysely.ts';
import type { signedInStaff } from '../admin.fixtures.ts';
import { FX } from '../../modules/catalog/catalog.fixtures.ts';

/** A complete, valid product form (what the admin page sends). */
export function productBody(over: Record<string, unknown> = {}) {
  return {
    title: { az: 'Philips buxarlı ütü GC 4567', ru: 'Паровой утюг Philips GC 4567', en: 'Philips Steam Iron GC 4567' },
    sku: 'PHI-GC4567',
    categoryId: FX.cat.irons,
    brandId: FX.brand.philips,
    active: true,
    price: 15_990,
    priceOld: 18_990,
    cashDiscount: 500,
    basketDiscount: null,
    sameCategoryPercent: null,
    discountItemsCount: null,
    discountEndsAt: null,
    stock: 12,
    newIn: true,
    bestSeller: false,
    orangeStar: false,
    march8: false,
    priceInStore: false,
    specialDiscount: false,
    sold: false,
    description: { az: 'Güclü buxar', ru: 'Мощный пар', en: 'Powerful steam' },
    content: { az: [{ type: 'paragraph', data: { text: 'Ütü haqqında' } }], ru: [], en: [] },
    images: [
      { source: 'iron--1f2937--front.png', withPad: false },
      { source: 'my-upload-1.jpg', withPad: true },
    ],
    videos: [{ videoId: 'dQw4w9WgXcQ' }],
    parameters: { [FX.param.color]: [FX.value.black] },
    badges: [1],
    gifts: [FX.product.iphone],
    campaigns: [1],
    variantGroupId: null,
    colorCode: '#000000',
    colorName: { az: 'Qara', ru: 'Чёрный', en: 'Black' },
    faq: [
      {
        question: { az: 'Zəmanət?', ru: 'Гарантия?', en: 'Warranty?' },
        answer: { az: '2 il', ru: '2 года', en: '2 years' },
      },
    ],
    ...over,
  };
}

/** An order naming the product: from now on removing it keeps it, deactivated. */
export async function insertOrderOf(database: Database, productId: number): Promise<void> {
  const now = new Date().toISOString();
  const order = await database.db
    .insertInto('orders')
    .values({
      token: `plan${productId}`,
      status: 'new',
      lang: 'az',
      customer_id: null,
      full_name: 'A B',
      email: null,
      mobile: '994501234567',
      country: 'AZ',
      delivery_type: 'pickup',
      city_id: null,
      district_id: null,
      place_id: null,
      branch_id: null,
      address: null,
      payment_type: 'cash',
      credit_card: null,
      credit_months: null,
      gift_first_name: null,
      gift_last_name: null,
      gift_mobile: null,
      gift_note: null,
      promo_code_id: null,
      promo_code: null,
      sub_total: 100,
      campaign_discount: 0,
      basket_discount: 0,
      same_category_discount: 0,
      cash_discount: 0,
      new_customer_discount: 0,
      loyalty_discount: 0,
      promo_discount: 0,
      delivery_price: 0,
      total: 100,
      loyalty: 0,
      coupons: 0,
      reward_code_id: null,
      paid: 0,
      paid_at: null,
      payment_expires_at: null,
      holds_stock: 0,
      opened_at: null,
      client_ip: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('order_lines')
    .values({
      order_id: order.id,
      position: 0,
      product_id: productId,
      sku: 'x',
      title: 'x',
      size: null,
      qty: 1,
      unit_price: 100,
      unit_price_old: null,
      line_total: 100,
      campaign_discount: 0,
      basket_discount: 0,
      same_category_discount: 0,
      cash_discount: 0,
      payable: 100,
      gift_of: null,
      coupons: 0,
    })
    .execute();
}

/** The back office's product list for `query` (a 200 expected), as a staff member's browser asks for it. */
export async function productList(
  owner: Awaited<ReturnType<typeof signedInStaff>>['jar'],
  app: FastifyInstance,
  query: string,
) {
  const r = await owner.call(app, 'GET', `/api/admin/products?${query}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as {
    items: {
      id: number;
      sku: string;
      title: string;
      price: number;
      stock: number;
      active: boolean;
      siteUrl: string;
      image: string | null;
      category: string;
    }[];
    total: number;
  };
}
