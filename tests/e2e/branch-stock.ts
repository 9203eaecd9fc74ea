import path from 'node:path';
import { openDatabase, type Database } from '../../src/server/db/kysely.ts';

/**
 * Puts a product's units where a browser test wants them (issue 32): `branches` maps branch id → units there, every
 * other branch holds none, and the warehouse keeps the rest, so `products.stock` (their sum) stays as it was and no
 * listing, filter or other spec sees a change. One transaction on the e2e shop's own database (as `sms-codes.ts`
 * opens it: E2E_DATA_DIR's SQLite file, or E2E_DATABASE_URL).
 */
let opened: Promise<Database> | null = null;

function shopDatabase(): Promise<Database> {
  if (!opened) {
    const url = process.env.E2E_DATABASE_URL;
    const dir = process.env.E2E_DATA_DIR;
    if (!url && !dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests with `npm run test:e2e`');
    opened = openDatabase(url ? { databaseUrl: url, poolSize: 2 } : { sqliteFile: path.join(dir!, 'store.db') });
  }
  return opened;
}

export async function placeUnits(productId: number, branches: Record<number, number>): Promise<void> {
  const { db } = await shopDatabase();
  await db.transaction().execute(async (trx) => {
    const { stock } = await trx
      .selectFrom('products')
      .select('stock')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    const atBranches = Object.values(branches).reduce((s, n) => s + n, 0);
    if (atBranches > stock) throw new Error(`product ${productId} has ${stock} units, not ${atBranches}`);
    await trx.deleteFrom('product_stock').where('product_id', '=', productId).execute();
    await trx
      .insertInto('product_stock')
      .values([
        { product_id: productId, branch_id: 0, qty: stock - atBranches },
        ...Object.entries(branches)
          .filter(([, qty]) => qty > 0)
          .map(([id, qty]) => ({ product_id: productId, branch_id: Number(id), qty })),
      ])
      .execute();
  });
}
