import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseListingQuery } from '../../../domain/catalog-query.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { CatalogIndex } from '../../modules/catalog/catalog.index.ts';
import { CatalogService } from '../../modules/catalog/catalog.service.ts';
import { FX, insertCatalogFixtures } from '../../modules/catalog/catalog.fixtures.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';
import { productBody, productList } from './products.fixtures.ts';
import { TransactionalConnection } from '../../db/unit-of-work.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;
type Jar = Awaited<ReturnType<typeof signedInStaff>>['jar'];

describeEachEngine(
  'back office: products — creating and updating by the form',
  (ctx) => {
    let made: Made;
    let owner: Jar;
    let shop: CatalogService;
    beforeAll(async () => {
      made = await adminApp(ctx.database);
      owner = (await signedInStaff(made, ctx.database, { roles: ['owner'] })).jar;
      // another process's catalogue: its index is built now and must follow the admin's writes
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

    const list = (query: string) => productList(owner, made.app, query);

    it('creates a product with every part: routes in az/ru/en, search text, links — and the shop sees it', async () => {
      const r = await owner.call(made.app, 'POST', '/api/admin/products/create', productBody());
      expect(r.statusCode, r.body).toBe(200);
      const id = r.json().data.id as number;
      const routes = await ctx.database.db
        .selectFrom('routes')
        .select(['lang', 'path', 'seo_title'])
        .where('view', '=', 'Product')
        .where('entity_id', '=', id)
        .orderBy('lang')
        .execute();
      expect(routes).toEqual([
        { lang: 'az', path: `philips-steam-iron-gc-4567-${id}`, seo_title: 'Philips buxarlı ütü GC 4567' },
        { lang: 'en', path: `philips-steam-iron-gc-4567-${id}`, seo_title: 'Philips Steam Iron GC 4567' },
        { lang: 'ru', path: `philips-steam-iron-gc-4567-${id}`, seo_title: 'Паровой утюг Philips GC 4567' },
      ]);
      const p = await ctx.database.db
        .selectFrom('products')
        .select(['search_text', 'price', 'updated_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      // titles, brand, the category path in every language, the sku, parameter values and the colour, folded
      for (const word of [
        'philips buxarli utu',
        'паровой утюг',
        'irons',
        'утюги',
        'meiset texnikasi',
        'phi gc4567',
        'qara',
        'черный',
      ])
        expect(p.search_text).toContain(word);

      const info = await owner.call(made.app, 'GET', `/api/admin/products/info/${id}`);
      expect(info.statusCode).toBe(200);
      const values = Object.fromEntries(
        (info.json().data.fields as { name: string; value: unknown }[]).map((f) => [f.name, f.value]),
      );
      const body = productBody();
      for (const k of [
        'title',
        'sku',
        'price',
        'priceOld',
        'images',
        'videos',
        'badges',
        'gifts',
        'campaigns',
        'faq',
        'content',
        'colorName',
      ])
        expect(values[k], k).toEqual(body[k as keyof typeof body]);
      expect(values[`parameters.${FX.param.color}`]).toEqual([FX.value.black]);
      expect(info.json().data.siteUrl).toBe(`/philips-steam-iron-gc-4567-${id}`);

      const detail = await shop.product('en', id);
      expect(detail).toMatchObject({
        sku: 'PHI-GC4567',
        price: 15_990,
        images: body.images,
        videos: body.videos,
        faq: [{ question: 'Warranty?', answer: '2 years' }],
      });
      const found = await shop.list(parseListingQuery(new URLSearchParams('search=buxarli utu'), 'az'));
      expect(found.items.map((i) => i.id)).toContain(id);
      const audit = await ctx.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'products')
        .where('entity_id', '=', id)
        .execute();
      expect(audit.map((a) => a.action)).toEqual(['create']);
    });

    it('updates: the path follows the title, the shop sees the new price at once, the audit keeps only changed fields', async () => {
      const id = (
        await owner.call(made.app, 'POST', '/api/admin/products/create', productBody({ sku: 'PHI-UPD-1' }))
      ).json().data.id as number;
      expect((await shop.product('az', id))?.price).toBe(15_990);
      const next = productBody({
        sku: 'PHI-UPD-1',
        price: 14_990,
        title: { az: 'Philips ütü Yeni', ru: 'Утюг Philips Новый', en: 'Philips Iron New' },
      });
      const r = await owner.call(made.app, 'POST', `/api/admin/products/update/${id}`, next);
      expect(r.statusCode, r.body).toBe(200);
      // the admin list follows too (its finder reads the change feed): the new title is found, the old one is not
      expect((await list('q=iron new')).items.map((i) => i.id)).toEqual([id]);
      expect((await list('q=PHI-UPD')).items.map((i) => [i.id, i.price])).toEqual([[id, 14_990]]);
      expect((await list('q=steam iron gc&f.category=5')).items.map((i) => i.id)).not.toContain(id);
      const path = await ctx.database.db
        .selectFrom('routes')
        .select('path')
        .where('view', '=', 'Product')
        .where('entity_id', '=', id)
        .where('lang', '=', 'ru')
        .executeTakeFirstOrThrow();
      expect(path.path).toBe(`philips-iron-new-${id}`);
      const detail = await shop.product('az', id);
      expect(detail).toMatchObject({ price: 14_990, title: 'Philips ütü Yeni' });
      expect(detail!.href).toContain(`philips-iron-new-${id}`);
      const row = await ctx.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity_id', '=', id)
        .where('action', '=', 'update')
        .executeTakeFirstOrThrow();
      expect(Object.keys(JSON.parse(row.after_json!)).sort()).toEqual(['price', 'title']);
      expect(JSON.parse(row.before_json!).price).toBe(15_990);
      // the same form again changes nothing and writes no audit row
      await owner.call(made.app, 'POST', `/api/admin/products/update/${id}`, next);
      expect(
        await ctx.database.db
          .selectFrom('audit_log')
          .select('id')
          .where('entity_id', '=', id)
          .where('action', '=', 'update')
          .execute(),
      ).toHaveLength(1);
    });

    it('refuses bad forms with field errors: sku taken (409), old price not above, bad types, markup, overlong, unknown fields and references', async () => {
      const taken = await owner.call(made.app, 'POST', '/api/admin/products/create', productBody({ sku: 'SKU-100' }));
      expect(taken.statusCode).toBe(409);
      expect(taken.json().errors).toEqual({ sku: 'Another product already has this SKU' });
      const bad = await owner.call(made.app, 'POST', '/api/admin/products/create', {
        ...productBody(),
        title: { az: '<b>x</b>', ru: 'x'.repeat(201), en: '' },
        sku: 'bad sku!',
        price: -1,
        stock: 1.5,
        active: 'yes',
        colorCode: 'red',
        images: [{ source: '../../etc/passwd', withPad: false }],
        extra: 1,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toMatchObject({
        'title.az': expect.any(String),
        'title.ru': 'The text is too long',
        'title.en': 'Required field',
        sku: expect.stringContaining('Letters'),
        price: 'The value is too small',
        stock: 'Wrong type of value',
        active: 'Wrong type of value',
        colorCode: expect.any(String),
        'images.0.source': 'Not an uploaded image',
        extra: 'Unknown field',
      });
      const rules = await owner.call(
        made.app,
        'POST',
        '/api/admin/products/create',
        productBody({
          sku: 'NEW-1',
          priceOld: 15_990,
          brandId: 999,
          badges: [77],
          parameters: { [FX.param.ram]: [FX.value.black] },
        }),
      );
      expect(rules.statusCode).toBe(400);
      expect(rules.json().errors).toEqual({
        priceOld: 'The old price must be above the price',
        brandId: expect.any(String),
        badges: expect.any(String),
        [`parameters.${FX.param.ram}`]: 'A value of another parameter was chosen',
      });
      const missing = await owner.call(made.app, 'POST', '/api/admin/products/update/99999', productBody());
      expect(missing.statusCode).toBe(404);
    });

    it('saves a form that shows no parameter (a category without any): the body has no parameters at all', async () => {
      const body: Record<string, unknown> = productBody({ sku: 'PHI-NOPARAM-1' });
      delete body.parameters;
      const r = await owner.call(made.app, 'POST', '/api/admin/products/create', body);
      expect(r.statusCode, r.body).toBe(200);
      const info = (await owner.call(made.app, 'GET', `/api/admin/products/info/${r.json().data.id}`)).json().data as {
        fields: { name: string; value: unknown }[];
      };
      expect(
        info.fields
          .filter((f) => f.name.startsWith('parameters.'))
          .every((f) => Array.isArray(f.value) && (f.value as unknown[]).length === 0),
      ).toBe(true);
    });

    it("a form saved untouched saves: the demo data's colour without # and an empty discount end come back as they were shown", async () => {
      const id = (
        await owner.call(
          made.app,
          'POST',
          '/api/admin/products/create',
          productBody({ sku: 'PHI-RT-1', colorCode: null, discountEndsAt: null }),
        )
      ).json().data.id as number;
      // as the seed writes it
      await ctx.database.db.updateTable('products').set({ color_code: '111827' }).where('id', '=', id).execute();
      const info = (await owner.call(made.app, 'GET', `/api/admin/products/info/${id}`)).json().data as {
        fields: { name: string; value: unknown; readOnly?: boolean; component: string }[];
      };
      expect(info.fields.find((f) => f.name === 'colorCode')?.value).toBe('#111827');
      const body: Record<string, unknown> = {};
      for (const f of info.fields) {
        if (f.readOnly || f.component === 'readonly') continue;
        const dot = f.name.indexOf('.');
        if (dot > 0) ((body[f.name.slice(0, dot)] ??= {}) as Record<string, unknown>)[f.name.slice(dot + 1)] = f.value;
        else body[f.name] = f.value;
      }
      const saved = await owner.call(made.app, 'POST', `/api/admin/products/update/${id}`, body);
      expect(saved.statusCode, saved.body).toBe(200);
      // a cleared date and colour (the inputs send '') are no date and no colour
      const cleared = await owner.call(made.app, 'POST', `/api/admin/products/update/${id}`, {
        ...body,
        colorCode: '',
        discountEndsAt: '',
      });
      expect(cleared.statusCode, cleared.body).toBe(200);
      const row = await ctx.database.db
        .selectFrom('products')
        .select(['color_code', 'discount_ends_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ color_code: null, discount_ends_at: null });
    });

    it('answers every fault of a form at once: a schema error, a taken SKU and an old price not above the price in one 400', async () => {
      const r = await owner.call(
        made.app,
        'POST',
        '/api/admin/products/create',
        productBody({
          sku: 'SKU-100',
          title: { az: 'Ütü', ru: 'Утюг', en: '' },
          priceOld: 15_990,
          brandId: 999,
          stock: -1,
        }),
      );
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toEqual({
        'title.en': 'Required field',
        stock: 'The value is too small',
        sku: 'Another product already has this SKU',
        priceOld: 'The old price must be above the price',
        brandId: expect.any(String),
      });
      // a rule whose fields the schema refused is not guessed at: a bad price leaves the old price unchecked
      const bad = await owner.call(
        made.app,
        'POST',
        '/api/admin/products/create',
        productBody({ sku: 'SKU-100', price: 'cheap', priceOld: 1 }),
      );
      expect(bad.json().errors).toEqual({ price: 'Wrong type of value', sku: 'Another product already has this SKU' });
      expect(
        await ctx.database.db.selectFrom('products').select('id').where('title_ru', '=', 'Утюг').execute(),
      ).toEqual([]);
      // the same on a save of an existing product: a whole record, and a form's save of the changed fields only
      const id = (
        await owner.call(made.app, 'POST', '/api/admin/products/create', productBody({ sku: 'PHI-ALL-1' }))
      ).json().data.id as number;
      const whole = await owner.call(
        made.app,
        'POST',
        `/api/admin/products/update/${id}`,
        productBody({ sku: 'SKU-100', title: { az: 'Ütü', ru: 'Утюг', en: '' } }),
      );
      expect(whole.json().errors).toEqual({
        'title.en': 'Required field',
        sku: 'Another product already has this SKU',
      });
      const info = (await owner.call(made.app, 'GET', `/api/admin/products/info/${id}`)).json().data as {
        version: number;
        fields: { name: string; value: unknown }[];
      };
      const shown = (name: string) => info.fields.find((f) => f.name === name)!.value;
      const saved = await owner.call(made.app, 'POST', `/api/admin/products/update/${id}`, {
        version: info.version,
        changes: { sku: 'SKU-100', priceOld: 100, title: { az: 'Ütü', ru: 'Утюг', en: '' } },
        base: { sku: shown('sku'), priceOld: shown('priceOld'), title: shown('title') },
      });
      expect(saved.statusCode).toBe(400);
      expect(saved.json().errors).toEqual({
        'title.en': 'Required field',
        sku: 'Another product already has this SKU',
        priceOld: 'The old price must be above the price',
      });
    });
  },
  insertCatalogFixtures,
);
