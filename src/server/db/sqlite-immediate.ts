import { setTimeout as sleep } from 'node:timers/promises';
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type SqliteDialectConfig,
} from 'kysely';

/** How the driver waits for another process's write lock (decision 0045). */
interface SqliteLockWait {
  /** whether the connection is inside a transaction now (better-sqlite3's `inTransaction`) */
  inTransaction(): boolean;
  /** give up after this long (the old `busy_timeout`), ms */
  waitMs: number;
  /** pause between two tries, ms */
  pauseMs?: number;
}

const isBusy = (e: unknown) =>
  typeof (e as { code?: unknown })?.code === 'string' && (e as { code: string }).code.startsWith('SQLITE_BUSY');

/**
 * A statement that needs the write lock while another process holds it is tried again after a short pause, off
 * the event loop: SQLite's own busy handler (`busy_timeout`) sleeps in the thread, so the whole process stood
 * still, and its back-off (1, 2, 5, 10, 15, 20, 25 … ms) overshot a lock held a few milliseconds. Only statements
 * outside a transaction (a BEGIN IMMEDIATE, or a single write) are tried again: inside one the lock is already ours.
 */
class WaitingConnection implements DatabaseConnection {
  constructor(
    private readonly inner: DatabaseConnection,
    private readonly wait: SqliteLockWait,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const deadline = performance.now() + this.wait.waitMs;
    for (;;) {
      const retriable = !this.wait.inTransaction();
      try {
        return await this.inner.executeQuery<R>(query);
      } catch (e) {
        if (!retriable || !isBusy(e) || performance.now() >= deadline) throw e;
      }
      await sleep(this.wait.pauseMs ?? 1);
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/**
 * SQLite with every transaction begun IMMEDIATE (decision 0011). All our transactions write. A DEFERRED one
 * (Kysely's default) reads first and upgrades to a write lock later; when another process wrote in between, SQLite
 * answers SQLITE_BUSY at once, whatever the busy timeout ("database is locked"). BEGIN IMMEDIATE takes the write
 * lock up front, so a second process waits for it (up to `waitMs`, see WaitingConnection) instead of failing.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  #connection: WaitingConnection | undefined;

  constructor(
    config: SqliteDialectConfig,
    private readonly wait: SqliteLockWait,
  ) {
    super(config);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    this.#connection ??= new WaitingConnection(connection, this.wait);
    return this.#connection;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #wait: SqliteLockWait;

  constructor(config: SqliteDialectConfig, wait: SqliteLockWait) {
    super(config);
    this.#config = config;
    this.#wait = wait;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config, this.#wait);
  }
}
