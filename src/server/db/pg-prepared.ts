import { createHash } from 'node:crypto';
import type { PoolClient } from 'pg';

/** How many distinct statements one PostgreSQL connection keeps prepared (`DatabaseOptions.pgPreparedStatements`). */
export const DEFAULT_PG_PREPARED = 256;
/** Longer SQL (bulk inserts of the seed and imports) runs unnamed: it is rare and would hold server memory. */
const MAX_PREPARED_SQL = 8_192;
/**
 * `select *`, `returning *`, `"t".*`: a column added by another process's migration changes such a statement's
 * result, and PostgreSQL refuses to run a prepared one then ("cached plan must not change result type"), so these
 * run unnamed. Statements naming their columns keep working after columns are added.
 */
const STAR = /(^|[\s,])("[^"]+"\.)?\*(\s|,|$)/;

/**
 * Schema changes (the migrations at first boot) run unnamed: each runs once, and named they would fill a connection's
 * `capacity` before the shop's own statements come (the pool's first connection, which runs the migrations).
 */
const DDL = /^\s*(create|alter|drop|comment|truncate|grant|revoke)\b/i;

type Query = (...args: unknown[]) => unknown;

/**
 * Named prepared statements on one PostgreSQL connection (decision 0045). Kysely sends every query with its SQL
 * text, and the server parses and plans it each time; a statement sent with a name is parsed once per connection
 * and then only bound and run (node-postgres skips the Parse message for a name it has prepared). The first
 * `capacity` distinct SQL texts a connection runs get a name from their hash; later ones run unnamed, so a
 * connection never holds more. The parameters are bound on each run, so one statement serves every value. The
 * server re-plans a prepared statement by itself after a schema change of the tables it reads; statements whose
 * columns come from a `*` run unnamed (STAR).
 */
export function prepareStatements(client: PoolClient, capacity = DEFAULT_PG_PREPARED): void {
  if (capacity <= 0) return;
  const names = new Map<string, string>();
  const query = client.query.bind(client) as Query;
  (client as unknown as { query: Query }).query = (text: unknown, values?: unknown, callback?: unknown) => {
    if (typeof text !== 'string' || !Array.isArray(values) || callback !== undefined)
      return query(text, values, callback);
    // a text prepared before passed the tests below then: the two regular expressions ran over the order's whole
    // insert (3 KB) on every placement (decision 0089)
    let name = names.get(text);
    if (name === undefined) {
      if (DDL.test(text) || text.length > MAX_PREPARED_SQL || STAR.test(text)) return query(text, values, callback);
      if (names.size >= capacity) return query(text, values);
      name = `k_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
      names.set(text, name);
    }
    return query({ name, text, values });
  };
}
