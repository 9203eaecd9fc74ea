import { sql, type Kysely } from 'kysely';

/**
 * The content part of the back office (ADM-14, OPS-13; docs/admin/content.md):
 * - `faq.active`, `menus.active`, `branches.active`: the "verify" switch (ADM-14) for the FAQ, menus and
 *   branches (1 = shown in the shop); existing rows stay shown;
 * - `content_state.version`: bumped by triggers on every change of what the shop's layout cache holds (menus, menu
 *   items, footer tags, categories), so each process drops its cached layout within a second of a staff edit made
 *   by any process — the content counterpart of `catalog_state.version` (migration 0009).
 * SQLite: row triggers. PostgreSQL: statement triggers (one bump per statement).
 */
const LAYOUT_TABLES = ['menus', 'menu_items', 'tags', 'categories'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  for (const table of ['faq', 'menus', 'branches']) {
    await db.schema
      .alterTable(table)
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
  await db.schema
    .createTable('content_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('content_state').values({ id: 1, version: 0 }).execute();

  const run = (text: string) => sql.raw(text).execute(db);
  if (dialect === 'sqlite') {
    for (const t of LAYOUT_TABLES) {
      for (const ev of ['INSERT', 'UPDATE', 'DELETE']) {
        await run(
          `CREATE TRIGGER ${t}_content_${ev.toLowerCase()} AFTER ${ev} ON ${t} FOR EACH ROW BEGIN UPDATE content_state SET version = version + 1 WHERE id = 1; END`,
        );
      }
    }
    return;
  }
  await run(`CREATE FUNCTION content_touch() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE content_state SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END $$`);
  for (const t of LAYOUT_TABLES) {
    await run(
      `CREATE TRIGGER ${t}_content_touch AFTER INSERT OR UPDATE OR DELETE ON ${t} FOR EACH STATEMENT EXECUTE FUNCTION content_touch()`,
    );
  }
}
