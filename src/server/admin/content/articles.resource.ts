import * as z from 'zod/mini';
import {
  multiLangText,
  type AdminList,
  type AdminRecord,
  type FieldDef,
  type ListQuery,
  type ResourceMeta,
} from '../../../domain/api/admin.ts';
import { toBakuDateTime } from '../../../domain/admin/sales.ts';
import type { ArticleTable } from '../../db/schema.ts';
import type { Selectable } from 'kysely';
import { ok, type Result } from '../../platform/errors.ts';
import { auditedCreate, auditedUpdate } from '../audit.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { tableIn } from './content-table.repo.ts';
import { emptyPaths, pathFields, pathsInput, wantedPaths, type PathsValue } from './entity-paths.ts';
import {
  emptyML,
  imageKey,
  isoMoment,
  mlBlocksOf,
  mlCols,
  mlEditorBlocks,
  mlOf,
  titleIn,
  translator,
  type ML,
} from './resource-helpers.ts';
import { listWithSiteUrls } from './table-list.ts';
import { removeRow, setVerified } from './table-writes.ts';
import { blankRecord, column, contentMeta, idColumn, shownColumn, shownFilter } from './resource-meta.ts';
import { contentResource } from './resource-meta.ts';
import { ViewPaths } from './view-paths.ts';

const VIEW = 'Article';
const PATHS = new ViewPaths(VIEW);
const SPEC = { table: 'articles' as const, search: ['title_az', 'title_ru', 'title_en'] };
const SORTS = ['id', 'published_at', 'title_az'] as const;

const input = z.strictObject({
  // an article exists in the languages it has a title in (decision 0036); az is the shop's default
  title: multiLangText(200, ['az']),
  content: mlEditorBlocks(),
  image: imageKey('blog'),
  publishedAt: isoMoment(),
  ...pathsInput,
});
type Input = z.output<typeof input>;
type Row = Selectable<ArticleTable>;

interface Plain extends PathsValue {
  title: ML;
  content: Record<string, unknown[]>;
  image: string | null;
  publishedAt: string;
}

const plain = (r: Row, paths: PathsValue): Plain => ({
  title: mlOf(r, 'title'),
  content: mlBlocksOf(r, 'content'),
  image: r.image,
  publishedAt: r.published_at,
  ...paths,
});

const columns = (i: Input) => ({
  ...mlCols('title', i.title),
  content_az: JSON.stringify(i.content.az),
  content_ru: JSON.stringify(i.content.ru),
  content_en: JSON.stringify(i.content.en),
  image: i.image,
  published_at: i.publishedAt,
});

/**
 * Blog articles (ADM-14: list/info/create/update/remove/verify). Titles and editor blocks per language, a
 * cover image (a key of the media area `blog`), the publication moment, and the article's address in each language
 * it is titled in (`routes`, view `Article`). Verify = published: a new article starts unpublished.
 */
export class ArticlesResource
  extends contentResource('articles', { filters: ['active'], sorts: SORTS })
  implements AdminResource<typeof input>
{
  readonly createSchema = input;
  readonly updateSchema = input;

  private fields(ctx: AdminCtx, v?: Plain): FieldDef[] {
    const t = translator(this.i18n, ctx);
    return [
      {
        name: 'title',
        label: t('admin-content.fields.title'),
        component: 'text',
        isMultiLang: true,
        required: true,
        max: 200,
        help: t('admin-content.help.titleLangs'),
        value: v?.title ?? emptyML(),
      },
      {
        name: 'content',
        label: t('admin-content.fields.content'),
        component: 'editor',
        isMultiLang: true,
        area: 'blog',
        value: v?.content ?? { az: [], ru: [], en: [] },
      },
      {
        name: 'image',
        label: t('admin-content.fields.cover'),
        component: 'image',
        area: 'blog',
        value: v?.image ?? null,
      },
      {
        name: 'publishedAt',
        label: t('admin-content.fields.publishedAt'),
        component: 'datetime',
        required: true,
        value: toBakuDateTime(v?.publishedAt ?? new Date().toISOString()),
      },
      ...pathFields(t, v ?? emptyPaths()),
    ];
  }

  meta(ctx: AdminCtx): ResourceMeta {
    const t = translator(this.i18n, ctx);
    return contentMeta(this, ctx, {
      title: t('admin-content.resources.articles'),
      columns: [
        idColumn(t),
        column(t, 'image', 'image', { label: 'cover' }),
        column(t, 'title', 'text', { sortable: true }),
        column(t, 'publishedAt', 'datetime', { sortable: true }),
        shownColumn(t, 'published'),
      ],
      filters: [shownFilter(t, 'published')],
      defaultSort: 'published_at',
      fields: this.fields(ctx),
      tools: ['edit', 'duplicate', 'remove', 'viewOnSite', 'verify'],
    });
  }

  list(q: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>> {
    return listWithSiteUrls(this.connection, SPEC, VIEW, q, { fallback: 'published_at', dir: 'desc' }, (r) => ({
      id: r.id,
      image: r.image,
      title: titleIn(mlOf(r, 'title'), ctx.lang),
      publishedAt: r.published_at,
    }));
  }

  info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    return PATHS.record(
      this.connection,
      SPEC,
      id,
      ctx.lang,
      (row, paths) => this.fields(ctx, plain(row, paths)),
      (row) => row.active !== 1 || row.published_at > new Date().toISOString(),
    );
  }

  async blank(ctx: AdminCtx): Promise<Result<AdminRecord>> {
    return blankRecord(translator(this.i18n, ctx)('admin-content.resources.articles'), this.fields(ctx));
  }

  create(i: Input, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedCreate(this.connection, ctx, this.name, async (uow) => {
      const at = new Date().toISOString();
      const id = await tableIn(uow, SPEC).insert({
        ...columns(i),
        active: 0,
        created_at: at,
        updated_at: at,
      });
      const taken = await PATHS.save(uow, id, wantedPaths(i, i.title, 'blog/', id));
      if (taken) return taken;
      return ok({ id, summary: titleIn(i.title, 'az'), after: i });
    });
  }

  update(id: number, i: Input, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedUpdate(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => tableIn(uow, SPEC).byId(id) },
      async (uow, row) => {
        const before = plain(row, (await PATHS.read(uow, id)).value);
        await tableIn(uow, SPEC).update(id, {
          ...columns(i),
          updated_at: new Date().toISOString(),
        });
        const taken = await PATHS.save(uow, id, wantedPaths(i, i.title, 'blog/', id));
        if (taken) return taken;
        return ok({ summary: titleIn(i.title, 'az'), before, after: i });
      },
    );
  }

  remove(id: number, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return removeRow(
      this.connection,
      SPEC,
      this.name,
      id,
      ctx,
      (r) => ({ summary: r.title_az, before: plain(r, emptyPaths()) }),
      (uow) => PATHS.remove(uow, id),
    );
  }

  verify(id: number, verified: boolean, ctx: AdminCtx): Promise<Result<{ id: number; verified: boolean }>> {
    return setVerified(this.connection, SPEC, this.name, id, verified, ctx, (r) => r.title_az);
  }
}
