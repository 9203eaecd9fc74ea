import type { Database } from '../../db/kysely.ts';

/** A title in the three languages (the same text in each unless given). */
export const titles = (az: string, ru = az, en = az) => ({ title_az: az, title_ru: ru, title_en: en });

/**
 * The catalogue fixture's taxonomy (`catalog.fixtures.ts`, FX): categories 1 Elektronika → 2 Smartfonlar → 3 Android
 * and 4 Məişət texnikası → 5 Ütülər, four brands, the RAM and colour parameters and their values.
 */
export async function insertFixtureTaxonomy(database: Database): Promise<void> {
  const { db } = database;
  await db
    .insertInto('categories')
    .values([
      {
        id: 1,
        parent_id: null,
        position: 1,
        ...titles('Elektronika', 'Электроника', 'Electronics'),
        image: 'cat-el.png',
        small_appliance: 0,
      },
      {
        id: 2,
        parent_id: 1,
        position: 1,
        ...titles('Smartfonlar', 'Смартфоны', 'Smartphones'),
        image: null,
        small_appliance: 0,
      },
      {
        id: 3,
        parent_id: 2,
        position: 1,
        ...titles('Android smartfonlar', 'Android смартфоны', 'Android phones'),
        image: null,
        small_appliance: 0,
      },
      {
        id: 4,
        parent_id: null,
        position: 2,
        ...titles('Məişət texnikası', 'Бытовая техника', 'Home appliances'),
        image: null,
        small_appliance: 1,
      },
      { id: 5, parent_id: 4, position: 1, ...titles('Ütülər', 'Утюги', 'Irons'), image: null, small_appliance: 0 },
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
        ...titles('Operativ yaddaş', 'Оперативная память', 'RAM'),
        type: 'checkbox',
        position: 1,
        is_filter: 1,
        searchable: 0,
        scrolled: 0,
        comparable: 1,
      },
      {
        id: 2,
        ...titles('Rəng', 'Цвет', 'Colour'),
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
}
