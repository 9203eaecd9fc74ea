import * as z from 'zod/mini';
import {
  multiLangText,
  type AdminList,
  type AdminRecord,
  type FieldDef,
  type ListQuery,
  type ResourceMeta,
} from '../../../domain/api/admin.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { auditedCreate, auditedRemove, auditedUpdate } from '../audit.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { AdminBadgesRepo, type BadgeRow } from './badges-banners.repo.ts';
import { imageKey } from './product-input.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';

const badgeInput = z.strictObject({ name: multiLangText(60), image: imageKey('bdg') });
type BadgeInput = z.output<typeof badgeInput>;

const plain = (r: BadgeRow): BadgeInput => ({ name: { az: r.name_az, ru: r.name_ru, en: r.name_en }, image: r.image });
const values = (i: BadgeInput) => ({ name_az: i.name.az, name_ru: i.name.ru, name_en: i.name.en, image: i.image });

/**
 * Badges (ADM-9): the small pictures on product cards, a name per language and an image (its colour is the
 * image's: an upload, or a drawn `badge--<icon>--<rrggbb>.png`). Removing a badge takes it off its products.
 */
export class BadgesResource implements AdminResource<typeof badgeInput> {
  readonly name = 'badges';
  readonly area = 'badges' as const;
  readonly listSpec = { filters: [] as string[], sorts: ['id'] as const };
  readonly createSchema = badgeInput;
  readonly updateSchema = badgeInput;

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly i18n: I18n,
  ) {}

  private fields(ctx: AdminCtx, v?: BadgeInput): FieldDef[] {
    const t = (k: string) => this.i18n.t(ctx.lang, k);
    return [
      {
        name: 'name',
        label: t('admin-catalog.fields.title'),
        component: 'text',
        isMultiLang: true,
        required: true,
        max: 60,
        value: v?.name ?? { az: '', ru: '', en: '' },
      },
      {
        name: 'image',
        label: t('admin-catalog.fields.image'),
        component: 'image',
        required: true,
        value: v?.image ?? null,
      },
    ];
  }

  meta(ctx: AdminCtx): ResourceMeta {
    const t = (k: string) => this.i18n.t(ctx.lang, k);
    const has = (a: string) => ctx.staff.permissions.includes(`badges.${a}`);
    return {
      resource: this.name,
      title: t('admin-catalog.resources.badges'),
      columns: [
        { name: 'image', label: t('admin-catalog.fields.image'), kind: 'image' },
        { name: 'id', label: t('admin-catalog.fields.id'), kind: 'number', sortable: true },
        { name: 'name', label: t('admin-catalog.fields.title'), kind: 'text' },
        { name: 'products', label: t('admin-catalog.fields.products'), kind: 'number' },
      ],
      filters: [],
      sorts: ['id'],
      defaultSort: 'id',
      searchable: true,
      fields: this.fields(ctx),
      tools: ['edit', 'duplicate', 'remove'],
      can: { create: has('create'), update: has('update'), remove: has('remove'), verify: false },
    };
  }

  async list(q: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>> {
    const { rows, total } = await this.connection.shared.repo(AdminBadgesRepo).list({
      q: q.q,
      dir: q.sort ? q.dir : 'asc',
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    return ok({
      items: rows.map((r) => ({
        id: r.id,
        image: r.image,
        name: r[`name_${ctx.lang}`] || r.name_az,
        products: r.products,
      })),
      total,
      page: q.page,
      limit: q.limit,
    });
  }

  async info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    const row = await this.connection.shared.repo(AdminBadgesRepo).byId(id);
    if (!row) return fail('notFound', 'admin.errors.notFound');
    return ok({
      id,
      title: row[`name_${ctx.lang}`] || row.name_az,
      siteUrl: null,
      fields: this.fields(ctx, plain(row)),
    });
  }

  async blank(ctx: AdminCtx): Promise<Result<AdminRecord>> {
    return ok({
      id: 0,
      title: this.i18n.t(ctx.lang, 'admin-catalog.resources.newBadge'),
      siteUrl: null,
      fields: this.fields(ctx),
    });
  }

  create(input: BadgeInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedCreate(this.connection, ctx, this.name, async (uow) =>
      ok({ id: await uow.repo(AdminBadgesRepo).insert(values(input)), summary: input.name.az, after: input }),
    );
  }

  update(id: number, input: BadgeInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedUpdate(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(AdminBadgesRepo).byId(id) },
      async (uow, row) => {
        await uow.repo(AdminBadgesRepo).update(id, values(input));
        return ok({ summary: input.name.az, before: plain(row), after: input });
      },
    );
  }

  remove(id: number, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedRemove(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(AdminBadgesRepo).byId(id) },
      async (uow, row) => {
        await uow.repo(AdminBadgesRepo).remove(id);
        return ok({ summary: row.name_az, before: plain(row) });
      },
    );
  }
}
