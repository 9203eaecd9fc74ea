import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Generic content pages, the site-wide FAQ, the delivery geography of the delivery page, the campaigns list. */
export class PagesRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * A shown page by its id, or by the key the code knows it by (contacts, careers); `hidden` too: a page not shown,
   * for a staff member's preview (decision 0086).
   */
  page(by: { id: number } | { key: string }, hidden = false) {
    let q = this.db.selectFrom('pages').selectAll();
    if (!hidden) q = q.where('active', '=', 1);
    return ('id' in by ? q.where('id', '=', by.id) : q.where('key', '=', by.key)).executeTakeFirst();
  }

  /** FAQ questions of the whole shop (not of a product) that the staff show, in their order. */
  faq() {
    return this.db
      .selectFrom('faq')
      .selectAll()
      .where('product_id', 'is', null)
      .where('active', '=', 1)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  async deliveryGeography() {
    const [cities, districts, places] = await Promise.all([
      this.db.selectFrom('cities').selectAll().orderBy('position').orderBy('id').execute(),
      this.db.selectFrom('districts').selectAll().orderBy('position').orderBy('id').execute(),
      this.db.selectFrom('places').selectAll().orderBy('position').orderBy('id').execute(),
    ]);
    return { cities, districts, places };
  }

  /** Active campaigns that have not ended at `now` (ISO), in their order. */
  campaigns(now: string) {
    return this.db
      .selectFrom('campaigns')
      .select(['id', 'title_az', 'title_ru', 'title_en', 'image', 'starts_at', 'ends_at'])
      .where('active', '=', 1)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  /** Active popups running at `now` (ISO). */
  popups(now: string) {
    return this.db
      .selectFrom('popups')
      .selectAll()
      .where('active', '=', 1)
      .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
      .orderBy('id')
      .execute();
  }
}
