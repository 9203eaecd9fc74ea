import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

/**
 * SQLite with every transaction begun IMMEDIATE (decision 0011). All our transactions write. A DEFERRED one
 * (Kysely's default) reads first and upgrades to a write lock later; when another process wrote in between, SQLite
 * answers SQLITE_BUSY at once, whatever the busy timeout ("database is locked"). BEGIN IMMEDIATE takes the write
 * lock up front, so a second process waits for it (up to `busy_timeout`) instead of failing.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
