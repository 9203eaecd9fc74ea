import type { FastifyInstance } from 'fastify';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db/kysely.ts';
import { FX, insertCatalogFixtures } from './modules/catalog/catalog.fixtures.ts';
import { createI18n } from './platform/i18n.server.ts';
import { createServices } from './services.ts';
import { describeEachEngine } from './testing/test-db.ts';
import { probeBuild } from './testing/probe-build.ts';

const review = {
  productId: FX.product.galaxy,
  review: 'Əla telefondur',
  fullName: 'Nigar Əliyeva',
  email: 'nigar@mail.az',
  rating: 5,
};

async function appFor(database: Database, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'guards-test-data'),
    NODE_ENV: 'test',
    ...env,
  });
  return createApp({
    services: createServices(database, config, createI18n()),
    build: probeBuild(),
    clientDir: '/nonexistent',
    logger: false,
  });
}

/** The host around the API and the pages: hostile input meets a clear 4xx, never a 500 (API-5). */
describeEachEngine(
  'app guards',
  (ctx) => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await appFor(ctx.database);
    });
    afterAll(async () => app.close());

    const reviewsFrom = async (ip: string) =>
      ctx.database.db.selectFrom('reviews').select(['review', 'full_name']).where('ip', '=', ip).execute();

    it('refuses control characters in text input with a translated field error, and stores nothing', async () => {
      const post = (payload: object, ip: string) =>
        app.inject({
          method: 'POST',
          url: '/api/reviews',
          headers: { 'x-forwarded-for': ip },
          payload: { lang: 'en', ...payload },
        });
      const nul = await post({ ...review, review: 'good\u0000phone' }, '10.20.0.1');
      expect(nul.statusCode).toBe(400);
      expect(nul.json()).toEqual({
        ok: false,
        error: 'The form has errors.',
        errors: { review: 'The text contains characters that are not allowed' },
      });
      const bell = await post({ ...review, fullName: 'Nigar\u0007' }, '10.20.0.1');
      expect(bell.json().errors).toEqual({ fullName: 'The text contains characters that are not allowed' });
      expect(await reviewsFrom('10.20.0.1')).toEqual([]);
      // line breaks and tabs are text
      const lines = await post({ ...review, review: 'Good phone.\r\n\tFast too.' }, '10.20.0.2');
      expect(lines.statusCode).toBe(200);
      expect(await reviewsFrom('10.20.0.2')).toEqual([
        { review: 'Good phone.\r\n\tFast too.', full_name: 'Nigar Əliyeva' },
      ]);
    });

    it('refuses a body nested more than 32 levels with a 400 naming the limit, in the request language; 32 levels are parsed', async () => {
      const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
      const post = (url: string, payload: string) =>
        app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.20.0.9' },
          payload,
        });
      // 2,000 levels in 4 KB: a stack overflow (500) in the control-character walk before
      for (const [lang, message] of [
        ['en', 'The request is nested too deeply (more than 32 levels).'],
        ['ru', 'Запрос содержит слишком глубокую вложенность (больше 32 уровней).'],
        ['az', 'Sorğunun iç-içə səviyyələri çox dərindir (32 səviyyədən artıq).'],
      ] as const) {
        const r = await post(`/api/reviews?lang=${lang}`, deep(2000));
        expect(r.statusCode, lang).toBe(400);
        expect(r.json(), lang).toEqual({ ok: false, error: message });
      }
      const objects = await post('/api/reviews?lang=en', `${'{"a":'.repeat(33)}1${'}'.repeat(33)}`);
      expect(objects.json().error).toBe('The request is nested too deeply (more than 32 levels).');
      // at the limit the body is parsed and meets its schema; brackets inside strings are text
      const atLimit = await post(
        '/api/reviews?lang=en',
        JSON.stringify({ ...review, lang: 'en', extra: JSON.parse(deep(31)) }),
      );
      expect(atLimit.statusCode).toBe(400);
      expect(atLimit.json().errors).toEqual({ extra: 'Unknown field' });
      const brackets = await post(
        '/api/reviews',
        JSON.stringify({ ...review, lang: 'en', review: `Əla ${'['.repeat(100)}` }),
      );
      expect(brackets.statusCode).toBe(200);
    });

    it('answers control characters in a URL with 404 (pages) or 400 (API, query strings), never a 500', async () => {
      const page = await app.inject({ url: '/smartfonlar%00' });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toContain("default-src 'self'");
      const api = await app.inject({ url: '/api/products/1%00?lang=en' });
      expect(api.statusCode).toBe(400);
      expect(api.json()).toEqual({ ok: false, error: 'The request is not valid.' });
      expect((await app.inject({ url: '/api/products?search=a%00b' })).statusCode).toBe(400);
      expect((await app.inject({ url: '/axtaris?search=%1b' })).statusCode).toBe(400);
      // a plain path still reaches the router (the probe build resolves it through the routes table)
      expect((await app.inject({ url: '/no-such-page' })).statusCode).toBe(200);
    });

    it('gives error pages for malformed URLs the security headers, and pages a CSP with a nonce, no inline scripts', async () => {
      const broken = await app.inject({ url: '/%E0%A4%A' });
      expect(broken.statusCode).toBe(400);
      expect(broken.headers['x-content-type-options']).toBe('nosniff');
      expect(broken.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(broken.headers['content-security-policy']).toContain("script-src 'self'");
      expect(broken.headers['x-request-id']).toBeTruthy();
      const page = await app.inject({ url: '/' });
      const csp = String(page.headers['content-security-policy']);
      const scripts = /script-src ([^;]*)/.exec(csp)![1]!;
      expect(scripts).toMatch(/^'self' 'nonce-[A-Za-z0-9+/]{22}==' ?/);
      expect(scripts).not.toContain('unsafe-inline');
      // the map tiles' origin (MAP_TILES_URL) is the only other image source
      expect(csp).toContain("img-src 'self' data: https://i.ytimg.com https://tile.openstreetmap.org;");
      const again = await app.inject({ url: '/' });
      expect(String(again.headers['content-security-policy'])).not.toBe(csp); // a fresh nonce per response
    });

    it('answers unsupported methods with 405, in the envelope under /api', async () => {
      // Fastify's types list only the methods it routes; these requests are exactly the others.
      const unsupported = (method: string, url: string) => app.inject({ method: method as 'GET', url });
      const page = await unsupported('TRACE', '/');
      expect(page.statusCode).toBe(405);
      expect(page.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE');
      expect(page.headers['content-type']).toContain('text/html');
      for (const method of ['TRACE', 'PROPFIND', 'CONNECT'] as const) {
        const r = await unsupported(method, '/api/products?lang=en');
        expect(r.statusCode, method).toBe(405);
        expect(r.json(), method).toEqual({ ok: false, error: 'This address does not accept this kind of request.' });
      }
    });

    it('keeps /api itself and unknown bodies in the envelope: 404 JSON, 415 for text/plain', async () => {
      for (const url of ['/api', '/api?lang=en', '/api/']) {
        const r = await app.inject({ url });
        expect(r.statusCode, url).toBe(404);
        expect(r.headers['content-type'], url).toContain('application/json');
        expect(r.json().ok, url).toBe(false);
      }
      const text = await app.inject({
        method: 'POST',
        url: '/api/reviews?lang=en',
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expect(text.statusCode).toBe(415);
      expect(text.json()).toEqual({ ok: false, error: 'This content type is not supported.' });
    });

    it('refuses cross-site state-changing requests with 403 (API envelope, pages too); same-origin ones pass', async () => {
      const evil = await app.inject({
        method: 'POST',
        url: '/api/reviews',
        headers: { host: 'shop.test', origin: 'https://evil.example', 'x-forwarded-for': '10.20.0.3' },
        payload: { ...review, lang: 'en' },
      });
      expect(evil.statusCode).toBe(403);
      expect(evil.json()).toEqual({ ok: false, error: 'This request came from another site and was refused.' });
      const fetchMeta = await app.inject({
        method: 'POST',
        url: '/api/reviews',
        headers: { host: 'shop.test', 'sec-fetch-site': 'cross-site', 'x-forwarded-for': '10.20.0.3' },
        payload: review,
      });
      expect(fetchMeta.statusCode).toBe(403);
      const nullOrigin = await app.inject({
        method: 'POST',
        url: '/api/reviews',
        headers: { host: 'shop.test', origin: 'null' },
        payload: review,
      });
      expect(nullOrigin.statusCode).toBe(403);
      expect(await reviewsFrom('10.20.0.3')).toEqual([]);

      const same = await app.inject({
        method: 'POST',
        url: '/api/reviews',
        headers: {
          host: 'shop.test',
          origin: 'http://shop.test',
          'sec-fetch-site': 'same-origin',
          'x-forwarded-for': '10.20.0.4',
        },
        payload: review,
      });
      expect(same.statusCode).toBe(200);

      // React Router actions (form posts to pages)
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      const action = await app.inject({
        method: 'POST',
        url: '/some-page',
        headers: { ...form, host: 'shop.test', origin: 'https://evil.example' },
        payload: 'a=1',
      });
      expect(action.statusCode).toBe(403);
      expect(action.headers['content-type']).toContain('text/html');
      const ownAction = await app.inject({
        method: 'POST',
        url: '/some-page',
        headers: { ...form, host: 'shop.test', origin: 'http://shop.test' },
        payload: 'a=1',
      });
      expect(ownAction.statusCode).toBe(200);
      expect(ownAction.json().actionData).toEqual({ page: { done: true } });
    });

    it('compares the whole origin — scheme, host and port — with the request’s own and PUBLIC_URL’s', async () => {
      const post = (a: FastifyInstance, headers: Record<string, string>) =>
        a.inject({
          method: 'POST',
          url: '/api/reviews',
          headers: { host: 'shop.test', 'x-forwarded-for': '10.20.0.5', ...headers },
          payload: { ...review, lang: 'en', productId: 0 },
        });
      // productId 0 fails the schema (400) once the origin passed: 403 means refused at the edge
      const status = async (a: FastifyInstance, headers: Record<string, string>) => (await post(a, headers)).statusCode;
      // the request came over http: an https page is another origin, so is another port
      expect(await status(app, { origin: 'https://shop.test' })).toBe(403);
      expect(await status(app, { origin: 'http://shop.test:8080' })).toBe(403);
      expect(await status(app, { origin: 'http://shop.test' })).toBe(400);
      expect(await status(app, { origin: 'HTTP://SHOP.TEST:80' })).toBe(400);
      // https as the trusted proxy (loopback by default) says: the https page is this origin, the http one is not
      expect(await status(app, { origin: 'https://shop.test', 'x-forwarded-proto': 'https' })).toBe(400);
      expect(await status(app, { origin: 'http://shop.test', 'x-forwarded-proto': 'https' })).toBe(403);
      // an untrusted peer's X-Forwarded-Proto is not believed
      const untrusting = await appFor(ctx.database, { TRUST_PROXY: 'false' });
      try {
        expect(await status(untrusting, { origin: 'https://shop.test', 'x-forwarded-proto': 'https' })).toBe(403);
      } finally {
        await untrusting.close();
      }
      // PUBLIC_URL's origin is the shop's own, whatever Host the proxy passed on; its scheme counts too
      const public_ = await appFor(ctx.database, { PUBLIC_URL: 'https://shop.az' });
      try {
        expect(await status(public_, { host: 'internal:3000', origin: 'https://shop.az' })).toBe(400);
        expect(await status(public_, { host: 'internal:3000', origin: 'http://shop.az' })).toBe(403);
      } finally {
        await public_.close();
      }
    });

    it('sends HSTS on every answer when the shop is served over https (PUBLIC_URL https or COOKIE_SECURE=always), never otherwise', async () => {
      const answers = (a: FastifyInstance) =>
        Promise.all([
          a.inject({ url: '/' }),
          a.inject({ url: '/healthz' }),
          a.inject({ url: '/api/brands?lang=en' }),
          a.inject({ url: '/api/no-such-thing' }),
          a.inject({ url: '/%E0%A4%A' }),
          a.inject({ url: '/api/%E0%A4%A' }),
          a.inject({ method: 'TRACE' as 'GET', url: '/api/brands' }),
          a.inject({
            method: 'POST',
            url: '/api/reviews',
            headers: { origin: 'https://evil.example' },
            payload: review,
          }),
          a.inject({
            method: 'POST',
            url: '/api/reviews',
            headers: { 'content-type': 'application/json' },
            payload: '['.repeat(100),
          }),
          a.inject({ method: 'POST', url: '/api/reviews', headers: { 'content-type': 'text/plain' }, payload: 'x' }),
        ]);
      const hsts = (rs: Awaited<ReturnType<typeof answers>>) =>
        rs.map((r) => `${r.statusCode} ${r.headers['strict-transport-security'] ?? '-'}`);
      for (const env of [{ PUBLIC_URL: 'https://shop.az' }, { COOKIE_SECURE: 'always' }] as Record<string, string>[]) {
        const a = await appFor(ctx.database, env);
        try {
          const rs = await answers(a);
          expect(
            hsts(rs).filter((h) => !h.endsWith(' max-age=31536000; includeSubDomains')),
            JSON.stringify(env),
          ).toEqual([]);
        } finally {
          await a.close();
        }
      }
      expect(hsts(await answers(app)).filter((h) => !h.endsWith(' -'))).toEqual([]);
    });

    it('never puts an unlisted Host header into page links in production (PUBLIC_URL or ALLOWED_HOSTS)', async () => {
      const origin = async (env: Record<string, string>, host: string) => {
        const a = await appFor(ctx.database, env);
        try {
          const r = await a.inject({ url: '/', headers: { host } });
          expect(r.statusCode).toBe(200);
          return r.json().loaderData.root.origin as string;
        } finally {
          await a.close();
        }
      };
      const production = { NODE_ENV: 'production' };
      expect(await origin(production, 'evil.example')).toBe('http://localhost');
      expect(await origin(production, '127.0.0.1:4000')).toBe('http://127.0.0.1:4000');
      expect(await origin({ ...production, ALLOWED_HOSTS: 'shop.az,www.shop.az' }, 'www.shop.az')).toBe(
        'http://www.shop.az',
      );
      expect(await origin({ ...production, ALLOWED_HOSTS: 'shop.az,www.shop.az' }, 'evil.example')).toBe(
        'http://shop.az',
      );
      expect(await origin({ ...production, PUBLIC_URL: 'https://shop.az' }, 'evil.example')).toBe('https://shop.az');
      // development and tests: the request's host, as before
      expect(await origin({ NODE_ENV: 'development' }, 'dev.example:5173')).toBe('http://dev.example:5173');
    });
  },
  insertCatalogFixtures,
);
