import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql, type KyselyConfig } from 'kysely';
import type { DB } from './schema.ts';
import { pipelineBegin } from './pg-pipelined-begin.ts';
import { DEFAULT_PG_PREPARED, prepareStatements } from './pg-prepared.ts';
import { ImmediateSqliteDialect } from './sqlite-immediate.ts';
import { DEFAULT_POOL_SIZE, gatedPool, PoolGate } from './pool-gate.ts';
import { DEFAULT_STATEMENT_CACHE, StatementCache, type StatementCacheStats } from './sqlite-statement-cache.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** where the data lives, for logs (no credentials) */
  describe: string;
  close(): Promise<void>;
  /** SQLite: the reused prepared statements (see sqlite-statement-cache.ts) */
  statementCache?: { stats(): StatementCacheStats };
  /**
   * The readiness probe's query (decision 0067): `SELECT 1`, which touches no table, so no lock on one holds it up;
   * on PostgreSQL over a connection of its own, so a pool whose connections are all busy does not either.
   */
  ping(): Promise<void>;
  /** PostgreSQL: the pool's places taken, waiting and the most taken at once (pool-gate.ts) */
  pool?: { size: number; stats(): { inUse: number; waiting: number; peak: number } };
}

interface DatabaseOptions {
  /** postgres://… ; undefined → SQLite file `sqliteFile` */
  databaseUrl?: string;
  sqliteFile?: string;
  /** PostgreSQL: connections of the pool (`DB_POOL_SIZE`); default DEFAULT_POOL_SIZE (4, db/pool-gate.ts) */
  poolSize?: number;
  /** PostgreSQL: how long a query waits for a free connection of the pool before it fails, answered 503 (`DB_POOL_WAIT_MS`) */
  poolWaitMs?: number;
  /** PostgreSQL: how long to wait for a connection to be ready (`DB_CONNECT_TIMEOUT_MS`) */
  connectTimeoutMs?: number;
  /** PostgreSQL: statement and client-side query timeout (`DB_QUERY_TIMEOUT_MS`) */
  queryTimeoutMs?: number;
  /** SQLite: bytes of the database file to read through a memory map (`SQLITE_MMAP_MB`); default 0 */
  mmapBytes?: number;
  /** PostgreSQL: how many named prepared statements each connection keeps (0: none; see pg-prepared.ts); default 256 */
  pgPreparedStatements?: number;
  /** SQLite: how many prepared statements to keep for reuse (0: prepare every query anew); default 256 */
  statementCacheSize?: number;
  /** where connection problems outside a query are reported (a dropped idle connection); default console.warn */
  warn?: (message: string) => void;
  /**
   * every statement's text as it is answered, with the milliseconds it was in flight (tests count what a request
   * sends, and which statements were in flight together); default none
   */
  log?: (sql: string, ms: number) => void;
}

const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
const DEFAULT_QUERY_TIMEOUT_MS = 30_000;
const DEFAULT_POOL_WAIT_MS = 2_000;
/** the readiness probe's own connection: how long it may take to open and to answer `SELECT 1` */
const PROBE_TIMEOUT_MS = 2_000;
/** `application_name` of the pool's connections and of the probe's, as `pg_stat_activity` shows them */
export const APPLICATION_NAME = 'shop';
const PROBE_APPLICATION_NAME = 'shop-probe';
/** SQLite: how long a write waits for another process's write lock before it fails (SQLITE_BUSY, answered 503) */
const SQLITE_LOCK_WAIT_MS = 5_000;

/** The database could not be reached at boot; the message names the place and the limit, never a password. */
class DatabaseUnreachableError extends Error {
  constructor(where: string, cause: unknown, timeoutMs: number) {
    const why = cause instanceof Error ? cause.message : String(cause);
    const timedOut = /timeout/i.test(why);
    super(
      timedOut
        ? `the database at ${where} did not answer within ${timeoutMs} ms (DB_CONNECT_TIMEOUT_MS): is it running, and is that the right host and port?`
        : `cannot reach the database at ${where}: ${why}`,
    );
    this.name = 'DatabaseUnreachableError';
  }
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    // COUNT(*) and BIGINT come back as strings by default; our counts fit in a JS number.
    pg.types.setTypeParser(20, (v: string) => Number(v));
    const connectTimeoutMs = opts.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    const queryTimeoutMs = opts.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? DEFAULT_POOL_SIZE,
      application_name: APPLICATION_NAME,
      // opening a connection only: the wait for a free one is the gate's (DB_POOL_WAIT_MS, pool-gate.ts)
      connectionTimeoutMillis: connectTimeoutMs,
      // the server cancels a statement running longer; the client gives up on one that gets no answer at all
      statement_timeout: queryTimeoutMs,
      query_timeout: queryTimeoutMs + 1_000,
      // queries are written as they come (each caller still awaits its own): a BEGIN goes with the statement after it
      pipeline: true,
    });
    const u = new URL(opts.databaseUrl);
    const describe = `postgres://${u.host}${u.pathname}`;
    // A connection the server drops (restart, failover, pg_terminate_backend) emits 'error'. Unhandled, that
    // event kills the process; handled, the pool discards the connection and opens a new one on the next query
    // (requests meanwhile fail and answer 503, see platform/db-errors.ts).
    const warn = opts.warn ?? ((m: string) => console.warn(m));
    const onError = (err: Error) => warn(`database connection lost (${describe}): ${err.message}`);
    pool.on('error', onError);
    // also while a connection is checked out between two queries (the pool listens only to idle ones)
    pool.on('connect', (client) => {
      client.on('error', onError);
      prepareStatements(client, opts.pgPreparedStatements ?? DEFAULT_PG_PREPARED);
      pipelineBegin(client);
    });
    const gate = new PoolGate(opts.poolSize ?? DEFAULT_POOL_SIZE, opts.poolWaitMs ?? DEFAULT_POOL_WAIT_MS);
    const db = new Kysely<DB>({
      dialect: new PostgresDialect({ pool: gatedPool(pool, gate) }),
      log: statementLog(opts),
    });
    try {
      await sql`SELECT 1`.execute(db);
    } catch (e) {
      await db.destroy().catch(() => undefined);
      throw new DatabaseUnreachableError(describe, e, connectTimeoutMs);
    }
    // the readiness probe's connection, opened on its first use and again after a failure
    const probe = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 1,
      application_name: PROBE_APPLICATION_NAME,
      connectionTimeoutMillis: Math.min(connectTimeoutMs, PROBE_TIMEOUT_MS),
      query_timeout: PROBE_TIMEOUT_MS,
      idleTimeoutMillis: 0,
    });
    probe.on('error', () => undefined); // a dropped probe connection is replaced at the next probe; the probe says 503
    return {
      db,
      dialect: 'postgres',
      describe,
      close: async () => {
        await probe.end().catch(() => undefined);
        await db.destroy();
      },
      ping: async () => {
        await probe.query('SELECT 1');
      },
      pool: { size: gate.size, stats: () => gate.stats() },
    };
  }
  const file = opts.sqliteFile ?? path.resolve('data/store.db');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const { default: SQLite } = await import('better-sqlite3');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // no waiting inside SQLite: its busy handler sleeps in the thread; the driver waits for the lock (sqlite-immediate.ts)
  sqlite.pragma('busy_timeout = 0');
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('temp_store = MEMORY');
  // 0 by default (SQLITE_MMAP_MB): pages read through a memory map stay in the process's resident memory (278 MB
  // of the file at 100,000 products after a load), while reads through the 64 MB page cache measured no slower
  // (bench:pages, PERF-7)
  sqlite.pragma(`mmap_size = ${Math.max(0, Math.floor(opts.mmapBytes ?? 0))}`);
  const statementCache = new StatementCache(sqlite, opts.statementCacheSize ?? DEFAULT_STATEMENT_CACHE);
  const db = new Kysely<DB>({
    dialect: new ImmediateSqliteDialect(
      { database: statementCache },
      { inTransaction: () => sqlite.inTransaction, waitMs: SQLITE_LOCK_WAIT_MS },
    ),
    log: statementLog(opts),
  });
  return {
    db,
    dialect: 'sqlite',
    describe: `sqlite:${file}`,
    close: () => db.destroy(),
    ping: async () => {
      await sql`SELECT 1`.execute(db);
    },
    statementCache,
  };
}

/** Kysely's log of the statements run, when the caller asked for it (none by default: no cost per statement). */
function statementLog(opts: DatabaseOptions): KyselyConfig['log'] {
  const log = opts.log;
  return log
    ? (event) => {
        if (event.level === 'query') log(event.query.sql, event.queryDurationMillis);
      }
    : undefined;
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
