import { sql, type Kysely } from 'kysely';

/**
 * The products update trigger of the catalogue change feed (migration 0009) with its query written in the function
 * (decision 0051). The generic `catalog_feed(query)` runs its query with EXECUTE, so PostgreSQL parses and plans it
 * again on every UPDATE of products — every stock update of every order (0.25–0.3 ms of a backend's CPU each,
 * measured with pgbench). Static SQL in PL/pgSQL is planned once per connection. What it records is unchanged: a
 * product whose listing columns changed, whose stock crossed the out-of-stock line, or whose id changed.
 * SQLite: nothing to do (its row triggers have a WHEN clause and fire only for such rows).
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
  const changed = PRODUCT_COLUMNS.map((c) => `o.${c} IS DISTINCT FROM n.${c}`).join(' OR ');
  // the same rows as migration 0009's query: rows pair up by id; an id that changed is a product that left and one that came
  const rows =
    `SELECT 'product', n.id FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id ` +
    `WHERE o.id IS NULL OR ${changed} OR (o.stock <= ${OUT_OF_STOCK_MAX}) IS DISTINCT FROM (n.stock <= ${OUT_OF_STOCK_MAX}) ` +
    `UNION ALL SELECT 'product', o.id FROM old_rows o WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = o.id)`;
  await run(`CREATE FUNCTION products_feed_update() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      v integer;
    BEGIN
      IF EXISTS (${rows}) THEN
        UPDATE catalog_state SET version = version + 1 WHERE id = 1 RETURNING version INTO v;
        INSERT INTO catalog_changes (kind, entity_id, seq) SELECT DISTINCT c.k, c.e, v FROM (${rows}) AS c(k, e)
          WHERE c.e IS NOT NULL ON CONFLICT (kind, entity_id) DO UPDATE SET seq = EXCLUDED.seq;
      END IF;
      RETURN NULL;
    END $$`);
  await run('DROP TRIGGER products_feed_update ON products');
  await run(
    'CREATE TRIGGER products_feed_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_feed_update()',
  );
}
