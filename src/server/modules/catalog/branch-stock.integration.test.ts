import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { WAREHOUSE } from '../../../domain/branch-stock.ts';
import type { Database } from '../../db/kysely.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { AdminProductsRepo } from '../../admin/catalog/products.repo.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { buyerMobile, checkoutApp, lastCode, pickupCash, submitter } from '../checkout/checkout.fixtures.ts';
import { FX } from './catalog.fixtures.ts';
import { StockRepo } from './stock.repo.ts';

const P = FX.product;
const B1 = 1; // Ganjlik (position 0, id 1)
const B2 = 2; // Shaki (position 0, id 2)

/** A product's units: the warehouse and the two branches as given, the sum with them. */
async function place(db: Database, id: number, at: { wh?: number; b1?: number; b2?: number }) {
  const rows = [
    [WAREHOUSE, at.wh ?? 0],
    [B1, at.b1 ?? 0],
    [B2, at.b2 ?? 0],
  ] as const;
  await db.db.deleteFrom('product_stock').where('product_id', '=', id).execute();
  await db.db
    .insertInto('product_stock')
    .values(rows.map(([b, qty]) => ({ product_id: id, branch_id: b, qty })))
    .execute();
  const sum = rows.reduce((a, [, q]) => a + q, 0);
  await db.db.updateTable('products').set({ stock: sum }).where('id', '=', id).execute();
}

async function where(db: Database, id: number) {
  const m = await new StockRepo(db.db, db.dialect).locations(id);
  const { stock } = await db.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow();
  return { wh: m.get(WAREHOUSE) ?? 0, b1: m.get(B1) ?? 0, b2: m.get(B2) ?? 0, stock };
}

/** PostgreSQL: a product's row at a location locked by another connection, failing at once if it is locked already. */
async function lockedAtOnce(db: Database, id: number, branchId: number) {
  const { rows } = await sql<{
    qty: number;
  }>`SELECT qty FROM product_stock WHERE product_id = ${id} AND branch_id = ${branchId} FOR UPDATE NOWAIT`.execute(
    db.db,
  );
  return rows;
}

/** products.stock equals the sum of its locations, for every product. */
async function sumsHold(db: Database) {
  const rows = await db.db
    .selectFrom('products')
    .leftJoin('product_stock', 'product_stock.product_id', 'products.id')
    .select((eb) => ['products.id', 'products.stock', eb.fn.sum<number>('product_stock.qty').as('sum')])
    .groupBy(['products.id', 'products.stock'])
    .execute();
  return rows.filter((r) => Number(r.sum ?? 0) !== r.stock);
}

describeEachEngine(
  'stock per branch (issue 32, decision 0090)',
  (ctx) => {
    const placeOrder = async (payload: Record<string, unknown>) => {
      const { app, services } = await checkoutApp(ctx.database);
      const submit = submitter(app);
      const key = randomUUID();
      const first = await submit(payload, key);
      if (first.body.data?.next !== 'otp') return { first, done: first, services };
      const code = await lastCode(ctx.database, String(payload.mobile));
      const done = await submit({ ...payload, otpToken: first.body.data.otpToken, otpCode: code }, key);
      return { first, done, services };
    };
    const delivery = (mobile: string, cart: { id: number; qty: number }[]) =>
      pickupCash(mobile, cart, {
        delivery: 'delivery',
        branch: null,
        payment: 'card',
        city: 1,
        district: 1,
        place: 1,
        address: 'Nizami 5',
      });

    it('the product API answers which active branch holds the product, in position order, without counts', async () => {
      await place(ctx.database, P.redmi, { wh: 4, b1: 0, b2: 2 });
      const { app } = await checkoutApp(ctx.database);
      const r = await app.inject({ method: 'GET', url: `/api/products/${P.redmi}?lang=en` });
      expect(r.statusCode).toBe(200);
      const av = r.json().data.availability as { branchId: number; title: string; inStock: boolean }[];
      expect(av.map((a) => [a.branchId, a.title, a.inStock])).toEqual([
        [B1, 'Ganjlik branch', false],
        [B2, expect.any(String), true],
      ]);
      expect(JSON.stringify(av)).not.toMatch(/qty|count|units/);
      // read per request: a sale at the branch shows at once
      await place(ctx.database, P.redmi, { wh: 4, b1: 1, b2: 0 });
      const again = await app.inject({ method: 'GET', url: `/api/products/${P.redmi}?lang=en` });
      expect(again.json().data.availability.map((a: { inStock: boolean }) => a.inStock)).toEqual([true, false]);
    });

    it('pickup-branches lists, per active branch, the lines it lacks; bad input is a 400 with field errors', async () => {
      await place(ctx.database, P.redmi, { wh: 9, b1: 3, b2: 1 });
      await place(ctx.database, P.iphone, { wh: 0, b1: 0, b2: 1 });
      const { app } = await checkoutApp(ctx.database);
      const ask = (payload: Record<string, unknown>) =>
        app.inject({ method: 'POST', url: '/api/checkout/pickup-branches', payload });
      const r = await ask({
        lang: 'en',
        cart: [
          { id: P.redmi, qty: 2 },
          { id: P.iphone, qty: 1 },
        ],
      });
      expect(r.statusCode, r.body).toBe(200);
      const branches = r.json().data.branches as { branchId: number; missing: { productId: number }[] }[];
      expect(branches.map((b) => [b.branchId, b.missing.map((m) => m.productId)])).toEqual([
        [B1, [P.iphone]],
        [B2, [P.redmi]],
      ]);
      // one product on two lines counts as their sum
      const two = await ask({
        cart: [
          { id: P.redmi, qty: 2 },
          { id: P.redmi, qty: 2 },
        ],
      });
      expect(two.json().data.branches.map((b: { missing: unknown[] }) => b.missing.length)).toEqual([1, 1]);
      const empty = await ask({ cart: [] });
      expect(empty.statusCode).toBe(400);
      expect(Object.keys(empty.json().errors)).toEqual(['cart']);
      const badQty = await ask({ cart: [{ id: P.redmi, qty: 0 }] });
      expect(badQty.statusCode).toBe(400);
      expect(Object.keys(badQty.json().errors)).toEqual(['cart.0.qty']);
      const unknown = await ask({ cart: [{ id: P.redmi, qty: 1 }], branch: 1 });
      expect(unknown.statusCode).toBe(400);
    });

    it('a pickup order at a branch lacking a line is a 409 on `branch`, nothing taken; at a branch holding it, taken there', async () => {
      await place(ctx.database, P.redmi, { wh: 10, b1: 0, b2: 2 });
      const refused = await placeOrder(pickupCash(buyerMobile(7101), [{ id: P.redmi, qty: 1 }], { branch: B1 }));
      expect(refused.done.status).toBe(409);
      expect(refused.done.body.errors).toEqual({
        branch:
          'This store does not have every product of your order right now: choose another store or home delivery.',
      });
      expect(await where(ctx.database, P.redmi)).toEqual({ wh: 10, b1: 0, b2: 2, stock: 12 });
      const ok = await placeOrder(pickupCash(buyerMobile(7102), [{ id: P.redmi, qty: 2 }], { branch: B2 }));
      expect(ok.done.status, JSON.stringify(ok.done.body)).toBe(200);
      expect(await where(ctx.database, P.redmi)).toEqual({ wh: 10, b1: 0, b2: 0, stock: 10 });
      // cancelled: the units go back to that branch
      const orderId = Number(ok.done.body.data!.orderId);
      expect((await ok.services.orders.move(ctx.database.db, orderId, 'cancelled', 'staff:1', null)).ok).toBe(true);
      expect(await where(ctx.database, P.redmi)).toEqual({ wh: 10, b1: 0, b2: 2, stock: 12 });
      expect(await sumsHold(ctx.database)).toEqual([]);
    });

    it('a branch closed between the code step and the placement: a 400 on `branch`, no order, its units untouched (decision 0095)', async () => {
      await place(ctx.database, P.redmi, { wh: 3, b1: 2, b2: 0 });
      const { app } = await checkoutApp(ctx.database);
      const submit = submitter(app);
      const payload = pickupCash(buyerMobile(7151), [{ id: P.redmi, qty: 1 }], { branch: B1 });
      const key = randomUUID();
      const first = await submit(payload, key);
      expect(first.body.data?.next).toBe('otp');
      const orders = async () =>
        Number(
          (
            await ctx.database.db
              .selectFrom('orders')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await orders();
      await ctx.database.db.updateTable('branches').set({ active: 0 }).where('id', '=', B1).execute();
      try {
        const code = await lastCode(ctx.database, String(payload.mobile));
        const done = await submit({ ...payload, otpToken: first.body.data!.otpToken, otpCode: code }, key);
        expect(done.status).toBe(400);
        expect(done.body.errors).toEqual({ branch: 'The value is not allowed' });
        expect(await orders()).toBe(before);
        expect(await where(ctx.database, P.redmi)).toEqual({ wh: 3, b1: 2, b2: 0, stock: 5 });
      } finally {
        await ctx.database.db.updateTable('branches').set({ active: 1 }).where('id', '=', B1).execute();
      }
    });

    it('home delivery takes from the warehouse, then the branches in position order; a failed payment gives them back there, a late approval takes them again', async () => {
      await place(ctx.database, P.redmi, { wh: 1, b1: 2, b2: 5 });
      const r = await placeOrder(delivery(buyerMobile(7201), [{ id: P.redmi, qty: 4 }]));
      expect(r.done.status, JSON.stringify(r.done.body)).toBe(200);
      const orderId = Number(r.done.body.data!.orderId);
      expect(await where(ctx.database, P.redmi)).toEqual({ wh: 0, b1: 0, b2: 4, stock: 4 });
      expect(await new StockRepo(ctx.database.db).takesOf(orderId)).toEqual([
        { productId: P.redmi, branchId: WAREHOUSE, qty: 1 },
        { productId: P.redmi, branchId: B1, qty: 2 },
        { productId: P.redmi, branchId: B2, qty: 1 },
      ]);
      expect((await r.services.orders.markPaymentFailed(ctx.database.db, orderId, 'declined')).ok).toBe(true);
      expect(await where(ctx.database, P.redmi)).toEqual({ wh: 1, b1: 2, b2: 5, stock: 8 });
      expect(await new StockRepo(ctx.database.db).takesOf(orderId)).toEqual([]);
      expect((await r.services.orders.markPaid(ctx.database.db, orderId, 'approved late')).ok).toBe(true);
      expect(await where(ctx.database, P.redmi)).toEqual({ wh: 0, b1: 0, b2: 4, stock: 4 });
      // more than all locations hold: refused, nothing taken
      const over = await placeOrder(delivery(buyerMobile(7202), [{ id: P.redmi, qty: 5 }]));
      expect(over.done.status).toBeGreaterThanOrEqual(400);
      expect(await where(ctx.database, P.redmi)).toEqual({ wh: 0, b1: 0, b2: 4, stock: 4 });
    });

    it('a refund putting units back on sale returns them where they were taken, the branches first', async () => {
      await place(ctx.database, P.redmi, { wh: 1, b1: 2 });
      await ctx.database.db.transaction().execute(async (tx) => {
        const repo = new StockRepo(tx, ctx.database.dialect);
        const r = await repo.take(9001, new Map([[P.redmi, { required: 3, optional: 0 }]]), 'delivery');
        expect(r.short).toBeNull();
        await repo.giveBack(9001, new Map([[P.redmi, 2]]));
      });
      expect(await where(ctx.database, P.redmi)).toEqual({ wh: 0, b1: 2, b2: 0, stock: 2 });
      await ctx.database.db
        .transaction()
        .execute((tx) => new StockRepo(tx, ctx.database.dialect).giveBack(9001, new Map([[P.redmi, 1]])));
      expect(await where(ctx.database, P.redmi)).toEqual({ wh: 1, b1: 2, b2: 0, stock: 3 });
    });

    it('gifts at a pickup branch: as many as are left there; a sold-out gift leaves its row unlocked for the other orders (PostgreSQL)', async () => {
      await place(ctx.database, P.redmi, { b1: 5 });
      await place(ctx.database, P.iron, { wh: 3, b1: 0 });
      const units = (gifts: number) =>
        new Map([
          [P.redmi, { required: 1, optional: 0 }],
          [P.iron, { required: 0, optional: gifts }],
        ]);
      await ctx.database.db.transaction().execute(async (tx) => {
        const r = await new StockRepo(tx, ctx.database.dialect).take(9101, units(1), { pickup: B1 });
        expect(r).toEqual({ short: null, optionalTaken: new Map() });
        if (ctx.database.dialect === 'postgres') {
          // another order (another connection) may lock the gift's row at once: this one did not
          expect(await lockedAtOnce(ctx.database, P.iron, B1)).toEqual([{ qty: 0 }]);
        }
      });
      expect(await where(ctx.database, P.iron)).toEqual({ wh: 3, b1: 0, b2: 0, stock: 3 });
      expect(await where(ctx.database, P.redmi)).toEqual({ wh: 0, b1: 4, b2: 0, stock: 4 });
      // one gift left at the branch, two wished: the one is taken
      await place(ctx.database, P.iron, { wh: 3, b1: 1 });
      await ctx.database.db.transaction().execute(async (tx) => {
        const r = await new StockRepo(tx, ctx.database.dialect).take(9102, units(2), { pickup: B1 });
        expect(r).toEqual({ short: null, optionalTaken: new Map([[P.iron, 1]]) });
      });
      expect(await where(ctx.database, P.iron)).toEqual({ wh: 3, b1: 0, b2: 0, stock: 3 });
    });

    it('several products: each whole from its first location, one short there split over the others and the rest taken after it; a pickup short of one touches none after it (decision 0101)', async () => {
      // galaxy (3) whole at the warehouse, redmi (4) short there (1 of 3) and split, iron (5) whole at the warehouse
      await place(ctx.database, P.galaxy, { wh: 5 });
      await place(ctx.database, P.redmi, { wh: 1, b1: 1, b2: 4 });
      await place(ctx.database, P.iron, { wh: 4 });
      const units = new Map([
        [P.iron, { required: 2, optional: 1 }],
        [P.galaxy, { required: 1, optional: 0 }],
        [P.redmi, { required: 3, optional: 0 }],
      ]);
      await ctx.database.db.transaction().execute(async (tx) => {
        const r = await new StockRepo(tx, ctx.database.dialect).take(9201, units, 'delivery');
        expect(r).toEqual({ short: null, optionalTaken: new Map([[P.iron, 1]]) });
      });
      expect(await where(ctx.database, P.galaxy)).toEqual({ wh: 4, b1: 0, b2: 0, stock: 4 });
      expect(await where(ctx.database, P.redmi)).toEqual({ wh: 0, b1: 0, b2: 3, stock: 3 });
      expect(await where(ctx.database, P.iron)).toEqual({ wh: 1, b1: 0, b2: 0, stock: 1 });
      expect(await new StockRepo(ctx.database.db).takesOf(9201)).toEqual([
        { productId: P.galaxy, branchId: WAREHOUSE, qty: 1 },
        { productId: P.redmi, branchId: WAREHOUSE, qty: 1 },
        { productId: P.redmi, branchId: B1, qty: 1 },
        { productId: P.redmi, branchId: B2, qty: 1 },
        { productId: P.iron, branchId: WAREHOUSE, qty: 3 },
      ]);

      // at branch 1: galaxy there, redmi not: short on redmi; iron, after it, neither taken nor locked
      await place(ctx.database, P.galaxy, { b1: 2 });
      await place(ctx.database, P.redmi, { wh: 5, b1: 0 });
      await place(ctx.database, P.iron, { b1: 2 });
      const pickup = new Map([
        [P.galaxy, { required: 1, optional: 0 }],
        [P.redmi, { required: 1, optional: 0 }],
        [P.iron, { required: 1, optional: 0 }],
      ]);
      await ctx.database.db
        .transaction()
        .execute(async (tx) => {
          const r = await new StockRepo(tx, ctx.database.dialect).take(9202, pickup, { pickup: B1 });
          expect(r.short).toBe(P.redmi);
          if (ctx.database.dialect === 'postgres') {
            // another order (another connection) may lock iron's row at once: this one never reached it
            expect(await lockedAtOnce(ctx.database, P.iron, B1)).toEqual([{ qty: 2 }]);
          }
          throw new Error('rolled back as the checkout does');
        })
        .catch((e: Error) => expect(e.message).toBe('rolled back as the checkout does'));
      expect(await where(ctx.database, P.galaxy)).toEqual({ wh: 0, b1: 2, b2: 0, stock: 2 });
      expect(await where(ctx.database, P.iron)).toEqual({ wh: 0, b1: 2, b2: 0, stock: 2 });
      expect(await sumsHold(ctx.database)).toEqual([]);
    });

    it.runIf(ctx.engine === 'postgres')(
      "a checkout's takes locked for the cluster: another transaction's of the same product waits for its end, of another product not (decision 0101)",
      async () => {
        const { db } = ctx.database;
        const events: string[] = [];
        let release!: () => void;
        const held = new Promise<void>((r) => (release = r));
        let locked!: () => void;
        const first = new Promise<void>((r) => (locked = r));
        const holder = db.transaction().execute(async (tx) => {
          await new StockRepo(tx, 'postgres').lockTakes([P.iron, P.redmi]);
          locked();
          await held;
          events.push('first ended');
        });
        await first;
        // a wrong wait fails in 10 s instead of holding the suite's connections
        const locking = (ids: number[], event: string) =>
          db.transaction().execute(async (tx) => {
            await sql`SET LOCAL lock_timeout = '10s'`.execute(tx);
            await new StockRepo(tx, 'postgres').lockTakes(ids);
            events.push(event);
          });
        const other = locking([P.galaxy], 'another product locked');
        // the holder's redmi and iphone, which nobody holds: never what `other` asks, whichever connects first
        const same = locking([P.redmi, P.iphone], 'same product locked');
        await other;
        await new Promise((r) => setTimeout(r, 200));
        expect(events).toEqual(['another product locked']);
        release();
        await Promise.all([holder, same]);
        expect(events).toEqual(['another product locked', 'first ended', 'same product locked']);
      },
    );

    it('invariant: products.stock is the sum of its locations after any sequence of takes, give-backs and staff edits', async () => {
      const ops = fc.array(
        fc.oneof(
          fc.record({
            op: fc.constant('take' as const),
            from: fc.constantFrom<'delivery' | 1 | 2>('delivery', 1, 2),
            qty: fc.integer({ min: 1, max: 4 }),
            gift: fc.integer({ min: 0, max: 2 }),
          }),
          fc.record({ op: fc.constant('back' as const), qty: fc.integer({ min: 1, max: 4 }) }),
          fc.record({
            op: fc.constant('edit' as const),
            at: fc.constantFrom(WAREHOUSE, B1, B2),
            delta: fc.integer({ min: -3, max: 3 }),
          }),
        ),
        { maxLength: 12 },
      );
      let order = 20_000;
      await fc.assert(
        fc.asyncProperty(ops, async (seq) => {
          await place(ctx.database, P.redmi, { wh: 2, b1: 2, b2: 2 });
          const held: { order: number; qty: number }[] = [];
          for (const s of seq) {
            await ctx.database.db.transaction().execute(async (tx) => {
              const repo = new StockRepo(tx, ctx.database.dialect);
              if (s.op === 'take') {
                const id = ++order;
                const from = s.from === 'delivery' ? 'delivery' : { pickup: s.from };
                const r = await repo.take(id, new Map([[P.redmi, { required: s.qty, optional: s.gift }]]), from);
                if (r.short === null) held.push({ order: id, qty: s.qty + (r.optionalTaken.get(P.redmi) ?? 0) });
              } else if (s.op === 'back') {
                const h = held.pop();
                if (h) await repo.giveBack(h.order, new Map([[P.redmi, Math.min(h.qty, s.qty)]]));
              } else await new AdminProductsRepo(tx).addStock(P.redmi, s.delta, s.at);
            });
            const now = await where(ctx.database, P.redmi);
            expect(now.stock).toBe(now.wh + now.b1 + now.b2);
            expect(Math.min(now.wh, now.b1, now.b2)).toBeGreaterThanOrEqual(0);
          }
        }),
        { numRuns: 15 },
      );
    }, 120_000);
  },
  insertCartFixtures,
);
