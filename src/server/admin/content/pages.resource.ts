import type { Selectable } from 'kysely';
import * as z from 'zod/mini';
import {
  multiLangText,
  type AdminList,
  type AdminRecord,
  type FieldDef,
  type ListQuery,
  type ResourceMeta,
} from '../../../domain/api/admin.ts';
import { requiredOr } from '../../../domain/api/fields.ts';
import { LANGS, type Lang } from '../../../domain/i18n.ts';
import { CONTENT_PATHS } from '../../../domain/routes.ts';
import type { PageTable } from '../../db/schema.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import { auditedCreate, auditedUpdate } from '../audit.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { tableIn } from './content-table.repo.ts';
import type { EntityPath } from './entity-paths.repo.ts';
import { emptyPaths, pathFields, pathsInput, wantedPaths, type PathsValue } from './entity-paths.ts';
import {
  emptyML,
  imageKey,
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

const VIEW = 'Page';
const PATHS = new ViewPaths(VIEW);
const SPEC = { table: 'pages' as const, search: ['key', 'title_az', 'title_ru', 'title_en'] };
const SORTS = ['id', 'key', 'title_az', 'updated_at'] as const;

/**
 * Pages the shop's code reaches by key or links to by a fixed address (`CONTENT_PATHS`, the careers and contacts
 * views): they cannot be removed, and their addresses stay what the code links to (their SEO texts can change).
 */
const CODE_PAGES = new Set<string>([...Object.keys(CONTENT_PATHS), 'careers', 'contacts']);

const pageKey = () =>
  z.string({ error: requiredOr('validation.invalidType') }).check(
    z.trim(),
    z.minLength(1, { error: 'validation.required' }),
    z.maxLength(60, { error: 'validation.tooLong' }),
    z.refine((v) => /^[a-z][a-z0-9-]*$/.test(v), { error: 'admin-content.validation.key' }),
  );

const body = {
  title: multiLangText(200, ['az']),
  // pages may also place the shop's live widgets (the delivery price table, the coupon tiers)
  content: mlEditorBlocks({ widgets: true }),
  cover: imageKey('blog'),
  ...pathsInput,
};
const createInput = z.strictObject({ key: pageKey(), ...body });
/** the key is the code's name for the page: fixed once created */
const updateInput = z.strictObject(body);
type CreateInput = z.output<typeof createInput>;
type UpdateInput = z.output<typeof updateInput>;
type Row = Selectable<PageTable>;

interface Plain extends PathsValue {
  key: string;
  title: ML;
  content: Record<string, unknown[]>;
  cover: string | null;
}
const plain = (r: Row, paths: PathsValue): Plain => ({
  key: r.key,
  title: mlOf(r, 'title'),
  content: mlBlocksOf(r, 'content'),
  cover: r.cover,
  ...paths,
});

const columns = (i: UpdateInput) => ({
  ...mlCols('title', i.title),
  content_az: JSON.stringify(i.content.az),
  content_ru: JSON.stringify(i.content.ru),
  content_en: JSON.stringify(i.content.en),
  cover: i.cover,
});

/** A code page keeps its stored addresses; only their SEO texts follow the form. */
function keptPaths(stored: Partial<Record<Lang, EntityPath>>, i: UpdateInput): Partial<Record<Lang, EntityPath>> {
  const out: Partial<Record<Lang, EntityPath>> = {};
  for (const l of LANGS) {
    const s = stored[l];
    if (s) out[l] = { path: s.path, seoTitle: i.seoTitle[l] || null, seoDesc: i.seoDesc[l] || null };
  }
  return out;
}

/**
 * Content pages (delivery, payment, warranty, about, …; decision 0036): titles and editor blocks per language (with
 * the shop's widgets), a cover, and addresses per language (`routes`, view `Page`). The key is read-only after
 * creation. Verify = shown: a new page starts hidden.
 */
export class PagesResource
  extends contentResource('pages', { filters: ['active'], sorts: SORTS })
  implements AdminResource<typeof createInput, typeof updateInput>
{
  readonly createSchema = createInput;
  readonly updateSchema = updateInput;

  private fields(ctx: AdminCtx, v?: Plain): FieldDef[] {
    const t = translator(this.i18n, ctx);
    const codePage = v !== undefined && CODE_PAGES.has(v.key);
    return [
      {
        name: 'key',
        label: t('admin-content.fields.key'),
        component: 'text',
        required: true,
        max: 60,
        readOnly: v !== undefined,
        help: t('admin-content.help.pageKey'),
        value: v?.key ?? '',
      },
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
        area: 'page',
        value: v?.content ?? { az: [], ru: [], en: [] },
      },
      {
        name: 'cover',
        label: t('admin-content.fields.cover'),
        component: 'image',
        area: 'page',
        value: v?.cover ?? null,
      },
      ...pathFields(t, v ?? emptyPaths(), codePage),
    ];
  }

  meta(ctx: AdminCtx): ResourceMeta {
    const t = translator(this.i18n, ctx);
    return contentMeta(this, ctx, {
      title: t('admin-content.resources.pages'),
      columns: [
        idColumn(t),
        column(t, 'key', 'text', { sortable: true }),
        column(t, 'title', 'text', { sortable: true }),
        column(t, 'updatedAt', 'datetime', { sortable: true }),
        shownColumn(t),
      ],
      filters: [shownFilter(t)],
      defaultSort: 'id',
      fields: this.fields(ctx),
      tools: ['edit', 'duplicate', 'remove', 'viewOnSite', 'verify'],
    });
  }

  list(q: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>> {
    return listWithSiteUrls(this.connection, SPEC, VIEW, q, { fallback: 'id' }, (r) => ({
      id: r.id,
      key: r.key,
      title: titleIn(mlOf(r, 'title'), ctx.lang),
      updatedAt: r.updated_at,
    }));
  }

  info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    return PATHS.record(
      this.connection,
      SPEC,
      id,
      ctx.lang,
      (row, paths) => this.fields(ctx, plain(row, paths)),
      (row) => row.active !== 1,
    );
  }

  async blank(ctx: AdminCtx): Promise<Result<AdminRecord>> {
    return blankRecord(translator(this.i18n, ctx)('admin-content.resources.pages'), this.fields(ctx));
  }

  create(i: CreateInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedCreate(this.connection, ctx, this.name, async (uow) => {
      const repo = tableIn(uow, SPEC);
      const { rows } = await repo.list({ q: '', equal: { key: i.key }, sort: 'id', dir: 'asc', limit: 1, offset: 0 });
      if (rows.length) return fail('conflict', 'validation.failed', { key: 'admin-content.validation.keyTaken' });
      const at = new Date().toISOString();
      const id = await repo.insert({ key: i.key, ...columns(i), active: 0, created_at: at, updated_at: at });
      const taken = await PATHS.save(uow, id, wantedPaths(i, i.title, '', id));
      if (taken) return taken;
      return ok({ id, summary: i.key, after: i });
    });
  }

  update(id: number, i: UpdateInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedUpdate(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => tableIn(uow, SPEC).byId(id) },
      async (uow, row) => {
        const { stored, value } = await PATHS.read(uow, id);
        const { key: _key, ...before } = plain(row, value);
        void _key;
        await tableIn(uow, SPEC).update(id, {
          ...columns(i),
          updated_at: new Date().toISOString(),
        });
        const wanted = CODE_PAGES.has(row.key) ? keptPaths(stored, i) : wantedPaths(i, i.title, '', id);
        const taken = await PATHS.save(uow, id, wanted);
        if (taken) return taken;
        return ok({ summary: row.key, before, after: i });
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
      (r) => ({ summary: r.key, before: plain(r, emptyPaths()) }),
      async (uow, r) => {
        if (CODE_PAGES.has(r.key)) return fail('conflict', 'admin-content.pages.codePage');
        await PATHS.remove(uow, id);
      },
    );
  }

  verify(id: number, verified: boolean, ctx: AdminCtx): Promise<Result<{ id: number; verified: boolean }>> {
    return setVerified(this.connection, SPEC, this.name, id, verified, ctx, (r) => r.key);
  }
}
