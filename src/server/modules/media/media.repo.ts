import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Area } from './keys.ts';

/** Which image keys the shop refers to (drawing is refused for keys nothing uses). */
export class MediaRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async isUsed(area: Area, key: string): Promise<boolean> {
    const db = this.db;
    const one = async (q: { executeTakeFirst(): Promise<unknown> }) => (await q.executeTakeFirst()) !== undefined;
    switch (area) {
      case 'p':
        return one(db.selectFrom('product_images').select('id').where('source', '=', key).limit(1));
      case 'main':
        // home banners, and the campaigns' pictures (campaign listings, the campaigns page)
        return (
          (await one(db.selectFrom('banners').select('id').where('image', '=', key).limit(1))) ||
          one(db.selectFrom('campaigns').select('id').where('image', '=', key).limit(1))
        );
      case 'blog':
        return (
          (await one(db.selectFrom('articles').select('id').where('image', '=', key).limit(1))) ||
          one(db.selectFrom('pages').select('id').where('cover', '=', key).limit(1))
        );
      case 'category':
        return one(db.selectFrom('categories').select('id').where('image', '=', key).limit(1));
      case 'bdg':
        return one(db.selectFrom('badges').select('id').where('image', '=', key).limit(1));
      case 'b':
        return one(db.selectFrom('brands').select('id').where('image', '=', key).limit(1));
      case 'pop':
        return one(db.selectFrom('popups').select('id').where('image', '=', key).limit(1));
      default:
        return false;
    }
  }
}
