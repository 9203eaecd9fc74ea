import type { CsvIssue } from './csv-issue.ts';

/**
 * The products CSV's stock per location (issue 32, decision 0090 "CSV and codes"), pure. The export writes, for each
 * stock location (the warehouse `WH`, then each branch by its code), `stock_<code>` (the units there) and
 * `stock_<code>_exported` (the same figure: read only). On import each `stock_<code>` column follows the product
 * form's rule for a branch: with its `_exported` column, the change from the exported figure is made at that location
 * (units sold since the export stay sold; below zero there refuses the line); without it, the figure is a count. When
 * a file has any location column, the total `stock` (and `stock_exported`) is read only: the total becomes the sum.
 */

const PLACE_COLUMN = /^stock_([a-z0-9]{1,8})(_exported)?$/i;
const CSV_STOCK_MAX = 1_000_000;

/** A location's columns in a file: its code (as the branch has it) and the columns' positions. */
export interface CsvPlace {
  code: string;
  at: number;
  exportedAt?: number;
}

/**
 * The header cell of a location column → its code and whether it is the read-only `_exported` one; null when the cell
 * is not of the form `stock_<code>[_exported]`. The code is compared case-insensitively with the known codes: an
 * unknown one is an issue naming the column.
 */
export function readPlaceColumn(
  raw: string,
  codes: readonly string[],
): { code: string; exported: boolean } | { issue: CsvIssue } | null {
  const m = PLACE_COLUMN.exec(raw.trim());
  if (!m) return null;
  const code = codes.find((c) => c.toUpperCase() === m[1]!.toUpperCase());
  if (!code)
    return {
      issue: {
        field: 'header',
        key: 'admin-catalog.csv.unknownBranch',
        vars: { column: raw.trim().slice(0, 40), code: m[1]!.slice(0, 8) },
      },
    };
  return { code, exported: m[2] !== undefined };
}

/** A line's figures per location, by code: the typed units and, when the file has it, the exported ones. */
export type PlaceValues = Record<string, { units: number; exported?: number }>;

/** Reads a line's location cells; each bad cell an issue on its column. */
export function readPlaceCells(places: readonly CsvPlace[], cells: readonly string[], issues: CsvIssue[]): PlaceValues {
  const out: PlaceValues = {};
  const count = (at: number, field: string): number | null => {
    const raw = (cells[at] ?? '').trim();
    if (/^-\d+$/.test(raw)) issues.push({ field, key: 'admin-catalog.csv.negativeStock' });
    else if (!/^\d{1,7}$/.test(raw) || Number(raw) > CSV_STOCK_MAX)
      issues.push({ field, key: 'admin-catalog.csv.badStock', vars: { value: raw.slice(0, 20) } });
    else return Number(raw);
    return null;
  };
  for (const p of places) {
    const units = count(p.at, `stock_${p.code}`);
    const exported = p.exportedAt === undefined ? undefined : count(p.exportedAt, `stock_${p.code}_exported`);
    if (units === null || exported === null) continue;
    out[p.code] = exported === undefined ? { units } : { units, exported };
  }
  return out;
}

/**
 * A line's changes per location against the units there now (by code): the difference to make at each, or the
 * issue of a location that would go below zero.
 */
export function planPlaces(
  now: Readonly<Record<string, number>>,
  typed: PlaceValues,
): { ok: true; deltas: Map<string, number> } | { ok: false; issues: CsvIssue[] } {
  const deltas = new Map<string, number>();
  const issues: CsvIssue[] = [];
  for (const [code, { units, exported }] of Object.entries(typed)) {
    const here = now[code] ?? 0;
    const d = exported === undefined ? units - here : units - exported;
    if (here + d < 0)
      issues.push({
        field: `stock_${code}`,
        key: 'admin-catalog.csv.stockBelowZero',
        vars: { left: here, taken: -d },
      });
    else if (d !== 0) deltas.set(code, d);
  }
  return issues.length ? { ok: false, issues } : { ok: true, deltas };
}

/**
 * A line's changes per location (decision 0090): against the product's units there now, the difference per branch id
 * and the report's lines (`stock_<code>` before → after, and the total's), or the issues of a location below zero.
 */
export function planAt(
  now: ReadonlyMap<number, number> | undefined,
  typed: PlaceValues,
  ids: ReadonlyMap<string, number>,
):
  | { ok: true; deltas: Map<number, number>; changes: { field: string; before: string; after: string }[] }
  | { ok: false; issues: CsvIssue[] } {
  const byCode: Record<string, number> = {};
  for (const [code, id] of ids) byCode[code] = now?.get(id) ?? 0;
  const p = planPlaces(byCode, typed);
  if (!p.ok) return p;
  const deltas = new Map<number, number>();
  const changes: { field: string; before: string; after: string }[] = [];
  let sum = 0;
  for (const [code, d] of p.deltas) {
    deltas.set(ids.get(code)!, d);
    changes.push({ field: `stock_${code}`, before: String(byCode[code]), after: String(byCode[code]! + d) });
    sum += d;
  }
  if (sum !== 0) {
    const total = [...(now?.values() ?? [])].reduce((s, q) => s + q, 0);
    changes.push({ field: 'stock', before: String(total), after: String(total + sum) });
  }
  return { ok: true, deltas, changes };
}
