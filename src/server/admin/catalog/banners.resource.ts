import * as z from 'zod/mini';
import {
  intField,
  multiLangText,
  type AdminList,
  type AdminRecord,
  type FieldDef,
  type ListQuery,
  type ReorderRequest,
  type ResourceMeta,
} from '../../../domain/api/admin.ts';
import { requiredOr } from '../../../domain/api/fields.ts';
import { isShopPath } from '../../../domain/admin/shop-link.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { auditedCreate, auditedRemove, auditedUpdate, auditedWrite, reorderNote } from '../audit.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { AdminBannersRepo, type BannerRow } from './badges-banners.repo.ts';
import { imageKey } from './product-input.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';

/** main: the home page's slider; double: the pair of banners under it (`home.service.ts`). */
const KINDS = ['main', 'double'] as const;

/** A banner's link: a shop path without the language prefix (`/sale`), an http(s) address, or empty (home). */
function isBannerLink(v: string): boolean {
  if (v === '') return true;
  if (isShopPath(v)) return true;
  if (!/^https?:\/\/[^\s<>"\\]+$/i.test(v)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
}

const bannerInput = z.strictObject({
  kind: z.enum(KINDS, { error: 'validation.invalidValue' }),
  title: multiLangText(150, ['az']),
  image: imageKey('main'),
  link: z
    .string({ error: requiredOr('validation.invalidType') })
    .check(
      z.trim(),
      z.maxLength(500, { error: 'validation.tooLong' }),
      z.refine(isBannerLink, { error: 'admin-catalog.validation.link' }),
    ),
  position: intField(0, 100_000),
});
type BannerInput = z.output<typeof bannerInput>;

const plain = (r: BannerRow): BannerInput => ({
  kind: r.kind === 'double' ? 'double' : 'main',
  title: { az: r.title_az, ru: r.title_ru, en: r.title_en },
  image: r.image,
  link: r.link,
  position: r.position,
});
const values = (i: BannerInput) => ({
  kind: i.kind,
  title_az: i.title.az,
  title_ru: i.title.ru,
  title_en: i.title.en,
  image: i.image,
  link: i.link,
  position: i.position,
});

/**
 * Home banners and sliders (ADM-9): the main slider's slides and the double banners, each an image, a title per
 * language (the image's text alternative) and a link; dragged into order within their kind (`reorder`).
 */
export class BannersResource implements AdminResource<typeof bannerInput> {
  readonly name = 'banners';
  readonly area = 'banners' as const;
  readonly listSpec = { filters: ['kind'], sorts: ['position', 'id'] as const };
  readonly createSchema = bannerInput;
  readonly updateSchema = bannerInput;

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly i18n: I18n,
  ) {}

  private fields(ctx: AdminCtx, v?: BannerInput): FieldDef[] {
    const t = (k: string) => this.i18n.t(ctx.lang, k);
    return [
      {
        name: 'kind',
        label: t('admin-catalog.fields.kind'),
        component: 'select',
        required: true,
        options: KINDS.map((k) => ({ value: k, label: t(`admin-catalog.bannerKinds.${k}`) })),
        value: v?.kind ?? 'main',
      },
      {
        name: 'title',
        label: t('admin-catalog.fields.title'),
        component: 'text',
        isMultiLang: true,
        max: 150,
        help: t('admin-catalog.help.bannerTitle'),
        value: v?.title ?? { az: '', ru: '', en: '' },
      },
      {
        name: 'image',
        label: t('admin-catalog.fields.image'),
        component: 'image',
        required: true,
        value: v?.image ?? null,
      },
      {
        name: 'link',
        label: t('admin-catalog.fields.link'),
        component: 'text',
        max: 500,
        help: t('admin-catalog.help.link'),
        value: v?.link ?? '',
      },
      {
        name: 'position',
        label: t('admin-catalog.fields.position'),
        component: 'number',
        required: true,
        value: v?.position ?? 0,
      },
    ];
  }

  meta(ctx: AdminCtx): ResourceMeta {
    const t = (k: string) => this.i18n.t(ctx.lang, k);
    const has = (a: string) => ctx.staff.permissions.includes(`banners.${a}`);
    return {
      resource: this.name,
      title: t('admin-catalog.resources.banners'),
      columns: [
        { name: 'image', label: t('admin-catalog.fields.image'), kind: 'image' },
        { name: 'id', label: t('admin-catalog.fields.id'), kind: 'number', sortable: true },
        { name: 'kind', label: t('admin-catalog.fields.kind'), kind: 'badge' },
        { name: 'title', label: t('admin-catalog.fields.title'), kind: 'text' },
        { name: 'link', label: t('admin-catalog.fields.link'), kind: 'text' },
        { name: 'position', label: t('admin-catalog.fields.position'), kind: 'number', sortable: true },
      ],
      filters: [
        {
          name: 'kind',
          label: t('admin-catalog.fields.kind'),
          kind: 'select',
          options: KINDS.map((k) => ({ value: k, label: t(`admin-catalog.bannerKinds.${k}`) })),
        },
      ],
      sorts: ['position', 'id'],
      defaultSort: 'position',
      searchable: false,
      fields: this.fields(ctx),
      tools: ['edit', 'duplicate', 'remove'],
      can: { create: has('create'), update: has('update'), remove: has('remove'), verify: false },
      reorder: true,
    };
  }

  async list(q: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>> {
    const kind = q.filters.kind ?? null;
    if (kind !== null && !(KINDS as readonly string[]).includes(kind))
      return fail('invalid', 'validation.failed', { 'f.kind': 'validation.invalidValue' });
    const sort = (q.sort ?? 'position') as 'position' | 'id';
    const { rows, total } = await this.connection.shared.repo(AdminBannersRepo).list({
      kind,
      sort,
      dir: q.sort ? q.dir : 'asc',
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    const t = (k: string) => this.i18n.t(ctx.lang, k);
    return ok({
      items: rows.map((r) => ({
        id: r.id,
        image: r.image,
        kind: t(`admin-catalog.bannerKinds.${r.kind === 'double' ? 'double' : 'main'}`),
        title: r[`title_${ctx.lang}`] || r.title_az,
        link: r.link,
        position: r.position,
      })),
      total,
      page: q.page,
      limit: q.limit,
    });
  }

  async info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    const row = await this.connection.shared.repo(AdminBannersRepo).byId(id);
    if (!row) return fail('notFound', 'admin.errors.notFound');
    return ok({
      id,
      title: row[`title_${ctx.lang}`] || row.title_az || `#${id}`,
      siteUrl: null,
      fields: this.fields(ctx, plain(row)),
    });
  }

  async blank(ctx: AdminCtx): Promise<Result<AdminRecord>> {
    return ok({
      id: 0,
      title: this.i18n.t(ctx.lang, 'admin-catalog.resources.newBanner'),
      siteUrl: null,
      fields: this.fields(ctx),
    });
  }

  create(input: BannerInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedCreate(this.connection, ctx, this.name, async (uow) =>
      ok({ id: await uow.repo(AdminBannersRepo).insert(values(input)), summary: input.title.az, after: input }),
    );
  }

  update(id: number, input: BannerInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedUpdate(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(AdminBannersRepo).byId(id) },
      async (uow, row) => {
        await uow.repo(AdminBannersRepo).update(id, values(input));
        return ok({ summary: input.title.az, before: plain(row), after: input });
      },
    );
  }

  remove(id: number, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedRemove(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(AdminBannersRepo).byId(id) },
      async (uow, row) => {
        await uow.repo(AdminBannersRepo).remove(id);
        return ok({ summary: row.title_az, before: plain(row) });
      },
    );
  }

  /** New positions (banners have no parent: `parentId` must be null). */
  reorder(input: ReorderRequest, ctx: AdminCtx): Promise<Result<{ moved: number }>> {
    return auditedWrite(this.connection, ctx, this.name, async (uow) => {
      const repo = uow.repo(AdminBannersRepo);
      const rows = new Map((await repo.byIds(input.items.map((i) => i.id))).map((r) => [r.id, r]));
      const errors: Record<string, string> = {};
      input.items.forEach((m, i) => {
        if (!rows.has(m.id)) errors[`items.${i}.id`] = 'admin-catalog.validation.unknownRef';
        if (m.parentId !== null) errors[`items.${i}.parentId`] = 'validation.invalidValue';
      });
      if (Object.keys(errors).length) return fail('invalid', 'validation.failed', errors);
      const moved = input.items.filter((m) => rows.get(m.id)!.position !== m.position);
      for (const m of moved) await repo.update(m.id, { position: m.position });
      const before = moved.map((m) => ({ id: m.id, position: rows.get(m.id)!.position }));
      return ok({
        reply: { moved: moved.length },
        audit: reorderNote(
          before,
          moved.map((m) => ({ id: m.id, position: m.position })),
        ),
      });
    });
  }
}
