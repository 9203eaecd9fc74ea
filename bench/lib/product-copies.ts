import type { Kysely } from 'kysely';
import type { DB } from '../../src/server/db/schema.ts';
import { setStockAt } from '../../src/server/modules/catalog/stock.fixtures.ts';

/**
 * `n` copies of a product and of its gift (`bench:checkout --products`): each copy a product of its own (new id and
 * SKU, the same price, category, brand and campaigns), each main copy with its own gift copy, every copy with
 * `stock` units at the pickup branch. Orders spread over them touch different stock rows, as a shop's orders spread
 * over its catalogue do. Returns the main copies' ids.
 */
export async function copyProductWithGift(
  db: Kysely<DB>,
  productId: number,
  giftId: number,
  n: number,
  stock: number,
): Promise<number[]> {
  const copy = async (id: number, k: number): Promise<number> => {
    const { id: _id, ...row } = await db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const { id: newId } = await db
      .insertInto('products')
      .values({ ...row, sku: `${row.sku}-COPY-${k}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const campaigns = await db
      .selectFrom('product_campaigns')
      .select('campaign_id')
      .where('product_id', '=', id)
      .execute();
    if (campaigns.length)
      await db
        .insertInto('product_campaigns')
        .values(campaigns.map((c) => ({ campaign_id: c.campaign_id, product_id: newId })))
        .execute();
    await setStockAt(db, newId, stock);
    return newId;
  };
  const ids: number[] = [];
  for (let k = 1; k <= n; k++) {
    const main = await copy(productId, k);
    const gift = await copy(giftId, k);
    await db.insertInto('product_gifts').values({ product_id: main, gift_product_id: gift }).execute();
    ids.push(main);
  }
  return ids;
}
