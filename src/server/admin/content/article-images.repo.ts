import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Where blog pictures are named: article covers and blocks, page covers and blocks. Takes any executor. */
export class ArticleImagesRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** How many articles and pages name `key` (as their cover or inside their blocks, in any language). */
  async usedBy(key: string): Promise<number> {
    const like = `%${key}%`;
    const [a, p] = await Promise.all([
      this.db
        .selectFrom('articles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) =>
          eb.or([
            eb('image', '=', key),
            eb('content_az', 'like', like),
            eb('content_ru', 'like', like),
            eb('content_en', 'like', like),
          ]),
        )
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('pages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) =>
          eb.or([
            eb('cover', '=', key),
            eb('content_az', 'like', like),
            eb('content_ru', 'like', like),
            eb('content_en', 'like', like),
          ]),
        )
        .executeTakeFirstOrThrow(),
    ]);
    return Number(a.n) + Number(p.n);
  }
}
