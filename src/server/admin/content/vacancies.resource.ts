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
import { idField, requiredOr } from '../../../domain/api/fields.ts';
import { LANGS, type Lang } from '../../../domain/i18n.ts';
import { CAREERS_PATH } from '../../../domain/routes.ts';
import type { VacancyTable } from '../../db/schema.ts';
import { fail, ok, type FieldErrors, type Result } from '../../platform/errors.ts';
import { auditedCreate, auditedUpdate } from '../audit.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { tableIn } from './content-table.repo.ts';
import { emptyPaths, pathFields, pathsInput, wantedPaths, type PathsValue } from './entity-paths.ts';
import { PlacesAdminRepo } from './places-admin.repo.ts';
import {
  emptyML,
  mlBlocksOf,
  mlCols,
  mlEditorBlocks,
  mlOf,
  optionalYmd,
  titleIn,
  translator,
  ymd,
  type ML,
} from './resource-helpers.ts';
import { listWithSiteUrls } from './table-list.ts';
import { removeRow, setVerified } from './table-writes.ts';
import { bakuDay } from '../../../domain/dates.ts';
import { blankRecord, column, contentMeta, idColumn, shownColumn, shownFilter } from './resource-meta.ts';
import { contentResource } from './resource-meta.ts';
import { ViewPaths } from './view-paths.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';

const VIEW = 'Vacancy';
const PATHS = new ViewPaths(VIEW);
const SPEC = { table: 'vacancies' as const, search: ['title_az', 'title_ru', 'title_en'] };
const SORTS = ['id', 'position', 'start_date', 'end_date', 'title_az'] as const;
const PREFIX = Object.fromEntries(LANGS.map((l) => [l, `${CAREERS_PATH[l].slice(1)}/`])) as Record<Lang, string>;

const optionalInt = (min: number, max: number) => z.nullable(intField(min, max));

const input = z.strictObject({
  title: multiLangText(200, ['az']),
  description: mlEditorBlocks(),
  requirements: mlEditorBlocks(),
  // whole AZN, as the careers page shows them
  minSalary: optionalInt(0, 1_000_000),
  maxSalary: optionalInt(0, 1_000_000),
  cityIds: z
    .array(idField(), { error: requiredOr('validation.invalidType') })
    .check(z.maxLength(100, { error: 'validation.tooLong' })),
  minAge: optionalInt(14, 100),
  maxAge: optionalInt(14, 100),
  minExperience: optionalInt(0, 60),
  maxExperience: optionalInt(0, 60),
  startDate: ymd(),
  endDate: optionalYmd(),
  position: intField(0, 100_000),
  ...pathsInput,
});
type Input = z.output<typeof input>;
type Row = Selectable<VacancyTable>;

const cityIdsOf = (json: string): number[] => {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : [];
  } catch {
    return [];
  }
};

const plain = (r: Row, paths: PathsValue) => ({
  title: mlOf(r, 'title') as ML,
  description: mlBlocksOf(r, 'description'),
  requirements: mlBlocksOf(r, 'requirements'),
  minSalary: r.min_salary,
  maxSalary: r.max_salary,
  cityIds: cityIdsOf(r.city_ids),
  minAge: r.min_age,
  maxAge: r.max_age,
  minExperience: r.min_experience,
  maxExperience: r.max_experience,
  startDate: r.start_date,
  endDate: r.end_date,
  position: r.position,
  ...paths,
});

const columns = (i: Input) => ({
  ...mlCols('title', i.title),
  ...Object.fromEntries(
    LANGS.flatMap((l) => [
      [`description_${l}`, JSON.stringify(i.description[l])],
      [`requirements_${l}`, JSON.stringify(i.requirements[l])],
    ]),
  ),
  min_salary: i.minSalary,
  max_salary: i.maxSalary,
  city_ids: JSON.stringify([...new Set(i.cityIds)]),
  min_age: i.minAge,
  max_age: i.maxAge,
  min_experience: i.minExperience,
  max_experience: i.maxExperience,
  start_date: i.startDate,
  end_date: i.endDate,
  position: i.position,
});

/** Ranges that run backwards are field errors on their upper end. */
function rangeErrors(i: Input): FieldErrors | null {
  const e: FieldErrors = {};
  const pairs: [number | string | null, number | string | null, string][] = [
    [i.minSalary, i.maxSalary, 'maxSalary'],
    [i.minAge, i.maxAge, 'maxAge'],
    [i.minExperience, i.maxExperience, 'maxExperience'],
    [i.startDate, i.endDate, 'endDate'],
  ];
  for (const [lo, hi, name] of pairs)
    if (lo !== null && hi !== null && hi < lo) e[name] = 'admin-content.validation.rangeBackwards';
  return Object.keys(e).length ? e : null;
}

/**
 * Vacancies (CNT-6, decision 0039): title, description and requirements per language, salary in
 * whole AZN, age and experience ranges, cities, open from a day to a day, and the vacancy's address per language
 * (`routes`, view `Vacancy`, under the careers page). Verify = open; a new vacancy starts closed.
 */
export class VacanciesResource
  extends contentResource('vacancies', { filters: ['active'], sorts: SORTS })
  implements AdminResource<typeof input>
{
  readonly createSchema = input;
  readonly updateSchema = input;

  private async fields(ctx: AdminCtx, v?: ReturnType<typeof plain>): Promise<FieldDef[]> {
    const t = translator(this.i18n, ctx);
    const cities = (await this.connection.shared.repo(PlacesAdminRepo).cities()).map((c) => ({
      value: c.id,
      label: titleIn(mlOf(c, 'title'), ctx.lang),
    }));
    const terms = t('admin-content.groups.terms');
    return [
      {
        name: 'title',
        label: t('admin-content.fields.title'),
        component: 'text',
        isMultiLang: true,
        required: true,
        max: 200,
        value: v?.title ?? emptyML(),
      },
      {
        name: 'description',
        label: t('admin-content.fields.description'),
        component: 'editor',
        isMultiLang: true,
        area: 'blog',
        value: v?.description ?? { az: [], ru: [], en: [] },
      },
      {
        name: 'requirements',
        label: t('admin-content.fields.requirements'),
        component: 'editor',
        isMultiLang: true,
        area: 'blog',
        value: v?.requirements ?? { az: [], ru: [], en: [] },
      },
      {
        name: 'minSalary',
        label: t('admin-content.fields.minSalary'),
        component: 'number',
        group: terms,
        help: t('admin-content.help.salary'),
        value: v?.minSalary ?? null,
      },
      {
        name: 'maxSalary',
        label: t('admin-content.fields.maxSalary'),
        component: 'number',
        group: terms,
        value: v?.maxSalary ?? null,
      },
      {
        name: 'cityIds',
        label: t('admin-content.fields.cities'),
        component: 'multiselect',
        group: terms,
        options: cities,
        value: v?.cityIds ?? [],
      },
      {
        name: 'minAge',
        label: t('admin-content.fields.minAge'),
        component: 'number',
        group: terms,
        value: v?.minAge ?? null,
      },
      {
        name: 'maxAge',
        label: t('admin-content.fields.maxAge'),
        component: 'number',
        group: terms,
        value: v?.maxAge ?? null,
      },
      {
        name: 'minExperience',
        label: t('admin-content.fields.minExperience'),
        component: 'number',
        group: terms,
        value: v?.minExperience ?? null,
      },
      {
        name: 'maxExperience',
        label: t('admin-content.fields.maxExperience'),
        component: 'number',
        group: terms,
        value: v?.maxExperience ?? null,
      },
      {
        name: 'startDate',
        label: t('admin-content.fields.startDate'),
        component: 'date',
        required: true,
        group: terms,
        value: v?.startDate ?? bakuDay(new Date()),
      },
      {
        name: 'endDate',
        label: t('admin-content.fields.endDate'),
        component: 'date',
        group: terms,
        value: v?.endDate ?? null,
      },
      {
        name: 'position',
        label: t('admin-content.fields.position'),
        component: 'number',
        required: true,
        value: v?.position ?? 0,
      },
      ...pathFields(t, v ?? emptyPaths()),
    ];
  }

  async meta(ctx: AdminCtx): Promise<ResourceMeta> {
    const t = translator(this.i18n, ctx);
    return contentMeta(this, ctx, {
      title: t('admin-content.resources.vacancies'),
      columns: [
        idColumn(t),
        column(t, 'title', 'text', { sortable: true }),
        column(t, 'startDate', 'date', { sortable: true }),
        column(t, 'endDate', 'date', { sortable: true }),
        column(t, 'position', 'number', { sortable: true }),
        shownColumn(t, 'open'),
      ],
      filters: [shownFilter(t, 'open')],
      defaultSort: 'position',
      fields: await this.fields(ctx),
      tools: ['edit', 'duplicate', 'remove', 'viewOnSite', 'verify'],
    });
  }

  list(q: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>> {
    return listWithSiteUrls(this.connection, SPEC, VIEW, q, { fallback: 'position' }, (r) => ({
      id: r.id,
      title: titleIn(mlOf(r, 'title'), ctx.lang),
      startDate: r.start_date,
      endDate: r.end_date,
      position: r.position,
    }));
  }

  info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    return PATHS.record(this.connection, SPEC, id, ctx.lang, (row, paths) => this.fields(ctx, plain(row, paths)));
  }

  async blank(ctx: AdminCtx): Promise<Result<AdminRecord>> {
    return blankRecord(translator(this.i18n, ctx)('admin-content.resources.vacancies'), await this.fields(ctx));
  }

  private async checkCities(uow: UnitOfWork, ids: number[]): Promise<FieldErrors | null> {
    const known = new Set((await uow.repo(PlacesAdminRepo).cities()).map((c) => c.id));
    return ids.every((id) => known.has(id)) ? null : { cityIds: 'admin-content.validation.unknownCity' };
  }

  create(i: Input, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    const ranges = rangeErrors(i);
    if (ranges) return Promise.resolve(fail('invalid', 'validation.failed', ranges));
    return auditedCreate(this.connection, ctx, this.name, async (uow) => {
      const cities = await this.checkCities(uow, i.cityIds);
      if (cities) return fail('invalid', 'validation.failed', cities);
      const at = new Date().toISOString();
      const id = await tableIn(uow, SPEC).insert({
        ...columns(i),
        active: 0,
        created_at: at,
        updated_at: at,
      });
      const taken = await PATHS.save(uow, id, wantedPaths(i, i.title, PREFIX, id));
      if (taken) return taken;
      return ok({ id, summary: i.title.az, after: i });
    });
  }

  update(id: number, i: Input, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    const ranges = rangeErrors(i);
    if (ranges) return Promise.resolve(fail('invalid', 'validation.failed', ranges));
    return auditedUpdate(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => tableIn(uow, SPEC).byId(id) },
      async (uow, row) => {
        const cities = await this.checkCities(uow, i.cityIds);
        if (cities) return fail('invalid', 'validation.failed', cities);
        const before = plain(row, (await PATHS.read(uow, id)).value);
        await tableIn(uow, SPEC).update(id, {
          ...columns(i),
          updated_at: new Date().toISOString(),
        });
        const taken = await PATHS.save(uow, id, wantedPaths(i, i.title, PREFIX, id));
        if (taken) return taken;
        return ok({ summary: i.title.az, before, after: i });
      },
    );
  }

  remove(id: number, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    // applications keep their text (vacancy_id becomes null: ON DELETE SET NULL)
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
