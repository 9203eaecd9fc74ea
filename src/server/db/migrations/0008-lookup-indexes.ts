import type { Kysely } from 'kysely';

/**
 * Every page resolves its path through `routes` (routing.repo.ts `findByPath`: `WHERE path = ?`, all languages,
 * so that a path of another language can redirect). The unique index of 0001 led with `lang`, which such a
 * lookup cannot use: PostgreSQL read the whole table (about 300,000 rows and 40 ms at 100,000 products) and
 * SQLite scanned it too. The same unique pair, led by `path`, serves both that lookup and `(lang, path)`
 * equality, and keeps one row per language and path; the old index goes, so writes keep one index to update.
 * The other hot lookups already had theirs (checked by db/lookup-indexes.integration.test.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('routes_path_lang').on('routes').columns(['path', 'lang']).unique().execute();
  await db.schema.dropIndex('routes_lang_path').execute();
}
