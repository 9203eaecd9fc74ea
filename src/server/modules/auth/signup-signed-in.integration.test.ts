import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { serializeGuestCart, serializeGuestIds } from '../../../domain/lists/guest-lists.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { accountsApp, Jar, lastSmsCode, signupForm } from './auth.fixtures.ts';

const P = FX.product;

/** ACC-2: sign-up ends signed in — the session cookies, the guest lists merged, a previous login replaced. */
describeEachEngine(
  'sign-up ends signed in',
  (ctx) => {
    it('the confirmed sign-up answers the user and its cookies; the guest lists join the new account', async () => {
      const { app } = await accountsApp(ctx.database);
      const mobile = '994507770031';
      const jar = new Jar('10.31.0.1');
      jar.cookies.set('volt_cart', serializeGuestCart([{ id: P.galaxy, qty: 2 }]));
      jar.cookies.set('volt_wish', serializeGuestIds([P.iphone]));
      const first = await jar.call(app, 'POST', '/api/auth/signup', signupForm(mobile));
      const token = first.json().data.token as string;
      // the code step signs nobody in
      expect((await jar.call(app, 'GET', '/api/auth')).json().data.user).toBeNull();

      const done = await jar.call(
        app,
        'POST',
        '/api/auth/signup',
        signupForm(mobile, { otp: await lastSmsCode(ctx.database, mobile), token }),
      );
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({
        ok: true,
        data: { tick: true, user: { fullName: 'Aysel Məmmədova', mobile } },
      });
      expect(done.headers['cache-control']).toMatch(/no-store/);
      const me = (await jar.call(app, 'GET', '/api/auth')).json().data.user as { mobile: string } | null;
      expect(me?.mobile).toBe(mobile);
      // the guest's lists moved into the account and their cookies are gone, as at a login (decision 0029)
      expect([...jar.cookies.keys()].filter((k) => k === 'volt_cart' || k === 'volt_wish')).toEqual([]);
      expect((await jar.call(app, 'GET', '/api/users/cart')).json().data.items).toEqual([
        { id: P.galaxy, qty: 2, size: null },
      ]);
      expect((await jar.call(app, 'GET', '/api/users/wishlist')).json().data.items).toEqual([P.iphone]);
      // one session row, as a login makes
      const user = await ctx.database.db
        .selectFrom('users')
        .select(['id', 'last_login_at'])
        .where('mobile', '=', mobile)
        .executeTakeFirstOrThrow();
      expect(user.last_login_at).not.toBeNull();
      const sessions = await ctx.database.db
        .selectFrom('session_families')
        .select('id')
        .where('user_id', '=', user.id)
        .execute();
      expect(sessions).toHaveLength(1);
      await app.close();
    });

    it('a wrong or used code signs nobody in and sets no cookie', async () => {
      const { app } = await accountsApp(ctx.database);
      const mobile = '994507770032';
      const jar = new Jar('10.31.0.2');
      const first = await jar.call(app, 'POST', '/api/auth/signup', signupForm(mobile));
      const token = first.json().data.token as string;
      const code = await lastSmsCode(ctx.database, mobile);
      const wrong = await jar.call(
        app,
        'POST',
        '/api/auth/signup',
        signupForm(mobile, { otp: code === '000000' ? '111111' : '000000', token }),
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.headers['set-cookie']).toBeUndefined();
      const ok = await jar.call(app, 'POST', '/api/auth/signup', signupForm(mobile, { otp: code, token }));
      expect(ok.statusCode).toBe(200);
      // the same confirmation again, from another browser: the code is used up, no session for it
      const other = new Jar('10.31.0.3');
      const again = await other.call(app, 'POST', '/api/auth/signup', signupForm(mobile, { otp: code, token }));
      expect(again.statusCode).toBe(400);
      expect(again.headers['set-cookie']).toBeUndefined();
      expect((await other.call(app, 'GET', '/api/auth')).json().data.user).toBeNull();
      await app.close();
    });
  },
  insertCartFixtures,
);
