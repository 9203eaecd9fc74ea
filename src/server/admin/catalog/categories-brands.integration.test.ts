import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { CatalogIndex } from '../../modules/catalog/catalog.index.ts';
import { CatalogService } from '../../modules/catalog/catalog.service.ts';
import { FX, insertCatalogFixtures } from '../../modules/catalog/catalog.fixtures.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';
import { TransactionalConnection } from '../../db/unit-of-work.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;
type Jar = Awaited<ReturnType<typeof signedInStaff>>['jar'];

const category = (over: Record<string, unknown> = {}) => ({
  parentId: FX.cat.electronics,
  title: { az: 'Planşetlər', ru: 'Планшеты', en: 'Tablets' },
  path: { az: '', ru: '', en: '' },
  image: 'tile--tablet--dbeafe.png',
  position: 5,
  isNew: false,
  isCampaign: false,
  orangeStar: false,
  march8: false,
  smallAppliance: false,
  ...over,
});
const brand = (over: Record<string, unknown> = {}) => ({
  title: 'Lenovo',
  slug: '',
  image: 'logo--lenovo.png',
  showInHome: true,
  position: 9,
  ...over,
});

describeEachEngine(
  'back office: categories and brands',
  (ctx) => {
    let made: Made;
    let owner: Jar;
    let shop: CatalogService;
    beforeAll(async () => {
      made = await adminApp(ctx.database);
      owner = (await signedInStaff(made, ctx.database, { roles: ['owner'] })).jar;
      shop = new CatalogService({
        connection: new TransactionalConnection(ctx.database),
        index: new CatalogIndex(new TransactionalConnection(ctx.database), { refreshMs: 0 }),
        i18n: createI18n(),
      });
      await shop.index.warm();
    });
    afterAll(async () => {
      await made.app.close();
    });
    const paths = (view: string, id: number) =>
      ctx.database.db
        .selectFrom('routes')
        .select(['lang', 'path'])
        .where('view', '=', view)
        .where('entity_id', '=', id)
        .orderBy('lang')
        .execute();

    it('lists the tree depth first with parent, depth and product counts', async () => {
      const r = await owner.call(made.app, 'GET', '/api/admin/categories?limit=100');
      expect(r.statusCode).toBe(200);
      const items = r.json().data.items as {
        id: number;
        parentId: number | null;
        depth: number;
        products: number;
        siteUrl: string;
      }[];
      expect(items.map((i) => [i.id, i.parentId, i.depth])).toEqual([
        [1, null, 0],
        [2, 1, 1],
        [3, 2, 2],
        [4, null, 0],
        [5, 4, 1],
      ]);
      expect(items.find((i) => i.id === 3)).toMatchObject({ products: 3, siteUrl: '/android' });
      const meta = (await owner.call(made.app, 'GET', '/api/admin/categories/meta')).json().data;
      expect(meta).toMatchObject({ tree: true, reorder: true });
    });

    it('creates a category with paths from its titles (a taken or reserved path moved aside); the shop finds its page', async () => {
      const r = await owner.call(made.app, 'POST', '/api/admin/categories/create', category());
      expect(r.statusCode, r.body).toBe(200);
      const id = r.json().data.id as number;
      expect(await paths('Category', id)).toEqual([
        { lang: 'az', path: 'plansetler' },
        { lang: 'en', path: 'tablets' },
        { lang: 'ru', path: 'planshety' },
      ]);
      expect(await shop.listingHeader('en', 'Category', id)).toMatchObject({ title: 'Tablets' });
      const taken = await owner.call(
        made.app,
        'POST',
        '/api/admin/categories/create',
        category({ title: { az: 'Smartfonlar', ru: 'Cart', en: 'Cart' } }),
      );
      const id2 = taken.json().data.id as number;
      expect(await paths('Category', id2)).toEqual([
        { lang: 'az', path: `smartfonlar-${id2}` },
        { lang: 'en', path: `cart-${id2}` },
        { lang: 'ru', path: `cart-${id2}` },
      ]);
      const bad = await owner.call(
        made.app,
        'POST',
        '/api/admin/categories/create',
        category({ path: { az: 'checkout', ru: 'Bad Path', en: '' }, parentId: 999, image: 'x.gif' }),
      );
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['image', 'path.az', 'path.ru']);
      const noParent = await owner.call(made.app, 'POST', '/api/admin/categories/create', category({ parentId: 999 }));
      expect(noParent.json().errors).toEqual({ parentId: expect.any(String) });
    });

    it('renaming a category rebuilds the search text of the products beneath; the shop search finds them by the new name', async () => {
      const r = await owner.call(
        made.app,
        'POST',
        `/api/admin/categories/update/${FX.cat.phones}`,
        category({
          parentId: FX.cat.electronics,
          title: { az: 'Mobil telefonlar', ru: 'Мобильные телефоны', en: 'Mobile phones' },
          path: { az: 'smartfonlar', ru: '', en: '' },
          image: null,
          position: 1,
        }),
      );
      expect(r.statusCode, r.body).toBe(200);
      const st = await ctx.database.db
        .selectFrom('products')
        .select('search_text')
        .where('id', '=', FX.product.galaxy)
        .executeTakeFirstOrThrow();
      expect(st.search_text).toContain('mobil telefonlar');
      expect(st.search_text).not.toContain('smartphones');
      expect((await paths('Category', FX.cat.phones)).find((p) => p.lang === 'az')?.path).toBe('smartfonlar');
      const audit = await ctx.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'categories')
        .where('entity_id', '=', FX.cat.phones)
        .executeTakeFirstOrThrow();
      expect(Object.keys(JSON.parse(audit.after_json!))).toContain('title');
    });

    it('refuses a move under itself (update and reorder), moves others; refuses removing a category with products or children (409)', async () => {
      const cycle = await owner.call(
        made.app,
        'POST',
        `/api/admin/categories/update/${FX.cat.electronics}`,
        category({ parentId: FX.cat.android, title: { az: 'Elektronika', ru: 'Электроника', en: 'Electronics' } }),
      );
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json().errors).toEqual({ parentId: 'A category cannot be placed inside itself' });
      const loop = await owner.call(made.app, 'POST', '/api/admin/categories/reorder', {
        items: [
          { id: FX.cat.electronics, parentId: FX.cat.irons, position: 0 },
          { id: FX.cat.home, parentId: FX.cat.android, position: 0 },
        ],
      });
      expect(loop.statusCode).toBe(400);
      const moved = await owner.call(made.app, 'POST', '/api/admin/categories/reorder', {
        items: [
          { id: FX.cat.irons, parentId: FX.cat.electronics, position: 3 },
          { id: FX.cat.home, parentId: null, position: 0 },
        ],
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().data).toEqual({ moved: 2 });
      const irons = await ctx.database.db
        .selectFrom('categories')
        .select(['parent_id', 'position'])
        .where('id', '=', FX.cat.irons)
        .executeTakeFirstOrThrow();
      expect(irons).toEqual({ parent_id: FX.cat.electronics, position: 3 });
      // the iron now sits under Electronics: its search text says so
      const st = await ctx.database.db
        .selectFrom('products')
        .select('search_text')
        .where('id', '=', FX.product.iron)
        .executeTakeFirstOrThrow();
      expect(st.search_text).toContain('elektronika');
      for (const id of [FX.cat.electronics, FX.cat.irons]) {
        const r = await owner.call(made.app, 'POST', `/api/admin/categories/remove/${id}`, {});
        expect(r.statusCode).toBe(409);
      }
      const empty = (
        await owner.call(
          made.app,
          'POST',
          '/api/admin/categories/create',
          category({ title: { az: 'Boş', ru: 'Пусто', en: 'Empty' } }),
        )
      ).json().data.id as number;
      expect((await owner.call(made.app, 'POST', `/api/admin/categories/remove/${empty}`, {})).statusCode).toBe(200);
      expect(await paths('Category', empty)).toEqual([]);
    });

    it('brands: create with /brands/<slug> paths, slug taken is a field error, rename rebuilds search text, remove refused with products', async () => {
      const r = await owner.call(made.app, 'POST', '/api/admin/brands/create', brand());
      expect(r.statusCode, r.body).toBe(200);
      const id = r.json().data.id as number;
      expect((await paths('Brand', id)).map((p) => p.path)).toEqual([
        'brands/lenovo',
        'brands/lenovo',
        'brands/lenovo',
      ]);
      const list = (await owner.call(made.app, 'GET', '/api/admin/brands?q=leno')).json().data;
      expect(list.items).toEqual([
        expect.objectContaining({ id, title: 'Lenovo', products: 0, siteUrl: '/brands/lenovo' }),
      ]);
      const taken = await owner.call(
        made.app,
        'POST',
        '/api/admin/brands/create',
        brand({ title: 'Apple', slug: 'apple' }),
      );
      expect(taken.statusCode).toBe(409);
      expect(taken.json().errors).toEqual({ slug: 'Another brand already has this address' });
      const renamed = await owner.call(
        made.app,
        'POST',
        `/api/admin/brands/update/${FX.brand.philips}`,
        brand({ title: 'Philips Domestic', slug: 'philips', image: null }),
      );
      expect(renamed.statusCode, renamed.body).toBe(200);
      const st = await ctx.database.db
        .selectFrom('products')
        .select('search_text')
        .where('id', '=', FX.product.iron)
        .executeTakeFirstOrThrow();
      expect(st.search_text).toContain('philips domestic');
      expect((await owner.call(made.app, 'POST', `/api/admin/brands/remove/${FX.brand.philips}`, {})).statusCode).toBe(
        409,
      );
      expect((await owner.call(made.app, 'POST', `/api/admin/brands/remove/${id}`, {})).statusCode).toBe(200);
      expect(await paths('Brand', id)).toEqual([]);
      const bad = await owner.call(made.app, 'POST', '/api/admin/brands/create', {
        ...brand(),
        title: '<script>',
        slug: 'Not OK',
        extra: true,
      });
      expect(Object.keys(bad.json().errors).sort()).toEqual(['extra', 'slug', 'title']);
    });
  },
  insertCatalogFixtures,
);
