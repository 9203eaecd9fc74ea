import type { FastifyInstance } from 'fastify';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerBuild } from 'react-router';
import { loadConfig } from '../config.ts';
import { createApp } from '../app.ts';
import { createI18n } from './i18n.server.ts';
import { createServices, type Services } from '../services.ts';
import { createTestDatabase } from '../testing/test-db.ts';
import { rootShared } from './root-data.ts';

/** `/_root/<lang>.<hash>.json`: the messages and layout every page of a language shares (decision 0018). */
describe('shared root data route', () => {
  let app: FastifyInstance;
  let services: Services;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase('sqlite');
    dispose = database.dispose;
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/root-data-test' });
    services = createServices(database, config, createI18n());
    const build = async (): Promise<ServerBuild> => {
      throw new Error('SSR not used in this test');
    };
    app = await createApp({ services, build, clientDir: '/nonexistent', logger: false });
  });
  afterAll(async () => {
    await app.close();
    await dispose();
  });

  it('serves the current file of a language, cacheable for a year, with its messages and layout', async () => {
    const { href } = await rootShared(services, 'ru');
    const r = await app.inject({ url: href });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/json');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const body = r.json();
    expect(body.lang).toBe('ru');
    expect(body.messages['layout.skip']).toBe(services.i18n.t('ru', 'layout.skip'));
    expect(body.layout).toHaveProperty('categories');
  });

  it('sends it compressed when the browser accepts it', async () => {
    const { href, body } = await rootShared(services, 'az');
    const br = await app.inject({ url: href, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(body);
    const gz = await app.inject({ url: href, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(body);
  });

  it('answers an address of another version with the current data, never cached', async () => {
    const { body } = await rootShared(services, 'en');
    const r = await app.inject({ url: '/_root/en.AAAAAAAAAAAAAAAA.json' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.body).toBe(body);
  });

  it('answers 404 for names that are no language file', async () => {
    for (const url of ['/_root/de.AAAAAAAAAAAAAAAA.json', '/_root/az.json', '/_root/az.AAAAAAAAAAAAAAAA.js']) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
