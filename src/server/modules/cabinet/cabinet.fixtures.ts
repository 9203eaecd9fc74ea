import Fastify from 'fastify';
import type { Database } from '../../db/kysely.ts';
import { loadConfig } from '../../config.ts';
import { createServices } from '../../services.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { registerApi } from '../../api-routes.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { NewOrder, NewOrderLine } from '../orders/orders.repo.ts';
import { OrdersRepo } from '../orders/orders.repo.ts';

/**
 * Test helpers of the cabinet. Until the sessions hook of the accounts module is on this branch, the test app sets
 * `req.viewer` itself from the `x-test-user` header (a user id) — in the tests only; the shop's app never reads it.
 */
export const TEST_USER_HEADER = 'x-test-user';

let seq = 0;

/** A customer of its own (a fresh mobile each call). */
export async function createUser(
  database: Database,
  over: { firstName?: string; lastName?: string; email?: string | null; loyal?: boolean; mobile?: string } = {},
) {
  seq++;
  const at = '2026-01-01T00:00:00.000Z';
  // operator code 60: no fixed number in the tests uses it, so a random one never meets one
  const mobile = over.mobile ?? `99460${String(1_000_000 + seq + Math.floor(Math.random() * 800_000)).slice(-7)}`;
  const email = over.email === undefined ? null : over.email;
  const row = await database.db
    .insertInto('users')
    .values({
      first_name: over.firstName ?? 'Aysel',
      last_name: over.lastName ?? 'Məmmədova',
      email,
      email_key: email?.toLowerCase() ?? null,
      mobile,
      mobile_verified_at: at,
      password_hash: null,
      marketing_consent: 0,
      notification_consent: 1,
      loyal: over.loyal ? 1 : 0,
      roles: '[]',
      permissions: '[]',
      active: 1,
      lang: 'az',
      created_at: at,
      updated_at: at,
    })
    .returning(['id', 'mobile'])
    .executeTakeFirstOrThrow();
  return row;
}

export async function accountApp(database: Database, env: Record<string, string> = {}) {
  const services = createServices(database, loadConfig({ LOG_LEVEL: 'silent', ...env }), createI18n());
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (req) => {
    const id = Number(req.headers[TEST_USER_HEADER]);
    if (!id) return;
    const u = await database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    if (!u) return;
    req.viewer = {
      userId: u.id,
      firstName: u.first_name,
      lastName: u.last_name,
      mobile: u.mobile,
      email: u.email,
      loyal: u.loyal === 1,
      hasPassword: u.password_hash !== null,
      roles: [],
      permissions: [],
      sessionId: 1,
    } satisfies Viewer;
  });
  await registerApi(app, services);
  await app.ready();
  return { app, services };
}

export type App = Awaited<ReturnType<typeof accountApp>>['app'];

/** A request as user `userId` (null: a guest). */
export async function call(app: App, userId: number | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: userId === null ? {} : { [TEST_USER_HEADER]: String(userId) },
  });
  return {
    status: res.statusCode,
    body: res.json() as { ok: boolean; data?: never; error?: string; errors?: Record<string, string> },
  };
}

let orderSeq = 0;

/** An order of `customerId` as the checkout would have written it. */
export async function insertOrder(
  database: Database,
  customerId: number | null,
  over: Partial<NewOrder> = {},
  lines?: NewOrderLine[],
) {
  orderSeq++;
  const at = over.created_at ?? new Date(Date.UTC(2026, 0, 1, 0, orderSeq)).toISOString();
  return new OrdersRepo(database.db).insert(
    {
      token: `t${orderSeq}-${Math.random().toString(36).slice(2)}`,
      status: 'new',
      lang: 'az',
      customer_id: customerId,
      full_name: 'Aysel Məmmədova',
      email: null,
      mobile: '994501234567',
      country: 'AZ',
      delivery_type: 'pickup',
      branch_id: 1,
      payment_type: 'cash',
      sub_total: 199_900,
      campaign_discount: 0,
      basket_discount: 2_000,
      same_category_discount: 0,
      cash_discount: 0,
      new_customer_discount: 0,
      loyalty_discount: 0,
      promo_discount: 0,
      delivery_price: 0,
      total: 197_900,
      loyalty: 0,
      coupons: 19,
      paid: 0,
      holds_stock: 1,
      created_at: at,
      updated_at: at,
      ...over,
    },
    lines ?? [
      {
        position: 0,
        product_id: 1,
        sku: 'SKU-100',
        title: 'Apple iPhone 15 128GB',
        size: null,
        qty: 1,
        unit_price: 199_900,
        unit_price_old: null,
        line_total: 199_900,
        campaign_discount: 0,
        basket_discount: 2_000,
        same_category_discount: 0,
        cash_discount: 0,
        payable: 197_900,
        gift_of: null,
        coupons: 19,
      },
      {
        position: 1,
        product_id: 5,
        sku: 'SKU-500',
        title: 'Philips ütü Azur',
        size: null,
        qty: 1,
        unit_price: 0,
        unit_price_old: null,
        line_total: 0,
        campaign_discount: 0,
        basket_discount: 0,
        same_category_discount: 0,
        cash_discount: 0,
        payable: 0,
        gift_of: 1,
        coupons: 0,
      },
    ],
  );
}

/** Two addresses a customer saves: one in Baku, one in Shaki (the cart fixtures' places). */
export const baku = { title: 'Ev', city: 1, district: 1, place: 1, address: 'Nizami küç. 10, mən. 5' };
export const shaki = { title: 'Bağ evi', city: 2, district: 2, place: 2, address: 'Mərkəz 1' };
