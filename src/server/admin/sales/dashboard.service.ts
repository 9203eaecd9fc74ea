import { bakuDayRange, REVENUE_EXCLUDED, WAITING_STATUSES } from '../../../domain/admin/sales.ts';
import { bakuDay } from '../../../domain/dates.ts';
import type { AdminDashboard } from '../../../domain/api/admin.ts';
import { ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { AdminCtx } from '../resource.ts';
import { DashboardRepo } from './dashboard.repo.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';

/**
 * GET `/api/admin/dashboard` (dashboard.read): what needs the staff's eyes today — the Baku day's orders and revenue
 * (cancelled and failed orders are not revenue), the orders waiting for someone by status, products about to run
 * out, reviews waiting for moderation.
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
    const [today, waiting, low, pendingReviews] = await Promise.all([
      repo.dayFigures(range.from, range.to, REVENUE_EXCLUDED),
      repo.countByStatus(WAITING_STATUSES),
      repo.lowStock(),
      repo.pendingReviews(),
    ]);
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
      pendingReviews,
    });
  }
}
