import { describe, expect, it } from 'vitest';
import { WAREHOUSE } from '../../../domain/branch-stock.ts';
import type { Database } from '../../db/kysely.ts';
import { ephemeralSecrets } from '../../platform/secrets.ts';
import { postgresUrlOf, startApiServer, type ApiServerProcess } from '../../testing/spawn-api-server.ts';
import { createTestDatabase, engines, type Engine } from '../../testing/test-db.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { CHECKOUT_ENV, prepareBuyers, submitter } from '../checkout/checkout.fixtures.ts';
import { FX } from './catalog.fixtures.ts';

const P = FX.product;
const targetOf = (engine: Engine, db: Database) =>
  engine === 'postgres' ? postgresUrlOf(db.describe) : db.describe.replace(/^sqlite:/, '');

describe.each(engines())('stock per branch with two server processes on one database (%s)', (engine) => {
  it('50 pickup buyers at a branch holding 3 units (the warehouse and the other branch full): exactly 3 orders, the branch at 0, the sum right', async () => {
    const database = await createTestDatabase(engine);
    const secrets = { SHOP_SECRETS: JSON.stringify(ephemeralSecrets()), ...CHECKOUT_ENV };
    const servers: ApiServerProcess[] = [];
    try {
      await insertCartFixtures(database);
      const db = database.db;
      await db.deleteFrom('product_stock').where('product_id', '=', P.redmi).execute();
      await db
        .insertInto('product_stock')
        .values([
          { product_id: P.redmi, branch_id: WAREHOUSE, qty: 20 },
          { product_id: P.redmi, branch_id: 1, qty: 3 },
          { product_id: P.redmi, branch_id: 2, qty: 7 },
        ])
        .execute();
      await db.updateTable('products').set({ stock: 30 }).where('id', '=', P.redmi).execute();
      const url = targetOf(engine, database);
      servers.push(await startApiServer(url, secrets), await startApiServer(url, secrets));
      // every buyer picks up at branch 1 (pickupCash), asking on one process and placing on the other
      const steps = await prepareBuyers(
        database,
        servers.map((x) => x.url),
        50,
        800,
        P.redmi,
      );
      const results = await Promise.all(steps.map((s) => submitter(s.url)(s.payload, s.key)));
      expect(results.filter((r) => r.body.data?.next === 'done')).toHaveLength(3);
      const refused = results.filter((r) => r.status === 409);
      expect(refused).toHaveLength(47);
      expect(refused.every((r) => Object.keys(r.body.errors ?? {}).join() === 'branch')).toBe(true);
      const at = await db
        .selectFrom('product_stock')
        .select(['branch_id', 'qty'])
        .where('product_id', '=', P.redmi)
        .orderBy('branch_id')
        .execute();
      expect(at).toEqual([
        { branch_id: WAREHOUSE, qty: 20 },
        { branch_id: 1, qty: 0 },
        { branch_id: 2, qty: 7 },
      ]);
      const { stock } = await db
        .selectFrom('products')
        .select('stock')
        .where('id', '=', P.redmi)
        .executeTakeFirstOrThrow();
      expect(stock).toBe(27);
      expect(await db.selectFrom('orders').select('id').execute()).toHaveLength(3);
      const takes = await db.selectFrom('order_stock_takes').select(['branch_id', 'qty']).execute();
      expect(takes.every((t) => t.branch_id === 1 && t.qty === 1)).toBe(true);
      expect(takes).toHaveLength(3);
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      await database.dispose();
    }
  }, 180_000);
});
