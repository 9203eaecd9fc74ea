import type { Config } from '../config.ts';
import type { Database } from '../db/kysely.ts';
import type { I18n } from '../platform/i18n.server.ts';
import type { PasswordHasher } from '../modules/accounts/password-hasher.ts';
import type { LoginLimiter } from '../modules/accounts/login-limiter.ts';
import { StaffAuthService } from './staff-auth.service.ts';
import type { AnyAdminResource } from './resource.ts';
import { TagsResource } from './content/tags.resource.ts';
import type { OrdersService } from '../modules/orders/orders.service.ts';
import { OrdersResource } from './sales/orders.resource.ts';
import { DashboardService } from './sales/dashboard.service.ts';
import { ReviewsResource } from './sales/reviews.resource.ts';
import { PromoCodesResource } from './sales/promo-codes.resource.ts';
import { CampaignsResource } from './sales/campaigns.resource.ts';
import { createContentResources } from './content/content-resources.ts';

/** One admin route as registered, with the permission it checks (null: the sign-in routes). */
export interface AdminRouteInfo {
  method: string;
  url: string;
  permission: string | null;
}

/**
 * The back office's services (decision 0041), made once with the shop's services they build on. `resources` lists
 * every resource the generic routes serve; `routes` is filled as the admin API registers (the permission test walks
 * it).
 */
export function createAdminServices(deps: { database: Database; config: Config; i18n: I18n; hasher: PasswordHasher; loginLimiter: LoginLimiter; orders: OrdersService }) {
  const { database, config, i18n } = deps;
  // sales: orders (moved through the shop's OrdersService), reviews, promo codes, campaigns, the dashboard
  const sales = { orders: new OrdersResource(database, i18n, deps.orders), dashboard: new DashboardService(database, i18n) };
  const staffAuth = new StaffAuthService({ db: database.db, hasher: deps.hasher, limiter: deps.loginLimiter, lifetimes: config.admin.sessions });
  const resources: AnyAdminResource[] = [
    // content
    new TagsResource(database, i18n),
    // sales
    sales.orders,
    new ReviewsResource(database, i18n),
    new PromoCodesResource(database, i18n),
    new CampaignsResource(database, i18n),
    // content, people and permissions, places and settings, the audit trail (docs/admin/content.md)
    ...createContentResources({ database, config, i18n, hasher: deps.hasher, staffAuth }),
  ];
  return { staffAuth, resources, sales, routes: [] as AdminRouteInfo[] };
}

export type AdminServices = ReturnType<typeof createAdminServices>;
