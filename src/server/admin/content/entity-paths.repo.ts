import type { Kysely } from 'kysely';
import { LANGS, type Lang } from '../../../domain/i18n.ts';
import type { DB } from '../../db/schema.ts';

/** One language's page address of an entity: the path (no language prefix, no leading slash) and its SEO texts. */
export interface EntityPath {
  path: string;
  seoTitle: string | null;
  seoDesc: string | null;
}

/**
 * The `routes` rows of a content entity (an article, a page, a vacancy): one per language it exists in (decision
 * 0036). Writes replace the entity's rows inside the caller's transaction; a path another entity already has in the
 * same language is reported back instead of hitting the unique index.
 */
export class EntityPathsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async of(view: string, entityId: number): Promise<Partial<Record<Lang, EntityPath>>> {
    const rows = await this.db
      .selectFrom('routes')
      .select(['lang', 'path', 'seo_title', 'seo_desc'])
      .where('view', '=', view)
      .where('entity_id', '=', entityId)
      .execute();
    const out: Partial<Record<Lang, EntityPath>> = {};
    for (const r of rows)
      if ((LANGS as readonly string[]).includes(r.lang))
        out[r.lang as Lang] = { path: r.path, seoTitle: r.seo_title, seoDesc: r.seo_desc };
    return out;
  }

  /** Languages whose wanted path belongs to another entity (or view). */
  async taken(view: string, entityId: number | null, paths: Partial<Record<Lang, EntityPath>>): Promise<Lang[]> {
    const out: Lang[] = [];
    for (const l of LANGS) {
      const p = paths[l];
      if (!p) continue;
      const row = await this.db
        .selectFrom('routes')
        .select(['view', 'entity_id'])
        .where('lang', '=', l)
        .where('path', '=', p.path)
        .executeTakeFirst();
      if (row && !(row.view === view && entityId !== null && row.entity_id === entityId)) out.push(l);
    }
    return out;
  }

  async replace(view: string, entityId: number, paths: Partial<Record<Lang, EntityPath>>): Promise<void> {
    await this.remove(view, entityId);
    const rows = LANGS.flatMap((l) => {
      const p = paths[l];
      return p
        ? [
            {
              lang: l,
              path: p.path,
              view,
              entity_id: entityId,
              seo_title: p.seoTitle,
              seo_desc: p.seoDesc,
              seo_keywords: null,
            },
          ]
        : [];
    });
    if (rows.length) await this.db.insertInto('routes').values(rows).execute();
  }

  async remove(view: string, entityId: number): Promise<void> {
    await this.db.deleteFrom('routes').where('view', '=', view).where('entity_id', '=', entityId).execute();
  }
}
