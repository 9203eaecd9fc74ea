import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX, insertCatalogFixtures } from '../../modules/catalog/catalog.fixtures.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;
type Jar = Awaited<ReturnType<typeof signedInStaff>>['jar'];

const parameter = (over: Record<string, unknown> = {}) => ({
  title: { az: 'Ekran', ru: 'Экран', en: 'Screen' },
  type: 'checkbox',
  position: 3,
  isFilter: true,
  searchable: false,
  scrolled: false,
  comparable: true,
  categories: [FX.cat.phones],
  values: [
    { id: null, value: { az: '6.1"', ru: '6.1"', en: '6.1"' }, colorCode: null },
    { id: null, value: { az: '6.7"', ru: '6.7"', en: '6.7"' }, colorCode: null },
  ],
  ...over,
});

describeEachEngine(
  'back office: parameters, badges and banners',
  (ctx) => {
    let made: Made;
    let owner: Jar;
    beforeAll(async () => {
      made = await adminApp(ctx.database);
      owner = (await signedInStaff(made, ctx.database, { roles: ['owner'] })).jar;
    });
    afterAll(async () => {
      await made.app.close();
    });
    const valuesOf = (id: number) =>
      ctx.database.db
        .selectFrom('parameter_values')
        .select(['id', 'value_en', 'position'])
        .where('parameter_id', '=', id)
        .orderBy('position')
        .execute();

    it('creates a parameter with its values and categories, then reorders, renames, adds and removes values', async () => {
      const r = await owner.call(made.app, 'POST', '/api/admin/parameters/create', parameter());
      expect(r.statusCode, r.body).toBe(200);
      const id = r.json().data.id as number;
      const [a, b] = await valuesOf(id);
      expect([a!.value_en, b!.value_en]).toEqual(['6.1"', '6.7"']);
      const cats = await ctx.database.db
        .selectFrom('parameter_categories')
        .select('category_id')
        .where('parameter_id', '=', id)
        .execute();
      expect(cats).toEqual([{ category_id: FX.cat.phones }]);
      const up = await owner.call(
        made.app,
        'POST',
        `/api/admin/parameters/update/${id}`,
        parameter({
          values: [
            { id: b!.id, value: { az: '6.9"', ru: '6.9"', en: '6.9"' }, colorCode: null },
            { id: null, value: { az: '5.4"', ru: '5.4"', en: '5.4"' }, colorCode: null },
          ],
        }),
      );
      expect(up.statusCode, up.body).toBe(200);
      const after = await valuesOf(id);
      expect(after.map((v) => [v.value_en, v.position])).toEqual([
        ['6.9"', 0],
        ['5.4"', 1],
      ]);
      expect(after[0]!.id).toBe(b!.id);
      const info = (await owner.call(made.app, 'GET', `/api/admin/parameters/info/${id}`)).json().data;
      expect(info.fields.find((f: { name: string }) => f.name === 'values').value).toHaveLength(2);
    });

    it('renaming a value rebuilds the search text of the products holding it; a value of another parameter is refused', async () => {
      const vals = await valuesOf(FX.param.ram);
      const r = await owner.call(
        made.app,
        'POST',
        `/api/admin/parameters/update/${FX.param.ram}`,
        parameter({
          title: { az: 'Operativ yaddaş', ru: 'Оперативная память', en: 'RAM' },
          values: vals.map((v) => ({
            id: v.id,
            value:
              v.id === FX.value.ram12
                ? { az: '16 GB', ru: '16 ГБ', en: '16 GB' }
                : { az: v.value_en, ru: v.value_en, en: v.value_en },
            colorCode: null,
          })),
        }),
      );
      expect(r.statusCode, r.body).toBe(200);
      const st = await ctx.database.db
        .selectFrom('products')
        .select('search_text')
        .where('id', '=', FX.product.galaxy)
        .executeTakeFirstOrThrow();
      expect(st.search_text).toContain('16 gb');
      const foreign = await owner.call(
        made.app,
        'POST',
        `/api/admin/parameters/update/${FX.param.ram}`,
        parameter({ values: [{ id: FX.value.black, value: { az: 'x', ru: 'x', en: 'x' }, colorCode: null }] }),
      );
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().errors).toEqual({ 'values.0.id': expect.any(String) });
      const color = await owner.call(
        made.app,
        'POST',
        '/api/admin/parameters/create',
        parameter({ type: 'color', categories: [999] }),
      );
      expect(Object.keys(color.json().errors).sort()).toEqual([
        'categories',
        'values.0.colorCode',
        'values.1.colorCode',
      ]);
      expect((await owner.call(made.app, 'POST', `/api/admin/parameters/remove/${FX.param.ram}`, {})).statusCode).toBe(
        409,
      );
    });

    it('badges: create, list with product counts, update, remove (taken off its products)', async () => {
      const r = await owner.call(made.app, 'POST', '/api/admin/badges/create', {
        name: { az: 'Endirim', ru: 'Скидка', en: 'Sale' },
        image: 'badge--percent--f97316.png',
      });
      expect(r.statusCode, r.body).toBe(200);
      const list = (await owner.call(made.app, 'GET', '/api/admin/badges?limit=10')).json().data;
      expect(list.items).toEqual([
        expect.objectContaining({ id: 1, products: 1 }),
        expect.objectContaining({ id: r.json().data.id, name: 'Sale', products: 0 }),
      ]);
      const bad = await owner.call(made.app, 'POST', '/api/admin/badges/create', {
        name: { az: '', ru: 'x', en: 'x' },
        image: 'badge--nope--zz.png',
      });
      expect(Object.keys(bad.json().errors).sort()).toEqual(['image', 'name.az']);
      expect((await owner.call(made.app, 'POST', '/api/admin/badges/remove/1', {})).statusCode).toBe(200);
      expect(await ctx.database.db.selectFrom('product_badges').select('product_id').execute()).toEqual([]);
    });

    it('banners: create per kind, filter by kind, refuse bad links, reorder', async () => {
      const r = await owner.call(made.app, 'POST', '/api/admin/banners/create', {
        kind: 'main',
        title: { az: 'Yeni il', ru: '', en: '' },
        image: 'banner--tv--111827--1e3a8a.png',
        link: '/sale',
        position: 0,
      });
      expect(r.statusCode, r.body).toBe(200);
      const id = r.json().data.id as number;
      const mains = (await owner.call(made.app, 'GET', '/api/admin/banners?f.kind=main')).json().data;
      expect(mains.items.map((i: { id: number }) => i.id)).toEqual([id, 1]);
      for (const link of ['javascript:alert(1)', '//evil.example', 'no slash', '/a b']) {
        const bad = await owner.call(made.app, 'POST', '/api/admin/banners/create', {
          kind: 'main',
          title: { az: 'x', ru: '', en: '' },
          image: 'banner--tv--111827--1e3a8a.png',
          link,
          position: 0,
        });
        expect(bad.statusCode, link).toBe(400);
        expect(Object.keys(bad.json().errors), link).toEqual(['link']);
      }
      expect((await owner.call(made.app, 'GET', '/api/admin/banners?f.kind=side')).statusCode).toBe(400);
      const moved = await owner.call(made.app, 'POST', '/api/admin/banners/reorder', {
        items: [
          { id: 1, parentId: null, position: 0 },
          { id, parentId: null, position: 1 },
        ],
      });
      expect(moved.json().data).toEqual({ moved: 2 });
      const home = await made.app.inject({ method: 'GET', url: '/api/home' });
      expect(home.json().data.mainSlider.map((b: { image: string }) => b.image)).toEqual([
        'b1.png',
        'banner--tv--111827--1e3a8a.png',
      ]);
      expect(
        (
          await owner.call(made.app, 'POST', '/api/admin/banners/reorder', {
            items: [{ id, parentId: 1, position: 0 }],
          })
        ).statusCode,
      ).toBe(400);
    });

    it('an editor may manage banners but not parameters or badges', async () => {
      const editor = (await signedInStaff(made, ctx.database, { roles: ['editor'] })).jar;
      expect((await editor.call(made.app, 'GET', '/api/admin/banners')).statusCode).toBe(200);
      expect((await editor.call(made.app, 'GET', '/api/admin/parameters')).statusCode).toBe(403);
      expect(
        (
          await editor.call(made.app, 'POST', '/api/admin/badges/create', {
            name: { az: 'a', ru: 'b', en: 'c' },
            image: 'x.png',
          })
        ).statusCode,
      ).toBe(403);
    });
  },
  insertCatalogFixtures,
);
