import { productImage } from '../../../domain/media.ts';
import { normalizeColor } from '../../../domain/admin/catalog-paths.ts';
import { productPath } from '../../../domain/admin/catalog-paths.ts';
import { subtreeOf } from '../../../domain/admin/category-tree.ts';
import type {
  AdminList,
  AdminRecord,
  FieldDef,
  ListQuery,
  RemovePlan,
  ResourceMeta,
} from '../../../domain/api/admin.ts';
import { LANGS, type Lang } from '../../../domain/i18n.ts';
import { OPEN_STATUSES } from '../../../domain/orders/limits.ts';
import { localePath } from '../../../domain/routes.ts';
import type { Database } from '../../db/kysely.ts';
import { OrdersRepo } from '../../modules/orders/orders.repo.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { auditedChange, auditedCreate, auditedUpdate, changedFields } from '../audit.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { CatalogRoutesRepo } from './catalog-routes.repo.ts';
import { FINDER_FLAGS, type FinderFlag, ProductFinder } from './product-finder.ts';
import { IMAGES_MAX, productInput, validParts, type ProductInput } from './product-input.ts';
import {
  AdminProductsRepo,
  type ProductLinks,
  type ProductRow,
  type ProductSort,
  type ProductValues,
  type StockState,
} from './products.repo.ts';
import { SearchTextRepo } from './search-text.repo.ts';

const SORTS = ['id', 'price', 'stock', 'updated'] as const;
const FILTERS = ['category', 'brand', 'active', 'stock', 'flag'] as const;
/** flag filter value → column (the finder holds the first five; the others are filtered in SQL) */
const FLAG_COLUMNS = {
  new: 'new_in',
  bestseller: 'best_seller',
  orangeStar: 'orange_star',
  march8: 'march8',
  sold: 'sold',
  priceInStore: 'price_in_store',
  specialDiscount: 'special_discount',
} as const;
type FlagName = keyof typeof FLAG_COLUMNS;
const STOCK_STATES: readonly StockState[] = ['out', 'low', 'in'];

const VIEW = 'Product';

/** The form's value of a stored product (also what the audit trail compares). */
function plain(r: ProductRow, l: ProductLinks): ProductInput {
  return {
    title: { az: r.title_az, ru: r.title_ru, en: r.title_en },
    sku: r.sku,
    categoryId: r.category_id,
    brandId: r.brand_id,
    active: r.active === 1,
    price: r.price,
    priceOld: r.price_old,
    cashDiscount: r.cash_discount,
    basketDiscount: r.basket_discount,
    sameCategoryPercent: r.same_category_percent,
    discountItemsCount: r.discount_items_count,
    discountEndsAt: r.discount_ends_at,
    stock: r.stock,
    newIn: r.new_in === 1,
    bestSeller: r.best_seller === 1,
    orangeStar: r.orange_star === 1,
    march8: r.march8 === 1,
    priceInStore: r.price_in_store === 1,
    specialDiscount: r.special_discount === 1,
    sold: r.sold === 1,
    description: { az: r.desc_az, ru: r.desc_ru, en: r.desc_en },
    content: { az: blocks(r.content_az), ru: blocks(r.content_ru), en: blocks(r.content_en) },
    images: l.images,
    videos: l.videos.map((videoId) => ({ videoId })),
    parameters: l.parameters,
    badges: l.badges,
    gifts: l.gifts,
    campaigns: l.campaigns,
    variantGroupId: l.variantGroup,
    colorCode: r.color_code ? (normalizeColor(r.color_code) ?? r.color_code) : null,
    colorName: { az: r.color_name_az ?? '', ru: r.color_name_ru ?? '', en: r.color_name_en ?? '' },
    faq: l.faq,
  };
}

function blocks(json: string): unknown[] {
  try {
    const v: unknown = JSON.parse(json || '[]');
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

const flag = (b: boolean): 0 | 1 => (b ? 1 : 0);

function rowValues(i: ProductInput, now: string): ProductValues {
  return {
    sku: i.sku,
    category_id: i.categoryId,
    brand_id: i.brandId,
    title_az: i.title.az,
    title_ru: i.title.ru,
    title_en: i.title.en,
    desc_az: i.description.az,
    desc_ru: i.description.ru,
    desc_en: i.description.en,
    content_az: JSON.stringify(i.content.az),
    content_ru: JSON.stringify(i.content.ru),
    content_en: JSON.stringify(i.content.en),
    price: i.price,
    price_old: i.priceOld,
    stock: i.stock,
    new_in: flag(i.newIn),
    best_seller: flag(i.bestSeller),
    orange_star: flag(i.orangeStar),
    march8: flag(i.march8),
    sold: flag(i.sold),
    price_in_store: flag(i.priceInStore),
    special_discount: flag(i.specialDiscount),
    discount_items_count: i.discountItemsCount,
    discount_ends_at: i.discountEndsAt,
    cash_discount: i.cashDiscount,
    basket_discount: i.basketDiscount,
    same_category_percent: i.sameCategoryPercent,
    color_code: i.colorCode,
    color_name_az: i.colorName.az || null,
    color_name_ru: i.colorName.ru || null,
    color_name_en: i.colorName.en || null,
    active: flag(i.active),
    updated_at: now,
  };
}

function links(i: ProductInput): ProductLinks {
  return {
    images: i.images,
    videos: i.videos.map((v) => v.videoId),
    badges: [...new Set(i.badges)].sort((a, b) => a - b),
    gifts: [...new Set(i.gifts)].sort((a, b) => a - b),
    campaigns: [...new Set(i.campaigns)].sort((a, b) => a - b),
    parameters: Object.fromEntries(
      Object.entries(i.parameters)
        .filter(([, v]) => v.length)
        .map(([k, v]) => [String(Number(k)), [...new Set(v)].sort((a, b) => a - b)])
        .sort(([a], [b]) => Number(a) - Number(b)),
    ),
    faq: i.faq,
    variantGroup: i.variantGroupId,
  };
}

/**
 * Products (ADM-9, PERF-14): the list (search by sku or title, filters, sorts — fast at 100,000 products through
 * the in-memory `ProductFinder`), the whole product form (titles, prices and discounts, stock, flags, texts and
 * editor blocks, images with the pad variant, parameters, badges, gifts, campaigns, colour variant, FAQ, videos), and
 * writes that keep the shop consistent: the `routes` rows (one path per language, moved with the title) and
 * `search_text` rebuilt in the same transaction, with the audit row. Remove deletes a product nobody ordered and
 * deactivates one with orders (their lines keep pointing at it).
 */
export class ProductsResource implements AdminResource<typeof productInput> {
  readonly name = 'products';
  readonly area = 'products' as const;
  readonly listSpec = { filters: FILTERS, sorts: SORTS };
  readonly createSchema = productInput;
  readonly updateSchema = productInput;
  readonly finder: ProductFinder;

  constructor(
    private readonly database: Database,
    private readonly i18n: I18n,
  ) {
    this.finder = new ProductFinder(database.db);
  }

  private repo(db = this.database.db) {
    return new AdminProductsRepo(db, this.database.dialect);
  }

  private async fields(ctx: AdminCtx, v?: ProductInput): Promise<FieldDef[]> {
    const t = (k: string) => this.i18n.t(ctx.lang, k);
    const L = ctx.lang;
    const o = await this.repo().options();
    const title = (r: { title_az: string; title_ru: string; title_en: string }) => r[`title_${L}`] || r.title_az;
    const catParents = new Map(o.categories.map((c) => [c.id, c.parent_id]));
    const catName = (id: number): string => {
      const names: string[] = [];
      for (let c: number | null | undefined = id, n = 0; c && n < 10; c = catParents.get(c), n++) {
        const row = o.categories.find((x) => x.id === c);
        if (row) names.unshift(title(row));
      }
      return names.join(' › ');
    };
    // a parameter applies to its categories and their descendants
    const below = (ids: number[]) => [...subtreeOf(o.categories, ids)];
    const blankText = { az: '', ru: '', en: '' };
    const gifts = v?.gifts.length ? await this.repo().titles(v.gifts) : [];
    // a group's name is its heading on the form (translated, like every label)
    const f = (
      name: string,
      component: FieldDef['component'],
      group: string,
      extra: Partial<FieldDef> = {},
    ): FieldDef => ({
      name,
      label: t(`admin-catalog.fields.${name}`),
      component,
      group: t(`admin-catalog.groups.${group}`),
      ...extra,
    });
    const fields: FieldDef[] = [
      f('title', 'text', 'main', { isMultiLang: true, required: true, max: 200, value: v?.title ?? blankText }),
      f('sku', 'text', 'main', { required: true, max: 64, help: t('admin-catalog.help.sku'), value: v?.sku ?? '' }),
      f('categoryId', 'select', 'main', {
        required: true,
        options: o.categories.map((c) => ({ value: c.id, label: catName(c.id) })),
        value: v?.categoryId ?? null,
      }),
      f('brandId', 'select', 'main', {
        options: o.brands.map((b) => ({ value: b.id, label: b.title })),
        value: v?.brandId ?? null,
      }),
      f('active', 'checkbox', 'main', { value: v?.active ?? true }),
      f('price', 'money', 'prices', { required: true, value: v?.price ?? 0 }),
      f('priceOld', 'money', 'prices', { help: t('admin-catalog.help.priceOld'), value: v?.priceOld ?? null }),
      f('cashDiscount', 'money', 'prices', { value: v?.cashDiscount ?? null }),
      f('basketDiscount', 'money', 'prices', { value: v?.basketDiscount ?? null }),
      f('sameCategoryPercent', 'number', 'prices', {
        help: t('admin-catalog.help.sameCategoryPercent'),
        value: v?.sameCategoryPercent ?? null,
      }),
      f('discountItemsCount', 'number', 'prices', {
        help: t('admin-catalog.help.discountItemsCount'),
        value: v?.discountItemsCount ?? null,
      }),
      f('discountEndsAt', 'datetime', 'prices', { value: v?.discountEndsAt ?? null }),
      f('stock', 'number', 'stock', {
        required: true,
        delta: true,
        help: t('admin-catalog.help.stock'),
        value: v?.stock ?? 0,
      }),
      ...(['newIn', 'bestSeller', 'orangeStar', 'march8', 'priceInStore', 'specialDiscount', 'sold'] as const).map(
        (k) => f(k, 'checkbox', 'flags', { value: v?.[k] ?? false }),
      ),
      f('description', 'textarea', 'texts', { isMultiLang: true, max: 1000, value: v?.description ?? blankText }),
      f('content', 'editor', 'texts', { isMultiLang: true, value: v?.content ?? { az: [], ru: [], en: [] } }),
      f('images', 'images', 'images', {
        help: t('admin-catalog.help.images'),
        max: IMAGES_MAX,
        value: v?.images ?? [],
      }),
      // one multiselect per parameter, shown while the chosen category is one it applies to; the body sends
      // `parameters: { "<parameter id>": [value ids] }`
      ...o.parameters.map((p) => ({
        name: `parameters.${p.id}`,
        label: title(p),
        component: 'multiselect' as const,
        group: t('admin-catalog.groups.parameters'),
        showIf: {
          field: 'categoryId',
          values: below(o.paramCats.filter((pc) => pc.parameter_id === p.id).map((pc) => pc.category_id)),
        },
        options: o.values
          .filter((x) => x.parameter_id === p.id)
          .map((x) => ({ value: x.id, label: x[`value_${L}`] || x.value_az })),
        value: v?.parameters[String(p.id)] ?? [],
      })),
      f('badges', 'multiselect', 'badges', {
        options: o.badges.map((b) => ({ value: b.id, label: b[`name_${L}`] || b.name_az })),
        value: v?.badges ?? [],
      }),
      f('gifts', 'multiselect', 'gifts', {
        help: t('admin-catalog.help.gifts'),
        options: gifts.map((g) => ({ value: g.id, label: `${g.sku} — ${g.title_az}` })),
        value: v?.gifts ?? [],
      }),
      f('campaigns', 'multiselect', 'campaigns', {
        options: o.campaigns.map((c) => ({ value: c.id, label: title(c) })),
        value: v?.campaigns ?? [],
      }),
      f('variantGroupId', 'select', 'variants', {
        help: t('admin-catalog.help.variantGroup'),
        options: o.groups.map((g) => ({ value: g.id, label: `#${g.id} ${title(g)}` })),
        value: v?.variantGroupId ?? null,
      }),
      f('colorCode', 'text', 'variants', { max: 7, help: t('admin-catalog.help.color'), value: v?.colorCode ?? null }),
      f('colorName', 'text', 'variants', { isMultiLang: true, max: 60, value: v?.colorName ?? blankText }),
      f('faq', 'group', 'faq', {
        fields: [
          {
            name: 'question',
            label: t('admin-catalog.fields.question'),
            component: 'text',
            isMultiLang: true,
            required: true,
            max: 300,
          },
          {
            name: 'answer',
            label: t('admin-catalog.fields.answer'),
            component: 'textarea',
            isMultiLang: true,
            required: true,
            max: 2000,
          },
        ],
        value: v?.faq ?? [],
      }),
      f('videos', 'group', 'videos', {
        fields: [
          {
            name: 'videoId',
            label: t('admin-catalog.fields.videoId'),
            component: 'text',
            required: true,
            max: 20,
            help: t('admin-catalog.help.videoId'),
          },
        ],
        value: v?.videos ?? [],
      }),
    ];
    return fields;
  }

  async meta(ctx: AdminCtx): Promise<ResourceMeta> {
    const t = (k: string) => this.i18n.t(ctx.lang, k);
    const has = (a: string) => ctx.staff.permissions.includes(`products.${a}`);
    const o = await this.repo().options();
    const title = (r: { title_az: string; title_ru: string; title_en: string }) => r[`title_${ctx.lang}`] || r.title_az;
    return {
      resource: this.name,
      title: t('admin-catalog.resources.products'),
      columns: [
        { name: 'image', label: t('admin-catalog.fields.image'), kind: 'image' },
        { name: 'id', label: t('admin-catalog.fields.id'), kind: 'number', sortable: true },
        { name: 'sku', label: t('admin-catalog.fields.sku'), kind: 'text' },
        { name: 'title', label: t('admin-catalog.fields.title'), kind: 'text' },
        { name: 'category', label: t('admin-catalog.fields.categoryId'), kind: 'text' },
        { name: 'brand', label: t('admin-catalog.fields.brandId'), kind: 'text' },
        { name: 'price', label: t('admin-catalog.fields.price'), kind: 'money', sortable: true },
        { name: 'priceOld', label: t('admin-catalog.fields.priceOld'), kind: 'money' },
        { name: 'stock', label: t('admin-catalog.fields.stock'), kind: 'number', sortable: true },
        // units held by open unpaid orders (decision 0062): already out of the stock, not yet paid for
        { name: 'held', label: t('admin-catalog.fields.held'), kind: 'number' },
        { name: 'active', label: t('admin-catalog.fields.active'), kind: 'bool' },
        { name: 'updated', label: t('admin-catalog.fields.updated'), kind: 'datetime', sortable: true },
      ],
      filters: [
        {
          name: 'category',
          label: t('admin-catalog.fields.categoryId'),
          kind: 'select',
          options: o.categories.map((c) => ({
            value: String(c.id),
            label: `${c.parent_id === null ? '' : '— '}${title(c)}`,
          })),
        },
        {
          name: 'brand',
          label: t('admin-catalog.fields.brandId'),
          kind: 'select',
          options: [
            { value: '0', label: t('admin-catalog.filters.noBrand') },
            ...o.brands.map((b) => ({ value: String(b.id), label: b.title })),
          ],
        },
        { name: 'active', label: t('admin-catalog.fields.active'), kind: 'bool' },
        {
          name: 'stock',
          label: t('admin-catalog.fields.stock'),
          kind: 'select',
          options: STOCK_STATES.map((s) => ({ value: s, label: t(`admin-catalog.filters.stock.${s}`) })),
        },
        {
          name: 'flag',
          label: t('admin-catalog.filters.flag'),
          kind: 'select',
          options: (Object.keys(FLAG_COLUMNS) as FlagName[]).map((k) => ({
            value: k,
            label: t(`admin-catalog.filters.flags.${k}`),
          })),
        },
      ],
      sorts: [...SORTS],
      defaultSort: 'id',
      searchable: true,
      fields: await this.fields(ctx),
      tools: ['edit', 'duplicate', 'remove', 'viewOnSite'],
      can: { create: has('create'), update: has('update'), remove: has('remove'), verify: false },
      links: [
        ...(has('read')
          ? [{ label: t('admin-catalog.csv.export'), href: '/api/admin/products/export.csv', download: true }]
          : []),
        ...(has('import') ? [{ label: t('admin-catalog.csv.import'), href: '/admin/products/import' }] : []),
      ],
    };
  }

  async list(q: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>> {
    const errors: Record<string, string> = {};
    const num = (k: string) => {
      const v = q.filters[k];
      if (v === undefined) return null;
      if (!/^\d{1,9}$/.test(v)) {
        errors[`f.${k}`] = 'validation.invalidValue';
        return null;
      }
      return Number(v);
    };
    const categoryId = num('category');
    const brand = num('brand');
    const activeRaw = q.filters.active;
    const active =
      activeRaw === undefined
        ? null
        : activeRaw === '1' || activeRaw === 'true'
          ? 1
          : activeRaw === '0' || activeRaw === 'false'
            ? 0
            : ((errors['f.active'] = 'validation.invalidValue'), null);
    const stock =
      q.filters.stock === undefined
        ? null
        : STOCK_STATES.includes(q.filters.stock as StockState)
          ? (q.filters.stock as StockState)
          : ((errors['f.stock'] = 'validation.invalidValue'), null);
    const flagName = q.filters.flag;
    if (flagName !== undefined && !(flagName in FLAG_COLUMNS)) errors['f.flag'] = 'validation.invalidValue';
    if (Object.keys(errors).length) return fail('invalid', 'validation.failed', errors);
    const flagCol = flagName ? FLAG_COLUMNS[flagName as FlagName] : null;
    const finderFlag =
      flagCol && (FINDER_FLAGS as readonly string[]).includes(flagCol) ? (flagCol as FinderFlag) : null;

    const repo = this.repo();
    const categories = categoryId === null ? null : await this.subtree(categoryId);
    const sort = (q.sort ?? 'id') as ProductSort;
    const dir = q.dir;
    const offset = (q.page - 1) * q.limit;
    let ids: number[];
    let total: number;
    const inMemory = stock === null && (flagCol === null || finderFlag !== null) && (sort === 'id' || sort === 'price');
    if (inMemory) {
      // everything the finder holds: match, filter, sort and page in memory
      const found = await this.finder.search({
        q: q.q,
        categories,
        brand,
        active,
        flags: finderFlag ? [finderFlag] : [],
      });
      total = found.length;
      const sign = dir === 'asc' ? 1 : -1;
      if (sort === 'id') {
        // found is by id ascending: take the page from the right end without copying
        const n = found.length;
        ids = [];
        for (let k = offset; k < Math.min(n, offset + q.limit); k++) ids.push(found[dir === 'asc' ? k : n - 1 - k]!.id);
      } else
        ids = found
          .slice()
          .sort((a, b) => sign * (a.price - b.price) || sign * (a.id - b.id))
          .slice(offset, offset + q.limit)
          .map((e) => e.id);
    } else {
      // stock and untracked flags live in the database: the finder narrows by text (when searched), SQL does the
      // rest. When only the sort needs SQL, the finder also gives the total (a count(*) over 100,000 rows costs
      // tens of milliseconds on PostgreSQL).
      const sqlFilters = stock !== null || (flagCol !== null && finderFlag === null);
      const found =
        q.q || !sqlFilters
          ? await this.finder.search({ q: q.q, categories, brand, active, flags: finderFlag ? [finderFlag] : [] })
          : null;
      const matched = q.q ? found!.map((e) => e.id) : null;
      const r = await repo.sqlList(
        {
          ids: matched,
          categories: categories ? [...categories] : null,
          brand,
          active,
          stock,
          flags: flagCol ? [flagCol] : [],
        },
        sort,
        dir,
        q.limit,
        offset,
        sqlFilters,
      );
      ids = r.ids;
      total = r.total ?? found!.length;
    }
    // the page's rows and, in one grouped statement, the units its products have in open unpaid orders
    const [rows, held] = await Promise.all([
      repo.listRows(ids),
      new OrdersRepo(this.database.db).heldUnits(ids, OPEN_STATUSES),
    ]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const L = ctx.lang;
    return ok({
      items: ids
        .map((id) => byId.get(id))
        .filter((r) => r !== undefined)
        .map((r) => ({
          id: r.id,
          image: r.image ? productImage(r.image, 50) : null,
          sku: r.sku,
          title: r[`title_${L}`] || r.title_az,
          category: r[`category_${L}`] || r.category_az,
          brand: r.brand,
          price: r.price,
          priceOld: r.price_old,
          stock: r.stock,
          held: held.get(r.id)?.units ?? 0,
          active: r.active === 1,
          updated: r.updated_at,
          siteUrl: localePath('az', `/${r.path ?? `p/${r.id}`}`),
        })),
      total,
      page: q.page,
      limit: q.limit,
    });
  }

  /** A category and its descendants. */
  private async subtree(id: number): Promise<Set<number>> {
    return subtreeOf(await this.repo().categoryTree(), [id]);
  }

  async info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    const repo = this.repo();
    const row = await repo.byId(id);
    if (!row) return fail('notFound', 'admin.errors.notFound');
    const [l, paths, held] = await Promise.all([
      repo.links(id),
      new CatalogRoutesRepo(this.database.db).pathsOf(VIEW, id),
      new OrdersRepo(this.database.db).heldUnits([id], OPEN_STATUSES),
    ]);
    const t = (k: string, vars?: Record<string, string | number>) => this.i18n.t(ctx.lang, k, vars);
    const h = held.get(id) ?? { units: 0, orders: 0 };
    return ok({
      id,
      title: row[`title_${ctx.lang}`] || row.title_az,
      siteUrl: localePath('az', `/${paths.az ?? `p/${id}`}`),
      fields: await this.fields(ctx, plain(row, l)),
      // what the stock figure leaves out: units taken by orders not paid yet (decision 0062)
      sections: [
        {
          title: t('admin-catalog.held.title'),
          kind: 'pairs',
          pairs: [
            { label: t('admin-catalog.held.stock'), value: String(row.stock) },
            {
              label: t('admin-catalog.held.units'),
              value: t('admin-catalog.held.value', { units: h.units, orders: h.orders }),
            },
          ],
        },
      ],
    });
  }

  async blank(ctx: AdminCtx): Promise<Result<AdminRecord>> {
    return ok({
      id: 0,
      title: this.i18n.t(ctx.lang, 'admin-catalog.resources.newProduct'),
      siteUrl: null,
      fields: await this.fields(ctx),
    });
  }

  /**
   * The create form filled from a product (the Duplicate tool, decision 0061): everything copied — texts, prices,
   * pictures, parameters — except that the copy starts hidden and with no stock, so it never goes on sale with
   * units that belong to the original before someone has checked it.
   */
  async duplicate(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    const repo = this.repo();
    const row = await repo.byId(id);
    if (!row) return fail('notFound', 'admin.errors.notFound');
    const copy: ProductInput = { ...plain(row, await repo.links(id)), active: false, stock: 0 };
    return ok({
      id: 0,
      title: this.i18n.t(ctx.lang, 'admin-catalog.resources.newProduct'),
      siteUrl: null,
      fields: await this.fields(ctx, copy),
    });
  }

  /**
   * The rules that need more than one field or the database; field errors keyed like the form's fields. Also run on
   * the parts of a form its schema refused (`checkBody`): a rule whose fields are missing there is skipped.
   */
  private async check(
    i: Partial<ProductInput>,
    id: number | null,
    repo: AdminProductsRepo,
  ): Promise<Record<string, string>> {
    const e: Record<string, string> = {};
    const price = i.price;
    if (price !== undefined && i.priceOld !== undefined && i.priceOld !== null && i.priceOld <= price)
      e.priceOld = 'admin-catalog.validation.oldPriceNotAbove';
    if (
      price !== undefined &&
      i.cashDiscount !== undefined &&
      i.cashDiscount !== null &&
      i.cashDiscount >= price &&
      price > 0
    )
      e.cashDiscount = 'admin-catalog.validation.discountBelowPrice';
    if (
      price !== undefined &&
      i.basketDiscount !== undefined &&
      i.basketDiscount !== null &&
      i.basketDiscount >= price &&
      price > 0
    )
      e.basketDiscount = 'admin-catalog.validation.discountBelowPrice';
    if (i.variantGroupId !== undefined && i.variantGroupId !== null && i.colorName && !i.colorName.az)
      e['colorName.az'] = 'admin-catalog.validation.variantNeedsColor';
    const other = i.sku === undefined ? null : await repo.idBySku(i.sku);
    if (other !== null && other !== id) e.sku = 'admin-catalog.validation.skuTaken';
    const badges = i.badges ?? [];
    const campaigns = i.campaigns ?? [];
    const giftIds = i.gifts ?? [];
    const [cats, brands, badgesFound, campaignsFound, gifts, groups] = await Promise.all([
      repo.existing('categories', i.categoryId === undefined ? [] : [i.categoryId]),
      repo.existing('brands', i.brandId === undefined || i.brandId === null ? [] : [i.brandId]),
      repo.existing('badges', badges),
      repo.existing('campaigns', campaigns),
      repo.existing('products', giftIds),
      repo.existing(
        'variant_groups',
        i.variantGroupId === undefined || i.variantGroupId === null ? [] : [i.variantGroupId],
      ),
    ]);
    if (i.categoryId !== undefined && !cats.has(i.categoryId)) e.categoryId = 'admin-catalog.validation.unknownRef';
    if (i.brandId !== undefined && i.brandId !== null && !brands.has(i.brandId))
      e.brandId = 'admin-catalog.validation.unknownRef';
    if (badges.some((b) => !badgesFound.has(b))) e.badges = 'admin-catalog.validation.unknownRef';
    if (campaigns.some((c) => !campaignsFound.has(c))) e.campaigns = 'admin-catalog.validation.unknownRef';
    if (giftIds.some((g) => !gifts.has(g))) e.gifts = 'admin-catalog.validation.unknownRef';
    else if (id !== null && giftIds.includes(id)) e.gifts = 'admin-catalog.validation.giftSelf';
    if (i.variantGroupId !== undefined && i.variantGroupId !== null && !groups.has(i.variantGroupId))
      e.variantGroupId = 'admin-catalog.validation.unknownRef';
    const parameters = i.parameters ?? {};
    const owner = await repo.valueParameters(Object.values(parameters).flat());
    for (const [pid, values] of Object.entries(parameters))
      if (values.some((v) => owner.get(v) !== Number(pid)))
        e[`parameters.${pid}`] = 'admin-catalog.validation.valueOfParameter';
    return e;
  }

  /**
   * A form the schema refused still meets the rules above on the fields that passed it (decision 0061): the route
   * adds these errors to the schema's, so a refused title and a taken SKU come back in one answer.
   */
  checkBody(raw: unknown, id: number | null): Promise<Record<string, string>> {
    return this.check(validParts(raw), id, this.repo());
  }

  private async writePaths(tx: Database['db'], id: number, i: ProductInput): Promise<void> {
    const path = productPath(i.title, id);
    const seo = Object.fromEntries(
      LANGS.map((l: Lang) => [l, { title: i.title[l] || i.title.az, desc: i.description[l] || null }]),
    );
    await new CatalogRoutesRepo(tx).setPaths(VIEW, id, { az: path, ru: path, en: path }, seo);
  }

  create(input: ProductInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedCreate(this.database, ctx, this.name, async (tx) => {
      const repo = this.repo(tx);
      const errors = await this.check(input, null, repo);
      if (Object.keys(errors).length)
        return fail(
          errors.sku && Object.keys(errors).length === 1 ? 'conflict' : 'invalid',
          'validation.failed',
          errors,
        );
      const now = new Date().toISOString();
      const id = await repo.insert({ ...rowValues(input, now), created_at: now });
      await repo.setLinks(id, links(input), null, { colorCode: input.colorCode, colorNames: input.colorName });
      await this.writePaths(tx, id, input);
      await new SearchTextRepo(tx).rebuild([id]);
      return ok({ id, summary: `${input.sku} ${input.title.az}`, after: input });
    });
  }

  update(id: number, input: ProductInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedUpdate(
      this.database,
      ctx,
      { entity: this.name, id, load: (tx) => this.repo(tx).byId(id) },
      async (tx, row) => {
        const repo = this.repo(tx);
        const errors = await this.check(input, id, repo);
        if (Object.keys(errors).length)
          return fail(
            errors.sku && Object.keys(errors).length === 1 ? 'conflict' : 'invalid',
            'validation.failed',
            errors,
          );
        const beforeLinks = await repo.links(id);
        const before = plain(row, beforeLinks);
        // a form's versioned save (decision 0059): the stock follows the shop's sales, so only the person's change of
        // it is applied, as a difference from what the form showed (units sold meanwhile stay sold)
        const delta = ctx.save ? (ctx.save.deltas.stock ?? 0) : null;
        // parameters as stored (a parameter without values is no entry), so the trail shows only real changes
        const normal: ProductInput = { ...input, parameters: links(input).parameters };
        const after: ProductInput = delta === null ? normal : { ...normal, stock: row.stock + delta };
        const note = { summary: `${input.sku} ${input.title.az}`, before, after };
        // nothing changed: nothing written (no new `updated_at`, no search text rebuilt)
        if (!changedFields(before as unknown as Record<string, unknown>, after as unknown as Record<string, unknown>))
          return ok(note);
        const { stock: _stock, ...values } = rowValues(input, new Date().toISOString());
        await repo.update(id, delta === null ? { ...values, stock: _stock } : values);
        if (delta) {
          // one conditional statement: a sale at the same moment is counted, and nothing goes below zero
          const stock = await repo.addStock(id, delta);
          if (stock === null)
            return fail(
              'conflict',
              'admin.conflict.changedMeanwhile',
              { stock: 'admin-catalog.validation.stockBelowZero' },
              { fields: this.i18n.t(ctx.lang, 'admin-catalog.fields.stock') },
            );
          note.before = { ...before, stock: stock - delta };
          note.after = { ...after, stock };
        }
        await repo.setLinks(id, links(input), beforeLinks, { colorCode: input.colorCode, colorNames: input.colorName });
        // the path follows the title (the seed's rule: the English title's slug and the id)
        if (
          input.title.en !== before.title.en ||
          input.title.az !== before.title.az ||
          JSON.stringify(input.description) !== JSON.stringify(before.description)
        )
          await this.writePaths(tx, id, input);
        await new SearchTextRepo(tx).rebuild([id]);
        return ok(note);
      },
    );
  }

  /** Deletes a product without orders; one with orders is deactivated instead (`removed: 'deactivated'`). */
  remove(id: number, ctx: AdminCtx): Promise<Result<{ id: number; removed: 'deleted' | 'deactivated' }>> {
    return auditedChange(
      this.database,
      ctx,
      { entity: this.name, id, load: (tx) => this.repo(tx).byId(id) },
      async (tx, row) => {
        const repo = this.repo(tx);
        const summary = `${row.sku} ${row.title_az}`;
        const reply = (removed: 'deleted' | 'deactivated') => ({ id, removed });
        if (await repo.hasOrders(id)) {
          if (row.active === 1) await repo.update(id, { active: 0, updated_at: new Date().toISOString() });
          return ok({
            reply: reply('deactivated'),
            audit: {
              action: 'deactivate',
              entityId: id,
              summary,
              before: { active: row.active === 1 },
              after: { active: false },
            },
          });
        }
        const before = plain(row, await repo.links(id));
        await new CatalogRoutesRepo(tx).remove(VIEW, id);
        await repo.remove(id);
        return ok({ reply: reply('deleted'), audit: { action: 'remove', entityId: id, summary, before } });
      },
    );
  }

  /** What `remove` would do to each product, told before the staff member confirms: one with orders is kept. */
  async removePlan(ids: number[]): Promise<Result<RemovePlan>> {
    const rows = await this.repo().orderedAmong(ids);
    return ok({
      deleted: rows.filter((r) => !r.ordered).map((r) => r.id),
      deactivated: rows.filter((r) => r.ordered).map((r) => r.id),
    });
  }
}
