import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/kysely.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX, insertCatalogFixtures } from '../../modules/catalog/catalog.fixtures.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;
type Jar = Awaited<ReturnType<typeof signedInStaff>>['jar'];

/** An order naming the product: from now on removing it keeps it, deactivated. */
async function orderOf(database: Database, productId: number): Promise<void> {
  const now = new Date().toISOString();
  const order = await database.db
    .insertInto('orders')
    .values({
      token: `plan${productId}`,
      status: 'new',
      lang: 'az',
      customer_id: null,
      full_name: 'A B',
      email: null,
      mobile: '994501234567',
      country: 'AZ',
      delivery_type: 'pickup',
      city_id: null,
      district_id: null,
      place_id: null,
      branch_id: null,
      address: null,
      payment_type: 'cash',
      credit_card: null,
      credit_months: null,
      gift_first_name: null,
      gift_last_name: null,
      gift_mobile: null,
      gift_note: null,
      promo_code_id: null,
      promo_code: null,
      sub_total: 100,
      campaign_discount: 0,
      basket_discount: 0,
      same_category_discount: 0,
      cash_discount: 0,
      new_customer_discount: 0,
      loyalty_discount: 0,
      promo_discount: 0,
      delivery_price: 0,
      total: 100,
      loyalty: 0,
      coupons: 0,
      reward_code_id: null,
      paid: 0,
      paid_at: null,
      payment_expires_at: null,
      holds_stock: 0,
      opened_at: null,
      client_ip: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('order_lines')
    .values({
      order_id: order.id,
      position: 0,
      product_id: productId,
      sku: 'x',
      title: 'x',
      size: null,
      qty: 1,
      unit_price: 100,
      unit_price_old: null,
      line_total: 100,
      campaign_discount: 0,
      basket_discount: 0,
      same_category_discount: 0,
      cash_discount: 0,
      payable: 100,
      gift_of: null,
      coupons: 0,
    })
    .execute();
}

describeEachEngine(
  'back office: what removing products will do (decision 0063)',
  (ctx) => {
    let made: Made;
    let owner: Jar;
    beforeAll(async () => {
      made = await adminApp(ctx.database);
      owner = (await signedInStaff(made, ctx.database, { roles: ['owner'] })).jar;
    });
    afterAll(async () => {
      await made.app.close();
    });

    it('tells which products would be deleted and which kept, deactivated (they have orders); the removal then does exactly that', async () => {
      const [a, b, c] = [FX.product.galaxy, FX.product.redmi, FX.product.iron];
      await orderOf(ctx.database, b);
      const plan = await owner.call(made.app, 'GET', `/api/admin/products/remove-plan?ids=${c},${a},${b},${a},999999`);
      expect(plan.statusCode, plan.body).toBe(200);
      // an unknown id is in neither list; a repeated one counts once
      expect(plan.json().data).toEqual({ deleted: [a, c], deactivated: [b] });
      const outcomes = [];
      for (const id of [a, b, c])
        outcomes.push((await owner.call(made.app, 'POST', `/api/admin/products/remove/${id}`, {})).json().data.removed);
      expect(outcomes).toEqual(['deleted', 'deactivated', 'deleted']);
    });

    it('refuses a malformed list of ids (400 with the field) and a staff member who may not remove (403)', async () => {
      for (const q of [
        '',
        'ids=',
        'ids=1,x',
        'ids=0',
        `ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
      ]) {
        const r = await owner.call(made.app, 'GET', `/api/admin/products/remove-plan?${q}`);
        expect(r.statusCode, q).toBe(400);
        expect(Object.keys(r.json().errors ?? {}), q).toEqual(['ids']);
      }
      const operator = (await signedInStaff(made, ctx.database, { roles: ['operator'] })).jar;
      expect((await operator.call(made.app, 'GET', '/api/admin/products/remove-plan?ids=1')).statusCode).toBe(403);
    });
  },
  insertCatalogFixtures,
);
