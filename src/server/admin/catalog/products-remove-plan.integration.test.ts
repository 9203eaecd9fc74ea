import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX, insertCatalogFixtures } from '../../modules/catalog/catalog.fixtures.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';
import { insertOrderOf } from './products.fixtures.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;
type Jar = Awaited<ReturnType<typeof signedInStaff>>['jar'];

describeEachEngine(
  'back office: what removing products will do (decision 0063)',
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

    it('tells which products would be deleted and which kept, deactivated (they have orders); the removal then does exactly that', async () => {
      const [a, b, c] = [FX.product.galaxy, FX.product.redmi, FX.product.iron];
      await insertOrderOf(ctx.database, b);
      const plan = await owner.call(made.app, 'GET', `/api/admin/products/remove-plan?ids=${c},${a},${b},${a},999999`);
      expect(plan.statusCode, plan.body).toBe(200);
      // an unknown id is in neither list; a repeated one counts once
      expect(plan.json().data).toEqual({ deleted: [a, c], deactivated: [b] });
      const outcomes = [];
      for (const id of [a, b, c])
        outcomes.push((await owner.call(made.app, 'POST', `/api/admin/products/remove/${id}`, {})).json().data.removed);
      expect(outcomes).toEqual(['deleted', 'deactivated', 'deleted']);
    });

    it('refuses a malformed list of ids (400 with the field) and a staff member who may not remove (403)', async () => {
      for (const q of [
        '',
        'ids=',
        'ids=1,x',
        'ids=0',
        `ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
      ]) {
        const r = await owner.call(made.app, 'GET', `/api/admin/products/remove-plan?${q}`);
        expect(r.statusCode, q).toBe(400);
        expect(Object.keys(r.json().errors ?? {}), q).toEqual(['ids']);
      }
      const operator = (await signedInStaff(made, ctx.database, { roles: ['operator'] })).jar;
      expect((await operator.call(made.app, 'GET', '/api/admin/products/remove-plan?ids=1')).statusCode).toBe(403);
    });
  },
  insertCatalogFixtures,
);
