import { bakuDayRange, REVENUE_EXCLUDED, WAITING_STATUSES } from '../../../domain/admin/sales.ts';
import { bakuDay } from '../../../domain/dates.ts';
import type { AdminDashboard } from '../../../domain/api/admin-dashboard.ts';
import { ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { AdminCtx } from '../resource.ts';
import { DashboardRepo, LOW_STOCK_MAX } from './dashboard.repo.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';

const CHART_DAYS = 30;

/**
 * GET `/api/admin/dashboard` (dashboard.read): what needs the staff's eyes today — the Baku day's orders and revenue
 * (cancelled and failed orders are not revenue), the orders waiting for someone by status, products about to run
 * out, reviews waiting for moderation; and the last 30 Baku days' orders and revenue with the top products of those
 * days (ADM-23).
 */
export class DashboardService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly i18n: I18n,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async get(ctx: AdminCtx): Promise<Result<AdminDashboard>> {
    const repo = this.connection.shared.repo(DashboardRepo);
    const day = bakuDay(this.now());
    const range = bakuDayRange(day)!;
    const labels = lastDays(day, CHART_DAYS);
    const ranges = labels.map((d) => bakuDayRange(d)!);
    const from = ranges[0]!.from;
    const [today, waiting, low, pendingReviews, series, top] = await Promise.all([
      repo.dayFigures(range.from, range.to, REVENUE_EXCLUDED),
      repo.countByStatus(WAITING_STATUSES),
      repo.lowStock(),
      repo.pendingReviews(),
      repo.daySeries(ranges, REVENUE_EXCLUDED),
      repo.topProducts(from, range.to, REVENUE_EXCLUDED),
    ]);
    const byIndex = new Map(series.map((s) => [s.i, s]));
    return ok({
      day,
      today,
      newOrders: waiting.get('new') ?? 0,
      waiting: WAITING_STATUSES.map((s) => ({
        status: s,
        label: this.i18n.t(ctx.lang, `orders.status.${s}`),
        count: waiting.get(s) ?? 0,
      })),
      lowStock: low.map((p) => ({ id: p.id, sku: p.sku, title: p[`title_${ctx.lang}`] || p.title_az, stock: p.stock })),
      lowStockMax: LOW_STOCK_MAX,
      pendingReviews,
      days: labels.map((d, i) => ({
        day: d,
        orders: byIndex.get(i)?.orders ?? 0,
        revenue: byIndex.get(i)?.revenue ?? 0,
      })),
      topProducts: top.map((p) => ({
        id: p.id,
        sku: p.sku,
        title: p[`title_${ctx.lang}`] || p.title_az,
        units: p.units,
        revenue: p.revenue,
      })),
    });
  }
}

/** The `count` Baku days ending with `day` (yyyy-mm-dd), oldest first. */
function lastDays(day: string, count: number): string[] {
  const end = Date.parse(`${day}T00:00:00.000Z`);
  return Array.from({ length: count }, (_, k) =>
    new Date(end - (count - 1 - k) * 86_400_000).toISOString().slice(0, 10),
  );
}
