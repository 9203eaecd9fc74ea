import * as z from 'zod/mini';
import { categoryPath } from '../../../domain/admin/catalog-paths.ts';
import { ENTITY_PATH_MAX, entityPathProblem, madePath, typedPath } from '../../../domain/admin/entity-path.ts';
import { cycleMembers, makesCycle, subtreeOf } from '../../../domain/admin/category-tree.ts';
import {
  intField,
  multiLangText,
  type AdminList,
  type AdminRecord,
  type FieldDef,
  type ListQuery,
  type ReorderRequest,
  type ResourceMeta,
} from '../../../domain/api/admin.ts';
import { idField, requiredOr } from '../../../domain/api/fields.ts';
import { LANGS, type Lang } from '../../../domain/i18n.ts';
import { foldText } from '../../../domain/text.ts';
import { localePath } from '../../../domain/routes.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { auditedCreate, auditedRemove, auditedUpdate, auditedWrite, reorderNote } from '../audit.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { AdminCategoriesRepo, type CategoryRow, type CategoryValues } from './categories.repo.ts';
import { CatalogRoutesRepo, type Paths } from './catalog-routes.repo.ts';
import { imageKey } from './product-input.ts';
import { SearchTextRepo } from './search-text.repo.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';

const bool = () => z.boolean({ error: requiredOr('validation.invalidType') });
/** a path per language (the one rule of `entity-path.ts`); empty: made from the title */
const pathText = () =>
  z.pipe(
    z.string({ error: requiredOr('validation.invalidType') }),
    z.transform((v, ctx) => {
      const p = typedPath(v);
      const problem = p === '' ? null : entityPathProblem(p);
      if (problem)
        ctx.issues.push({
          code: 'custom',
          message: problem === 'tooLong' ? 'validation.tooLong' : 'admin-catalog.validation.path',
          input: v,
        });
      return p;
    }),
  );

const categoryInput = z.strictObject({
  parentId: z.nullable(idField()),
  title: multiLangText(100),
  path: z.strictObject(
    { az: pathText(), ru: pathText(), en: pathText() },
    { error: requiredOr('validation.invalidType') },
  ),
  image: z.nullable(imageKey('category')),
  position: intField(0, 100_000),
  isNew: bool(),
  isCampaign: bool(),
  orangeStar: bool(),
  march8: bool(),
  smallAppliance: bool(),
});
type CategoryInput = z.output<typeof categoryInput>;

const VIEW = 'Category';
const SORTS = ['position', 'id'] as const;

const flag = (b: boolean): 0 | 1 => (b ? 1 : 0);
const values = (i: CategoryInput): CategoryValues => ({
  parent_id: i.parentId,
  title_az: i.title.az,
  title_ru: i.title.ru,
  title_en: i.title.en,
  image: i.image,
  position: i.position,
  is_new: flag(i.isNew),
  is_campaign: flag(i.isCampaign),
  orange_star: flag(i.orangeStar),
  march8: flag(i.march8),
  small_appliance: flag(i.smallAppliance),
});
const plain = (r: CategoryRow, paths: Partial<Paths>): CategoryInput => ({
  parentId: r.parent_id,
  title: { az: r.title_az, ru: r.title_ru, en: r.title_en },
  path: { az: paths.az ?? '', ru: paths.ru ?? '', en: paths.en ?? '' },
  image: r.image,
  position: r.position,
  isNew: r.is_new === 1,
  isCampaign: r.is_campaign === 1,
  orangeStar: r.orange_star === 1,
  march8: r.march8 === 1,
  smallAppliance: r.small_appliance === 1,
});

/**
 * Categories (ADM-9): the tree (meta `tree`, `reorder`: drag a category to a new place or parent; a move that
 * would put a category under itself is refused), titles and paths per language (`routes` rows, made from the title
 * when left empty), tile image, position and the listing flags. A new title or place changes what the products
 * beneath fold into their search text, which is rebuilt in the same transaction. Removing is refused (409) while
 * the category holds products or subcategories.
 */
export class CategoriesResource implements AdminResource<typeof categoryInput> {
  readonly name = 'categories';
  readonly area = 'categories' as const;
  readonly listSpec = { filters: [] as string[], sorts: SORTS };
  readonly createSchema = categoryInput;
  readonly updateSchema = categoryInput;

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly i18n: I18n,
  ) {}

  private async fields(ctx: AdminCtx, v?: CategoryInput, selfId?: number): Promise<FieldDef[]> {
    const t = (k: string) => this.i18n.t(ctx.lang, k);
    const all = await this.connection.shared.repo(AdminCategoriesRepo).all();
    // a category cannot move under itself or its descendants
    const banned = selfId ? subtreeOf(all, [selfId]) : new Set<number>();
    const f = (name: string, component: FieldDef['component'], extra: Partial<FieldDef> = {}): FieldDef => ({
      name,
      label: t(`admin-catalog.fields.${name}`),
      component,
      group: t('admin-catalog.groups.main'),
      ...extra,
    });
    const blank = { az: '', ru: '', en: '' };
    return [
      f('parentId', 'select', {
        options: all
          .filter((c) => !banned.has(c.id))
          .map((c) => ({ value: c.id, label: c[`title_${ctx.lang}`] || c.title_az })),
        value: v?.parentId ?? null,
      }),
      f('title', 'text', { isMultiLang: true, required: true, max: 100, value: v?.title ?? blank }),
      f('path', 'text', {
        isMultiLang: true,
        max: ENTITY_PATH_MAX,
        help: t('admin-catalog.help.path'),
        value: v?.path ?? blank,
      }),
      f('image', 'image', { value: v?.image ?? null }),
      f('position', 'number', { required: true, value: v?.position ?? 0 }),
      ...(['isNew', 'isCampaign', 'orangeStar', 'march8', 'smallAppliance'] as const).map((k) =>
        f(k, 'checkbox', { group: 'flags', value: v?.[k] ?? false }),
      ),
    ];
  }

  async meta(ctx: AdminCtx): Promise<ResourceMeta> {
    const t = (k: string) => this.i18n.t(ctx.lang, k);
    const has = (a: string) => ctx.staff.permissions.includes(`categories.${a}`);
    return {
      resource: this.name,
      title: t('admin-catalog.resources.categories'),
      columns: [
        { name: 'image', label: t('admin-catalog.fields.image'), kind: 'image' },
        { name: 'id', label: t('admin-catalog.fields.id'), kind: 'number', sortable: true },
        { name: 'title', label: t('admin-catalog.fields.title'), kind: 'text' },
        { name: 'products', label: t('admin-catalog.fields.products'), kind: 'number' },
        { name: 'position', label: t('admin-catalog.fields.position'), kind: 'number', sortable: true },
      ],
      filters: [],
      sorts: [...SORTS],
      defaultSort: 'position',
      searchable: true,
      fields: await this.fields(ctx),
      tools: ['edit', 'remove', 'viewOnSite'],
      can: { create: has('create'), update: has('update'), remove: has('remove'), verify: false },
      tree: true,
      reorder: true,
    };
  }

  /** The whole tree, depth first (parents before their children, by position); a search shows the matches flat. */
  async list(q: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>> {
    const repo = this.connection.shared.repo(AdminCategoriesRepo);
    const [all, counts] = await Promise.all([repo.all(), repo.productCounts()]);
    const paths = await this.connection.shared.repo(CatalogRoutesRepo).azPaths(
      VIEW,
      all.map((c) => c.id),
    );
    const children = new Map<number | null, CategoryRow[]>();
    for (const c of all) (children.get(c.parent_id) ?? children.set(c.parent_id, []).get(c.parent_id)!).push(c);
    const known = new Set(all.map((c) => c.id));
    const ordered: { row: CategoryRow; depth: number }[] = [];
    const walk = (parent: number | null, depth: number) => {
      for (const c of children.get(parent) ?? []) {
        ordered.push({ row: c, depth });
        if (depth < 20) walk(c.id, depth + 1);
      }
    };
    walk(null, 0);
    // a category whose parent is gone still shows, at the top
    for (const c of all) if (c.parent_id !== null && !known.has(c.parent_id)) ordered.push({ row: c, depth: 0 });
    let rows = ordered;
    if (q.q) {
      const needle = foldText(q.q);
      rows = rows.filter(({ row }) => foldText(`${row.title_az} ${row.title_ru} ${row.title_en}`).includes(needle));
    }
    if (q.sort === 'id') rows = [...rows].sort((a, b) => (q.dir === 'asc' ? a.row.id - b.row.id : b.row.id - a.row.id));
    const total = rows.length;
    const page = rows.slice((q.page - 1) * q.limit, q.page * q.limit);
    return ok({
      items: page.map(({ row, depth }) => ({
        id: row.id,
        parentId: row.parent_id,
        depth,
        image: row.image,
        title: row[`title_${ctx.lang}`] || row.title_az,
        products: counts.get(row.id) ?? 0,
        position: row.position,
        siteUrl: paths.has(row.id) ? localePath('az', `/${paths.get(row.id)}`) : null,
      })),
      total,
      page: q.page,
      limit: q.limit,
    });
  }

  async info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    const row = await this.connection.shared.repo(AdminCategoriesRepo).byId(id);
    if (!row) return fail('notFound', 'admin.errors.notFound');
    const paths = await this.connection.shared.repo(CatalogRoutesRepo).pathsOf(VIEW, id);
    return ok({
      id,
      title: row[`title_${ctx.lang}`] || row.title_az,
      siteUrl: paths.az ? localePath('az', `/${paths.az}`) : null,
      fields: await this.fields(ctx, plain(row, paths), id),
    });
  }

  async blank(ctx: AdminCtx): Promise<Result<AdminRecord>> {
    return ok({
      id: 0,
      title: this.i18n.t(ctx.lang, 'admin-catalog.resources.newCategory'),
      siteUrl: null,
      fields: await this.fields(ctx),
    });
  }

  /** The paths to write: the given ones, else each title's slug (moved aside with `-<id>` when reserved). */
  private wantedPaths(i: CategoryInput, id: number): Paths {
    const out = {} as Paths;
    for (const l of LANGS) {
      out[l] = i.path[l] || madePath(categoryPath(i.title[l] || i.title.az, id), id);
    }
    return out;
  }

  private seo(i: CategoryInput) {
    return Object.fromEntries(
      LANGS.map((l: Lang) => [l, { title: i.title[l] || i.title.az, desc: i.title[l] || i.title.az }]),
    );
  }

  create(input: CategoryInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedCreate(this.connection, ctx, this.name, async (uow) => {
      const repo = uow.repo(AdminCategoriesRepo);
      if (input.parentId !== null && !(await repo.byId(input.parentId)))
        return fail('invalid', 'validation.failed', { parentId: 'admin-catalog.validation.unknownRef' });
      const id = await repo.insert(values(input));
      const written = await uow
        .repo(CatalogRoutesRepo)
        .setPaths(VIEW, id, this.wantedPaths(input, id), this.seo(input));
      return ok({ id, summary: input.title.az, after: { ...input, path: written } });
    });
  }

  update(id: number, input: CategoryInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedUpdate(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(AdminCategoriesRepo).byId(id) },
      async (uow, row) => {
        const repo = uow.repo(AdminCategoriesRepo);
        const routes = uow.repo(CatalogRoutesRepo);
        if (input.parentId !== null) {
          const all = await repo.all();
          if (!all.some((c) => c.id === input.parentId))
            return fail('invalid', 'validation.failed', { parentId: 'admin-catalog.validation.unknownRef' });
          if (makesCycle(all, id, input.parentId))
            return fail('invalid', 'validation.failed', { parentId: 'admin-catalog.validation.cycle' });
        }
        const before = plain(row, await routes.pathsOf(VIEW, id));
        const written = await routes.setPaths(VIEW, id, this.wantedPaths(input, id), this.seo(input));
        const after = { ...input, path: written };
        await repo.update(id, values(input));
        // the products beneath fold this category's titles (and its ancestors') into their search text
        if (JSON.stringify(before.title) !== JSON.stringify(input.title) || before.parentId !== input.parentId) {
          const st = uow.repo(SearchTextRepo);
          await st.rebuild(await st.productsUnderCategory(id));
        }
        return ok({ summary: input.title.az, before, after });
      },
    );
  }

  remove(id: number, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedRemove(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(AdminCategoriesRepo).byId(id) },
      async (uow, row) => {
        const repo = uow.repo(AdminCategoriesRepo);
        if (await repo.hasChildren(id)) return fail('conflict', 'admin-catalog.errors.categoryHasChildren');
        if (await repo.hasProducts(id)) return fail('conflict', 'admin-catalog.errors.categoryHasProducts');
        const routes = uow.repo(CatalogRoutesRepo);
        const before = plain(row, await routes.pathsOf(VIEW, id));
        await routes.remove(VIEW, id);
        await repo.remove(id);
        return ok({ summary: row.title_az, before });
      },
    );
  }

  /** Moves categories (new parent and position each); refused whole when a move is unknown or makes a cycle. */
  reorder(input: ReorderRequest, ctx: AdminCtx): Promise<Result<{ moved: number }>> {
    return auditedWrite(this.connection, ctx, this.name, async (uow) => {
      const repo = uow.repo(AdminCategoriesRepo);
      const all = await repo.all();
      const byId = new Map(all.map((c) => [c.id, c]));
      const errors: Record<string, string> = {};
      input.items.forEach((m, i) => {
        if (!byId.has(m.id)) errors[`items.${i}.id`] = 'admin-catalog.validation.unknownRef';
        else if (m.parentId !== null && !byId.has(m.parentId))
          errors[`items.${i}.parentId`] = 'admin-catalog.validation.unknownRef';
      });
      if (Object.keys(errors).length) return fail('invalid', 'validation.failed', errors);
      // the tree after every move, checked as a whole (two moves may make a cycle neither makes alone)
      const next = all.map((c) => ({ ...c }));
      const nextById = new Map(next.map((c) => [c.id, c]));
      for (const m of input.items) Object.assign(nextById.get(m.id)!, { parent_id: m.parentId, position: m.position });
      const looped = cycleMembers(next);
      input.items.forEach((m, i) => {
        if (looped.has(m.id)) errors[`items.${i}.parentId`] = 'admin-catalog.validation.cycle';
      });
      if (Object.keys(errors).length) return fail('invalid', 'admin-catalog.validation.cycle', errors);
      const moved: {
        id: number;
        from: { parentId: number | null; position: number };
        to: { parentId: number | null; position: number };
      }[] = [];
      const reparented: number[] = [];
      for (const m of input.items) {
        const c = byId.get(m.id)!;
        if (c.parent_id === m.parentId && c.position === m.position) continue;
        await repo.update(m.id, { parent_id: m.parentId, position: m.position });
        moved.push({
          id: m.id,
          from: { parentId: c.parent_id, position: c.position },
          to: { parentId: m.parentId, position: m.position },
        });
        if (c.parent_id !== m.parentId) reparented.push(m.id);
      }
      if (reparented.length) {
        const st = uow.repo(SearchTextRepo);
        const ids = (await Promise.all(reparented.map((r) => st.productsUnderCategory(r)))).flat();
        await st.rebuild(ids);
      }
      return ok({
        reply: { moved: moved.length },
        audit: reorderNote(
          moved.map((m) => ({ id: m.id, ...m.from })),
          moved.map((m) => ({ id: m.id, ...m.to })),
        ),
      });
    });
  }
}
