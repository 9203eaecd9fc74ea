import { afterAll, beforeAll, expect, it } from 'vitest';
import { initialValues, type FormValues } from '../../../domain/admin/record-values.ts';
import { WAREHOUSE } from '../../../domain/branch-stock.ts';
import type { FieldDef } from '../../../domain/api/admin.ts';
import { insertCartFixtures } from '../../modules/cart/cart.fixtures.ts';
import { StockRepo } from '../../modules/catalog/stock.repo.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';
import { productBody } from './products.fixtures.ts';
import type { ProductsResource } from './products.resource.ts';
import type { Staff } from '../staff.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;
type Jar = Awaited<ReturnType<typeof signedInStaff>>['jar'];

describeEachEngine(
  'back office: a product’s stock per branch in the form (issue 32, decision 0090)',
  (ctx) => {
    let made: Made;
    let staff: Jar;
    let seq = 0;
    beforeAll(async () => {
      made = await adminApp(ctx.database);
      staff = (await signedInStaff(made, ctx.database, { roles: ['owner'], name: 'Aysel' })).jar;
    });
    afterAll(async () => {
      await made.app.close();
    });
    const at = async (id: number) => {
      const m = await new StockRepo(ctx.database.db).locations(id);
      const { stock } = await ctx.database.db
        .selectFrom('products')
        .select('stock')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return { wh: m.get(WAREHOUSE) ?? 0, b1: m.get(1) ?? 0, b2: m.get(2) ?? 0, stock };
    };
    const open = async (id: number) => {
      const r = await staff.call(made.app, 'GET', `/api/admin/products/info/${id}`);
      expect(r.statusCode, r.body).toBe(200);
      const data = r.json().data as { version: number; fields: FieldDef[] };
      return { version: data.version, fields: data.fields, values: initialValues(data.fields) };
    };
    const save = (form: Awaited<ReturnType<typeof open>>, id: number, changes: FormValues) =>
      staff.call(made.app, 'POST', `/api/admin/products/update/${id}`, {
        version: form.version,
        changes,
        base: Object.fromEntries(Object.keys(changes).map((k) => [k, form.values[k]])),
      });
    const sellAt = (id: number, branch: number, qty: number) =>
      ctx.database.db.transaction().execute((tx) =>
        new StockRepo(tx, ctx.database.dialect).take(0, new Map([[id, { required: qty, optional: 0 }]]), {
          pickup: branch,
        }),
      );
    const create = async (stock: number, stockAt: Record<string, number>) => {
      seq += 1;
      const r = await staff.call(made.app, 'POST', '/api/admin/products/create', {
        ...productBody({ sku: `BR-${seq}`, stock, gifts: [] }),
        stockAt,
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data.id as number;
    };

    it('the form shows one field per branch; a branch edit saved after a sale there keeps the sale', async () => {
      const id = await create(10, { '1': 3 });
      expect(await at(id)).toEqual({ wh: 7, b1: 3, b2: 0, stock: 10 });
      const form = await open(id);
      const branchFields = form.fields.filter((f) => f.name.startsWith('stockAt.'));
      expect(branchFields.map((f) => [f.name, f.value, f.delta])).toEqual([
        ['stockAt.1', 3, true],
        ['stockAt.2', 0, true],
      ]);
      expect(branchFields[0]!.label).toContain('B1');
      // two sold at the branch while the form is open; the person types 5 where the form showed 3
      expect((await sellAt(id, 1, 2)).short).toBeNull();
      const r = await save(form, id, { 'stockAt.1': 5 });
      expect(r.statusCode, r.body).toBe(200);
      expect(await at(id)).toEqual({ wh: 7, b1: 3, b2: 0, stock: 10 });
      // the sum's own change goes to the warehouse
      const again = await open(id);
      expect((await save(again, id, { stock: 12, 'stockAt.2': 4 })).statusCode).toBe(200);
      expect(await at(id)).toEqual({ wh: 9, b1: 3, b2: 4, stock: 16 });
    });

    it('taking away more than the branch holds now is a 409 on that branch’s field, nothing written', async () => {
      const id = await create(5, { '2': 2 });
      const form = await open(id);
      expect((await sellAt(id, 2, 1)).short).toBeNull();
      const r = await save(form, id, { 'stockAt.2': 0, price: 9_990 });
      expect(r.statusCode, r.body).toBe(409);
      expect(Object.keys(r.json().errors)).toEqual(['stockAt.2']);
      expect(await at(id)).toEqual({ wh: 3, b1: 0, b2: 1, stock: 4 });
    });

    it('Duplicate: the copy’s form holds no units at the warehouse or at any branch', async () => {
      const id = await create(6, { '1': 2, '2': 1 });
      const products = made.services.admin.resources.find((x) => x.name === 'products') as ProductsResource;
      const owner: Staff = {
        userId: 1,
        name: 'Owner',
        roles: ['owner'],
        permissions: [],
        lang: 'en',
        sessionId: 0,
        clientIp: null,
      };
      const copy = await products.duplicate(id, { staff: owner, lang: 'en' });
      if (!copy.ok) throw new Error(JSON.stringify(copy));
      const values = initialValues(copy.data.fields);
      expect(values).toMatchObject({ stock: 0, 'stockAt.1': 0, 'stockAt.2': 0 });
    });

    it('a new product whose branches hold more than its typed total: 400 on the total, nothing made', async () => {
      seq += 1;
      const r = await staff.call(made.app, 'POST', '/api/admin/products/create', {
        ...productBody({ sku: `BR-${seq}`, stock: 2, gifts: [] }),
        stockAt: { '1': 3 },
      });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().errors).toEqual({ stock: 'The total cannot be below the units at the branches' });
      const made2 = await ctx.database.db.selectFrom('products').select('id').where('sku', '=', `BR-${seq}`).execute();
      expect(made2).toEqual([]);
    });

    it('units at a branch that does not exist: 400 on that field', async () => {
      seq += 1;
      const r = await staff.call(made.app, 'POST', '/api/admin/products/create', {
        ...productBody({ sku: `BR-${seq}`, stock: 1, gifts: [] }),
        stockAt: { '999': 1 },
      });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().errors).toMatchObject({ 'stockAt.999': expect.any(String) });
    });
  },
  insertCartFixtures,
);
