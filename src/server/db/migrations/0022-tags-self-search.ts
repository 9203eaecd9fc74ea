import type { Kysely } from 'kysely';

/**
 * Footer tags that search for their own title in the page's language (src/domain/content.ts `tagPath`): the demo
 * seed used to link every tag to a search for its English title (`/search?search=Wireless%20headphones`), so the
 * az and ru pages searched in English. Rows still carrying exactly that seeded link now say `/search`; a link an
 * editor chose is left alone.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const rows: { id: number; title_en: string; url: string }[] = await db
    .selectFrom('tags')
    .select(['id', 'title_en', 'url'])
    .execute();
  for (const r of rows) {
    if (r.url === `/search?search=${encodeURIComponent(r.title_en)}`)
      await db.updateTable('tags').set({ url: '/search' }).where('id', '=', r.id).execute();
  }
}
