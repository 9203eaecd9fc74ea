import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { loadConfig } from '../../config.ts';
import { createServices } from '../../services.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { registerApi } from '../../api-routes.ts';
import type { Database } from '../../db/kysely.ts';
import { FX, insertCatalogFixtures } from './catalog.fixtures.ts';

async function app(database: Database) {
  const services = createServices(database, loadConfig({}), createI18n());
  const a = Fastify({ logger: false });
  await registerApi(a, services);
  await a.ready();
  return a;
}

describeEachEngine(
  'catalogue API',
  (ctx) => {
    it('GET /api/products lists with filters, sort and pagination', async () => {
      const a = await app(ctx.database);
      const res = await a.inject(
        `/api/products?lang=ru&scope_category=${FX.cat.electronics}&filter_brand=1,2&sort=priceUp&p=1`,
      );
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.ok).toBe(true);
      expect(body.data.total).toBe(4);
      expect(body.data.items.map((i: { id: number }) => i.id)).toEqual([3, 1, 7, 2]);
      expect(body.data.items[0].category.title).toBe('Android смартфоны');
      expect(body.data.selected.map((s: { title: string }) => s.title)).toEqual(['Apple', 'Samsung']);
      const sale = await a.inject('/api/products?filter_discount=1');
      expect(sale.json().data.items.map((i: { id: number }) => i.id)).toEqual([2]);
      const search = await a.inject(`/api/products?search=${encodeURIComponent('ÜTÜ')}`);
      expect(search.json().data).toMatchObject({ total: 1, sort: 'relevance' });
      await a.close();
    });

    it('never fails on a bad query string', async () => {
      const a = await app(ctx.database);
      for (const qs of [
        'p=abc',
        'p=-1&page=x',
        'p=99999999999999999999999',
        'prices_min=-5&prices_max=abc',
        'prices_min=1e309',
        'filter_brand=a,b,,-1',
        'param_abc=1&param_=2&param_1=x',
        'param_99999999999=1',
        'sort=drop%20table',
        'search=%E0%A4%A',
        'search=' + 'x'.repeat(5000),
        'lang=xx&lang=yy',
        'filter_brand=1&filter_brand=2',
        'scope_category=abc&scope_brand=-1',
        '%%%',
        'filter_newin=maybe',
      ]) {
        const res = await a.inject(`/api/products?${qs}`);
        expect(res.statusCode, qs).toBe(200);
        expect(res.json().ok, qs).toBe(true);
        const f = await a.inject(`/api/products/filters?${qs}`);
        expect(f.statusCode, qs).toBe(200);
      }
      await a.close();
    });

    it('GET /api/products/filters gives filters and the selected ones', async () => {
      const a = await app(ctx.database);
      const res = await a.inject(
        `/api/products/filters?lang=en&scope_category=${FX.cat.electronics}&param_${FX.param.ram}=${FX.value.ram12}`,
      );
      const data = res.json().data;
      expect(data.total).toBe(1);
      expect(data.selected).toEqual([{ key: `param_${FX.param.ram}`, id: FX.value.ram12, title: '12 GB' }]);
      expect(data.filters.map((f: { key: string }) => f.key)).toEqual([
        'category',
        'brand',
        'prices',
        'param_1',
        'param_2',
        'campaign',
      ]);
      expect(data.filters.find((f: { key: string }) => f.key === 'brand').title).toBe('Brand');
      await a.close();
    });

    it('GET /api/products/search answers the header box', async () => {
      const a = await app(ctx.database);
      const res = await a.inject(`/api/products/search?lang=ru&search=${encodeURIComponent('айфон')}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.items.map((i: { id: number }) => i.id)).toEqual([1, 2]);
      expect(res.json().data.items[0].href).toBe('/ru/apple-iphone-15-ru');
      // the categories and brands the text names come with the products (CAT-15)
      const named = (await a.inject(`/api/products/search?lang=ru&search=${encodeURIComponent('смартфоны')}`)).json();
      expect(named.data.categories.map((c: { title: string }) => c.title)).toEqual(['Смартфоны', 'Android смартфоны']);
      expect(named.data.categories[0]).toMatchObject({ href: '/ru/smartfonlar-ru', parent: 'Электроника', count: 5 });
      const brand = (await a.inject('/api/products/search?lang=az&search=samsung')).json();
      expect(brand.data.brands).toEqual([{ id: 2, title: 'Samsung', href: '/brand-samsung', logo: null, count: 2 }]);
      for (const qs of ['search=a', 'search=', '', 'search=' + 'x'.repeat(31), 'search=a&search=b']) {
        const r = await a.inject(`/api/products/search?${qs}`);
        expect(r.statusCode, qs).toBe(200);
        expect(r.json(), qs).toEqual({ ok: true, data: { items: [], categories: [], brands: [] } });
      }
      await a.close();
    });

    it('GET /api/products/:id gives the detail, a translated 404, or a 400 naming a malformed id', async () => {
      const a = await app(ctx.database);
      const ok = await a.inject(`/api/products/${FX.product.iphone}?lang=en`);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toMatchObject({ id: 1, sku: 'SKU-100', smallAppliance: false });
      for (const id of [FX.product.inactive, 999999, 2_147_483_647]) {
        const res = await a.inject(`/api/products/${id}?lang=en`);
        expect(res.statusCode, String(id)).toBe(404);
        expect(res.json(), String(id)).toEqual({ ok: false, error: 'Product not found.' });
      }
      // the one id parser of every route (docs/api.md, "Ids in paths")
      for (const id of ['abc', '-1', '1.5', '01', '1e3', '2147483648', '99999999999999']) {
        const res = await a.inject(`/api/products/${id}?lang=en`);
        expect(res.statusCode, id).toBe(400);
        expect(res.json(), id).toEqual({
          ok: false,
          error: 'The form has errors.',
          errors: { id: 'The value is not allowed' },
        });
      }
      await a.close();
    });

    it('GET /api/home and /api/brands', async () => {
      const a = await app(ctx.database);
      const home = await a.inject('/api/home?lang=az');
      expect(home.statusCode).toBe(200);
      expect(home.json().data.brands.map((b: { title: string }) => b.title)).toEqual(['Apple', 'Samsung']);
      const brands = await a.inject('/api/brands?lang=ru');
      expect(brands.json().data.items.map((b: { href: string }) => b.href)).toEqual([
        '/ru/brand-apple-ru',
        '/ru/brand-philips-ru',
        '/ru/brand-samsung-ru',
        '/ru/brand-xiaomi-ru',
      ]);
      await a.close();
    });
  },
  insertCatalogFixtures,
);
