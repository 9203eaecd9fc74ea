import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Search and catalogue index support (docs/decisions/0004-search-engine.md):
 * - `search_synonyms(term, replacement)`: folded query word → folded replacement word;
 * - `catalog_state`: a version number bumped by triggers whenever data the in-process catalogue index
 *   reads changes (products' listing columns, categories, brands, parameters, campaigns…); every app
 *   process polls it and rebuilds its index when it moves. Stock is deliberately not watched:
 *   checkouts change it constantly, and cards read stock fresh from the database;
 * - an index to count review submissions per IP (rate limit across processes).
 */
export const SYNONYMS: [string, string][] = [
  ['айфон', 'iphone'],
  ['айфоны', 'iphone'],
  ['ифон', 'iphone'],
  ['самсунг', 'samsung'],
  ['самсунга', 'samsung'],
  ['сяоми', 'xiaomi'],
  ['ксиаоми', 'xiaomi'],
  ['ксяоми', 'xiaomi'],
  ['редми', 'redmi'],
  ['хуавей', 'huawei'],
  ['хуавэй', 'huawei'],
  ['эпл', 'apple'],
  ['эппл', 'apple'],
  ['епл', 'apple'],
  ['леново', 'lenovo'],
  ['асус', 'asus'],
  ['сони', 'sony'],
  ['филипс', 'philips'],
  ['бош', 'bosch'],
  ['тефаль', 'tefal'],
  ['браун', 'braun'],
  ['дайсон', 'dyson'],
  ['хонор', 'honor'],
  ['делл', 'dell'],
  ['эйсер', 'acer'],
  ['асер', 'acer'],
  ['лджи', 'lg'],
  ['элджи', 'lg'],
  ['макбук', 'macbook'],
  ['айпад', 'ipad'],
  ['эйрподс', 'airpods'],
  ['плейстейшн', 'playstation'],
  ['телефон', 'smartfon'],
  ['телефоны', 'smartfon'],
  ['смартфон', 'smartfon'],
  ['смартфоны', 'smartfon'],
  ['smartphone', 'smartfon'],
  ['phone', 'smartfon'],
  ['telefon', 'smartfon'],
  ['ноутбук', 'noutbuk'],
  ['ноутбуки', 'noutbuk'],
  ['laptop', 'noutbuk'],
  ['notebook', 'noutbuk'],
  ['утюг', 'utu'],
  ['утюги', 'utu'],
  ['iron', 'utu'],
  ['телевизор', 'televizor'],
  ['телевизоры', 'televizor'],
  ['tv', 'televizor'],
  ['наушники', 'qulaqliq'],
  ['headphones', 'qulaqliq'],
  ['холодильник', 'soyuducu'],
  ['fridge', 'soyuducu'],
  ['пылесос', 'tozsoran'],
  ['планшет', 'planset'],
  ['tablet', 'planset'],
  ['часы', 'saat'],
  ['watch', 'saat'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .createTable('search_synonyms')
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('replacement', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_synonyms_pk', ['term', 'replacement'])
    .execute();
  const rows = [
    ...new Map(SYNONYMS.map(([term, replacement]) => [`${term}|${replacement}`, { term, replacement }])).values(),
  ];
  await db.insertInto('search_synonyms').values(rows).execute();

  await db.schema
    .createTable('catalog_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('catalog_state').values({ id: 1, version: 0 }).execute();

  await db.schema.createIndex('reviews_ip_created').on('reviews').columns(['ip', 'created_at']).execute();
  await db.schema
    .createIndex('products_brand_category')
    .on('products')
    .columns(['category_id', 'brand_id', 'price'])
    .execute();
  await db.schema
    .createIndex('variant_group_items_group')
    .on('variant_group_items')
    .columns(['group_id', 'position'])
    .execute();
  await db.schema.createIndex('product_gifts_product').on('product_gifts').columns(['product_id']).execute();

  const productColumns =
    'category_id, brand_id, price, price_old, active, sold, new_in, best_seller, orange_star, march8, ' +
    'title_az, title_ru, title_en, sku, search_text, created_at, popularity, rating';
  const watched: { table: string; update?: string }[] = [
    { table: 'products', update: productColumns },
    { table: 'categories' },
    { table: 'brands' },
    { table: 'parameters' },
    { table: 'parameter_values' },
    { table: 'parameter_categories' },
    { table: 'product_parameters' },
    { table: 'product_campaigns' },
    { table: 'campaigns' },
    { table: 'routes' },
    { table: 'search_synonyms' },
  ];
  if (dialect === 'postgres') {
    // A statement-level trigger per table; one cheap row update per statement.
    await sql`CREATE FUNCTION catalog_touch() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE catalog_state SET version = version + 1 WHERE id = 1; RETURN NULL; END $$`.execute(db);
    for (const w of watched) {
      const events = w.update ? `INSERT OR DELETE OR UPDATE OF ${w.update}` : 'INSERT OR DELETE OR UPDATE';
      await sql
        .raw(
          `CREATE TRIGGER ${w.table}_catalog_touch AFTER ${events} ON ${w.table} FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch()`,
        )
        .execute(db);
    }
  } else {
    const body = 'BEGIN UPDATE catalog_state SET version = version + 1 WHERE id = 1; END';
    for (const w of watched) {
      for (const ev of ['INSERT', 'DELETE', w.update ? `UPDATE OF ${w.update}` : 'UPDATE']) {
        const name = `${w.table}_catalog_touch_${ev.split(' ')[0]!.toLowerCase()}`;
        await sql.raw(`CREATE TRIGGER ${name} AFTER ${ev} ON ${w.table} FOR EACH ROW ${body}`).execute(db);
      }
    }
  }
}
