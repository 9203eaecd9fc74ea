import { afterAll, beforeAll, expect, it } from 'vitest';
import { initialValues, type FormValues } from '../../domain/admin/record-values.ts';
import type { FieldDef } from '../../domain/api/admin.ts';
import { insertCatalogFixtures } from '../modules/catalog/catalog.fixtures.ts';
import { StockRepo } from '../modules/catalog/stock.repo.ts';
import { describeEachEngine } from '../testing/test-db.ts';
import { adminApp, signedInStaff } from './admin.fixtures.ts';
import { productBody } from './catalog/products.fixtures.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;
type Jar = Awaited<ReturnType<typeof signedInStaff>>['jar'];

/** What a record form holds after opening a record: its version and values. */
interface Form {
  version: number;
  values: FormValues;
  fields: FieldDef[];
}

describeEachEngine(
  'back office: record versions and conflicts (decision 0059)',
  (ctx) => {
    let made: Made;
    let aysel: Jar;
    let orxan: Jar;
    let seq = 0;
    beforeAll(async () => {
      made = await adminApp(ctx.database);
      aysel = (await signedInStaff(made, ctx.database, { roles: ['owner'], name: 'Aysel' })).jar;
      orxan = (await signedInStaff(made, ctx.database, { roles: ['owner'], name: 'Orxan' })).jar;
    });
    afterAll(async () => {
      await made.app.close();
    });

    const newProduct = async (stock: number) => {
      seq += 1;
      const r = await aysel.call(
        made.app,
        'POST',
        '/api/admin/products/create',
        productBody({ sku: `VER-${seq}`, stock, gifts: [] }),
      );
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data.id as number;
    };
    const open = async (jar: Jar, resource: string, id: number): Promise<Form> => {
      const r = await jar.call(made.app, 'GET', `/api/admin/${resource}/info/${id}`);
      expect(r.statusCode, r.body).toBe(200);
      const data = r.json().data as { version: number; fields: FieldDef[] };
      expect(typeof data.version).toBe('number');
      return { version: data.version, fields: data.fields, values: initialValues(data.fields) };
    };
    /** Saves the named changes as the form does: the version, the changed values and the values the form showed. */
    const save = (jar: Jar, resource: string, id: number, form: Form, changes: FormValues) =>
      jar.call(made.app, 'POST', `/api/admin/${resource}/update/${id}`, {
        version: form.version,
        changes,
        base: Object.fromEntries(Object.keys(changes).map((k) => [k, form.values[k]])),
      });
    const product = (id: number) =>
      ctx.database.db
        .selectFrom('products')
        .select(['stock', 'price', 'title_az', 'updated_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const trail = (id: number) =>
      ctx.database.db
        .selectFrom('audit_log')
        .select(['action', 'before_json', 'after_json', 'user_name'])
        .where('entity', '=', 'products')
        .where('entity_id', '=', id)
        .orderBy('id')
        .execute();
    const sell = (id: number, qty: number) =>
      new StockRepo(ctx.database.db, ctx.database.dialect).take(0, new Map([[id, { required: qty, optional: 0 }]]), 'delivery');

    it('a sale between opening and saving a price change: the sold units stay sold, the trail shows no stock change', async () => {
      const id = await newProduct(20);
      const form = await open(aysel, 'products', id);
      await sell(id, 2);
      const r = await save(aysel, 'products', id, form, { price: 17_990 });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().data.version).toBeGreaterThan(form.version);
      expect(await product(id)).toMatchObject({ stock: 18, price: 17_990 });
      const last = (await trail(id)).at(-1)!;
      expect(last.action).toBe('update');
      expect(JSON.parse(last.after_json!)).toEqual({ price: 17_990 });
    });

    it('stock typed in the form is applied against the value it showed: 20 shown, 25 typed, 2 sold meanwhile → 23', async () => {
      const id = await newProduct(20);
      const form = await open(aysel, 'products', id);
      await sell(id, 2);
      const r = await save(aysel, 'products', id, form, { stock: 25 });
      expect(r.statusCode, r.body).toBe(200);
      expect((await product(id)).stock).toBe(23);
      const last = (await trail(id)).at(-1)!;
      expect([JSON.parse(last.before_json!), JSON.parse(last.after_json!)]).toEqual([{ stock: 18 }, { stock: 23 }]);
    });

    it('taking away more units than are left now is a conflict on stock, nothing written', async () => {
      const id = await newProduct(5);
      const form = await open(aysel, 'products', id);
      await sell(id, 3);
      const r = await save(aysel, 'products', id, form, { stock: 0, price: 9_990 });
      expect(r.statusCode, r.body).toBe(409);
      expect(Object.keys(r.json().errors)).toEqual(['stock']);
      expect(await product(id)).toMatchObject({ stock: 2, price: 15_990 });
    });

    it('two tabs: the second save is refused with 409 naming the field and who changed it; after reloading it saves', async () => {
      const id = await newProduct(10);
      const tabA = await open(aysel, 'products', id);
      const tabB = await open(orxan, 'products', id);
      expect((await save(aysel, 'products', id, tabA, { price: 14_990 })).statusCode).toBe(200);
      const stale = await save(orxan, 'products', id, tabB, {
        title: { az: 'Yeni ad', ru: 'Новое имя', en: 'New name' },
      });
      expect(stale.statusCode, stale.body).toBe(409);
      const body = stale.json() as { error: string; errors: Record<string, string> };
      expect(body.error).toContain('Aysel');
      expect(body.error).toContain('Price');
      expect(Object.keys(body.errors)).toEqual(['price']);
      expect(body.errors.price).toContain('Aysel');
      // nothing of the stale save was written
      expect(await product(id)).toMatchObject({ price: 14_990, title_az: 'Philips buxarlı ütü GC 4567' });
      const fresh = await open(orxan, 'products', id);
      const again = await save(orxan, 'products', id, fresh, {
        title: { az: 'Yeni ad', ru: 'Новое имя', en: 'New name' },
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(await product(id)).toMatchObject({ price: 14_990, title_az: 'Yeni ad' });
    });

    it('the same tab saving twice uses the version its first save answered', async () => {
      const id = await newProduct(10);
      const form = await open(aysel, 'products', id);
      const first = await save(aysel, 'products', id, form, { price: 12_990 });
      expect(first.statusCode).toBe(200);
      const next = { ...form, version: first.json().data.version as number, values: { ...form.values, price: 12_990 } };
      expect((await save(aysel, 'products', id, next, { price: 11_990 })).statusCode).toBe(200);
      expect((await product(id)).price).toBe(11_990);
    });

    it('a save that changes nothing writes nothing: no audit row, no new updated_at', async () => {
      const id = await newProduct(10);
      const before = await product(id);
      const rows = (await trail(id)).length;
      const form = await open(aysel, 'products', id);
      for (const changes of [{}, { price: form.values.price, stock: form.values.stock }]) {
        const r = await save(aysel, 'products', id, form, changes);
        expect(r.statusCode, r.body).toBe(200);
        expect(r.json().data.version).toBe(form.version);
      }
      expect(await product(id)).toEqual(before);
      expect((await trail(id)).length).toBe(rows);
    });

    it('two saves of one record at the same moment: one is written, the other refused', async () => {
      const id = await newProduct(10);
      const form = await open(aysel, 'products', id);
      const [a, b] = await Promise.all([
        save(aysel, 'products', id, form, { price: 13_000 }),
        save(orxan, 'products', id, form, { price: 13_500 }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const won = a.statusCode === 200 ? 13_000 : 13_500;
      expect((await product(id)).price).toBe(won);
      expect((await trail(id)).filter((t) => t.action === 'update')).toHaveLength(1);
    });

    it('a field changed by other means since the form showed it collides (409); the same value chosen is fine', async () => {
      const id = await newProduct(10);
      const form = await open(aysel, 'products', id);
      // a CSV import or another process: no back-office version
      await ctx.database.db.updateTable('products').set({ price: 16_500 }).where('id', '=', id).execute();
      const r = await save(aysel, 'products', id, form, { price: 15_000 });
      expect(r.statusCode, r.body).toBe(409);
      expect(Object.keys(r.json().errors)).toEqual(['price']);
      expect((await save(aysel, 'products', id, form, { price: 16_500, active: false })).statusCode).toBe(200);
      expect(
        await ctx.database.db
          .selectFrom('products')
          .select(['price', 'active'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow(),
      ).toEqual({ price: 16_500, active: 0 });
    });

    it('refuses unknown and read-only fields and a malformed save with field errors, and still checks every field', async () => {
      const id = await newProduct(10);
      const form = await open(aysel, 'products', id);
      const unknown = await save(aysel, 'products', id, form, { nonsense: 1 });
      expect(unknown.statusCode).toBe(400);
      expect(Object.keys(unknown.json().errors)).toEqual(['nonsense']);
      const bad = await aysel.call(made.app, 'POST', `/api/admin/products/update/${id}`, {
        version: -1,
        changes: [],
        base: {},
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['changes', 'version']);
      // a control character in a changed text lands on the form's field
      const hidden = await save(aysel, 'products', id, form, {
        title: { ...(form.values.title as object), az: 'Ütü\u0000' },
      });
      expect(hidden.statusCode).toBe(400);
      expect(Object.keys(hidden.json().errors)).toEqual(['title.az']);
      const invalid = await save(aysel, 'products', id, form, { price: -5, sku: '' });
      expect(invalid.statusCode).toBe(400);
      expect(Object.keys(invalid.json().errors).sort()).toEqual(['price', 'sku']);
    });

    it('other resources too: a brand changed in another tab is a 409 naming who; verify switches move the version', async () => {
      const brands = await aysel.call(made.app, 'GET', '/api/admin/brands');
      const id = brands.json().data.items[0].id as number;
      const tabA = await open(aysel, 'brands', id);
      const tabB = await open(orxan, 'brands', id);
      const titleField = tabA.fields.find((f) => f.name === 'title')!;
      expect(titleField).toBeTruthy();
      expect((await save(aysel, 'brands', id, tabA, { title: `${String(tabA.values.title)} X` })).statusCode).toBe(200);
      const stale = await save(orxan, 'brands', id, tabB, { title: 'Other' });
      expect(stale.statusCode, stale.body).toBe(409);
      expect(stale.json().error).toContain('Aysel');
    });
  },
  insertCatalogFixtures,
);
