import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseListingQuery } from '../../../domain/catalog-query.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { CatalogIndex } from '../../modules/catalog/catalog.index.ts';
import { CatalogService } from '../../modules/catalog/catalog.service.ts';
import { FX, insertCatalogFixtures } from '../../modules/catalog/catalog.fixtures.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';
import type { Staff } from '../staff.ts';
import type { ProductsResource } from './products.resource.ts';
import { productBody } from './products.fixtures.ts';
import { TransactionalConnection } from '../../db/unit-of-work.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;
type Jar = Awaited<ReturnType<typeof signedInStaff>>['jar'];

describeEachEngine(
  'back office: products',
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

    const list = async (query: string) => {
      const r = await owner.call(made.app, 'GET', `/api/admin/products?${query}`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data as {
        items: {
          id: number;
          sku: string;
          title: string;
          price: number;
          stock: number;
          active: boolean;
          siteUrl: string;
          image: string | null;
          category: string;
        }[];
        total: number;
      };
    };

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

    it('removes a product nobody ordered (rows and routes gone) and deactivates one with orders', async () => {
      const id = (
        await owner.call(made.app, 'POST', '/api/admin/products/create', productBody({ sku: 'PHI-DEL-1' }))
      ).json().data.id as number;
      const r = await owner.call(made.app, 'POST', `/api/admin/products/remove/${id}`, {});
      expect(r.json().data).toEqual({ id, removed: 'deleted' });
      expect(
        await ctx.database.db
          .selectFrom('routes')
          .select('id')
          .where('view', '=', 'Product')
          .where('entity_id', '=', id)
          .execute(),
      ).toEqual([]);
      expect(await shop.product('az', id)).toBeNull();

      const kept = (
        await owner.call(made.app, 'POST', '/api/admin/products/create', productBody({ sku: 'PHI-DEL-2' }))
      ).json().data.id as number;
      const now = new Date().toISOString();
      const order = await ctx.database.db
        .insertInto('orders')
        .values({
          token: `t${kept}`,
          status: 'new',
          lang: 'az',
          customer_id: null,
          full_name: 'A B',
          email: null,
          mobile: '994501234567',
          country: 'AZ',
          delivery_type: 'pickup',
          city_id: null,
          district_id: null,
          place_id: null,
          branch_id: null,
          address: null,
          payment_type: 'cash',
          credit_card: null,
          credit_months: null,
          gift_first_name: null,
          gift_last_name: null,
          gift_mobile: null,
          gift_note: null,
          promo_code_id: null,
          promo_code: null,
          sub_total: 100,
          campaign_discount: 0,
          basket_discount: 0,
          same_category_discount: 0,
          cash_discount: 0,
          new_customer_discount: 0,
          loyalty_discount: 0,
          promo_discount: 0,
          delivery_price: 0,
          total: 100,
          loyalty: 0,
          coupons: 0,
          reward_code_id: null,
          paid: 0,
          paid_at: null,
          payment_expires_at: null,
          holds_stock: 0,
          opened_at: null,
          client_ip: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ctx.database.db
        .insertInto('order_lines')
        .values({
          order_id: order.id,
          position: 0,
          product_id: kept,
          sku: 'PHI-DEL-2',
          title: 'x',
          size: null,
          qty: 1,
          unit_price: 100,
          unit_price_old: null,
          line_total: 100,
          campaign_discount: 0,
          basket_discount: 0,
          same_category_discount: 0,
          cash_discount: 0,
          payable: 100,
          gift_of: null,
          coupons: 0,
        })
        .execute();
      const r2 = await owner.call(made.app, 'POST', `/api/admin/products/remove/${kept}`, {});
      expect(r2.json().data).toEqual({ id: kept, removed: 'deactivated' });
      expect(
        (await ctx.database.db.selectFrom('products').select('active').where('id', '=', kept).executeTakeFirstOrThrow())
          .active,
      ).toBe(0);
      expect(await shop.product('az', kept)).toBeNull();
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

    it("keeps a product's pictures in order with their margins: one added, one removed, one moved — the shop shows the new set", async () => {
      const three = [
        { source: 'iron--1f2937--front.png', withPad: false },
        { source: 'iron--1f2937--back.png', withPad: true },
        { source: 'u-mx1-0a1b2c3d4e5f.png', withPad: false },
      ];
      const id = (
        await owner.call(
          made.app,
          'POST',
          '/api/admin/products/create',
          productBody({ sku: 'PHI-PIC-1', images: three }),
        )
      ).json().data.id as number;
      const shown = async () => {
        const info = (await owner.call(made.app, 'GET', `/api/admin/products/info/${id}`)).json().data as {
          fields: { name: string; value: unknown; max?: number }[];
        };
        return info.fields.find((f) => f.name === 'images')!;
      };
      // the form gets the pictures as the server keeps them (objects, not keys) and how many it may hold
      expect(await shown()).toMatchObject({ value: three, max: 30 });
      const next = [{ source: 'u-mx2-111111111111.webp', withPad: true }, three[0]!, three[2]!];
      const r = await owner.call(
        made.app,
        'POST',
        `/api/admin/products/update/${id}`,
        productBody({ sku: 'PHI-PIC-1', images: next }),
      );
      expect(r.statusCode, r.body).toBe(200);
      expect((await shown()).value).toEqual(next);
      expect((await shop.product('en', id))?.images).toEqual(next);
      // a key alone (what the form used to send) is refused on its picture, not saved
      const keys = await owner.call(
        made.app,
        'POST',
        `/api/admin/products/update/${id}`,
        productBody({ sku: 'PHI-PIC-1', images: [three[0], 'u-mx3-222222222222.png'] }),
      );
      expect(keys.statusCode).toBe(400);
      expect(Object.keys(keys.json().errors)).toEqual(['images.1']);
    });

    it("duplicate: the create form is the product's copy, hidden and with no stock; saved under a new SKU it stays so", async () => {
      const products = made.services.admin.resources.find((r) => r.name === 'products') as ProductsResource;
      const staff: Staff = {
        userId: 1,
        name: 'Owner',
        roles: ['owner'],
        permissions: [],
        lang: 'en',
        sessionId: 0,
        clientIp: null,
      };
      const id = (
        await owner.call(
          made.app,
          'POST',
          '/api/admin/products/create',
          productBody({ sku: 'PHI-DUP-1', active: true, stock: 12 }),
        )
      ).json().data.id as number;
      const copy = await products.duplicate(id, { staff, lang: 'en' });
      expect(copy.ok).toBe(true);
      if (!copy.ok) return;
      expect(copy.data.id).toBe(0);
      const values = Object.fromEntries(copy.data.fields.map((f) => [f.name, f.value]));
      expect(values).toMatchObject({
        active: false,
        stock: 0,
        sku: 'PHI-DUP-1',
        images: productBody().images,
        price: 15_990,
      });
      expect(await products.duplicate(99_999, { staff, lang: 'en' })).toMatchObject({ ok: false, kind: 'notFound' });
      // the form sent as shown, with a new SKU: a hidden product without stock; the original keeps its own
      const body: Record<string, unknown> = {};
      for (const f of copy.data.fields) {
        const dot = f.name.indexOf('.');
        if (dot > 0) ((body[f.name.slice(0, dot)] ??= {}) as Record<string, unknown>)[f.name.slice(dot + 1)] = f.value;
        else body[f.name] = f.value;
      }
      const made2 = await owner.call(made.app, 'POST', '/api/admin/products/create', { ...body, sku: 'PHI-DUP-2' });
      expect(made2.statusCode, made2.body).toBe(200);
      const rows = await ctx.database.db
        .selectFrom('products')
        .select(['sku', 'active', 'stock'])
        .where('sku', 'in', ['PHI-DUP-1', 'PHI-DUP-2'])
        .orderBy('sku')
        .execute();
      expect(rows).toEqual([
        { sku: 'PHI-DUP-1', active: 1, stock: 12 },
        { sku: 'PHI-DUP-2', active: 0, stock: 0 },
      ]);
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
