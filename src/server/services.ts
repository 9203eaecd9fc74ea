import { siteOrigin, type Config } from './config.ts';
import type { Database } from './db/kysely.ts';
import type { I18n } from './platform/i18n.server.ts';
import { ephemeralSecrets, type Secrets } from './platform/secrets.ts';
import { ContentService } from './modules/content/content.service.ts';
import { PagesService } from './modules/pages/pages.service.ts';
import { BlogService } from './modules/blog/blog.service.ts';
import { CareersService } from './modules/careers/careers.service.ts';
import { UploadStore } from './modules/careers/upload-store.ts';
import { objectStoreOf } from './platform/object-store/create-object-store.ts';
import { FeedbackService } from './modules/feedback/feedback.service.ts';
import { SitemapService } from './modules/sitemap/sitemap.service.ts';
import { RoutingService } from './modules/routing/routing.service.ts';
import { CatalogService } from './modules/catalog/catalog.service.ts';
import { CatalogIndex } from './modules/catalog/catalog.index.ts';
import { ReviewsService } from './modules/reviews/reviews.service.ts';
import { MediaRepo } from './modules/media/media.repo.ts';
import { SubscriptionsService } from './modules/subscriptions/subscriptions.service.ts';
import { AlertsService } from './modules/alerts/alerts.service.ts';
import { AlertsSender } from './modules/alerts/alerts-sender.ts';
import { CartService } from './modules/cart/cart.service.ts';
import { PromoCodesService } from './modules/cart/promo-codes.service.ts';
import { StockService } from './modules/catalog/stock.service.ts';
import { TransactionalConnection } from './db/unit-of-work.ts';
import { ListsService } from './modules/lists/lists.service.ts';
import { PlacesService } from './modules/places/places.service.ts';
import { createSmsDriver } from './modules/sms/create-sms-driver.ts';
import { SmsService } from './modules/sms/sms.service.ts';
import { OtpService } from './modules/otp/otp.service.ts';
import { OTP_TTL_SECONDS } from '../domain/otp.ts';
import { contentFacts } from '../domain/content-facts.ts';
import { OrdersService } from './modules/orders/orders.service.ts';
import { ORDER_EMAIL } from './modules/orders/order-email.ts';
import { OrderTrackService } from './modules/orders/order-track.service.ts';
import { CheckoutService } from './modules/checkout/checkout.service.ts';
import { PaymentsService } from './modules/payments/payments.service.ts';
import { GatewayRefunds } from './modules/payments/gateway-refunds.ts';
import { PasswordHasher } from './modules/auth/password-hasher.ts';
import { SessionsService } from './modules/auth/sessions.service.ts';
import { LoginLimiter } from './modules/auth/login-limiter.ts';
import { AuthService, type OnLogin } from './modules/auth/auth.service.ts';
import { PasswordResetService } from './modules/auth/password-reset.service.ts';
import { createEmailDriver } from './modules/email/create-email-driver.ts';
import { EmailService, type ComposedEmail } from './modules/email/email.service.ts';
import { CabinetService } from './modules/cabinet/cabinet.service.ts';
import { AddressesService } from './modules/cabinet/addresses.service.ts';
import { MyOrdersService } from './modules/cabinet/my-orders.service.ts';
import { MyOrderActionsService } from './modules/cabinet/my-order-actions.service.ts';
import { savedAddresses } from './modules/cabinet/saved-addresses.ts';
import { UserListsService } from './modules/lists/user-lists.service.ts';
import { mergeGuestListsAtLogin } from './modules/lists/merge-at-login.ts';
import { RecentlyViewedService } from './modules/recently-viewed/recently-viewed.service.ts';
import { createAdminServices } from './admin/admin-services.ts';
import { providerClients } from './modules/social/provider-clients.ts';
import { SocialSignInService } from './modules/social/social-sign-in.service.ts';
import { SocialAccountsService } from './modules/social/social-accounts.service.ts';

/**
 * One instance of each domain service, shared by the API routes and the SSR loaders. Wiring style (docs/architecture.md,
 * "Layers"): a service receives one object — the TransactionalConnection (db/unit-of-work.ts), its settings and the
 * services it coordinates — and takes its repositories from the unit of work of the call, so a service asked inside
 * another's transaction reads and writes through it. Every module and the back office are wired so (the sitemap
 * module, another part's, still receives its repository). The image routes' repository comes from the shared unit.
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
  // the unit of work (db/unit-of-work.ts): a service takes its repositories from the unit of the call
  const connection = new TransactionalConnection(database);
  const b = config.business;
  // the numbers the shop's texts state through placeholders (FAQ, pages, campaigns, product FAQ), computed once
  const facts = contentFacts(b.installmentCards);
  const routing = new RoutingService({ connection });
  const content = new ContentService({ connection, routing });
  // content pages, FAQ, campaigns list and the blog (CNT-2…CNT-5, CNT-10, decision 0036)
  const pages = new PagesService({ connection, routing, settings: b, facts });
  const blog = new BlogService({ connection, routing });
  // careers with the application upload, and the contacts page's feedback (decision 0039)
  // where uploads live: DATA_DIR or the shared bucket (STORAGE, decision 0068)
  const storage = objectStoreOf(config);
  const storageLog = {
    warn: (obj: object, msg: string) =>
      config.logLevel === 'silent' ? undefined : console.warn(`[storage] ${msg}`, obj),
  };
  const careers = new CareersService({
    connection,
    store: new UploadStore(storage, 'careers'),
    routing,
    i18n,
    log: storageLog,
  });
  const feedback = new FeedbackService({ connection, i18n });
  const sitemap = new SitemapService({ connection });
  const catalog = new CatalogService(
    { connection, index: new CatalogIndex(connection), i18n },
    { payments: { types: b.paymentTypes, cards: b.installmentCards, minAmount: b.installmentMinAmount }, facts },
  );
  const reviews = new ReviewsService({ connection });
  // the image routes' one question (is this key used?), and the readiness probe: the database's own (decision 0067)
  const media = connection.shared.repo(MediaRepo);
  const health = { ping: () => database.ping() };
  const subscriptions = new SubscriptionsService({ connection, i18n });
  const lists = new ListsService({ connection, catalog });
  const places = new PlacesService({ connection });
  // SMS_DRIVER=outbox prints each message to the server log (silent when LOG_LEVEL=silent); decision 0026
  const smsLog = config.logLevel === 'silent' ? () => undefined : (line: string) => console.log(line);
  const sms = new SmsService({
    connection,
    driver: createSmsDriver(config.sms, smsLog),
    maxAgeMs: { otp: OTP_TTL_SECONDS * 1000 },
  });
  // every email the shop sends (OPS-15); an order's confirmation is composed from the order when first sent (decision 0077)
  const email: EmailService = new EmailService({
    connection,
    driver: createEmailDriver(config.email, smsLog),
    composers: { [ORDER_EMAIL]: (orderId): Promise<ComposedEmail | null> => orders.confirmationEmail(orderId) },
  });
  const otp = new OtpService({
    connection,
    sms,
    email,
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
    emails: email,
    site: { origin: siteOrigin(config), title: config.siteTitle },
    stock,
    promoCodes,
    catalog,
    now: () => new Date(),
  });
  // "Track your order" (ORD-11, decision 0077)
  const orderTrack = new OrderTrackService({ connection, otp });
  const cart = new CartService({ connection, catalog, i18n, business: config.business, customers: orders.history });
  // card and installment payments (decision 0025); the orders service moves the order when the bank answers
  const payments = new PaymentsService({ connection, settlement: orders, config, secrets, i18n });
  // refunds through the gateway's reversal (decision 0084); the test bank connects itself when mounted (app.ts)
  const gatewayRefunds = new GatewayRefunds({ config, secrets });
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
  // sign-in with Google and Facebook (ACC-12…ACC-17, decision 0093): the configured providers only
  const social = new SocialSignInService({
    connection,
    sessions,
    clients: providerClients(config.social),
    log: smsLog,
    startsPerIpPerHour: config.socialStartsPerIpPerHour,
  });
  const socialAccounts = new SocialAccountsService({
    connection,
    hasher,
    sessions,
    limiter: loginLimiter,
    otp,
    providers: () => social.providers(),
    log: smsLog,
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
  // "Recently viewed" of signed-in customers (PDP-14, decision 0081)
  const recentlyViewed = new RecentlyViewedService({ connection, catalog });
  // cancel while new, order again through the cart's add (ORD-12, decision 0078)
  const myOrderActions = new MyOrderActionsService({ connection, i18n, orders, cart: userLists, catalog });
  // stock and price alerts (issue 32, decision 0092): subscribe, unsubscribe, the cabinet, the job that sends them
  const alerts = new AlertsService({ connection, otp, i18n, keys: secrets.otpKeys });
  const alertsSender = new AlertsSender({
    connection,
    sms,
    email,
    i18n,
    keys: secrets.otpKeys,
    site: { origin: siteOrigin(config), title: config.siteTitle },
  });
  // the back office (ADM-1, ADM-2, decision 0041)
  const admin = createAdminServices({
    connection,
    config,
    i18n,
    hasher,
    loginLimiter,
    orders,
    gatewayRefunds,
    email,
    sms,
    cart,
    stock,
  });
  return {
    admin,
    database,
    connection,
    config,
    i18n,
    secrets,
    storage,
    email,
    hasher,
    sessions,
    loginLimiter,
    accounts,
    social,
    socialAccounts,
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
    alerts,
    alertsSender,
    cart,
    lists,
    places,
    media,
    health,
    sms,
    otp,
    orders,
    orderTrack,
    checkout,
    payments,
    gatewayRefunds,
    account,
    addresses,
    myOrders,
    myOrderActions,
    userLists,
    recentlyViewed,
  };
}

export type Services = ReturnType<typeof createServices>;
