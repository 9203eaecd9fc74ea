import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { categoryImage } from '../../../domain/media.ts';
import { loadConfig } from '../../config.ts';
import { seedDemo } from '../../../demo/seed/seed.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { createServices, type Services } from '../../services.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { registerMedia } from './media.api.ts';

const WEBP = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

/**
 * The home page's "Popular categories" tiles rotate through several pictures (the category's own and its most
 * popular products'), each shown through `categoryImage`: every one of them must be an image, not a 404.
 */
describeEachEngine(
  'home category tiles',
  (ctx) => {
    let app: FastifyInstance;
    let services: Services;
    let dir: string;

    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'home-tiles-'));
      services = createServices(ctx.database, loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir }), createI18n());
      app = Fastify({ logger: false });
      await registerMedia(app, services);
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('answers every rotation of every tile with a 100×100 image', async () => {
      const home = await services.catalog.home('en');
      expect(home.categorySlider.length).toBeGreaterThan(3);
      const urls = home.categorySlider.flatMap((c) => c.images.map((img) => categoryImage(img)));
      // rotations exist: tiles show more than their own picture
      expect(home.categorySlider.some((c) => c.images.length > 1)).toBe(true);
      expect(urls.some((u) => !/\/tile--/.test(u))).toBe(true);
      for (const url of urls) {
        for (const accept of [WEBP, 'image/png,image/jpeg']) {
          const res = await app.inject({ url, headers: { accept } });
          expect(res.statusCode, url).toBe(200);
          expect(res.headers['content-type'], url).toMatch(/^image\/(webp|png)$/);
          const meta = await sharp(res.rawPayload).metadata();
          expect([meta.width, meta.height], url).toEqual([100, 100]);
        }
      }
    });

    it('still refuses product pictures nothing refers to under the tile path', async () => {
      const res = await app.inject({ url: categoryImage('phone--123456--front.png') });
      expect(res.statusCode).toBe(404);
    });
  },
  async (database) => {
    await seedDemo(database, { products: 300, now: new Date('2026-11-21T00:00:00.000Z') });
  },
);
