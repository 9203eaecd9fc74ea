import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

export interface StatementCacheStats {
  /** statements held now (never more than `capacity`) */
  size: number;
  capacity: number;
  /** prepares answered from the cache */
  hits: number;
  /** prepares that compiled the SQL (first use, evicted, too long, or the cached one busy) */
  misses: number;
}

export const DEFAULT_STATEMENT_CACHE = 256;
/** Longer SQL (the seed's multi-row inserts) is compiled each time: it is rare and would hold much memory. */
const MAX_CACHED_SQL = 8_192;

/**
 * The better-sqlite3 database as Kysely's SQLite driver sees it, with prepared statements reused (PERF-15).
 * Kysely's driver prepares every query it runs; compiling the SQL again costs about as much as running one of
 * our small lookups. This keeps the most recently used `capacity` statements by SQL text (least recently used
 * out first); the parameters are bound on each run, so one statement serves every value. A statement still
 * being iterated (`stream()`) is `busy`: the same SQL then gets a fresh statement. SQLite re-prepares a
 * statement by itself after a schema change, so cached ones stay correct across migrations.
 */
export class StatementCache implements SqliteDatabase {
  readonly #db: BetterSqlite3.Database;
  readonly #statements = new Map<string, BetterSqlite3.Statement>();
  readonly #capacity: number;
  #hits = 0;
  #misses = 0;

  constructor(db: BetterSqlite3.Database, capacity = DEFAULT_STATEMENT_CACHE) {
    this.#db = db;
    this.#capacity = Math.max(0, Math.floor(capacity));
  }

  prepare(sql: string): BetterSqlite3.Statement {
    const cached = this.#statements.get(sql);
    if (cached && !cached.busy) {
      this.#hits++;
      // most recently used last: a Map iterates in insertion order
      this.#statements.delete(sql);
      this.#statements.set(sql, cached);
      return cached;
    }
    this.#misses++;
    const statement = this.#db.prepare(sql);
    if (cached || this.#capacity === 0 || sql.length > MAX_CACHED_SQL) return statement;
    this.#statements.set(sql, statement);
    if (this.#statements.size > this.#capacity) this.#statements.delete(this.#statements.keys().next().value!);
    return statement;
  }

  close(): void {
    this.#statements.clear();
    this.#db.close();
  }

  stats(): StatementCacheStats {
    return { size: this.#statements.size, capacity: this.#capacity, hits: this.#hits, misses: this.#misses };
  }
}
