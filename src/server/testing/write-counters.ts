import { sql } from 'kysely';
import type { Database } from '../db/kysely.ts';

/** Counts every row written to every table of the app, in a table of its own, by triggers (test database only). */
export async function installWriteCounters(database: Database): Promise<void> {
  const { db } = database;
  if (database.dialect === 'sqlite') {
    const rows = (
      await sql<{
        name: string;
        sql: string;
      }>`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db)
    ).rows;
    const virtual = rows.filter((r) => /^CREATE VIRTUAL/i.test(r.sql)).map((r) => r.name);
    const tables = rows.map((r) => r.name).filter((n) => !virtual.some((v) => n === v || n.startsWith(`${v}_`)));
    await sql`CREATE TABLE hostile_writes (tbl TEXT PRIMARY KEY, n INTEGER NOT NULL)`.execute(db);
    for (const t of tables) {
      await sql`INSERT INTO hostile_writes VALUES (${t}, 0)`.execute(db);
      for (const op of ['INSERT', 'UPDATE', 'DELETE']) {
        await sql
          .raw(
            `CREATE TRIGGER "hostile_${t}_${op}" AFTER ${op} ON "${t}" BEGIN UPDATE hostile_writes SET n = n + 1 WHERE tbl = '${t}'; END`,
          )
          .execute(db);
      }
    }
    return;
  }
  const tables = (
    await sql<{ tablename: string }>`SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`.execute(db)
  ).rows.map((r) => r.tablename);
  await sql`CREATE TABLE hostile_writes (tbl text PRIMARY KEY, n bigint NOT NULL)`.execute(db);
  await sql
    .raw(
      `CREATE FUNCTION hostile_count() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE hostile_writes SET n = n + 1 WHERE tbl = TG_TABLE_NAME; RETURN NULL; END $$`,
    )
    .execute(db);
  for (const t of tables) {
    await sql`INSERT INTO hostile_writes VALUES (${t}, 0)`.execute(db);
    await sql
      .raw(
        `CREATE TRIGGER hostile_w AFTER INSERT OR UPDATE OR DELETE ON "${t}" FOR EACH ROW EXECUTE FUNCTION hostile_count()`,
      )
      .execute(db);
  }
}

/** Tables written since the last call (and the counts start again). */
export async function writtenTables(database: Database): Promise<string[]> {
  const rows = (await sql<{ tbl: string }>`SELECT tbl FROM hostile_writes WHERE n > 0`.execute(database.db)).rows;
  if (rows.length) await sql`UPDATE hostile_writes SET n = 0 WHERE n > 0`.execute(database.db);
  return rows.map((r) => r.tbl);
}
