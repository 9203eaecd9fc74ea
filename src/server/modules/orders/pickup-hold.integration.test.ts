import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import type { Database } from '../../db/kysely.ts';
import type { DB } from '../../db/schema.ts';
import { shopJobs } from '../../jobs.ts';
import { JobRunner } from '../../platform/jobs.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { buyerMobile, checkoutApp, lastCode, pickupCash, submitter } from '../checkout/checkout.fixtures.ts';
import { RewardsRepo } from './rewards.repo.ts';
import { setStockAt } from '../catalog/stock.fixtures.ts';

const P = FX.product;
const DAY = 86_400_000;

async function stock(database: Database, id: number) {
  return (await database.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow())
    .stock;
}

/** Moves an order's placement and history `days` into the past. */
async function age(database: Database, orderId: number, days: number) {
  const at = new Date(Date.now() - days * DAY).toISOString();
  await database.db.updateTable('orders').set({ created_at: at, updated_at: at }).where('id', '=', orderId).execute();
  await database.db.updateTable('order_events').set({ created_at: at }).where('order_id', '=', orderId).execute();
}

describeEachEngine(
  'the pickup hold (decision 0062): unpaid pickup orders nobody collected are cancelled once, units back, SMS',
  (ctx) => {
    it('cancels an old unpaid pickup order once across processes and twice-run rounds, and leaves the others', async () => {
      const { app, services } = await checkoutApp(ctx.database);
      const submit = submitter(app);
      const place = async (n: number, qty: number, lang = 'en') => {
        const mobile = buyerMobile(n);
        const key = randomUUID();
        const payload = pickupCash(mobile, [{ id: P.redmi, qty }], { lang });
        const first = await submit(payload, key);
        const done = await submit(
          { ...payload, otpToken: first.body.data!.otpToken, otpCode: await lastCode(ctx.database, mobile) },
          key,
        );
        return done.body.data!.orderId as number;
      };
      const tx = <T>(fn: (t: Kysely<DB>) => Promise<T>) => ctx.database.db.transaction().execute(fn);
      await setStockAt(ctx.database.db, P.redmi, 40);

      const old = await place(6301, 3, 'ru'); // placed 4 days ago, never collected: due
      const fresh = await place(6302, 1); // placed 2 days ago: 1 day left
      const ready = await place(6303, 1); // placed 5 days ago, ready at the branch only yesterday: 2 days left
      const paid = await place(6304, 1); // placed 6 days ago, its cash recorded: the shop has the money
      await age(ctx.database, old, 4);
      await age(ctx.database, fresh, 2);
      await age(ctx.database, ready, 5);
      for (const to of ['processing', 'ready_for_pickup'] as const)
        expect((await tx((t) => services.orders.move(t, ready, to, 'staff:1', null))).ok).toBe(true);
      await ctx.database.db
        .updateTable('order_events')
        .set({ created_at: new Date(Date.now() - DAY).toISOString() })
        .where('order_id', '=', ready)
        .where('to_status', '=', 'ready_for_pickup')
        .execute();
      expect((await tx((t) => services.orders.recordCash(t, paid, 'staff:1', null))).ok).toBe(true);
      await age(ctx.database, paid, 6);
      // an order of the old kind that carries a reward code: it stops working with the cancellation
      const reward = await tx(async (t) => {
        const rewards = new RewardsRepo(t);
        const id = await rewards.create({
          code: 'THXHOLD62',
          percent: 5,
          startsAt: new Date().toISOString(),
          endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
          ownerMobile: buyerMobile(6301),
          ownerCustomerId: null,
        });
        await rewards.link(old, id);
        return id;
      });
      expect(await stock(ctx.database, P.redmi)).toBe(34);

      // two processes tick the job at once: one round runs
      const job = shopJobs(services).find((j) => j.name === 'orders.expire-pickups')!;
      expect(job).toBeDefined();
      const runners = [new JobRunner(ctx.database, () => undefined), new JobRunner(ctx.database, () => undefined)];
      expect((await Promise.all(runners.map((r) => r.tick(job)))).filter(Boolean)).toHaveLength(1);

      const statuses = await ctx.database.db
        .selectFrom('orders')
        .select(['id', 'status', 'holds_stock'])
        .where('id', 'in', [old, fresh, ready, paid])
        .orderBy('id')
        .execute();
      expect(statuses.map((o) => [o.id, o.status])).toEqual([
        [old, 'cancelled'],
        [fresh, 'new'],
        [ready, 'ready_for_pickup'],
        [paid, 'new'],
      ]);
      expect(statuses[0]!.holds_stock).toBe(0);
      expect(await stock(ctx.database, P.redmi)).toBe(37); // its 3 units back
      const history = await ctx.database.db
        .selectFrom('order_events')
        .select(['from_status', 'to_status', 'actor', 'note'])
        .where('order_id', '=', old)
        .where('to_status', '=', 'cancelled')
        .execute();
      expect(history).toEqual([
        {
          from_status: 'new',
          to_status: 'cancelled',
          actor: 'sweeper',
          note: 'not collected within 3 days; reward code switched off',
        },
      ]);
      const code = await ctx.database.db
        .selectFrom('promo_codes')
        .select('active')
        .where('id', '=', reward)
        .executeTakeFirstOrThrow();
      expect(code.active).toBe(0);
      // the customer is told, in the order's language
      const sms = await ctx.database.db
        .selectFrom('sms_outbox')
        .select('body')
        .where('mobile', '=', buyerMobile(6301))
        .where('purpose', '=', 'order')
        .orderBy('id')
        .execute();
      expect(sms.at(-1)!.body).toBe(
        `Volt: заказ № ${old} не был получен в течение 3 дней и отменён. Будем рады вашему новому заказу.`,
      );

      // run again (the next round, another process): nothing more is cancelled or given back
      expect(await services.orders.expirePickups()).toBe(0);
      expect(await stock(ctx.database, P.redmi)).toBe(37);
      expect(
        await ctx.database.db
          .selectFrom('order_events')
          .select('id')
          .where('order_id', '=', old)
          .where('to_status', '=', 'cancelled')
          .execute(),
      ).toHaveLength(1);
      expect(
        await ctx.database.db
          .selectFrom('sms_outbox')
          .select('id')
          .where('mobile', '=', buyerMobile(6301))
          .where('purpose', '=', 'order')
          .execute(),
      ).toHaveLength(sms.length);

      // with a longer hold the same orders are kept; a shorter one takes the order ready since yesterday too
      const { services: short } = await checkoutApp(ctx.database, { PICKUP_HOLD_DAYS: '1' });
      expect(await short.orders.expirePickups()).toBe(2); // `fresh` (2 days) and `ready` (ready 1 day ago)
      expect(await stock(ctx.database, P.redmi)).toBe(39);
      await app.close();
    });
  },
  insertCartFixtures,
);
