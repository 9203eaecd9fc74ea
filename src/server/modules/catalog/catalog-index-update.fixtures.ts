import fc from 'fast-check';
import type { IndexMetaRows, IndexProductRow } from './catalog-index.repo.ts';

/**
 * The model the incremental index's property test runs on: a small catalogue (categories, brands, filters,
 * campaigns) with words and queries to search for, products drawn at random, and the changes made to them.
 */

const WORDS = [
  'alpha',
  'bravo',
  'charlie',
  'delta',
  'smartfon',
  'qara',
  'black',
  'ütü',
  'gc-1234',
  'x5',
  'galaxy',
  'qalaxy',
];
export const QUERIES = [
  ...WORDS,
  'al',
  'ch',
  'sma',
  'gc1234',
  'brvo',
  'smartfn',
  'айфон',
  'alpha qara',
  'delta black',
  'elektronika',
  'ütülər',
  'zzz',
];

export function baseMeta(): IndexMetaRows {
  const cat = (id: number, parent: number | null, title: string) => ({
    id,
    parent_id: parent,
    position: id,
    title_az: title,
    title_ru: `${title} ru`,
    title_en: title,
    image: null,
    small_appliance: 0,
    is_new: 0,
    is_campaign: 0,
  });
  return {
    categories: [
      cat(1, null, 'Elektronika'),
      cat(2, 1, 'Smartfonlar'),
      cat(3, 1, 'Noutbuklar'),
      cat(4, null, 'Ev'),
      cat(5, 4, 'Ütülər'),
    ],
    brands: [
      { id: 1, title: 'Apple', slug: 'apple', image: null, show_in_home: 1, position: 1 },
      { id: 2, title: 'Samsung', slug: 'samsung', image: null, show_in_home: 1, position: 2 },
      { id: 3, title: 'Philips', slug: 'philips', image: null, show_in_home: 0, position: 3 },
    ],
    parameters: [
      {
        id: 1,
        title_az: 'RAM',
        title_ru: 'RAM',
        title_en: 'RAM',
        type: 'checkbox',
        position: 1,
        is_filter: 1,
        scrolled: 0,
        searchable: 0,
      },
      {
        id: 2,
        title_az: 'Rəng',
        title_ru: 'Цвет',
        title_en: 'Colour',
        type: 'color',
        position: 2,
        is_filter: 1,
        scrolled: 0,
        searchable: 0,
      },
    ],
    parameterCategories: [
      { parameter_id: 1, category_id: 2 },
      { parameter_id: 2, category_id: 1 },
    ],
    values: [
      {
        id: 1,
        parameter_id: 1,
        parent_id: null,
        position: 1,
        value_az: '8 GB',
        value_ru: '8 ГБ',
        value_en: '8 GB',
        color_code: null,
      },
      {
        id: 2,
        parameter_id: 1,
        parent_id: null,
        position: 2,
        value_az: '12 GB',
        value_ru: '12 ГБ',
        value_en: '12 GB',
        color_code: null,
      },
      {
        id: 3,
        parameter_id: 2,
        parent_id: null,
        position: 1,
        value_az: 'Qara',
        value_ru: 'Чёрный',
        value_en: 'Black',
        color_code: '#000',
      },
      {
        id: 4,
        parameter_id: 2,
        parent_id: null,
        position: 2,
        value_az: 'Ağ',
        value_ru: 'Белый',
        value_en: 'White',
        color_code: '#fff',
      },
      {
        id: 5,
        parameter_id: 2,
        parent_id: 3,
        position: 1,
        value_az: 'Tünd qara',
        value_ru: 'Тёмный',
        value_en: 'Dark',
        color_code: '#111',
      },
    ],
    campaigns: [
      { id: 1, title_az: 'Yay', title_ru: 'Лето', title_en: 'Summer', position: 2, active: 1 },
      { id: 2, title_az: 'Qış', title_ru: 'Зима', title_en: 'Winter', position: 1, active: 0 },
    ],
    routes: [
      { view: 'Category', lang: 'az', entity_id: 1, path: 'elektronika' },
      { view: 'Brand', lang: 'az', entity_id: 2, path: 'samsung' },
    ],
    synonyms: [{ term: 'айфон', replacement: 'alpha' }],
  };
}

export interface ModelProduct {
  row: IndexProductRow;
  values: number[];
  campaigns: number[];
  active: boolean;
}

export const productArb = fc.record({
  category: fc.integer({ min: 1, max: 5 }),
  brand: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  price: fc.integer({ min: 1, max: 40 }).map((x) => x * 2_500),
  priceOld: fc.option(
    fc.integer({ min: 1, max: 40 }).map((x) => x * 2_500),
    { nil: null },
  ),
  stock: fc.constantFrom(0, 1, 2, 3, 10),
  sold: fc.constantFrom(0, 1) as fc.Arbitrary<0 | 1>,
  flags: fc.integer({ min: 0, max: 15 }),
  popularity: fc.integer({ min: 0, max: 4 }),
  day: fc.integer({ min: 1, max: 4 }),
  title: fc.subarray(WORDS, { minLength: 1, maxLength: 3 }),
  sku: fc.constantFrom('SM-A556', 'gc-1234', 'X5', 'sku1'),
  searchText: fc.option(fc.subarray(WORDS, { minLength: 1, maxLength: 4 }), { nil: null }),
  values: fc.subarray([1, 2, 3, 4, 5]),
  campaigns: fc.subarray([1, 2]),
});
export type ProductSpec = typeof productArb extends fc.Arbitrary<infer T> ? T : never;

export function modelProduct(id: number, p: ProductSpec): ModelProduct {
  const title = p.title.join(' ');
  return {
    row: {
      id,
      category_id: p.category,
      brand_id: p.brand,
      price: p.price,
      price_old: p.priceOld,
      stock: p.stock,
      sold: p.sold,
      new_in: (p.flags & 1 ? 1 : 0) as 0 | 1,
      best_seller: (p.flags & 2 ? 1 : 0) as 0 | 1,
      orange_star: (p.flags & 4 ? 1 : 0) as 0 | 1,
      march8: (p.flags & 8 ? 1 : 0) as 0 | 1,
      popularity: p.popularity,
      created_at: `2026-0${p.day}-01T00:00:00.000Z`,
      sku: p.sku,
      title_az: title,
      title_ru: p.title.length > 1 ? `${title} ru` : title,
      title_en: title,
      search_text: p.searchText ? p.searchText.map((w) => w.replace('ü', 'u')).join(' ') : '',
    },
    values: [...p.values].sort((a, b) => a - b),
    campaigns: [...p.campaigns].sort((a, b) => a - b),
    active: true,
  };
}

export const opArb = fc.oneof(
  fc.record({
    op: fc.constant('price' as const),
    k: fc.nat(),
    price: fc.integer({ min: 1, max: 40 }).map((x) => x * 2_500),
  }),
  fc.record({ op: fc.constant('stock' as const), k: fc.nat(), stock: fc.constantFrom(0, 10) }),
  fc.record({ op: fc.constant('active' as const), k: fc.nat(), active: fc.boolean() }),
  fc.record({ op: fc.constant('new' as const), p: productArb }),
  fc.record({ op: fc.constant('category' as const), k: fc.nat(), category: fc.integer({ min: 1, max: 5 }) }),
  fc.record({
    op: fc.constant('title' as const),
    k: fc.nat(),
    title: fc.subarray(WORDS, { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ op: fc.constant('values' as const), k: fc.nat(), values: fc.subarray([1, 2, 3, 4, 5]) }),
  fc.record({ op: fc.constant('campaigns' as const), k: fc.nat(), campaigns: fc.subarray([1, 2]) }),
  fc.record({ op: fc.constant('popularity' as const), k: fc.nat(), popularity: fc.integer({ min: 0, max: 4 }) }),
  fc.record({ op: fc.constant('delete' as const), k: fc.nat() }),
  fc.record({
    op: fc.constant('brandTitle' as const),
    brand: fc.integer({ min: 1, max: 3 }),
    title: fc.constantFrom('Apple', 'Alpha Co', 'Samsung Galaxy', 'Philips'),
  }),
  fc.record({
    op: fc.constant('categoryTitle' as const),
    category: fc.integer({ min: 1, max: 5 }),
    title: fc.constantFrom('Elektronika', 'Smartfonlar', 'Delta', 'Qara mallar'),
  }),
  fc.record({
    op: fc.constant('campaignActive' as const),
    campaign: fc.integer({ min: 1, max: 2 }),
    active: fc.boolean(),
  }),
  fc.record({ op: fc.constant('synonym' as const), replacement: fc.constantFrom('alpha', 'delta', 'smartfon') }),
  fc.constant({ op: 'commit' as const }),
);
export type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;
