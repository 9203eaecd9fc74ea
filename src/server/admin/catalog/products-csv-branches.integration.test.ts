import { afterAll, beforeAll, expect, it } from 'vitest';
import { WAREHOUSE } from '../../../domain/branch-stock.ts';
import type { ImportJob } from '../../../domain/api/admin.ts';
import { insertCartFixtures } from '../../modules/cart/cart.fixtures.ts';
import { StockRepo } from '../../modules/catalog/stock.repo.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';
import { productBody } from './products.fixtures.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;
type Jar = Awaited<ReturnType<typeof signedInStaff>>['jar'];

function multipart(parts: { name: string; value: string; filename?: string }[]) {
  const boundary = `----volt${Math.random().toString(16).slice(2)}`;
  const body = parts
    .map(
      (p) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"\r\nContent-Type: text/csv` : ''}\r\n\r\n${p.value}\r\n`,
    )
    .join('');
  return {
    payload: Buffer.from(`${body}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describeEachEngine(
  'back office: the products CSV per stock location (issue 32, decision 0090)',
  (ctx) => {
    let made: Made;
    let staff: Jar;
    let seq = 0;
    beforeAll(async () => {
      made = await adminApp(ctx.database);
      staff = (await signedInStaff(made, ctx.database, { roles: ['owner'] })).jar;
    });
    afterAll(async () => {
      await made.app.close();
    });

    const create = async (warehouse: number, atB1: number) => {
      seq += 1;
      const sku = `CSVB-${seq}`;
      const r = await staff.call(made.app, 'POST', '/api/admin/products/create', {
        ...productBody({ sku, stock: warehouse + atB1, gifts: [] }),
        stockAt: { '1': atB1 },
      });
      expect(r.statusCode, r.body).toBe(200);
      const { id } = await ctx.database.db
        .selectFrom('products')
        .select('id')
        .where('sku', '=', sku)
        .executeTakeFirstOrThrow();
      return { id, sku };
    };
    const at = async (id: number) => {
      const m = await new StockRepo(ctx.database.db).locations(id);
      const { stock } = await ctx.database.db
        .selectFrom('products')
        .select('stock')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return { wh: m.get(WAREHOUSE) ?? 0, b1: m.get(1) ?? 0, b2: m.get(2) ?? 0, stock };
    };
    const sellAt = (id: number, branch: number, qty: number) =>
      ctx.database.db.transaction().execute((tx) =>
        new StockRepo(tx, ctx.database.dialect).take(0, new Map([[id, { required: qty, optional: 0 }]]), {
          pickup: branch,
        }),
      );
    const exported = async () => {
      const r = await staff.call(made.app, 'GET', '/api/admin/products/export.csv');
      expect(r.statusCode).toBe(200);
      const lines = r.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean);
      return { header: lines[0]!.split(','), lines: lines.slice(1).map((l) => l.split(',')) };
    };
    const upload = (csv: string, dryRun: '0' | '1') => {
      const { payload, contentType } = multipart([
        { name: 'dryRun', value: dryRun },
        { name: 'file', value: csv, filename: 'products.csv' },
      ]);
      return made.app.inject({
        method: 'POST',
        url: '/api/admin/products/import',
        headers: { cookie: staff.header(), 'content-type': contentType },
        payload,
      });
    };
    const run = async (csv: string, dryRun: '0' | '1'): Promise<ImportJob> => {
      const r = await upload(csv, dryRun);
      expect(r.statusCode, r.body).toBe(200);
      for (let i = 0; i < 200; i++) {
        const g = await staff.call(made.app, 'GET', `/api/admin/products/import/${r.json().data.jobId}`);
        const job = g.json().data as ImportJob;
        if (job.state !== 'running') return job;
        await new Promise((res) => setTimeout(res, 10));
      }
      throw new Error('the import did not finish');
    };
    /** the exported file cut to the sku and the stock columns, with one product's line edited */
    const fileOf = async (sku: string, edit: Record<string, string>) => {
      const { header, lines } = await exported();
      const keep = header.map((h, i) => [h, i] as const).filter(([h]) => h === 'sku' || h.startsWith('stock'));
      const line = lines.find((l) => l[0] === sku)!;
      return [keep.map(([h]) => h).join(','), keep.map(([h, i]) => edit[h] ?? line[i]).join(',')].join('\n');
    };

    it('exports a pair of columns per location: the warehouse, then each branch by code, beside the total', async () => {
      const p = await create(4, 3);
      const { header, lines } = await exported();
      expect(header.slice(-6)).toEqual([
        'stock_WH',
        'stock_WH_exported',
        'stock_B1',
        'stock_B1_exported',
        'stock_B2',
        'stock_B2_exported',
      ]);
      const line = lines.find((l) => l[0] === p.sku)!;
      expect(line[header.indexOf('stock')]).toBe('7');
      expect(line.slice(-6)).toEqual(['4', '4', '3', '3', '0', '0']);
    });

    it('the dry run previews a branch’s change and the total; the import makes it there, the sum follows', async () => {
      const p = await create(4, 3);
      const csv = await fileOf(p.sku, { stock_B1: '8', stock_B2: '2' });
      const dry = await run(csv, '1');
      expect(dry).toMatchObject({ state: 'done', changedRows: 1, applied: 0, rejected: [] });
      expect(dry.changes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ sku: p.sku, field: 'stock_B1', before: '3', after: '8' }),
          expect.objectContaining({ sku: p.sku, field: 'stock_B2', before: '0', after: '2' }),
          expect.objectContaining({ sku: p.sku, field: 'stock', before: '7', after: '14' }),
        ]),
      );
      expect(await at(p.id)).toEqual({ wh: 4, b1: 3, b2: 0, stock: 7 });
      const job = await run(csv, '0');
      expect(job).toMatchObject({ state: 'done', applied: 1, rejected: [] });
      expect(await at(p.id)).toEqual({ wh: 4, b1: 8, b2: 2, stock: 14 });
    });

    it('a sale at the branch between export and import stays sold; the total column is read only', async () => {
      const p = await create(0, 5);
      const csv = await fileOf(p.sku, { stock_B1: '3', stock: '999' });
      await sellAt(p.id, 1, 1);
      const job = await run(csv, '0');
      expect(job).toMatchObject({ state: 'done', applied: 1, rejected: [] });
      expect(await at(p.id)).toEqual({ wh: 0, b1: 2, b2: 0, stock: 2 });
    });

    it('below zero at a branch (sold meanwhile) refuses the line on that column and leaves every location', async () => {
      const p = await create(2, 2);
      const csv = await fileOf(p.sku, { stock_B1: '0', stock_WH: '5' });
      await sellAt(p.id, 1, 1);
      const job = await run(csv, '0');
      expect(job).toMatchObject({ state: 'done', applied: 0, rejectedRows: 1 });
      expect(job.rejected[0]!.errors.join(' ')).toMatch(/^stock_B1: /);
      expect(await at(p.id)).toEqual({ wh: 2, b1: 1, b2: 0, stock: 3 });
    });

    it('a negative or garbage figure is that line’s error; the other lines apply', async () => {
      const a = await create(1, 1);
      const b = await create(1, 1);
      const { header, lines } = await exported();
      const cols = ['sku', 'stock_B1', 'stock_B1_exported'];
      const idx = cols.map((c) => header.indexOf(c));
      const row = (sku: string, v: string) => {
        const l = lines.find((x) => x[0] === sku)!;
        return [sku, v, l[idx[2]!]].join(',');
      };
      const csv = [cols.join(','), row(a.sku, '-2'), row(b.sku, 'lots')].join('\n');
      const job = await run(csv, '0');
      expect(job.rejected.map((r) => [r.sku, r.errors[0]!.split(':')[0]])).toEqual([
        [a.sku, 'stock_B1'],
        [b.sku, 'stock_B1'],
      ]);
      const ok = [cols.join(','), row(a.sku, '4')].join('\n');
      expect(await run(ok, '0')).toMatchObject({ applied: 1, rejectedRows: 0 });
      expect(await at(a.id)).toEqual({ wh: 1, b1: 4, b2: 0, stock: 5 });
    });

    it('an unknown branch code column is a 400 naming the column, nothing started', async () => {
      const r = await upload('sku,stock_B1,stock_ZZ9\nCSVB-1,1,1\n', '1');
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().errors.file).toContain('stock_ZZ9');
    });

    it('the sum invariant: products.stock equals its locations after every import', async () => {
      const rows = await ctx.database.db
        .selectFrom('products')
        .leftJoin('product_stock', 'product_stock.product_id', 'products.id')
        .select(['products.id', 'products.stock'])
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('product_stock.qty'), eb.lit(0)).as('sum'))
        .groupBy(['products.id', 'products.stock'])
        .execute();
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) expect(Number(r.sum), `product ${r.id}`).toBe(r.stock);
    });
  },
  insertCartFixtures,
);
