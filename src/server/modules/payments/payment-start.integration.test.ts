import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Secrets } from '../../platform/secrets.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { buyerMobile, submitter } from '../checkout/checkout.fixtures.ts';
import { formatAmount, signRequest } from './azericard-protocol.ts';
import {
  bankAnswer,
  FORM,
  formBody,
  paymentsApp,
  placeCardOrder,
  CALLBACK,
  paymentCalls,
  paymentRow,
} from './payments.fixtures.ts';

const P = FX.product;

describeEachEngine(
  'payments: starting a card payment, the gateways',
  (ctx) => {
    let app: FastifyInstance;
    let secrets: Secrets;
    beforeAll(async () => {
      ({ app, secrets } = await paymentsApp(ctx.database));
    });
    afterAll(async () => app.close());
    const { place } = paymentCalls(() => app, ctx);

    it('starts a card payment: a pending payment row and a form signed for the test bank', async () => {
      const order = await place();
      const row = await paymentRow(ctx.database, order.orderId);
      const { url, fields } = order.azericard;
      expect(order.testGateway).toBe(true);
      expect(url).toBe('http://localhost/test-bank/cgi_link');
      expect(row).toMatchObject({
        provider: 'test',
        kind: 'card',
        amount: order.total,
        currency: '944',
        status: 'pending',
        reference: fields.ORDER,
        credit_card: null,
        credit_months: null,
      });
      expect(fields).toMatchObject({
        AMOUNT: formatAmount(order.total),
        CURRENCY: '944',
        DESC: `Volt order No. ${order.orderId}`,
        MERCH_NAME: 'Volt',
        MERCH_URL: 'http://localhost',
        TERMINAL: 'TESTBANK',
        EMAIL: '',
        TRTYPE: '1',
        COUNTRY: 'AZ',
        MERCH_GMT: '+4',
        LANG: 'EN',
        BACKREF: `http://localhost/payment/return?ref=${fields.ORDER}`,
      });
      expect(Object.keys(fields)).toEqual([
        'AMOUNT',
        'CURRENCY',
        'ORDER',
        'DESC',
        'MERCH_NAME',
        'MERCH_URL',
        'TERMINAL',
        'EMAIL',
        'TRTYPE',
        'COUNTRY',
        'MERCH_GMT',
        'TIMESTAMP',
        'NONCE',
        'BACKREF',
        'LANG',
        'P_SIGN',
      ]);
      // 24 digits, the last six the trace number taken from the payment's id
      expect(fields.ORDER).toMatch(/^\d{24}$/);
      expect(fields.ORDER!.slice(-6)).toBe(String(row.id % 1_000_000).padStart(6, '0'));
      expect(fields.NONCE).toMatch(/^[0-9A-F]{32}$/);
      expect(
        Math.abs(
          Date.now() -
            Date.parse(`${fields.TIMESTAMP!.replace(/^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/, '$1-$2-$3T$4:$5:$6')}Z`),
        ),
      ).toBeLessThan(60_000);
      expect(fields.P_SIGN).toBe(signRequest(fields, secrets.testGatewayKey));
      // a second order gets another reference
      const other = await place();
      expect(other.azericard.fields.ORDER).not.toBe(fields.ORDER);
    });

    it("records an installment: card and months in DESC and on the payment row, in the shopper's language", async () => {
      const order = await place(
        { payment: 'installment', creditCard: 'birkart', creditMonth: 6, lang: 'ru', email: 'nigar@mail.az' },
        [{ id: P.iphone, qty: 1 }],
      );
      expect(order.azericard.fields).toMatchObject({ LANG: 'RU', EMAIL: 'nigar@mail.az' });
      expect(order.azericard.fields.DESC).toMatch(/ · BirKart, 6 мес\.$/);
      expect(Array.from(order.azericard.fields.DESC!).length).toBeLessThanOrEqual(50);
      expect(await paymentRow(ctx.database, order.orderId)).toMatchObject({
        kind: 'installment',
        credit_card: 'birkart',
        credit_months: 6,
        amount: order.total,
      });
    });

    it('keeps the test bank out of a shop configured for the real gateway, and signs with the real terminal there', async () => {
      const real = await paymentsApp(ctx.database, {
        PAYMENT_GATEWAY: 'azericard',
        AZERICARD_URL: 'https://testmpi.3dsecure.az/cgi-bin/cgi_link',
        AZERICARD_TERMINAL: '17204001',
        AZERICARD_KEY: '00112233445566778899AABBCCDDEEFF',
        AZERICARD_MERCH_NAME: 'Volt Electronics',
      });
      try {
        // no test bank: the path is just another page of the shop (the probe build's catch-all), not the bank
        const bank = await real.app.inject({
          method: 'POST',
          url: '/test-bank/cgi_link',
          headers: FORM,
          payload: 'AMOUNT=1.00',
        });
        expect(bank.body).not.toContain('TEST BANK');
        // the shop's pages may post the checkout's form to the gateway (and nowhere else)
        const page = await real.app.inject({ url: '/smartfonlar%00' });
        expect(page.headers['content-security-policy']).toContain("form-action 'self' https://testmpi.3dsecure.az;");
        const order = await placeCardOrder(submitter(real.app), ctx.database, buyerMobile(690), [
          { id: P.redmi, qty: 1 },
        ]);
        expect(order.testGateway).toBe(false);
        expect(order.azericard.url).toBe('https://testmpi.3dsecure.az/cgi-bin/cgi_link');
        expect(order.azericard.fields).toMatchObject({ TERMINAL: '17204001', MERCH_NAME: 'Volt Electronics' });
        expect(order.azericard.fields.P_SIGN).toBe(
          signRequest(order.azericard.fields, '00112233445566778899AABBCCDDEEFF'),
        );
        // the test bank's key cannot settle a real payment
        const res = await real.app.inject({
          method: 'POST',
          url: CALLBACK,
          headers: FORM,
          payload: formBody(bankAnswer(order.azericard, secrets.testGatewayKey, 'approve')),
        });
        expect(res.statusCode).toBe(403);
        const ok = await real.app.inject({
          method: 'POST',
          url: CALLBACK,
          headers: FORM,
          payload: formBody(bankAnswer(order.azericard, '00112233445566778899AABBCCDDEEFF', 'approve')),
        });
        expect(ok.statusCode).toBe(200);
        // and a test-bank payment is unknown to the real gateway's callback
        const testOrder = await place();
        const cross = await real.app.inject({
          method: 'POST',
          url: CALLBACK,
          headers: FORM,
          payload: formBody(
            bankAnswer(testOrder.azericard, '00112233445566778899AABBCCDDEEFF', 'approve', {
              over: { TERMINAL: '17204001' },
            }),
          ),
        });
        expect(cross.statusCode).toBe(404);
      } finally {
        await real.app.close();
      }
    });
  },
  insertCartFixtures,
);
