import { sql, type Kysely } from 'kysely';
import { CSV_FLAGS, type CsvProduct, type CsvWritable } from '../../../domain/admin/products-csv.ts';
import { WAREHOUSE, WAREHOUSE_CODE } from '../../../domain/branch-stock.ts';
import type { DB } from '../../db/schema.ts';

type CsvRow = CsvProduct & { id: number };
type CsvCurrent = Pick<CsvProduct, CsvWritable> & { id: number };

/** One row's write: the product, the values read when it was planned, and the values to write. */
export interface CsvWrite {
  id: number;
  before: Pick<CsvProduct, CsvWritable>;
  after: Pick<CsvProduct, CsvWritable>;
  /** the changes of units per location (branch id → difference; decision 0090), made only with the row */
  places?: Map<number, number>;
}

const WRITABLE_COLUMNS = ['price', 'price_old', 'stock', ...CSV_FLAGS] as const;

/** The products CSV's reads and writes. Takes any executor (a batch's transaction for writes). */
export class ProductsCsvRepo {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: 'sqlite' | 'postgres',
  ) {}

  /** A page of the export, by id (keyset: each page one indexed range read). */
  async exportPage(afterId: number, limit: number): Promise<CsvRow[]> {
    const rows = await this.db
      .selectFrom('products')
      .select(['id', 'sku', 'title_az as title', ...WRITABLE_COLUMNS])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows as CsvRow[];
  }

  /** The stock locations, as the CSV's columns name them: the warehouse, then every branch by position. */
  async locations(): Promise<{ id: number; code: string }[]> {
    const rows = await this.db
      .selectFrom('branches')
      .select(['id', 'code'])
      .orderBy('position')
      .orderBy('id')
      .execute();
    return [{ id: WAREHOUSE, code: WAREHOUSE_CODE }, ...rows.map((r) => ({ id: r.id, code: r.code ?? `B${r.id}` }))];
  }

  /** The units per location of these products (product id → branch id → units): one indexed read. */
  async unitsOf(ids: number[]): Promise<Map<number, Map<number, number>>> {
    const out = new Map<number, Map<number, number>>();
    if (!ids.length) return out;
    const rows = await this.db
      .selectFrom('product_stock')
      .select(['product_id', 'branch_id', 'qty'])
      .where('product_id', 'in', ids)
      .execute();
    for (const r of rows) {
      const m = out.get(r.product_id) ?? new Map<number, number>();
      m.set(r.branch_id, r.qty);
      out.set(r.product_id, m);
    }
    return out;
  }

  /** The current values of the products with these skus. */
  async bySkus(skus: string[]): Promise<Map<string, CsvCurrent>> {
    if (!skus.length) return new Map();
    const rows = await this.db
      .selectFrom('products')
      .select(['id', 'sku', ...WRITABLE_COLUMNS])
      .where('sku', 'in', skus)
      .execute();
    return new Map(rows.map(({ sku, ...r }) => [sku, r as CsvCurrent]));
  }

  /**
   * Writes a batch in one statement, each row only if the product still holds the values it was planned against
   * (a conditional update: a checkout that sold one meanwhile is not overwritten). Returns the ids written; a
   * missing id was changed by someone else between the plan and the write.
   */
  async write(rows: CsvWrite[], columns: readonly CsvWritable[], at: string): Promise<Set<number>> {
    const written = columns.length ? await this.writeRows(rows, columns, at) : new Set(rows.map((r) => r.id));
    for (const r of rows)
      if (written.has(r.id) && r.places?.size && !(await this.moveUnits(r.id, r.places, at))) {
        if (columns.length) await this.restore(r, columns);
        written.delete(r.id);
      }
    if (!columns.includes('stock')) return written;
    // the `stock` column is the sum over locations (decision 0090): its difference goes to the online warehouse, never
    // below zero there (units at the branches are edited per branch); a row whose warehouse cannot give it is put back
    for (const r of rows) {
      const delta = (r.after.stock ?? 0) - (r.before.stock ?? 0);
      if (!written.has(r.id) || delta === 0) continue;
      const res = await this.db
        .updateTable('product_stock')
        .set({ qty: sql<number>`qty + ${delta}` })
        .where('product_id', '=', r.id)
        .where('branch_id', '=', WAREHOUSE)
        .where(sql<boolean>`qty + ${delta} >= 0`)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 1) continue;
      await this.restore(r, columns);
      written.delete(r.id);
    }
    return written;
  }

  private async restore(r: CsvWrite, columns: readonly CsvWritable[]): Promise<void> {
    await this.db
      .updateTable('products')
      .set(Object.fromEntries(columns.map((c) => [c, r.before[c]])))
      .where('id', '=', r.id)
      .execute();
  }

  /**
   * A row's changes per location, each by one conditional statement (never below zero there; a sale meanwhile is
   * counted), then the sum by their total. A location that cannot give its change undoes the ones made: false.
   */
  private async moveUnits(id: number, places: ReadonlyMap<number, number>, at: string): Promise<boolean> {
    const made: [number, number][] = [];
    let ok = true;
    for (const [branchId, d] of places) {
      const res = await this.db
        .updateTable('product_stock')
        .set({ qty: sql<number>`qty + ${d}` })
        .where('product_id', '=', id)
        .where('branch_id', '=', branchId)
        .where(sql<boolean>`qty + ${d} >= 0`)
        .executeTakeFirst();
      let moved = Number(res.numUpdatedRows) === 1;
      // a location that never held the product starts at the units added
      if (!moved && d > 0)
        moved = !!(await this.db
          .insertInto('product_stock')
          .values({ product_id: id, branch_id: branchId, qty: d })
          .onConflict((oc) => oc.columns(['product_id', 'branch_id']).doNothing())
          .returning('qty')
          .executeTakeFirst());
      if (!moved) {
        ok = false;
        break;
      }
      made.push([branchId, d]);
    }
    if (!ok) {
      for (const [branchId, d] of made)
        await this.db
          .updateTable('product_stock')
          .set({ qty: sql<number>`qty - ${d}` })
          .where('product_id', '=', id)
          .where('branch_id', '=', branchId)
          .execute();
      return false;
    }
    const total = made.reduce((s, [, d]) => s + d, 0);
    if (total !== 0)
      await this.db
        .updateTable('products')
        .set({ stock: sql<number>`stock + ${total}`, updated_at: at })
        .where('id', '=', id)
        .execute();
    return true;
  }

  private async writeRows(rows: CsvWrite[], columns: readonly CsvWritable[], at: string): Promise<Set<number>> {
    if (!rows.length || !columns.length) return new Set();
    if (this.dialect === 'sqlite') {
      // SQLite plans an UPDATE … FROM (VALUES …) as a scan of products per batch; one indexed UPDATE per row is
      // cheap there (the statement is prepared once and reused)
      const written = new Set<number>();
      for (const r of rows) {
        let q = this.db
          .updateTable('products')
          .set({ ...Object.fromEntries(columns.map((c) => [c, r.after[c]])), updated_at: at })
          .where('id', '=', r.id);
        for (const c of columns)
          q = r.before[c] === null ? q.where(c, 'is', null) : q.where(c, '=', r.before[c] as number);
        const res = await q.executeTakeFirst();
        if (Number(res.numUpdatedRows) === 1) written.add(r.id);
      }
      return written;
    }
    // PostgreSQL: the batch in one statement (one trigger run, one round trip), joined on id
    const cols = columns.map((c) => [c, `n_${c}`, `o_${c}`] as const);
    const names = ['id', ...cols.flatMap(([, n, o]) => [n, o])];
    const values = rows.map(
      (r) =>
        sql`(${sql.join([sql`CAST(${r.id} AS integer)`, ...columns.flatMap((c) => [sql`CAST(${r.after[c]} AS integer)`, sql`CAST(${r.before[c]} AS integer)`])])})`,
    );
    const set = sql.join([...cols.map(([c, n]) => sql`${sql.ref(c)} = v.${sql.ref(n)}`), sql`updated_at = ${at}`]);
    const guard = sql.join(
      cols.map(([c, , o]) => sql`products.${sql.ref(c)} IS NOT DISTINCT FROM v.${sql.ref(o)}`),
      sql` AND `,
    );
    const r = await sql<{
      id: number;
    }>`WITH v(${sql.join(names.map((n) => sql.ref(n)))}) AS (VALUES ${sql.join(values)})
      UPDATE products SET ${set} FROM v WHERE products.id = v.id AND ${guard} RETURNING products.id`.execute(this.db);
    return new Set(r.rows.map((x) => Number(x.id)));
  }
}
