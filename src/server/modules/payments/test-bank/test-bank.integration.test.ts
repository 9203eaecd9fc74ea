import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../../db/kysely.ts';
import { describeEachEngine } from '../../../testing/test-db.ts';
import { FX } from '../../catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../../cart/cart.fixtures.ts';
import { buyerMobile, submitter } from '../../checkout/checkout.fixtures.ts';
import { formatTimestamp, signRequest } from '../azericard-protocol.ts';
import { FORM, formBody, paymentsApp, placeCardOrder, type PlacedCardOrder } from '../payments.fixtures.ts';

const P = FX.product;

async function stock(database: Database, id: number) {
  return (await database.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow())
    .stock;
}
async function orderStatus(database: Database, id: number) {
  return (await database.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;
}

/**
 * The whole card flow over real HTTP, as a browser and the bank do it: the shop listens on a port, the shopper's
 * browser posts the checkout's form to the test bank, fills in a test card, and the test bank posts its signed answer
 * to the shop's callback over HTTP before sending the browser back.
 */
describeEachEngine(
  'test bank',
  (ctx) => {
    let app: FastifyInstance;
    let base: string;
    let key: string;
    let buyer = 0;
    beforeAll(async () => {
      const made = await paymentsApp(ctx.database);
      app = made.app;
      key = made.secrets.testGatewayKey;
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address !== 'object') throw new Error('not listening');
      base = `http://127.0.0.1:${address.port}`;
    });
    afterAll(async () => app.close());

    const place = (over: Record<string, unknown> = {}) =>
      placeCardOrder(submitter(base), ctx.database, buyerMobile(700 + ++buyer), [{ id: P.redmi, qty: 1 }], over);
    /** The browser posts a form (same-origin, as the shop's page and the bank's page do) and does not follow redirects. */
    const post = (url: string, fields: Record<string, string>) =>
      fetch(url, {
        method: 'POST',
        headers: { ...FORM, origin: base, 'sec-fetch-site': 'same-origin' },
        body: formBody(fields),
        redirect: 'manual',
      });
    const pay = async (order: PlacedCardOrder, card: string, extra: Record<string, string> = {}) => {
      const page = await post(order.azericard.url, order.azericard.fields);
      expect(page.status).toBe(200);
      // the card page carries the shop's request on to the payment step unchanged
      const html = await page.text();
      for (const name of ['ORDER', 'AMOUNT', 'P_SIGN', 'BACKREF'])
        expect(html).toContain(`name="${name}" value="${order.azericard.fields[name]!.replace(/&/g, '&amp;')}"`);
      return post(`${base}/test-bank/pay`, { ...order.azericard.fields, card, expiry: '12/39', cvv: '123', ...extra });
    };

    it("shows a clearly labelled card page in the shopper's language with what is paid and the test cards", async () => {
      const order = await place({ lang: 'ru' });
      expect(order.azericard.url).toBe(`${base}/test-bank/cgi_link`);
      const res = await post(order.azericard.url, order.azericard.fields);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('content-security-policy')).toContain("form-action 'self'");
      const html = await res.text();
      expect(html).toContain('<html lang="ru">');
      expect(html).toContain('ТЕСТОВЫЙ БАНК — без реальных денег');
      expect(html).toContain(order.azericard.fields.ORDER!);
      expect(html).toContain(`Заказ Volt № ${order.orderId}`);
      // the amount as a bank writes it (the ₼ sign showed as a box in fonts without it) and an icon of its own
      expect(html).toContain('499.00 AZN');
      expect(html).not.toContain('₼');
      expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);
      for (const card of ['4169 7388 0000 0001', '4169 7388 0000 0002', '4169 7388 0000 0003'])
        expect(html).toContain(card);
      expect(html).toContain('«3D Secure»');
      expect(html).toContain('name="viewport" content="width=device-width,initial-scale=1"');
      expect(html).not.toContain('<script');
    });

    it('approves with 4169 7388 0000 0001: the shop is paid over HTTP before the shopper returns to the order page', async () => {
      const order = await place();
      const res = await pay(order, '4169 7388 0000 0001');
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(order.azericard.fields.BACKREF);
      expect(await orderStatus(ctx.database, order.orderId)).toBe('paid');
      const payment = await ctx.database.db
        .selectFrom('payments')
        .selectAll()
        .where('order_id', '=', order.orderId)
        .executeTakeFirstOrThrow();
      expect(payment).toMatchObject({ status: 'approved', action: '0', rc: '00', card_masked: '416973******0001' });
      expect(payment.approval).toMatch(/^\d{6}$/);
      expect(payment.rrn).toMatch(/^\d{12}$/);
      const back = await fetch(res.headers.get('location')!, { redirect: 'manual' });
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe(`/en/order?token=${order.token}`);
    });

    it('declines with …0002: the order fails, its unit goes back, the shopper lands on the order error page', async () => {
      const before = await stock(ctx.database, P.redmi);
      const order = await place({ lang: 'ru' });
      const res = await pay(order, '4169738800000002');
      expect(res.status).toBe(303);
      expect(await orderStatus(ctx.database, order.orderId)).toBe('payment_failed');
      expect(await stock(ctx.database, P.redmi)).toBe(before);
      const back = await fetch(res.headers.get('location')!, { redirect: 'manual' });
      expect(back.headers.get('location')).toBe(`/ru/order/error?token=${order.token}`);
    });

    it('never answers with …0003: the shopper returns, the order still waits for the bank (the sweeper expires it later)', async () => {
      const order = await place();
      const res = await pay(order, '4169-7388-0000-0003');
      expect(res.status).toBe(303);
      expect(await orderStatus(ctx.database, order.orderId)).toBe('awaiting_payment');
      expect(
        (
          await ctx.database.db
            .selectFrom('payments')
            .select('status')
            .where('order_id', '=', order.orderId)
            .executeTakeFirstOrThrow()
        ).status,
      ).toBe('pending');
      const back = await fetch(res.headers.get('location')!, { redirect: 'manual' });
      expect(back.headers.get('location')).toBe(`/en/order?token=${order.token}`);
    });

    it('asks again for a card that is not a test card, a past expiry or a bad CVV, and pays nothing', async () => {
      const order = await place();
      const res = await pay(order, '4111 1111 1111 1111', { expiry: '01/20', cvv: '12' });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain('Use one of the test cards listed below');
      expect(html).toContain('Enter a future date as MM/YY');
      expect(html).toContain('Enter three digits');
      expect(html).toContain('value="4111 1111 1111 1111"');
      expect(await orderStatus(ctx.database, order.orderId)).toBe('awaiting_payment');
    });

    it("refuses a request the shop did not sign (the amount changed in the browser) with the bank's error page", async () => {
      const order = await place();
      const tampered = { ...order.azericard.fields, AMOUNT: '0.01' };
      const res = await post(order.azericard.url, tampered);
      expect(res.status).toBe(403);
      const html = await res.text();
      expect(html).toContain('Payment request refused');
      expect(html).toContain('The shop&#39;s signature does not match');
      // the payment step checks it again: tampered hidden fields pay nothing
      const paid = await post(`${base}/test-bank/pay`, {
        ...tampered,
        card: '4169738800000001',
        expiry: '12/39',
        cvv: '123',
      });
      expect(paid.status).toBe(403);
      expect(await orderStatus(ctx.database, order.orderId)).toBe('awaiting_payment');
    });

    it('refuses an expired request and a malformed one', async () => {
      const order = await place();
      const old: Record<string, string> = {
        ...order.azericard.fields,
        TIMESTAMP: formatTimestamp(new Date(Date.now() - 2 * 3600_000)),
      };
      old.P_SIGN = signRequest(old, key);
      const stale = await post(order.azericard.url, old);
      expect(stale.status).toBe(400);
      expect(await stale.text()).toContain('The payment request has expired');
      const broken = await post(order.azericard.url, { AMOUNT: '1.00', LANG: 'EN' });
      expect(broken.status).toBe(400);
      expect(await broken.text()).toContain('incomplete or malformed');
      const json = await fetch(order.azericard.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(order.azericard.fields),
      });
      expect(json.status).toBe(415);
    });
  },
  insertCartFixtures,
);
