import type { FastifyInstance } from 'fastify';
import type { Services } from './services.ts';
import { requestLang, sendFailure } from './platform/api.ts';
import { fail } from './platform/errors.ts';
import { registerCatalogApi } from './modules/catalog/catalog.api.ts';

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
        if (status >= 500) {
          req.log.error({ err }, 'api error');
          return sendFailure(reply, i18n, lang, fail('errors.unexpected', undefined, 500));
        }
        if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendFailure(reply, i18n, lang, fail('errors.bodyTooLarge', undefined, 413));
        if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendFailure(reply, i18n, lang, fail('errors.unsupportedMediaType', undefined, 415));
        return sendFailure(reply, i18n, lang, fail('errors.badRequest', undefined, status));
      });
      await registerCatalogApi(api, services);

      // Anything under /api/ that no module serves: a JSON 404, never the HTML shop.
      api.all('/*', async (req, reply) => sendFailure(reply, i18n, requestLang(req), fail('errors.apiNotFound', undefined, 404)));

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
