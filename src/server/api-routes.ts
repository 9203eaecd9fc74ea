import type { FastifyInstance, FastifyRequest } from 'fastify';
import { siteConfig } from '../domain/api/site.ts';
import type { Services } from './services.ts';
import { kindOfStatus, RequestRefused, requestLang, sendFailure } from './platform/envelope.ts';
import { fail, ok } from './platform/errors.ts';
import { isDatabaseUnavailable } from './platform/db-errors.ts';
import { PUBLIC, route, type Access } from './platform/route.ts';
import { requestOrigin } from './platform/ssr.ts';
import { registerCatalogApi } from './modules/catalog/catalog.api.ts';
import { registerSubscriptionsApi } from './modules/subscriptions/subscriptions.api.ts';
import { registerCartApi } from './modules/cart/cart.api.ts';
import { registerListsApi } from './modules/lists/lists.api.ts';
import { registerPlacesApi } from './modules/places/places.api.ts';
import { registerOtpApi } from './modules/otp/otp.api.ts';
import { registerCheckoutApi } from './modules/checkout/checkout.api.ts';
import { registerOrdersApi } from './modules/orders/orders.api.ts';
import { registerOrderTrackApi } from './modules/orders/order-track.api.ts';
import { registerPaymentsApi } from './modules/payments/payments.api.ts';
import { registerAuthApi } from './modules/auth/auth.api.ts';
import { registerCabinetApi } from './modules/cabinet/cabinet.api.ts';
import { accessRenewer } from './modules/auth/session-cookies.ts';
import { registerUserListsApi } from './modules/lists/user-lists.api.ts';
import { registerRecentlyViewedApi } from './modules/recently-viewed/recently-viewed.api.ts';
import { registerCareersApi } from './modules/careers/careers.api.ts';
import { registerFeedbackApi } from './modules/feedback/feedback.api.ts';
import { registerPagesApi } from './modules/pages/popups.api.ts';
import { registerAdminApi } from './admin/admin.api.ts';

/** One route under /api as registered: who may call it (`config.access`), for the test over every route. */
interface ApiRoute {
  method: string;
  url: string;
  access: Access | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every route registered under /api, with its declared access (`registerApi`) */
    apiRoutes: ApiRoute[];
  }
}

/** A route's declared access; a back-office route that declares only its permission is a staff route. */
const accessOf = (config: { access?: Access; permission?: string | null } | undefined): Access | undefined =>
  config?.access ?? (typeof config?.permission === 'string' ? { staff: config.permission } : undefined);

/**
 * The JSON API under /api/ (design §2). Each module registers its endpoints (`platform/route.ts`, the table in
 * `domain/api/`) and receives only the services it calls; documented in docs/api.md.
 */
export async function registerApi(app: FastifyInstance, services: Services): Promise<void> {
  const { i18n, config } = services;
  const routes: ApiRoute[] = [];
  if (!app.hasDecorator('apiRoutes')) app.decorate('apiRoutes', routes);
  const origin = (req: FastifyRequest) =>
    requestOrigin(req.protocol, req.headers.host, { publicUrl: config.publicUrl, allowedHosts: config.allowedHosts });
  const cookies = { prefix: config.business.cookiePrefix, mode: config.business.cookieSecure };
  await app.register(
    async (api) => {
      api.addHook('onRoute', (r) => {
        for (const method of [r.method].flat())
          if (method !== 'HEAD') app.apiRoutes.push({ method, url: r.url, access: accessOf(r.config) });
      });
      api.setErrorHandler((err: Error & { statusCode?: number; validation?: unknown; code?: string }, req, reply) => {
        const lang = requestLang(req);
        const status = err.statusCode ?? 500;
        if (isDatabaseUnavailable(err)) {
          req.log.warn({ err }, 'api: database unavailable');
          // 503 with Retry-After (platform/envelope.ts)
          return sendFailure(reply, i18n, lang, fail('unavailable', 'errors.unavailable'));
        }
        if (status >= 500) {
          req.log.error({ err }, 'api error');
          return sendFailure(reply, i18n, lang, fail('unexpected', 'errors.unexpected'));
        }
        // a refusal made before the route, with its own message (e.g. a body nested too deeply: platform/json-body.ts)
        if (err instanceof RequestRefused) return sendFailure(reply, i18n, lang, err.failure);
        if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          return sendFailure(reply, i18n, lang, fail('tooLarge', 'errors.bodyTooLarge'));
        if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
          return sendFailure(reply, i18n, lang, fail('unsupported', 'errors.unsupportedMediaType'));
        return sendFailure(reply, i18n, lang, fail(kindOfStatus(status), 'errors.badRequest'));
      });
      // JSON only: Fastify's built-in text/plain parser would hand a string to the routes; 415 instead (docs/api.md)
      api.removeContentTypeParser('text/plain');
      registerCatalogApi(api, { i18n, catalog: services.catalog, reviews: services.reviews });
      registerSubscriptionsApi(api, { i18n, subscriptions: services.subscriptions });
      registerCartApi(api, { i18n, cart: services.cart, cookies });
      registerListsApi(api, { i18n, lists: services.lists });
      registerPlacesApi(api, { i18n, places: services.places });
      registerOtpApi(api, { i18n, otp: services.otp });
      registerCheckoutApi(api, {
        i18n,
        checkout: services.checkout,
        branchStock: services.catalog.branchStock,
        cookies,
        origin,
      });
      registerOrdersApi(api, {
        i18n,
        orders: services.orders,
        checkout: services.checkout,
        cookiePrefix: cookies.prefix,
        origin,
      });
      registerOrderTrackApi(api, { i18n, orderTrack: services.orderTrack });
      await registerPaymentsApi(api, { i18n, payments: services.payments });
      registerAuthApi(api, {
        i18n,
        accounts: services.accounts,
        passwordReset: services.passwordReset,
        sessions: services.sessions,
        otp: services.otp,
        cookies,
        origin,
      });
      registerCabinetApi(api, {
        i18n,
        account: services.account,
        addresses: services.addresses,
        myOrders: services.myOrders,
        renewAccess: accessRenewer(services.sessions, cookies),
        orderActions: services.myOrderActions,
      });
      registerUserListsApi(api, { i18n, userLists: services.userLists, cart: services.cart });
      registerRecentlyViewedApi(api, { i18n, recentlyViewed: services.recentlyViewed });
      await registerCareersApi(api, { i18n, careers: services.careers });
      registerFeedbackApi(api, { i18n, feedback: services.feedback });
      registerPagesApi(api, { i18n, pages: services.pages });
      route(api, i18n, siteConfig, PUBLIC, async () =>
        ok({
          deliveryCities: config.business.deliveryCities,
          deliveryTypes: config.business.deliveryTypes,
          paymentTypes: config.business.paymentTypes,
          installmentCards: config.business.installmentCards,
        }),
      );
      // the back office (decision 0041)
      await registerAdminApi(api, services);

      // Anything under /api/ that no module serves: a JSON 404, never the HTML shop.
      // `/api` itself too (never the shop's HTML)
      const notFound = { config: { access: 'public' as const } };
      api.all('/', notFound, async (req, reply) =>
        sendFailure(reply, i18n, requestLang(req), fail('notFound', 'errors.apiNotFound')),
      );
      api.all('/*', notFound, async (req, reply) =>
        sendFailure(reply, i18n, requestLang(req), fail('notFound', 'errors.apiNotFound')),
      );
    },
    { prefix: '/api' },
  );
}
