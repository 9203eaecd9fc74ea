import type { Kysely } from 'kysely';
import { LANGS, type Lang } from '../../../domain/i18n.ts';
import type { DB } from '../../db/schema.ts';

export type Paths = Record<Lang, string>;
type Seo = Partial<Record<Lang, { title: string | null; desc: string | null }>>;

/**
 * The `routes` rows of catalogue entities (Product, Category, Brand) as the back office writes them: one path per
 * language, unique per language (a taken path gets `-<id>`, then `-<id>-2`…). Changing a path updates the row in
 * place, which the change-feed triggers of migration 0009 pass on to every process's index. Takes any executor.
 */
export class CatalogRoutesRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async pathsOf(view: string, id: number): Promise<Partial<Paths>> {
    const rows = await this.db
      .selectFrom('routes')
      .select(['lang', 'path'])
      .where('view', '=', view)
      .where('entity_id', '=', id)
      .execute();
    const out: Partial<Paths> = {};
    for (const r of rows) if ((LANGS as readonly string[]).includes(r.lang)) out[r.lang as Lang] ??= r.path;
    return out;
  }

  /** The az path of each id (for `siteUrl` in lists). */
  async azPaths(view: string, ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .selectFrom('routes')
      .select(['entity_id', 'path'])
      .where('view', '=', view)
      .where('lang', '=', 'az')
      .where('entity_id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.entity_id!, r.path]));
  }

  /** A path not used by another entity in `lang`, starting from `wanted`. */
  private async free(lang: Lang, wanted: string, view: string, id: number): Promise<string> {
    for (let n = 0; n < 50; n++) {
      const candidate = n === 0 ? wanted : n === 1 ? `${wanted}-${id}` : `${wanted}-${id}-${n}`;
      const taken = await this.db
        .selectFrom('routes')
        .select(['view', 'entity_id'])
        .where('lang', '=', lang)
        .where('path', '=', candidate)
        .executeTakeFirst();
      if (!taken || (taken.view === view && taken.entity_id === id)) return candidate;
    }
    return `${wanted}-${id}-${Date.now()}`;
  }

  /**
   * Makes the entity's paths these (one row per language; SEO title/description set when given). Returns the paths
   * written (a taken one moved aside).
   */
  async setPaths(view: string, id: number, wanted: Paths, seo: Seo = {}): Promise<Paths> {
    const out = {} as Paths;
    for (const lang of LANGS) {
      const path = await this.free(lang, wanted[lang], view, id);
      out[lang] = path;
      const row = await this.db
        .selectFrom('routes')
        .select(['id', 'path', 'seo_title', 'seo_desc'])
        .where('view', '=', view)
        .where('entity_id', '=', id)
        .where('lang', '=', lang)
        .executeTakeFirst();
      const s = seo[lang];
      if (row) {
        const set: Partial<{ path: string; seo_title: string | null; seo_desc: string | null }> = {};
        if (row.path !== path) set.path = path;
        if (s && s.title !== row.seo_title) set.seo_title = s.title;
        if (s && s.desc !== row.seo_desc) set.seo_desc = s.desc;
        if (Object.keys(set).length) await this.db.updateTable('routes').set(set).where('id', '=', row.id).execute();
      } else {
        await this.db
          .insertInto('routes')
          .values({
            lang,
            path,
            view,
            entity_id: id,
            seo_title: s?.title ?? null,
            seo_desc: s?.desc ?? null,
            seo_keywords: null,
          })
          .execute();
      }
    }
    return out;
  }

  async remove(view: string, id: number): Promise<void> {
    await this.db.deleteFrom('routes').where('view', '=', view).where('entity_id', '=', id).execute();
  }
}
