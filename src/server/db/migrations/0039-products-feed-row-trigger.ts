import { sql, type Kysely } from 'kysely';

/**
 * PostgreSQL: the products update trigger of the catalogue change feed (migrations 0009, 0021) as row triggers with
 * WHEN clauses (decision 0098). The statement trigger over transition tables ran on every UPDATE of products —
 * every order's stock update included — capturing the old and new rows and running its PL/pgSQL query over them,
 * though a stock update that does not cross the out-of-stock line changes nothing a listing shows (about a tenth of
 * the PostgreSQL backends' CPU per order in `bench:checkout`). The WHEN clauses are evaluated by the executor for each
 * updated row and fire the function only for a product whose listing columns changed, whose stock crossed the line
 * or whose id changed — the rows the statement trigger's query found; each trigger is limited to the columns its
 * clause reads (`UPDATE OF`), so an order's stock update evaluates only the short clause of the out-of-stock line. The catalogue's version is bumped once per
 * transaction (kept in a transaction-local setting), not once per row, so a bulk update still costs one bump; every
 * change of a transaction gets that version as its `seq` and commits with it. SQLite: its row triggers already
 * have the WHEN clause.
 */

const OUT_OF_STOCK_MAX = 2; // keep equal to src/domain/stock.ts (the migration must not change when that file does)

/** the products columns migration 0009 watches (copied: a migration must not change when another file does) */
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect !== 'postgres') return;
  const run = (text: string) => sql.raw(text).execute(db);
  const changed = PRODUCT_COLUMNS.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ');
  const crosses = `(OLD.stock <= ${OUT_OF_STOCK_MAX}) IS DISTINCT FROM (NEW.stock <= ${OUT_OF_STOCK_MAX})`;
  const record = (id: string) =>
    `INSERT INTO catalog_changes (kind, entity_id, seq) VALUES ('product', ${id}, v) ON CONFLICT (kind, entity_id) DO UPDATE SET seq = EXCLUDED.seq;`;
  await run(`CREATE FUNCTION products_feed_row() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      v integer := nullif(current_setting('volt.catalog_version', true), '')::integer;
    BEGIN
      IF v IS NULL THEN
        UPDATE catalog_state SET version = version + 1 WHERE id = 1 RETURNING version INTO v;
        PERFORM set_config('volt.catalog_version', v::text, true);
      END IF;
      ${record('NEW.id')}
      IF OLD.id IS DISTINCT FROM NEW.id THEN
        ${record('OLD.id')}
      END IF;
      RETURN NULL;
    END $$`);
  await run('DROP TRIGGER products_feed_update ON products');
  await run('DROP FUNCTION products_feed_update()');
  // two triggers, each named by the columns it watches: PostgreSQL looks at an UPDATE's SET list before it evaluates
  // (and first compiles, per statement) a WHEN clause, so a stock update never evaluates the listing columns' clause
  await run(
    `CREATE TRIGGER products_feed_update AFTER UPDATE OF ${[...PRODUCT_COLUMNS, 'id'].join(', ')} ON products FOR EACH ROW ` +
      `WHEN (${changed} OR OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION products_feed_row()`,
  );
  await run(
    `CREATE TRIGGER products_feed_stock AFTER UPDATE OF stock ON products FOR EACH ROW WHEN (${crosses}) EXECUTE FUNCTION products_feed_row()`,
  );
}
