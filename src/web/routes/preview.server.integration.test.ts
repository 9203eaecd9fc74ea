import type { ServerBuild } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { createApp } from '~/server/app';
import { loadConfig } from '~/server/config';
import type { AppContext } from '~/server/context';
import { createI18n } from '~/server/platform/i18n.server';
import { PageCache } from '~/server/platform/page-cache';
import { ephemeralSecrets } from '~/server/platform/secrets';
import { createServices } from '~/server/services';
import { describeEachEngine } from '~/server/testing/test-db';
import { ACCOUNTS_ENV, Jar } from '~/server/modules/auth/auth.fixtures';
import { insertCatalogFixtures, FX } from '~/server/modules/catalog/catalog.fixtures';
import { createStaff, staffJar } from '~/server/admin/admin.fixtures';
import * as resolve from './resolve';

type Doc = { data: Record<string, unknown> & { preview?: unknown; product?: { id: number } }; meta: unknown[] };

/**
 * Drafts and preview (decision 0086) through the shop's real catch-all route (`routes/resolve.tsx`: loader, headers,
 * meta) in a small server build whose document is the JSON of what the route gave, behind the real app, its staff
 * session and its page cache.
 */
function resolveBuild(): ServerBuild {
  const route = (id: string, parentId: string | undefined, path: string | undefined) => ({
    id,
    parentId,
    path,
    hasAction: false,
    hasLoader: true,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: id === 'root',
    module: `/${id}.js`,
  });
  return {
    entry: {
      module: {
        default: (
          _request: Request,
          status: number,
          headers: Headers,
          context: { staticHandlerContext: { loaderData: Record<string, unknown> } },
        ) => {
          const data = context.staticHandlerContext.loaderData.page;
          headers.set('content-type', 'text/html; charset=utf-8');
          const meta = resolve.meta({ matches: [], loaderData: data } as never);
          return new Response(JSON.stringify({ data, meta }), { status, headers });
        },
        handleError: (error: unknown, { request, context }: { request: Request; context: unknown }) =>
          (context as AppContext).reportError?.(request, error),
      },
    },
    routes: {
      root: { id: 'root', path: '', module: { default: () => null, ErrorBoundary: () => null, loader: () => ({}) } },
      page: {
        id: 'page',
        parentId: 'root',
        path: '*',
        module: { default: () => null, loader: resolve.loader, headers: resolve.headers },
      },
    },
    assets: {
      entry: { imports: [], module: '/entry.client.js' },
      routes: { root: route('root', undefined, ''), page: route('page', 'root', '*') },
      url: '/manifest.js',
      version: 'test',
    },
    publicPath: '/',
    assetsBuildDirectory: '/nonexistent',
    future: { v8_middleware: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

const INACTIVE = FX.product.inactive;

describeEachEngine(
  'preview of unpublished records on the shop',
  (ctx) => {
    const apps: { close(): Promise<unknown> }[] = [];
    afterEach(async () => {
      for (const a of apps.splice(0)) await a.close();
    });
    async function shop() {
      const services = createServices(ctx.database, loadConfig({ ...ACCOUNTS_ENV }), createI18n(), ephemeralSecrets());
      await services.admin.staffAuth.ensureBuiltinRoles();
      const pageCache = new PageCache({ ttlMs: 60_000 });
      const app = await createApp({
        services,
        build: resolveBuild(),
        clientDir: '/nonexistent',
        logger: false,
        pageCache,
      });
      await app.ready();
      apps.push(app);
      const made = { app, services };
      const staff = async (permissions: string[]) =>
        staffJar(app, (await createStaff(made, ctx.database, { permissions: ['admin.access', ...permissions] })).email);
      return { app, pageCache, staff, services };
    }
    const body = (r: { body: string }) => JSON.parse(r.body) as Doc;

    it('an inactive product: 404 for a visitor and for staff without products.read; its page with the banner, no-store and noindex for staff who may read products', async () => {
      const { app, pageCache, staff, services } = await shop();
      // a visitor's 404 reads no staff session: the shop's hot path costs nothing more
      const verify = vi.spyOn(services.admin.staffAuth, 'verify');
      const guest = await new Jar().call(app, 'GET', '/neaktiv-mehsul');
      expect(verify).not.toHaveBeenCalled();
      expect(guest.statusCode).toBe(404);
      expect(body(guest).data.kind).toBe('notFound');

      const orders = await staff(['orders.read']);
      const refused = await orders.call(app, 'GET', '/neaktiv-mehsul');
      expect(refused.statusCode).toBe(404);
      expect(body(refused).data.preview).toBeUndefined();

      const editor = await staff(['products.read']);
      const seen = await editor.call(app, 'GET', '/neaktiv-mehsul');
      expect(seen.statusCode).toBe(200);
      const page = body(seen);
      expect(page.data.kind).toBe('product');
      expect(page.data.product?.id).toBe(INACTIVE);
      expect(page.data.preview).toEqual({ adminHref: `/admin/products?do=view&id=${INACTIVE}` });
      expect(seen.headers['cache-control']).toBe('private, no-store');
      expect(seen.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(page.meta).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });

      // the back office offers "Preview on the shop" for the inactive product, "View on site" for a live one
      const info = async (id: number) =>
        ((await editor.call(app, 'GET', `/api/admin/products/info/${id}`)).json() as { data: Record<string, unknown> })
          .data;
      expect(await info(INACTIVE)).toMatchObject({ siteUrl: '/neaktiv-mehsul', sitePreview: true });
      expect(await info(FX.product.iphone)).toMatchObject({ siteUrl: '/apple-iphone-15', sitePreview: false });

      // a published product is the same page for staff, without a banner, and the page cache keeps it for visitors
      const live = await editor.call(app, 'GET', '/apple-iphone-15');
      expect(live.statusCode).toBe(200);
      expect(body(live).data.preview).toBeUndefined();
      expect(pageCache.size).toBe(0);
      await new Jar().call(app, 'GET', '/apple-iphone-15');
      expect(pageCache.size).toBe(1);
      // …but never the preview, and a visitor after the staff member still gets the 404
      await editor.call(app, 'GET', '/neaktiv-mehsul');
      expect(pageCache.size).toBe(1);
      expect((await new Jar().call(app, 'GET', '/neaktiv-mehsul')).statusCode).toBe(404);
    });

    it('a signed-out or forged staff cookie is a visitor: 404', async () => {
      const { app, staff } = await shop();
      const editor = await staff(['products.read']);
      const forged = new Jar();
      for (const [k] of editor.cookies) forged.cookies.set(k, 'not-a-session');
      expect((await forged.call(app, 'GET', '/neaktiv-mehsul')).statusCode).toBe(404);
      await editor.call(app, 'POST', '/api/admin/auth/logout', {});
      expect((await editor.call(app, 'GET', '/neaktiv-mehsul')).statusCode).toBe(404);
    });

    it('an unpublished content page and blog article: previewed with pages.read / articles.read only', async () => {
      const { app, staff } = await shop();
      const pages = await staff(['pages.read']);
      const articles = await staff(['articles.read']);
      for (const url of ['/kohne-sehife', '/blog/gelecek-meqale', '/blog/gizli-meqale']) {
        const guest = await new Jar().call(app, 'GET', url);
        expect(guest.statusCode, url).toBe(404);
      }
      const page = await pages.call(app, 'GET', '/kohne-sehife');
      expect(page.statusCode).toBe(200);
      expect(body(page).data).toMatchObject({ kind: 'page', preview: { adminHref: '/admin/pages?do=view&id=901' } });
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect((await articles.call(app, 'GET', '/kohne-sehife')).statusCode).toBe(404);
      const pageInfo = await pages.call(app, 'GET', '/api/admin/pages/info/901');
      expect(pageInfo.json().data).toMatchObject({ siteUrl: '/kohne-sehife', sitePreview: true });
      const later = await articles.call(app, 'GET', '/api/admin/articles/info/902');
      expect(later.json().data).toMatchObject({ siteUrl: '/blog/gelecek-meqale', sitePreview: true });

      for (const [url, id] of [
        ['/blog/gizli-meqale', 901],
        ['/blog/gelecek-meqale', 902],
      ] as const) {
        const a = await articles.call(app, 'GET', url);
        expect(a.statusCode, url).toBe(200);
        expect(body(a).data).toMatchObject({
          kind: 'article',
          article: { id },
          preview: { adminHref: `/admin/articles?do=view&id=${id}` },
        });
        expect(a.headers['x-robots-tag']).toBe('noindex, nofollow');
        expect((await pages.call(app, 'GET', url)).statusCode).toBe(404);
      }
    });
  },
  async (database) => {
    await insertCatalogFixtures(database);
    const at = new Date().toISOString();
    const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const t = (s: string) => ({ title_az: s, title_ru: s, title_en: s });
    const blocks = JSON.stringify([{ type: 'paragraph', data: { text: 'Qaralama' } }]);
    await database.db
      .insertInto('pages')
      .values({
        id: 901,
        key: 'kohne',
        ...t('Köhnə səhifə'),
        content_az: blocks,
        content_ru: blocks,
        content_en: blocks,
        cover: null,
        active: 0,
        created_at: at,
        updated_at: at,
      } as never)
      .execute();
    const article = (id: number, title: string, active: number, publishedAt: string) => ({
      id,
      ...t(title),
      content_az: blocks,
      content_ru: blocks,
      content_en: blocks,
      image: null,
      published_at: publishedAt,
      active,
      created_at: at,
      updated_at: at,
    });
    await database.db
      .insertInto('articles')
      .values([article(901, 'Gizli məqalə', 0, at), article(902, 'Gələcək məqalə', 1, later)] as never)
      .execute();
    const route = (path: string, view: string, id: number) => ({
      lang: 'az',
      path,
      view,
      entity_id: id,
      seo_title: null,
      seo_desc: null,
      seo_keywords: null,
    });
    await database.db
      .insertInto('routes')
      .values([
        route('neaktiv-mehsul', 'Product', INACTIVE),
        route('kohne-sehife', 'Page', 901),
        route('blog/gizli-meqale', 'Article', 901),
        route('blog/gelecek-meqale', 'Article', 902),
      ])
      .execute();
  },
);
