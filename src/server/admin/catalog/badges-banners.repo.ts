import type { Kysely, Selectable } from 'kysely';
import type { BadgeTable, BannerTable, DB } from '../../db/schema.ts';

export type BadgeRow = Selectable<BadgeTable>;
export type BannerRow = Selectable<BannerTable>;

/** `badges` for the back office. Takes any executor. */
export class AdminBadgesRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async list(p: { q: string; dir: 'asc' | 'desc'; limit: number; offset: number }) {
    let s = this.db.selectFrom('badges');
    if (p.q) {
      const like = `%${p.q.toLowerCase()}%`;
      s = s.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['name_az']), 'like', like),
          eb(eb.fn('lower', ['name_ru']), 'like', like),
          eb(eb.fn('lower', ['name_en']), 'like', like),
        ]),
      );
    }
    const [rows, count] = await Promise.all([
      s
        .selectAll()
        .select((eb) =>
          eb
            .selectFrom('product_badges')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('product_badges.badge_id', '=', 'badges.id')
            .as('products'),
        )
        .orderBy('id', p.dir)
        .limit(p.limit)
        .offset(p.offset)
        .execute(),
      s.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map((r) => ({ ...r, products: Number(r.products ?? 0) })), total: Number(count.n) };
  }

  byId(id: number): Promise<BadgeRow | undefined> {
    return this.db.selectFrom('badges').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(v: Omit<BadgeTable, 'id'>): Promise<number> {
    return (await this.db.insertInto('badges').values(v).returning('id').executeTakeFirstOrThrow()).id;
  }

  async update(id: number, v: Omit<BadgeTable, 'id'>): Promise<void> {
    await this.db.updateTable('badges').set(v).where('id', '=', id).execute();
  }

  async remove(id: number): Promise<void> {
    await this.db.deleteFrom('badges').where('id', '=', id).execute();
  }
}

/** `banners` (home main slider and double banners) for the back office. Takes any executor. */
export class AdminBannersRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async list(p: { kind: string | null; sort: 'position' | 'id'; dir: 'asc' | 'desc'; limit: number; offset: number }) {
    let s = this.db.selectFrom('banners');
    if (p.kind) s = s.where('kind', '=', p.kind);
    const [rows, count] = await Promise.all([
      s
        .selectAll()
        .orderBy('kind')
        .orderBy(p.sort, p.dir)
        .orderBy('id', p.dir)
        .limit(p.limit)
        .offset(p.offset)
        .execute(),
      s.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  byIds(ids: number[]): Promise<BannerRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.selectFrom('banners').selectAll().where('id', 'in', ids).execute();
  }

  byId(id: number): Promise<BannerRow | undefined> {
    return this.db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(v: Omit<BannerTable, 'id'>): Promise<number> {
    return (await this.db.insertInto('banners').values(v).returning('id').executeTakeFirstOrThrow()).id;
  }

  async update(id: number, v: Partial<Omit<BannerTable, 'id'>>): Promise<void> {
    await this.db.updateTable('banners').set(v).where('id', '=', id).execute();
  }

  async remove(id: number): Promise<void> {
    await this.db.deleteFrom('banners').where('id', '=', id).execute();
  }
}
