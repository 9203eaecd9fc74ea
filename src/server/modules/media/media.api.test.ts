import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMedia } from './media.api.ts';
import { DRAWINGS_VERSION } from './media.service.ts';

const WEBP = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const KEY = 'phone--1e3a8a--back.png';

describe('media routes', () => {
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-test-'));
    app = Fastify({ logger: false });
    await registerMedia(app, { config: { dataDir: dir } } as never);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('renders a product image at the requested width as WebP', async () => {
    const res = await app.inject({ url: `/i/p/300/${KEY}`, headers: { accept: WEBP } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.vary).toMatch(/Accept/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^".+"$/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(300);
    expect(meta.height).toBe(360);
  });

  it('serves JPEG without WebP in Accept, at each size', async () => {
    for (const size of [50, 500, 1000]) {
      const res = await app.inject({ url: `/i/p/${size}/${KEY}`, headers: { accept: 'image/jpeg,*/*' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(size);
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.inject({ url: `/i/p/300/${KEY}`, headers: { accept: WEBP } });
    const res = await app.inject({
      url: `/i/p/300/${KEY}`,
      headers: { accept: WEBP, 'if-none-match': String(first.headers.etag) },
    });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(first.headers.etag);
  });

  it('serves the second request from the disk cache', async () => {
    const file = path.join(dir, 'media', 'cache', `drawn-v${DRAWINGS_VERSION}`, 'p', '300', `${KEY}.webp`);
    expect(fs.existsSync(file)).toBe(true);
    const marker = new Date('2020-01-01T00:00:00Z');
    fs.utimesSync(file, marker, marker);
    const res = await app.inject({ url: `/i/p/300/${KEY}`, headers: { accept: WEBP } });
    expect(res.statusCode).toBe(200);
    expect(fs.statSync(file).mtime.getTime()).toBe(marker.getTime());
    expect(Buffer.compare(res.rawPayload, fs.readFileSync(file))).toBe(0);
  });

  it('de-duplicates concurrent renders of one variant', async () => {
    const url = '/i/p/500/laptop--c0c4cc--front.png';
    const all = await Promise.all(Array.from({ length: 6 }, () => app.inject({ url, headers: { accept: WEBP } })));
    for (const r of all) expect(r.statusCode).toBe(200);
    expect(new Set(all.map((r) => r.headers.etag)).size).toBe(1);
    const leftovers = fs
      .readdirSync(path.join(dir, 'media', 'cache', `drawn-v${DRAWINGS_VERSION}`, 'p', '500'))
      .filter((f) => f.endsWith('.tmp'));
    expect(leftovers).toEqual([]);
  });

  it('serves badges, logos, banners, category tiles and popups', async () => {
    const cases: [string, number, number | undefined, string][] = [
      ['/i/bdg/icon/badge--star--f97316.png', 96, 96, 'png'],
      ['/i/b/icon/logo--samsung.png', 240, 120, 'png'],
      ['/i/h/main/1000/banner--tv--111827--1e3a8a.png', 1000, 500, 'jpeg'],
      ['/i/h/main/500/banner--tv--111827--1e3a8a.png', 500, 250, 'jpeg'],
      ['/i/h/category/100/tile--laptop--dbeafe.png', 100, 100, 'png'],
      ['/i/pop/500/popup--earbuds--f97316.png', 500, 500, 'jpeg'],
    ];
    for (const [url, w, h, fmt] of cases) {
      const res = await app.inject({ url, headers: { accept: 'image/png,image/jpeg' } });
      expect(res.statusCode, url).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format, url).toBe(fmt);
      expect(meta.width, url).toBe(w);
      if (h) expect(meta.height, url).toBe(h);
    }
  });

  it('keeps drawings apart by drawing version, so changed drawings are not served from an old cache', async () => {
    const old = path.join(dir, 'media', 'cache', 'p', '300', 'tablet--1e3a8a--front.png.webp');
    fs.mkdirSync(path.dirname(old), { recursive: true });
    fs.writeFileSync(old, 'an old drawing');
    const res = await app.inject({ url: '/i/p/300/tablet--1e3a8a--front.png', headers: { accept: WEBP } });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
  });

  it('serves an uploaded original from DATA_DIR/media/<area>/', async () => {
    const up = path.join(dir, 'media', 'p');
    fs.mkdirSync(up, { recursive: true });
    await sharp({ create: { width: 1500, height: 1800, channels: 3, background: '#ff0000' } })
      .jpeg()
      .toFile(path.join(up, 'real-upload-1.jpg'));
    const res = await app.inject({ url: '/i/p/500/real-upload-1.jpg', headers: { accept: WEBP } });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(500);
    // a category tile may show a product's picture (the home page's rotating tiles)
    const tile = await app.inject({ url: '/i/h/category/100/real-upload-1.jpg', headers: { accept: WEBP } });
    expect(tile.statusCode).toBe(200);
    const meta = await sharp(tile.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([100, 100]);
  });

  it('answers 404 with a small body for bad sizes, keys and unknown images', async () => {
    const urls = [
      `/i/p/301/${KEY}`,
      `/i/p/abc/${KEY}`,
      `/i/h/main/300/${KEY}`,
      `/i/h/category/200/tile--laptop--dbeafe.png`,
      '/i/p/300/phone--1f2937--side.png',
      '/i/p/300/not-uploaded.png',
      '/i/p/300/..%2F..%2Fetc%2Fpasswd',
      '/i/p/300/%2e%2e%2fsecret.png',
      '/i/p/300/../../../etc/passwd',
      '/i/p/300/..',
      '/i/bdg/icon/logo--apple.png',
      '/i/b/icon/badge--star--f97316.png',
      '/i/x/300/a.png',
      '/i/p/300',
    ];
    for (const url of urls) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body.length, url).toBeLessThan(100);
    }
  });

  it('turns a corrupt upload into a logged 404, not a 500', async () => {
    const up = path.join(dir, 'media', 'p');
    fs.writeFileSync(path.join(up, 'broken.png'), 'not an image');
    const res = await app.inject({ url: '/i/p/300/broken.png' });
    expect(res.statusCode).toBe(404);
  });
});

describe('media routes with the shop database', () => {
  it('draws only images that the shop refers to (made-up keys cannot fill the cache)', async () => {
    const { createTestDatabase } = await import('../../testing/test-db.ts');
    const database = await createTestDatabase('sqlite');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-db-test-'));
    const app = Fastify({ logger: false });
    try {
      const { db } = database;
      await db
        .insertInto('categories')
        .values({ id: 1, title_az: 'a', title_ru: 'b', title_en: 'c', position: 0 } as never)
        .execute();
      await db
        .insertInto('products')
        .values({
          id: 1,
          sku: 'S1',
          category_id: 1,
          title_az: 'a',
          title_ru: 'b',
          title_en: 'c',
          price: 100,
          stock: 5,
          created_at: 'x',
          updated_at: 'x',
        } as never)
        .execute();
      await db.insertInto('product_images').values({ product_id: 1, position: 0, source: KEY, with_pad: 0 }).execute();
      await registerMedia(app, { config: { dataDir: dir }, database } as never);
      await app.ready();
      expect((await app.inject({ url: `/i/p/300/${KEY}` })).statusCode).toBe(200);
      expect((await app.inject({ url: '/i/p/300/phone--123456--back.png' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/i/h/main/500/banner--tv--111827--1e3a8a.png' })).statusCode).toBe(404);
      expect(fs.readdirSync(path.join(dir, 'media', 'cache', `drawn-v${DRAWINGS_VERSION}`, 'p', '300'))).toEqual([
        expect.stringMatching(/^phone--1e3a8a--back/),
      ]);
    } finally {
      await app.close();
      await database.dispose();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
