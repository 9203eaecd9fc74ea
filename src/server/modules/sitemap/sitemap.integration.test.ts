import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { loadConfig } from '../../config.ts';
import { createServices } from '../../services.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import type { Database } from '../../db/kysely.ts';
import { FX, insertCatalogFixtures } from '../catalog/catalog.fixtures.ts';
import { SitemapRepo } from './sitemap.repo.ts';
import { SitemapService } from './sitemap.service.ts';
import { registerSitemap } from './sitemap.routes.ts';

const ORIGIN = 'https://volt.example';

async function app(database: Database) {
  const services = createServices(database, loadConfig({ PUBLIC_URL: ORIGIN }), createI18n());
  const a = Fastify({ logger: false });
  registerSitemap(a, services);
  await a.ready();
  return a;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describeEachEngine(
  'sitemap and robots',
  (ctx) => {
    it('the index lists a products part per block, then categories, brands and content; a part lists each active product with its three languages', async () => {
      // the inactive product has a path, but no page: it must stay out
      await ctx.database.db.insertInto('routes').values({ lang: 'az', path: 'gizli-mehsul', view: 'Product', entity_id: FX.product.inactive, seo_title: null, seo_desc: null, seo_keywords: null }).execute();
      const a = await app(ctx.database);
      const index = await a.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(index.statusCode).toBe(200);
      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(locs(index.body)).toEqual([`${ORIGIN}/sitemap-products-1.xml`, `${ORIGIN}/sitemap-categories.xml`, `${ORIGIN}/sitemap-brands.xml`, `${ORIGIN}/sitemap-content.xml`]);
      const products = await a.inject({ method: 'GET', url: '/sitemap-products-1.xml' });
      expect(products.statusCode).toBe(200);
      const paths = await ctx.database.db.selectFrom('routes').select(['lang', 'path']).where('view', '=', 'Product').where('entity_id', '=', FX.product.iphone).execute();
      const az = paths.find((p) => p.lang === 'az')!.path;
      const ru = paths.find((p) => p.lang === 'ru')!.path;
      expect(products.body).toContain(`<loc>${ORIGIN}/${az}</loc>`);
      expect(products.body).toContain(`<xhtml:link rel="alternate" hreflang="ru" href="${ORIGIN}/ru/${ru}"/>`);
      expect(products.body).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/${az}"/>`);
      // the inactive product is not listed
      expect(products.body).not.toContain('gizli-mehsul');
      expect(products.body.match(/<url>/g)).toHaveLength(6);
      expect((await a.inject({ method: 'GET', url: '/sitemap-products-2.xml' })).statusCode).toBe(404);
      expect((await a.inject({ method: 'GET', url: '/sitemap-nothing.xml' })).statusCode).toBe(404);
      const cats = await a.inject({ method: 'GET', url: '/sitemap-categories.xml' });
      expect(locs(cats.body).length).toBeGreaterThan(0);
      const content = await a.inject({ method: 'GET', url: '/sitemap-content.xml' });
      expect(locs(content.body)).toContain(`${ORIGIN}/`);
      expect(content.body).toContain(`hreflang="en" href="${ORIGIN}/en/sale"`);
      await a.close();
    });

    it('splits products into parts of the given size and escapes paths', async () => {
      await ctx.database.db.insertInto('routes').values({ lang: 'az', path: 'a&b-page', view: 'Faq', entity_id: null, seo_title: null, seo_desc: null, seo_keywords: null }).execute();
      const svc = new SitemapService(new SitemapRepo(ctx.database.db), { partSize: 2 });
      const active = Number((await ctx.database.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('active', '=', 1).executeTakeFirst())?.n);
      const index = await svc.index(ORIGIN);
      expect(locs(index).filter((l) => l.includes('products-'))).toHaveLength(Math.ceil(active / 2));
      const first = await svc.part(ORIGIN, 'products-1');
      expect(first!.match(/<url>/g)).toHaveLength(2);
      const content = await svc.part(ORIGIN, 'content');
      expect(content).toContain(`${ORIGIN}/a%26b-page`);
      expect(content).not.toContain('a&b');
    });

    it('robots.txt keeps the private pages out and names the sitemap', async () => {
      const a = await app(ctx.database);
      const res = await a.inject({ method: 'GET', url: '/robots.txt' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      for (const line of ['Disallow: /api/', 'Disallow: /cart', 'Disallow: /en/checkout', 'Disallow: /ru/cabinet', 'Disallow: /admin', `Sitemap: ${ORIGIN}/sitemap.xml`]) expect(res.body).toContain(line);
      expect(res.body).not.toMatch(/Disallow: \/\s*$/m);
      await a.close();
    });
  },
  insertCatalogFixtures,
);
