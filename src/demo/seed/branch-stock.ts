import { sql, type Kysely } from 'kysely';
import type { DB } from '../../server/db/schema.ts';
import type { BulkWriter } from './bulk.ts';

/** A small deterministic hash of two numbers (0…999): which branches hold a product, the same on every seed. */
const mix = (a: number, b: number) => ((a * 2_654_435_761 + b * 40_503) >>> 0) % 1000;

/**
 * The seed's units spread over the stock locations (issue 32, decision 0090), deterministically: the first branch (in
 * position order) keeps half of each product's units (rounded up, so the demo's pickup there works for what is in
 * stock), the online warehouse half of the rest, and what remains goes 1–3 units at a time to the other branches a
 * product's hash picks — so the product page shows a believable mix of branches with and without it. The sum stays the
 * product's stock. Branches get their code (`B<id>`).
 */
export async function spreadSeedStock(trx: Kysely<DB>, w: BulkWriter): Promise<void> {
  await sql`UPDATE branches SET code = 'B' || CAST(id AS text) WHERE code IS NULL`.execute(trx);
  const branches = (await trx.selectFrom('branches').select('id').orderBy('position').orderBy('id').execute()).map(
    (b) => b.id,
  );
  if (!branches.length) return;
  const [first, ...others] = branches as [number, ...number[]];
  const products = await trx.selectFrom('products').select(['id', 'stock']).orderBy('id').execute();
  const rows: [number, number, number][] = [];
  for (const { id, stock } of products) {
    const start = rows.length;
    const atFirst = Math.ceil(stock / 2);
    let rest = stock - atFirst;
    const warehouse = Math.ceil(rest / 2);
    rest -= warehouse;
    rows.push([id, 0, warehouse], [id, first, atFirst]);
    for (const b of others) {
      if (rest <= 0) break;
      const h = mix(id, b);
      if (h % 3 === 0) continue;
      const n = Math.min(rest, 1 + (h % 3));
      rows.push([id, b, n]);
      rest -= n;
    }
    // what no branch took stays in the warehouse
    rows[start]![2] += rest;
  }
  await trx.deleteFrom('product_stock').execute();
  await w.insert('product_stock', ['product_id', 'branch_id', 'qty'], rows);
}
