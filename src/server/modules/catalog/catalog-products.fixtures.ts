import { foldText } from '../../../domain/text.ts';
import type { Database } from '../../db/kysely.ts';
import { titles } from './catalog-taxonomy.fixtures.ts';

/** What the catalogue writer folds into `search_text`: category path titles and parameter values. */
const CATEGORY_WORDS: Record<number, string[]> = {
  2: ['Elektronika Электроника Electronics Smartfonlar Смартфоны Smartphones'],
  3: ['Elektronika Электроника Electronics Smartfonlar Смартфоны Smartphones Android'],
  5: ['Məişət texnikası Бытовая техника Home appliances Ütülər Утюги Irons'],
};
const VALUE_WORDS: Record<number, string[]> = {
  1: ['8 GB 8 ГБ Qara Чёрный Black'],
  2: ['8 GB 8 ГБ Ağ Белый White'],
  3: ['12 GB 12 ГБ Qara Чёрный Black'],
  4: ['8 GB 8 ГБ Ağ Белый White'],
  7: ['8 GB 8 ГБ'],
};

/**
 * The catalogue fixture's seven products (`catalog.fixtures.ts`, FX.product) with their parameters, pictures, video,
 * badge, gift, colour variants and question.
 */
export async function insertFixtureProducts(database: Database): Promise<void> {
  const { db } = database;
  type P = {
    id: number;
    az: string;
    ru: string;
    en: string;
    cat: number;
    brand: number | null;
    price: number;
    old?: number;
    stock: number;
    created: string;
    extra?: Record<string, number>;
  };
  const products: P[] = [
    {
      id: 1,
      az: 'Apple iPhone 15 128GB',
      ru: 'Смартфон Apple iPhone 15 128GB',
      en: 'Apple iPhone 15 128GB',
      cat: 2,
      brand: 1,
      price: 199900,
      stock: 10,
      created: '2026-01-01T10:00:00.000Z',
    },
    {
      id: 2,
      az: 'Apple iPhone 15 Pro 256GB',
      ru: 'Смартфон Apple iPhone 15 Pro 256GB',
      en: 'Apple iPhone 15 Pro 256GB',
      cat: 2,
      brand: 1,
      price: 249900,
      old: 279900,
      stock: 1,
      created: '2026-01-05T10:00:00.000Z',
    },
    {
      id: 3,
      az: 'Samsung Galaxy S24',
      ru: 'Смартфон Samsung Galaxy S24',
      en: 'Samsung Galaxy S24',
      cat: 3,
      brand: 2,
      price: 179900,
      stock: 20,
      created: '2026-01-03T10:00:00.000Z',
      extra: { best_seller: 1, popularity: 50 },
    },
    {
      id: 4,
      az: 'Xiaomi Redmi Note 13',
      ru: 'Смартфон Xiaomi Redmi Note 13',
      en: 'Xiaomi Redmi Note 13',
      cat: 3,
      brand: 3,
      price: 49900,
      stock: 30,
      created: '2026-01-04T10:00:00.000Z',
      extra: { new_in: 1 },
    },
    {
      id: 5,
      az: 'Philips ütü Azur',
      ru: 'Утюг Philips Azur',
      en: 'Philips steam iron Azur',
      cat: 5,
      brand: 4,
      price: 12950,
      stock: 5,
      created: '2026-01-02T10:00:00.000Z',
    },
    {
      id: 6,
      az: 'Samsung köhnə model',
      ru: 'Samsung старая модель',
      en: 'Samsung old model',
      cat: 2,
      brand: 2,
      price: 10000,
      stock: 10,
      created: '2026-01-06T10:00:00.000Z',
      extra: { active: 0 },
    },
    {
      id: 7,
      az: 'Samsung Galaxy A55',
      ru: 'Смартфон Samsung Galaxy A55',
      en: 'Samsung Galaxy A55',
      cat: 3,
      brand: 2,
      price: 89900,
      stock: 0,
      created: '2026-01-07T10:00:00.000Z',
      extra: { sold: 1 },
    },
  ];
  const brandTitle = (id: number | null) => ['', 'Apple', 'Samsung', 'Xiaomi', 'Philips'][id ?? 0] ?? '';
  await db
    .insertInto('products')
    .values(
      products.map((p) => ({
        id: p.id,
        sku: `SKU-${p.id}00`,
        title_az: p.az,
        title_ru: p.ru,
        title_en: p.en,
        desc_az: `${p.az} haqqında`,
        desc_ru: `О товаре ${p.ru}`,
        desc_en: `About ${p.en}`,
        content_az: JSON.stringify([{ type: 'paragraph', data: { text: p.az } }]),
        content_ru: '[]',
        content_en: '[]',
        category_id: p.cat,
        brand_id: p.brand,
        price: p.price,
        price_old: p.old ?? null,
        stock: p.stock,
        search_text: foldText(
          [
            p.az,
            p.ru,
            p.en,
            brandTitle(p.brand),
            `SKU-${p.id}00`,
            ...(CATEGORY_WORDS[p.cat] ?? []),
            ...(VALUE_WORDS[p.id] ?? []),
          ].join(' '),
        ),
        created_at: p.created,
        updated_at: p.created,
        new_in: 0,
        best_seller: 0,
        sold: 0,
        active: 1,
        popularity: 0,
        ...(p.extra ?? {}),
      })) as never,
    )
    .execute();
  await db
    .insertInto('product_parameters')
    .values([
      { product_id: 1, parameter_id: 1, value_id: 11 },
      { product_id: 1, parameter_id: 2, value_id: 21 },
      { product_id: 2, parameter_id: 1, value_id: 11 },
      { product_id: 2, parameter_id: 2, value_id: 22 },
      { product_id: 3, parameter_id: 1, value_id: 12 },
      { product_id: 3, parameter_id: 2, value_id: 21 },
      { product_id: 4, parameter_id: 1, value_id: 11 },
      { product_id: 4, parameter_id: 2, value_id: 22 },
      { product_id: 7, parameter_id: 1, value_id: 11 },
    ])
    .execute();
  await db
    .insertInto('product_images')
    .values(
      [1, 2, 3, 4, 5, 7].flatMap((id) => [
        { product_id: id, position: 1, source: `p${id}-1.png`, with_pad: 0 },
        { product_id: id, position: 2, source: `p${id}-2.png`, with_pad: 1 },
      ]),
    )
    .execute();
  await db.insertInto('product_videos').values({ product_id: 1, position: 1, video_id: 'dQw4w9WgXcQ' }).execute();
  await db
    .insertInto('badges')
    .values({ id: 1, name_az: 'Hədiyyə', name_ru: 'Подарок', name_en: 'Gift', image: 'gift.png' })
    .execute();
  await db.insertInto('product_badges').values({ product_id: 1, badge_id: 1 }).execute();
  await db.insertInto('product_gifts').values({ product_id: 1, gift_product_id: 5 }).execute();
  await db
    .insertInto('variant_groups')
    .values({ id: 1, ...titles('Rəng', 'Цвет', 'Colour'), type: 'color' })
    .execute();
  await db
    .insertInto('variant_group_items')
    .values([
      {
        group_id: 1,
        product_id: 1,
        position: 1,
        color_code: '#000000',
        value_az: 'Qara',
        value_ru: 'Чёрный',
        value_en: 'Black',
      },
      {
        group_id: 1,
        product_id: 2,
        position: 2,
        color_code: '#ffffff',
        value_az: 'Ağ',
        value_ru: 'Белый',
        value_en: 'White',
      },
    ])
    .execute();
  await db
    .insertInto('faq')
    .values({
      product_id: 1,
      position: 1,
      question_az: 'Zəmanət?',
      question_ru: 'Гарантия?',
      question_en: 'Warranty?',
      answer_az: '1 il',
      answer_ru: '1 год',
      answer_en: '1 year',
    })
    .execute();
}
