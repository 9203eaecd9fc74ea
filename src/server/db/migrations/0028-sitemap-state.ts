import { sql, type Kysely } from 'kysely';

/**
 * `sitemap_state.version` (OPS-13, decision 0067): bumped by triggers on every change of what the sitemap
 * lists, so each process drops its cached sitemap within a second of a write made by any process — the sitemap's
 * counterpart of `catalog_state` (migration 0009) and `content_state` (migration 0019). What it lists:
 * - every path (`routes`, any view: products, categories, brands, content pages);
 * - which entities answer a page: products (`active`), pages (`active`), articles (`active`, `published_at`),
 *   vacancies (`active`, `start_date`, `end_date`), campaigns (`active`, `ends_at`) — inserted, deleted, or these
 *   columns updated.
 * Neither of the other versions would do: `catalog_state` moves with every price edit and every sale that crosses
 * the out-of-stock line (none changes the sitemap) and misses content paths; `content_state` follows the layout.
 * SQLite: row triggers. PostgreSQL: statement triggers (one bump per statement).
 */
const WATCHED: { table: string; columns: string[] | null }[] = [
  { table: 'routes', columns: null },
  { table: 'products', columns: ['active'] },
  { table: 'pages', columns: ['active'] },
  { table: 'articles', columns: ['active', 'published_at'] },
  { table: 'vacancies', columns: ['active', 'start_date', 'end_date'] },
  { table: 'campaigns', columns: ['active', 'ends_at'] },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .createTable('sitemap_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('sitemap_state').values({ id: 1, version: 0 }).execute();

  const run = (text: string) => sql.raw(text).execute(db);
  const update = (columns: string[] | null) => (columns ? `UPDATE OF ${columns.join(', ')}` : 'UPDATE');
  if (dialect === 'sqlite') {
    for (const { table, columns } of WATCHED) {
      for (const ev of ['INSERT', 'DELETE', update(columns)]) {
        const name = `${table}_sitemap_${ev.split(' ')[0]!.toLowerCase()}`;
        await run(
          `CREATE TRIGGER ${name} AFTER ${ev} ON ${table} FOR EACH ROW BEGIN UPDATE sitemap_state SET version = version + 1 WHERE id = 1; END`,
        );
      }
    }
    return;
  }
  await run(`CREATE FUNCTION sitemap_touch() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE sitemap_state SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END $$`);
  for (const { table, columns } of WATCHED) {
    await run(
      `CREATE TRIGGER ${table}_sitemap_touch AFTER INSERT OR DELETE OR ${update(columns)} ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION sitemap_touch()`,
    );
  }
}
