import { subtreeOf } from '../../../domain/admin/category-tree.ts';
import type { FieldDef, ResourceMeta } from '../../../domain/api/admin.ts';
import { adminProductsExport } from '../../../domain/api/admin-catalog.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { AdminCtx } from '../resource.ts';
import { IMAGES_MAX, type ProductInput } from './product-input.ts';
import { FLAG_COLUMNS, PRODUCT_SORTS, STOCK_STATES, type FlagName } from './product-list.ts';
import type { AdminProductsRepo } from './products.repo.ts';

/** The product form (ADM-9): every field with its translated label, group, options and value; blank without `v`. */
export async function productFields(
  i18n: I18n,
  repo: AdminProductsRepo,
  ctx: AdminCtx,
  v?: ProductInput,
): Promise<FieldDef[]> {
  const t = (k: string) => i18n.t(ctx.lang, k);
  const L = ctx.lang;
  const o = await repo.options();
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
  const gifts = v?.gifts.length ? await repo.titles(v.gifts) : [];
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
    // the units at each branch (decision 0090): the sum above is theirs and the online warehouse's
    ...o.branches.map((b) => ({
      name: `stockAt.${b.id}`,
      label: `${title(b)} · ${b.code ?? `B${b.id}`}`,
      component: 'number' as const,
      group: t('admin-catalog.groups.stock'),
      delta: true,
      help: b.active === 1 ? undefined : t('admin-catalog.help.stockAtHidden'),
      value: v?.stockAt[String(b.id)] ?? 0,
    })),
    ...(['newIn', 'bestSeller', 'orangeStar', 'march8', 'priceInStore', 'specialDiscount', 'sold'] as const).map((k) =>
      f(k, 'checkbox', 'flags', { value: v?.[k] ?? false }),
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

/** The products list's columns, filters and sorts, the form, and what this staff member may do (ADM-9). */
export async function productsMeta(i18n: I18n, repo: AdminProductsRepo, ctx: AdminCtx): Promise<ResourceMeta> {
  const t = (k: string) => i18n.t(ctx.lang, k);
  const has = (a: string) => ctx.staff.permissions.includes(`products.${a}`);
  const o = await repo.options();
  const title = (r: { title_az: string; title_ru: string; title_en: string }) => r[`title_${ctx.lang}`] || r.title_az;
  return {
    resource: 'products',
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
    sorts: [...PRODUCT_SORTS],
    defaultSort: 'id',
    searchable: true,
    fields: await productFields(i18n, repo, ctx),
    tools: ['edit', 'duplicate', 'remove', 'viewOnSite'],
    can: { create: has('create'), update: has('update'), remove: has('remove'), verify: false },
    ...(has('update') ? { bulk: 'products' as const } : {}),
    links: [
      ...(has('read')
        ? [{ label: t('admin-catalog.csv.export'), href: adminProductsExport.path, download: true }]
        : []),
      ...(has('import') ? [{ label: t('admin-catalog.csv.import'), href: '/admin/products/import' }] : []),
    ],
  };
}
