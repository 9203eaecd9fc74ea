import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { buyerKeyHash } from '../orders/buyer-key.ts';
import { retrySuite, P } from './checkout-retry.fixtures.ts';

/** Decision 0057 against a real database: the order cookie, and who sees an order's details. */

describeEachEngine(
  'checkout: the order cookie and who sees the details (decision 0057)',
  (ctx) => {
    const { place, answer, current, order } = retrySuite(ctx);

    it('keeps the placing browser: the order stores the hash of its cookie and which form placed it', async () => {
      const o = await place();
      const row = await order(o.orderId);
      expect(row).toMatchObject({ source: 'buyNow', buyer_key: buyerKeyHash(o.buyerKey) });
      // the same browser's next order carries the same key (no new cookie)
      const again = await place({ source: 'checkout', terms: true }, { cookie: o.buyerKey });
      expect(await order(again.orderId)).toMatchObject({ source: 'checkout', buyer_key: buyerKeyHash(o.buyerKey) });
    });

    it("shows what was bought to the token, the shopper's own details only to the browser that placed it", async () => {
      const o = await place({ email: 'nigar@mail.az' });
      const anyone = (await current(o.token)).json().data;
      expect(anyone).toMatchObject({
        id: o.orderId,
        payment: 'card',
        delivery: 'pickup',
        details: null,
        cardMasked: null,
        installment: null,
      });
      // the phone and its gift (a 0 ₼ line after it), with the stored prices and the catalogue's picture and link
      expect(anyone.lines).toEqual([
        expect.objectContaining({
          id: P.galaxy,
          title: 'Samsung Galaxy S24',
          qty: 1,
          unitPrice: 179_900,
          payable: 179_900,
          giftOf: null,
          href: '/en/p/3',
          image: expect.any(String),
        }),
        expect.objectContaining({ id: P.iron, qty: 1, payable: 0, giftOf: P.galaxy }),
      ]);
      expect(anyone.summary).toMatchObject({ subTotal: 179_900, delivery: 0, total: o.total });
      expect(anyone.branch).toEqual({
        title: 'Ganjlik branch',
        address: '111 Fatali Khan Khoyski St',
        city: 'Bakı',
        mobiles: ['994125550101'],
      });
      expect(anyone.paymentDeadline).toEqual(expect.any(String));

      const owner = (await current(o.token, o.buyerKey)).json().data;
      expect(owner.details).toEqual({
        fullName: 'Aysel Məmmədova',
        mobile: expect.stringMatching(/^99450/),
        email: 'nigar@mail.az',
        address: null,
        gift: null,
      });
      // another browser's key is anyone
      expect((await current(o.token, 'x'.repeat(43))).json().data.details).toBeNull();
      // paid: the card as the bank masked it
      expect((await answer(o, 'approve')).statusCode).toBe(200);
      expect((await current(o.token)).json().data).toMatchObject({
        status: 'paid',
        cardMasked: '416973******0001',
        paymentDeadline: null,
        payAgainInSeconds: null,
      });
    });
  },
  insertCartFixtures,
);
