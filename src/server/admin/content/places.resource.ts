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
import type { CityTable } from '../../db/schema.ts';
import { fail, ok, type FieldErrors, type Result } from '../../platform/errors.ts';
import { auditedCreate, auditedRemove, auditedUpdate } from '../audit.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { tableIn } from './content-table.repo.ts';
import { PlacesAdminRepo } from './places-admin.repo.ts';
import { emptyML, listOf, mlCols, mlOf, paging, titleIn, translator } from './resource-helpers.ts';
import { blankRecord, column, contentMeta, idColumn, contentResource } from './resource-meta.ts';

const SPEC = { table: 'cities' as const, search: ['slug', 'title_az', 'title_ru', 'title_en'] };
const SORTS = ['id', 'position', 'title_az'] as const;
/** 10 000 ₼: a delivery price above it is a typing mistake */
const MAX_PRICE = 1_000_000;

const flag = () => z.boolean({ error: requiredOr('validation.invalidType') });
const place = z.strictObject({
  id: z.nullable(idField()),
  title: multiLangText(100),
  // qəpik: what a home delivery here costs (CART-27, CONST-6; the free-delivery rule of a threshold city comes on top)
  price: intField(0, MAX_PRICE),
  oneDay: flag(),
  position: intField(0, 100_000),
});
const district = z.strictObject({
  id: z.nullable(idField()),
  title: multiLangText(100),
  position: intField(0, 100_000),
  places: z
    .array(place, { error: requiredOr('validation.invalidType') })
    .check(z.maxLength(500, { error: 'validation.tooLong' })),
});
const input = z.strictObject({
  slug: z.string({ error: requiredOr('validation.invalidType') }).check(
    z.trim(),
    z.minLength(1, { error: 'validation.required' }),
    z.maxLength(60, { error: 'validation.tooLong' }),
    z.refine((v) => /^[a-z][a-z0-9-]*$/.test(v), { error: 'admin-content.validation.key' }),
  ),
  title: multiLangText(100),
  delivery: flag(),
  freeDeliveryThreshold: flag(),
  position: intField(0, 100_000),
  districts: z
    .array(district, { error: requiredOr('validation.invalidType') })
    .check(z.maxLength(200, { error: 'validation.tooLong' })),
});
type Input = z.output<typeof input>;

type Tree = Omit<Input, 'districts'> & {
  districts: (Omit<Input['districts'][number], 'id' | 'places'> & {
    id: number;
    places: (Omit<Input['districts'][number]['places'][number], 'id'> & { id: number })[];
  })[];
};

async function treeOf(repo: PlacesAdminRepo, c: Selectable<CityTable>): Promise<Tree> {
  const districts = await repo.districts(c.id);
  const places = await repo.places(districts.map((d) => d.id));
  return {
    slug: c.slug,
    title: mlOf(c, 'title'),
    delivery: c.delivery === 1,
    freeDeliveryThreshold: c.free_delivery_threshold === 1,
    position: c.position,
    districts: districts.map((d) => ({
      id: d.id,
      title: mlOf(d, 'title'),
      position: d.position,
      places: places
        .filter((p) => p.district_id === d.id)
        .map((p) => ({
          id: p.id,
          title: mlOf(p, 'title'),
          price: p.delivery_price,
          oneDay: p.one_day === 1,
          position: p.position,
        })),
    })),
  };
}

const bit = (b: boolean) => (b ? (1 as const) : (0 as const));
const cityColumns = (i: Input) => ({
  slug: i.slug,
  ...mlCols('title', i.title),
  delivery: bit(i.delivery),
  free_delivery_threshold: bit(i.freeDeliveryThreshold),
  position: i.position,
});

/**
 * Delivery places (CONST-6, ADM-14, migration 0010): a city with its flags — home delivery offered, and whether the
 * free-delivery rule (FREE_DELIVERY_FROM / DELIVERY_PRICE_UNDER_MIN) applies there — and its districts and places
 * with their delivery prices in qəpik, edited as one record. Saved by id, so a place keeps its id (orders and
 * saved addresses name places by id); a place left out of the list is removed. Prices are read by the checkout's
 * pricing engine from the database at every order, so a change applies to the next price shown.
 */
export class PlacesResource
  extends contentResource('places', { filters: [] as string[], sorts: SORTS })
  implements AdminResource<typeof input>
{
  readonly createSchema = input;
  readonly updateSchema = input;

  private fields(ctx: AdminCtx, v?: Tree): FieldDef[] {
    const t = translator(this.i18n, ctx);
    return [
      {
        name: 'slug',
        label: t('admin-content.fields.key'),
        component: 'text',
        required: true,
        max: 60,
        value: v?.slug ?? '',
      },
      {
        name: 'title',
        label: t('admin-content.fields.city'),
        component: 'text',
        isMultiLang: true,
        required: true,
        max: 100,
        value: v?.title ?? emptyML(),
      },
      {
        name: 'delivery',
        label: t('admin-content.fields.homeDelivery'),
        component: 'checkbox',
        value: v?.delivery ?? true,
      },
      {
        name: 'freeDeliveryThreshold',
        label: t('admin-content.fields.freeDeliveryThreshold'),
        component: 'checkbox',
        help: t('admin-content.help.freeDeliveryThreshold'),
        value: v?.freeDeliveryThreshold ?? false,
      },
      {
        name: 'position',
        label: t('admin-content.fields.position'),
        component: 'number',
        required: true,
        value: v?.position ?? 0,
      },
      {
        name: 'districts',
        label: t('admin-content.fields.districts'),
        component: 'text',
        value: v?.districts ?? [],
        fields: [
          { name: 'id', label: t('admin-content.fields.id'), component: 'number', hidden: true },
          {
            name: 'title',
            label: t('admin-content.fields.district'),
            component: 'text',
            isMultiLang: true,
            required: true,
            max: 100,
          },
          {
            name: 'position',
            label: t('admin-content.fields.position'),
            component: 'number',
            required: true,
            value: 0,
          },
          {
            name: 'places',
            label: t('admin-content.fields.places'),
            component: 'text',
            fields: [
              { name: 'id', label: t('admin-content.fields.id'), component: 'number', hidden: true },
              {
                name: 'title',
                label: t('admin-content.fields.place'),
                component: 'text',
                isMultiLang: true,
                required: true,
                max: 100,
              },
              {
                name: 'price',
                label: t('admin-content.fields.deliveryPrice'),
                component: 'money',
                required: true,
                value: 0,
              },
              { name: 'oneDay', label: t('admin-content.fields.oneDay'), component: 'checkbox', value: false },
              {
                name: 'position',
                label: t('admin-content.fields.position'),
                component: 'number',
                required: true,
                value: 0,
              },
            ],
          },
        ],
      },
    ];
  }

  meta(ctx: AdminCtx): ResourceMeta {
    const t = translator(this.i18n, ctx);
    return contentMeta(this, ctx, {
      title: t('admin-content.resources.places'),
      columns: [
        idColumn(t),
        column(t, 'title', 'text', { label: 'city', sortable: true }),
        column(t, 'delivery', 'bool', { label: 'homeDelivery' }),
        column(t, 'freeDeliveryThreshold', 'bool'),
        column(t, 'position', 'number', { sortable: true }),
      ],
      defaultSort: 'position',
      fields: this.fields(ctx),
      tools: ['edit', 'remove'],
      never: ['verify'],
    });
  }

  async list(q: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>> {
    const { rows, total } = await tableIn(this.connection.shared, SPEC).list({
      q: q.q,
      ...paging(q, 'position'),
    });
    return ok(
      listOf(
        rows.map((c) => ({
          id: c.id,
          title: titleIn(mlOf(c, 'title'), ctx.lang),
          delivery: c.delivery === 1,
          freeDeliveryThreshold: c.free_delivery_threshold === 1,
          position: c.position,
        })),
        total,
        q,
      ),
    );
  }

  async info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    const repo = this.connection.shared.repo(PlacesAdminRepo);
    const c = await repo.city(id);
    if (!c) return fail('notFound', 'admin.errors.notFound');
    return ok({
      id,
      title: titleIn(mlOf(c, 'title'), ctx.lang),
      siteUrl: null,
      fields: this.fields(ctx, await treeOf(repo, c)),
    });
  }

  async blank(ctx: AdminCtx): Promise<Result<AdminRecord>> {
    return blankRecord(translator(this.i18n, ctx)('admin-content.resources.places'), this.fields(ctx));
  }

  /** Writes the districts and places of a city: ids kept, new ones added, missing ones removed. */
  private async saveTree(uow: UnitOfWork, cityId: number, i: Input, current: Tree | null): Promise<FieldErrors | null> {
    const repo = uow.repo(PlacesAdminRepo);
    const knownDistricts = new Set(current?.districts.map((d) => d.id) ?? []);
    const knownPlaces = new Set(current?.districts.flatMap((d) => d.places.map((p) => p.id)) ?? []);
    const errors: FieldErrors = {};
    i.districts.forEach((d, di) => {
      if (d.id !== null && !knownDistricts.has(d.id)) errors[`districts.${di}.id`] = 'validation.invalidValue';
      d.places.forEach((p, pi) => {
        if (p.id !== null && !knownPlaces.has(p.id))
          errors[`districts.${di}.places.${pi}.id`] = 'validation.invalidValue';
      });
    });
    if (Object.keys(errors).length) return errors;
    const keptDistricts = new Set(i.districts.flatMap((d) => (d.id === null ? [] : [d.id])));
    const keptPlaces = new Set(i.districts.flatMap((d) => d.places.flatMap((p) => (p.id === null ? [] : [p.id]))));
    await repo.removePlaces([...knownPlaces].filter((id) => !keptPlaces.has(id)));
    await repo.removeDistricts([...knownDistricts].filter((id) => !keptDistricts.has(id)));
    for (const d of i.districts) {
      const values = { ...mlCols('title', d.title), position: d.position };
      let districtId = d.id;
      if (districtId === null) districtId = await repo.insertDistrict({ city_id: cityId, ...values });
      else await repo.updateDistrict(districtId, values);
      for (const p of d.places) {
        const pv = {
          district_id: districtId,
          ...mlCols('title', p.title),
          position: p.position,
          delivery_price: p.price,
          one_day: bit(p.oneDay),
        };
        if (p.id === null) await repo.insertPlace(pv);
        else await repo.updatePlace(p.id, pv);
      }
    }
    return null;
  }

  create(i: Input, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedCreate(this.connection, ctx, this.name, async (uow) => {
      const repo = uow.repo(PlacesAdminRepo);
      if (await repo.slugTaken(i.slug))
        return fail('conflict', 'validation.failed', { slug: 'admin-content.validation.keyTaken' });
      const id = await repo.insertCity(cityColumns(i));
      const errors = await this.saveTree(uow, id, i, null);
      if (errors) return fail('invalid', 'validation.failed', errors);
      return ok({ id, summary: i.title.az, after: await treeOf(repo, (await repo.city(id))!) });
    });
  }

  update(id: number, i: Input, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedUpdate(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(PlacesAdminRepo).city(id) },
      async (uow, c) => {
        const repo = uow.repo(PlacesAdminRepo);
        if (await repo.slugTaken(i.slug, id))
          return fail('conflict', 'validation.failed', { slug: 'admin-content.validation.keyTaken' });
        const before = await treeOf(repo, c);
        await repo.updateCity(id, cityColumns(i));
        const errors = await this.saveTree(uow, id, i, before);
        if (errors) return fail('invalid', 'validation.failed', errors);
        return ok({ summary: i.title.az, before, after: await treeOf(repo, (await repo.city(id))!) });
      },
    );
  }

  remove(id: number, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedRemove(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(PlacesAdminRepo).city(id) },
      async (uow, c) => {
        const repo = uow.repo(PlacesAdminRepo);
        const branches = await repo.branchesIn(id);
        if (branches > 0) return fail('conflict', 'admin-content.places.hasBranches', undefined, { count: branches });
        const before = await treeOf(repo, c);
        // its districts and places go with it (ON DELETE CASCADE)
        await repo.removeCity(id);
        return ok({ summary: c.title_az, before });
      },
    );
  }
}
