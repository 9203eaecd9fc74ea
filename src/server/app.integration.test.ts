import type { FastifyInstance } from 'fastify';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerBuild } from 'react-router';
import { loadConfig } from './config.ts';
import { createApp } from './app.ts';
import { createI18n } from './platform/i18n.server.ts';
import { createServices } from './services.ts';
import { createTestDatabase } from './testing/test-db.ts';
import { safeHost } from './platform/ssr.ts';

/** The HTTP host around the API: envelope, translated errors, limits, headers. SSR is covered by the e2e suite. */
describe('app host', () => {
  let app: FastifyInstance;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase('sqlite');
    dispose = database.dispose;
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/app-test-data' });
    const services = createServices(database, config, createI18n());
    const build = async (): Promise<ServerBuild> => {
      throw new Error('SSR not used in this test');
    };
    app = await createApp({ services, build, clientDir: '/nonexistent', logger: false });
  });
  afterAll(async () => {
    await app.close();
    await dispose();
  });

  it('answers /healthz with the database engine', async () => {
    const r = await app.inject({ url: '/healthz' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ ok: true, db: 'sqlite' });
  });

  it('gives an unknown API operation a translated JSON 404, never the HTML shop', async () => {
    const az = await app.inject({ url: '/api/no-such-thing' });
    expect(az.statusCode).toBe(404);
    expect(az.headers['content-type']).toContain('application/json');
    expect(az.json()).toEqual({ ok: false, error: 'Belə əməliyyat yoxdur.' });
    const ru = await app.inject({ url: '/api/no-such-thing?lang=ru' });
    expect(ru.json().error).toBe('Такой операции нет.');
    const en = await app.inject({ method: 'POST', url: '/api/no-such-thing', payload: { lang: 'en' } });
    expect(en.json().error).toBe('There is no such operation.');
  });

  it('answers malformed JSON with a 400 envelope, not a 500', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/no-such-thing?lang=en',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ ok: false, error: 'The request is not valid.' });
  });

  it('answers an undecodable URL with an HTML page for pages and the envelope for the API', async () => {
    const page = await app.inject({ url: '/%E0%A4%A' });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Səhifə tapılmadı');
    expect(page.body).toContain('href="/"');
    const api = await app.inject({ url: '/api/%E0%A4%A' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ ok: false, error: 'Sorğu düzgün deyil.' });
  });

  it('treats //host and /\\host paths as paths on this shop (no other origin in canonical links)', async () => {
    // a real HTTP request line: inject() would read "//evil.com" as a host
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const get = (path: string) =>
      new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path }, (res) => {
            res.resume();
            resolve({ status: res.statusCode ?? 0, location: res.headers.location });
          })
          .on('error', reject);
      });
    expect(await get('//evil.com/ru')).toEqual({ status: 301, location: '/evil.com/ru' });
    expect(await get('/\\evil.com')).toEqual({ status: 301, location: '/evil.com' });
  });

  it('refuses bodies over the size limit with 413', async () => {
    const big = JSON.stringify({ lang: 'en', x: 'a'.repeat(1024 * 1024 + 10) });
    const r = await app.inject({
      method: 'POST',
      url: '/api/no-such-thing?lang=en',
      headers: { 'content-type': 'application/json' },
      payload: big,
    });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({ ok: false, error: 'The request is too large.' });
  });

  it('sets security headers and a request id on every response', async () => {
    const r = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'trace-123456' } });
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(r.headers['x-request-id']).toBe('trace-123456');
  });

  it('exposes the business configuration the checkout needs', async () => {
    const r = await app.inject({ url: '/api/config' });
    expect(r.json().data).toMatchObject({
      deliveryTypes: ['delivery', 'pickup'],
      paymentTypes: ['cash', 'card', 'installment'],
    });
  });
});

describe('safeHost', () => {
  it('keeps plain host names and ports, and replaces anything else with localhost', () => {
    expect(safeHost('shop.example.az')).toBe('shop.example.az');
    expect(safeHost('127.0.0.1:3000')).toBe('127.0.0.1:3000');
    expect(safeHost('evil.com/x')).toBe('localhost');
    expect(safeHost('a@b')).toBe('localhost');
    expect(safeHost(undefined)).toBe('localhost');
  });
});
