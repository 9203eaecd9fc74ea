import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { DB } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** where the data lives, for logs (no credentials) */
  describe: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… ; undefined → SQLite file `sqliteFile` */
  databaseUrl?: string;
  sqliteFile?: string;
  /** pool size for PostgreSQL */
  poolSize?: number;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    // COUNT(*) and BIGINT come back as strings by default; our counts fit in a JS number.
    pg.types.setTypeParser(20, (v: string) => Number(v));
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const u = new URL(opts.databaseUrl);
    return {
      db,
      dialect: 'postgres',
      describe: `postgres://${u.host}${u.pathname}`,
      close: () => db.destroy(),
    };
  }
  const file = opts.sqliteFile ?? path.resolve('data/store.db');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const { default: SQLite } = await import('better-sqlite3');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('temp_store = MEMORY');
  sqlite.pragma('mmap_size = 268435456');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    dialect: 'sqlite',
    describe: `sqlite:${file}`,
    close: () => db.destroy(),
  };
}

/** After inserting explicit ids on PostgreSQL, move each serial sequence past the largest id. */
export async function resetSequences(database: Database, tables: string[]): Promise<void> {
  if (database.dialect !== 'postgres') return;
  for (const t of tables) {
    await sql`SELECT setval(pg_get_serial_sequence(${t}, 'id'), COALESCE((SELECT MAX(id) FROM ${sql.table(t)}), 0) + 1, false)`.execute(
      database.db,
    );
  }
}
