/**
 * Whether an error means "the database cannot be reached right now" (a dropped or refused connection, a
 * server shutting down, a timeout, a locked SQLite file): such a request answers 503 and the next one may
 * succeed. Anything else is a bug (500).
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
// PostgreSQL SQLSTATEs: class 08 connection exception; 57P01 admin shutdown (pg_terminate_backend),
// 57P02 crash shutdown, 57P03 cannot connect now; 53300 too many connections; 57014 statement timeout
const PG_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /query read timeout/i,
  /not queryable/i,
  /connection timeout/i,
  /database is locked/i,
];

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || PG_CODES.has(code) || code.startsWith('08') || code.startsWith('SQLITE_BUSY')) return true;
    }
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
  }
  return false;
}

/** Whether an error is a unique constraint refusing a duplicate (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(err: unknown): boolean {
  const code = err && typeof err === 'object' ? (err as { code?: unknown }).code : undefined;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
