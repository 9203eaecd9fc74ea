import { csvLine, type CsvDelimiter } from './csv.ts';
import type { CsvIssue } from './csv-issue.ts';
import { readPlaceCells, readPlaceColumn, type CsvPlace, type PlaceValues } from './products-csv-places.ts';

/**
 * The products CSV of the back office (ADM-11: stock and prices in bulk), pure: which columns the file has, how a
 * product becomes a line of the export, and how a line of an import is read and compared with the product it names.
 *
 * Columns: `sku` (required, names the product), `title` (the az title: exported for people, ignored on import),
 * `price` and `price_old` in manat with two decimals (`1299.99`; a comma is accepted as the decimal mark; an empty
 * `price_old` means none), `stock` (a whole number), `stock_exported` (the stock when the file was exported: read
 * only), and the flags `active`, `new_in`, `best_seller`, `orange_star`, `march8`, `price_in_store`,
 * `special_discount` as 0/1. An import may leave columns out: only the columns present are compared and written.
 *
 * Stock follows the form's rule (decision 0059): with `stock_exported` beside it, a line's stock is applied as the
 * change from the exported figure, so units sold since the export stay sold (exported 20, typed 25, 2 sold since:
 * 23), and a change that would take the stock below zero is refused for that line; an unchanged figure leaves the
 * stock alone. Without `stock_exported` (a file made by hand or by a supplier) the stock is a count, written as it is.
 */

export const CSV_FLAGS = [
  'active',
  'new_in',
  'best_seller',
  'orange_star',
  'march8',
  'price_in_store',
  'special_discount',
] as const;

export const CSV_COLUMNS = ['sku', 'title', 'price', 'price_old', 'stock', 'stock_exported', ...CSV_FLAGS] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** The columns an import may change (everything but sku and title). */
export const CSV_WRITABLE = ['price', 'price_old', 'stock', ...CSV_FLAGS] as const;
export type CsvWritable = (typeof CSV_WRITABLE)[number];

/** The largest price (qəpik): 10,000,000 ₼. */
const CSV_PRICE_MAX = 1_000_000_000;
const CSV_STOCK_MAX = 1_000_000;

/** What the CSV knows of a product. */
export interface CsvProduct {
  sku: string;
  title: string;
  price: number;
  price_old: number | null;
  stock: number;
  active: 0 | 1;
  new_in: 0 | 1;
  best_seller: 0 | 1;
  orange_star: 0 | 1;
  march8: 0 | 1;
  price_in_store: 0 | 1;
  special_discount: 0 | 1;
}

type CsvValues = Partial<Pick<CsvProduct, CsvWritable>>;

/** 129999 → "1299.99" (no grouping, no symbol: what a spreadsheet reads as a number). */
export function manat(q: number): string {
  return `${Math.floor(q / 100)}.${String(q % 100).padStart(2, '0')}`;
}

/** The header: the columns, then `stock_<code>` and `stock_<code>_exported` per location code (decision 0090). */
export function csvHeader(delimiter: CsvDelimiter = ',', codes: readonly string[] = []): string {
  return csvLine([...CSV_COLUMNS, ...codes.flatMap((c) => [`stock_${c}`, `stock_${c}_exported`])], delimiter);
}

/** A product's line; `units` are its units per location, in the header's order of codes. */
export function productCsvLine(p: CsvProduct, delimiter: CsvDelimiter = ',', units: readonly number[] = []): string {
  return csvLine(
    [
      p.sku,
      p.title,
      manat(p.price),
      p.price_old === null ? '' : manat(p.price_old),
      String(p.stock),
      String(p.stock),
      ...CSV_FLAGS.map((f) => String(p[f])),
      ...units.flatMap((u) => [String(u), String(u)]),
    ],
    delimiter,
  );
}

/** A problem of one line: the column (or `sku` / `line`) and an i18n key (`admin-catalog.csv.*`) with its values. */
export type { CsvIssue };

type HeaderResult =
  | { ok: true; columns: (CsvColumn | null)[]; writable: CsvWritable[]; places: CsvPlace[] }
  | { ok: false; issue: CsvIssue };

/**
 * Reads the header line: names compared case-insensitively and trimmed; `sku` required, at least one writable
 * column, no unknown or repeated column. `stock_<code>` columns name stock locations (`codes`: the warehouse's and
 * the branches'); with any of them the total `stock` is read only (decision 0090).
 */
export function readHeader(cells: readonly string[], codes: readonly string[] = []): HeaderResult {
  const places = new Map<string, CsvPlace>();
  const columns: (CsvColumn | null)[] = [];
  const seen = new Set<string>();
  // no sku: the first line is data, not the column names
  if (!cells.some((c) => c.trim().toLowerCase() === 'sku'))
    return { ok: false, issue: { field: 'header', key: 'admin-catalog.csv.noSku' } };
  for (const [at, raw] of cells.entries()) {
    const name = raw.trim().toLowerCase();
    const place = (CSV_COLUMNS as readonly string[]).includes(name) ? null : readPlaceColumn(raw, codes);
    if (place && 'issue' in place) return { ok: false, issue: place.issue };
    if (place) {
      const p = places.get(place.code) ?? { code: place.code, at: -1 };
      if (place.exported ? p.exportedAt !== undefined : p.at >= 0)
        return {
          ok: false,
          issue: { field: 'header', key: 'admin-catalog.csv.repeatedColumn', vars: { column: name } },
        };
      if (place.exported) p.exportedAt = at;
      else p.at = at;
      places.set(place.code, p);
      columns.push(null);
      continue;
    }
    if (!(CSV_COLUMNS as readonly string[]).includes(name))
      return {
        ok: false,
        issue: { field: 'header', key: 'admin-catalog.csv.unknownColumn', vars: { column: raw.trim().slice(0, 40) } },
      };
    if (seen.has(name))
      return { ok: false, issue: { field: 'header', key: 'admin-catalog.csv.repeatedColumn', vars: { column: name } } };
    seen.add(name);
    columns.push(name as CsvColumn);
  }
  for (const p of places.values())
    if (p.at < 0)
      return {
        ok: false,
        issue: { field: 'header', key: 'admin-catalog.csv.exportedAlone', vars: { column: `stock_${p.code}` } },
      };
  const writable = CSV_WRITABLE.filter((c) => seen.has(c) && !(c === 'stock' && places.size));
  if (!writable.length && !places.size)
    return { ok: false, issue: { field: 'header', key: 'admin-catalog.csv.nothingToImport' } };
  return { ok: true, columns, writable, places: [...places.values()] };
}

/** "1299.99", "1299,99", "1299" → qəpik; null when it is not a non-negative amount with at most two decimals. */
export function parseAmount(v: string): number | null {
  const s = v.trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(s)) return null;
  const [whole, frac = ''] = s.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** A read line: its values, and the stock the file was exported with when it says (`stock_exported`). */
type RowRead =
  | { ok: true; sku: string; values: CsvValues; stockExported?: number; places?: PlaceValues }
  | { ok: false; sku: string; issues: CsvIssue[] };

/** Reads one data line against the header: every present writable cell parsed, each bad one an issue. */
export function readRow(
  columns: readonly (CsvColumn | null)[],
  cells: readonly string[],
  places: readonly CsvPlace[] = [],
): RowRead {
  const issues: CsvIssue[] = [];
  const values: CsvValues = {};
  let stockExported: number | undefined;
  const skuAt = columns.indexOf('sku');
  const sku = (cells[skuAt] ?? '').trim();
  // a line with too few or too many cells is shifted: its values would land in the wrong columns
  if (cells.length !== columns.length)
    return {
      ok: false,
      sku,
      issues: [
        { field: 'line', key: 'admin-catalog.csv.cellCount', vars: { expected: columns.length, got: cells.length } },
      ],
    };
  if (!sku) issues.push({ field: 'sku', key: 'admin-catalog.csv.noSkuValue' });
  columns.forEach((col, i) => {
    if (col === null || col === 'sku' || col === 'title') return;
    const raw = (cells[i] ?? '').trim();
    if (col === 'price' || col === 'price_old') {
      if (col === 'price_old' && raw === '') {
        values.price_old = null;
        return;
      }
      const q = parseAmount(raw);
      if (q === null)
        issues.push({ field: col, key: 'admin-catalog.csv.badAmount', vars: { value: raw.slice(0, 20) } });
      else if (q > CSV_PRICE_MAX) issues.push({ field: col, key: 'admin-catalog.csv.amountTooBig' });
      else values[col] = q;
    } else if (col === 'stock' || col === 'stock_exported') {
      if (/^-\d+$/.test(raw)) issues.push({ field: col, key: 'admin-catalog.csv.negativeStock' });
      else if (!/^\d{1,7}$/.test(raw) || Number(raw) > CSV_STOCK_MAX)
        issues.push({ field: col, key: 'admin-catalog.csv.badStock', vars: { value: raw.slice(0, 20) } });
      else if (col === 'stock') values.stock = Number(raw);
      else stockExported = Number(raw);
    } else {
      if (raw !== '0' && raw !== '1')
        issues.push({ field: col, key: 'admin-catalog.csv.badFlag', vars: { value: raw.slice(0, 20) } });
      else values[col] = raw === '1' ? 1 : 0;
    }
  });
  const at = places.length ? readPlaceCells(places, cells, issues) : undefined;
  if (issues.length) return { ok: false, sku, issues };
  // with location columns the total is read only: it becomes the sum of the locations (decision 0090)
  if (at) {
    delete values.stock;
    return { ok: true, sku, values, places: at };
  }
  return stockExported === undefined ? { ok: true, sku, values } : { ok: true, sku, values, stockExported };
}

interface CsvChange {
  field: CsvWritable;
  before: string;
  after: string;
}

type RowPlan =
  { ok: true; changes: CsvChange[]; next: Pick<CsvProduct, CsvWritable> } | { ok: false; issues: CsvIssue[] };

const shown = (f: CsvWritable, v: number | null): string =>
  f === 'price' || f === 'price_old' ? (v === null ? '' : manat(v)) : String(v);

/**
 * Compares a read line with the product it names: the product as it would be after the line, the fields that
 * change, and the rules that need both (an old price, when there is one, must be above the price). With the stock
 * the file was exported with, the line's stock is a change from it (units sold since stay sold; below zero refused).
 */
export function planRow(current: Pick<CsvProduct, CsvWritable>, values: CsvValues, stockExported?: number): RowPlan {
  const next = { ...current, ...values };
  if (values.stock !== undefined && stockExported !== undefined) {
    next.stock = current.stock + (values.stock - stockExported);
    if (next.stock < 0)
      return {
        ok: false,
        issues: [
          {
            field: 'stock',
            key: 'admin-catalog.csv.stockBelowZero',
            vars: { left: current.stock, taken: stockExported - values.stock },
          },
        ],
      };
  }
  if (next.price_old !== null && next.price_old <= next.price) {
    return {
      ok: false,
      issues: [
        {
          field: 'price_old',
          key: 'admin-catalog.csv.oldPriceNotAbove',
          vars: { price: manat(next.price), old: manat(next.price_old) },
        },
      ],
    };
  }
  const changes: CsvChange[] = [];
  for (const f of CSV_WRITABLE)
    if (next[f] !== current[f]) changes.push({ field: f, before: shown(f, current[f]), after: shown(f, next[f]) });
  return { ok: true, changes, next };
}
