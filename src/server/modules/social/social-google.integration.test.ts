import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { startLocalGoogle, type LocalGoogle } from '../../testing/local-google.ts';
import { accountsApp, Jar, lastSmsCode, signUp } from '../auth/auth.fixtures.ts';
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

describeEachEngine('sign-in with Google (a real OpenID provider)', (ctx) => {
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
});
