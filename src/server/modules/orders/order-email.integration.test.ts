import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/kysely.ts';
import type { Secrets } from '../../platform/secrets.ts';
import type { Services } from '../../services.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { buyerMobile, lastCode, pickupCash, submitter } from '../checkout/checkout.fixtures.ts';
import { bankAnswer, FORM, formBody, paymentsApp, placeCardOrder } from '../payments/payments.fixtures.ts';

const P = FX.product;
const SITE = 'https://shop.volt.test';

async function emailsOf(database: Database, orderId: number) {
  return database.db.selectFrom('email_outbox').selectAll().where('order_id', '=', orderId).execute();
}
async function orderSms(database: Database, mobile: string) {
  return database.db
    .selectFrom('sms_outbox')
    .select('body')
    .where('mobile', '=', mobile)
    .where('purpose', '=', 'order')
    .orderBy('id')
    .execute();
}
async function tokenOf(database: Database, orderId: number) {
  return (await database.db.selectFrom('orders').select('token').where('id', '=', orderId).executeTakeFirstOrThrow())
    .token;
}

describeEachEngine(
  'order confirmation by email and the SMS link (ORD-7)',
  (ctx) => {
    let app: FastifyInstance;
    let services: Services;
    let secrets: Secrets;
    beforeAll(async () => {
      ({ app, services, secrets } = await paymentsApp(ctx.database, { PUBLIC_URL: SITE }));
    });
    afterAll(async () => app.close());

    /** A cash order through the real checkout (code read from the SMS outbox). */
    async function placeCash(mobile: string, over: Record<string, unknown>) {
      const submit = submitter(app);
      const key = randomUUID();
      const payload = pickupCash(mobile, [{ id: P.redmi, qty: 2 }], over);
      const first = await submit(payload, key);
      expect(first.status).toBe(200);
      const done = await submit(
        { ...payload, otpToken: first.body.data!.otpToken, otpCode: await lastCode(ctx.database, mobile) },
        key,
      );
      expect(done.status).toBe(200);
      return done.body.data as { orderId: number; token: string };
    }

    it('a cash order with an email: one row written at placement, composed and sent by the job in the order language; the SMS carries the order page', async () => {
      const mobile = buyerMobile(801);
      const order = await placeCash(mobile, { email: 'leyla@example.az', lang: 'ru', fullName: "Leyla O'Brien" });
      const [row, ...more] = await emailsOf(ctx.database, order.orderId);
      expect(more).toEqual([]);
      // nothing composed while placing: the recipient, the purpose and the order only
      expect(row).toMatchObject({ to_address: 'leyla@example.az', purpose: 'order', status: 'queued', subject: '' });
      const link = `${SITE}/ru/order?token=${order.token}`;
      const [sms] = await orderSms(ctx.database, mobile);
      expect(sms!.body).toContain(`№ ${order.orderId}`);
      expect(sms!.body).toContain(link);

      // the job takes it at once (nobody else delivers an order's row) and only once, however many times it runs
      expect((await services.email.flush(20)).sent).toBeGreaterThanOrEqual(1);
      await services.email.flush(20);
      const [sent, ...again] = await emailsOf(ctx.database, order.orderId);
      expect(again).toEqual([]);
      expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
      expect(sent!.subject).toBe(`Volt: ваш заказ № ${order.orderId} принят`);
      const text = sent!.body_text;
      expect(text).toContain("Здравствуйте, Leyla O'Brien!");
      expect(text).toContain('Xiaomi Redmi Note 13');
      expect(text).toMatch(/Итого: 499\.00 ₼/);
      expect(text).toContain('Оплата: Наличными');
      expect(text).toContain(link);
      const html = sent!.body_html!;
      expect(html.startsWith('<!DOCTYPE html>\n<html lang="ru">')).toBe(true);
      expect(html.trimEnd().endsWith('</html>')).toBe(true);
      // the shopper's text is escaped
      expect(html).toContain('Leyla O&#39;Brien');
      expect(html).toContain(`href="${link}"`);
      expect(html).toContain('Xiaomi Redmi Note 13');
    });

    it('each language: az at the unprefixed address, en under /en', async () => {
      const az = await placeCash(buyerMobile(802), { email: 'a@example.az', lang: 'az' });
      const en = await placeCash(buyerMobile(803), { email: 'e@example.az', lang: 'en' });
      await services.email.flush(20);
      const [a] = await emailsOf(ctx.database, az.orderId);
      const [e] = await emailsOf(ctx.database, en.orderId);
      expect(a!.subject).toBe(`Volt: № ${az.orderId} sifarişiniz qəbul edildi`);
      expect(a!.body_text).toContain(`${SITE}/order?token=${az.token}`);
      expect(e!.subject).toBe(`Volt: your order No. ${en.orderId} has been accepted`);
      expect(e!.body_text).toContain(`${SITE}/en/order?token=${en.token}`);
      expect(e!.body_html).toContain('<html lang="en">');
    });

    it('no email given: no email row, the SMS still carries the link', async () => {
      const mobile = buyerMobile(804);
      const order = await placeCash(mobile, {});
      expect(await emailsOf(ctx.database, order.orderId)).toEqual([]);
      const [sms] = await orderSms(ctx.database, mobile);
      expect(sms!.body).toContain(`${SITE}/en/order?token=${order.token}`);
    });

    it('a card order: no email at placement, one on approval (with the paid SMS and its link), none for a second approval', async () => {
      const mobile = buyerMobile(805);
      const order = await placeCardOrder(submitter(app), ctx.database, mobile, [{ id: P.redmi, qty: 1 }], {
        email: 'card@example.az',
        lang: 'az',
      });
      expect(await emailsOf(ctx.database, order.orderId)).toEqual([]);
      expect(await orderSms(ctx.database, mobile)).toEqual([]);
      const callback = (fields: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url: '/api/payments/azericard/callback',
          headers: FORM,
          payload: formBody(fields),
        });
      expect((await callback(bankAnswer(order.azericard, secrets.testGatewayKey, 'approve'))).statusCode).toBe(200);
      const rows = await emailsOf(ctx.database, order.orderId);
      expect(rows).toHaveLength(1);
      const token = await tokenOf(ctx.database, order.orderId);
      const [sms] = await orderSms(ctx.database, mobile);
      expect(sms!.body).toContain(`${SITE}/order?token=${token}`);
      // the same order approved again (a second charge staff refund): no second email
      expect(
        (
          await callback(
            bankAnswer(order.azericard, secrets.testGatewayKey, 'approve', { over: { INT_REF: 'ABCDEF0123456789' } }),
          )
        ).statusCode,
      ).toBeLessThan(500);
      expect(await emailsOf(ctx.database, order.orderId)).toHaveLength(1);
      await services.email.flush(20);
      const [sent] = await emailsOf(ctx.database, order.orderId);
      expect(sent!.status).toBe('sent');
      expect(sent!.subject).toBe(`Volt: № ${order.orderId} sifarişinin ödənişi qəbul edildi`);
      expect(sent!.body_text).toContain('Onlayn kartla');
      expect(sent!.body_text).toContain('Ödənilib');
    });

    it('a declined card order sends no email', async () => {
      const order = await placeCardOrder(submitter(app), ctx.database, buyerMobile(806), [{ id: P.redmi, qty: 1 }], {
        email: 'declined@example.az',
      });
      await app.inject({
        method: 'POST',
        url: '/api/payments/azericard/callback',
        headers: FORM,
        payload: formBody(bankAnswer(order.azericard, secrets.testGatewayKey, 'decline')),
      });
      expect(await emailsOf(ctx.database, order.orderId)).toEqual([]);
    });

    it('a second write for the same order and purpose queues nothing more (the unique index)', async () => {
      const order = await placeCash(buyerMobile(807), { email: 'twice@example.az' });
      await services.email.enqueueForOrder(ctx.database.db, {
        to: 'twice@example.az',
        purpose: 'order',
        orderId: order.orderId,
      });
      expect(await emailsOf(ctx.database, order.orderId)).toHaveLength(1);
    });
  },
  insertCartFixtures,
);
