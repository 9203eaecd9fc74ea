import type { Config } from './config.ts';
import type { Database } from './db/kysely.ts';
import type { I18n } from './platform/i18n.server.ts';
import { ephemeralSecrets, type Secrets } from './platform/secrets.ts';
import { ContentRepo } from './modules/content/content.repo.ts';
import { ContentService } from './modules/content/content.service.ts';
import { PagesRepo } from './modules/pages/pages.repo.ts';
import { PagesService } from './modules/pages/pages.service.ts';
import { BlogRepo } from './modules/blog/blog.repo.ts';
import { BlogService } from './modules/blog/blog.service.ts';
import { CareersRepo } from './modules/careers/careers.repo.ts';
import { CareersService } from './modules/careers/careers.service.ts';
import { UploadStore } from './modules/careers/upload-store.ts';
import { objectStoreOf } from './platform/object-store/create-object-store.ts';
import { FeedbackRepo } from './modules/feedback/feedback.repo.ts';
import { FeedbackService } from './modules/feedback/feedback.service.ts';
import { SitemapRepo } from './modules/sitemap/sitemap.repo.ts';
import { SitemapService } from './modules/sitemap/sitemap.service.ts';
import { RoutingRepo } from './modules/routing/routing.repo.ts';
import { RoutingService } from './modules/routing/routing.service.ts';
import { CatalogService } from './modules/catalog/catalog.service.ts';
import { CatalogRepo } from './modules/catalog/catalog.repo.ts';
import { CatalogIndex } from './modules/catalog/catalog.index.ts';
import { ReviewsRepo } from './modules/reviews/reviews.repo.ts';
import { ReviewsService } from './modules/reviews/reviews.service.ts';
import { MediaRepo } from './modules/media/media.repo.ts';
import { HealthRepo } from './platform/health.repo.ts';
import { SubscriptionsRepo } from './modules/subscriptions/subscriptions.repo.ts';
import { SubscriptionsService } from './modules/subscriptions/subscriptions.service.ts';
import { CartService } from './modules/cart/cart.service.ts';
import { PromoCodesService } from './modules/cart/promo-codes.service.ts';
import { StockService } from './modules/catalog/stock.service.ts';
import { TransactionalConnection } from './db/unit-of-work.ts';
import { ListsService } from './modules/lists/lists.service.ts';
import { PlacesService } from './modules/places/places.service.ts';
import { createSmsDriver } from './modules/sms/sms-driver.ts';
import { SmsService } from './modules/sms/sms.service.ts';
import { OtpService } from './modules/otp/otp.service.ts';
import { OTP_TTL_SECONDS } from '../domain/otp.ts';
import { OrdersService } from './modules/orders/orders.service.ts';
import { CheckoutService } from './modules/checkout/checkout.service.ts';
import { PaymentsService } from './modules/payments/payments.service.ts';
import { PasswordHasher } from './modules/auth/password-hasher.ts';
import { SessionsService } from './modules/auth/sessions.service.ts';
import { LoginLimiter } from './modules/auth/login-limiter.ts';
import { AuthService, type OnLogin } from './modules/auth/auth.service.ts';
import { PasswordResetService } from './modules/auth/password-reset.service.ts';
import { createEmailDriver } from './modules/email/email-driver.ts';
import { EmailService } from './modules/email/email.service.ts';
import { CabinetService } from './modules/cabinet/cabinet.service.ts';
import { AddressesService } from './modules/cabinet/addresses.service.ts';
import { MyOrdersService } from './modules/cabinet/my-orders.service.ts';
import { savedAddresses } from './modules/cabinet/saved-addresses.ts';
import { UserListsService } from './modules/lists/user-lists.service.ts';
import { mergeGuestListsAtLogin } from './modules/lists/merge-at-login.ts';
import { createAdminServices } from './admin/admin-services.ts';

/**
 * One instance of each domain service, shared by the API routes and the SSR loaders. Wiring style (docs/architecture.md,
 * "Layers"): a service receives one object — the TransactionalConnection (db/unit-of-work.ts), its settings and the
 * services it coordinates — and takes its repositories from the unit of work of the call, so a service asked inside
 * another's transaction reads and writes through it. The shop's modules (places, cart, promo codes, stock, orders,
 * payments, checkout, lists, the cabinet, SMS, email, one-time codes, accounts and sessions) are wired so; the others still receive a
 * repository built here on the shared Kysely instance, or the Database. Repositories the edges use directly (media
 * keys, the health probe) are listed here too.
 */
export interface ServiceHooks {
  /** after every successful login, at the API edge (the guest lists' merge goes here) */
  onLogin?: OnLogin;
}

export function createServices(
  database: Database,
  config: Config,
  i18n: I18n,
  secrets: Secrets = ephemeralSecrets(),
  hooks: ServiceHooks = {},
) {
  const { db } = database;
  // the unit of work (db/unit-of-work.ts): a service takes its repositories from the unit of the call
  const connection = new TransactionalConnection(database);
  const routing = new RoutingService(new RoutingRepo(db));
  const content = new ContentService(new ContentRepo(db), routing);
  // content pages, FAQ, campaigns list and the blog (CNT-2…CNT-5, CNT-10, decision 0036)
  const pages = new PagesService(new PagesRepo(db), routing, config.business);
  const blog = new BlogService(new BlogRepo(db), routing);
  // careers with the application upload, and the contacts page's feedback (decision 0039)
  // where uploads live: DATA_DIR or the shared bucket (STORAGE, decision 0068)
  const storage = objectStoreOf(config);
  const storageLog = {
    warn: (obj: object, msg: string) =>
      config.logLevel === 'silent' ? undefined : console.warn(`[storage] ${msg}`, obj),
  };
  const careers = new CareersService(
    new CareersRepo(db, database.dialect),
    new UploadStore(storage, 'careers'),
    routing,
    i18n,
    undefined,
    storageLog,
  );
  const feedback = new FeedbackService(new FeedbackRepo(db, database.dialect), i18n);
  const sitemap = new SitemapService(new SitemapRepo(db));
  const b = config.business;
  const catalog = new CatalogService(
    { repo: new CatalogRepo(db), index: new CatalogIndex(database), i18n },
    { payments: { types: b.paymentTypes, cards: b.installmentCards, minAmount: b.installmentMinAmount } },
  );
  const reviews = new ReviewsService(new ReviewsRepo(db, database.dialect));
  const media = new MediaRepo(db);
  const health = new HealthRepo(db, database.ping);
  const subscriptions = new SubscriptionsService(new SubscriptionsRepo(db, database.dialect), i18n);
  const lists = new ListsService({ connection, catalog });
  const places = new PlacesService({ connection });
  // SMS_DRIVER=outbox prints each message to the server log (silent when LOG_LEVEL=silent); decision 0026
  const smsLog = config.logLevel === 'silent' ? () => undefined : (line: string) => console.log(line);
  const sms = new SmsService({
    connection,
    driver: createSmsDriver(config.sms, smsLog),
    maxAgeMs: { otp: OTP_TTL_SECONDS * 1000 },
  });
  const otp = new OtpService({
    connection,
    sms,
    i18n,
    keys: secrets.otpKeys,
    limits: config.otp,
    brand: config.siteTitle,
  });
  const stock = new StockService();
  const promoCodes = new PromoCodesService();
  const orders = new OrdersService({
    connection,
    i18n,
    config,
    texts: sms,
    stock,
    promoCodes,
    catalog,
    now: () => new Date(),
  });
  const cart = new CartService({ connection, catalog, i18n, business: config.business, customers: orders.history });
  // card and installment payments (decision 0025); the orders service moves the order when the bank answers
  const payments = new PaymentsService({ connection, settlement: orders, config, secrets, i18n });
  const checkout = new CheckoutService({
    connection,
    cart,
    orders,
    otp,
    payments,
    promoCodes,
    stock,
    branches: places,
    addresses: savedAddresses(connection),
    i18n,
    config,
  });
  // accounts and sessions (ACC-1…ACC-7, decision 0028)
  const email = new EmailService({ connection, driver: createEmailDriver(config.email, smsLog) });
  const hasher = PasswordHasher.owasp(config.accounts.scryptLog2N);
  const sessions = new SessionsService({
    connection,
    keys: secrets.sessionKeys,
    lifetimes: config.accounts.sessions,
  });
  const loginLimiter = new LoginLimiter({ connection, limits: config.accounts.loginLimits });
  const accounts = new AuthService({
    connection,
    hasher,
    sessions,
    limiter: loginLimiter,
    otp,
    signupFields: config.accounts.signup,
    onLogin:
      hooks.onLogin ??
      ((userId, req, reply) =>
        mergeGuestListsAtLogin(userLists, config.business.cookiePrefix, (id, code) => cart.keepPromo(id, code))(
          userId,
          req,
          reply,
        )),
  });
  const passwordReset = new PasswordResetService({
    connection,
    hasher,
    sessions,
    otp,
    email,
    i18n,
    siteTitle: config.siteTitle,
  });
  // the cabinet and the signed-in customer's lists (CAB-1…CAB-5, CART-5)
  const account = new CabinetService({ connection, i18n });
  const addresses = new AddressesService({ connection, i18n });
  const myOrders = new MyOrdersService({ connection, i18n, catalog });
  const userLists = new UserListsService({ connection });
  // the back office (ADM-1, ADM-2, decision 0041)
  const admin = createAdminServices({ database, config, i18n, hasher, loginLimiter, orders, email, sms });
  return {
    admin,
    database,
    config,
    i18n,
    secrets,
    storage,
    email,
    hasher,
    sessions,
    loginLimiter,
    accounts,
    passwordReset,
    routing,
    content,
    pages,
    blog,
    careers,
    feedback,
    sitemap,
    catalog,
    reviews,
    subscriptions,
    cart,
    lists,
    places,
    media,
    health,
    sms,
    otp,
    orders,
    checkout,
    payments,
    account,
    addresses,
    myOrders,
    userLists,
  };
}

export type Services = ReturnType<typeof createServices>;
