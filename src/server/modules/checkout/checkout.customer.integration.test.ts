import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { accountsApp, Jar, signUp } from '../auth/auth.fixtures.ts';

const P = FX.product;

describeEachEngine(
  'checkout of a signed-in customer',
  (ctx) => {
    it('needs no code for their own mobile, delivers to a saved address, and the order is theirs', async () => {
      const { app } = await accountsApp(ctx.database);
      const mobile = '994507770022';
      await signUp(app, ctx.database, mobile);
      const jar = new Jar('10.9.9.10');
      expect(
        (await jar.call(app, 'POST', '/api/auth/login', { username: mobile, password: 'correct horse 1', lang: 'en' }))
          .statusCode,
      ).toBe(200);
      const created = await jar.call(app, 'POST', '/api/users/create-address', {
        title: 'Home',
        city: 2,
        district: 2,
        place: 2,
        address: 'Nizami 5, apt 3',
        lang: 'en',
      });
      expect(created.statusCode).toBe(200);
      const addressId = created.json().data.items[0].id as number;

      const payload = {
        source: 'checkout',
        terms: true,
        cart: [{ id: P.galaxy, qty: 1 }],
        fullName: 'Aysel Məmmədova',
        mobile,
        delivery: 'delivery',
        payment: 'card',
        isMyAddress: true,
        myAddress: addressId,
        lang: 'en',
      };
      const r = await jar.call(app, 'POST', '/api/checkout', payload, { 'idempotency-key': randomUUID() });
      expect(r.statusCode).toBe(200);
      const data = r.json().data;
      expect(data.next).toBe('azericard'); // straight to the bank: no code step
      const order = await ctx.database.db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', data.orderId)
        .executeTakeFirstOrThrow();
      expect(order).toMatchObject({
        city_id: 2,
        district_id: 2,
        place_id: 2,
        address: 'Nizami 5, apt 3',
        delivery_price: 1_200,
      });
      expect(order.customer_id).not.toBeNull();
      const mine = (await jar.call(app, 'GET', '/api/orders?lang=en')).json().data;
      expect(mine.items.map((o: { id: number }) => o.id)).toEqual([data.orderId]);

      // another customer's address id is refused, and a guest must confirm the mobile with a code
      const other = await jar.call(
        app,
        'POST',
        '/api/checkout',
        { ...payload, myAddress: 9_999 },
        { 'idempotency-key': randomUUID() },
      );
      expect(other.statusCode).toBe(400);
      expect(other.json().errors).toHaveProperty('myAddress');
      const guest = await new Jar('10.9.9.11').call(
        app,
        'POST',
        '/api/checkout',
        { ...payload, isMyAddress: false, myAddress: null, city: 2, district: 2, place: 2, address: 'Nizami 5' },
        { 'idempotency-key': randomUUID() },
      );
      expect(guest.json().data.next).toBe('otp');
      await app.close();
    });
  },
  insertCartFixtures,
);
