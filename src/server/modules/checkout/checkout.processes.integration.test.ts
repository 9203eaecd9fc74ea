import { describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type Engine } from '../../testing/test-db.ts';
import { postgresUrlOf, startApiServer, type ApiServerProcess } from '../../testing/spawn-api-server.ts';
import { ephemeralSecrets } from '../../platform/secrets.ts';
import type { Database } from '../../db/kysely.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { CHECKOUT_ENV, prepareBuyers, submitter } from './checkout.fixtures.ts';
import { setStockAt } from '../catalog/stock.fixtures.ts';

const P = FX.product;
const targetOf = (engine: Engine, db: Database) =>
  engine === 'postgres' ? postgresUrlOf(db.describe) : db.describe.replace(/^sqlite:/, '');

describe.runIf(engines().includes('postgres'))('checkout with two server processes on one PostgreSQL database', () => {
  it('50 buyers for 5 units over two processes: exactly 5 orders and stock 0', async () => {
    const database = await createTestDatabase('postgres');
    const secrets = { SHOP_SECRETS: JSON.stringify(ephemeralSecrets()), ...CHECKOUT_ENV };
    const servers: ApiServerProcess[] = [];
    try {
      await insertCartFixtures(database);
      await setStockAt(database.db, P.redmi, 5);
      const url = postgresUrlOf(database.describe);
      servers.push(await startApiServer(url, secrets), await startApiServer(url, secrets));
      const steps = await prepareBuyers(
        database,
        servers.map((x) => x.url),
        50,
        500,
        P.redmi,
      );
      const results = await Promise.all(steps.map((s) => submitter(s.url)(s.payload, s.key)));
      expect(results.filter((r) => r.body.data?.next === 'done')).toHaveLength(5);
      expect(results.filter((r) => r.status === 409)).toHaveLength(45);
      const { stock } = await database.db
        .selectFrom('products')
        .select('stock')
        .where('id', '=', P.redmi)
        .executeTakeFirstOrThrow();
      expect(stock).toBe(0);
      const orders = await database.db.selectFrom('orders').select('id').execute();
      expect(orders).toHaveLength(5);
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      await database.dispose();
    }
  }, 120_000);
});

describe.each(engines())('checkout killed with -9 in the middle of a burst (%s)', (engine) => {
  it('leaves no order without its lines and loses no unit of stock', async () => {
    const database = await createTestDatabase(engine);
    const env = { SHOP_SECRETS: JSON.stringify(ephemeralSecrets()), ...CHECKOUT_ENV };
    let server: ApiServerProcess | null = null;
    try {
      await insertCartFixtures(database);
      const initial = 40;
      await setStockAt(database.db, P.redmi, initial);
      server = await startApiServer(targetOf(engine, database), env);
      const steps = await prepareBuyers(database, [server.url], 40, 900, P.redmi);
      // fire the burst and kill the process while it is placing orders
      const burst = Promise.allSettled(steps.map((s) => submitter(s.url)(s.payload, s.key)));
      // as soon as the first order is committed, while the others are being placed
      const first = await database.db.selectFrom('orders').select('id').executeTakeFirst();
      for (let seen = first; !seen; seen = await database.db.selectFrom('orders').select('id').executeTakeFirst())
        await new Promise((r) => setTimeout(r, 1));
      await server.kill();
      server = null;
      const settled = await burst;
      const answered = settled.filter((r) => r.status === 'fulfilled' && r.value.body.data?.next === 'done').length;
      // the kill cut the burst: some shoppers got no answer
      expect(settled.filter((r) => r.status === 'rejected').length).toBeGreaterThan(0);

      const orders = await database.db.selectFrom('orders').select(['id', 'holds_stock']).execute();
      const lines = await database.db.selectFrom('order_lines').select(['order_id', 'product_id', 'qty']).execute();
      // every order that exists has its line, every line its order
      expect(new Set(lines.map((l) => l.order_id))).toEqual(new Set(orders.map((o) => o.id)));
      // every answered order was committed (an answer is never sent for a rolled-back order)
      expect(orders.length).toBeGreaterThanOrEqual(answered);
      const { stock } = await database.db
        .selectFrom('products')
        .select('stock')
        .where('id', '=', P.redmi)
        .executeTakeFirstOrThrow();
      const held = lines.filter((l) => l.product_id === P.redmi).reduce((n, l) => n + l.qty, 0);
      expect(stock + held).toBe(initial);
    } finally {
      await server?.kill();
      await database.dispose();
    }
  }, 120_000);
});
