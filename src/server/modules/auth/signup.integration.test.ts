import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import type { Secrets } from '../../platform/secrets.ts';
import { DEMO_CUSTOMER_MOBILE, ensureDemoCustomer } from '../../../demo/seed/demo-customer.ts';
import { accountsApp, Jar, lastSms, lastSmsCode, signUp, signupForm, type Services } from './auth.fixtures.ts';
import { accountCalls } from './auth.fixtures.ts';

describeEachEngine('accounts: sign-up and mobile verification', (ctx) => {
  let app: FastifyInstance;
  let services: Services;
  let secrets: Secrets;
  beforeAll(async () => {
    ({ app, services, secrets } = await accountsApp(ctx.database));
  });
  afterAll(async () => {
    await app.close();
  });

  const db = () => ctx.database.db;
  const { login } = accountCalls(() => app);

  it('signs up with the SMS code: a verified account that can log in', async () => {
    const mobile = '994501000001';
    const jar = new Jar('10.0.0.1');
    const first = await jar.call(
      app,
      'POST',
      '/api/auth/signup',
      signupForm('+994 50 100 00 01', { email: 'Aysel@Example.az' }),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      ok: true,
      data: {
        otp: true,
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        resendInSeconds: 60,
        expiresInSeconds: 300,
      },
    });
    const token = first.json().data.token;
    expect(await db().selectFrom('users').select('id').where('mobile', '=', mobile).execute()).toEqual([]);

    const wrong = await jar.call(
      app,
      'POST',
      '/api/auth/signup',
      signupForm(mobile, {
        email: 'Aysel@Example.az',
        otp: '000000' === (await lastSmsCode(ctx.database, mobile)) ? '111111' : '000000',
        token,
      }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      ok: false,
      error: 'Wrong code, 4 attempts left',
      errors: { otp: 'Wrong code, 4 attempts left' },
    });

    const done = await jar.call(
      app,
      'POST',
      '/api/auth/signup',
      signupForm(mobile, { email: 'Aysel@Example.az', otp: await lastSmsCode(ctx.database, mobile), token }),
    );
    expect(done.json()).toMatchObject({ ok: true, data: { tick: true, user: { fullName: 'Aysel Məmmədova' } } });
    const user = await db().selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      first_name: 'Aysel',
      last_name: 'Məmmədova',
      email: 'Aysel@Example.az',
      email_key: 'aysel@example.az',
      notification_consent: 1,
      marketing_consent: 0,
      roles: '[]',
    });
    expect(user.mobile_verified_at).not.toBeNull();
    expect(user.password_hash).toMatch(/^\$scrypt\$ln=10,r=8,p=2\$/);
    // the code is used up
    const again = await jar.call(
      app,
      'POST',
      '/api/auth/signup',
      signupForm(mobile, { otp: await lastSmsCode(ctx.database, mobile), token }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ otp: 'The code has expired. Please ask for a new one.' });

    // login by mobile in any format and by email in any case
    for (const username of ['0501000001', 'aysel@example.az', 'AYSEL@EXAMPLE.AZ']) {
      const r = await login(new Jar(), username, 'correct horse 1');
      expect(r.statusCode, username).toBe(200);
    }
  });

  it('answers a sign-up for a number that has an account the same way, and texts the owner instead of a code', async () => {
    const mobile = '994501000002';
    await signUp(app, ctx.database, mobile);
    const first = await new Jar('10.0.0.2').call(
      app,
      'POST',
      '/api/auth/signup',
      signupForm(mobile, { firstName: 'Someone' }),
    );
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.json().data).sort()).toEqual(['expiresInSeconds', 'otp', 'resendInSeconds', 'token']);
    const sms = await lastSms(ctx.database, mobile);
    expect(sms).toBe('Volt: an account with this number already exists. Log in or restore your password.');
    expect(sms).not.toMatch(/\d{6}/);
    // a guess counts like any wrong code
    const guess = await new Jar('10.0.0.2').call(
      app,
      'POST',
      '/api/auth/signup',
      signupForm(mobile, { otp: '123456', token: first.json().data.token }),
    );
    expect(guess.json().errors).toEqual({ otp: 'Wrong code, 4 attempts left' });
    expect(await db().selectFrom('users').select('id').where('mobile', '=', mobile).execute()).toHaveLength(1);
  });

  it('verifies a mobile with a code while signed in', async () => {
    const mobile = '994501000013';
    await signUp(app, ctx.database, mobile);
    const jar = new Jar('10.11.0.1');
    await login(jar, mobile, 'correct horse 1');
    expect((await new Jar().call(app, 'POST', '/api/auth/verify-mobile', { mobile: '994551000013' })).statusCode).toBe(
      401,
    );
    const first = await jar.call(app, 'POST', '/api/auth/verify-mobile', { mobile: '055 100 00 13', lang: 'en' });
    expect(first.json().data.otp).toBe(true);
    const done = await jar.call(app, 'POST', '/api/auth/verify-mobile', {
      mobile: '994551000013',
      otp: await lastSmsCode(ctx.database, '994551000013'),
      token: first.json().data.token,
      lang: 'en',
    });
    expect(done.json()).toMatchObject({ ok: true, data: { tick: true, user: { mobile: '994551000013' } } });
    const row = await db()
      .selectFrom('users')
      .select(['mobile', 'mobile_verified_at'])
      .where('mobile', '=', '994551000013')
      .executeTakeFirstOrThrow();
    expect(row.mobile_verified_at).not.toBeNull();
    // the renewed access cookie already carries the new number
    const r = await jar.call(app, 'GET', '/api/auth');
    expect(r.json().data.user.mobile).toBe('994551000013');
  });

  it('seeds the demo customer once, with the password from the secrets', async () => {
    expect(await ensureDemoCustomer(ctx.database, services.hasher, secrets.demoCustomerPassword)).toBe(true);
    expect(await ensureDemoCustomer(ctx.database, services.hasher, 'another password')).toBe(false);
    const r = await login(new Jar('10.15.0.1'), DEMO_CUSTOMER_MOBILE, secrets.demoCustomerPassword);
    expect(r.json().data.user).toMatchObject({ mobile: '994501234567', fullName: 'Demo Müştəri' });
  });
});
