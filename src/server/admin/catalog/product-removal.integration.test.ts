import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { CatalogIndex } from '../../modules/catalog/catalog.index.ts';
import { TransactionalConnection } from '../../db/unit-of-work.ts';
import { CatalogService } from '../../modules/catalog/catalog.service.ts';
import { insertCatalogFixtures } from '../../modules/catalog/catalog.fixtures.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';
import { productBody, insertOrderOf } from './products.fixtures.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;
type Jar = Awaited<ReturnType<typeof signedInStaff>>['jar'];

describeEachEngine(
  'back office: products — removal',
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
      await insertOrderOf(ctx.database, kept);
      const r2 = await owner.call(made.app, 'POST', `/api/admin/products/remove/${kept}`, {});
      expect(r2.json().data).toEqual({ id: kept, removed: 'deactivated' });
      expect(
        (await ctx.database.db.selectFrom('products').select('active').where('id', '=', kept).executeTakeFirstOrThrow())
          .active,
      ).toBe(0);
      expect(await shop.product('az', kept)).toBeNull();
    });
  },
  insertCatalogFixtures,
);
