/**
 * Whether an error means "the database cannot be reached right now" (a dropped or refused connection, a server
 * shutting down or refusing connections, no free connection in time, a timeout, a locked SQLite file): such a
 * request answers 503 with `Retry-After: RETRY_AFTER_SECONDS` — the API with its envelope, a page with the
 * unavailable page in its language — and the next one may succeed. Anything else is a bug (500). This is the one
 * list (decision 0067); every edge asks it.
 */

/** What every "database unavailable" answer tells the client to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/** Node's socket errors on the way to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * PostgreSQL SQLSTATEs (besides class 08, connection exception, taken whole):
 * - 57P01 admin shutdown (`pg_terminate_backend`, a fast shutdown), 57P02 crash shutdown, 57P03 cannot connect now
 *   (starting up, shutting down, in recovery), 57P04 database dropped, 57P05 idle-session timeout: the session ends;
 * - 53300 too many connections (`max_connections` reached: instances × DB_POOL_SIZE too many);
 * - 57014 query canceled: the statement timeout (DB_QUERY_TIMEOUT_MS), e.g. behind a lock held elsewhere;
 * - 25006 read-only transaction: a write sent to a server that became a standby (a failover under way).
 */
const PG_CODES = new Set(['57P01', '57P02', '57P03', '57P04', '57P05', '53300', '57014', '25006']);

/**
 * 55000 (object not in prerequisite state) is also what PostgreSQL answers when a database takes no connections:
 * `ALTER DATABASE … ALLOW_CONNECTIONS false` during maintenance ("database "shop" is not currently accepting
 * connections") or an invalid database after an interrupted DROP. Only those messages: 55000 is otherwise a bug of
 * ours (a sequence's currval asked too early, pending trigger events).
 */
const PG_55000 = [/is not currently accepting connections/i, /cannot connect to invalid database/i];

/** Messages of the drivers that carry no code. */
const MESSAGES = [
  /connection terminated/i, // pg: the server or the network closed the socket
  /timeout exceeded when trying to connect/i, // pg-pool: no connection within DB_CONNECT_TIMEOUT_MS
  /query read timeout/i, // pg: no answer within the client-side query timeout
  /not queryable/i, // pg: a client that lost its connection
  /connection timeout/i,
  /database is locked/i, // SQLite: another process holds the write lock
];

/** The code of `PoolWaitTimeoutError` (db/pool-gate.ts): no pooled connection became free within DB_POOL_WAIT_MS. */
export const POOL_WAIT_TIMEOUT = 'POOL_WAIT_TIMEOUT';

export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    const message = (e as { message?: unknown }).message;
    if (typeof code === 'string') {
      if (
        NETWORK_CODES.has(code) ||
        PG_CODES.has(code) ||
        code === POOL_WAIT_TIMEOUT ||
        code.startsWith('08') ||
        code.startsWith('SQLITE_BUSY')
      )
        return true;
      if (code === '55000') return typeof message === 'string' && PG_55000.some((m) => m.test(message));
    }
    if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
  }
  return false;
}

/** Whether an error is a unique constraint refusing a duplicate (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(err: unknown): boolean {
  const code = err && typeof err === 'object' ? (err as { code?: unknown }).code : undefined;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
