import { afterAll, beforeAll, expect, it } from 'vitest';
import { bakuDay } from '../../../domain/dates.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { Jar } from '../../modules/auth/auth.fixtures.ts';
import { FX, insertCatalogFixtures } from '../../modules/catalog/catalog.fixtures.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';
import { captureQueries, explain, planProblems, readIndexes } from '../../db/query-plans.ts';
import { TransactionalConnection } from '../../db/unit-of-work.ts';
import { DashboardRepo } from './dashboard.repo.ts';
import { DashboardService } from './dashboard.service.ts';
import { insertOrder } from './sales.fixtures.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;

describeEachEngine(
  'back office: the dashboard',
  (ctx) => {
    let made: Made;
    beforeAll(async () => {
      made = await adminApp(ctx.database);
    });
    afterAll(async () => {
      await made.app.close();
    });

    it("counts the Baku day's orders and revenue, orders waiting by status, low stock and pending reviews", async () => {
      // a fixed "now": 2026-05-10 03:00 in Baku (UTC+4) = 2026-05-09T23:00Z; the Baku day runs from 2026-05-09T20:00Z
      const now = new Date('2026-05-09T23:00:00.000Z');
      const seed: [string, number, string][] = [
        ['new', 10_000, '2026-05-09T20:00:00.000Z'], // the first instant of the Baku day
        ['new', 20_000, '2026-05-09T22:59:00.000Z'],
        ['processing', 30_000, '2026-05-09T21:00:00.000Z'],
        ['awaiting_payment', 40_000, '2026-05-09T21:30:00.000Z'],
        ['cancelled', 50_000, '2026-05-09T21:45:00.000Z'], // counted as an order, not as revenue
        ['payment_failed', 60_000, '2026-05-09T22:00:00.000Z'], // likewise
        ['new', 70_000, '2026-05-09T19:59:59.999Z'], // the Baku day before, still waiting
        ['delivered', 80_000, '2026-05-08T10:00:00.000Z'],
        ['paid', 90_000, '2026-05-08T11:00:00.000Z'],
        ['shipped', 11_000, '2026-05-07T11:00:00.000Z'],
      ];
      for (const [status, total, createdAt] of seed) await insertOrder(ctx.database, { status, total, createdAt });
      await ctx.database.db.updateTable('products').set({ stock: 3 }).where('id', '=', FX.product.galaxy).execute();
      await ctx.database.db.updateTable('products').set({ stock: 1 }).where('id', '=', FX.product.inactive).execute(); // inactive: not listed

      const d = await new DashboardService(new TransactionalConnection(ctx.database), createI18n(), () => now).get({
        staff: { permissions: [] } as never,
        lang: 'en',
      });
      expect(d.ok).toBe(true);
      if (!d.ok) return;
      expect(d.data.day).toBe('2026-05-10');
      expect(d.data.today).toEqual({ orders: 6, revenue: 10_000 + 20_000 + 30_000 + 40_000 });
      expect(d.data.newOrders).toBe(3);
      expect(d.data.waiting).toEqual([
        { status: 'new', label: 'New', count: 3 },
        { status: 'awaiting_payment', label: 'Awaiting payment', count: 1 },
        { status: 'paid', label: 'Paid', count: 1 },
        { status: 'processing', label: 'Processing', count: 1 },
        { status: 'shipped', label: 'Shipped', count: 1 },
        { status: 'ready_for_pickup', label: 'Ready for pickup', count: 0 },
      ]);
      // fixtures: iPhone Pro 1 unit, the iron 5, the Galaxy now 3; the A55 (0) and the inactive product are left out
      expect(d.data.lowStock).toEqual([
        { id: FX.product.iphonePro, sku: 'SKU-200', title: 'Apple iPhone 15 Pro 256GB', stock: 1 },
        { id: FX.product.galaxy, sku: 'SKU-300', title: 'Samsung Galaxy S24', stock: 3 },
        { id: FX.product.iron, sku: 'SKU-500', title: 'Philips steam iron Azur', stock: 5 },
      ]);
      expect(d.data.pendingReviews).toBe(1);
    });

    it('reaches every table through an index (no scan of 100,000 products or of every order and review)', async () => {
      const indexes = await readIndexes(ctx.database);
      const cap = captureQueries(ctx.database.db);
      const repo = new DashboardRepo(cap.db);
      const checks: [string, () => Promise<unknown>, Record<string, string[]>][] = [
        [
          'dayFigures',
          () => repo.dayFigures('2026-05-09T20:00:00.000Z', '2026-05-10T20:00:00.000Z', ['cancelled']),
          { orders: ['orders_created', 'orders_status_created'] },
        ],
        [
          'countByStatus',
          () => repo.countByStatus(['new', 'paid']),
          { orders: ['orders_status_created', 'orders_payment_due', 'orders_mobile'] },
        ],
        ['lowStock', () => repo.lowStock(), { products: ['products_stock'] }],
        ['pendingReviews', () => repo.pendingReviews(), { reviews: ['reviews_status'] }],
      ];
      const problems: string[] = [];
      let explained = 0;
      for (const [name, run, uses] of checks) {
        await run();
        for (const q of cap.take()) {
          explained++;
          const plan = await explain(ctx.database, q, indexes, { preferIndexes: true });
          problems.push(...planProblems(plan, { uses }).map((p) => `${name}: ${p}`));
        }
      }
      expect(problems).toEqual([]);
      expect(explained).toBe(checks.length);
    });

    it('GET /api/admin/dashboard answers today in the staff language; 401 for a guest, 403 without dashboard.read', async () => {
      const before = await made.services.admin.sales.dashboard.get({ staff: { permissions: [] } as never, lang: 'az' });
      const base = before.ok ? before.data.today : { orders: 0, revenue: 0 };
      await insertOrder(ctx.database, { status: 'new', total: 12_345, createdAt: new Date().toISOString() });
      const ru = await signedInStaff(made, ctx.database, { roles: ['operator'], lang: 'ru' });
      const r = await ru.jar.call(made.app, 'GET', '/api/admin/dashboard');
      expect(r.statusCode).toBe(200);
      const data = r.json().data;
      expect(data.day).toBe(bakuDay(new Date()));
      expect(data.today).toEqual({ orders: base.orders + 1, revenue: base.revenue + 12_345 });
      expect(data.waiting[0]).toEqual({ status: 'new', label: 'Новый', count: expect.any(Number) });
      expect(data.lowStock[0].title).toBe('Смартфон Apple iPhone 15 Pro 256GB');

      expect((await new Jar('10.5.5.5').call(made.app, 'GET', '/api/admin/dashboard')).statusCode).toBe(401);
      const editorless = await signedInStaff(made, ctx.database, { permissions: ['admin.access', 'orders.read'] });
      expect((await editorless.jar.call(made.app, 'GET', '/api/admin/dashboard')).statusCode).toBe(403);
    });
  },
  insertCatalogFixtures,
);
