import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Secrets } from '../../platform/secrets.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { formatAmount } from './azericard-protocol.ts';
import {
  bankAnswer,
  FORM,
  formBody,
  paymentsApp,
  CALLBACK,
  orderRow,
  paymentCalls,
  snapshot,
} from './payments.fixtures.ts';

describeEachEngine(
  'payments: refused callbacks',
  (ctx) => {
    let app: FastifyInstance;
    let secrets: Secrets;
    beforeAll(async () => {
      ({ app, secrets } = await paymentsApp(ctx.database));
    });
    afterAll(async () => app.close());
    const { place, callback } = paymentCalls(() => app, ctx);

    it('refuses a forged or mismatched answer with 4xx and leaves the order, the payment and the stock as they were', async () => {
      const order = await place();
      const key = secrets.testGatewayKey;
      const before = await snapshot(ctx.database, order);
      const hourAndMore = new Date(Date.now() - 61 * 60_000);
      const cases: [string, Record<string, string>, number, string][] = [
        [
          'wrong signature (amount changed after signing)',
          bankAnswer(order.azericard, key, 'approve', { after: { AMOUNT: '0.01' } }),
          403,
          'The signature of the payment message does not match.',
        ],
        [
          'signed with another key',
          bankAnswer(order.azericard, 'A'.repeat(64), 'approve'),
          403,
          'The signature of the payment message does not match.',
        ],
        [
          'approval turned into a decline after signing',
          bankAnswer(order.azericard, key, 'decline', { after: { ACTION: '0', RC: '00' } }),
          403,
          'The signature of the payment message does not match.',
        ],
        [
          'unknown order reference',
          bankAnswer(order.azericard, key, 'approve', { over: { ORDER: '999999999999999999999999' } }),
          404,
          'There is no payment with this order reference.',
        ],
        [
          'wrong amount',
          bankAnswer(order.azericard, key, 'approve', { over: { AMOUNT: formatAmount(order.total - 1) } }),
          400,
          'The amount of the payment message does not match the payment.',
        ],
        // the same sum in another spelling: the gateway writes the amount as it was sent (no leading zeros, two decimals)
        // (leading zeros always; JavaScript's own spelling of the sum when it drops trailing zeros: 1299.9, 1300)
        ...[`000${formatAmount(order.total)}`, `0${formatAmount(order.total)}`, String(order.total / 100)]
          .filter((amount) => amount !== formatAmount(order.total))
          .map((amount): [string, Record<string, string>, number, string] => [
            `the amount spelt ${amount}`,
            bankAnswer(order.azericard, key, 'approve', { over: { AMOUNT: amount } }),
            400,
            'The amount of the payment message does not match the payment.',
          ]),
        [
          'wrong currency',
          bankAnswer(order.azericard, key, 'approve', { over: { CURRENCY: '840' } }),
          400,
          'The currency of the payment message does not match the payment.',
        ],
        [
          'wrong terminal',
          bankAnswer(order.azericard, key, 'approve', { over: { TERMINAL: 'OTHER001' } }),
          400,
          'The payment message comes from another terminal.',
        ],
        [
          'a pre-authorisation, not a sale',
          bankAnswer(order.azericard, key, 'approve', { over: { TRTYPE: '0' } }),
          400,
          'The payment message has another transaction type.',
        ],
        [
          'stale timestamp',
          bankAnswer(order.azericard, key, 'approve', { at: hourAndMore }),
          400,
          'The payment message is too old or dated in the future.',
        ],
        [
          'timestamp in the future',
          bankAnswer(order.azericard, key, 'approve', { at: new Date(Date.now() + 61 * 60_000) }),
          400,
          'The payment message is too old or dated in the future.',
        ],
        [
          'missing signature',
          bankAnswer(order.azericard, key, 'approve', { after: { P_SIGN: '' } }),
          400,
          'The form has errors.',
        ],
      ];
      for (const [what, fields, status, error] of cases) {
        const res = await callback(fields);
        expect(res.statusCode, what).toBe(status);
        expect(res.json(), what).toMatchObject({ ok: false, error });
      }
      expect(await snapshot(ctx.database, order)).toEqual(before);
      // and the genuine answer still goes through afterwards
      expect((await callback(bankAnswer(order.azericard, key, 'approve'))).statusCode).toBe(200);
    });

    it('reads only form posts: JSON is a 415, garbage or a repeated field a 400, over 8 KB a 413 — nothing written', async () => {
      const order = await place();
      const answer = bankAnswer(order.azericard, secrets.testGatewayKey, 'approve');
      const before = await snapshot(ctx.database, order);
      const json = await app.inject({ method: 'POST', url: CALLBACK, payload: answer });
      expect(json.statusCode).toBe(415);
      expect(json.json().ok).toBe(false);
      const cases: [string, string, number][] = [
        ['garbage', '\u0000\u0001%%%=&&==', 400],
        ['empty', '', 400],
        ['repeated field', `${formBody(answer)}&ACTION=2`, 400],
        ['a field of the wrong form', formBody({ ...answer, NONCE: 'not-hex' }), 400],
        ['too large', `${formBody(answer)}&PAD=${'x'.repeat(9000)}`, 413],
      ];
      for (const [what, payload, status] of cases) {
        const res = await app.inject({ method: 'POST', url: CALLBACK, headers: FORM, payload });
        expect(res.statusCode, what).toBe(status);
        expect(res.json().ok, what).toBe(false);
      }
      const text = await app.inject({
        method: 'POST',
        url: CALLBACK,
        headers: { 'content-type': 'text/plain' },
        payload: formBody(answer),
      });
      expect(text.statusCode).toBe(415);
      expect(await snapshot(ctx.database, order)).toEqual(before);
      // the same answer as a proper form post goes through (extra fields the gateway may add are ignored)
      expect((await callback({ ...answer, EXTRA: 'ignored' })).statusCode).toBe(200);
    });

    it("takes the bank's post from another site (its signature is its authentication); the origin check stays for the shop", async () => {
      const order = await place();
      const crossSite = { origin: 'https://mpi.3dsecure.az', 'sec-fetch-site': 'cross-site' };
      const forged = await callback(bankAnswer(order.azericard, 'B'.repeat(64), 'approve'), crossSite);
      expect(forged.statusCode).toBe(403);
      expect(forged.json().error).toBe('The signature of the payment message does not match.');
      expect(
        (await callback(bankAnswer(order.azericard, secrets.testGatewayKey, 'approve'), crossSite)).statusCode,
      ).toBe(200);
      // anything else posted from another site is still refused
      const checkout = await app.inject({ method: 'POST', url: '/api/checkout', headers: crossSite, payload: {} });
      expect(checkout.statusCode).toBe(403);
    });

    it('takes the signed answer posted through the browser to the return address, then redirects; an unsigned post changes nothing', async () => {
      const order = await place({ lang: 'ru' });
      const crossSite = { ...FORM, origin: 'https://mpi.3dsecure.az', 'sec-fetch-site': 'cross-site' };
      const before = await snapshot(ctx.database, order);
      const unsigned = await app.inject({
        method: 'POST',
        url: '/payment/return',
        headers: crossSite,
        payload: formBody({ ORDER: order.azericard.fields.ORDER!, ACTION: '0' }),
      });
      expect(unsigned.statusCode).toBe(303);
      expect(unsigned.headers.location).toBe(`/ru/order?token=${order.token}`);
      expect(await snapshot(ctx.database, order)).toEqual(before);

      const declined = bankAnswer(order.azericard, secrets.testGatewayKey, 'decline');
      const res = await app.inject({
        method: 'POST',
        url: '/payment/return',
        headers: crossSite,
        payload: formBody(declined),
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/ru/order/error?token=${order.token}`);
      expect(await orderRow(ctx.database, order.orderId)).toMatchObject({ status: 'payment_failed' });
    });
  },
  insertCartFixtures,
);
