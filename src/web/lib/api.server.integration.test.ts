import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '~/server/testing/test-db';
import { loadConfig } from '~/server/config';
import { createServices } from '~/server/services';
import { createI18n } from '~/server/platform/i18n.server';
import { registerApi } from '~/server/api-routes';
import { FX, insertCatalogFixtures } from '~/server/modules/catalog/catalog.fixtures';
import { callApi, type ApiOptions } from './api-client';

/**
 * The browser's client against the real API (in-process, through Fastify's inject): every operation the pages
 * call answers what the shared reply schema accepts, and failures arrive as messages and field errors.
 */
const i18n = createI18n();

function injectFetch(app: FastifyInstance, ip: string): NonNullable<ApiOptions['fetch']> {
  return async (url, init) => {
    const res = await app.inject({
      method: init.method as 'GET' | 'POST',
      url,
      headers: { ...Object.fromEntries(new Headers(init.headers)), 'x-forwarded-for': ip },
      ...(init.body ? { payload: String(init.body) } : {}),
    });
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? '') },
    });
  };
}

describeEachEngine(
  'browser API client against the server',
  (ctx) => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = Fastify({ logger: false, trustProxy: true });
      await registerApi(app, createServices(ctx.database, loadConfig({}), i18n));
      await app.ready();
    });
    afterAll(() => app.close());
    const opts = (lang: 'az' | 'ru' | 'en', ip: string): ApiOptions => ({
      lang,
      t: (k) => i18n.t(lang, k),
      fetch: injectFetch(app, ip),
    });

    it('quick search answers items in the shared shape', async () => {
      const r = await callApi('products.search', { search: 'iphone' }, opts('en', '10.9.0.1'));
      expect(r.ok && r.data.items.map((i) => i.id).sort()).toEqual([FX.product.iphone, FX.product.iphonePro]);
    });

    it('a review is accepted as pending; a bad one names its fields in the page language', async () => {
      const ok = await callApi(
        'reviews.submit',
        {
          productId: FX.product.galaxy,
          review: 'Əla telefondur',
          fullName: 'Nigar Əliyeva',
          email: 'nigar@mail.az',
          rating: 5,
        },
        opts('az', '10.9.0.2'),
      );
      expect(ok).toEqual({ ok: true, data: { status: 'pending' } });
      const bad = await callApi(
        'reviews.submit',
        { productId: FX.product.galaxy, review: ' ', fullName: 'Nigar', email: 'nigar@mail', rating: 0 },
        opts('ru', '10.9.0.2'),
      );
      expect(bad).toMatchObject({ ok: false, status: 400, error: i18n.t('ru', 'validation.failed') });
      expect(!bad.ok && bad.fieldErrors).toEqual({
        review: i18n.t('ru', 'validation.required'),
        email: i18n.t('ru', 'validation.email'),
        rating: i18n.t('ru', 'validation.rating'),
      });
    });

    it('a subscription answers its thank-you; a repeat is an error on the email field', async () => {
      const first = await callApi('subscriptions.send', { email: 'leyla@box.az' }, opts('en', '10.9.0.3'));
      expect(first).toEqual({ ok: true, data: { message: { text: i18n.t('en', 'subscriptions.sent') } } });
      const again = await callApi('subscriptions.send', { email: 'Leyla@Box.az' }, opts('en', '10.9.0.4'));
      expect(again).toMatchObject({
        ok: false,
        status: 409,
        fieldErrors: { email: i18n.t('en', 'subscriptions.alreadySubscribed') },
      });
    });
  },
  insertCatalogFixtures,
);
