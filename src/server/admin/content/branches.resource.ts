import type { Selectable } from 'kysely';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
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
import { idField, requiredOr } from '../../../domain/api/fields.ts';
import { WAREHOUSE_CODE } from '../../../domain/branch-stock.ts';
import type { BranchTable } from '../../db/schema.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { tableIn } from './content-table.repo.ts';
import { PlacesAdminRepo } from './places-admin.repo.ts';
import { boolFilter, emptyML, listOf, mlCols, mlOf, paging, titleIn, translator } from './resource-helpers.ts';
import { createRow, removeRow, setVerified, updateRow } from './table-writes.ts';
import { blankRecord, column, contentMeta, idColumn, shownColumn, shownFilter } from './resource-meta.ts';
import { contentResource } from './resource-meta.ts';

const SPEC = {
  table: 'branches' as const,
  search: ['title_az', 'title_ru', 'title_en', 'address_az', 'address_ru', 'address_en'],
};
const SORTS = ['id', 'position', 'title_az', 'city_id'] as const;

/** A phone as typed ("+994 12 555 01 01", "012 555 01 01") → "994125550101": the country code and 9 digits. */
function normalizePhone(input: string): string | null {
  let d = input.replace(/[\s()+\-.]/g, '');
  if (!/^\d+$/.test(d)) return null;
  if (d.startsWith('994')) d = d.slice(3);
  else if (d.startsWith('0')) d = d.slice(1);
  return d.length === 9 ? `994${d}` : null;
}

const phone = () =>
  z.pipe(
    z
      .string({ error: requiredOr('validation.invalidType') })
      .check(z.trim(), z.maxLength(32, { error: 'validation.tooLong' })),
    z.transform((v, ctx) => {
      const p = normalizePhone(v);
      if (!p) ctx.issues.push({ code: 'custom', message: 'admin-content.validation.phone', input: v });
      return p ?? '';
    }),
  );

/** Coordinates inside Azerbaijan (with a margin): a point elsewhere is a typing mistake, not a branch. */
const coordinate = (min: number, max: number) =>
  z
    .number({ error: requiredOr('validation.invalidType') })
    .check(
      z.refine((v) => Number.isFinite(v) && v >= min && v <= max, { error: 'admin-content.validation.coordinates' }),
    );

/** A branch's code, its stock location's name in the products CSV (`stock_<code>`; decision 0090): 1–8 letters/digits. */
const branchCode = () =>
  z.pipe(
    z
      .string({ error: requiredOr('validation.invalidType') })
      .check(
        z.trim(),
        z.minLength(1, { error: 'validation.required' }),
        z.maxLength(8, { error: 'validation.tooLong' }),
        z.regex(/^[A-Za-z0-9]*$/, { error: 'admin-content.validation.branchCode' }),
      ),
    z.transform((v) => v.toUpperCase()),
  );

const input = z.strictObject({
  cityId: idField(),
  code: branchCode(),
  title: multiLangText(150, ['az']),
  address: multiLangText(300, ['az']),
  mobiles: z
    .array(z.strictObject({ number: phone() }), { error: requiredOr('validation.invalidType') })
    .check(z.maxLength(10, { error: 'validation.tooLong' })),
  lat: coordinate(38, 42.5),
  lng: coordinate(44, 51.5),
  position: intField(0, 100_000),
});
type Input = z.output<typeof input>;
type Row = Selectable<BranchTable>;

const mobilesOf = (json: string): string[] => {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};
const plain = (r: Row) => ({
  cityId: r.city_id,
  code: r.code ?? '',
  title: mlOf(r, 'title'),
  address: mlOf(r, 'address'),
  mobiles: mobilesOf(r.mobiles).map((number) => ({ number })),
  lat: r.lat,
  lng: r.lng,
  position: r.position,
});
/** a branch stands in a delivery city of the places screen */
const knownCity = async (uow: UnitOfWork, cityId: number) =>
  (await uow.repo(PlacesAdminRepo).city(cityId))
    ? null
    : fail('invalid', 'validation.failed', { cityId: 'admin-content.validation.unknownCity' });
/**
 * The code is another branch's, or the warehouse's (`WH`): 400 on `code` (a field to fix, not the form's version
 * conflict, which a 409 would offer to reload).
 */
const freeCode = async (uow: UnitOfWork, code: string, id: number | null) =>
  code === WAREHOUSE_CODE || (await uow.repo(PlacesAdminRepo).branchWithCode(code, id))
    ? fail('invalid', 'validation.failed', { code: 'admin-content.validation.branchCodeTaken' })
    : null;
const columns = (i: Input) => ({
  city_id: i.cityId,
  code: i.code,
  ...mlCols('title', i.title),
  ...mlCols('address', i.address),
  mobiles: JSON.stringify(i.mobiles.map((m) => m.number)),
  lat: i.lat,
  lng: i.lng,
  position: i.position,
});

/**
 * Branches (CNT-4, ADM-14): the shops for pickup and on the branches page — city, name and address per
 * language, phones, opening position, coordinates inside the country. Verify = shown (and offered for pickup); a new
 * branch starts hidden.
 */
export class BranchesResource
  extends contentResource('branches', { filters: ['active', 'city'], sorts: SORTS })
  implements AdminResource<typeof input>
{
  readonly createSchema = input;
  readonly updateSchema = input;

  private async cityOptions(ctx: AdminCtx) {
    const cities = await this.connection.shared.repo(PlacesAdminRepo).cities();
    return cities.map((c) => ({ value: c.id, label: titleIn(mlOf(c, 'title'), ctx.lang) }));
  }

  private async fields(ctx: AdminCtx, v?: ReturnType<typeof plain>): Promise<FieldDef[]> {
    const t = translator(this.i18n, ctx);
    return [
      {
        name: 'cityId',
        label: t('admin-content.fields.city'),
        component: 'select',
        required: true,
        options: await this.cityOptions(ctx),
        value: v?.cityId ?? null,
      },
      {
        name: 'code',
        label: t('admin-content.fields.branchCode'),
        component: 'text',
        required: true,
        max: 8,
        value: v?.code ?? '',
      },
      {
        name: 'title',
        label: t('admin-content.fields.title'),
        component: 'text',
        isMultiLang: true,
        required: true,
        max: 150,
        value: v?.title ?? emptyML(),
      },
      {
        name: 'address',
        label: t('admin-content.fields.address'),
        component: 'text',
        isMultiLang: true,
        required: true,
        max: 300,
        value: v?.address ?? emptyML(),
      },
      {
        name: 'mobiles',
        label: t('admin-content.fields.phones'),
        component: 'text',
        value: v?.mobiles ?? [],
        fields: [
          { name: 'number', label: t('admin-content.fields.phone'), component: 'text', required: true, max: 32 },
        ],
      },
      {
        name: 'lat',
        label: t('admin-content.fields.lat'),
        component: 'number',
        required: true,
        group: t('admin-content.groups.map'),
        value: v?.lat ?? 40.4093,
      },
      {
        name: 'lng',
        label: t('admin-content.fields.lng'),
        component: 'number',
        required: true,
        group: t('admin-content.groups.map'),
        value: v?.lng ?? 49.8671,
      },
      {
        name: 'position',
        label: t('admin-content.fields.position'),
        component: 'number',
        required: true,
        value: v?.position ?? 0,
      },
    ];
  }

  async meta(ctx: AdminCtx): Promise<ResourceMeta> {
    const t = translator(this.i18n, ctx);
    return contentMeta(this, ctx, {
      title: t('admin-content.resources.branches'),
      columns: [
        idColumn(t),
        column(t, 'title', 'text', { sortable: true }),
        column(t, 'city', 'text'),
        column(t, 'address', 'text'),
        column(t, 'position', 'number', { sortable: true }),
        shownColumn(t),
      ],
      filters: [
        {
          name: 'city',
          label: t('admin-content.fields.city'),
          kind: 'select',
          options: (await this.cityOptions(ctx)).map((o) => ({ value: String(o.value), label: o.label })),
        },
        shownFilter(t),
      ],
      defaultSort: 'position',
      fields: await this.fields(ctx),
      tools: ['edit', 'duplicate', 'remove', 'verify'],
    });
  }

  async list(q: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>> {
    const active = boolFilter(q.filters.active);
    const city =
      q.filters.city === undefined ? undefined : /^\d{1,9}$/.test(q.filters.city) ? Number(q.filters.city) : NaN;
    if (active === 'bad' || Number.isNaN(city))
      return fail('invalid', 'validation.failed', {
        [active === 'bad' ? 'f.active' : 'f.city']: 'validation.invalidValue',
      });
    const equal: Record<string, number> = {};
    if (active !== undefined) equal.active = active ? 1 : 0;
    if (city !== undefined) equal.city_id = city;
    const { rows, total } = await tableIn(this.connection.shared, SPEC).list({
      q: q.q,
      equal,
      ...paging(q, 'position'),
    });
    const cities = new Map(
      (await this.connection.shared.repo(PlacesAdminRepo).cities()).map((c) => [
        c.id,
        titleIn(mlOf(c, 'title'), ctx.lang),
      ]),
    );
    return ok(
      listOf(
        rows.map((r) => ({
          id: r.id,
          title: titleIn(mlOf(r, 'title'), ctx.lang),
          city: cities.get(r.city_id) ?? '',
          address: titleIn(mlOf(r, 'address'), ctx.lang),
          position: r.position,
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
    return ok({
      id,
      title: titleIn(mlOf(row, 'title'), ctx.lang),
      siteUrl: null,
      fields: await this.fields(ctx, plain(row)),
    });
  }

  async blank(ctx: AdminCtx): Promise<Result<AdminRecord>> {
    return blankRecord(translator(this.i18n, ctx)('admin-content.resources.branches'), await this.fields(ctx));
  }

  create(i: Input, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return createRow(
      this.connection,
      SPEC,
      this.name,
      ctx,
      columns(i),
      { summary: i.title.az, after: i },
      async (uow) => (await knownCity(uow, i.cityId)) ?? freeCode(uow, i.code, null),
    );
  }

  update(id: number, i: Input, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return updateRow(
      this.connection,
      SPEC,
      this.name,
      id,
      ctx,
      columns(i),
      (row) => ({ summary: i.title.az, before: plain(row), after: i }),
      async (uow) => (await knownCity(uow, i.cityId)) ?? freeCode(uow, i.code, id),
    );
  }

  remove(id: number, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    // orders keep the branch's id as a plain number (no foreign key), so an old order still reads; hiding is the
    // gentler choice and is what verify offers
    return removeRow(this.connection, SPEC, this.name, id, ctx, (r) => ({ summary: r.title_az, before: plain(r) }));
  }

  verify(id: number, verified: boolean, ctx: AdminCtx): Promise<Result<{ id: number; verified: boolean }>> {
    return setVerified(this.connection, SPEC, this.name, id, verified, ctx, (r) => r.title_az);
  }
}
