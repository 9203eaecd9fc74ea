import {
  CompiledQuery,
  sql,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { Database } from './kysely.ts';
import type { DB } from './schema.ts';

/**
 * Query plans for checking that lookups use indexes (db/lookup-indexes.integration.test.ts and
 * bench/route-lookup.ts): capture the SQL a repository method sends, ask the engine how it would run it
 * (PostgreSQL `EXPLAIN (FORMAT JSON)`, SQLite `EXPLAIN QUERY PLAN`) and reduce the answer to one line per
 * table read: by which alias, through which index, and whether it is a lookup or a read of everything.
 */

/** A Kysely instance that records every query it compiles; `take()` returns and forgets them. */
export function captureQueries(db: Kysely<DB>): { db: Kysely<DB>; take(): CompiledQuery[] } {
  const seen: { node: RootOperationNode; queryId: PluginTransformQueryArgs['queryId'] }[] = [];
  const plugin: KyselyPlugin = {
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      seen.push({ node: args.node, queryId: args.queryId });
      return args.node;
    },
    transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      return Promise.resolve(args.result);
    },
  };
  const captured = db.withPlugin(plugin);
  return {
    db: captured,
    take() {
      const out = seen.map((s) => captured.getExecutor().compileQuery(s.node, s.queryId));
      seen.length = 0;
      return out;
    },
  };
}

/** One read of a table in a plan. `lookup`: the engine seeks into an index with a condition; else it reads all. */
interface TableAccess {
  /** the name the query gives the table (its alias, or the table's name) */
  alias: string;
  /** the table itself (PostgreSQL; SQLite's plan names only the alias) */
  table?: string;
  /** the index used, `pk` for the primary key, or null for a read of the table itself */
  index: string | null;
  lookup: boolean;
  /** the engine's own words for this step */
  detail: string;
}

interface Plan {
  accesses: TableAccess[];
  /** the engine's plan as text, for failure messages */
  text: string;
}

let probes = 0;

interface IndexInfo {
  table: string;
  primary: boolean;
}

/** Every index of the database: name → table, and whether it is the primary key. */
export async function readIndexes(database: Database): Promise<Map<string, IndexInfo>> {
  const out = new Map<string, IndexInfo>();
  if (database.dialect === 'postgres') {
    const r = await sql<{ index: string; table: string; primary: boolean }>`
      SELECT c.relname AS index, t.relname AS table, i.indisprimary AS primary
      FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace WHERE n.nspname = current_schema()`.execute(database.db);
    for (const row of r.rows) out.set(row.index, { table: row.table, primary: row.primary });
    return out;
  }
  const tables = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(database.db);
  for (const t of tables.rows) {
    const list = await sql<{
      name: string;
      origin: string;
    }>`SELECT name, origin FROM pragma_index_list(${t.name})`.execute(database.db);
    for (const i of list.rows) out.set(i.name, { table: t.name, primary: i.origin === 'pk' });
  }
  return out;
}

/**
 * How the engine would run `query` (with its parameters, as the application sends it).
 * `preferIndexes`: ask whether a usable index exists at all, whatever the table's size. On a table of a few
 * rows a full read is cheaper and both planners rightly choose it; to see past that, PostgreSQL plans with
 * sequential scans, hash and merge joins off and SQLite without its statistics (it then assumes big tables), both only for this
 * query, in a transaction that is rolled back. A query no index can serve still reads everything.
 * `generic` (PostgreSQL): the plan of the statement prepared once and run with any parameters — the plan the server
 * may settle on for the app's named prepared statements (db/pg-prepared.ts) after a few runs — asked for with
 * `plan_cache_mode = force_generic_plan` in a transaction that is rolled back.
 */
export async function explain(
  database: Database,
  query: CompiledQuery,
  indexes: Map<string, IndexInfo>,
  opts: { preferIndexes?: boolean; generic?: boolean } = {},
): Promise<Plan> {
  const name = (index: string) => (indexes.get(index)?.primary ? 'pk' : index);
  const prefix = database.dialect === 'postgres' ? 'EXPLAIN (FORMAT JSON) ' : 'EXPLAIN QUERY PLAN ';
  const ask = CompiledQuery.raw(prefix + query.sql, [...query.parameters]);
  const rows = await database.db.connection().execute(async (conn) => {
    if (opts.generic && database.dialect === 'postgres') {
      const run = (text: string) => conn.executeQuery(CompiledQuery.raw(text));
      // a name of its own each time: the connection keeps the statements it ran prepared by their text (pg-prepared.ts)
      const probe = `plan_probe_${++probes}`;
      // EXECUTE's arguments are not parameters of the statement around it: they go in as quoted text, which PostgreSQL
      // reads as the prepared statement's parameter types
      const { default: pg } = await import('pg');
      // an array as PostgreSQL's array literal (`{1,2}`; the checkout's advisory locks take one)
      const text = (v: object) =>
        Array.isArray(v)
          ? `{${v.map((x) => (typeof x === 'number' ? String(x) : JSON.stringify(String(x)))).join(',')}}`
          : JSON.stringify(v);
      const literal = (v: unknown) =>
        v === null || v === undefined
          ? 'NULL'
          : pg.escapeLiteral(v instanceof Date ? v.toISOString() : typeof v === 'object' ? text(v) : String(v));
      const args = query.parameters.map(literal).join(', ');
      let prepared = false;
      await run('BEGIN');
      try {
        await run('SET LOCAL plan_cache_mode = force_generic_plan');
        await run(`PREPARE ${probe} AS ${query.sql}`);
        prepared = true;
        return (
          await conn.executeQuery<Record<string, unknown>>(
            CompiledQuery.raw(`EXPLAIN (FORMAT JSON) EXECUTE ${probe}${args ? `(${args})` : ''}`),
          )
        ).rows;
      } finally {
        await run('ROLLBACK');
        // a prepared statement outlives its transaction; only this one goes (the connection's own stay prepared)
        if (prepared) await run(`DEALLOCATE ${probe}`);
      }
    }
    if (!opts.preferIndexes) return (await conn.executeQuery<Record<string, unknown>>(ask)).rows;
    const run = (text: string) => conn.executeQuery(CompiledQuery.raw(text));
    await run('BEGIN');
    try {
      if (database.dialect === 'postgres') {
        // joins as lookups too: a hash or merge join would read a small inner table whole through any index
        for (const knob of ['enable_seqscan', 'enable_hashjoin', 'enable_mergejoin'])
          await run(`SET LOCAL ${knob} = off`);
      } else {
        const stats = await conn.executeQuery<{ name: string }>(
          CompiledQuery.raw(`SELECT name FROM sqlite_master WHERE name IN ('sqlite_stat1', 'sqlite_stat4')`),
        );
        for (const t of stats.rows) await run(`DELETE FROM ${t.name}`);
        await run('ANALYZE sqlite_schema'); // reload the (now empty) statistics
      }
      return (await conn.executeQuery<Record<string, unknown>>(ask)).rows;
    } finally {
      await run('ROLLBACK');
      if (database.dialect === 'sqlite') await run('ANALYZE sqlite_schema');
    }
  });
  if (database.dialect === 'postgres') {
    const cell = rows[0]?.['QUERY PLAN'];
    const doc = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PgNode }[];
    const accesses: TableAccess[] = [];
    walkPg(doc[0]!.Plan, accesses, name);
    return { accesses, text: JSON.stringify(doc[0]!.Plan, null, 1) };
  }
  const details = rows.map((r) => String(r.detail));
  const accesses: TableAccess[] = [];
  for (const detail of details) {
    const m = /^(SCAN|SEARCH) (\S+)(?: USING (?:COVERING )?INDEX (\S+)| USING (?:INTEGER )?PRIMARY KEY)?/.exec(detail);
    if (!m) continue;
    const index = m[3] ? name(m[3]) : /PRIMARY KEY/.test(detail) ? 'pk' : null;
    accesses.push({ alias: m[2]!, index, lookup: m[1] === 'SEARCH', detail });
  }
  return { accesses, text: details.join('\n') };
}

interface PgNode {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PgNode[];
}

function walkPg(node: PgNode, out: TableAccess[], name: (index: string) => string): void {
  const type = node['Node Type'];
  const alias = node.Alias ?? node['Relation Name'] ?? '?';
  if (type === 'Seq Scan') {
    out.push({
      alias,
      table: node['Relation Name'],
      index: null,
      lookup: false,
      detail: `Seq Scan on ${node['Relation Name']} ${alias}`,
    });
  } else if (type === 'Index Scan' || type === 'Index Only Scan') {
    const cond = node['Index Cond'];
    out.push({
      alias,
      table: node['Relation Name'],
      index: name(node['Index Name']!),
      lookup: !!cond,
      detail: `${type} using ${node['Index Name']} on ${alias}${cond ? ` (${cond})` : ' with no condition (every row)'}`,
    });
  } else if (type === 'Bitmap Heap Scan') {
    // the index reads are its children (Bitmap Index Scan, possibly under BitmapAnd/BitmapOr)
    const idx: PgNode[] = [];
    const collect = (n: PgNode) => (n['Node Type'] === 'Bitmap Index Scan' ? idx.push(n) : n.Plans?.forEach(collect));
    node.Plans?.forEach(collect);
    for (const i of idx) {
      out.push({
        alias,
        table: node['Relation Name'],
        index: name(i['Index Name']!),
        lookup: !!i['Index Cond'],
        detail: `Bitmap Index Scan using ${i['Index Name']} on ${alias} (${i['Index Cond'] ?? ''})`,
      });
    }
    return;
  }
  node.Plans?.forEach((p) => walkPg(p, out, name));
}

/** What a hot query may do: the aliases it must reach through one of the named indexes (`pk`: primary key). */
export interface PlanExpectation {
  uses: Record<string, string[]>;
  /** aliases of small tables (a few rows whatever the catalogue's size) that may be read whole */
  small?: string[];
}

/** The ways `plan` breaks `expect` (empty when it keeps it). */
export function planProblems(plan: Plan, expect: PlanExpectation): string[] {
  const problems: string[] = [];
  const small = new Set(expect.small ?? []);
  for (const a of plan.accesses) {
    if (!a.lookup && !small.has(a.alias)) problems.push(`reads all of ${a.alias}: ${a.detail}`);
  }
  for (const [alias, allowed] of Object.entries(expect.uses)) {
    const via = plan.accesses.filter((a) => a.alias === alias);
    if (!via.some((a) => a.lookup && a.index !== null && allowed.includes(a.index))) {
      problems.push(
        `${alias} is not looked up through ${allowed.join(' or ')} (${via.map((a) => a.detail).join('; ') || 'not in the plan'})`,
      );
    }
  }
  return problems;
}
