import type { Kysely } from 'kysely';
import type { Lang } from '../../../domain/i18n.ts';
import { localePath } from '../../../domain/routes.ts';
import type { DB } from '../../db/schema.ts';

export type CampaignSort = 'id' | 'position' | 'title_az' | 'starts_at' | 'ends_at';

/** Campaigns for the back office: read, and switched on or off (ADM-14). */
export class AdminCampaignsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  private filtered(q: string, active: 0 | 1 | undefined) {
    let s = this.db.selectFrom('campaigns');
    if (q) {
      const like = `%${q.toLowerCase().replace(/[%_\\]/g, '')}%`;
      s = s.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['title_az']), 'like', like),
          eb(eb.fn('lower', ['title_ru']), 'like', like),
          eb(eb.fn('lower', ['title_en']), 'like', like),
        ]),
      );
    }
    if (active !== undefined) s = s.where('active', '=', active);
    return s;
  }

  async list(p: { q: string; active?: 0 | 1; sort: CampaignSort; dir: 'asc' | 'desc'; limit: number; offset: number }) {
    const [rows, count] = await Promise.all([
      this.filtered(p.q, p.active)
        .select(['id', 'title_az', 'title_ru', 'title_en', 'image', 'starts_at', 'ends_at', 'active', 'position'])
        .orderBy(p.sort, p.dir)
        .orderBy('id', p.dir)
        .limit(p.limit)
        .offset(p.offset)
        .execute(),
      this.filtered(p.q, p.active)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  byId(id: number) {
    return this.db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** How many products each campaign has. */
  async productCounts(ids: readonly number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .selectFrom('product_campaigns')
      .select(['campaign_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('campaign_id', 'in', [...ids])
      .groupBy('campaign_id')
      .execute();
    return new Map(rows.map((r) => [r.campaign_id, Number(r.n)]));
  }

  /** Switches a campaign on or off; the catalogue triggers (migration 0009) tell every process's index. */
  async setActive(id: number, active: 0 | 1): Promise<void> {
    await this.db.updateTable('campaigns').set({ active }).where('id', '=', id).execute();
  }

  /** The shop's pages of the campaigns `ids` in `lang`: their route, else the filtered product list. */
  async urls(ids: readonly number[], lang: Lang): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    if (!ids.length) return out;
    const rows = await this.db
      .selectFrom('routes')
      .select(['entity_id', 'lang', 'path'])
      .where('view', '=', 'Campaign')
      .where('entity_id', 'in', [...ids])
      .where('lang', 'in', [lang, 'az'])
      .execute();
    for (const id of ids) {
      const own = rows.find((r) => r.entity_id === id && r.lang === lang);
      const az = rows.find((r) => r.entity_id === id && r.lang === 'az');
      out.set(
        id,
        own
          ? localePath(lang, `/${own.path}`)
          : az
            ? localePath('az', `/${az.path}`)
            : localePath(lang, `/products?campaign=${id}`),
      );
    }
    return out;
  }
}
