import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Stock per branch (issue 32, decision 0090). `product_stock` holds a product's units per stock location: the online
 * warehouse (`branch_id` 0, code `WH`) and each branch; `products.stock` stays their sum, written in the same
 * transaction as the location's row by the code that moves units (catalog/stock.repo.ts, the back office's writes).
 * Every product has its warehouse row: the existing stock moves there now, and a trigger gives each new product one
 * holding the stock it was inserted with (the seed, the CSV import and the tests' fixtures insert products with a
 * stock). `order_stock_takes` records where an order's units of a product were taken, so a cancel, a failed payment or
 * a refund gives them back to the same locations; the orders holding stock now took theirs from the warehouse.
 * Branches get a stable `code` (the CSV import's columns).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema.alterTable('branches').addColumn('code', 'text').execute();
  await sql`UPDATE branches SET code = 'B' || CAST(id AS text)`.execute(db);
  await db.schema.createIndex('branches_code').on('branches').column('code').unique().execute();
  await db.schema
    .createTable('product_stock')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_stock_pk', ['product_id', 'branch_id'])
    .execute();
  await sql`INSERT INTO product_stock (product_id, branch_id, qty) SELECT id, 0, stock FROM products`.execute(db);
  await db.schema
    .createTable('order_stock_takes')
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_stock_takes_pk', ['order_id', 'product_id', 'branch_id'])
    .execute();
  await sql`INSERT INTO order_stock_takes (order_id, product_id, branch_id, qty)
    SELECT l.order_id, l.product_id, 0, SUM(l.qty - l.restocked_qty) FROM order_lines l
    INNER JOIN orders o ON o.id = l.order_id WHERE o.holds_stock = 1
    GROUP BY l.order_id, l.product_id HAVING SUM(l.qty - l.restocked_qty) > 0`.execute(db);
  if (dialect === 'postgres') {
    await sql`CREATE FUNCTION product_stock_warehouse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO product_stock (product_id, branch_id, qty) VALUES (NEW.id, 0, NEW.stock); RETURN NULL; END $$`.execute(
      db,
    );
    await sql`CREATE TRIGGER products_stock_warehouse AFTER INSERT ON products FOR EACH ROW EXECUTE FUNCTION product_stock_warehouse()`.execute(
      db,
    );
  } else {
    await sql`CREATE TRIGGER products_stock_warehouse AFTER INSERT ON products FOR EACH ROW
      BEGIN INSERT INTO product_stock (product_id, branch_id, qty) VALUES (NEW.id, 0, NEW.stock); END`.execute(db);
  }
}
