import type { Kysely } from 'kysely';
import type { DB, Lang } from '../../db/schema.ts';

const CARD = ['id', 'title_az', 'title_ru', 'title_en', 'image', 'published_at'] as const;

/** The blog's articles. An article is listed in a language when it is active, published by `now` and titled in it. */
export class BlogRepo {
  constructor(private readonly db: Kysely<DB>) {}

  private listed(lang: Lang, now: string) {
    return this.db
      .selectFrom('articles')
      .where('active', '=', 1)
      .where('published_at', '<=', now)
      .where(`title_${lang}`, '<>', '');
  }

  async count(lang: Lang, now: string): Promise<number> {
    const r = await this.listed(lang, now)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  }

  /** One page of cards, newest first. */
  page(lang: Lang, now: string, offset: number, limit: number, exceptId?: number) {
    let q = this.listed(lang, now).select(CARD);
    if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
    return q.orderBy('published_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
  }

  /** the stored blocks of one article in one language (the leading card's excerpt) */
  async content(id: number, lang: Lang): Promise<string | undefined> {
    const r = await this.db.selectFrom('articles').select(`content_${lang}`).where('id', '=', id).executeTakeFirst();
    return r ? (r as Record<string, string>)[`content_${lang}`] : undefined;
  }

  /** A shown article; `hidden` too: one not shown, for a staff member's preview (decision 0086). */
  article(id: number, hidden = false) {
    let q = this.db.selectFrom('articles').selectAll().where('id', '=', id);
    if (!hidden) q = q.where('active', '=', 1);
    return q.executeTakeFirst();
  }
}
