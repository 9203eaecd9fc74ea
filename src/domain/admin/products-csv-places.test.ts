import { describe, expect, it } from 'vitest';
import { planAt, planPlaces } from './products-csv-places.ts';
import { readHeader, readRow } from './products-csv.ts';

describe('products CSV per stock location (decision 0090)', () => {
  const codes = ['WH', 'B1', 'SHK'];

  it('reads stock_<code> columns case-insensitively; with them the total stock is read only', () => {
    const h = readHeader(['sku', 'stock', 'stock_exported', 'Stock_b1', 'stock_B1_EXPORTED', 'stock_wh'], codes);
    expect(h).toMatchObject({
      ok: true,
      writable: [],
      places: [
        { code: 'B1', at: 3, exportedAt: 4 },
        { code: 'WH', at: 5 },
      ],
    });
    if (!h.ok) return;
    const r = readRow(h.columns, ['A-1', '99', '5', '7', '2', '3'], h.places);
    expect(r).toEqual({
      ok: true,
      sku: 'A-1',
      values: {},
      places: { B1: { units: 7, exported: 2 }, WH: { units: 3 } },
    });
  });

  it('an unknown code, a repeated or a lone _exported column is a header issue naming it', () => {
    expect(readHeader(['sku', 'stock_ZZ'], codes)).toMatchObject({
      ok: false,
      issue: { key: 'admin-catalog.csv.unknownBranch', vars: { column: 'stock_ZZ', code: 'ZZ' } },
    });
    expect(readHeader(['sku', 'stock_b1', 'STOCK_B1'], codes)).toMatchObject({
      ok: false,
      issue: { key: 'admin-catalog.csv.repeatedColumn' },
    });
    expect(readHeader(['sku', 'stock_B1_exported'], codes)).toMatchObject({
      ok: false,
      issue: { key: 'admin-catalog.csv.exportedAlone', vars: { column: 'stock_B1' } },
    });
  });

  it('a negative or garbage figure is an issue on its column', () => {
    const h = readHeader(['sku', 'stock_B1', 'stock_SHK'], codes);
    if (!h.ok) throw new Error('header');
    const r = readRow(h.columns, ['A-1', '-1', 'x'], h.places);
    expect(r).toMatchObject({
      ok: false,
      issues: [
        { field: 'stock_B1', key: 'admin-catalog.csv.negativeStock' },
        { field: 'stock_SHK', key: 'admin-catalog.csv.badStock' },
      ],
    });
  });

  it('the change is from the exported figure (sold since stays sold); below zero at a location refuses', () => {
    expect(planPlaces({ B1: 3 }, { B1: { units: 6, exported: 5 } })).toEqual({
      ok: true,
      deltas: new Map([['B1', 1]]),
    });
    expect(planPlaces({ B1: 3 }, { B1: { units: 6 } })).toEqual({ ok: true, deltas: new Map([['B1', 3]]) });
    expect(planPlaces({ B1: 1 }, { B1: { units: 0, exported: 3 } })).toMatchObject({
      ok: false,
      issues: [{ field: 'stock_B1', key: 'admin-catalog.csv.stockBelowZero', vars: { left: 1, taken: 3 } }],
    });
    const ids = new Map([
      ['WH', 0],
      ['B1', 1],
    ]);
    expect(
      planAt(
        new Map([
          [0, 4],
          [1, 3],
        ]),
        { B1: { units: 8, exported: 3 } },
        ids,
      ),
    ).toEqual({
      ok: true,
      deltas: new Map([[1, 5]]),
      changes: [
        { field: 'stock_B1', before: '3', after: '8' },
        { field: 'stock', before: '7', after: '12' },
      ],
    });
  });
});
