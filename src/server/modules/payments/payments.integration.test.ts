import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/kysely.ts';
import type { Secrets } from '../../platform/secrets.ts';
import type { Services } from '../../services.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { buyerMobile, submitter } from '../checkout/checkout.fixtures.ts';
import { formatAmount, signRequest } from './azericard-protocol.ts';
import { bankAnswer, FORM, formBody, paymentsApp, placeCardOrder, type PlacedCardOrder } from './payments.fixtures.ts';

const P = FX.product;
// the gateway sends no language; ?lang= picks the language of the refusals (English in these tests)
const CALLBACK = '/api/payments/azericard/callback?lang=en';

async function stock(database: Database, id: number) {
  return (await database.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow())
    .stock;
}
async function orderRow(database: Database, id: number) {
  return database.db
    .selectFrom('orders')
    .select(['status', 'paid', 'paid_at', 'holds_stock', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
async function paymentRow(database: Database, orderId: number) {
  return database.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
}
async function eventsOf(database: Database, orderId: number) {
  return database.db
    .selectFrom('order_events')
    .select(['from_status', 'to_status', 'actor', 'note'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}
/** Everything a refused callback must leave as it was. */
async function snapshot(database: Database, order: PlacedCardOrder) {
  return {
    order: await orderRow(database, order.orderId),
    payment: await paymentRow(database, order.orderId),
    events: await eventsOf(database, order.orderId),
    stock: await stock(database, P.redmi),
  };
}

describeEachEngine(
  'payments',
  (ctx) => {
    let app: FastifyInstance;
    let services: Services;
    let secrets: Secrets;
    let buyer = 0;
    beforeAll(async () => {
      ({ app, services, secrets } = await paymentsApp(ctx.database));
    });
    afterAll(async () => app.close());

    const place = (
      over: Record<string, unknown> = {},
      cart: { id: number; qty: number }[] = [{ id: P.redmi, qty: 1 }],
    ) => placeCardOrder(submitter(app), ctx.database, buyerMobile(600 + ++buyer), cart, over);
    const callback = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: CALLBACK, headers: { ...FORM, ...headers }, payload: formBody(fields) });
    const back = (ref: string) => app.inject({ method: 'GET', url: `/payment/return?ref=${ref}` });

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

    it("an approved answer pays the order and records the bank's references on the payment", async () => {
      const order = await place();
      const res = await callback(bankAnswer(order.azericard, secrets.testGatewayKey, 'approve'));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, data: { orderId: order.orderId, approved: true } });
      expect(await orderRow(ctx.database, order.orderId)).toMatchObject({ status: 'paid', paid: 1, holds_stock: 1 });
      expect(await paymentRow(ctx.database, order.orderId)).toMatchObject({
        status: 'approved',
        action: '0',
        rc: '00',
        approval: '004217',
        rrn: '633812345678',
        card_masked: '416973******0001',
      });
      const events = await eventsOf(ctx.database, order.orderId);
      expect(events.at(-1)).toMatchObject({ from_status: 'awaiting_payment', to_status: 'paid', actor: 'gateway' });
      expect(events.at(-1)!.note).toContain('approved');
      // the shopper comes back to the order page, in the order's language
      const r = await back(order.azericard.fields.ORDER!);
      expect(r.statusCode).toBe(303);
      expect(r.headers.location).toBe(`/en/order?token=${order.token}`);
    });

    it('a declined answer fails the order and gives its units back; the shopper lands on the order error page', async () => {
      const before = await stock(ctx.database, P.redmi);
      const order = await place();
      expect(await stock(ctx.database, P.redmi)).toBe(before - 1);
      const res = await callback(bankAnswer(order.azericard, secrets.testGatewayKey, 'decline'));
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ orderId: order.orderId, approved: false });
      expect(await orderRow(ctx.database, order.orderId)).toMatchObject({
        status: 'payment_failed',
        paid: 0,
        holds_stock: 0,
      });
      expect(await paymentRow(ctx.database, order.orderId)).toMatchObject({
        status: 'declined',
        action: '2',
        rc: '05',
        approval: null,
      });
      expect(await stock(ctx.database, P.redmi)).toBe(before);
      expect((await back(order.azericard.fields.ORDER!)).headers.location).toBe(`/en/order/error?token=${order.token}`);
    });

    it('waits for the bank: before any answer the shopper goes to the order page (az without a prefix); an unknown reference to the home page', async () => {
      const order = await place({ lang: 'az' });
      const r = await back(order.azericard.fields.ORDER!);
      expect(r.statusCode).toBe(303);
      expect(r.headers.location).toBe(`/order?token=${order.token}`);
      expect(r.headers['cache-control']).toBe('no-store');
      for (const ref of ['000000000000000000000000', 'abc', '', '1'.repeat(40)])
        expect((await back(ref)).headers.location, ref).toBe('/');
    });

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

    it('refuses a replayed nonce (409), even in a correctly signed message for another payment', async () => {
      const first = await place();
      const second = await place();
      const paid = bankAnswer(first.azericard, secrets.testGatewayKey, 'approve');
      expect((await callback(paid)).statusCode).toBe(200);
      const before = await snapshot(ctx.database, second);
      const replay = bankAnswer(second.azericard, secrets.testGatewayKey, 'approve', { over: { NONCE: paid.NONCE! } });
      const res = await callback(replay);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('This payment message has already been used.');
      expect(await snapshot(ctx.database, second)).toEqual(before);
    });

    it('takes a genuine answer repeated (one by one, or at once) as the same answer: 200, nothing changes twice', async () => {
      const order = await place();
      const answer = bankAnswer(order.azericard, secrets.testGatewayKey, 'approve');
      expect((await callback(answer)).statusCode).toBe(200);
      const after = await snapshot(ctx.database, order);
      const again = await callback(answer);
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual({ orderId: order.orderId, approved: true });
      expect(await snapshot(ctx.database, order)).toEqual(after);

      // the same answer five times at once: one payment, one move to paid
      const burst = await place();
      const stockBefore = await stock(ctx.database, P.redmi);
      const msg = bankAnswer(burst.azericard, secrets.testGatewayKey, 'approve');
      const all = await Promise.all(Array.from({ length: 5 }, () => callback(msg)));
      expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect((await eventsOf(ctx.database, burst.orderId)).filter((e) => e.to_status === 'paid')).toHaveLength(1);
      expect(await stock(ctx.database, P.redmi)).toBe(stockBefore);

      // a contradicting answer (declined after approved) is refused and changes nothing
      const settled = await snapshot(ctx.database, order);
      const contra = await callback(bankAnswer(order.azericard, secrets.testGatewayKey, 'decline'));
      expect(contra.statusCode).toBe(409);
      expect(contra.json().error).toBe('This payment already has another result.');
      expect(await snapshot(ctx.database, order)).toEqual(settled);
    });

    it('pays an order the sweeper gave up on when the approval comes late, taking its units again', async () => {
      const order = await place();
      const before = await stock(ctx.database, P.redmi);
      await ctx.database.db
        .updateTable('orders')
        .set({ payment_expires_at: '2000-01-01T00:00:00.000Z' })
        .where('id', '=', order.orderId)
        .execute();
      expect(await services.orders.expireUnpaid()).toBeGreaterThanOrEqual(1);
      expect(await orderRow(ctx.database, order.orderId)).toMatchObject({ status: 'payment_failed', holds_stock: 0 });
      expect(await stock(ctx.database, P.redmi)).toBe(before + 1);
      expect((await back(order.azericard.fields.ORDER!)).headers.location).toBe(`/en/order/error?token=${order.token}`);

      expect((await callback(bankAnswer(order.azericard, secrets.testGatewayKey, 'approve'))).statusCode).toBe(200);
      expect(await orderRow(ctx.database, order.orderId)).toMatchObject({ status: 'paid', paid: 1, holds_stock: 1 });
      expect(await stock(ctx.database, P.redmi)).toBe(before);
      expect((await back(order.azericard.fields.ORDER!)).headers.location).toBe(`/en/order?token=${order.token}`);
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

    it("forgets the gateway's nonces past the replay window (housekeeping) and keeps the recent ones", async () => {
      const recent = new Date(Date.now() - 2 * 3600_000).toISOString();
      await ctx.database.db
        .insertInto('payment_nonces')
        .values([
          { provider: 'test', nonce: 'OLD0000000000000', created_at: '2000-01-01T00:00:00.000Z' },
          { provider: 'test', nonce: 'RECENT0000000000', created_at: recent },
        ])
        .execute();
      expect(await services.payments.prune()).toBeGreaterThanOrEqual(1);
      const left = await ctx.database.db
        .selectFrom('payment_nonces')
        .select('nonce')
        .where('nonce', 'in', ['OLD0000000000000', 'RECENT0000000000'])
        .execute();
      expect(left).toEqual([{ nonce: 'RECENT0000000000' }]);
    });
  },
  insertCartFixtures,
);
