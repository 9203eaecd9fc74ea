import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, POOL_WAIT_TIMEOUT } from './db-errors.ts';

/** An error as the drivers make them: a message, and a code (Node's errno name or PostgreSQL's SQLSTATE). */
const err = (message: string, code?: string, extra: object = {}) =>
  Object.assign(new Error(message), code ? { code } : {}, extra);

describe('isDatabaseUnavailable: the one list of "the database cannot be reached now" (decision 0067)', () => {
  it.each([
    ['connection refused', err('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['connection reset', err('read ECONNRESET', 'ECONNRESET')],
    ['host unreachable', err('connect EHOSTUNREACH 10.0.0.5:5432', 'EHOSTUNREACH')],
    ['socket closed under a query', err('Connection terminated unexpectedly')],
    ['connect timeout of pg-pool', err('timeout exceeded when trying to connect')],
    ['a client that lost its connection', err('Client has encountered a connection error and is not queryable')],
    ['client-side query timeout', err('Query read timeout')],
    [
      'pg_terminate_backend',
      err('terminating connection due to administrator command', '57P01', { severity: 'FATAL' }),
    ],
    ['crash shutdown', err('terminating connection because of crash of another server process', '57P02')],
    ['starting up', err('the database system is starting up', '57P03', { severity: 'FATAL' })],
    ['shutting down', err('the database system is shutting down', '57P03', { severity: 'FATAL' })],
    ['database dropped', err('terminating connection because the database was dropped', '57P04')],
    ['idle-session timeout', err('terminating connection due to idle-session timeout', '57P05')],
    ['too many connections', err('sorry, too many clients already', '53300', { severity: 'FATAL' })],
    ['statement timeout behind a lock', err('canceling statement due to statement timeout', '57014')],
    ['write to a standby during a failover', err('cannot execute INSERT in a read-only transaction', '25006')],
    ['connection exception class 08', err('connection failure', '08006')],
    [
      'database closed to connections (55000)',
      err('database "shop" is not currently accepting connections', '55000', { severity: 'FATAL' }),
    ],
    ['invalid database (55000)', err('cannot connect to invalid database "shop"', '55000', { severity: 'FATAL' })],
    [
      'no pooled connection within DB_POOL_WAIT_MS',
      err('no database connection became free within 2000 ms (DB_POOL_WAIT_MS)', POOL_WAIT_TIMEOUT),
    ],
    ['SQLite write lock held by another process', err('database is locked', 'SQLITE_BUSY')],
    [
      'wrapped in a cause',
      new Error('loading the page failed', { cause: err('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED') }),
    ],
  ])('%s: unavailable', (_what, e) => {
    expect(isDatabaseUnavailable(e)).toBe(true);
  });

  it.each([
    ['a bug: undefined column', err('column "nme" does not exist', '42703')],
    [
      'a bug: 55000 of a sequence asked too early',
      err('currval of sequence "orders_id_seq" is not yet defined in this session', '55000'),
    ],
    [
      'a bug: 55000 of pending trigger events',
      err('cannot ALTER TABLE "x" because it has pending trigger events', '55000'),
    ],
    ['a unique violation', err('duplicate key value violates unique constraint "users_mobile"', '23505')],
    ['a plain error', new Error('Cannot read properties of undefined')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s: not unavailable', (_what, e) => {
    expect(isDatabaseUnavailable(e)).toBe(false);
  });
});
