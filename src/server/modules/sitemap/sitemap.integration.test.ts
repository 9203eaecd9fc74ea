import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { loadConfig } from '../../config.ts';
import { createServices } from '../../services.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { openDatabase, type Database } from '../../db/kysely.ts';
import { postgresUrlOf } from '../../testing/spawn-api-server.ts';
import { FX, insertCatalogFixtures } from '../catalog/catalog.fixtures.ts';
import { TransactionalConnection } from '../../db/unit-of-work.ts';
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

/** Another instance's own connection to the same database (a second process of the shop). */
const secondInstance = (database: Database) =>
  database.dialect === 'postgres'
    ? openDatabase({ databaseUrl: postgresUrlOf(database.describe), poolSize: 2 })
    : openDatabase({ sqliteFile: database.describe.replace(/^sqlite:/, '') });

async function until(check: () => Promise<boolean>, what: string, ms = 5_000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`never within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return Date.now() - started;
}

describeEachEngine(
  'sitemap and robots',
  (ctx) => {
    it('the index lists a products part per block, then categories, brands and content; a part lists each active product with its three languages', async () => {
      // the inactive product has a path, but no page: it must stay out
      await ctx.database.db
        .insertInto('routes')
        .values({
          lang: 'az',
          path: 'gizli-mehsul',
          view: 'Product',
          entity_id: FX.product.inactive,
          seo_title: null,
          seo_desc: null,
          seo_keywords: null,
        })
        .execute();
      const a = await app(ctx.database);
      const index = await a.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(index.statusCode).toBe(200);
      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(locs(index.body)).toEqual([
        `${ORIGIN}/sitemap-products-1.xml`,
        `${ORIGIN}/sitemap-categories.xml`,
        `${ORIGIN}/sitemap-brands.xml`,
        `${ORIGIN}/sitemap-content.xml`,
      ]);
      const products = await a.inject({ method: 'GET', url: '/sitemap-products-1.xml' });
      expect(products.statusCode).toBe(200);
      const paths = await ctx.database.db
        .selectFrom('routes')
        .select(['lang', 'path'])
        .where('view', '=', 'Product')
        .where('entity_id', '=', FX.product.iphone)
        .execute();
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
      await ctx.database.db
        .insertInto('routes')
        .values({
          lang: 'az',
          path: 'a&b-page',
          view: 'Faq',
          entity_id: null,
          seo_title: null,
          seo_desc: null,
          seo_keywords: null,
        })
        .execute();
      const svc = new SitemapService({ connection: new TransactionalConnection(ctx.database), partSize: 2 });
      const active = Number(
        (
          await ctx.database.db
            .selectFrom('products')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('active', '=', 1)
            .executeTakeFirst()
        )?.n,
      );
      const index = await svc.index(ORIGIN);
      expect(locs(index).filter((l) => l.includes('products-'))).toHaveLength(Math.ceil(active / 2));
      const first = await svc.part(ORIGIN, 'products-1');
      expect(first!.match(/<url>/g)).toHaveLength(2);
      const content = await svc.part(ORIGIN, 'content');
      expect(content).toContain(`${ORIGIN}/a%26b-page`);
      expect(content).not.toContain('a&b');
    });

    it('follows writes made by another instance within about a second (decision 0067): a product added, one switched off, a content page added', async () => {
      const a = ctx.database;
      const other = await secondInstance(a);
      const b = await app(other);
      try {
        const products = async () => (await b.inject({ method: 'GET', url: '/sitemap-products-1.xml' })).body;
        const content = async () => (await b.inject({ method: 'GET', url: '/sitemap-content.xml' })).body;
        // B builds and keeps its parts
        expect(await products()).not.toContain('yeni-mehsul-az');
        expect(await content()).not.toContain('tez-tez-verilen');
        const listed = (await products()).match(/<url>/g)!.length;

        // instance A (another process, its own connection) puts a product on sale with its paths
        await a.db.updateTable('products').set({ active: 1 }).where('id', '=', FX.product.inactive).execute();
        await a.db
          .insertInto('routes')
          .values(
            (['az', 'ru', 'en'] as const).map((lang) => ({
              lang,
              path: `yeni-mehsul-${lang}`,
              view: 'Product',
              entity_id: FX.product.inactive,
              seo_title: null,
              seo_desc: null,
              seo_keywords: null,
            })),
          )
          .execute();
        const took = await until(
          async () => (await products()).includes(`<loc>${ORIGIN}/yeni-mehsul-az</loc>`),
          "the new product in B's sitemap",
        );
        expect(took).toBeLessThan(2_500);
        expect(await products()).toContain(`hreflang="ru" href="${ORIGIN}/ru/yeni-mehsul-ru"`);
        expect((await products()).match(/<url>/g)).toHaveLength(listed + 1);

        // A switches a product off: it leaves B's sitemap
        const iphone = (
          await a.db
            .selectFrom('routes')
            .select('path')
            .where('view', '=', 'Product')
            .where('entity_id', '=', FX.product.iphone)
            .where('lang', '=', 'az')
            .executeTakeFirstOrThrow()
        ).path;
        await a.db.updateTable('products').set({ active: 0 }).where('id', '=', FX.product.iphone).execute();
        await until(
          async () => !(await products()).includes(`<loc>${ORIGIN}/${iphone}</loc>`),
          "the switched-off product out of B's sitemap",
        );

        // A adds a content page's path
        await a.db
          .insertInto('routes')
          .values({
            lang: 'az',
            path: 'tez-tez-verilen',
            view: 'Faq',
            entity_id: null,
            seo_title: null,
            seo_desc: null,
            seo_keywords: null,
          })
          .execute();
        await until(
          async () => (await content()).includes(`${ORIGIN}/tez-tez-verilen`),
          "the new page in B's content part",
        );
      } finally {
        await b.close();
        await other.close();
      }
    });

    it('asks the database for the version at most once a second, and builds nothing again while it stays', async () => {
      // the service reads through the connection's shared unit, which builds its repository once: that one is watched
      const connection = new TransactionalConnection(ctx.database);
      const repo = connection.shared.repo(SitemapRepo);
      let versions = 0;
      let counts = 0;
      const version = repo.version.bind(repo);
      const count = repo.activeProductCount.bind(repo);
      repo.version = () => (versions++, version());
      repo.activeProductCount = () => (counts++, count());
      const svc = new SitemapService({ connection });
      for (let i = 0; i < 20; i++) await svc.index(ORIGIN);
      expect(versions).toBe(1);
      expect(counts).toBe(1);
      await new Promise((r) => setTimeout(r, 1_050));
      await svc.index(ORIGIN);
      expect(versions).toBe(2);
      expect(counts).toBe(1);
    });

    it('robots.txt keeps the private pages out and names the sitemap', async () => {
      const a = await app(ctx.database);
      const res = await a.inject({ method: 'GET', url: '/robots.txt' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      for (const line of [
        'Disallow: /api/',
        'Disallow: /cart',
        'Disallow: /en/checkout',
        'Disallow: /ru/cabinet',
        'Disallow: /admin',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ])
        expect(res.body).toContain(line);
      expect(res.body).not.toMatch(/Disallow: \/\s*$/m);
      await a.close();
    });
  },
  insertCatalogFixtures,
);
