import type { FastifyInstance } from 'fastify';
import type { Services } from './services.ts';
import { kindOfStatus, RequestRefused, requestLang, sendFailure } from './platform/api.ts';
import { fail } from './platform/errors.ts';
import { isDatabaseUnavailable } from './platform/db-errors.ts';
import { registerCatalogApi } from './modules/catalog/catalog.api.ts';
import { registerSubscriptionsApi } from './modules/subscriptions/subscriptions.api.ts';
import { registerCartApi } from './modules/cart/cart.api.ts';
import { registerListsApi } from './modules/lists/lists.api.ts';
import { registerPlacesApi } from './modules/places/places.api.ts';
import { registerOtpApi } from './modules/otp/otp.api.ts';
import { registerCheckoutApi } from './modules/checkout/checkout.api.ts';
import { registerOrdersApi } from './modules/orders/orders.api.ts';
import { registerPaymentsApi } from './modules/payments/payments.api.ts';
import { registerAccountsApi } from './modules/accounts/accounts.api.ts';
import { registerAccountApi } from './modules/account/account.api.ts';
import { registerUserListsApi } from './modules/lists/user-lists.api.ts';
import { registerCareersApi } from './modules/careers/careers.api.ts';
import { registerFeedbackApi } from './modules/feedback/feedback.api.ts';
import { registerPagesApi } from './modules/pages/pages.api.ts';
import { registerAdminApi } from './admin/admin.api.ts';

/**
 * The JSON API under /api/ (design §2). Each module registers its own routes here;
 * documented in docs/api.md.
 */
export async function registerApi(app: FastifyInstance, services: Services): Promise<void> {
  const { i18n } = services;
  await app.register(
    async (api) => {
      api.setErrorHandler((err: Error & { statusCode?: number; validation?: unknown; code?: string }, req, reply) => {
        const lang = requestLang(req);
        const status = err.statusCode ?? 500;
        if (isDatabaseUnavailable(err)) {
          req.log.warn({ err }, 'api: database unavailable');
          // 503 with Retry-After (platform/api.ts)
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
      await registerCatalogApi(api, services);
      await registerSubscriptionsApi(api, services);
      await registerCartApi(api, services);
      await registerListsApi(api, services);
      await registerPlacesApi(api, services);
      await registerOtpApi(api, services);
      await registerCheckoutApi(api, services);
      await registerOrdersApi(api, services);
      await registerPaymentsApi(api, services);
      await registerAccountsApi(api, services);
      await registerAccountApi(api, services);
      await registerUserListsApi(api, services);
      await registerCareersApi(api, services);
      await registerFeedbackApi(api, services);
      await registerPagesApi(api, services);
      // the back office (decision 0041)
      await registerAdminApi(api, services);

      // Anything under /api/ that no module serves: a JSON 404, never the HTML shop.
      // `/api` itself too (never the shop's HTML)
      api.all('/', async (req, reply) =>
        sendFailure(reply, i18n, requestLang(req), fail('notFound', 'errors.apiNotFound')),
      );
      api.all('/*', async (req, reply) =>
        sendFailure(reply, i18n, requestLang(req), fail('notFound', 'errors.apiNotFound')),
      );

      api.get('/config', async () => ({
        ok: true,
        data: {
          deliveryCities: services.config.business.deliveryCities,
          deliveryTypes: services.config.business.deliveryTypes,
          paymentTypes: services.config.business.paymentTypes,
          installmentCards: services.config.business.installmentCards,
        },
      }));
    },
    { prefix: '/api' },
  );
}
