import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { serializeGuestCart, serializeGuestIds } from '../../../domain/lists/guest-lists.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { accountsApp, Jar, signUp } from '../auth/auth.fixtures.ts';

const P = FX.product;

describeEachEngine(
  'guest lists at login',
  (ctx) => {
    it('join the account lists on the server with the kept promo code, and the guest cookies are cleared', async () => {
      const { app } = await accountsApp(ctx.database);
      const mobile = '994507770011';
      await signUp(app, ctx.database, mobile);
      const jar = new Jar('10.9.9.9');
      jar.cookies.set(
        'volt_cart',
        serializeGuestCart([
          { id: P.galaxy, qty: 2 },
          { id: P.redmi, qty: 1 },
        ]),
      );
      jar.cookies.set('volt_wish', serializeGuestIds([P.iphone]));
      jar.cookies.set('volt_compare', serializeGuestIds([P.galaxy, P.redmi]));
      // the promo code the guest applied goes with their cart (decision 0076)
      jar.cookies.set('volt_promo', 'VOLT10');
      const login = await jar.call(app, 'POST', '/api/auth/login', {
        username: mobile,
        password: 'correct horse 1',
        lang: 'en',
      });
      expect(login.statusCode).toBe(200);
      expect([...jar.cookies.keys()].filter((k) => !k.endsWith('at') && !k.endsWith('rt'))).toEqual([]); // guest lists gone
      const cart = (await jar.call(app, 'GET', '/api/users/cart')).json().data.items;
      expect(cart).toEqual([
        { id: P.galaxy, qty: 2, size: null },
        { id: P.redmi, qty: 1, size: null },
      ]);
      expect((await jar.call(app, 'GET', '/api/users/wishlist')).json().data.items).toEqual([P.iphone]);
      expect((await jar.call(app, 'GET', '/api/users/compare')).json().data.items).toEqual([P.galaxy, P.redmi]);
      const priced = (
        await jar.call(app, 'POST', '/api/cart/summary', {
          cart: cart.map(({ id, qty }: { id: number; qty: number }) => ({ id, qty })),
        })
      ).json().data;
      expect(priced).toMatchObject({ promoCode: 'VOLT10', promoNotice: null });
      expect(priced.summary.promoCodeDiscount).toBeGreaterThan(0);
      await app.close();
    });
  },
  insertCartFixtures,
);
