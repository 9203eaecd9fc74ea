import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The catalogue change feed (docs/decisions/0020-incremental-catalogue-index.md). Replaces the version-only
 * triggers of migrations 0002 and 0003: every listing-relevant change now also says WHAT changed, so each app
 * process updates its in-memory index for just those products instead of rebuilding it.
 *
 * - `catalog_changes(kind, entity_id, seq)`: one row per changed entity, holding the version of its latest
 *   change (an upsert, so the table never grows past the number of entities). kind `product` for a product
 *   (its listing columns, its stock crossing the out-of-stock line, its parameter values, campaigns or route),
 *   else the metadata table's name (categories, brands, parameters, parameter_values, parameter_categories,
 *   campaigns, routes, search_synonyms).
 * - `catalog_state.version` is bumped by each change and gives its `seq`; the row lock it takes orders
 *   concurrent writers on PostgreSQL, so a reader that sees version v has every change up to v.
 * - `catalog_state.epoch`: random, tells a persisted index which database it belongs to.
 * SQLite: row triggers. PostgreSQL: statement triggers over transition tables (one version bump per statement).
 */

const OUT_OF_STOCK_MAX = 2; // keep equal to src/domain/stock.ts (the migration must not change when that file does)

/** products columns the index reads (stock only across the out-of-stock line) */
const PRODUCT_COLUMNS = [
  'category_id',
  'brand_id',
  'price',
  'price_old',
  'active',
  'sold',
  'new_in',
  'best_seller',
  'orange_star',
  'march8',
  'title_az',
  'title_ru',
  'title_en',
  'sku',
  'search_text',
  'created_at',
  'popularity',
];

/** metadata tables: the columns the index reads and the entity id recorded */
const META: { table: string; columns: string[]; id: string }[] = [
  {
    table: 'categories',
    columns: [
      'parent_id',
      'position',
      'title_az',
      'title_ru',
      'title_en',
      'image',
      'small_appliance',
      'is_new',
      'is_campaign',
    ],
    id: 'id',
  },
  { table: 'brands', columns: ['title', 'slug', 'image', 'show_in_home', 'position'], id: 'id' },
  {
    table: 'parameters',
    columns: ['title_az', 'title_ru', 'title_en', 'type', 'position', 'is_filter', 'scrolled', 'searchable'],
    id: 'id',
  },
  {
    table: 'parameter_values',
    columns: ['parameter_id', 'parent_id', 'position', 'value_az', 'value_ru', 'value_en', 'color_code'],
    id: 'id',
  },
  { table: 'parameter_categories', columns: ['parameter_id', 'category_id'], id: 'parameter_id' },
  { table: 'campaigns', columns: ['title_az', 'title_ru', 'title_en', 'position', 'active'], id: 'id' },
  { table: 'search_synonyms', columns: ['term', 'replacement'], id: '0' },
];

/** product-owned link tables: a change is a change of the product */
const LINKS = ['product_parameters', 'product_campaigns'];

const LISTING_VIEWS = "'Category', 'Brand', 'Campaign'";

/** the 0002/0003 triggers this migration replaces */
const OLD_WATCHED = [
  'products',
  'categories',
  'brands',
  'parameters',
  'parameter_values',
  'parameter_categories',
  'product_parameters',
  'product_campaigns',
  'campaigns',
  'routes',
  'search_synonyms',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .createTable('catalog_changes')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('catalog_changes_pk', ['kind', 'entity_id'])
    .execute();
  await db.schema
    .createIndex('catalog_changes_seq')
    .on('catalog_changes')
    .columns(['seq', 'kind', 'entity_id'])
    .execute();
  await db.schema.alterTable('catalog_state').addColumn('epoch', 'text').execute();
  await db
    .updateTable('catalog_state')
    .set({ epoch: randomBytes(12).toString('hex') })
    .execute();

  const run = (text: string) => sql.raw(text).execute(db);
  const changed = (cols: string[], o: string, n: string) =>
    cols.map((c) => `${o}.${c} IS DISTINCT FROM ${n}.${c}`).join(' OR ');
  const crossesStock = (o: string, n: string) =>
    `(${o}.stock <= ${OUT_OF_STOCK_MAX}) IS DISTINCT FROM (${n}.stock <= ${OUT_OF_STOCK_MAX})`;

  if (dialect === 'sqlite') {
    for (const t of OLD_WATCHED)
      for (const ev of ['insert', 'delete', 'update']) await run(`DROP TRIGGER IF EXISTS ${t}_catalog_touch_${ev}`);
    await run('DROP TRIGGER IF EXISTS products_catalog_touch_availability');

    // SQLite has IS NOT for "distinct from"
    const changedSqlite = (cols: string[]) => cols.map((c) => `OLD.${c} IS NOT NEW.${c}`).join(' OR ');
    const record = (kind: string, entity: string, cond?: string) =>
      `INSERT INTO catalog_changes (kind, entity_id, seq) SELECT '${kind}', ${entity}, version FROM catalog_state WHERE id = 1${cond ? ` AND (${cond})` : ''} ` +
      'ON CONFLICT (kind, entity_id) DO UPDATE SET seq = excluded.seq;';
    const trigger = (name: string, event: string, table: string, when: string | null, body: string[]) =>
      run(
        `CREATE TRIGGER ${name} AFTER ${event} ON ${table} FOR EACH ROW ${when ? `WHEN ${when} ` : ''}` +
          `BEGIN UPDATE catalog_state SET version = version + 1 WHERE id = 1; ${body.join(' ')} END`,
      );

    await trigger('products_feed_insert', 'INSERT', 'products', null, [record('product', 'NEW.id')]);
    await trigger('products_feed_delete', 'DELETE', 'products', null, [record('product', 'OLD.id')]);
    await trigger(
      'products_feed_update',
      'UPDATE',
      'products',
      `${changedSqlite(PRODUCT_COLUMNS)} OR OLD.id IS NOT NEW.id OR ${crossesStock('OLD', 'NEW').replace('IS DISTINCT FROM', 'IS NOT')}`,
      [record('product', 'NEW.id'), record('product', 'OLD.id', 'OLD.id IS NOT NEW.id')],
    );
    for (const t of LINKS) {
      await trigger(`${t}_feed_insert`, 'INSERT', t, null, [record('product', 'NEW.product_id')]);
      await trigger(`${t}_feed_delete`, 'DELETE', t, null, [record('product', 'OLD.product_id')]);
      await trigger(`${t}_feed_update`, 'UPDATE', t, null, [
        record('product', 'NEW.product_id'),
        record('product', 'OLD.product_id', 'OLD.product_id IS NOT NEW.product_id'),
      ]);
    }
    for (const m of META) {
      const id = (row: string) => (m.id === '0' ? '0' : `${row}.${m.id}`);
      await trigger(`${m.table}_feed_insert`, 'INSERT', m.table, null, [record(m.table, id('NEW'))]);
      await trigger(`${m.table}_feed_delete`, 'DELETE', m.table, null, [record(m.table, id('OLD'))]);
      await trigger(`${m.table}_feed_update`, 'UPDATE', m.table, changedSqlite(m.columns), [
        record(m.table, id('NEW')),
      ]);
    }
    // routes: listing paths of categories, brands and campaigns are metadata; a product's path changes its card
    const routeRecord = (row: string) => [
      record('routes', `COALESCE(${row}.entity_id, 0)`, `${row}.view IN (${LISTING_VIEWS})`),
      record('product', `${row}.entity_id`, `${row}.view = 'Product' AND ${row}.entity_id IS NOT NULL`),
    ];
    const routeWhen = (row: string) => `${row}.view IN (${LISTING_VIEWS}, 'Product')`;
    await trigger('routes_feed_insert', 'INSERT', 'routes', routeWhen('NEW'), routeRecord('NEW'));
    await trigger('routes_feed_delete', 'DELETE', 'routes', routeWhen('OLD'), routeRecord('OLD'));
    await trigger(
      'routes_feed_update',
      'UPDATE',
      'routes',
      `(${routeWhen('OLD')} OR ${routeWhen('NEW')}) AND (${changedSqlite(['lang', 'path', 'view', 'entity_id'])})`,
      [...routeRecord('OLD'), ...routeRecord('NEW')],
    );
    return;
  }

  for (const t of OLD_WATCHED) await run(`DROP TRIGGER IF EXISTS ${t}_catalog_touch ON ${t}`);
  await run('DROP TRIGGER IF EXISTS products_catalog_touch_availability ON products');
  await run('DROP FUNCTION IF EXISTS catalog_touch()');
  // TG_ARGV[0]: a query of (kind, entity_id) rows over the statement's transition tables old_rows / new_rows.
  await run(`CREATE FUNCTION catalog_feed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      v integer;
      hit boolean;
    BEGIN
      EXECUTE 'SELECT EXISTS (' || TG_ARGV[0] || ')' INTO hit;
      IF hit THEN
        UPDATE catalog_state SET version = version + 1 WHERE id = 1 RETURNING version INTO v;
        EXECUTE 'INSERT INTO catalog_changes (kind, entity_id, seq) SELECT DISTINCT c.k, c.e, $1 FROM (' || TG_ARGV[0] || ') AS c(k, e) '
          || 'WHERE c.e IS NOT NULL ON CONFLICT (kind, entity_id) DO UPDATE SET seq = EXCLUDED.seq' USING v;
      END IF;
      RETURN NULL;
    END $$`);
  const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
  const trigger = async (name: string, table: string, event: 'INSERT' | 'DELETE' | 'UPDATE', query: string) => {
    const refs =
      event === 'INSERT'
        ? 'NEW TABLE AS new_rows'
        : event === 'DELETE'
          ? 'OLD TABLE AS old_rows'
          : 'OLD TABLE AS old_rows NEW TABLE AS new_rows';
    await run(
      `CREATE TRIGGER ${name} AFTER ${event} ON ${table} REFERENCING ${refs} FOR EACH STATEMENT EXECUTE FUNCTION catalog_feed(${literal(query)})`,
    );
  };
  await trigger('products_feed_insert', 'products', 'INSERT', "SELECT 'product', id FROM new_rows");
  await trigger('products_feed_delete', 'products', 'DELETE', "SELECT 'product', id FROM old_rows");
  await trigger(
    'products_feed_update',
    'products',
    'UPDATE',
    // rows pair up by id; an id that changed shows up as a product that left and one that came
    `SELECT 'product', n.id FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id WHERE o.id IS NULL OR ${changed(PRODUCT_COLUMNS, 'o', 'n')} OR ${crossesStock('o', 'n')} ` +
      `UNION ALL SELECT 'product', o.id FROM old_rows o WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = o.id)`,
  );
  for (const t of LINKS) {
    await trigger(`${t}_feed_insert`, t, 'INSERT', "SELECT 'product', product_id FROM new_rows");
    await trigger(`${t}_feed_delete`, t, 'DELETE', "SELECT 'product', product_id FROM old_rows");
    await trigger(
      `${t}_feed_update`,
      t,
      'UPDATE',
      "SELECT 'product', product_id FROM new_rows UNION ALL SELECT 'product', product_id FROM old_rows",
    );
  }
  for (const m of META) {
    const id = (row: string) => (m.id === '0' ? '0' : `${row}.${m.id}`);
    await trigger(`${m.table}_feed_insert`, m.table, 'INSERT', `SELECT '${m.table}', ${id('n')} FROM new_rows n`);
    await trigger(`${m.table}_feed_delete`, m.table, 'DELETE', `SELECT '${m.table}', ${id('o')} FROM old_rows o`);
    // no stable key on every metadata table: any changed row (a row of new_rows without an identical old row)
    await trigger(
      `${m.table}_feed_update`,
      m.table,
      'UPDATE',
      `SELECT '${m.table}', ${id('n')} FROM new_rows n WHERE NOT EXISTS (SELECT 1 FROM old_rows o WHERE ${m.columns.map((c) => `o.${c} IS NOT DISTINCT FROM n.${c}`).join(' AND ')}${m.id === 'id' ? ' AND o.id = n.id' : ''})`,
    );
  }
  // (view, entity_id) rows → feed rows
  const routeRows = (rows: string) =>
    `SELECT CASE WHEN r.view = 'Product' THEN 'product' ELSE 'routes' END, CASE WHEN r.view = 'Product' THEN r.entity_id ELSE COALESCE(r.entity_id, 0) END ` +
    `FROM (${rows}) AS r(view, entity_id) WHERE r.view IN (${LISTING_VIEWS}, 'Product')`;
  await trigger('routes_feed_insert', 'routes', 'INSERT', routeRows('SELECT view, entity_id FROM new_rows'));
  await trigger('routes_feed_delete', 'routes', 'DELETE', routeRows('SELECT view, entity_id FROM old_rows'));
  const pairs = `FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE ${changed(['lang', 'path', 'view', 'entity_id'], 'o', 'n')}`;
  await trigger(
    'routes_feed_update',
    'routes',
    'UPDATE',
    routeRows(`SELECT o.view, o.entity_id ${pairs} UNION ALL SELECT n.view, n.entity_id ${pairs}`),
  );
}
