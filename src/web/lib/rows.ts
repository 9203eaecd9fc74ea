/**
 * Lists of same-shape objects (product cards, filter options) as one key list and rows of values, for loader data.
 * React Router's hydration format writes every property of every object as a `"key":value` pair; a row of values
 * costs about a third of that, which is most of a listing's hydration data (decision 0018). Only the top level of
 * each object is turned into a row; nested values travel as they are.
 */
export interface Rows<T> {
  readonly keys: readonly string[];
  readonly rows: readonly (readonly unknown[])[];
  /** type only: what the rows stand for (never set) */
  readonly of?: T;
}

export function toRows<T extends object>(items: readonly T[]): Rows<T> {
  const keys: string[] = [];
  const seen = new Set<string>();
  for (const it of items) {
    for (const k of Object.keys(it)) {
      if (!seen.has(k)) {
        seen.add(k);
        keys.push(k);
      }
    }
  }
  return { keys, rows: items.map((it) => keys.map((k) => (it as Record<string, unknown>)[k])) };
}

/** The objects back; a key an object did not have (undefined in its row) stays absent. */
export function fromRows<T>(r: Rows<T>): T[] {
  return r.rows.map((row) => {
    const o: Record<string, unknown> = {};
    r.keys.forEach((k, i) => {
      if (row[i] !== undefined) o[k] = row[i];
    });
    return o as T;
  });
}
