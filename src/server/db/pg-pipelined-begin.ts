import type { PoolClient } from 'pg';

type Query = (...args: unknown[]) => unknown;

/**
 * A transaction's BEGIN goes out with its first statement, in one round trip instead of two (decision 0097). The
 * connection runs in node-postgres' pipeline mode (each query written at once, answered in order); a `begin` is
 * written and answered to Kysely at once, and the next query on the connection is written right behind it and
 * answers only when both have: a BEGIN that failed fails that first statement with BEGIN's error, so nothing runs as
 * if it were in a transaction that never began. Every other query is awaited by its caller before the next is
 * written, as without pipelining.
 */
export function pipelineBegin(client: PoolClient): void {
  const query = client.query.bind(client) as Query;
  let begun: Promise<unknown> | null = null;
  (client as unknown as { query: Query }).query = (text: unknown, values?: unknown, callback?: unknown) => {
    if (callback !== undefined) return query(text, values, callback);
    if (text === 'begin' && begun === null) {
      begun = query(text, values) as Promise<unknown>;
      // its failure is answered by the statement written behind it
      begun.catch(() => undefined);
      return Promise.resolve({ command: 'BEGIN', rowCount: null, rows: [], fields: [] });
    }
    const before = begun;
    begun = null;
    const result = query(text, values) as Promise<unknown>;
    if (before === null) return result;
    // both settle before the caller goes on: BEGIN's failure first
    return Promise.allSettled([before, result]).then(([b, r]) => {
      if (b.status === 'rejected') throw b.reason;
      if (r.status === 'rejected') throw r.reason;
      return r.value;
    });
  };
}
