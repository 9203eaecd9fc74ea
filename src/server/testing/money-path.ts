import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { CompiledQuery } from 'kysely';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/kysely.ts';
import { captureQueries } from '../db/query-plans.ts';
import { createI18n } from '../platform/i18n.server.ts';
import { ephemeralSecrets, type Secrets } from '../platform/secrets.ts';
import { createServices, type Services } from '../services.ts';
import { Jar, lastSmsCode, signupForm } from '../modules/auth/auth.fixtures.ts';
import { bankAnswer, FORM, formBody } from '../modules/payments/payments.fixtures.ts';
import { probeBuild } from './probe-build.ts';

/**
 * The money path (PERF-9): every statement the shop sends to price a cart, place an order, show the order page and
 * the cabinet's lists, captured as the real app sends it — the services and the API on one database, a shopper who
 * reads the SMS code from the outbox, the test bank's signed answer — so db/money-path-plans.integration.test.ts can
 * ask PostgreSQL how it would run each one on a shop of 100,000 products (`growShop`, grow-shop.ts).
 */

const ENV = {
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
  PASSWORD_SCRYPT_LOG2N: '10',
  OTP_SENDS_PER_IP_PER_HOUR: '1000',
  OTP_SENDS_PER_MOBILE_PER_HOUR: '100',
  LOGIN_FAILS_PER_IP: '1000',
  DATA_DIR: path.join(os.tmpdir(), 'money-path-data'),
};

export interface MoneyPathShop {
  app: FastifyInstance;
  services: Services;
  secrets: Secrets;
  /** the statements the app sent since the last call, in order */
  take(): CompiledQuery[];
}

/** The whole app (guards, session hook, API, test bank) on `database`, recording every statement it sends. */
export async function moneyPathShop(database: Database): Promise<MoneyPathShop> {
  const capture = captureQueries(database.db);
  const secrets = ephemeralSecrets();
  const services = createServices({ ...database, db: capture.db }, loadConfig(ENV), createI18n(), secrets);
  const app = await createApp({ services, build: probeBuild(), clientDir: '/nonexistent', logger: false });
  await app.ready();
  await services.catalog.index.warm();
  capture.take();
  return { app, services, secrets, take: () => capture.take() };
}

/** What the walk buys with: products one can order, a place that delivers, a pickup branch. */
interface Goods {
  ids: number[];
  placeId: number;
  branchId: number;
}

/** 20 products in stock spread over the catalogue (the copies of `growShop` too), a delivering place, a branch. */
export async function pickGoods(database: Database): Promise<Goods> {
  const { db } = database;
  const buyable = await db
    .selectFrom('products')
    .select('id')
    .where('active', '=', 1)
    .where('sold', '=', 0)
    .where('price_in_store', '=', 0)
    .where('stock', '>=', 20)
    .orderBy('id')
    .execute();
  if (buyable.length < 20) throw new Error(`only ${buyable.length} products to buy`);
  const ids = Array.from({ length: 20 }, (_, i) => buyable[Math.floor(((i + 0.5) * buyable.length) / 20)]!.id);
  const place = await db
    .selectFrom('places as p')
    .innerJoin('districts as d', 'd.id', 'p.district_id')
    .innerJoin('cities as c', 'c.id', 'd.city_id')
    .select('p.id')
    .where('c.delivery', '=', 1)
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  const branch = await db.selectFrom('branches').select('id').orderBy('id').executeTakeFirstOrThrow();
  return { ids, placeId: place.id, branchId: branch.id };
}

type Reply = { statusCode: number; json(): { ok: boolean; data?: Record<string, unknown>; error?: string } };

function expectOk(step: string, res: Reply): Record<string, unknown> {
  const body = res.json();
  if (res.statusCode !== 200 || !body.ok) throw new Error(`${step}: ${res.statusCode} ${JSON.stringify(body)}`);
  return body.data ?? {};
}

/** A signed-in customer: a browser holding its session cookies. */
interface Customer {
  mobile: string;
  jar: Jar;
  addressId: number;
}

let buyers = 0;
/** A mobile of its own per call (operator 55: no fixture uses it). */
const nextMobile = () => `99455${String(3_000_000 + ++buyers + Math.floor(Math.random() * 3_000_000)).slice(-7)}`;

/** Signs a customer up and in through the API (codes from the SMS outbox) and saves a delivery address. */
export async function signedInCustomer(shop: MoneyPathShop, database: Database, goods: Goods): Promise<Customer> {
  const mobile = nextMobile();
  const jar = new Jar(`10.26.${buyers % 250}.${(buyers >> 8) % 250}`);
  const first = expectOk('sign-up', await jar.call(shop.app, 'POST', '/api/auth/signup', signupForm(mobile)));
  const code = await lastSmsCode(database, mobile);
  expectOk(
    'sign-up code',
    await jar.call(shop.app, 'POST', '/api/auth/signup', signupForm(mobile, { otp: code, token: first.token })),
  );
  expectOk(
    'login',
    await jar.call(shop.app, 'POST', '/api/auth/login', { username: mobile, password: 'correct horse 1', lang: 'en' }),
  );
  const place = await database.db
    .selectFrom('places as p')
    .innerJoin('districts as d', 'd.id', 'p.district_id')
    .select(['p.id as place', 'd.id as district', 'd.city_id as city'])
    .where('p.id', '=', goods.placeId)
    .executeTakeFirstOrThrow();
  const saved = expectOk(
    'address',
    await jar.call(shop.app, 'POST', '/api/users/create-address', {
      title: 'Home',
      ...place,
      address: 'Nizami 5, apt 3',
      lang: 'en',
    }),
  );
  const items = saved.items as { id: number }[];
  return { mobile, jar, addressId: items[0]!.id };
}

/** One step of the walk: what the shopper did and the statements it cost. */
export interface Step {
  name: string;
  queries: CompiledQuery[];
}

/**
 * Walks the money path once and returns each step's statements: the cart summary (the service call and the API), a
 * guest's order with the SMS code (pickup, cash) and one by card with a promo code and delivery, paid through the
 * test bank's signed callback; a signed-in customer's order to a saved address; the order page; the cabinet's
 * orders, order details, cart, wish list, compare and addresses, and the guest's list details.
 */
export async function walkMoneyPath(
  shop: MoneyPathShop,
  database: Database,
  goods: Goods,
  customer: Customer,
): Promise<Step[]> {
  const steps: Step[] = [];
  const { app } = shop;
  shop.take();
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const out = await run();
    steps.push({ name, queries: shop.take() });
    return out;
  };
  const cart = goods.ids.map((id, i) => ({ id, qty: 1 + (i % 2) }));
  const few = cart.slice(0, 3).map((l) => ({ ...l, qty: 1 }));
  const delivery = await database.db
    .selectFrom('places as p')
    .innerJoin('districts as d', 'd.id', 'p.district_id')
    .select(['p.id as place', 'd.id as district', 'd.city_id as city'])
    .where('p.id', '=', goods.placeId)
    .executeTakeFirstOrThrow();

  await step('cart summary (service, 20 lines, promo code, delivery)', async () => {
    const r = await shop.services.cart.summary({
      cart,
      lang: 'az',
      delivery: 'delivery',
      place: goods.placeId,
      payment: 'card',
      promoCode: 'VOLT10',
      mobile: customer.mobile,
    });
    if (!r.ok) throw new Error(`cart summary: ${JSON.stringify(r)}`);
  });
  const guest = new Jar('10.26.250.1');
  await step('cart summary (POST /api/cart/summary)', async () =>
    expectOk('summary', await guest.call(app, 'POST', '/api/cart/summary', { cart, lang: 'en' })),
  );

  // a guest buys with cash at pickup: the code step, then the order with the code from the SMS
  const cash = {
    source: 'buyNow',
    cart: few,
    fullName: 'Aysel Məmmədova',
    mobile: nextMobile(),
    delivery: 'pickup',
    branch: goods.branchId,
    payment: 'cash',
    lang: 'en',
  };
  const cashKey = randomUUID();
  const cashCode = await step('checkout: guest asks for the code', async () =>
    expectOk('checkout', await guest.call(app, 'POST', '/api/checkout', cash, { 'idempotency-key': cashKey })),
  );
  const code = await lastSmsCode(database, cash.mobile);
  const cashOrder = await step('checkout: guest places a cash order with the code', async () =>
    expectOk(
      'checkout',
      await guest.call(
        app,
        'POST',
        '/api/checkout',
        { ...cash, otpToken: cashCode.otpToken, otpCode: code },
        { 'idempotency-key': cashKey },
      ),
    ),
  );
  await step('order page (GET /api/orders/current)', async () =>
    expectOk(
      'order page',
      await guest.call(app, 'GET', `/api/orders/current?token=${String(cashOrder.token)}&lang=ru`),
    ),
  );

  // a guest pays by card for a delivery with a promo code; the bank approves
  const card = {
    ...cash,
    source: 'checkout',
    terms: true,
    mobile: nextMobile(),
    delivery: 'delivery',
    branch: null,
    ...delivery,
    address: 'Nizami 5',
    payment: 'card',
    promoCode: 'VOLT10',
  };
  const cardKey = randomUUID();
  const cardCode = await step('checkout: guest asks for the code (card, delivery, promo code)', async () =>
    expectOk('checkout', await guest.call(app, 'POST', '/api/checkout', card, { 'idempotency-key': cardKey })),
  );
  const code2 = await lastSmsCode(database, card.mobile);
  const cardOrder = await step('checkout: guest places a card order with the code', async () =>
    expectOk(
      'checkout',
      await guest.call(
        app,
        'POST',
        '/api/checkout',
        { ...card, otpToken: cardCode.otpToken, otpCode: code2 },
        { 'idempotency-key': cardKey },
      ),
    ),
  );
  await step('payment: the bank approves (signed callback)', async () => {
    const answer = bankAnswer(cardOrder.azericard as never, shop.secrets.testGatewayKey, 'approve');
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/azericard/callback?lang=en',
      headers: FORM,
      payload: formBody(answer),
    });
    if (res.statusCode !== 200) throw new Error(`bank callback: ${res.statusCode} ${res.body}`);
  });
  await step('order page of a paid order', async () =>
    expectOk(
      'order page',
      await guest.call(app, 'GET', `/api/orders/current?token=${String(cardOrder.token)}&lang=en`),
    ),
  );

  // a signed-in customer: their own mobile needs no code, delivery to a saved address
  const { jar } = customer;
  const mine = await step('checkout: customer places an order to a saved address', async () =>
    expectOk(
      'checkout',
      await jar.call(
        app,
        'POST',
        '/api/checkout',
        {
          source: 'checkout',
          terms: true,
          cart: few,
          fullName: 'Aysel Məmmədova',
          mobile: customer.mobile,
          delivery: 'delivery',
          payment: 'card',
          isMyAddress: true,
          myAddress: customer.addressId,
          lang: 'en',
        },
        { 'idempotency-key': randomUUID() },
      ),
    ),
  );
  await step('order page of a signed-in customer', async () =>
    expectOk('order page', await jar.call(app, 'GET', `/api/orders/current?token=${String(mine.token)}&lang=en`)),
  );

  // the cabinet
  await step('cabinet: my orders', async () => expectOk('orders', await jar.call(app, 'GET', '/api/orders?lang=en')));
  await step('cabinet: an order of mine', async () =>
    expectOk('order', await jar.call(app, 'GET', `/api/orders/info/${Number(mine.orderId)}?lang=en`)),
  );
  await step('cabinet: add to cart', async () =>
    expectOk('add', await jar.call(app, 'POST', '/api/users/add-to-cart', { product_id: goods.ids[5]!, qty: 1 })),
  );
  await step('cabinet: change quantity', async () =>
    expectOk('qty', await jar.call(app, 'POST', '/api/users/change-qty', { product_id: goods.ids[5]!, qty: 2 })),
  );
  await step('cabinet: my cart', async () => expectOk('cart', await jar.call(app, 'GET', '/api/users/cart')));
  await step('cabinet: remove from cart', async () =>
    expectOk('remove', await jar.call(app, 'POST', `/api/users/remove-item-cart/${goods.ids[5]!}`, {})),
  );
  await step('cabinet: add to wish list', async () =>
    expectOk('wish', await jar.call(app, 'POST', '/api/users/add-to-wishlist', { product_id: goods.ids[7]! })),
  );
  await step('cabinet: my wish list', async () => expectOk('wish', await jar.call(app, 'GET', '/api/users/wishlist')));
  await step('cabinet: add to compare', async () =>
    expectOk('compare', await jar.call(app, 'POST', '/api/users/add-to-compare', { product_id: goods.ids[8]! })),
  );
  await step('cabinet: my compare list', async () =>
    expectOk('compare', await jar.call(app, 'GET', '/api/users/compare')),
  );
  await step('cabinet: my addresses', async () =>
    expectOk('addresses', await jar.call(app, 'GET', '/api/users/address?lang=en')),
  );
  await step('list details (POST /api/lists/details)', async () =>
    expectOk(
      'details',
      await guest.call(app, 'POST', '/api/lists/details', { ids: goods.ids.slice(0, 10), lang: 'en' }),
    ),
  );
  return steps;
}
