import { sql, type Kysely } from 'kysely';

/**
 * Old addresses keep working (decision 0049): `route_redirects(lang, path, view, entity_id, moved_at)` remembers
 * every path a page of an entity (a product, category, brand, campaign, article, page, vacancy…) has had. Triggers
 * on `routes` write it whichever code changes a path: the catalogue's editors update the row, the content editors
 * delete and insert the entity's rows. One row per (lang, path): a path that moves again is overwritten, so the
 * table grows only with the number of distinct old paths. Rows of views without an entity are not kept.
 * The shop answers an old path with a 301 to the entity's current path in that language, or 404 when the entity
 * has no page any more (modules/routing). A live route always wins over a remembered one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .createTable('route_redirects')
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('view', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('moved_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('route_redirects_pk', ['lang', 'path'])
    .execute();
  await db.schema.createIndex('route_redirects_path').on('route_redirects').column('path').execute();

  const run = (text: string) => sql.raw(text).execute(db);
  const upsert = (now: string) => `INSERT INTO route_redirects (lang, path, view, entity_id, moved_at)
      VALUES (OLD.lang, OLD.path, OLD.view, OLD.entity_id, ${now})
      ON CONFLICT (lang, path) DO UPDATE SET view = excluded.view, entity_id = excluded.entity_id, moved_at = excluded.moved_at`;
  if (dialect === 'sqlite') {
    const now = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
    await run(`CREATE TRIGGER routes_redirect_update AFTER UPDATE OF path ON routes FOR EACH ROW
      WHEN OLD.entity_id IS NOT NULL AND OLD.path <> NEW.path BEGIN ${upsert(now)}; END`);
    await run(`CREATE TRIGGER routes_redirect_delete AFTER DELETE ON routes FOR EACH ROW
      WHEN OLD.entity_id IS NOT NULL BEGIN ${upsert(now)}; END`);
    return;
  }
  await run(`CREATE FUNCTION routes_remember_path() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF OLD.entity_id IS NOT NULL AND (TG_OP = 'DELETE' OR OLD.path <> NEW.path) THEN
        ${upsert(`to_char(now() AT TIME ZONE 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)};
      END IF;
      RETURN NULL;
    END $$`);
  await run(
    `CREATE TRIGGER routes_remember_path AFTER UPDATE OF path OR DELETE ON routes FOR EACH ROW EXECUTE FUNCTION routes_remember_path()`,
  );
}
