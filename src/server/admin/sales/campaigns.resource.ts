import type { AdminList, AdminRecord, FieldDef, ListQuery, ResourceMeta } from '../../../domain/api/admin.ts';
import { toBakuDateTime } from '../../../domain/admin/sales.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { auditedChange, verifyNote } from '../audit.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { AdminCampaignsRepo, type CampaignSort } from './campaigns.repo.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';

const SORTS = ['id', 'position', 'title_az', 'starts_at', 'ends_at'] as const satisfies readonly CampaignSort[];

/**
 * Campaigns (ADM-14: "campaigns read and verify only"): the list, a read-only record, and verify = switch the
 * campaign on (true) or off (false). The shop lists active campaigns that have not ended (`pages.repo.ts`) and the
 * catalogue index keeps each campaign's `active` flag; the triggers of migration 0009 watch `campaigns.active`, so
 * the change reaches every process's index within a second.
 */
export class CampaignsResource implements AdminResource {
  readonly name = 'campaigns';
  readonly area = 'campaigns' as const;
  readonly listSpec = { filters: ['active'], sorts: SORTS };

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly i18n: I18n,
  ) {}

  meta(ctx: AdminCtx): ResourceMeta {
    const t = (k: string) => this.i18n.t(ctx.lang, k);
    const f = (k: string) => t(`admin-sales.campaigns.fields.${k}`);
    return {
      resource: this.name,
      title: t('admin-sales.resources.campaigns'),
      columns: [
        { name: 'id', label: f('id'), kind: 'number', sortable: true },
        { name: 'image', label: f('image'), kind: 'image' },
        { name: 'title', label: f('title'), kind: 'text', sortable: true },
        { name: 'startsAt', label: f('startsAt'), kind: 'datetime', sortable: true },
        { name: 'endsAt', label: f('endsAt'), kind: 'datetime', sortable: true },
        { name: 'products', label: f('products'), kind: 'number' },
        { name: 'position', label: f('position'), kind: 'number', sortable: true },
        { name: 'active', label: f('active'), kind: 'bool' },
      ],
      filters: [{ name: 'active', label: f('active'), kind: 'bool' }],
      sorts: [...SORTS],
      defaultSort: 'position',
      searchable: true,
      fields: [],
      tools: ['view', 'verify', 'viewOnSite'],
      can: { create: false, update: false, remove: false, verify: ctx.staff.permissions.includes('campaigns.verify') },
    };
  }

  async list(q: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>> {
    const a = q.filters.active;
    if (a !== undefined && !['0', '1', 'true', 'false'].includes(a))
      return fail('invalid', 'validation.failed', { 'f.active': 'validation.invalidValue' });
    const active = a === undefined ? undefined : a === '1' || a === 'true' ? 1 : 0;
    const sort = (q.sort ?? 'position') as CampaignSort;
    const repo = this.connection.shared.repo(AdminCampaignsRepo);
    const { rows, total } = await repo.list({
      q: q.q,
      active,
      sort,
      dir: q.sort ? q.dir : 'asc',
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    const ids = rows.map((r) => r.id);
    const [counts, urls] = await Promise.all([repo.productCounts(ids), repo.urls(ids, ctx.lang)]);
    return ok({
      items: rows.map((r) => ({
        id: r.id,
        image: r.image,
        title: r[`title_${ctx.lang}`] || r.title_az,
        startsAt: r.starts_at,
        endsAt: r.ends_at,
        products: counts.get(r.id) ?? 0,
        position: r.position,
        active: r.active === 1,
        verified: r.active === 1,
        siteUrl: urls.get(r.id) ?? null,
      })),
      total,
      page: q.page,
      limit: q.limit,
    });
  }

  async info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    const repo = this.connection.shared.repo(AdminCampaignsRepo);
    const r = await repo.byId(id);
    if (!r) return fail('notFound', 'admin.errors.notFound');
    const t = (k: string) => this.i18n.t(ctx.lang, k);
    const f = (k: string) => t(`admin-sales.campaigns.fields.${k}`);
    const [counts, urls] = await Promise.all([repo.productCounts([id]), repo.urls([id], ctx.lang)]);
    const ro = (d: Omit<FieldDef, 'readOnly'>): FieldDef => ({ ...d, readOnly: true });
    return ok({
      id,
      title: r[`title_${ctx.lang}`] || r.title_az,
      siteUrl: urls.get(id) ?? null,
      readOnly: true,
      badge:
        r.active === 1
          ? { label: t('admin-sales.campaigns.on'), tone: 'success' }
          : { label: t('admin-sales.campaigns.off'), tone: 'default' },
      fields: [
        ro({
          name: 'title',
          label: f('title'),
          component: 'text',
          isMultiLang: true,
          value: { az: r.title_az, ru: r.title_ru, en: r.title_en },
        }),
        ro({ name: 'image', label: f('image'), component: 'image', value: r.image }),
        ro({ name: 'startsAt', label: f('startsAt'), component: 'datetime', value: toBakuDateTime(r.starts_at) }),
        ro({ name: 'endsAt', label: f('endsAt'), component: 'datetime', value: toBakuDateTime(r.ends_at) }),
        ro({ name: 'position', label: f('position'), component: 'number', value: r.position }),
        ro({ name: 'products', label: f('products'), component: 'readonly', value: counts.get(id) ?? 0 }),
        ro({ name: 'active', label: f('active'), component: 'checkbox', value: r.active === 1 }),
      ],
    });
  }

  verify(id: number, verified: boolean, ctx: AdminCtx): Promise<Result<{ id: number; verified: boolean }>> {
    return auditedChange(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(AdminCampaignsRepo).byId(id) },
      async (uow, r) => {
        if ((r.active === 1) !== verified) await uow.repo(AdminCampaignsRepo).setActive(id, verified ? 1 : 0);
        return ok({ reply: { id, verified }, audit: verifyNote(id, r.active === 1, verified, r.title_az) });
      },
    );
  }
}
