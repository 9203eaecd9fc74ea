import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

interface RouteRow {
  entity_id: number | null;
  view: string;
  lang: string;
  path: string;
}

/** The paths the sitemap lists, from the `routes` table (every lookup through the `routes_entity` index). */
export class SitemapRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** bumped by triggers whenever what the sitemap lists changes, by any process (migration 0028) */
  async version(): Promise<number> {
    const row = await this.db.selectFrom('sitemap_state').select('version').where('id', '=', 1).executeTakeFirst();
    return Number(row?.version ?? 0);
  }

  async activeProductCount(): Promise<number> {
    const row = await this.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('active', '=', 1)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The first and last id of the `index`-th block of `size` active products (by id), or null past the end. */
  async productBlock(index: number, size: number): Promise<{ from: number; to: number } | null> {
    const rows = await this.db
      .selectFrom('products')
      .select('id')
      .where('active', '=', 1)
      .orderBy('id')
      .limit(size)
      .offset(index * size)
      .execute();
    return rows.length ? { from: rows[0]!.id, to: rows[rows.length - 1]!.id } : null;
  }

  /** The paths of the active products with ids from `from` to `to`, with the product's last change. */
  productRoutes(from: number, to: number) {
    return this.db
      .selectFrom('routes')
      .innerJoin('products', 'products.id', 'routes.entity_id')
      .select(['routes.entity_id', 'routes.view', 'routes.lang', 'routes.path', 'products.updated_at'])
      .where('routes.view', '=', 'Product')
      .where('routes.entity_id', '>=', from)
      .where('routes.entity_id', '<=', to)
      .where('products.active', '=', 1)
      .orderBy('routes.entity_id')
      .execute();
  }

  /** Every path of the given views (categories, brands, content…). */
  viewRoutes(views: string[]): Promise<RouteRow[]> {
    return this.db
      .selectFrom('routes')
      .select(['entity_id', 'view', 'lang', 'path'])
      .where('view', 'in', views)
      .orderBy('view')
      .orderBy(sql`coalesce(entity_id, 0)`)
      .orderBy('lang')
      .execute();
  }

  /** The views present in `routes` other than products (for the content part). */
  async otherViews(exclude: string[]): Promise<string[]> {
    const rows = await this.db
      .selectFrom('routes')
      .select('view')
      .distinct()
      .where('view', 'not in', exclude)
      .execute();
    return rows.map((r) => r.view).sort();
  }

  /**
   * Ids of the content entities that answer a page now: active pages, published active articles, open vacancies,
   * running campaigns. A view not listed here is taken as it is.
   */
  async liveIds(
    nowIso: string,
    today: string,
  ): Promise<Record<'Page' | 'Article' | 'Vacancy' | 'Campaign', Set<number>>> {
    const ids = (rows: { id: number }[]) => new Set(rows.map((r) => r.id));
    const [pages, articles, vacancies, campaigns] = await Promise.all([
      this.db.selectFrom('pages').select('id').where('active', '=', 1).execute(),
      this.db.selectFrom('articles').select('id').where('active', '=', 1).where('published_at', '<=', nowIso).execute(),
      this.db
        .selectFrom('vacancies')
        .select('id')
        .where('active', '=', 1)
        .where('start_date', '<=', today)
        .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', today)]))
        .execute(),
      this.db
        .selectFrom('campaigns')
        .select('id')
        .where('active', '=', 1)
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', nowIso)]))
        .execute(),
    ]);
    return { Page: ids(pages), Article: ids(articles), Vacancy: ids(vacancies), Campaign: ids(campaigns) };
  }
}
