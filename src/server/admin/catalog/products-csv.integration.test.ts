import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseListingQuery } from '../../../domain/catalog-query.ts';
import type { ImportJob } from '../../../domain/api/admin.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { CatalogIndex } from '../../modules/catalog/catalog.index.ts';
import { CatalogService } from '../../modules/catalog/catalog.service.ts';
import { insertCatalogFixtures } from '../../modules/catalog/catalog.fixtures.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';
import { TransactionalConnection } from '../../db/unit-of-work.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;
type Jar = Awaited<ReturnType<typeof signedInStaff>>['jar'];

function multipart(parts: { name: string; value: string | Buffer; filename?: string }[]) {
  const boundary = `----volt${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"\r\nContent-Type: text/csv` : ''}\r\n\r\n`,
    ),
    Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describeEachEngine(
  'back office: products CSV export and import',
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

    const upload = (jar: Jar, file: string | Buffer | null, dryRun: '0' | '1' = '1') => {
      const { payload, contentType } = multipart([
        { name: 'dryRun', value: dryRun },
        ...(file === null ? [] : [{ name: 'file', value: file, filename: 'products.csv' }]),
      ]);
      return made.app.inject({
        method: 'POST',
        url: '/api/admin/products/import',
        headers: { cookie: jar.header(), 'content-type': contentType },
        payload,
      });
    };
    const finished = async (jobId: string): Promise<ImportJob> => {
      for (let i = 0; i < 200; i++) {
        const r = await owner.call(made.app, 'GET', `/api/admin/products/import/${jobId}`);
        expect(r.statusCode, r.body).toBe(200);
        const job = r.json().data as ImportJob;
        if (job.state !== 'running') return job;
        await new Promise((res) => setTimeout(res, 10));
      }
      throw new Error('the import did not finish');
    };
    const run = async (csv: string, dryRun: '0' | '1') => {
      const r = await upload(owner, csv, dryRun);
      expect(r.statusCode, r.body).toBe(200);
      return finished(r.json().data.jobId);
    };
    const productsState = () =>
      ctx.database.db
        .selectFrom('products')
        .select(['sku', 'price', 'price_old', 'stock', 'active', 'new_in', 'updated_at'])
        .orderBy('id')
        .execute();

    it('exports every product as RFC 4180 CSV: a header, money in manat with 2 decimals, flags 0/1', async () => {
      const r = await owner.call(made.app, 'GET', '/api/admin/products/export.csv');
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(r.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = r.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe(
        // then a pair per stock location: these fixtures have no branches, only the warehouse (decision 0090)
        'sku,title,price,price_old,stock,stock_exported,active,new_in,best_seller,orange_star,march8,price_in_store,special_discount,stock_WH,stock_WH_exported',
      );
      expect(lines).toContain('SKU-200,Apple iPhone 15 Pro 256GB,2499.00,2799.00,1,1,1,0,0,0,0,0,0,1,1');
      expect(lines).toContain('SKU-600,Samsung köhnə model,100.00,,10,10,0,0,0,0,0,0,0,10,10');
      expect(lines.filter(Boolean)).toHaveLength(8);
    });

    it('export then import of the same file changes nothing', async () => {
      const csv = (await owner.call(made.app, 'GET', '/api/admin/products/export.csv')).body;
      const before = await productsState();
      const job = await run(csv, '0');
      expect(job).toMatchObject({
        state: 'done',
        processed: 7,
        total: 7,
        changedRows: 0,
        applied: 0,
        rejected: [],
        rejectedRows: 0,
      });
      expect(await productsState()).toEqual(before);
    });

    it('a dry run reports what would change and writes nothing', async () => {
      const before = await productsState();
      const audit = await ctx.database.db.selectFrom('audit_log').select('id').where('action', '=', 'import').execute();
      const job = await run('sku;price;stock\r\nSKU-100;1899,00;4\r\nSKU-300;1799.00;20\r\n', '1');
      expect(job).toMatchObject({
        dryRun: true,
        state: 'done',
        processed: 2,
        changedRows: 1,
        applied: 0,
        rejected: [],
      });
      expect(job.changes).toEqual([
        { line: 2, sku: 'SKU-100', field: 'price', before: '1999.00', after: '1899.00' },
        { line: 2, sku: 'SKU-100', field: 'stock', before: '10', after: '4' },
      ]);
      expect(await productsState()).toEqual(before);
      expect(
        await ctx.database.db.selectFrom('audit_log').select('id').where('action', '=', 'import').execute(),
      ).toEqual(audit);
    });

    it('applies prices, stock and flags, reports bad lines with their numbers and applies the rest; the shop sees it; one audit row', async () => {
      const csv = [
        'sku,price,price_old,stock,new_in',
        'SKU-100,1899.00,,4,1', // applied
        'SKU-999,10.00,,1,0', // unknown sku
        'SKU-300,abc,,5,0', // bad number
        'SKU-400,499.00,,-2,0', // negative stock
        'SKU-500,129.50,100.00,5,0', // old price not above price
        'SKU-100,1.00,,1,0', // duplicate of line 2
        'SKU-700,"899.00",999.00,0,1', // applied
      ].join('\n');
      const job = await run(csv, '0');
      expect(job).toMatchObject({
        dryRun: false,
        state: 'done',
        processed: 7,
        changedRows: 2,
        applied: 2,
        rejectedRows: 5,
      });
      expect(job.rejected.map((r) => [r.line, r.sku])).toEqual([
        [3, 'SKU-999'],
        [4, 'SKU-300'],
        [5, 'SKU-400'],
        [6, 'SKU-500'],
        [7, 'SKU-100'],
      ]);
      const byLine = Object.fromEntries(job.rejected.map((r) => [r.line, r.errors.join(' ')]));
      expect(byLine[3]).toContain('No product has this SKU');
      expect(byLine[4]).toContain('price: Not an amount');
      expect(byLine[5]).toContain('stock: Stock cannot be negative');
      expect(byLine[6]).toContain('price_old: The old price 100.00 must be above the price 129.50');
      expect(byLine[7]).toContain('on line 2');
      const rows = await ctx.database.db
        .selectFrom('products')
        .select(['sku', 'price', 'price_old', 'stock', 'new_in'])
        .where('sku', 'in', ['SKU-100', 'SKU-700', 'SKU-300'])
        .orderBy('sku')
        .execute();
      expect(rows).toEqual([
        { sku: 'SKU-100', price: 189_900, price_old: null, stock: 4, new_in: 1 },
        { sku: 'SKU-300', price: 179_900, price_old: null, stock: 20, new_in: 0 },
        { sku: 'SKU-700', price: 89_900, price_old: 99_900, stock: 0, new_in: 1 },
      ]);
      // the shop (another process's index) follows: the new price in the listing and on the product page
      expect((await shop.product('az', 1))?.price).toBe(189_900);
      const listing = await shop.list(parseListingQuery(new URLSearchParams('search=iphone 15 128'), 'az'));
      expect(listing.items.find((i) => i.id === 1)?.price).toBe(189_900);
      // one audit row per import (the no-op import above has its own), with the counts and the first changes
      const audit = await ctx.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'import')
        .orderBy('id')
        .execute();
      expect(audit).toHaveLength(2);
      expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({
        processed: 7,
        applied: 2,
        rejectedRows: 5,
        changes: expect.arrayContaining([
          { line: 2, sku: 'SKU-100', field: 'price', before: '1999.00', after: '1899.00' },
        ]),
      });
    });

    it('an exported file imported after sales: the stock changes by the difference from the export, units sold since stay sold (decision 0059)', async () => {
      const p = await ctx.database.db
        .selectFrom('products')
        .select(['id', 'stock'])
        .where('sku', '=', 'SKU-300')
        .executeTakeFirstOrThrow();
      const exported = p.stock;
      // two sold between the export and the import
      await ctx.database.db
        .updateTable('products')
        .set({ stock: exported - 2 })
        .where('id', '=', p.id)
        .execute();
      const job = await run(['sku,stock,stock_exported', `SKU-300,${exported + 5},${exported}`].join('\n'), '0');
      expect(job).toMatchObject({ state: 'done', applied: 1, rejectedRows: 0 });
      expect(
        (await ctx.database.db.selectFrom('products').select('stock').where('id', '=', p.id).executeTakeFirstOrThrow())
          .stock,
      ).toBe(exported + 3);
      // the exported figure unchanged: nothing is put back
      const same = await run(['sku,stock,stock_exported', `SKU-300,${exported},${exported}`].join('\n'), '0');
      expect(same).toMatchObject({ state: 'done', applied: 0, changedRows: 0 });
      // more taken away than is left now: that line is refused
      const over = await run(['sku,stock,stock_exported', `SKU-300,0,${exported + 10}`].join('\n'), '0');
      expect(over).toMatchObject({ state: 'done', applied: 0, rejectedRows: 1 });
      expect(over.rejected[0]!.errors.join(' ')).toContain(`Only ${exported + 3} left now`);
      expect(
        (await ctx.database.db.selectFrom('products').select('stock').where('id', '=', p.id).executeTakeFirstOrThrow())
          .stock,
      ).toBe(exported + 3);
    });

    it('refuses bad files with a field error: not CSV, missing header, unknown column, broken quotes, empty, none, too large', async () => {
      const cases: [string | Buffer | null, number, string][] = [
        [Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0xff, 0xfe]), 400, 'Not a CSV file'],
        ['SKU-100,1899.00\n', 400, 'must name the columns'],
        ['sku,prise\nSKU-100,1\n', 400, 'Unknown column'],
        ['sku,title\nSKU-100,x\n', 400, 'No column to import'],
        ['"sku,stock\nSKU-100,1\n', 400, 'broken on line 1'],
        ['', 400, 'empty'],
        [null, 400, 'Required field'],
      ];
      for (const [file, status, text] of cases) {
        const r = await upload(owner, file);
        expect(r.statusCode, String(file)).toBe(status);
        expect(r.json().errors.file, String(file)).toContain(text);
      }
      const big = Buffer.alloc(20 * 1024 * 1024 + 10, 'a');
      const r = await upload(owner, big);
      expect(r.statusCode).toBe(413);
      const json = await owner.call(made.app, 'POST', '/api/admin/products/import', { file: 'x' });
      expect(json.statusCode).toBe(415);
      expect(
        (await owner.call(made.app, 'GET', '/api/admin/products/import/00000000-0000-0000-0000-000000000000'))
          .statusCode,
      ).toBe(404);
    });

    it('needs products.import to import and products.read to export; a guest gets 401', async () => {
      const operator = (await signedInStaff(made, ctx.database, { roles: ['operator'] })).jar;
      expect((await upload(operator, 'sku,stock\nSKU-100,1\n')).statusCode).toBe(403);
      expect((await operator.call(made.app, 'GET', '/api/admin/products/export.csv')).statusCode).toBe(200);
      const editor = (await signedInStaff(made, ctx.database, { roles: ['editor'] })).jar;
      expect((await editor.call(made.app, 'GET', '/api/admin/products/export.csv')).statusCode).toBe(403);
      expect((await made.app.inject({ method: 'GET', url: '/api/admin/products/export.csv' })).statusCode).toBe(401);
      const guest = multipart([{ name: 'file', value: 'sku,stock\n', filename: 'a.csv' }]);
      expect(
        (
          await made.app.inject({
            method: 'POST',
            url: '/api/admin/products/import',
            headers: { 'content-type': guest.contentType },
            payload: guest.payload,
          })
        ).statusCode,
      ).toBe(401);
      // a job is visible to the staff member who started it only
      const started = await upload(owner, 'sku,stock\nSKU-200,1\n', '1');
      const other = (await signedInStaff(made, ctx.database, { roles: ['owner'] })).jar;
      expect(
        (await other.call(made.app, 'GET', `/api/admin/products/import/${started.json().data.jobId}`)).statusCode,
      ).toBe(404);
    });
  },
  insertCatalogFixtures,
);
