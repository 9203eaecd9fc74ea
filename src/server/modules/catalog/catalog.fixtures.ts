/**
 * A small, hand-made catalogue for the catalogue and reviews tests (independent of the demo seed).
 * Categories: 1 Elektronika → 2 Smartfonlar → 3 Android; 4 Məişət texnikası (small appliances) → 5 Ütülər.
 */
import { foldText } from '../../../domain/text.ts';
import { resetSequences, type Database } from '../../db/kysely.ts';

const t = (az: string, ru = az, en = az) => ({ title_az: az, title_ru: ru, title_en: en });

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

export const FX = {
  cat: { electronics: 1, phones: 2, android: 3, home: 4, irons: 5 },
  brand: { apple: 1, samsung: 2, xiaomi: 3, philips: 4 },
  param: { ram: 1, color: 2 },
  value: { ram8: 11, ram12: 12, black: 21, white: 22 },
  product: { iphone: 1, iphonePro: 2, galaxy: 3, redmi: 4, iron: 5, inactive: 6, soldA55: 7 },
} as const;

export async function insertCatalogFixtures(database: Database): Promise<void> {
  const { db } = database;
  await db
    .insertInto('categories')
    .values([
      {
        id: 1,
        parent_id: null,
        position: 1,
        ...t('Elektronika', 'Электроника', 'Electronics'),
        image: 'cat-el.png',
        small_appliance: 0,
      },
      {
        id: 2,
        parent_id: 1,
        position: 1,
        ...t('Smartfonlar', 'Смартфоны', 'Smartphones'),
        image: null,
        small_appliance: 0,
      },
      {
        id: 3,
        parent_id: 2,
        position: 1,
        ...t('Android smartfonlar', 'Android смартфоны', 'Android phones'),
        image: null,
        small_appliance: 0,
      },
      {
        id: 4,
        parent_id: null,
        position: 2,
        ...t('Məişət texnikası', 'Бытовая техника', 'Home appliances'),
        image: null,
        small_appliance: 1,
      },
      { id: 5, parent_id: 4, position: 1, ...t('Ütülər', 'Утюги', 'Irons'), image: null, small_appliance: 0 },
    ] as never)
    .execute();
  await db
    .insertInto('brands')
    .values([
      { id: 1, title: 'Apple', slug: 'apple', image: 'apple.png', show_in_home: 1, position: 1 },
      { id: 2, title: 'Samsung', slug: 'samsung', image: null, show_in_home: 1, position: 2 },
      { id: 3, title: 'Xiaomi', slug: 'xiaomi', image: null, show_in_home: 0, position: 3 },
      { id: 4, title: 'Philips', slug: 'philips', image: null, show_in_home: 0, position: 4 },
    ])
    .execute();
  await db
    .insertInto('parameters')
    .values([
      {
        id: 1,
        ...t('Operativ yaddaş', 'Оперативная память', 'RAM'),
        type: 'checkbox',
        position: 1,
        is_filter: 1,
        searchable: 0,
        scrolled: 0,
        comparable: 1,
      },
      {
        id: 2,
        ...t('Rəng', 'Цвет', 'Colour'),
        type: 'color',
        position: 2,
        is_filter: 1,
        searchable: 0,
        scrolled: 0,
        comparable: 1,
      },
    ] as never)
    .execute();
  await db
    .insertInto('parameter_categories')
    .values([
      { parameter_id: 1, category_id: 2 },
      { parameter_id: 2, category_id: 1 },
    ])
    .execute();
  await db
    .insertInto('parameter_values')
    .values([
      {
        id: 11,
        parameter_id: 1,
        parent_id: null,
        position: 1,
        value_az: '8 GB',
        value_ru: '8 ГБ',
        value_en: '8 GB',
        color_code: null,
      },
      {
        id: 12,
        parameter_id: 1,
        parent_id: null,
        position: 2,
        value_az: '12 GB',
        value_ru: '12 ГБ',
        value_en: '12 GB',
        color_code: null,
      },
      {
        id: 21,
        parameter_id: 2,
        parent_id: null,
        position: 1,
        value_az: 'Qara',
        value_ru: 'Чёрный',
        value_en: 'Black',
        color_code: '#000000',
      },
      {
        id: 22,
        parameter_id: 2,
        parent_id: null,
        position: 2,
        value_az: 'Ağ',
        value_ru: 'Белый',
        value_en: 'White',
        color_code: '#ffffff',
      },
    ])
    .execute();

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
    .values({ id: 1, ...t('Rəng', 'Цвет', 'Colour'), type: 'color' })
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
  await db
    .insertInto('campaigns')
    .values({
      id: 1,
      ...t('Yay endirimi', 'Летняя распродажа', 'Summer sale'),
      content_az: '[]',
      content_ru: '[]',
      content_en: '[]',
      image: 'summer.png',
      active: 1,
      position: 1,
    } as never)
    .execute();
  await db
    .insertInto('product_campaigns')
    .values([
      { campaign_id: 1, product_id: 3 },
      { campaign_id: 1, product_id: 4 },
    ])
    .execute();

  const slugs: Record<string, Record<number, string>> = {
    Product: {
      1: 'apple-iphone-15',
      2: 'apple-iphone-15-pro',
      3: 'samsung-galaxy-s24',
      4: 'xiaomi-redmi-note-13',
      5: 'philips-utu-azur',
      7: 'samsung-galaxy-a55',
    },
    Category: { 1: 'elektronika', 2: 'smartfonlar', 3: 'android', 4: 'meiset-texnikasi', 5: 'utuler' },
    Brand: { 1: 'brand-apple', 2: 'brand-samsung', 3: 'brand-xiaomi', 4: 'brand-philips' },
    Campaign: { 1: 'yay-endirimi' },
  };
  const routes = [];
  for (const [view, m] of Object.entries(slugs))
    for (const [id, slug] of Object.entries(m))
      for (const lang of ['az', 'ru'])
        routes.push({
          lang,
          path: lang === 'az' ? slug : `${slug}-ru`,
          view,
          entity_id: Number(id),
          seo_title: view === 'Product' && id === '1' ? 'iPhone 15 SEO' : null,
          seo_desc: null,
          seo_keywords: null,
        });
  await db.insertInto('routes').values(routes).execute();
  await db
    .insertInto('reviews')
    .values([
      {
        product_id: 1,
        full_name: 'Aysel',
        email: 'aysel@example.com',
        rating: 5,
        review: 'Əla telefon',
        status: 'approved',
        ip: '10.0.0.1',
        created_at: '2026-02-01T10:00:00.000Z',
      },
      {
        product_id: 1,
        full_name: 'Orxan',
        email: 'orxan@example.com',
        rating: 4,
        review: 'Yaxşıdır',
        status: 'approved',
        ip: '10.0.0.2',
        created_at: '2026-02-02T10:00:00.000Z',
      },
      {
        product_id: 1,
        full_name: 'Spam',
        email: 'spam@example.com',
        rating: 1,
        review: 'pending one',
        status: 'pending',
        ip: '10.0.0.3',
        created_at: '2026-02-03T10:00:00.000Z',
      },
    ])
    .execute();
  await db
    .insertInto('banners')
    .values([
      { kind: 'main', position: 1, image: 'b1.png', ...t('Banner 1'), link: '/sale' },
      { kind: 'double', position: 1, image: 'd1.png', ...t('Double 1'), link: 'https://example.com/x' },
    ])
    .execute();
  await resetSequences(database, [
    'categories',
    'brands',
    'parameters',
    'parameter_values',
    'products',
    'badges',
    'variant_groups',
    'campaigns',
    'reviews',
    'routes',
    'product_images',
    'banners',
    'faq',
    'product_videos',
  ]);
}
