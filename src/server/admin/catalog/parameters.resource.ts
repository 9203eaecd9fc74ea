import * as z from 'zod/mini';
import { colorField } from './color-field.ts';
import {
  intField,
  multiLangText,
  type AdminList,
  type AdminRecord,
  type FieldDef,
  type ListQuery,
  type ResourceMeta,
} from '../../../domain/api/admin.ts';
import { idField, requiredOr } from '../../../domain/api/fields.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { auditedCreate, auditedRemove, auditedUpdate } from '../audit.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { AdminParametersRepo, type ParameterRow, type ValueRow } from './parameters.repo.ts';
import { SearchTextRepo } from './search-text.repo.ts';
import type { TransactionalConnection, UnitOfWork } from '../../db/unit-of-work.ts';

const bool = () => z.boolean({ error: requiredOr('validation.invalidType') });

const parameterInput = z.strictObject({
  title: multiLangText(100),
  type: z.enum(['checkbox', 'color'], { error: 'validation.invalidValue' }),
  position: intField(0, 100_000),
  isFilter: bool(),
  searchable: bool(),
  scrolled: bool(),
  comparable: bool(),
  categories: z
    .array(idField(), { error: requiredOr('validation.invalidType') })
    .check(z.maxLength(1000, { error: 'validation.tooBig' })),
  /** the filter values in their order; an item with an id keeps that value (and the products that hold it) */
  values: z
    .array(
      z.strictObject({
        id: z.nullable(idField()),
        value: multiLangText(100),
        colorCode: colorField(),
      }),
      { error: requiredOr('validation.invalidType') },
    )
    .check(z.maxLength(500, { error: 'validation.tooBig' })),
});
type ParameterInput = z.output<typeof parameterInput>;

const SORTS = ['position', 'id'] as const;
const flag = (b: boolean): 0 | 1 => (b ? 1 : 0);

const plain = (r: ParameterRow, values: ValueRow[], categories: number[]): ParameterInput => ({
  title: { az: r.title_az, ru: r.title_ru, en: r.title_en },
  type: r.type === 'color' ? 'color' : 'checkbox',
  position: r.position,
  isFilter: r.is_filter === 1,
  searchable: r.searchable === 1,
  scrolled: r.scrolled === 1,
  comparable: r.comparable === 1,
  categories,
  values: values.map((v) => ({
    id: v.id,
    value: { az: v.value_az, ru: v.value_ru, en: v.value_en },
    colorCode: v.color_code,
  })),
});

/**
 * Parameters (ADM-9): a parameter with its filter values (a repeated group: reorder, rename, add, remove — a
 * removed value leaves the products that held it) and the categories it applies to (their subcategories too).
 * Renaming or removing values rebuilds the search text of the products that hold them. Removing a parameter that
 * products use is refused (409).
 */
export class ParametersResource implements AdminResource<typeof parameterInput> {
  readonly name = 'parameters';
  readonly area = 'parameters' as const;
  readonly listSpec = { filters: [] as string[], sorts: SORTS };
  readonly createSchema = parameterInput;
  readonly updateSchema = parameterInput;

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly i18n: I18n,
  ) {}

  private async fields(ctx: AdminCtx, v?: ParameterInput): Promise<FieldDef[]> {
    const t = (k: string) => this.i18n.t(ctx.lang, k);
    const cats = await this.connection.shared.repo(AdminParametersRepo).allCategories();
    const f = (name: string, component: FieldDef['component'], extra: Partial<FieldDef> = {}): FieldDef => ({
      name,
      label: t(`admin-catalog.fields.${name}`),
      component,
      group: t('admin-catalog.groups.main'),
      ...extra,
    });
    return [
      f('title', 'text', {
        isMultiLang: true,
        required: true,
        max: 100,
        value: v?.title ?? { az: '', ru: '', en: '' },
      }),
      f('type', 'select', {
        required: true,
        options: [
          { value: 'checkbox', label: t('admin-catalog.parameterTypes.checkbox') },
          { value: 'color', label: t('admin-catalog.parameterTypes.color') },
        ],
        value: v?.type ?? 'checkbox',
      }),
      f('position', 'number', { required: true, value: v?.position ?? 0 }),
      ...(['isFilter', 'searchable', 'scrolled', 'comparable'] as const).map((k) =>
        f(k, 'checkbox', { value: v?.[k] ?? (k === 'isFilter' || k === 'comparable') }),
      ),
      f('categories', 'multiselect', {
        help: t('admin-catalog.help.parameterCategories'),
        options: cats.map((c) => ({
          value: c.id,
          label: `${c.parent_id === null ? '' : '— '}${c[`title_${ctx.lang}`] || c.title_az}`,
        })),
        value: v?.categories ?? [],
      }),
      f('values', 'group', {
        group: t('admin-catalog.groups.values'),
        fields: [
          { name: 'id', label: t('admin-catalog.fields.id'), component: 'number', hidden: true },
          {
            name: 'value',
            label: t('admin-catalog.fields.value'),
            component: 'text',
            isMultiLang: true,
            required: true,
            max: 100,
          },
          {
            name: 'colorCode',
            label: t('admin-catalog.fields.colorCode'),
            component: 'text',
            max: 7,
            showIf: { field: 'type', values: ['color'] },
          },
        ],
        value: v?.values ?? [],
      }),
    ];
  }

  async meta(ctx: AdminCtx): Promise<ResourceMeta> {
    const t = (k: string) => this.i18n.t(ctx.lang, k);
    const has = (a: string) => ctx.staff.permissions.includes(`parameters.${a}`);
    return {
      resource: this.name,
      title: t('admin-catalog.resources.parameters'),
      columns: [
        { name: 'id', label: t('admin-catalog.fields.id'), kind: 'number', sortable: true },
        { name: 'title', label: t('admin-catalog.fields.title'), kind: 'text' },
        { name: 'values', label: t('admin-catalog.fields.values'), kind: 'number' },
        { name: 'isFilter', label: t('admin-catalog.fields.isFilter'), kind: 'bool' },
        { name: 'position', label: t('admin-catalog.fields.position'), kind: 'number', sortable: true },
      ],
      filters: [],
      sorts: [...SORTS],
      defaultSort: 'position',
      searchable: true,
      fields: await this.fields(ctx),
      tools: ['edit', 'duplicate', 'remove'],
      can: { create: has('create'), update: has('update'), remove: has('remove'), verify: false },
    };
  }

  async list(q: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>> {
    const sort = (q.sort ?? 'position') as (typeof SORTS)[number];
    const { rows, total } = await this.connection.shared.repo(AdminParametersRepo).list({
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
        values: r.values,
        isFilter: r.is_filter === 1,
        position: r.position,
      })),
      total,
      page: q.page,
      limit: q.limit,
    });
  }

  async info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    const repo = this.connection.shared.repo(AdminParametersRepo);
    const row = await repo.byId(id);
    if (!row) return fail('notFound', 'admin.errors.notFound');
    return ok({
      id,
      title: row[`title_${ctx.lang}`] || row.title_az,
      siteUrl: null,
      fields: await this.fields(ctx, plain(row, await repo.values(id), await repo.categories(id))),
    });
  }

  async blank(ctx: AdminCtx): Promise<Result<AdminRecord>> {
    return ok({
      id: 0,
      title: this.i18n.t(ctx.lang, 'admin-catalog.resources.newParameter'),
      siteUrl: null,
      fields: await this.fields(ctx),
    });
  }

  /** A parameter as stored, with its values and categories (the form's shape). */
  private async stored(repo: AdminParametersRepo, row: ParameterRow): Promise<ParameterInput> {
    return plain(row, await repo.values(row.id), await repo.categories(row.id));
  }

  /** Writes a new parameter (`id` null) or over parameter `id` as it was (`before`), in the caller's transaction. */
  private async save(
    uow: UnitOfWork,
    id: number | null,
    before: ParameterInput | null,
    input: ParameterInput,
  ): Promise<Result<{ id: number; summary: string; after: ParameterInput }>> {
    const repo = uow.repo(AdminParametersRepo);
    const errors: Record<string, string> = {};
    const categories = [...new Set(input.categories)].sort((a, b) => a - b);
    const known = await repo.existingCategories(categories);
    if (categories.some((c) => !known.has(c))) errors.categories = 'admin-catalog.validation.unknownRef';
    const own = new Set(before?.values.map((v) => v.id) ?? []);
    input.values.forEach((v, i) => {
      if (v.id !== null && !own.has(v.id)) errors[`values.${i}.id`] = 'admin-catalog.validation.unknownRef';
      if (input.type === 'color' && v.colorCode === null) errors[`values.${i}.colorCode`] = 'validation.required';
    });
    if (Object.keys(errors).length) return fail('invalid', 'validation.failed', errors);
    const values = {
      title_az: input.title.az,
      title_ru: input.title.ru,
      title_en: input.title.en,
      type: input.type,
      position: input.position,
      is_filter: flag(input.isFilter),
      searchable: flag(input.searchable),
      scrolled: flag(input.scrolled),
      comparable: flag(input.comparable),
    };
    const pid = id ?? (await repo.insert(values));
    if (id !== null) await repo.update(id, values);
    if (JSON.stringify(before?.categories ?? []) !== JSON.stringify(categories))
      await repo.setCategories(pid, categories);
    // values: kept ones updated in place, new ones added, missing ones removed; the products holding a renamed or
    // removed value fold it into their search text
    const kept = new Set(input.values.filter((v) => v.id !== null).map((v) => v.id!));
    const removed = [...own].filter((v) => v !== null && !kept.has(v)) as number[];
    const renamed = input.values.filter((v) => {
      const old = before?.values.find((b) => b.id === v.id);
      return old && JSON.stringify(old.value) !== JSON.stringify(v.value);
    });
    const touched = await repo.productsWithValues([...removed, ...renamed.map((v) => v.id!)]);
    await repo.removeValues(removed);
    for (const [position, v] of input.values.entries()) {
      const cols = {
        position,
        value_az: v.value.az,
        value_ru: v.value.ru,
        value_en: v.value.en,
        color_code: v.colorCode,
      };
      if (v.id === null) await repo.insertValue({ ...cols, parameter_id: pid, parent_id: null });
      else await repo.updateValue(v.id, cols);
    }
    if (touched.length) await uow.repo(SearchTextRepo).rebuild(touched);
    const after = {
      ...input,
      categories,
      values: (await repo.values(pid)).map((v) => ({
        id: v.id,
        value: { az: v.value_az, ru: v.value_ru, en: v.value_en },
        colorCode: v.color_code,
      })),
    };
    return ok({ id: pid, summary: input.title.az, after });
  }

  create(input: ParameterInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedCreate(this.connection, ctx, this.name, (uow) => this.save(uow, null, null, input));
  }

  update(id: number, input: ParameterInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedUpdate(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(AdminParametersRepo).byId(id) },
      async (uow, row) => {
        const before = await this.stored(uow.repo(AdminParametersRepo), row);
        const r = await this.save(uow, id, before, input);
        return r.ok ? ok({ ...r.data, before }) : r;
      },
    );
  }

  remove(id: number, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedRemove(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(AdminParametersRepo).byId(id) },
      async (uow, row) => {
        const repo = uow.repo(AdminParametersRepo);
        if (await repo.usedByProducts(id)) return fail('conflict', 'admin-catalog.errors.parameterInUse');
        const before = await this.stored(repo, row);
        await repo.remove(id);
        return ok({ summary: row.title_az, before });
      },
    );
  }
}
