import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminApp, signedInStaff } from '../../admin/admin.fixtures.ts';
import { placeOrder } from '../../admin/sales/sales.fixtures.ts';
import type { Database } from '../../db/kysely.ts';
import type { Secrets } from '../../platform/secrets.ts';
import type { Services } from '../../services.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { buyerMobile, pickupCash, submitter } from '../checkout/checkout.fixtures.ts';
import { bankAnswer, FORM, formBody, placeCardOrder } from '../payments/payments.fixtures.ts';
import { RewardsRepo } from './rewards.repo.ts';

const P = FX.product;

async function orderOf(database: Database, id: number) {
  return database.db
    .selectFrom('orders')
    .select(['id', 'token', 'status', 'paid', 'reward_code_id', 'promo_code', 'promo_discount', 'total'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
async function codeOf(database: Database, id: number) {
  return database.db.selectFrom('promo_codes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
async function rewardCodes(database: Database, mobile: string) {
  return database.db.selectFrom('promo_codes').selectAll().where('owner_mobile', '=', mobile).execute();
}
async function texts(database: Database, mobile: string) {
  return (
    await database.db
      .selectFrom('sms_outbox')
      .select(['purpose', 'body'])
      .where('mobile', '=', mobile)
      .where('purpose', '=', 'order')
      .orderBy('id')
      .execute()
  ).map((t) => t.body);
}

/**
 * Reward codes (ORD-8, decision 0027): made when the order is paid or delivered, never at
 * placement; bound to the order's mobile; switched off at once when the order is cancelled or fails.
 */
describeEachEngine(
  'order reward codes',
  (ctx) => {
    let app: FastifyInstance;
    let services: Services;
    let secrets: Secrets;
    let owner: Awaited<ReturnType<typeof signedInStaff>>;
    beforeAll(async () => {
      const made = await adminApp(ctx.database, { NODE_ENV: 'test' });
      ({ app, services, secrets } = made);
      owner = await signedInStaff(made, ctx.database, { roles: ['owner'] });
    });
    afterAll(async () => app.close());

    const staff = (url: string, body: unknown) => owner.jar.call(app, 'POST', url, body);
    const move = async (id: number, ...to: string[]) => {
      for (const s of to) expect((await staff(`/api/admin/orders/status/${id}`, { to: s })).statusCode, s).toBe(200);
    };
    const page = async (token: string) =>
      (await app.inject(`/api/orders/current?token=${token}&lang=en`)).json().data as {
        promocode: { code: string; discountPercent: number } | null;
      };
    const callback = (fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/payments/azericard/callback?lang=en',
        headers: FORM,
        payload: formBody(fields),
      });

    it('an unpaid cash order of 200 ₼ or more has no code; once delivered it has one, bound to its mobile, on its page and by SMS', async () => {
      const mobile = buyerMobile(301);
      // Redmi 499 ₼ (at least ORDER_REWARD_MIN_TOTAL, 200 ₼)
      const id = await placeOrder(app, ctx.database, mobile, [{ id: P.redmi, qty: 1 }]);
      const placed = await orderOf(ctx.database, id);
      expect(placed).toMatchObject({ status: 'new', paid: 0, reward_code_id: null });
      expect(placed.total).toBeGreaterThanOrEqual(20_000);
      expect((await page(placed.token)).promocode).toBeNull();
      expect(await rewardCodes(ctx.database, mobile)).toEqual([]);
      expect((await texts(ctx.database, mobile)).join(' ')).not.toContain('THX');

      await move(id, 'processing', 'ready_for_pickup');
      expect((await orderOf(ctx.database, id)).reward_code_id).toBeNull();
      await move(id, 'delivered');
      const delivered = await orderOf(ctx.database, id);
      expect(delivered.reward_code_id).not.toBeNull();
      const code = await codeOf(ctx.database, delivered.reward_code_id!);
      expect(code).toMatchObject({
        kind: 'percent',
        value: 5,
        max_uses: 1,
        per_mobile_limit: 1,
        active: 1,
        owner_mobile: mobile,
        owner_customer_id: null,
      });
      expect((await page(placed.token)).promocode).toMatchObject({ code: code.code, discountPercent: 5 });
      const sms = await texts(ctx.database, mobile);
      expect(sms).toHaveLength(2);
      expect(sms[1]).toContain(code.code);
      expect(sms[1]).toContain(`No. ${id}`);

      // a small order earns nothing, even delivered (the iron: 129.50 ₼)
      const small = await placeOrder(app, ctx.database, buyerMobile(302), [{ id: P.iron, qty: 1 }]);
      await move(small, 'processing', 'ready_for_pickup', 'delivered');
      expect((await orderOf(ctx.database, small)).reward_code_id).toBeNull();
    });

    it('only the mobile that earned the code may use it: another mobile gets a translated refusal on the promo field', async () => {
      const mobile = buyerMobile(311);
      const id = await placeOrder(app, ctx.database, mobile, [{ id: P.redmi, qty: 1 }]);
      await move(id, 'processing', 'ready_for_pickup', 'delivered');
      const { code } = await codeOf(ctx.database, (await orderOf(ctx.database, id)).reward_code_id!);

      const submit = submitter(app);
      const other = await submit(
        pickupCash(buyerMobile(312), [{ id: P.redmi, qty: 1 }], { promoCode: code, lang: 'en' }),
      );
      expect(other.status).toBe(400);
      expect(other.body.errors).toEqual({
        promoCode: "This promo code is the reward of another mobile number's order: it works only with that number",
      });
      const ru = await submit(pickupCash(buyerMobile(312), [{ id: P.redmi, qty: 1 }], { promoCode: code, lang: 'ru' }));
      expect(ru.body.errors?.promoCode).toMatch(/только с этого номера/);
      // the cart's summary says the same once it knows the mobile
      const summary = async (m: string) =>
        (
          await app.inject({
            method: 'POST',
            url: '/api/cart/summary',
            payload: { cart: [{ id: P.redmi, qty: 1 }], promoCode: code, mobile: m, lang: 'en' },
          })
        ).json().data.promoCodeMessage;
      expect(await summary(buyerMobile(312))).toMatchObject({ type: 'error' });
      expect(await summary(mobile)).toMatchObject({ type: 'success' });

      // the owner's next order takes it
      const next = await placeOrder(app, ctx.database, mobile, [{ id: P.redmi, qty: 1 }], { promoCode: code });
      const used = await orderOf(ctx.database, next);
      expect(used.promo_code).toBe(code);
      expect(used.promo_discount).toBeGreaterThan(0);
    });

    it('cancelling the order switches its code off at once; an order that already used it stays as it is', async () => {
      const mobile = buyerMobile(321);
      const id = await placeOrder(app, ctx.database, mobile, [{ id: P.redmi, qty: 1 }]);
      // the customer paid at the counter: staff record the cash, the order earns its code
      const cash = await staff(`/api/admin/orders/cash/${id}`, { amount: (await orderOf(ctx.database, id)).total });
      expect(cash.statusCode).toBe(200);
      const rewardId = (await orderOf(ctx.database, id)).reward_code_id!;
      expect(rewardId).not.toBeNull();
      const { code } = await codeOf(ctx.database, rewardId);
      const next = await placeOrder(app, ctx.database, mobile, [{ id: P.redmi, qty: 1 }], { promoCode: code });
      const before = await orderOf(ctx.database, next);

      await move(id, 'cancelled');
      expect(await codeOf(ctx.database, rewardId)).toMatchObject({ active: 0, used: 1 });
      expect((await page((await orderOf(ctx.database, id)).token)).promocode).toBeNull();
      expect(await orderOf(ctx.database, next)).toEqual(before);

      // an unused code of a cancelled order is refused at checkout
      const id2 = await placeOrder(app, ctx.database, mobile, [{ id: P.redmi, qty: 1 }]);
      await move(id2, 'processing', 'ready_for_pickup');
      expect(
        (await staff(`/api/admin/orders/cash/${id2}`, { amount: (await orderOf(ctx.database, id2)).total })).statusCode,
      ).toBe(200);
      const code2 = (await codeOf(ctx.database, (await orderOf(ctx.database, id2)).reward_code_id!)).code;
      await move(id2, 'cancelled');
      const refused = await submitter(app)(pickupCash(mobile, [{ id: P.redmi, qty: 1 }], { promoCode: code2 }));
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ promoCode: 'This promo code is not active' });
    });

    it("a failed payment (declined, or timed out) switches the order's code off at once", async () => {
      const submit = submitter(app);
      // orders placed before this rule may carry a code while they wait for the bank
      const legacyReward = async (orderId: number, mobile: string) => {
        const rid = await new RewardsRepo(ctx.database.db).create({
          code: `OLD${orderId}X`,
          percent: 5,
          startsAt: new Date().toISOString(),
          endsAt: new Date(Date.now() + 86_400_000).toISOString(),
          ownerMobile: mobile,
          ownerCustomerId: null,
        });
        await new RewardsRepo(ctx.database.db).link(orderId, rid);
        return rid;
      };
      const declined = await placeCardOrder(submit, ctx.database, buyerMobile(331), [{ id: P.redmi, qty: 1 }]);
      expect((await orderOf(ctx.database, declined.orderId)).reward_code_id).toBeNull();
      const r1 = await legacyReward(declined.orderId, buyerMobile(331));
      expect((await callback(bankAnswer(declined.azericard, secrets.testGatewayKey, 'decline'))).statusCode).toBe(200);
      expect((await orderOf(ctx.database, declined.orderId)).status).toBe('payment_failed');
      expect((await codeOf(ctx.database, r1)).active).toBe(0);

      const late = await placeCardOrder(submit, ctx.database, buyerMobile(332), [{ id: P.redmi, qty: 1 }]);
      const r2 = await legacyReward(late.orderId, buyerMobile(332));
      await ctx.database.db
        .updateTable('orders')
        .set({ payment_expires_at: '2000-01-01T00:00:00.000Z' })
        .where('id', '=', late.orderId)
        .execute();
      expect(await services.orders.expireUnpaid()).toBeGreaterThanOrEqual(1);
      expect((await orderOf(ctx.database, late.orderId)).status).toBe('payment_failed');
      expect((await codeOf(ctx.database, r2)).active).toBe(0);
      const events = await ctx.database.db
        .selectFrom('order_events')
        .select('note')
        .where('order_id', '=', late.orderId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(events.note).toContain('reward code switched off');

      // the bank approves after the shop gave up: the order is paid again, its code works again (one code still)
      expect((await callback(bankAnswer(late.azericard, secrets.testGatewayKey, 'approve'))).statusCode).toBe(200);
      expect(await orderOf(ctx.database, late.orderId)).toMatchObject({ status: 'paid', reward_code_id: r2 });
      expect((await codeOf(ctx.database, r2)).active).toBe(1);
      expect(await rewardCodes(ctx.database, buyerMobile(332))).toHaveLength(1);
    });

    it("a card order gets its code with the bank's approval; repeated callbacks make one code and one SMS", async () => {
      const mobile = buyerMobile(341);
      const order = await placeCardOrder(submitter(app), ctx.database, mobile, [{ id: P.redmi, qty: 1 }]);
      expect((await orderOf(ctx.database, order.orderId)).reward_code_id).toBeNull();
      expect((await page(order.token)).promocode).toBeNull();
      const answer = bankAnswer(order.azericard, secrets.testGatewayKey, 'approve');
      const all = await Promise.all(Array.from({ length: 4 }, () => callback(answer)));
      expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect((await callback(answer)).statusCode).toBe(200);
      // the bank's approval told again by another route (a second attempt approved): still one code
      expect(
        (
          await ctx.database.db
            .transaction()
            .execute((tx) => services.orders.markPaid(tx, order.orderId, 'approved again'))
        ).ok,
      ).toBe(true);

      const paid = await orderOf(ctx.database, order.orderId);
      expect(paid).toMatchObject({ status: 'paid', paid: 1 });
      const codes = await rewardCodes(ctx.database, mobile);
      expect(codes).toHaveLength(1);
      expect(paid.reward_code_id).toBe(codes[0]!.id);
      expect((await page(order.token)).promocode?.code).toBe(codes[0]!.code);
      const sms = (await texts(ctx.database, mobile)).filter((b) => b.includes(codes[0]!.code));
      expect(sms).toHaveLength(1);
      // delivered later: nothing new
      await move(order.orderId, 'processing', 'ready_for_pickup', 'delivered');
      expect(await rewardCodes(ctx.database, mobile)).toHaveLength(1);
      expect((await texts(ctx.database, mobile)).filter((b) => b.includes(codes[0]!.code))).toHaveLength(1);
    });
  },
  insertCartFixtures,
);
