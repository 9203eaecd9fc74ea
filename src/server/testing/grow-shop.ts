import { sql, type Kysely } from 'kysely';
import { resetSequences, type Database } from '../db/kysely.ts';
import type { DB } from '../db/schema.ts';

/**
 * A grown shop for the money path's plan check (PERF-9, db/money-path-plans.integration.test.ts): `growShop` copies a
 * small shop's rows up to `GROWN`, so PostgreSQL plans the statements `money-path.ts` captured as it would at
 * 100,000 products; `LOOKUP_TABLES` are the tables it may still read whole.
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
  // their units where the originals hold theirs (decision 0090): the insert's trigger put them all in the warehouse
  await sql.raw(`DELETE FROM product_stock WHERE product_id > ${P}`).execute(database.db);
  await copyRows(database, 'product_stock', copies, { product_id: `t.product_id + g * ${P}` });
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
  // the promo code kept with a cart (decision 0076): every other account keeps one (a code no longer sold: the next
  // pricing of that cart drops it)
  await sql
    .raw(
      `INSERT INTO cart_promos (user_id, code, kept_at) SELECT id, 'GONE' || id, '2026-01-01T00:00:00.000Z' FROM users WHERE id % 2 = 0 ON CONFLICT (user_id) DO NOTHING`,
    )
    .execute(database.db);

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
