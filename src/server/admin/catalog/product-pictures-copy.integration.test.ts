import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { CatalogIndex } from '../../modules/catalog/catalog.index.ts';
import { TransactionalConnection } from '../../db/unit-of-work.ts';
import { CatalogService } from '../../modules/catalog/catalog.service.ts';
import { insertCatalogFixtures } from '../../modules/catalog/catalog.fixtures.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';
import type { Staff } from '../staff.ts';
import type { ProductsResource } from './products.resource.ts';
import { productBody } from './products.fixtures.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;
type Jar = Awaited<ReturnType<typeof signedInStaff>>['jar'];

describeEachEngine(
  'back office: products — pictures and the copy of a product',
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
  },
  insertCatalogFixtures,
);
