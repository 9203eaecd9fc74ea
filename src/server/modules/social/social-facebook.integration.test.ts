import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { startLocalFacebook, type LocalFacebook } from '../../testing/local-facebook.ts';
import { accountsApp, Jar, lastSmsCode, signUp } from '../auth/auth.fixtures.ts';
import { locationOf, SHOP_URL, socialTrip, ticketOf } from './social.fixtures.ts';

let facebook: LocalFacebook;
beforeAll(async () => {
  facebook = await startLocalFacebook({
    accounts: [
      { id: '10001', firstName: 'Rəşad', lastName: 'Babayev', email: 'rashad@example.com' },
      { id: '10002', firstName: 'Günel', lastName: 'Səfərova', email: null },
    ],
  });
});
afterAll(() => facebook.close());

const env = (over: Record<string, string> = {}) => ({
  PUBLIC_URL: SHOP_URL,
  FACEBOOK_APP_ID: facebook.appId,
  FACEBOOK_APP_SECRET: facebook.appSecret,
  FACEBOOK_API_URL: facebook.url,
  FACEBOOK_DIALOG_URL: `${facebook.url}/dialog/oauth`,
  ...over,
});

describeEachEngine('sign-in with Facebook (a local double of its OAuth endpoints)', (ctx) => {
  it('a new customer without an email signs up with an SMS code, then Facebook signs straight in', async () => {
    const { app, services } = await accountsApp(ctx.database, env());
    expect(services.social.providers()).toEqual(['facebook']);
    const jar = new Jar('10.31.3.1');
    const start = await jar.call(app, 'GET', '/auth/facebook/start?lang=en');
    const dialog = locationOf(start);
    expect(dialog.origin + dialog.pathname).toBe(`${facebook.url}/dialog/oauth`);
    expect(dialog.searchParams.get('code_challenge_method')).toBe('S256');
    expect(dialog.searchParams.get('redirect_uri')).toBe(`${SHOP_URL}/auth/facebook/callback`);
    const callback = await facebook.authorize(String(dialog), '10002');
    const ticket = ticketOf(await jar.call(app, 'GET', callback.pathname + callback.search), 'signup');
    expect((await jar.call(app, 'GET', `/api/auth/social/ticket?ticket=${ticket}`)).json().data).toMatchObject({
      provider: 'facebook',
      email: null,
      firstName: 'Günel',
    });
    const mobile = '994507733001';
    const form = { ticket, firstName: 'Günel', lastName: 'Səfərova', mobile, notificationConsent: true };
    const step = (await jar.call(app, 'POST', '/api/auth/social/signup', form)).json().data;
    const done = await jar.call(app, 'POST', '/api/auth/social/signup', {
      ...form,
      token: step.token,
      otp: await lastSmsCode(ctx.database, mobile),
    });
    expect(done.json().data.user).toMatchObject({ mobile, email: null, isSocial: true, hasPassword: false });
    // the same callback again: refused
    const replay = await jar.call(app, 'GET', callback.pathname + callback.search);
    expect(locationOf(replay).search).toBe('?socialError=expired');

    const other = new Jar('10.31.3.2');
    const back = await socialTrip(app, other, 'facebook', (u) => facebook.authorize(u, '10002'));
    expect(locationOf(back).pathname).toBe('/en');
    expect((await other.call(app, 'GET', '/api/auth')).json().data.user).toMatchObject({ mobile });
    await app.close();
  });

  it('an existing email gets the link page; a number that has an account gets no code (its owner is told), a guess is refused', async () => {
    const { app } = await accountsApp(ctx.database, env());
    const taken = '994507733002';
    await signUp(app, ctx.database, taken, { email: 'rashad@example.com' });
    const jar = new Jar('10.31.3.3');
    const linkTicket = ticketOf(await socialTrip(app, jar, 'facebook', (u) => facebook.authorize(u, '10001')), 'login');
    const linked = await jar.call(app, 'POST', '/api/auth/social/link', {
      ticket: linkTicket,
      password: 'correct horse 1',
    });
    expect(linked.json().data.user).toMatchObject({ mobile: taken, isSocial: true });

    // a new Facebook person typing a number that belongs to someone: the code goes to that phone, whose owner
    // is told an account exists; a right code still cannot take the number
    facebook.accounts.push({ id: '10003', firstName: 'Elvin', lastName: 'Nəbiyev', email: null });
    const j2 = new Jar('10.31.3.4');
    const ticket = ticketOf(await socialTrip(app, j2, 'facebook', (u) => facebook.authorize(u, '10003')), 'signup');
    const form = { ticket, firstName: 'Elvin', lastName: 'Nəbiyev', mobile: taken, notificationConsent: true };
    const step = (await j2.call(app, 'POST', '/api/auth/social/signup', form)).json().data;
    expect(step.otp).toBe(true);
    const m = /\b(\d{6})\b/.exec(
      (
        await ctx.database.db
          .selectFrom('sms_outbox')
          .select('body')
          .where('mobile', '=', taken)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).body,
    );
    expect(m).toBeNull();
    const bad = await j2.call(app, 'POST', '/api/auth/social/signup', { ...form, token: step.token, otp: '123456' });
    expect(bad.statusCode).toBe(400);
    await app.close();
  });

  it('the shopper cancels (`denied`); an app secret that does not match (`token`)', async () => {
    const { app } = await accountsApp(ctx.database, env());
    const cancelled = await socialTrip(app, new Jar('10.31.3.5'), 'facebook', (u) => facebook.authorize(u, null));
    expect(locationOf(cancelled).pathname + locationOf(cancelled).search).toBe('/en/login?socialError=denied');
    await app.close();
    const wrong = await accountsApp(ctx.database, env({ FACEBOOK_APP_SECRET: 'not-the-app-secret' }));
    const res = await socialTrip(wrong.app, new Jar('10.31.3.6'), 'facebook', (u) => facebook.authorize(u, '10001'));
    expect(locationOf(res).search).toBe('?socialError=token');
    await wrong.app.close();
  });
});
