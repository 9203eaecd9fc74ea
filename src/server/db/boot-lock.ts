import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Database } from './kysely.ts';

/** The first boot's advisory lock on PostgreSQL (724011 and 724012 are the migrations' and the seed's). */
const BOOT_LOCK = 724010;
const POLL_MS = 200;

interface BootLockOptions {
  /** SQLite: the database file; the lock is `<file>.boot-lock` beside it (none for an in-memory database) */
  sqliteFile?: string;
  /** called once when another process holds the lock and this one starts waiting */
  onWait?: () => void;
}

/**
 * Runs `fn` — the first boot: migrations, demo seed, owner, demo customer, shared keys — in one process at a time
 * among all those on the database (OPS-8, decision 0066), so two instances started together on an empty
 * database do not both make the owner. The others wait, then find everything done.
 *
 * PostgreSQL: a session-level advisory lock held by one pooled connection for the whole of `fn` (`fn` itself runs
 * on the other connections: the pool needs two at least, `DB_POOL_SIZE` ≥ 2), taken with `pg_try_advisory_lock` and a pause between tries, so the wait is not one
 * statement that `statement_timeout` would cancel. A process that dies loses its connection, and the lock with it.
 *
 * SQLite (several processes on one file, decision 0011): a write transaction on a small lock database beside the
 * store (`<file>.boot-lock`), not on the store itself, whose lock `fn`'s own transactions need. The operating
 * system releases it when the process dies.
 */
export async function withBootLock<T>(
  database: Database,
  fn: () => Promise<T>,
  opts: BootLockOptions = {},
): Promise<T> {
  if (database.dialect === 'postgres') {
    return database.db.connection().execute(async (conn) => {
      for (let waited = false; ; waited = true) {
        const got = await sql<{ ok: boolean }>`SELECT pg_try_advisory_lock(${BOOT_LOCK}) AS ok`.execute(conn);
        if (got.rows[0]?.ok) break;
        if (!waited) opts.onWait?.();
        await sleep(POLL_MS);
      }
      try {
        return await fn();
      } finally {
        await sql`SELECT pg_advisory_unlock(${BOOT_LOCK})`.execute(conn);
      }
    });
  }
  if (!opts.sqliteFile || opts.sqliteFile === ':memory:') return fn();
  const { default: Sqlite } = await import('better-sqlite3');
  const lock = new Sqlite(`${opts.sqliteFile}.boot-lock`, { timeout: 0 });
  try {
    for (let waited = false; ; waited = true) {
      try {
        lock.exec('BEGIN IMMEDIATE');
        break;
      } catch (e) {
        if ((e as { code?: string }).code !== 'SQLITE_BUSY') throw e;
        if (!waited) opts.onWait?.();
        await sleep(POLL_MS);
      }
    }
    try {
      return await fn();
    } finally {
      lock.exec('COMMIT');
    }
  } finally {
    lock.close();
  }
}
