import * as z from 'zod/mini';
import { brandPath, brandSlug } from '../../../domain/admin/catalog-paths.ts';
import {
  intField,
  type AdminList,
  type AdminRecord,
  type FieldDef,
  type ListQuery,
  type ResourceMeta,
} from '../../../domain/api/admin.ts';
import { requiredOr, requiredPlainText } from '../../../domain/api/fields.ts';
import { localePath } from '../../../domain/routes.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { auditedCreate, auditedRemove, auditedUpdate } from '../audit.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { AdminBrandsRepo, type BrandRow } from './brands.repo.ts';
import { CatalogRoutesRepo } from './catalog-routes.repo.ts';
import { imageKey } from './product-input.ts';
import { SearchTextRepo } from './search-text.repo.ts';
import type { TransactionalConnection, UnitOfWork } from '../../db/unit-of-work.ts';

const brandInput = z.strictObject({
  title: requiredPlainText(100),
  /** empty: made from the title */
  slug: z.string({ error: requiredOr('validation.invalidType') }).check(
    z.trim(),
    z.toLowerCase(),
    z.refine((v) => v === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v), { error: 'admin-catalog.validation.slug' }),
    z.maxLength(80, { error: 'validation.tooLong' }),
  ),
  image: z.nullable(imageKey('b')),
  showInHome: z.boolean({ error: requiredOr('validation.invalidType') }),
  position: intField(0, 100_000),
});
type BrandInput = z.output<typeof brandInput>;

const VIEW = 'Brand';
const SORTS = ['position', 'id', 'title'] as const;

const plain = (r: BrandRow): BrandInput => ({
  title: r.title,
  slug: r.slug,
  image: r.image,
  showInHome: r.show_in_home === 1,
  position: r.position,
});

/**
 * Brands (ADM-9): title, slug (the page `/brands/<slug>` in every language, a `routes` row each), logo, shown on
 * the home page, position. A new title is folded into the search text of the brand's products in the same
 * transaction; removing is refused (409) while products carry the brand.
 */
export class BrandsResource implements AdminResource<typeof brandInput> {
  readonly name = 'brands';
  readonly area = 'brands' as const;
  readonly listSpec = { filters: [] as string[], sorts: SORTS };
  readonly createSchema = brandInput;
  readonly updateSchema = brandInput;

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly i18n: I18n,
  ) {}

  private fields(ctx: AdminCtx, v?: BrandInput): FieldDef[] {
    const t = (k: string) => this.i18n.t(ctx.lang, k);
    return [
      {
        name: 'title',
        label: t('admin-catalog.fields.title'),
        component: 'text',
        required: true,
        max: 100,
        value: v?.title ?? '',
      },
      {
        name: 'slug',
        label: t('admin-catalog.fields.slug'),
        component: 'text',
        max: 80,
        help: t('admin-catalog.help.slug'),
        value: v?.slug ?? '',
      },
      { name: 'image', label: t('admin-catalog.fields.logo'), component: 'image', value: v?.image ?? null },
      {
        name: 'showInHome',
        label: t('admin-catalog.fields.showInHome'),
        component: 'checkbox',
        value: v?.showInHome ?? false,
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
    const has = (a: string) => ctx.staff.permissions.includes(`brands.${a}`);
    return {
      resource: this.name,
      title: t('admin-catalog.resources.brands'),
      columns: [
        { name: 'image', label: t('admin-catalog.fields.logo'), kind: 'image' },
        { name: 'id', label: t('admin-catalog.fields.id'), kind: 'number', sortable: true },
        { name: 'title', label: t('admin-catalog.fields.title'), kind: 'text', sortable: true },
        { name: 'slug', label: t('admin-catalog.fields.slug'), kind: 'text' },
        { name: 'products', label: t('admin-catalog.fields.products'), kind: 'number' },
        { name: 'showInHome', label: t('admin-catalog.fields.showInHome'), kind: 'bool' },
        { name: 'position', label: t('admin-catalog.fields.position'), kind: 'number', sortable: true },
      ],
      filters: [],
      sorts: [...SORTS],
      defaultSort: 'position',
      searchable: true,
      fields: this.fields(ctx),
      tools: ['edit', 'duplicate', 'remove', 'viewOnSite'],
      can: { create: has('create'), update: has('update'), remove: has('remove'), verify: false },
    };
  }

  async list(q: ListQuery): Promise<Result<AdminList>> {
    const sort = (q.sort ?? 'position') as (typeof SORTS)[number];
    const { rows, total } = await this.connection.shared.repo(AdminBrandsRepo).list({
      q: q.q,
      sort,
      dir: q.sort ? q.dir : 'asc',
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    return ok({
      items: rows.map((r) => ({
        id: r.id,
        image: r.image,
        title: r.title,
        slug: r.slug,
        products: r.products,
        showInHome: r.show_in_home === 1,
        position: r.position,
        siteUrl: localePath('az', `/${brandPath(r.slug)}`),
      })),
      total,
      page: q.page,
      limit: q.limit,
    });
  }

  async info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    const row = await this.connection.shared.repo(AdminBrandsRepo).byId(id);
    if (!row) return fail('notFound', 'admin.errors.notFound');
    return ok({
      id,
      title: row.title,
      siteUrl: localePath('az', `/${brandPath(row.slug)}`),
      fields: this.fields(ctx, plain(row)),
    });
  }

  async blank(ctx: AdminCtx): Promise<Result<AdminRecord>> {
    return ok({
      id: 0,
      title: this.i18n.t(ctx.lang, 'admin-catalog.resources.newBrand'),
      siteUrl: null,
      fields: this.fields(ctx),
    });
  }

  /** Writes a new brand (`row` null) or over brand `row`, in the caller's transaction. */
  private async save(
    uow: UnitOfWork,
    row: BrandRow | null,
    input: BrandInput,
  ): Promise<Result<{ id: number; summary: string; after: BrandInput }>> {
    const repo = uow.repo(AdminBrandsRepo);
    const id = row?.id ?? null;
    const values = {
      title: input.title,
      image: input.image,
      show_in_home: input.showInHome ? (1 as const) : (0 as const),
      position: input.position,
    };
    // the slug: the one given, else the title's (a title without letters: `brand-<id>`, known after the insert)
    const wanted = input.slug || brandSlug(input.title, 0).replace(/^brand-0$/, '');
    if (wanted) {
      const other = await repo.idBySlug(wanted);
      if (other !== null && other !== id)
        return fail('conflict', 'validation.failed', {
          [input.slug ? 'slug' : 'title']: 'admin-catalog.validation.slugTaken',
        });
    }
    const bid = id ?? (await repo.insert({ ...values, slug: wanted || `brand-new-${Date.now()}` }));
    const slug = wanted || brandSlug('', bid);
    await repo.update(bid, { ...values, slug });
    const seo = { title: input.title, desc: input.title };
    await uow
      .repo(CatalogRoutesRepo)
      .setPaths(
        VIEW,
        bid,
        { az: brandPath(slug), ru: brandPath(slug), en: brandPath(slug) },
        { az: seo, ru: seo, en: seo },
      );
    // the brand's products fold its title into their search text
    if (row !== null && row.title !== input.title) await uow.repo(SearchTextRepo).rebuild(await repo.productIds(bid));
    return ok({ id: bid, summary: input.title, after: { ...input, slug } });
  }

  create(input: BrandInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedCreate(this.connection, ctx, this.name, (uow) => this.save(uow, null, input));
  }

  update(id: number, input: BrandInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedUpdate(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(AdminBrandsRepo).byId(id) },
      async (uow, row) => {
        const r = await this.save(uow, row, input);
        return r.ok ? ok({ ...r.data, before: plain(row) }) : r;
      },
    );
  }

  remove(id: number, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedRemove(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(AdminBrandsRepo).byId(id) },
      async (uow, row) => {
        const repo = uow.repo(AdminBrandsRepo);
        if ((await repo.productIds(id)).length) return fail('conflict', 'admin-catalog.errors.brandHasProducts');
        await uow.repo(CatalogRoutesRepo).remove(VIEW, id);
        await repo.remove(id);
        return ok({ summary: row.title, before: plain(row) });
      },
    );
  }
}
