import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { startLocalGoogle, type LocalGoogle } from '../../testing/local-google.ts';
import { accountsApp, Jar, lastSmsCode, signUp } from '../auth/auth.fixtures.ts';
import { serializeGuestCart } from '../../../domain/lists/guest-lists.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { locationOf, SHOP_URL, socialTrip, ticketOf } from './social.fixtures.ts';

let google: LocalGoogle;
beforeAll(async () => {
  google = await startLocalGoogle({
    redirectUris: [`${SHOP_URL}/auth/google/callback`],
    accounts: [
      { email: 'leyla@example.com', emailVerified: true, givenName: 'Leyla', familyName: 'Həsənova' },
      { email: 'orxan@example.com', emailVerified: true, givenName: 'Orxan', familyName: 'Quliyev' },
      { email: 'tural@example.com', emailVerified: false, givenName: 'Tural', familyName: 'Əliyev' },
    ],
  });
});
afterAll(() => google.close());

const env = () => ({
  PUBLIC_URL: SHOP_URL,
  GOOGLE_CLIENT_ID: google.clientId,
  GOOGLE_CLIENT_SECRET: google.clientSecret,
  GOOGLE_ISSUER_URL: google.issuer,
});

describeEachEngine(
  'sign-in with Google (a real OpenID provider)',
  (ctx) => {
    it('a new customer: ticket → mobile and SMS code → signed in, isSocial, no password; then signs in again', async () => {
      const { app, services } = await accountsApp(ctx.database, env());
      expect(services.social.providers()).toEqual(['google']);
      const jar = new Jar('10.31.1.1');
      const res = await socialTrip(app, jar, 'google', (u) => google.authorize(u, 'leyla@example.com'));
      const ticket = ticketOf(res, 'signup');
      const shown = await jar.call(app, 'GET', `/api/auth/social/ticket?ticket=${ticket}&lang=en`);
      expect(shown.json().data).toEqual({
        provider: 'google',
        kind: 'signup',
        email: 'leyla@example.com',
        firstName: 'Leyla',
        lastName: 'Həsənova',
        maskedMobile: null,
      });
      const mobile = '994507731001';
      const form = { ticket, firstName: 'Leyla', lastName: 'Həsənova', mobile, notificationConsent: true, lang: 'en' };
      const step = await jar.call(app, 'POST', '/api/auth/social/signup', form);
      expect(step.json().data).toMatchObject({ otp: true });
      const wrong = await jar.call(app, 'POST', '/api/auth/social/signup', {
        ...form,
        token: step.json().data.token,
        otp: '000000' === (await lastSmsCode(ctx.database, mobile)) ? '111111' : '000000',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toHaveProperty('otp');
      const done = await jar.call(app, 'POST', '/api/auth/social/signup', {
        ...form,
        token: step.json().data.token,
        otp: await lastSmsCode(ctx.database, mobile),
      });
      expect(done.statusCode).toBe(200);
      expect(done.json().data.user).toMatchObject({
        email: 'leyla@example.com',
        mobile,
        isSocial: true,
        hasPassword: false,
      });
      const me = (await jar.call(app, 'GET', '/api/auth')).json().data.user;
      expect(me).toMatchObject({ mobile, isSocial: true, hasPassword: false });
      // the ticket is spent
      expect((await jar.call(app, 'GET', `/api/auth/social/ticket?ticket=${ticket}`)).statusCode).toBe(400);

      // another browser, later: the linked Google account signs straight in, back where it started
      const other = new Jar('10.31.1.2');
      const again = await socialTrip(
        app,
        other,
        'google',
        (u) => google.authorize(u, 'leyla@example.com'),
        'lang=en&returnTo=/en/catalog',
      );
      expect(locationOf(again).pathname).toBe('/en/catalog');
      expect((await other.call(app, 'GET', '/api/auth')).json().data.user).toMatchObject({ mobile, isSocial: true });
      await app.close();
    });

    it('an existing email: the link page; a wrong password is refused, the right one links and signs in, the cart merges', async () => {
      const { app } = await accountsApp(ctx.database, env());
      const mobile = '994507731002';
      await signUp(app, ctx.database, mobile, { email: 'orxan@example.com', firstName: 'Orxan' });
      const jar = new Jar('10.31.1.3');
      jar.cookies.set('volt_cart', serializeGuestCart([{ id: FX.product.galaxy, qty: 1 }]));
      const ticket = ticketOf(
        await socialTrip(app, jar, 'google', (u) => google.authorize(u, 'orxan@example.com')),
        'login',
      );
      const shown = (await jar.call(app, 'GET', `/api/auth/social/ticket?ticket=${ticket}`)).json().data;
      expect(shown).toMatchObject({ kind: 'link', email: 'orxan@example.com', maskedMobile: '+994 50 *** ** 02' });
      const wrong = await jar.call(app, 'POST', '/api/auth/social/link', {
        ticket,
        password: 'not the password',
        lang: 'en',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual({ password: 'Wrong login or password' });
      expect(wrong.headers['set-cookie']).toBeUndefined();
      const missing = await jar.call(app, 'POST', '/api/auth/social/link', { ticket, lang: 'en' });
      expect(missing.json().errors).toHaveProperty('password');
      const right = await jar.call(app, 'POST', '/api/auth/social/link', {
        ticket,
        password: 'correct horse 1',
        lang: 'en',
      });
      expect(right.statusCode).toBe(200);
      expect(right.json().data.user).toMatchObject({ mobile, isSocial: true, hasPassword: true });
      // the guest's cart line joined the account, as at a password sign-in
      expect((await jar.call(app, 'GET', '/api/users/cart')).json().data.items).toEqual([
        { id: FX.product.galaxy, qty: 1, size: null },
      ]);
      const log = await ctx.database.db.selectFrom('social_link_log').selectAll().execute();
      expect(log.filter((r) => r.action === 'link' && r.provider === 'google').length).toBeGreaterThan(0);
      // the ticket is single use
      const again = await jar.call(app, 'POST', '/api/auth/social/link', { ticket, password: 'correct horse 1' });
      expect(again.statusCode).toBe(400);
      expect(again.json().errors).toHaveProperty('ticket');
      // from now on Google signs straight in
      const other = new Jar('10.31.1.4');
      const direct = await socialTrip(app, other, 'google', (u) => google.authorize(u, 'orxan@example.com'));
      expect(locationOf(direct).pathname).toBe('/en');
      expect((await other.call(app, 'GET', '/api/auth')).json().data.user).toMatchObject({ mobile });
      await app.close();
    });

    it('the link by a code to the account’s mobile; unlink of the last way in is 409, after a password it is allowed', async () => {
      const { app } = await accountsApp(ctx.database, env());
      google.accounts.push({
        email: 'nigar@example.com',
        emailVerified: true,
        givenName: 'Nigar',
        familyName: 'Kərimova',
      });
      const mobile = '994507731003';
      await signUp(app, ctx.database, mobile, { email: 'nigar@example.com' });
      // the account has a password here; take it away to play a customer who signed up with Google only
      const jar = new Jar('10.31.1.5');
      const ticket = ticketOf(
        await socialTrip(app, jar, 'google', (u) => google.authorize(u, 'nigar@example.com')),
        'login',
      );
      const sent = await jar.call(app, 'POST', '/api/auth/social/link/code', { ticket, lang: 'en' });
      expect(sent.json().data).toMatchObject({ otp: true });
      const token = sent.json().data.token as string;
      const bad = await jar.call(app, 'POST', '/api/auth/social/link', { ticket, token, otp: '12345x' });
      expect(bad.statusCode).toBe(400);
      const done = await jar.call(app, 'POST', '/api/auth/social/link', {
        ticket,
        token,
        otp: await lastSmsCode(ctx.database, mobile),
      });
      expect(done.statusCode).toBe(200);
      const methods = (await jar.call(app, 'GET', '/api/auth/social')).json().data;
      expect(methods).toMatchObject({ available: ['google'], hasPassword: true });
      expect(methods.linked).toEqual([
        { provider: 'google', email: 'nigar@example.com', linkedAt: expect.any(String) },
      ]);

      // without a password, Google is the last way in
      await ctx.database.db.updateTable('users').set({ password_hash: null }).where('mobile', '=', mobile).execute();
      const last = await jar.call(app, 'POST', '/api/auth/social/unlink', { provider: 'google', lang: 'en' });
      expect(last.statusCode).toBe(409);
      expect(last.json().error).toMatch(/only way to sign in/);
      expect((await jar.call(app, 'GET', '/api/auth/social')).json().data.linked).toHaveLength(1);
      // the change-password endpoint sets one without the current password, then unlinking is allowed
      const set = await jar.call(app, 'POST', '/api/auth/change-password', {
        new_password: 'a brand new one 7',
        repeat_new_password: 'a brand new one 7',
      });
      expect(set.statusCode).toBe(200);
      expect((await jar.call(app, 'GET', '/api/auth')).json().data.user).toMatchObject({
        hasPassword: true,
        isSocial: true,
      });
      const unlinked = await jar.call(app, 'POST', '/api/auth/social/unlink', { provider: 'google' });
      expect(unlinked.statusCode).toBe(200);
      expect(unlinked.json().data).toMatchObject({ linked: [], hasPassword: true });
      expect((await jar.call(app, 'GET', '/api/auth')).json().data.user).toMatchObject({ isSocial: false });
      const log = await ctx.database.db
        .selectFrom('social_link_log')
        .select(['action', 'client_ip'])
        .where('action', '=', 'unlink')
        .execute();
      expect(log).toHaveLength(1);
      await app.close();
    });

    it('a signed-in customer links Google from the cabinet (intent=link)', async () => {
      const { app } = await accountsApp(ctx.database, env());
      google.accounts.push({ email: 'other@gmail.example', emailVerified: true, givenName: 'Aysel', familyName: 'M' });
      const mobile = '994507731004';
      await signUp(app, ctx.database, mobile);
      const jar = new Jar('10.31.1.6');
      expect(
        (await jar.call(app, 'POST', '/api/auth/login', { username: mobile, password: 'correct horse 1' })).statusCode,
      ).toBe(200);
      const res = await socialTrip(
        app,
        jar,
        'google',
        (u) => google.authorize(u, 'other@gmail.example'),
        'lang=en&intent=link',
      );
      const to = locationOf(res);
      expect(to.pathname + to.search).toBe('/en/cabinet/sign-in-methods?linked=google');
      expect((await jar.call(app, 'GET', '/api/auth')).json().data.user).toMatchObject({
        isSocial: true,
        hasPassword: true,
      });
      // a guest asking to link is sent to sign in first
      const guest = await new Jar('10.31.1.7').call(app, 'GET', '/auth/google/start?intent=link&lang=en');
      expect(locationOf(guest).pathname).toBe('/en/login');
      await app.close();
    });
  },
  insertCartFixtures,
);
