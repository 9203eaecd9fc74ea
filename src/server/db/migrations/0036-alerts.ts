import { sql, type Kysely } from 'kysely';
import { withId } from './0001-catalog.ts';

/**
 * Stock and price alerts (issue 32, decision 0092). `alerts` is one "tell me when it is back" (`kind` stock) or "tell me
 * when the price drops" (`kind` price) of one recipient (`channel` sms: a mobile "994…"; email: the address in lower
 * case) for one product, in the shopper's language; `price_at` is the server's price when it was made.
 *
 * - One active alert per product, kind and recipient: a partial unique index (a repeat finds the first).
 * - `due` is set by a trigger on `products` when the stock comes back above 0 or the price falls below an alert's
 *   `price_at`, only for that product's active alerts; the sending job reads the partial index `alerts_due` (due
 *   alerts whose `not_before` has come) — never a scan of every alert. The trigger's WHEN clause keeps checkout's
 *   stock decrements (never 0 → more) and other writes free of it.
 * - `not_before`: the recipient's daily limit was reached; the alert waits for the next day in Baku.
 * - `status` active | sent | cancelled; `ended_at` when it stopped (a sent one counts for its recipient's daily limit).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await withId(db.schema.createTable('alerts'), dialect)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer')
    .addColumn('price_at', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('due', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('not_before', 'text')
    .addColumn('client_ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema
    .createIndex('alerts_active')
    .on('alerts')
    .columns(['product_id', 'kind', 'recipient'])
    .unique()
    .where(sql.ref('status'), '=', 'active')
    .execute();
  await db.schema
    .createIndex('alerts_due')
    .on('alerts')
    .columns(['not_before', 'id'])
    .where(sql.ref('due'), '=', 1)
    .execute();
  await db.schema.createIndex('alerts_wanted').on('alerts').columns(['kind', 'status', 'product_id']).execute();
  await db.schema.createIndex('alerts_customer').on('alerts').columns(['customer_id', 'id']).execute();
  await db.schema.createIndex('alerts_recipient').on('alerts').columns(['recipient', 'ended_at']).execute();
  await db.schema.createIndex('alerts_ip').on('alerts').columns(['client_ip', 'created_at']).execute();

  const mark = `UPDATE alerts SET due = 1 WHERE product_id = NEW.id AND status = 'active' AND due = 0
      AND ((kind = 'stock' AND NEW.stock > 0) OR (kind = 'price' AND NEW.price < price_at))`;
  const when = `(OLD.stock <= 0 AND NEW.stock > 0) OR NEW.price < OLD.price`;
  if (dialect === 'postgres') {
    await sql
      .raw(
        `CREATE FUNCTION alerts_mark_due() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${mark}; RETURN NULL; END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER alerts_due_on_product AFTER UPDATE OF stock, price ON products FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION alerts_mark_due()`,
      )
      .execute(db);
  } else {
    await sql
      .raw(
        `CREATE TRIGGER alerts_due_on_product AFTER UPDATE OF stock, price ON products WHEN ${when} BEGIN ${mark}; END`,
      )
      .execute(db);
  }
}
