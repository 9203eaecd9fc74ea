import { CompiledQuery, type Compilable, type Kysely, type QueryResult } from 'kysely';
import type { DB } from './schema.ts';

/** Where a run's value goes in a statement built once: `values[key]`, or `values[key][index]` for a list. */
class Slot {
  constructor(
    readonly key: string,
    readonly index = -1,
  ) {}
}

interface Template {
  sql: string;
  /** per parameter: a Slot (a run's value) or a value fixed in the statement's shape */
  params: readonly unknown[];
}

type Values = Record<string, unknown>;

/**
 * A statement of a fixed shape, built and compiled by Kysely once per dialect and variant, then only bound on each run
 * (decision 0069). Building a query — Kysely's immutable operation nodes — and compiling it cost 15–70 µs per
 * statement on this machine, and a placed order runs about ten. `build` gets a placeholder for each of `values`
 * (a list: one per item), to use where the value goes; it must not look at them (no `if (v.x === null)`): what
 * changes the SQL text — a list's length, an optional part — belongs in `shape` (used as it is) and in `variant`,
 * which keys the cache together with the dialect. On a Kysely with plugins the statement is built and run as usual
 * (plugins see the query as built; a template would skip them).
 *
 *   const claim = precompiled((db, v: { key: string; at: string }) => db.insertInto('t').values({ key: v.key, at: v.at }).returning('key'));
 *   const { rows } = await claim(tx, '', { key, at: iso });
 */
export function precompiled<V extends Values, R, S = undefined>(
  build: (db: Kysely<DB>, v: V, shape: S) => Compilable<R>,
) {
  // by the adapter's class (PostgreSQL and SQLite write parameters differently), then by variant
  const caches = new Map<unknown, Map<string, Template>>();
  return (db: Kysely<DB>, variant: string, values: V, shape?: S): Promise<QueryResult<R>> => {
    const executor = db.getExecutor();
    // an executor with plugins (the money-path plan check's capture, db/query-plans.ts) sees every statement built
    // with its values, as Kysely runs any other
    if (executor.plugins.length) return db.executeQuery<R>(build(db, values, shape as S));
    const adapter = executor.adapter.constructor;
    let cache = caches.get(adapter);
    if (!cache) caches.set(adapter, (cache = new Map()));
    let t = cache.get(variant);
    if (!t) {
      const slots = Object.fromEntries(
        Object.entries(values).map(([k, v]) => [k, Array.isArray(v) ? v.map((_, i) => new Slot(k, i)) : new Slot(k)]),
      );
      const c = build(db, slots as V, shape as S).compile();
      t = { sql: c.sql, params: c.parameters };
      cache.set(variant, t);
    }
    const params = t.params.map((p) =>
      p instanceof Slot ? (p.index < 0 ? values[p.key] : (values[p.key] as unknown[])[p.index]) : p,
    );
    return db.executeQuery<R>(CompiledQuery.raw(t.sql, params));
  };
}
