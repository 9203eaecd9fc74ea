import type { Selectable } from 'kysely';
import * as z from 'zod/mini';
import {
  intField,
  multiLangText,
  type AdminList,
  type AdminRecord,
  type FieldDef,
  type ListQuery,
  type ResourceMeta,
} from '../../../domain/api/admin.ts';
import { requiredOr } from '../../../domain/api/fields.ts';
import type { MenuItemTable, MenuTable } from '../../db/schema.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import { auditedCreate, auditedUpdate } from '../audit.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { tableIn } from './content-table.repo.ts';
import { MenuItemsRepo } from './menu-items.repo.ts';
import { emptyML, listOf, mlCols, mlOf, mlShopPath, titleIn, translator } from './resource-helpers.ts';
import { listRows } from './table-list.ts';
import { removeRow, setVerified } from './table-writes.ts';
import { blankRecord, column, contentMeta, idColumn, shownColumn, shownFilter } from './resource-meta.ts';
import { contentResource } from './resource-meta.ts';

const SPEC = { table: 'menus' as const, search: ['name', 'title_az', 'title_ru', 'title_en'] };
const SORTS = ['id', 'name', 'title_az'] as const;

/** Menus the shop's layout places by name (header, footer columns, the phone menu): kept, and their names fixed. */
const LAYOUT_MENUS = new Set(['top_header', 'company', 'for_customer', 'mobile_nav']);

const menuName = () =>
  z.string({ error: requiredOr('validation.invalidType') }).check(
    z.trim(),
    z.minLength(1, { error: 'validation.required' }),
    z.maxLength(40, { error: 'validation.tooLong' }),
    z.refine((v) => /^[a-z][a-z0-9_]*$/.test(v), { error: 'admin-content.validation.menuName' }),
  );

const item = z.strictObject({
  title: multiLangText(100, ['az']),
  // a language with an empty link or title does not show the item there
  url: mlShopPath(['az']),
  position: intField(0, 100_000),
});
const body = {
  title: multiLangText(100, []),
  items: z
    .array(item, { error: requiredOr('validation.invalidType') })
    .check(z.maxLength(100, { error: 'validation.tooLong' })),
};
const createInput = z.strictObject({ name: menuName(), ...body });
const updateInput = z.strictObject(body);
type CreateInput = z.output<typeof createInput>;
type UpdateInput = z.output<typeof updateInput>;

const plain = (m: Selectable<MenuTable>, items: Selectable<MenuItemTable>[]) => ({
  title: mlOf(m, 'title'),
  items: items.map((i) => ({ title: mlOf(i, 'title'), url: mlOf(i, 'url'), position: i.position })),
});
const itemColumns = (i: UpdateInput['items'][number]) => ({
  ...mlCols('title', i.title),
  ...mlCols('url', i.url),
  position: i.position,
});

/**
 * Menus (CNT-12, ADM-14): a name the layout places it by, a title per language, and its links as a repeated group
 * (title and link per language, position) saved as a whole. Verify = shown. The layout's own menus keep their
 * names and cannot be removed. A change reaches every process's layout cache through `content_state` (migration
 * 0019).
 */
export class MenusResource
  extends contentResource('menus', { filters: ['active'], sorts: SORTS })
  implements AdminResource<typeof createInput, typeof updateInput>
{
  readonly createSchema = createInput;
  readonly updateSchema = updateInput;

  private fields(ctx: AdminCtx, name?: string, v?: ReturnType<typeof plain>): FieldDef[] {
    const t = translator(this.i18n, ctx);
    return [
      {
        name: 'name',
        label: t('admin-content.fields.key'),
        component: 'text',
        required: true,
        max: 40,
        readOnly: name !== undefined,
        help: t('admin-content.help.menuName'),
        value: name ?? '',
      },
      {
        name: 'title',
        label: t('admin-content.fields.title'),
        component: 'text',
        isMultiLang: true,
        max: 100,
        value: v?.title ?? emptyML(),
      },
      {
        name: 'items',
        label: t('admin-content.fields.items'),
        component: 'text',
        value: v?.items ?? [],
        fields: [
          {
            name: 'title',
            label: t('admin-content.fields.title'),
            component: 'text',
            isMultiLang: true,
            required: true,
            max: 100,
          },
          {
            name: 'url',
            label: t('admin-content.fields.url'),
            component: 'text',
            isMultiLang: true,
            required: true,
            max: 300,
            help: t('admin.help.shopPath'),
          },
          {
            name: 'position',
            label: t('admin-content.fields.position'),
            component: 'number',
            required: true,
            value: 0,
          },
        ],
      },
    ];
  }

  meta(ctx: AdminCtx): ResourceMeta {
    const t = translator(this.i18n, ctx);
    return contentMeta(this, ctx, {
      title: t('admin-content.resources.menus'),
      columns: [
        idColumn(t),
        column(t, 'name', 'text', { label: 'key', sortable: true }),
        column(t, 'title', 'text', { sortable: true }),
        column(t, 'items', 'number'),
        shownColumn(t),
      ],
      filters: [shownFilter(t)],
      defaultSort: 'id',
      fields: this.fields(ctx),
      tools: ['edit', 'duplicate', 'remove', 'verify'],
    });
  }

  async list(q: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>> {
    const page = await listRows(this.connection, SPEC, q, 'id');
    if (!page.ok) return page;
    const { rows, total } = page.data;
    const counts = await this.connection.shared.repo(MenuItemsRepo).counts(rows.map((r) => r.id));
    return ok(
      listOf(
        rows.map((r) => ({
          id: r.id,
          name: r.name,
          title: titleIn(mlOf(r, 'title'), ctx.lang),
          items: counts.get(r.id) ?? 0,
          verified: r.active === 1,
        })),
        total,
        q,
      ),
    );
  }

  async info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    const row = await tableIn(this.connection.shared, SPEC).byId(id);
    if (!row) return fail('notFound', 'admin.errors.notFound');
    const items = await this.connection.shared.repo(MenuItemsRepo).of(id);
    return ok({
      id,
      title: titleIn(mlOf(row, 'title'), ctx.lang) || row.name,
      siteUrl: null,
      fields: this.fields(ctx, row.name, plain(row, items)),
    });
  }

  async blank(ctx: AdminCtx): Promise<Result<AdminRecord>> {
    return blankRecord(translator(this.i18n, ctx)('admin-content.resources.menus'), this.fields(ctx));
  }

  create(i: CreateInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedCreate(this.connection, ctx, this.name, async (uow) => {
      const items = uow.repo(MenuItemsRepo);
      if (await items.nameTaken(i.name))
        return fail('conflict', 'validation.failed', { name: 'admin-content.validation.keyTaken' });
      const id = await tableIn(uow, SPEC).insert({
        name: i.name,
        ...mlCols('title', i.title),
        active: 0,
      });
      await items.replace(id, i.items.map(itemColumns));
      return ok({ id, summary: i.name, after: i });
    });
  }

  update(id: number, i: UpdateInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedUpdate(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => tableIn(uow, SPEC).byId(id) },
      async (uow, row) => {
        const items = uow.repo(MenuItemsRepo);
        const before = plain(row, await items.of(id));
        await tableIn(uow, SPEC).update(id, mlCols('title', i.title));
        await items.replace(id, i.items.map(itemColumns));
        return ok({ summary: row.name, before, after: i });
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
      (r) => ({ summary: r.name, before: { name: r.name, title: mlOf(r, 'title') } }),
      // the layout's menus are hidden with verify, not removed; the items go with the menu (ON DELETE CASCADE)
      async (uow, r) =>
        LAYOUT_MENUS.has(r.name)
          ? fail('conflict', 'admin-content.menus.layoutMenu')
          : uow.repo(MenuItemsRepo).replace(id, []),
    );
  }

  verify(id: number, verified: boolean, ctx: AdminCtx): Promise<Result<{ id: number; verified: boolean }>> {
    return setVerified(this.connection, SPEC, this.name, id, verified, ctx, (r) => r.name);
  }
}
