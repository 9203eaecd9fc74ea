import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX, insertCatalogFixtures } from '../../modules/catalog/catalog.fixtures.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';
import { productBody, productList } from './products.fixtures.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;
type Jar = Awaited<ReturnType<typeof signedInStaff>>['jar'];

describeEachEngine(
  'back office: products — the list and the staff language',
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

    const list = (query: string) => productList(owner, made.app, query);

    it('lists with search by sku or title (folded: "utu" finds "Ütü"), inactive products included', async () => {
      const all = await list('limit=100');
      expect(all.total).toBe(7);
      expect(all.items.map((i) => i.id)).toEqual([7, 6, 5, 4, 3, 2, 1]);
      expect(all.items.find((i) => i.id === 1)).toMatchObject({
        sku: 'SKU-100',
        title: 'Apple iPhone 15 128GB',
        price: 199_900,
        stock: 10,
        active: true,
        image: '/i/p/50/p1-1.png',
        siteUrl: '/apple-iphone-15',
      });
      expect((await list('q=sku-500')).items.map((i) => i.id)).toEqual([5]);
      expect((await list('q=utu')).items.map((i) => i.id)).toEqual([5]);
      expect((await list('q=GALAXY%20s24')).items.map((i) => i.id)).toEqual([3]);
      expect((await list('q=samsung&f.active=0')).items.map((i) => i.id)).toEqual([6]);
    });

    it('filters by category (with its subcategories), brand, stock state and flags; sorts by price, stock and change', async () => {
      expect((await list(`f.category=${FX.cat.phones}`)).items.map((i) => i.id).sort()).toEqual([1, 2, 3, 4, 6, 7]);
      expect(
        (await list(`f.category=${FX.cat.phones}&f.brand=${FX.brand.samsung}&q=galaxy`)).items.map((i) => i.id),
      ).toEqual([7, 3]);
      expect((await list('f.stock=out')).items.map((i) => i.id)).toEqual([7, 2]);
      expect((await list('f.stock=low')).items.map((i) => i.id)).toEqual([5]);
      expect((await list('f.stock=in&q=apple')).items.map((i) => i.id)).toEqual([1]);
      expect((await list('f.flag=new')).items.map((i) => i.id)).toEqual([4]);
      expect((await list('f.flag=bestseller&f.stock=in')).items.map((i) => i.id)).toEqual([3]);
      expect((await list('sort=price&dir=asc&limit=10')).items.map((i) => i.price)).toEqual([
        10_000, 12_950, 49_900, 89_900, 179_900, 199_900, 249_900,
      ]);
      expect((await list('sort=stock&dir=desc&limit=10')).items[0]!.stock).toBe(30);
      const page = await list('sort=price&dir=desc&limit=10&page=1&f.active=1');
      expect(page.total).toBe(6);
    });

    it('refuses unknown filters, bad filter values and sorts with field errors', async () => {
      for (const q of ['f.colour=1', 'f.stock=some', 'f.category=abc', 'sort=title', 'f.flag=shiny', 'limit=7']) {
        const r = await owner.call(made.app, 'GET', `/api/admin/products?${q}`);
        expect(r.statusCode, q).toBe(400);
        expect(Object.keys(r.json().errors).length, q).toBe(1);
      }
    });

    it('describes the list and the form in the staff language; an operator may read but not write', async () => {
      const meta = await owner.call(made.app, 'GET', '/api/admin/products/meta');
      expect(meta.statusCode).toBe(200);
      const m = meta.json().data;
      expect(m.columns.map((c: { name: string }) => c.name)).toEqual([
        'image',
        'id',
        'sku',
        'title',
        'category',
        'brand',
        'price',
        'priceOld',
        'stock',
        'held',
        'active',
        'updated',
      ]);
      expect(m.filters.map((c: { name: string }) => c.name)).toEqual(['category', 'brand', 'active', 'stock', 'flag']);
      // the groups are the form's headings, in the staff member's language
      expect(new Set(m.fields.map((f: { group: string }) => f.group))).toEqual(
        new Set([
          'Main',
          'Prices and discounts',
          'Stock',
          'Labels',
          'Texts',
          'Images',
          'Parameters',
          'Badges',
          'Gifts',
          'Campaigns',
          'Colour and variants',
          'Questions and answers',
          'Videos',
        ]),
      );
      const ram = m.fields.find((f: { name: string }) => f.name === `parameters.${FX.param.ram}`);
      expect(ram.showIf.values.sort()).toEqual([FX.cat.phones, FX.cat.android].sort());
      const operator = (await signedInStaff(made, ctx.database, { roles: ['operator'] })).jar;
      expect((await operator.call(made.app, 'GET', '/api/admin/products')).statusCode).toBe(200);
      expect(
        (await operator.call(made.app, 'POST', '/api/admin/products/create', productBody({ sku: 'OP-1' }))).statusCode,
      ).toBe(403);
      expect((await operator.call(made.app, 'POST', '/api/admin/products/remove/1', {})).statusCode).toBe(403);
    });
  },
  insertCatalogFixtures,
);
