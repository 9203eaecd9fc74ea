import { siteOrigin, type Config } from '../config.ts';
import type { I18n } from '../platform/i18n.server.ts';
import type { PasswordHasher } from '../modules/auth/password-hasher.ts';
import type { LoginLimiter } from '../modules/auth/login-limiter.ts';
import { StaffAuthService } from './staff-auth.service.ts';
import type { AnyAdminResource } from './resource.ts';
import { TagsResource } from './content/tags.resource.ts';
import type { OrdersService } from '../modules/orders/orders.service.ts';
import { OrdersResource } from './sales/orders.resource.ts';
import { OrderRefundAction } from './sales/order-refund.ts';
import { OrderEditAction } from './sales/order-edit.ts';
import type { CartService } from '../modules/cart/cart.service.ts';
import type { StockService } from '../modules/catalog/stock.service.ts';
import type { GatewayRefunds } from '../modules/payments/gateway-refunds.ts';
import { CustomersResource } from './customers/customers.resource.ts';
import { DashboardService } from './sales/dashboard.service.ts';
import { ReviewsResource } from './sales/reviews.resource.ts';
import { ProductsBulk } from './catalog/products-bulk.ts';
import { PromoCodesResource } from './sales/promo-codes.resource.ts';
import { CampaignsResource } from './sales/campaigns.resource.ts';
import { NotificationsResource } from './sales/notifications.resource.ts';
import { ProductsResource } from './catalog/products.resource.ts';
import { CategoriesResource } from './catalog/categories.resource.ts';
import { BrandsResource } from './catalog/brands.resource.ts';
import { ParametersResource } from './catalog/parameters.resource.ts';
import { BadgesResource } from './catalog/badges.resource.ts';
import { BannersResource } from './catalog/banners.resource.ts';
import { ProductImports } from './catalog/product-imports.ts';
import { createContentResources } from './content/content-resources.ts';
import type { EmailService } from '../modules/email/email.service.ts';
import type { SmsService } from '../modules/sms/sms.service.ts';
import { StaffPasswordsService } from './people/staff-passwords.service.ts';
import type { TransactionalConnection } from '../db/unit-of-work.ts';

/** One admin route as registered, with the permission it checks (null: the sign-in routes). */
interface AdminRouteInfo {
  method: string;
  url: string;
  permission: string | null;
}

/**
 * The back office's services (decision 0041), made once with the shop's services they build on. `resources` lists
 * every resource the generic routes serve; `routes` is filled as the admin API registers (the permission test walks
 * it).
 */
export function createAdminServices(deps: {
  connection: TransactionalConnection;
  config: Config;
  i18n: I18n;
  hasher: PasswordHasher;
  loginLimiter: LoginLimiter;
  orders: OrdersService;
  gatewayRefunds: Pick<GatewayRefunds, 'refund'>;
  email: Pick<EmailService, 'enqueue' | 'deliver'>;
  sms: Pick<SmsService, 'enqueue' | 'deliver' | 'enqueueOnce'>;
  cart: CartService;
  stock: StockService;
}) {
  const { connection, config, i18n } = deps;
  // sales: orders (moved through the shop's OrdersService), reviews, promo codes, campaigns, the dashboard
  const sales = {
    orders: new OrdersResource(connection, i18n, deps.orders),
    dashboard: new DashboardService(connection, i18n),
    refunds: new OrderRefundAction(connection, deps.orders, deps.gatewayRefunds),
    // editing an order before it ships (ADM-19, decision 0088)
    edits: new OrderEditAction({
      connection,
      i18n,
      orders: deps.orders,
      cart: deps.cart,
      stock: deps.stock,
      sms: deps.sms,
    }),
    customers: new CustomersResource(connection, i18n),
    reviews: new ReviewsResource(connection, i18n),
  };
  const staffAuth = new StaffAuthService({
    connection,
    hasher: deps.hasher,
    limiter: deps.loginLimiter,
    lifetimes: config.admin.sessions,
  });
  // staff passwords are set by their owners through links to their own email or mobile (decision 0060)
  const staffPasswords = new StaffPasswordsService({
    connection,
    hasher: deps.hasher,
    staffAuth,
    limiter: deps.loginLimiter,
    email: deps.email,
    sms: deps.sms,
    i18n,
    siteTitle: config.siteTitle,
    defaultOrigin: siteOrigin(config),
  });
  const resources: AnyAdminResource[] = [
    // content
    new TagsResource(connection, i18n),
    // sales
    sales.orders,
    sales.customers,
    sales.reviews,
    new PromoCodesResource(connection, i18n),
    new CampaignsResource(connection, i18n),
    // the customer's notices of status moves (ADM-21, decision 0083)
    new NotificationsResource(connection, i18n, siteOrigin(config)),
    // catalogue (products, categories, brands, parameters, badges, banners)
    new ProductsResource(connection, i18n),
    new CategoriesResource(connection, i18n),
    new BrandsResource(connection, i18n),
    new ParametersResource(connection, i18n),
    new BadgesResource(connection, i18n),
    new BannersResource(connection, i18n),
    // content, people and permissions, places and settings, the audit trail (docs/admin/content.md)
    ...createContentResources({ connection, config, i18n, hasher: deps.hasher, staffAuth, staffPasswords }),
  ];
  // catalogue: the products CSV import jobs (routes in catalog/products-csv.api.ts)
  const productImports = new ProductImports(connection, i18n);
  // the lists' bulk actions (decision 0085): products here, reviews through their resource
  const productsBulk = new ProductsBulk(connection, i18n);
  return {
    staffAuth,
    staffPasswords,
    resources,
    sales,
    productImports,
    productsBulk,
    routes: [] as AdminRouteInfo[],
  };
}
