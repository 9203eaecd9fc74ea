import type { Kysely } from 'kysely';
import type { DB, Lang } from '../../db/schema.ts';

export class RoutingRepo {
  constructor(private readonly db: Kysely<DB>) {}

  findByPath(path: string) {
    return this.db.selectFrom('routes').selectAll().where('path', '=', path).execute();
  }

  /** the entities whose page had this path before (one row per language it was used in; migration 0020) */
  findMoved(path: string) {
    return this.db
      .selectFrom('route_redirects')
      .select(['lang', 'view', 'entity_id'])
      .where('path', '=', path)
      .execute();
  }

  /** every language's row of an entity's page; for a view without an entity (`entityId` null), the view's rows */
  findForEntity(view: string, entityId: number | null) {
    const q = this.db.selectFrom('routes').selectAll().where('view', '=', view);
    return (entityId === null ? q.where('entity_id', 'is', null) : q.where('entity_id', '=', entityId)).execute();
  }

  /** path per entity id, for one view and language (for building links in bulk) */
  async pathsFor(view: string, ids: number[], lang: Lang): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    if (ids.length === 0) return out;
    const rows = await this.db
      .selectFrom('routes')
      .select(['entity_id', 'path'])
      .where('view', '=', view)
      .where('lang', '=', lang)
      .where('entity_id', 'in', ids)
      .execute();
    for (const r of rows) if (r.entity_id !== null) out.set(r.entity_id, r.path);
    return out;
  }
}
