import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { withId } from './0001-catalog.ts';

type T = CreateTableBuilder<string, never>;
const LANGS = ['az', 'ru', 'en'] as const;

/** `<base>_az`, `<base>_ru`, `<base>_en`; text, not null, with a default ('' or '[]' for editor blocks). */
export function perLang(t: T, base: string, empty: string): T {
  for (const l of LANGS)
    t = t.addColumn(`${base}_${l}`, 'text', (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(empty));
  return t;
}

/**
 * Site content, first slice (CNT-2, CNT-10; decision 0036):
 * - `pages`: generic content pages (delivery, payment, warranty, returns, about, privacy, terms, corporate sales…):
 *   a title and editor blocks per language, an optional cover image; `key` is the page's stable name for the code
 *   (the delivery page's price table, the checkout's terms link), never shown. Localised paths live in `routes`
 *   (view `Page`, `entity_id` = the page's id), like every other entity's;
 * - `articles`: the blog. An article is published in a language when its title in that language is not empty and
 *   `published_at` has come; its paths are `routes` rows (view `Article`).
 * FAQ questions (`faq` with no product), menus, tags, campaigns and branches already exist (migration 0001).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  let pages = withId(db.schema.createTable('pages'), dialect).addColumn('key', 'text', (c) => c.notNull().unique());
  pages = perLang(pages, 'title', '');
  pages = perLang(pages, 'content', '[]');
  await pages
    // image key under /i/blog/… (a drawing or an upload), or none
    .addColumn('cover', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  let articles = withId(db.schema.createTable('articles'), dialect);
  articles = perLang(articles, 'title', '');
  articles = perLang(articles, 'content', '[]');
  await articles
    .addColumn('image', 'text')
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // the blog list: newest first among the active ones
  await db.schema.createIndex('articles_published').on('articles').columns(['active', 'published_at']).execute();
}
