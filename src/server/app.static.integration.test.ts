import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerBuild } from 'react-router';
import { loadConfig } from './config.ts';
import { createApp } from './app.ts';
import { precompressDir } from './build/precompress.ts';
import { createI18n } from './platform/i18n.server.ts';
import { createServices } from './services.ts';
import { createTestDatabase } from './testing/test-db.ts';

/** Browser assets: compressed once at build time, served as such, never compressed again per request. */
describe('static assets', () => {
  let app: FastifyInstance;
  let dispose: () => Promise<void>;
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-test-'));
  const file = (rel: string) => path.join(clientDir, rel);
  const script = Array.from(
    { length: 800 },
    (_, i) => `export function f${i}(a){return a*${i}+"${'x'.repeat(i % 17)}";}`,
  ).join('\n');

  beforeAll(async () => {
    fs.mkdirSync(file('assets'));
    fs.writeFileSync(file('assets/entry-AbC123.js'), script);
    fs.writeFileSync(
      file('assets/inter-AbC123.woff2'),
      Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 251)),
    );
    fs.writeFileSync(file('assets/tiny-AbC123.css'), 'a{b:c}');
    fs.writeFileSync(
      file('favicon.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h10v10H0z"/>'.repeat(80)}</svg>`,
    );
    precompressDir(clientDir);

    const database = await createTestDatabase('sqlite');
    dispose = database.dispose;
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/app-test-data' });
    const services = createServices(database, config, createI18n());
    const build = async (): Promise<ServerBuild> => {
      throw new Error('SSR not used in this test');
    };
    app = await createApp({ services, build, clientDir, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await dispose();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('writes brotli and gzip files that decompress to the original, and none for fonts or when they would not be smaller', () => {
    expect(zlib.brotliDecompressSync(fs.readFileSync(file('assets/entry-AbC123.js.br'))).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(file('assets/entry-AbC123.js.gz'))).toString()).toBe(script);
    expect(fs.existsSync(file('favicon.svg.br'))).toBe(true);
    expect(fs.existsSync(file('assets/inter-AbC123.woff2.br'))).toBe(false);
    expect(fs.existsSync(file('assets/tiny-AbC123.css.br'))).toBe(false);
  });

  it('sends the brotli file as it is to a client that accepts br', async () => {
    const r = await get('/assets/entry-AbC123.js', 'br');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toContain('javascript');
    expect(r.headers.vary).toContain('accept-encoding');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.rawPayload.equals(fs.readFileSync(file('assets/entry-AbC123.js.br')))).toBe(true);
  });

  it('sends the gzip file as it is to a client that accepts only gzip', async () => {
    const r = await get('/assets/entry-AbC123.js', 'gzip');
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers.vary).toContain('accept-encoding');
    expect(r.rawPayload.equals(fs.readFileSync(file('assets/entry-AbC123.js.gz')))).toBe(true);
  });

  it('prefers brotli when the browser accepts both', async () => {
    const r = await get('/assets/entry-AbC123.js', 'gzip, deflate, br, zstd');
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.rawPayload.equals(fs.readFileSync(file('assets/entry-AbC123.js.br')))).toBe(true);
  });

  it('sends the original bytes without Accept-Encoding, still saying the answer varies by it', async () => {
    const r = await get('/assets/entry-AbC123.js');
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers.vary).toContain('accept-encoding');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.body).toBe(script);
  });

  it('never compresses a static file per request (fonts, or files with no smaller variant)', async () => {
    const font = await get('/assets/inter-AbC123.woff2', 'br, gzip');
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.rawPayload.equals(fs.readFileSync(file('assets/inter-AbC123.woff2')))).toBe(true);
    const tiny = await get('/assets/tiny-AbC123.css', 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('a{b:c}');
  });

  it('keeps an hour of caching for unhashed files, compressed too', async () => {
    const r = await get('/favicon.svg', 'br');
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toContain('image/svg+xml');
    expect(r.headers['cache-control']).toBe('public, max-age=3600');
  });
});
