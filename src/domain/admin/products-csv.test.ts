import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import {
  CSV_FLAGS,
  csvHeader,
  parseAmount,
  planRow,
  productCsvLine,
  readHeader,
  readRow,
  type CsvProduct,
} from './products-csv.ts';

const product = (over: Partial<CsvProduct> = {}): CsvProduct => ({
  sku: 'APL-PH100001',
  title: 'Apple iPhone 15, 128 GB "Black"',
  price: 199_900,
  price_old: 219_900,
  stock: 7,
  active: 1,
  new_in: 0,
  best_seller: 1,
  orange_star: 0,
  march8: 0,
  price_in_store: 0,
  special_discount: 0,
  ...over,
});

const header = (names: string[]) => {
  const h = readHeader(names);
  if (!h.ok) throw new Error('bad header');
  return h.columns;
};

describe('products csv', () => {
  it('exports money as manat with two decimals, flags as 0/1, and quotes a title with commas and quotes', () => {
    expect(csvHeader()).toBe(
      'sku,title,price,price_old,stock,stock_exported,active,new_in,best_seller,orange_star,march8,price_in_store,special_discount\r\n',
    );
    expect(productCsvLine(product())).toBe(
      'APL-PH100001,"Apple iPhone 15, 128 GB ""Black""",1999.00,2199.00,7,7,1,0,1,0,0,0,0\r\n',
    );
    expect(productCsvLine(product({ price: 5, price_old: null }))).toContain(',0.05,,7,');
  });

  it('reads amounts with a dot or a comma and at most two decimals', () => {
    expect(parseAmount('1299.99')).toBe(129_999);
    expect(parseAmount('1299,9')).toBe(129_990);
    expect(parseAmount(' 15 ')).toBe(1500);
    for (const bad of ['', '-1', '1.999', '1 299.99', 'abc', '1e3', '12.']) expect(parseAmount(bad)).toBeNull();
  });

  it('refuses a header without sku, with an unknown or repeated column, or with nothing to import', () => {
    expect(readHeader(['price', 'stock'])).toMatchObject({ ok: false, issue: { key: 'admin-catalog.csv.noSku' } });
    expect(readHeader(['sku', 'prise'])).toMatchObject({
      ok: false,
      issue: { key: 'admin-catalog.csv.unknownColumn', vars: { column: 'prise' } },
    });
    expect(readHeader(['sku', 'stock', 'STOCK'])).toMatchObject({
      ok: false,
      issue: { key: 'admin-catalog.csv.repeatedColumn' },
    });
    expect(readHeader(['sku', 'title'])).toMatchObject({
      ok: false,
      issue: { key: 'admin-catalog.csv.nothingToImport' },
    });
    expect(readHeader([' SKU ', 'Stock'])).toMatchObject({ ok: true, writable: ['stock'] });
  });

  it('reports every bad cell of a line: bad number, negative stock, flag other than 0/1, missing sku, cell count', () => {
    const cols = header(['sku', 'price', 'stock', 'active']);
    expect(readRow(cols, ['A', 'x', '-3', 'yes'])).toEqual({
      ok: false,
      sku: 'A',
      issues: [
        { field: 'price', key: 'admin-catalog.csv.badAmount', vars: { value: 'x' } },
        { field: 'stock', key: 'admin-catalog.csv.negativeStock' },
        { field: 'active', key: 'admin-catalog.csv.badFlag', vars: { value: 'yes' } },
      ],
    });
    expect(readRow(cols, ['', '1', '1', '1'])).toMatchObject({ ok: false, issues: [{ field: 'sku' }] });
    expect(readRow(cols, ['A', '1', '1'])).toMatchObject({
      ok: false,
      issues: [{ field: 'line', key: 'admin-catalog.csv.cellCount' }],
    });
    expect(readRow(cols, ['A', '1', '2000000', '1'])).toMatchObject({
      ok: false,
      issues: [{ field: 'stock', key: 'admin-catalog.csv.badStock' }],
    });
    expect(readRow(cols, ['A', '12.50', '3', '0'])).toEqual({
      ok: true,
      sku: 'A',
      values: { price: 1250, stock: 3, active: 0 },
    });
  });

  it('plans a line against the product: only changed fields, old price must stay above the price', () => {
    const cur = product();
    expect(planRow(cur, { stock: 7, price: 199_900 })).toMatchObject({ ok: true, changes: [] });
    expect(planRow(cur, { stock: 0, price_old: null })).toMatchObject({
      ok: true,
      changes: [
        { field: 'price_old', before: '2199.00', after: '' },
        { field: 'stock', before: '7', after: '0' },
      ],
    });
    // a new price at or above the stored old price, and an old price given at or below the price
    expect(planRow(cur, { price: 219_900 })).toMatchObject({
      ok: false,
      issues: [{ field: 'price_old', key: 'admin-catalog.csv.oldPriceNotAbove' }],
    });
    expect(planRow(cur, { price_old: 100 })).toMatchObject({ ok: false });
  });

  it('with the exported stock beside it, a line changes the stock by its difference: units sold since the export stay sold', () => {
    const cols = header(['sku', 'stock', 'stock_exported']);
    const read = readRow(cols, ['A', '25', '20']);
    expect(read).toEqual({ ok: true, sku: 'A', values: { stock: 25 }, stockExported: 20 });
    const now = product({ stock: 18 }); // two sold since the export
    expect(planRow(now, { stock: 25 }, 20)).toMatchObject({
      ok: true,
      next: { stock: 23 },
      changes: [{ field: 'stock', before: '18', after: '23' }],
    });
    // the figure as exported: the stock is left alone, not put back to 20
    expect(planRow(now, { stock: 20 }, 20)).toMatchObject({ ok: true, changes: [] });
    // taking away more than is left now
    expect(planRow(product({ stock: 2 }), { stock: 0 }, 5)).toMatchObject({
      ok: false,
      issues: [{ field: 'stock', key: 'admin-catalog.csv.stockBelowZero', vars: { left: 2, taken: 5 } }],
    });
    // without it, the stock is a count
    expect(planRow(now, { stock: 20 })).toMatchObject({ ok: true, next: { stock: 20 } });
  });

  it('export then import of the same products changes nothing', () => {
    const arb = fc.record({
      sku: fc.stringMatching(/^[A-Z0-9][A-Z0-9._-]{0,20}$/),
      title: fc.string({ maxLength: 40 }),
      price: fc.integer({ min: 0, max: 1_000_000_000 }),
      stock: fc.integer({ min: 0, max: 1_000_000 }),
      old: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
      flags: fc.array(fc.constantFrom(0 as const, 1 as const), {
        minLength: CSV_FLAGS.length,
        maxLength: CSV_FLAGS.length,
      }),
    });
    fc.assert(
      fc.property(
        fc.array(arb, { minLength: 1, maxLength: 10 }),
        fc.constantFrom(',' as const, ';' as const),
        (items, d) => {
          const products = items.map((i) => {
            const p = product({
              sku: i.sku,
              title: i.title,
              price: i.price,
              stock: i.stock,
              price_old: i.old === null ? null : Math.min(CSV_PRICE, i.price + i.old),
            });
            CSV_FLAGS.forEach((f, k) => (p[f] = i.flags[k]!));
            return p;
          });
          const text = csvHeader(d) + products.map((p) => productCsvLine(p, d)).join('');
          const [head, ...rows] = parseCsv(text);
          const h = readHeader(head!.cells);
          expect(h.ok).toBe(true);
          if (!h.ok) return;
          rows.forEach((r, k) => {
            const read = readRow(h.columns, r.cells);
            expect(read).toMatchObject({ ok: true, sku: products[k]!.sku });
            if (!read.ok) return;
            const plan = planRow(products[k]!, read.values);
            if (products[k]!.price_old !== null && products[k]!.price_old! <= products[k]!.price)
              expect(plan.ok).toBe(false);
            else expect(plan).toMatchObject({ ok: true, changes: [] });
          });
        },
      ),
    );
  });
});

const CSV_PRICE = 1_000_000_000;
