import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-db.ts';
import { GROWN, growShop, LOOKUP_TABLES, tableSizes } from '../testing/grow-shop.ts';
import {
  moneyPathShop,
  pickGoods,
  signedInCustomer,
  walkMoneyPath,
  type MoneyPathShop,
  type Step,
} from '../testing/money-path.ts';
import type { Database } from './kysely.ts';
import { explain, readIndexes } from './query-plans.ts';
import { seedDemo } from '../../demo/seed/seed.ts';

/** Tables the money path reads that are not lookup tables hold at least this many rows once grown. */
const GROWN_AT_LEAST = 2_000;
const DML = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * PERF-9: on PostgreSQL at 100,000 products the cart read its products with `id IN (…) OR id IN (SELECT gift…)`,
 * which PostgreSQL answers by reading every product (40 ms a cart), and no test saw it: the lookup test runs at
 * 1,500 products, where reading a table whole is the planner's right choice. Here the shop grows to 100,000 products
 * and tens of thousands of customers, orders, codes and texts (testing/money-path.ts), the money path is walked
 * through the real app — cart summary, a guest's orders with the SMS code and the bank's callback, a customer's
 * order, the order page, the cabinet's orders and lists — and PostgreSQL is asked how it would run every statement
 * the app sent, with its parameters: as sent (custom plan) and as the named prepared statement it becomes after a
 * few runs (generic plan, db/pg-prepared.ts). No plan may read a table whole unless it is a lookup table.
 * PostgreSQL only, the engine of a shop this size (the cart's read of products is in lookup-indexes.integration.test.ts
 * on both engines).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('money path plans at 100,000 products [postgres]', () => {
  let database: (Database & { dispose(): Promise<void> }) | undefined;
  let shop: MoneyPathShop | undefined;
  let steps: Step[] = [];
  let sizes = new Map<string, number>();

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await seedDemo(database, { products: 300, now: new Date('2026-11-21T00:00:00Z') });
    // the app and its catalogue index on the small shop (a 100,000-product index build is not what is tested here);
    // the second walk buys other products (copies), so no per-product cache of the first walk answers for them
    shop = await moneyPathShop(database);
    const first = await pickGoods(database);
    const customer = await signedInCustomer(shop, database, first);
    await walkMoneyPath(shop, database, first, customer); // one row of everything the app writes, for growShop to copy
    await growShop(database);
    sizes = await tableSizes(database);
    steps = await walkMoneyPath(shop, database, await pickGoods(database), customer);
  }, 240_000);

  afterAll(async () => {
    await shop?.app.close();
    await database?.dispose();
  });

  it('walks the whole money path on a grown shop', () => {
    expect(sizes.get('products')).toBeGreaterThanOrEqual(GROWN.products);
    const names = steps.map((s) => s.name).join('\n');
    for (const part of [
      'cart summary (service',
      'checkout: guest places',
      'payment: the bank approves',
      'checkout: customer places',
      'order page',
      'cabinet: my orders',
      'cabinet: an order of mine',
      'cabinet: my cart',
      'cabinet: my wish list',
    ]) {
      expect(names).toContain(part);
    }
    for (const s of steps) expect(s.queries.filter((q) => DML.test(q.sql)).length, s.name).toBeGreaterThan(0);
  });

  for (const generic of [false, true]) {
    it(`no ${generic ? 'generic (prepared)' : 'custom'} plan reads a big table whole, and every table read is grown or a lookup table`, async () => {
      const db = database!;
      const indexes = await readIndexes(db);
      const problems: string[] = [];
      let plans = 0;
      for (const step of steps) {
        for (const query of step.queries) {
          if (!DML.test(query.sql)) continue;
          const plan = await explain(db, query, indexes, { generic });
          plans++;
          for (const a of plan.accesses) {
            const table = a.table ?? a.alias;
            if (LOOKUP_TABLES.has(table)) continue;
            const rows = sizes.get(table) ?? 0;
            if (!a.lookup)
              problems.push(
                `[${step.name}] reads all of ${table} (${rows} rows): ${a.detail}\n  ${query.sql}\n  ${plan.text.replace(/\n/g, '\n  ')}`,
              );
            else if (rows < GROWN_AT_LEAST)
              problems.push(
                `[${step.name}] reads ${table}, which growShop left at ${rows} rows (grow it, or list it in LOOKUP_TABLES)`,
              );
          }
        }
      }
      expect(plans).toBeGreaterThan(100);
      expect(problems).toEqual([]);
    });
  }
});
