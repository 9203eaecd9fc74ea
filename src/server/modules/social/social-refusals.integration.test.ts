import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { startLocalGoogle, type LocalGoogle } from '../../testing/local-google.ts';
import { accountsApp, Jar, signUp } from '../auth/auth.fixtures.ts';
import { locationOf, SHOP_URL, socialTrip, ticketOf } from './social.fixtures.ts';

let google: LocalGoogle;
beforeAll(async () => {
  google = await startLocalGoogle({
    redirectUris: [`${SHOP_URL}/auth/google/callback`],
    accounts: [
      { email: 'kamal@example.com', emailVerified: true, givenName: 'Kamal', familyName: 'Rzayev' },
      { email: 'sevda@example.com', emailVerified: false, givenName: 'Sevda', familyName: 'Əhmədova' },
      { email: 'nobody@example.com', emailVerified: false, givenName: 'Nobody', familyName: 'Yet' },
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

/** The callback refused with `code`: to the sign-in page with socialError, and nobody signed in. */
async function expectRefused(
  res: { statusCode: number; headers: Record<string, unknown> },
  code: string,
  page = '/en/login',
) {
  const to = locationOf(res);
  expect(to.pathname + to.search).toBe(`${page}?socialError=${code}`);
  expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/volt_rt=/);
}

describeEachEngine('sign-in with Google: what is refused', (ctx) => {
  it('another browser’s callback (no binding cookie, or its own) is refused as `state`', async () => {
    const { app } = await accountsApp(ctx.database, env());
    const mine = new Jar('10.31.2.1');
    const start = await mine.call(app, 'GET', '/auth/google/start?lang=en');
    const callback = await google.authorize(String(locationOf(start)), 'kamal@example.com');
    // the same callback URL opened in a browser without the cookie
    const stranger = new Jar('10.31.2.2');
    await expectRefused(await stranger.call(app, 'GET', callback.pathname + callback.search), 'state');
    // a browser with a binding cookie of its own attempt
    const other = new Jar('10.31.2.3');
    await other.call(app, 'GET', '/auth/google/start?lang=en');
    await expectRefused(await other.call(app, 'GET', callback.pathname + callback.search), 'state');
    // a forged state: no attempt has it, so not even its language is known (the default language's page)
    await expectRefused(await mine.call(app, 'GET', '/auth/google/callback?code=x&state=forged'), 'state', '/login');
    await expectRefused(await mine.call(app, 'GET', '/auth/google/callback?code=x'), 'state', '/login');
    // the right browser still finishes its attempt
    const own = await mine.call(app, 'GET', callback.pathname + callback.search);
    expect(locationOf(own).pathname).toBe('/en/signup/social');
    await app.close();
  });

  it('a replayed callback (the same code and state twice) is refused as `expired`', async () => {
    const { app } = await accountsApp(ctx.database, env());
    const jar = new Jar('10.31.2.4');
    const start = await jar.call(app, 'GET', '/auth/google/start?lang=en');
    const callback = await google.authorize(String(locationOf(start)), 'kamal@example.com');
    const first = await jar.call(app, 'GET', callback.pathname + callback.search);
    expect(locationOf(first).pathname).toBe('/en/signup/social');
    await expectRefused(await jar.call(app, 'GET', callback.pathname + callback.search), 'expired');
    await app.close();
  });

  it('an ID token for another audience, or with another nonce, is refused as `token` (signed by the provider)', async () => {
    const { app } = await accountsApp(ctx.database, env());
    google.tamperNextIdToken({ aud: 'someone-elses-client' });
    await expectRefused(
      await socialTrip(app, new Jar('10.31.2.5'), 'google', (u) => google.authorize(u, 'kamal@example.com')),
      'token',
    );
    google.tamperNextIdToken({ nonce: 'not-the-nonce-of-this-attempt' });
    await expectRefused(
      await socialTrip(app, new Jar('10.31.2.6'), 'google', (u) => google.authorize(u, 'kamal@example.com')),
      'token',
    );
    // the fixture's re-signing itself is sound: an unchanged re-signed token passes
    google.tamperNextIdToken({});
    const fine = await socialTrip(app, new Jar('10.31.2.7'), 'google', (u) => google.authorize(u, 'kamal@example.com'));
    expect(locationOf(fine).pathname).toBe('/en/signup/social');
    expect(await ctx.database.db.selectFrom('user_identities').selectAll().execute()).toEqual([]);
    await app.close();
  });

  it('an unverified email that an account has offers no link; an unverified new email is not kept', async () => {
    const { app } = await accountsApp(ctx.database, env());
    await signUp(app, ctx.database, '994507732001', { email: 'sevda@example.com' });
    await expectRefused(
      await socialTrip(app, new Jar('10.31.2.8'), 'google', (u) => google.authorize(u, 'sevda@example.com')),
      'unverifiedEmail',
    );
    const jar = new Jar('10.31.2.9');
    const ticket = ticketOf(
      await socialTrip(app, jar, 'google', (u) => google.authorize(u, 'nobody@example.com')),
      'signup',
    );
    expect((await jar.call(app, 'GET', `/api/auth/social/ticket?ticket=${ticket}`)).json().data).toMatchObject({
      kind: 'signup',
      email: null,
      firstName: 'Nobody',
    });
    await app.close();
  });

  it('the shopper cancels at the provider: `denied`; a blocked customer: `blocked`; no such provider: 404', async () => {
    const { app } = await accountsApp(ctx.database, env());
    await expectRefused(
      await socialTrip(app, new Jar('10.31.2.10'), 'google', (u) => google.authorize(u, null)),
      'denied',
    );

    const mobile = '994507732002';
    await signUp(app, ctx.database, mobile, { email: 'kamal@example.com' });
    const jar = new Jar('10.31.2.11');
    const ticket = ticketOf(
      await socialTrip(app, jar, 'google', (u) => google.authorize(u, 'kamal@example.com')),
      'login',
    );
    expect(
      (await jar.call(app, 'POST', '/api/auth/social/link', { ticket, password: 'correct horse 1' })).statusCode,
    ).toBe(200);
    await ctx.database.db
      .updateTable('users')
      .set({ active: 0, blocked_at: new Date().toISOString(), blocked_reason: 'test' })
      .where('mobile', '=', mobile)
      .execute();
    await expectRefused(
      await socialTrip(app, new Jar('10.31.2.12'), 'google', (u) => google.authorize(u, 'kamal@example.com')),
      'blocked',
    );
    expect((await jar.call(app, 'GET', '/auth/twitter/start')).statusCode).toBe(404);
    // the JSON half: a guest has no methods to list or unlink; a bad ticket or provider is a field error
    const guest = new Jar('10.31.2.13');
    expect((await guest.call(app, 'GET', '/api/auth/social')).statusCode).toBe(401);
    expect((await guest.call(app, 'POST', '/api/auth/social/unlink', { provider: 'google' })).statusCode).toBe(401);
    const noTicket = await guest.call(app, 'GET', '/api/auth/social/ticket?ticket=&lang=en');
    expect(noTicket.statusCode).toBe(400);
    expect(noTicket.json().errors).toEqual({ ticket: 'This sign-in has expired. Please start again.' });
    const forged = await guest.call(app, 'POST', '/api/auth/social/link', { ticket: 'x'.repeat(43), password: 'p' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors).toHaveProperty('ticket');
    const signupWithLinkTicket = await guest.call(app, 'POST', '/api/auth/social/signup', {
      ticket,
      firstName: 'K',
      lastName: 'R',
      mobile: '994507732003',
      notificationConsent: true,
    });
    expect(signupWithLinkTicket.statusCode).toBe(400);
    // Facebook is not configured here: its start says so on the sign-in page
    await expectRefused(await jar.call(app, 'GET', '/auth/facebook/start?lang=en'), 'unavailable');
    await app.close();
  });
  it('starts at once from one address cannot pass SOCIAL_STARTS_PER_IP_PER_HOUR together', async () => {
    const { app } = await accountsApp(ctx.database, { ...env(), SOCIAL_STARTS_PER_IP_PER_HOUR: '3' });
    const ip = '10.31.4.1';
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => new Jar(ip).call(app, 'GET', '/auth/google/start?lang=en')),
    );
    const toProvider = answers.filter((a) => locationOf(a).origin !== SHOP_URL);
    expect(toProvider).toHaveLength(3);
    for (const a of answers.filter((x) => locationOf(x).origin === SHOP_URL)) await expectRefused(a, 'tooMany');
    const rows = await ctx.database.db.selectFrom('social_attempts').select('id').where('client_ip', '=', ip).execute();
    expect(rows).toHaveLength(3);
    await app.close();
  });

  it('an address that started SOCIAL_STARTS_PER_IP_PER_HOUR sign-ins in the last hour is refused as `tooMany` until an hour passes', async () => {
    const { app } = await accountsApp(ctx.database, { ...env(), SOCIAL_STARTS_PER_IP_PER_HOUR: '3' });
    const busy = new Jar('10.31.3.1');
    const rows = () => ctx.database.db.selectFrom('social_attempts').select('client_ip').execute();
    const before = (await rows()).length;
    for (let i = 0; i < 3; i++)
      expect(locationOf(await busy.call(app, 'GET', '/auth/google/start?lang=en')).origin).not.toBe(SHOP_URL);
    // the fourth goes to the sign-in page with the message, and writes nothing (nor does a fifth)
    await expectRefused(await busy.call(app, 'GET', '/auth/google/start?lang=en'), 'tooMany');
    await expectRefused(await busy.call(app, 'GET', '/auth/google/start?lang=ru'), 'tooMany', '/ru/login');
    expect((await rows()).filter((r) => r.client_ip === '10.31.3.1')).toHaveLength(3);
    expect((await rows()).length).toBe(before + 3);
    // another address still goes all the way (to the sign-up page: a new email)
    const other = await socialTrip(app, new Jar('10.31.3.2'), 'google', (u) =>
      google.authorize(u, 'nobody@example.com'),
    );
    expect(locationOf(other).pathname).toBe('/en/signup/social');
    // an hour later the address's starts no longer count
    const hourAgo = new Date(Date.now() - 3_600_001).toISOString();
    await ctx.database.db
      .updateTable('social_attempts')
      .set({ created_at: hourAgo })
      .where('client_ip', '=', '10.31.3.1')
      .execute();
    expect(locationOf(await busy.call(app, 'GET', '/auth/google/start?lang=en')).origin).not.toBe(SHOP_URL);
    await app.close();
  });
});
