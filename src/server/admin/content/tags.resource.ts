import * as z from 'zod/mini';
import { TAG_SELF_SEARCH } from '../../../domain/content.ts';
import {
  intField,
  multiLangText,
  type AdminList,
  type AdminRecord,
  type FieldDef,
  type ListQuery,
  type ResourceMeta,
} from '../../../domain/api/admin.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import { auditedCreate, auditedRemove, auditedUpdate } from '../audit.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { shopPath } from './resource-helpers.ts';
import { AdminTagsRepo, type TagRow, type TagValues } from './tags.repo.ts';
import { blankRecord, contentMeta, contentResource } from './resource-meta.ts';

const tagInput = z.strictObject({
  title: multiLangText(100),
  url: shopPath(),
  position: intField(0, 100_000),
});
type TagInput = z.output<typeof tagInput>;

const SORTS = ['id', 'position', 'title_az'] as const;

const values = (i: TagInput): TagValues => ({
  title_az: i.title.az,
  title_ru: i.title.ru,
  title_en: i.title.en,
  url: i.url,
  position: i.position,
});
const plain = (r: TagRow) => ({
  title: { az: r.title_az, ru: r.title_ru, en: r.title_en },
  url: r.url,
  position: r.position,
});

/**
 * Tags (ADM-14: list/info/create/update/remove): the tag links of the footer. The model of a
 * simple back-office resource: a repository for the SQL, a strict input schema, field definitions with translated
 * labels, and every write in one transaction with its audit row.
 */
export class TagsResource
  extends contentResource('tags', { filters: [] as string[], sorts: SORTS })
  implements AdminResource<typeof tagInput>
{
  readonly createSchema = tagInput;
  readonly updateSchema = tagInput;

  private fields(ctx: AdminCtx, v?: ReturnType<typeof plain>): FieldDef[] {
    const t = (k: string) => this.i18n.t(ctx.lang, k);
    return [
      {
        name: 'title',
        label: t('admin.fields.title'),
        component: 'text',
        isMultiLang: true,
        required: true,
        max: 100,
        value: v?.title ?? { az: '', ru: '', en: '' },
      },
      {
        name: 'url',
        label: t('admin.fields.url'),
        component: 'text',
        required: true,
        max: 300,
        help: t('admin.help.tagUrl'),
        value: v?.url ?? TAG_SELF_SEARCH,
      },
      {
        name: 'position',
        label: t('admin.fields.position'),
        component: 'number',
        required: true,
        value: v?.position ?? 0,
      },
    ];
  }

  meta(ctx: AdminCtx): ResourceMeta {
    const t = (k: string) => this.i18n.t(ctx.lang, k);
    return contentMeta(this, ctx, {
      title: t('admin.resources.tags'),
      columns: [
        { name: 'id', label: t('admin.fields.id'), kind: 'number', sortable: true },
        { name: 'title', label: t('admin.fields.title'), kind: 'text', sortable: true },
        { name: 'url', label: t('admin.fields.url'), kind: 'text' },
        { name: 'position', label: t('admin.fields.position'), kind: 'number', sortable: true },
      ],
      defaultSort: 'position',
      fields: this.fields(ctx),
      tools: ['edit', 'duplicate', 'remove', 'viewOnSite'],
      never: ['verify'],
    });
  }

  async list(q: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>> {
    const sort = (q.sort ?? 'position') as (typeof SORTS)[number];
    const { rows, total } = await this.connection.shared.repo(AdminTagsRepo).list({
      q: q.q,
      sort,
      dir: q.sort ? q.dir : 'asc',
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    return ok({
      items: rows.map((r) => ({
        id: r.id,
        title: r[`title_${ctx.lang}`] || r.title_az,
        url: r.url,
        position: r.position,
        siteUrl: r.url,
      })),
      total,
      page: q.page,
      limit: q.limit,
    });
  }

  async info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    const row = await this.connection.shared.repo(AdminTagsRepo).byId(id);
    if (!row) return fail('notFound', 'admin.errors.notFound');
    return ok({
      id,
      title: row[`title_${ctx.lang}`] || row.title_az,
      siteUrl: row.url,
      fields: this.fields(ctx, plain(row)),
    });
  }

  async blank(ctx: AdminCtx): Promise<Result<AdminRecord>> {
    return blankRecord(this.i18n.t(ctx.lang, 'admin.resources.tags'), this.fields(ctx));
  }

  create(input: TagInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedCreate(this.connection, ctx, this.name, async (uow) =>
      ok({ id: await uow.repo(AdminTagsRepo).insert(values(input)), summary: input.title.az, after: input }),
    );
  }

  update(id: number, input: TagInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedUpdate(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(AdminTagsRepo).byId(id) },
      async (uow, row) => {
        await uow.repo(AdminTagsRepo).update(id, values(input));
        return ok({ summary: input.title.az, before: plain(row), after: input });
      },
    );
  }

  remove(id: number, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedRemove(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(AdminTagsRepo).byId(id) },
      async (uow, row) => {
        await uow.repo(AdminTagsRepo).remove(id);
        return ok({ summary: row.title_az, before: plain(row) });
      },
    );
  }
}
