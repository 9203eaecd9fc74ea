import type { Kysely, Selectable } from 'kysely';
import type { DB, TagTable } from '../../db/schema.ts';

export type TagRow = Selectable<TagTable>;
export interface TagValues {
  title_az: string;
  title_ru: string;
  title_en: string;
  url: string;
  position: number;
}

/** `tags` for the back office: the footer's tag links. Takes any executor (the shared database or a transaction). */
export class AdminTagsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  private filtered(q: string) {
    let s = this.db.selectFrom('tags');
    if (q) {
      const like = `%${q.toLowerCase()}%`;
      s = s.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['title_az']), 'like', like),
          eb(eb.fn('lower', ['title_ru']), 'like', like),
          eb(eb.fn('lower', ['title_en']), 'like', like),
          eb(eb.fn('lower', ['url']), 'like', like),
        ]),
      );
    }
    return s;
  }

  async list(p: {
    q: string;
    sort: 'id' | 'position' | 'title_az';
    dir: 'asc' | 'desc';
    limit: number;
    offset: number;
  }): Promise<{ rows: TagRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.filtered(p.q)
        .selectAll()
        .orderBy(p.sort, p.dir)
        .orderBy('id', p.dir)
        .limit(p.limit)
        .offset(p.offset)
        .execute(),
      this.filtered(p.q)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  byId(id: number): Promise<TagRow | undefined> {
    return this.db.selectFrom('tags').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(v: TagValues): Promise<number> {
    const row = await this.db.insertInto('tags').values(v).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, v: TagValues): Promise<void> {
    await this.db.updateTable('tags').set(v).where('id', '=', id).execute();
  }

  async remove(id: number): Promise<void> {
    await this.db.deleteFrom('tags').where('id', '=', id).execute();
  }
}
