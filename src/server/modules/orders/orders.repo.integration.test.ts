import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { OrdersRepo } from './orders.repo.ts';
import type { PlacedOrder, PlacedOrderLine } from './placed-order.ts';

const AT = '2026-03-01T10:00:00.000Z';

function order(token: string): PlacedOrder {
  return {
    token,
    status: 'new',
    lang: 'az',
    customer_id: null,
    full_name: 'Aysel Məmmədova',
    email: null,
    mobile: '994501234567',
    country: 'AZ',
    delivery_type: 'pickup',
    city_id: null,
    district_id: null,
    place_id: null,
    branch_id: 1,
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
    sub_total: 189_900,
    campaign_discount: 0,
    basket_discount: 0,
    same_category_discount: 0,
    cash_discount: 10_000,
    new_customer_discount: 0,
    loyalty_discount: 0,
    promo_discount: 0,
    delivery_price: 0,
    total: 179_900,
    loyalty: 0,
    coupons: 179,
    reward_code_id: null,
    paid: 0,
    paid_at: null,
    payment_expires_at: null,
    holds_stock: 1,
    opened_at: null,
    client_ip: '127.0.0.1',
    created_at: AT,
    updated_at: AT,
    source: 'buyNow',
    buyer_key: null,
  };
}

function line(position: number, productId: number, over: Partial<PlacedOrderLine> = {}): PlacedOrderLine {
  return {
    position,
    product_id: productId,
    sku: `SKU-${productId}`,
    title: `Product ${productId}`,
    size: null,
    qty: 1,
    unit_price: 179_900,
    unit_price_old: null,
    line_total: 179_900,
    campaign_discount: 0,
    basket_discount: 0,
    same_category_discount: 0,
    cash_discount: 10_000,
    payable: 169_900,
    gift_of: null,
    coupons: 179,
    ...over,
  };
}

describeEachEngine('orders repository: an order placed in one write', (ctx) => {
  const repo = () => new OrdersRepo(ctx.database.db, ctx.database.dialect);

  it('writes the order with its lines and the first line of its history, and reads them back whole', async () => {
    const lines = [
      line(0, 3),
      line(1, 5, {
        sku: 'SKU-5',
        title: 'Ütü «Azur»',
        unit_price: 0,
        line_total: 0,
        cash_discount: 0,
        payable: 0,
        gift_of: 3,
        coupons: 0,
      }),
    ];
    const placed = await repo().place(order('whole'), lines, { to: 'new', actor: 'customer', note: null });

    // as stored: the refund counters start at 0 (decision 0084)
    expect(placed).toEqual({ id: placed.id, ...order('whole'), refunded: 0, cash_refunded: 0 });
    expect(await repo().byId(placed.id)).toEqual(placed);
    const stored = await repo().lines(placed.id);
    expect(stored.map(({ id: _id, ...l }) => l)).toEqual(
      lines.map((l) => ({ ...l, order_id: placed.id, refunded_qty: 0, restocked_qty: 0 })),
    );
    const events = await repo().events(placed.id);
    expect(events.map(({ id: _id, ...e }) => e)).toEqual([
      { order_id: placed.id, from_status: null, to_status: 'new', actor: 'customer', note: null, created_at: AT },
    ]);
  });

  it('writes an order without lines (its history still)', async () => {
    const placed = await repo().place(order('no-lines'), [], {
      to: 'awaiting_payment',
      actor: 'customer',
      note: 'card',
    });
    expect(await repo().lines(placed.id)).toEqual([]);
    expect((await repo().events(placed.id)).map((e) => [e.to_status, e.note])).toEqual([['awaiting_payment', 'card']]);
  });

  it('inside the caller’s transaction: rolled back with it', async () => {
    const db = ctx.database.db;
    await expect(
      db.transaction().execute(async (tx) => {
        await new OrdersRepo(tx, ctx.database.dialect).place(order('rolled-back'), [line(0, 3)], {
          to: 'new',
          actor: 'customer',
          note: null,
        });
        throw new Error('the order was refused later');
      }),
    ).rejects.toThrow('the order was refused later');
    expect(await repo().byToken('rolled-back')).toBeUndefined();
  });

  it('writes nothing when a part fails', async () => {
    const db = ctx.database.db;
    const count = async (table: 'orders' | 'order_lines' | 'order_events') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await Promise.all([count('orders'), count('order_lines'), count('order_events')]);
    // the second line breaks a NOT NULL rule of order_lines: the order and the first line must not stay
    const broken = [line(0, 3), line(1, 5, { sku: null as unknown as string })];
    await expect(repo().place(order('broken'), broken, { to: 'new', actor: 'customer', note: null })).rejects.toThrow();
    expect(await repo().byToken('broken')).toBeUndefined();
    expect(await Promise.all([count('orders'), count('order_lines'), count('order_events')])).toEqual(before);
  });
});
