import { CompiledQuery, type Kysely } from 'kysely';
import type { Dialect } from '../../server/db/kysely.ts';

type Cell = string | number | null;

/**
 * Multi-row INSERT in as few statements as the engine allows. Builds the SQL text directly (no query
 * builder per row), which keeps 100k-product seeds fast. Parameters per statement stay under SQLite's
 * 32766 and PostgreSQL's 65535 bind limits.
 */
export class BulkWriter {
  private readonly maxParams: number;

  constructor(
    private readonly db: Kysely<never> | Kysely<unknown>,
    private readonly dialect: Dialect,
  ) {
    this.maxParams = dialect === 'postgres' ? 60_000 : 30_000;
  }

  async insert(table: string, columns: readonly string[], rows: readonly Cell[][]): Promise<void> {
    if (rows.length === 0) return;
    const width = columns.length;
    const perStatement = Math.max(1, Math.floor(this.maxParams / width));
    const head = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES `;
    for (let start = 0; start < rows.length; start += perStatement) {
      const chunk = rows.slice(start, start + perStatement);
      const params: Cell[] = new Array<Cell>(chunk.length * width);
      const groups: string[] = new Array<string>(chunk.length);
      let p = 0;
      for (let r = 0; r < chunk.length; r++) {
        const row = chunk[r]!;
        if (row.length !== width) throw new Error(`${table}: row has ${row.length} values, expected ${width}`);
        const marks: string[] = new Array<string>(width);
        for (let c = 0; c < width; c++) {
          params[p] = row[c] ?? null;
          p++;
          marks[c] = this.dialect === 'postgres' ? `$${p}` : '?';
        }
        groups[r] = `(${marks.join(',')})`;
      }
      await (this.db as Kysely<unknown>).executeQuery(CompiledQuery.raw(head + groups.join(','), params));
    }
  }

  /** Insert objects that all have the same keys. */
  async insertObjects(table: string, rows: readonly Record<string, Cell>[]): Promise<void> {
    const first = rows[0];
    if (!first) return;
    const columns = Object.keys(first);
    await this.insert(
      table,
      columns,
      rows.map((r) => columns.map((c) => r[c] ?? null)),
    );
  }
}
