import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { GatewayForm } from '../../../domain/api/checkout.ts';
import { createApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/kysely.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { ephemeralSecrets, type Secrets } from '../../platform/secrets.ts';
import { createServices, type Services } from '../../services.ts';
import { probeBuild } from '../../testing/probe-build.ts';
import { CHECKOUT_ENV, lastCode, pickupCash, type Submit } from '../checkout/checkout.fixtures.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { buyerMobile, submitter } from '../checkout/checkout.fixtures.ts';
import { formatTimestamp, signCallback } from './azericard-protocol.ts';

/** Test helpers of the payments module: the whole app (API, return route, test bank) and the bank's answers. */

export async function paymentsApp(
  database: Database,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; services: Services; secrets: Secrets }> {
  const secrets = ephemeralSecrets();
  const config = loadConfig({
    ...CHECKOUT_ENV,
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'payments-test-data'),
    ...env,
  });
  const services = createServices(database, config, createI18n(), secrets);
  const app = await createApp({ services, build: probeBuild(), clientDir: '/nonexistent', logger: false });
  await app.ready();
  return { app, services, secrets };
}

export interface PlacedCardOrder {
  orderId: number;
  token: string;
  total: number;
  azericard: GatewayForm;
  testGateway: boolean;
}

/** A shopper places a card (or installment) order through the real checkout, reading the SMS code from the outbox. */
export async function placeCardOrder(
  submit: Submit,
  database: Database,
  mobile: string,
  cart: { id: number; qty: number }[],
  over: Record<string, unknown> = {},
): Promise<PlacedCardOrder> {
  const key = randomUUID();
  const payload = pickupCash(mobile, cart, { payment: 'card', ...over });
  const first = await submit(payload, key);
  if (first.status !== 200) throw new Error(`checkout: ${first.status} ${JSON.stringify(first.body)}`);
  const done = await submit(
    { ...payload, otpToken: first.body.data!.otpToken, otpCode: await lastCode(database, mobile) },
    key,
  );
  if (done.status !== 200 || done.body.data?.next !== 'azericard')
    throw new Error(`checkout: ${done.status} ${JSON.stringify(done.body)}`);
  return done.body.data as unknown as PlacedCardOrder;
}

/**
 * The bank's answer to a form, signed as the gateway signs it (upper-case hex), built here independently of the test
 * bank. `over` changes fields before signing (a genuine but different message); `after` changes them after signing
 * (tampering).
 */
export function bankAnswer(
  form: GatewayForm,
  hexKey: string,
  outcome: 'approve' | 'decline',
  opts: { over?: Record<string, string>; after?: Record<string, string>; at?: Date } = {},
): Record<string, string> {
  const f = form.fields;
  const fields: Record<string, string> = {
    TERMINAL: f.TERMINAL!,
    TRTYPE: f.TRTYPE!,
    ORDER: f.ORDER!,
    AMOUNT: f.AMOUNT!,
    CURRENCY: f.CURRENCY!,
    ACTION: outcome === 'approve' ? '0' : '2',
    RC: outcome === 'approve' ? '00' : '05',
    APPROVAL: outcome === 'approve' ? '004217' : '',
    RRN: '633812345678',
    INT_REF: randomBytes(8).toString('hex').toUpperCase(),
    TIMESTAMP: formatTimestamp(opts.at ?? new Date()),
    NONCE: randomBytes(16).toString('hex').toUpperCase(),
    CARD: '416973******0001',
    ...opts.over,
  };
  fields.P_SIGN = signCallback(fields, hexKey).toUpperCase();
  return { ...fields, ...opts.after };
}

export const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

// the gateway sends no language; ?lang= picks the language of the refusals (English in these tests)
export const CALLBACK = '/api/payments/azericard/callback?lang=en';

export async function stock(database: Database, id: number) {
  return (await database.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow())
    .stock;
}
export async function orderRow(database: Database, id: number) {
  return database.db
    .selectFrom('orders')
    .select(['status', 'paid', 'paid_at', 'holds_stock', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
export async function paymentRow(database: Database, orderId: number) {
  return database.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
}
export async function eventsOf(database: Database, orderId: number) {
  return database.db
    .selectFrom('order_events')
    .select(['from_status', 'to_status', 'actor', 'note'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}
/** Everything a refused callback must leave as it was. */
export async function snapshot(database: Database, order: PlacedCardOrder) {
  return {
    order: await orderRow(database, order.orderId),
    payment: await paymentRow(database, order.orderId),
    events: await eventsOf(database, order.orderId),
    stock: await stock(database, FX.product.redmi),
  };
}

/** A suite's calls: `place` a card order (each by a buyer of its own), post the bank's `callback`, come `back` from it. */
export function paymentCalls(app: () => FastifyInstance, ctx: { readonly database: Database }) {
  let buyer = 0;
  return {
    place: (
      over: Record<string, unknown> = {},
      cart: { id: number; qty: number }[] = [{ id: FX.product.redmi, qty: 1 }],
    ) => placeCardOrder(submitter(app()), ctx.database, buyerMobile(600 + ++buyer), cart, over),
    callback: (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      app().inject({ method: 'POST', url: CALLBACK, headers: { ...FORM, ...headers }, payload: formBody(fields) }),
    back: (ref: string) => app().inject({ method: 'GET', url: `/payment/return?ref=${ref}` }),
  };
}
