import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { resetSequences, type Database } from '../db/kysely.ts';
import { captureQueries } from '../db/query-plans.ts';
import type { DB } from '../db/schema.ts';
import { createI18n } from '../platform/i18n.server.ts';
import { ephemeralSecrets, type Secrets } from '../platform/secrets.ts';
import { createServices, type Services } from '../services.ts';
import { Jar, lastSmsCode, signupForm } from '../modules/accounts/accounts.fixtures.ts';
import { bankAnswer, FORM, formBody } from '../modules/payments/payments.fixtures.ts';
import { probeBuild } from './probe-build.ts';

/**
 * The money path (PERF-9): every statement the shop sends to price a cart, place an order, show the order page and
 * the cabinet's lists, captured as the real app sends it — the services and the API on one database, a shopper who
 * reads the SMS code from the outbox, the test bank's signed answer — so db/money-path-plans.integration.test.ts can
 * ask PostgreSQL how it would run each one on a shop of 100,000 products (`growShop`).
 */

/**
 * Tables of a few rows whatever the shop's size (places, branches, categories, a promo code's categories and brands,
 * single-row state): the planner may read them whole. Every other table the money path reads must be grown by
 * `growShop`, and must never be read whole — promo codes too, as every paid order makes a reward code.
 */
export const LOOKUP_TABLES: ReadonlySet<string> = new Set([
  'categories',
  'brands',
  'cities',
  'districts',
  'places',
  'branches',
  'badges',
  'campaigns',
  'settings',
  'pages',
  'menus',
  'menu_items',
  'promo_code_categories',
  'promo_code_brands',
  'parameters',
  'parameter_values',
  'parameter_categories',
  'catalog_state',
  'content_state',
  'job_leases',
  'staff_roles',
  'search_synonyms',
  'schema_migrations',
]);

/** How many rows a grown table holds at least, and how many products the grown shop has. */
export const GROWN = { products: 100_000, rows: 50_000 } as const;

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
export interface Goods {
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
export interface Customer {
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

/**
 * Copies the rows of `table` `times` over with one INSERT … SELECT over generate_series (PostgreSQL): `set` gives the
 * SQL of the columns that must differ per copy, over the row `t` and the copy number `g` (1…times); every other
 * column is copied as it is, so the copies are rows the app itself wrote.
 */
async function copyRows(
  database: Database,
  table: string,
  times: number,
  set: Record<string, string> = {},
  where = 'TRUE',
): Promise<void> {
  const cols = await sql<{ name: string }>`
    SELECT column_name AS name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table} AND is_generated = 'NEVER' ORDER BY ordinal_position`.execute(
    database.db,
  );
  const names = cols.rows.map((c) => c.name);
  for (const c of Object.keys(set)) if (!names.includes(c)) throw new Error(`${table} has no column ${c}`);
  const list = names.map((c) => `"${c}"`).join(', ');
  const values = names.map((c) => set[c] ?? `t."${c}"`).join(', ');
  await database.db.connection().execute(async (conn) => {
    // the rows to copy, kept aside: the copies go in by parts of about 20,000 rows, so no statement nears the
    // connection's query timeout on a busy machine
    await sql.raw(`CREATE TEMPORARY TABLE grow_from AS SELECT * FROM "${table}" WHERE ${where}`).execute(conn);
    try {
      const per = Math.max(
        1,
        Math.floor(20_000 / Math.max(1, await scalar(conn, 'SELECT COUNT(*) AS n FROM grow_from'))),
      );
      for (let from = 1; from <= times; from += per) {
        // without the catalogue's change feed (migration 0009): a running app's index does not take in 100,000 copies
        // (the money path reads products from the database; the index gives it the category tree, which copies share)
        await conn.transaction().execute(async (tx) => {
          await sql.raw(`ALTER TABLE "${table}" DISABLE TRIGGER USER`).execute(tx);
          await sql
            .raw(
              `INSERT INTO "${table}" (${list}) SELECT ${values} FROM grow_from AS t CROSS JOIN generate_series(${from}, ${Math.min(times, from + per - 1)}) AS g`,
            )
            .execute(tx);
          await sql.raw(`ALTER TABLE "${table}" ENABLE TRIGGER USER`).execute(tx);
        });
      }
    } finally {
      await sql`DROP TABLE grow_from`.execute(conn);
    }
  });
}

async function scalar(db: Kysely<DB>, query: string): Promise<number> {
  const r = await sql.raw<{ n: number | string | null }>(query).execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/**
 * Grows a small shop to `GROWN.products` products and its customers' tables to `GROWN.rows` rows or more, by copying
 * what is there (PostgreSQL; seconds, where seeding 100,000 products takes minutes): the products with their
 * pictures, badges, gifts and page routes; the accounts, sessions, addresses and lists; the orders with their lines,
 * payments, events and promo code uses; codes, texts, idempotency keys and reward codes. Run it after the app has
 * written at least one row of each (one walk of the money path does); it ends with ANALYZE, as a shop's statistics
 * would be. About 20 s on 2 busy cores.
 */
export async function growShop(database: Database): Promise<void> {
  const max = (table: string, col = 'id') => scalar(database.db, `SELECT MAX("${col}") AS n FROM "${table}"`);
  const count = (table: string, where = 'TRUE') =>
    scalar(database.db, `SELECT COUNT(*) AS n FROM "${table}" WHERE ${where}`);
  const timesFor = async (table: string, rows: number, where = 'TRUE') => {
    const n = await count(table, where);
    if (!n) throw new Error(`growShop: ${table} is empty; walk the money path first`);
    return Math.ceil(rows / n);
  };

  // the catalogue: copy k of product p gets id p + k·P, its SKU, pictures, badges, gifts and routes follow it
  const P = await max('products');
  const copies = Math.ceil(GROWN.products / (await count('products'))) - 1;
  // without their long texts (descriptions, page content, search text: half the table's bytes and none of the money
  // path's reads); a smaller table only makes reading it whole look cheaper to the planner
  const blank = Object.fromEntries(
    ['desc_az', 'desc_ru', 'desc_en', 'content_az', 'content_ru', 'content_en', 'search_text'].map((c) => [c, `''`]),
  );
  await copyRows(database, 'products', copies, { id: `t.id + g * ${P}`, sku: `t.sku || '~' || g`, ...blank });
  const I = await max('product_images');
  await copyRows(database, 'product_images', copies, { id: `t.id + g * ${I}`, product_id: `t.product_id + g * ${P}` });
  await copyRows(database, 'product_badges', copies, { product_id: `t.product_id + g * ${P}` });
  await copyRows(database, 'product_gifts', copies, {
    product_id: `t.product_id + g * ${P}`,
    gift_product_id: `t.gift_product_id + g * ${P}`,
  });
  const R = await max('routes');
  await copyRows(
    database,
    'routes',
    copies,
    { id: `t.id + g * ${R}`, entity_id: `t.entity_id + g * ${P}`, path: `t.path || '-' || g` },
    `view = 'Product'`,
  );

  // accounts: copy k of user u gets id u + k·U; everything of an account follows it
  const U = await max('users');
  const people = await timesFor('users', GROWN.rows);
  const mobileOf = (n: string) => `'99470' || lpad((${n})::text, 7, '0')`;
  await copyRows(database, 'users', people, {
    id: `t.id + g * ${U}`,
    mobile: mobileOf(`t.id + g * ${U}`),
    email: 'NULL',
    email_key: 'NULL',
  });
  const byUser = (extra: Record<string, string> = {}) => ({
    user_id: `t.user_id + ((g - 1) % ${people} + 1) * ${U}`,
    ...extra,
  });
  for (const table of ['session_families', 'addresses']) {
    const M = await max(table);
    await copyRows(database, table, await timesFor(table, GROWN.rows), byUser({ id: `t.id + g * ${M}` }));
  }
  await copyRows(database, 'user_list_items', await timesFor('user_list_items', GROWN.rows), byUser());

  // reward codes (one per paid order) and the orders: copy k of order o gets id o + k·O, its lines, payments, events
  // and promo code uses follow it; a customer's order goes to a copy of the customer
  const C = await max('promo_codes');
  const rewards = 'owner_mobile IS NOT NULL OR owner_customer_id IS NOT NULL';
  await copyRows(
    database,
    'promo_codes',
    await timesFor('promo_codes', GROWN.rows, rewards),
    { id: `t.id + g * ${C}`, code: `t.code || 'X' || g` },
    rewards,
  );
  const O = await max('orders');
  const orders = await timesFor('orders', GROWN.rows);
  const guestMobile = (col: string) =>
    `CASE WHEN t.${col} IS NULL THEN NULL ELSE '99471' || lpad(((t.id + g * 7919) % 9000000)::text, 7, '0') END`;
  await copyRows(database, 'orders', orders, {
    id: `t.id + g * ${O}`,
    token: `t.token || '~' || g`,
    customer_id: `t.customer_id + ((g - 1) % ${people} + 1) * ${U}`,
    mobile: guestMobile('mobile'),
    reward_code_id: 'NULL',
  });
  const byOrder = (table: string, extra: Record<string, string> = {}) =>
    copyRows(database, table, orders, { order_id: `t.order_id + g * ${O}`, ...extra });
  const L = await max('order_lines');
  await byOrder('order_lines', { id: `t.id + g * ${L}` });
  const E = await max('order_events');
  await byOrder('order_events', { id: `t.id + g * ${E}` });
  const Y = await max('payments');
  await byOrder('payments', { id: `t.id + g * ${Y}`, reference: `t.reference || 'X' || g` });
  const Q = await max('promo_code_uses');
  await byOrder('promo_code_uses', { id: `t.id + g * ${Q}`, mobile: guestMobile('mobile') });

  // what every visitor leaves: one-time codes, texts, idempotency keys, the bank's nonces
  const X = await max('otp_challenges');
  await copyRows(database, 'otp_challenges', await timesFor('otp_challenges', GROWN.rows), {
    id: `t.id + g * ${X}`,
    token_hash: `t.token_hash || '~' || g`,
    mobile: guestMobile('mobile'),
    client_ip: `'10.' || (g / 65536 % 256) || '.' || (g / 256 % 256) || '.' || (g % 256)`,
  });
  const S = await max('sms_outbox');
  await copyRows(database, 'sms_outbox', await timesFor('sms_outbox', GROWN.rows), {
    id: `t.id + g * ${S}`,
    mobile: guestMobile('mobile'),
  });
  await copyRows(database, 'idempotency_keys', await timesFor('idempotency_keys', GROWN.rows), {
    key: `t.key || '~' || g`,
  });
  await copyRows(database, 'payment_nonces', await timesFor('payment_nonces', GROWN.rows), {
    nonce: `t.nonce || '~' || g`,
  });

  await resetSequences(database, [
    'products',
    'product_images',
    'routes',
    'users',
    'session_families',
    'addresses',
    'promo_codes',
    'orders',
    'order_lines',
    'order_events',
    'payments',
    'promo_code_uses',
    'otp_challenges',
    'sms_outbox',
  ]);
  await sql`ANALYZE`.execute(database.db);
}

/** Rows of each table (the planner's estimate, fresh after ANALYZE). */
export async function tableSizes(database: Database): Promise<Map<string, number>> {
  const r = await sql<{ name: string; rows: number }>`
    SELECT c.relname AS name, c.reltuples::bigint AS rows FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind = 'r'`.execute(database.db);
  return new Map(r.rows.map((x) => [x.name, Number(x.rows)]));
}
