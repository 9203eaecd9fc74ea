import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import type { Database } from '../../db/kysely.ts';
import { FX, insertCatalogFixtures } from '../../modules/catalog/catalog.fixtures.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { captureQueries, explain, planProblems, readIndexes } from '../../db/query-plans.ts';
import { TransactionalConnection } from '../../db/unit-of-work.ts';
import { DashboardRepo } from './dashboard.repo.ts';
import { DashboardService } from './dashboard.service.ts';
import { insertOrder } from './sales.fixtures.ts';

/** An order placed at `createdAt` with one line per `[productId, qty, payable]`. */
async function orderWith(
  database: Database,
  o: { status: string; total: number; createdAt: string },
  lines: [number, number, number][] = [],
) {
  const id = await insertOrder(database, o);
  let position = 0;
  for (const [productId, qty, payable] of lines) {
    await database.db
      .insertInto('order_lines')
      .values({
        order_id: id,
        position: position++,
        product_id: productId,
        sku: 'x',
        title: 'x',
        size: null,
        qty,
        unit_price: payable / qty,
        unit_price_old: null,
        line_total: payable,
        ...{ campaign_discount: 0, basket_discount: 0, same_category_discount: 0, cash_discount: 0 },
        payable,
        gift_of: null,
        coupons: 0,
      })
      .execute();
  }
}

describeEachEngine(
  'back office: the dashboard chart — 30 Baku days, top products, low stock (ADM-23)',
  (ctx) => {
    let d: Awaited<ReturnType<DashboardService['get']>>;
    // "now": 2026-05-10 03:00 in Baku (UTC+4) = 2026-05-09T23:00Z; the window runs from Baku's 2026-04-11
    // (2026-04-10T20:00Z) to the end of 2026-05-10 (2026-05-10T20:00Z)
    const now = new Date('2026-05-09T23:00:00.000Z');
    beforeAll(async () => {
      const db = ctx.database;
      await orderWith(db, { status: 'new', total: 10_000, createdAt: '2026-05-09T20:00:00.000Z' }, [
        [FX.product.galaxy, 2, 10_000],
      ]); // 2026-05-10 Baku, first instant
      await orderWith(db, { status: 'paid', total: 7_000, createdAt: '2026-05-09T19:59:59.999Z' }, [
        [FX.product.iron, 1, 7_000],
      ]); // 2026-05-09 Baku, last instant
      await orderWith(db, { status: 'delivered', total: 3_000, createdAt: '2026-05-09T05:00:00.000Z' }, [
        [FX.product.iron, 3, 3_000],
      ]); // 2026-05-09 Baku
      await orderWith(db, { status: 'cancelled', total: 99_000, createdAt: '2026-05-09T06:00:00.000Z' }, [
        [FX.product.iphonePro, 1, 99_000],
      ]); // counted as an order, not as revenue, nor for the top products
      await orderWith(db, { status: 'shipped', total: 5_000, createdAt: '2026-04-10T20:00:00.000Z' }, [
        [FX.product.iphonePro, 1, 5_000],
      ]); // 2026-04-11 Baku: the window's first day
      await orderWith(db, { status: 'shipped', total: 80_000, createdAt: '2026-04-10T19:59:59.999Z' }, [
        [FX.product.iphonePro, 1, 80_000],
      ]); // 2026-04-10 Baku: outside the window
      await db.db.updateTable('products').set({ stock: 2 }).where('id', '=', FX.product.galaxy).execute();
      d = await new DashboardService(new TransactionalConnection(db), createI18n(), () => now).get({
        staff: { permissions: [] } as never,
        lang: 'en',
      });
    });

    it('answers 30 Baku days oldest first, days without orders as 0, split at Baku midnight', () => {
      expect(d.ok).toBe(true);
      if (!d.ok) return;
      const days = d.data.days;
      expect(days).toHaveLength(30);
      expect(days[0]).toEqual({ day: '2026-04-11', orders: 1, revenue: 5_000 });
      expect(days[29]).toEqual({ day: '2026-05-10', orders: 1, revenue: 10_000 });
      expect(days[28]).toEqual({ day: '2026-05-09', orders: 3, revenue: 10_000 });
      expect(days[1]).toEqual({ day: '2026-04-12', orders: 0, revenue: 0 });
      expect(days.filter((x) => x.orders === 0)).toHaveLength(27);
      expect(days.map((x) => x.day)).toContain('2026-04-30'); // through the month's end
      expect(days.reduce((s, x) => s + x.revenue, 0)).toBe(25_000);
    });

    it('ranks the top products by what their lines were paid in the window, in the staff language', () => {
      if (!d.ok) return;
      expect(d.data.topProducts).toEqual(
        [
          { id: FX.product.galaxy, sku: 'SKU-300', title: 'Samsung Galaxy S24', units: 2, revenue: 10_000 },
          { id: FX.product.iron, sku: 'SKU-500', title: 'Philips steam iron Azur', units: 4, revenue: 10_000 },
          { id: FX.product.iphonePro, sku: 'SKU-200', title: 'Apple iPhone 15 Pro 256GB', units: 1, revenue: 5_000 },
        ].sort((a, b) => b.revenue - a.revenue || a.id - b.id),
      );
    });

    it('lists active products at or under the low-stock threshold, fewest first, with the threshold', () => {
      if (!d.ok) return;
      expect(d.data.lowStockMax).toBe(5);
      expect(d.data.lowStock.map((p) => [p.sku, p.stock])).toEqual([
        ['SKU-200', 1],
        ['SKU-300', 2],
        ['SKU-500', 5],
      ]);
    });

    it('reads the window through the orders index', async () => {
      const indexes = await readIndexes(ctx.database);
      const cap = captureQueries(ctx.database.db);
      const repo = new DashboardRepo(cap.db);
      await repo.daySeries(
        [
          { from: '2026-05-08T20:00:00.000Z', to: '2026-05-09T20:00:00.000Z' },
          { from: '2026-05-09T20:00:00.000Z', to: '2026-05-10T20:00:00.000Z' },
        ],
        ['cancelled'],
      );
      const [q] = cap.take();
      const plan = await explain(ctx.database, q!, indexes, { preferIndexes: true });
      expect(planProblems(plan, { uses: { orders: ['orders_created', 'orders_status_created'] } })).toEqual([]);
    });
  },
  insertCatalogFixtures,
);
