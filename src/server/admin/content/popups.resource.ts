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
import { toBakuDateTime } from '../../../domain/admin/sales.ts';
import { LANGS, type Lang } from '../../../domain/i18n.ts';
import { localePath, splitLang } from '../../../domain/routes.ts';
import type { PopupTable } from '../../db/schema.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { tableIn } from './content-table.repo.ts';
import {
  emptyML,
  listOf,
  mlCols,
  mlOf,
  mlShopPath,
  optionalIsoMoment,
  requiredImageKey,
  titleIn,
  translator,
  type ML,
} from './resource-helpers.ts';
import { listRows } from './table-list.ts';
import { createRow, removeRow, setVerified, updateRow } from './table-writes.ts';
import { blankRecord, column, contentMeta, idColumn, shownColumn, shownFilter } from './resource-meta.ts';
import { contentResource } from './resource-meta.ts';

const SPEC = {
  table: 'popups' as const,
  search: ['title_az', 'title_ru', 'title_en', 'path_az', 'path_ru', 'path_en'],
};
const SORTS = ['id', 'starts_at', 'ends_at', 'title_az'] as const;

const input = z.strictObject({
  title: multiLangText(150, []),
  // the page it shows on, per language, without the language prefix ('' = not in that language)
  path: mlShopPath([]),
  link: mlShopPath([]),
  image: requiredImageKey('pop'),
  startsAt: optionalIsoMoment(),
  endsAt: optionalIsoMoment(),
});
type Input = z.output<typeof input>;
type Row = Selectable<PopupTable>;

/** Stored paths carry the language prefix (what the browser's address is compared with); the form's do not. */
const stored = (v: ML): ML => Object.fromEntries(LANGS.map((l) => [l, v[l] ? localePath(l, v[l]) : ''])) as ML;
const typed = (row: Row, base: 'path' | 'link'): ML =>
  Object.fromEntries(
    LANGS.map((l) => [l, row[`${base}_${l}` as const] ? splitLang(row[`${base}_${l}` as const]).path : '']),
  ) as ML;

const plain = (r: Row) => ({
  title: mlOf(r, 'title'),
  path: typed(r, 'path'),
  link: typed(r, 'link'),
  image: r.image,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
});
const columns = (i: Input) => ({
  ...mlCols('title', i.title),
  ...mlCols('path', stored(i.path)),
  ...mlCols('link', stored(i.link)),
  image: i.image,
  starts_at: i.startsAt,
  ends_at: i.endsAt,
});

function checkDates(i: Input): Result<never> | null {
  if (i.startsAt && i.endsAt && i.endsAt <= i.startsAt)
    return fail('invalid', 'validation.failed', { endsAt: 'admin-content.validation.endsBeforeStart' });
  if (!LANGS.some((l: Lang) => i.path[l] !== ''))
    return fail('invalid', 'validation.failed', { 'path.az': 'admin-content.validation.popupPath' });
  return null;
}

/**
 * Advertising popups (CNT-13, decision 0039): the image, the page it shows on and where a click
 * leads, per language, and when it runs. Verify = running; a new popup starts off. The shop asks for running popups
 * with `GET /api/popups`, which browsers may keep for 60 s.
 */
export class PopupsResource
  extends contentResource('popups', { filters: ['active'], sorts: SORTS })
  implements AdminResource<typeof input>
{
  readonly createSchema = input;
  readonly updateSchema = input;

  private fields(ctx: AdminCtx, v?: ReturnType<typeof plain>): FieldDef[] {
    const t = translator(this.i18n, ctx);
    return [
      {
        name: 'title',
        label: t('admin-content.fields.title'),
        component: 'text',
        isMultiLang: true,
        max: 150,
        value: v?.title ?? emptyML(),
      },
      {
        name: 'image',
        label: t('admin-content.fields.image'),
        component: 'image',
        area: 'popup',
        required: true,
        value: v?.image ?? null,
      },
      {
        name: 'path',
        label: t('admin-content.fields.pagePath'),
        component: 'text',
        isMultiLang: true,
        max: 300,
        help: t('admin-content.help.popupPath'),
        value: v?.path ?? emptyML(),
      },
      {
        name: 'link',
        label: t('admin-content.fields.link'),
        component: 'text',
        isMultiLang: true,
        max: 300,
        help: t('admin.help.shopPath'),
        value: v?.link ?? emptyML(),
      },
      {
        name: 'startsAt',
        label: t('admin-content.fields.startsAt'),
        component: 'datetime',
        value: toBakuDateTime(v?.startsAt ?? null),
      },
      {
        name: 'endsAt',
        label: t('admin-content.fields.endsAt'),
        component: 'datetime',
        value: toBakuDateTime(v?.endsAt ?? null),
      },
    ];
  }

  meta(ctx: AdminCtx): ResourceMeta {
    const t = translator(this.i18n, ctx);
    return contentMeta(this, ctx, {
      title: t('admin-content.resources.popups'),
      columns: [
        idColumn(t),
        column(t, 'image', 'image'),
        column(t, 'title', 'text', { sortable: true }),
        column(t, 'path', 'text', { label: 'pagePath' }),
        column(t, 'startsAt', 'datetime', { sortable: true }),
        column(t, 'endsAt', 'datetime', { sortable: true }),
        shownColumn(t, 'running'),
      ],
      filters: [shownFilter(t, 'running')],
      defaultSort: 'id',
      fields: this.fields(ctx),
      tools: ['edit', 'duplicate', 'remove', 'viewOnSite', 'verify'],
    });
  }

  async list(q: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>> {
    const page = await listRows(this.connection, SPEC, q, 'id', 'desc');
    if (!page.ok) return page;
    const { rows, total } = page.data;
    return ok(
      listOf(
        rows.map((r) => ({
          id: r.id,
          image: r.image,
          title: titleIn(mlOf(r, 'title'), ctx.lang),
          path: r.path_az || r.path_ru || r.path_en,
          startsAt: r.starts_at,
          endsAt: r.ends_at,
          verified: r.active === 1,
          siteUrl: r.path_az || null,
        })),
        total,
        q,
      ),
    );
  }

  async info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    const row = await tableIn(this.connection.shared, SPEC).byId(id);
    if (!row) return fail('notFound', 'admin.errors.notFound');
    return ok({
      id,
      title: titleIn(mlOf(row, 'title'), ctx.lang) || `#${id}`,
      siteUrl: row.path_az || null,
      fields: this.fields(ctx, plain(row)),
    });
  }

  async blank(ctx: AdminCtx): Promise<Result<AdminRecord>> {
    return blankRecord(translator(this.i18n, ctx)('admin-content.resources.popups'), this.fields(ctx));
  }

  create(i: Input, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    const bad = checkDates(i);
    if (bad) return Promise.resolve(bad);
    return createRow(this.connection, SPEC, this.name, ctx, columns(i), { summary: i.title.az || i.path.az, after: i });
  }

  update(id: number, i: Input, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    const bad = checkDates(i);
    if (bad) return Promise.resolve(bad);
    return updateRow(this.connection, SPEC, this.name, id, ctx, columns(i), (row) => ({
      summary: i.title.az || i.path.az,
      before: plain(row),
      after: i,
    }));
  }

  remove(id: number, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return removeRow(this.connection, SPEC, this.name, id, ctx, (r) => ({
      summary: r.title_az || r.path_az,
      before: plain(r),
    }));
  }

  verify(id: number, verified: boolean, ctx: AdminCtx): Promise<Result<{ id: number; verified: boolean }>> {
    return setVerified(this.connection, SPEC, this.name, id, verified, ctx, (r) => r.title_az || r.path_az);
  }
}
