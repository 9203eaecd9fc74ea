import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import type { Database } from '../../db/kysely.ts';
import type { OrderTable } from '../../db/schema.ts';
import { lastCode, pickupCash, submitter } from '../../modules/checkout/checkout.fixtures.ts';

/** Test helpers of the back office's sales screens: orders placed through the real checkout, or written directly. */

/** Places a cash pickup order through the shop's checkout (code step included); returns its id. Takes the stock. */
export async function placeOrder(
  app: FastifyInstance,
  database: Database,
  mobile: string,
  cart: { id: number; qty: number }[],
  over: Record<string, unknown> = {},
): Promise<number> {
  const submit = submitter(app);
  const key = randomUUID();
  const payload = pickupCash(mobile, cart, over);
  const first = await submit(payload, key);
  if (first.body.data?.next !== 'otp') throw new Error(`no code step: ${JSON.stringify(first.body)}`);
  const done = await submit(
    { ...payload, otpToken: first.body.data.otpToken, otpCode: await lastCode(database, mobile) },
    key,
  );
  if (done.body.data?.next !== 'done') throw new Error(`order not placed: ${JSON.stringify(done.body)}`);
  return done.body.data.orderId as number;
}

/**
 * An order row written directly (the dashboard's figures need chosen dates, statuses and totals); no lines, no
 * stock taken. Returns its id.
 */
export async function insertOrder(
  database: Database,
  o: {
    status: string;
    total: number;
    createdAt: string;
    payment?: string;
    delivery?: string;
    mobile?: string;
    fullName?: string;
  },
  over: Partial<Insertable<OrderTable>> = {},
): Promise<number> {
  const row = await database.db
    .insertInto('orders')
    .values({
      token: randomBytes(16).toString('hex'),
      status: o.status,
      lang: 'az',
      customer_id: null,
      full_name: o.fullName ?? 'Test Customer',
      email: null,
      mobile: o.mobile ?? '994501112233',
      country: 'AZ',
      delivery_type: o.delivery ?? 'pickup',
      ...{ city_id: null, district_id: null, place_id: null, branch_id: null, address: null },
      payment_type: o.payment ?? 'cash',
      ...{
        credit_card: null,
        credit_months: null,
        gift_first_name: null,
        gift_last_name: null,
        gift_mobile: null,
        gift_note: null,
        promo_code_id: null,
        promo_code: null,
      },
      sub_total: o.total,
      ...{
        campaign_discount: 0,
        basket_discount: 0,
        same_category_discount: 0,
        cash_discount: 0,
        new_customer_discount: 0,
        loyalty_discount: 0,
        promo_discount: 0,
        delivery_price: 0,
      },
      total: o.total,
      ...{
        loyalty: 0,
        coupons: 0,
        reward_code_id: null,
        paid: 0,
        paid_at: null,
        payment_expires_at: null,
        opened_at: null,
        client_ip: null,
      },
      holds_stock: o.status === 'cancelled' || o.status === 'payment_failed' ? 0 : 1,
      created_at: o.createdAt,
      updated_at: o.createdAt,
      ...over,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function stockOf(database: Database, productId: number): Promise<number> {
  return (
    await database.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow()
  ).stock;
}

export async function auditOf(database: Database, entity: string, entityId: number) {
  return database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();
}

/** A section of an order's record as the back office answers it. */
export type Section = {
  title: string;
  kind: string;
  rows?: Record<string, unknown>[];
  pairs?: { label: string; value: string }[];
};
