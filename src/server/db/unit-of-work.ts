import { Transaction, type Kysely, type KyselyProps } from 'kysely';
import type { Database, Dialect } from './kysely.ts';
import type { DB } from './schema.ts';

/** A repository class: built on an executor (the shared Kysely instance or a transaction), and told the dialect. */
type RepoType<R> = new (executor: Kysely<DB>, dialect: Dialect) => R;

/**
 * The repositories of one piece of work, all bound to its executor: the transaction when there is one, else the
 * shared Kysely instance (the model is Vendure's `TransactionalConnection.getRepository(ctx, …)`). A service takes its
 * own repositories from the unit it is handed (`uow.repo(OrdersRepo)`) and hands the same unit to the services it
 * coordinates, so everything a transaction reads and writes goes through it — on SQLite a read through the shared
 * connection beside an open transaction would wait for that transaction forever. Each repository is built once per
 * unit.
 */
export class UnitOfWork {
  private readonly built = new Map<RepoType<unknown>, unknown>();

  constructor(
    readonly executor: Kysely<DB>,
    readonly dialect: Dialect,
  ) {}

  /** `type` bound to this unit's executor. */
  repo<R>(type: RepoType<R>): R {
    let repo = this.built.get(type) as R | undefined;
    if (repo === undefined) {
      repo = new type(this.executor, this.dialect);
      this.built.set(type, repo);
    }
    return repo;
  }

  get inTransaction(): boolean {
    return this.executor.isTransaction;
  }

  /**
   * Runs `work` with a unit on this transaction's connection whose statements do not wait for each other: on
   * PostgreSQL, statements started together are written together and answered in order — one round trip for all of
   * them (the connection runs in pipeline mode, db/kysely.ts; decision 0099). Everything `work` reads or writes goes
   * through the unit it is given: this unit's own statements wait until `work` has ended. Elsewhere (SQLite, where a
   * statement is no round trip, or outside a transaction) `work` gets this unit.
   */
  async together<T>(work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
    if (this.dialect !== 'postgres' || !this.executor.isTransaction) return work(this);
    const executor = this.executor.getExecutor();
    return executor.provideConnection((connection) => {
      const props: KyselyProps = {
        config: { dialect: NOT_HERE },
        dialect: NOT_HERE,
        driver: NOT_HERE,
        // each statement gets the connection at once: none queued behind another
        executor: executor.withConnectionProvider({ provideConnection: (consume) => consume(connection) }),
      };
      return work(new UnitOfWork(new Transaction<DB>(props), this.dialect));
    });
  }
}

/** What a unit made by `together` has no use for (schema introspection, a driver of its own): refused if asked. */
const NOT_HERE = new Proxy({} as never, {
  get: (_t, key) => {
    throw new Error(`not available in a unit of statements together (${String(key)})`);
  },
});

/**
 * Where services get their unit of work (the one wiring style, `services.ts`): `shared` outside any transaction,
 * `transaction(work)` for writes that belong together (design §4), `on(executor)` for a transaction another part
 * opened (the back office's, a test's).
 */
export class TransactionalConnection {
  /** the shared Kysely instance's unit (its repositories live as long as the process) */
  readonly shared: UnitOfWork;

  constructor(readonly database: Pick<Database, 'db' | 'dialect'>) {
    this.shared = new UnitOfWork(database.db, database.dialect);
  }

  get dialect(): Dialect {
    return this.database.dialect;
  }

  /** The unit on `executor` (null or the shared instance: the shared unit). */
  on(executor: Kysely<DB> | UnitOfWork | null | undefined): UnitOfWork {
    if (executor instanceof UnitOfWork) return executor;
    return !executor || executor === this.database.db ? this.shared : new UnitOfWork(executor, this.database.dialect);
  }

  /** Runs `work` in one transaction; every repository it takes from its unit is bound to the transaction. */
  transaction<T>(work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
    return this.database.db.transaction().execute((tx) => work(new UnitOfWork(tx, this.database.dialect)));
  }
}
