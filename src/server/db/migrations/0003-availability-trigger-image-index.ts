import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The catalogue index orders sold-out products after available ones (domain/stock.ts `isAvailable`), but
 * migration 0002 left `stock` out of the watched columns so that every checkout would not rebuild the index.
 * This trigger bumps the catalogue version only when a stock change moves a product across the
 * out-of-stock line (stock ≤ OUT_OF_STOCK_MAX), i.e. when its place in listings really changes.
 * It also indexes product image sources: the media routes draw an image only when a row refers to its key.
 */
const OUT_OF_STOCK_MAX = 2; // keep equal to src/domain/stock.ts (the migration must not change when that file does)

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema.createIndex('product_images_source').on('product_images').column('source').execute();
  if (dialect === 'postgres') {
    await sql
      .raw(
        `CREATE TRIGGER products_catalog_touch_availability AFTER UPDATE OF stock ON products FOR EACH ROW ` +
          `WHEN ((OLD.stock <= ${OUT_OF_STOCK_MAX}) IS DISTINCT FROM (NEW.stock <= ${OUT_OF_STOCK_MAX})) EXECUTE FUNCTION catalog_touch()`,
      )
      .execute(db);
  } else {
    await sql
      .raw(
        `CREATE TRIGGER products_catalog_touch_availability AFTER UPDATE OF stock ON products FOR EACH ROW ` +
          `WHEN (OLD.stock <= ${OUT_OF_STOCK_MAX}) <> (NEW.stock <= ${OUT_OF_STOCK_MAX}) ` +
          `BEGIN UPDATE catalog_state SET version = version + 1 WHERE id = 1; END`,
      )
      .execute(db);
  }
}
