import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { accountsApp, Jar, lastSms, lastSmsCode, signUp, type Services } from './auth.fixtures.ts';
import { accountCalls } from './auth.fixtures.ts';

describeEachEngine('accounts: changing and restoring a password', (ctx) => {
  let app: FastifyInstance;
  let services: Services;
  beforeAll(async () => {
    ({ app, services } = await accountsApp(ctx.database));
  });
  afterAll(async () => {
    await app.close();
  });

  const db = () => ctx.database.db;
  const { login, me } = accountCalls(() => app);

  it('changes the password: the current one is checked, other logins are revoked, this one continues', async () => {
    const mobile = '994501000010';
    await signUp(app, ctx.database, mobile);
    const a = new Jar('10.7.0.1');
    const b = new Jar('10.7.0.2');
    await login(a, mobile, 'correct horse 1');
    await login(b, mobile, 'correct horse 1');
    const body = {
      password: 'correct horse 1',
      new_password: 'battery staple 2',
      repeat_new_password: 'battery staple 2',
      lang: 'en',
    };

    expect((await new Jar().call(app, 'POST', '/api/auth/change-password', body)).statusCode).toBe(401);
    const wrong = await a.call(app, 'POST', '/api/auth/change-password', { ...body, password: 'not it at all' });
    expect(wrong.json()).toEqual({
      ok: false,
      error: 'The form has errors.',
      errors: { password: 'The current password is wrong' },
    });
    const mismatch = await a.call(app, 'POST', '/api/auth/change-password', {
      ...body,
      repeat_new_password: 'battery staple 3',
    });
    expect(mismatch.json().errors).toEqual({ repeat_new_password: 'The passwords do not match' });
    const short = await a.call(app, 'POST', '/api/auth/change-password', {
      ...body,
      new_password: 'short',
      repeat_new_password: 'short',
    });
    expect(short.json().errors).toEqual({ new_password: 'The password must be at least 8 characters long' });

    const ok = await a.call(app, 'POST', '/api/auth/change-password', body);
    expect(ok.json()).toEqual({ ok: true, data: { tick: true } });
    a.cookies.delete('volt_at');
    b.cookies.delete('volt_at');
    expect(await me(a)).not.toBeNull();
    expect(await me(b)).toBeNull();
    expect((await login(new Jar('10.7.0.3'), mobile, 'correct horse 1')).statusCode).toBe(401);
    expect((await login(new Jar('10.7.0.3'), mobile, 'battery staple 2')).statusCode).toBe(200);
  });

  it('restores a password by SMS code: a single-use link token, every login ended', async () => {
    const mobile = '994501000011';
    await signUp(app, ctx.database, mobile);
    const old = new Jar('10.8.0.1');
    await login(old, mobile, 'correct horse 1');

    const jar = new Jar('10.8.0.2');
    const first = await jar.call(app, 'POST', '/api/auth/remind', { username: '050 100 00 11', lang: 'en' });
    expect(first.json().data).toMatchObject({ otp: true });
    const code = await lastSmsCode(ctx.database, mobile);
    const second = await jar.call(app, 'POST', '/api/auth/remind', {
      username: mobile,
      otp: `${code.slice(0, 3)}-${code.slice(3)}`,
      token: first.json().data.token,
      lang: 'en',
    });
    expect(second.json()).toEqual({
      ok: true,
      data: { redirect: expect.stringMatching(/^\/en\/new-password\?token=[A-Za-z0-9_-]{43}$/) },
    });
    const token = second.json().data.redirect.split('token=')[1];
    expect(await services.passwordReset.tokenValid(token)).toBe(true);

    const mismatch = await jar.call(app, 'POST', '/api/auth/new-password', {
      token,
      password: 'new password 1',
      repeat_password: 'new password 2',
      lang: 'en',
    });
    expect(mismatch.json().errors).toEqual({ repeat_password: 'The passwords do not match' });
    const set = await jar.call(app, 'POST', '/api/auth/new-password', {
      token,
      password: 'new password 1',
      repeat_password: 'new password 1',
      lang: 'en',
    });
    expect(set.json()).toEqual({ ok: true, data: { tick: true } });
    const reuse = await jar.call(app, 'POST', '/api/auth/new-password', {
      token,
      password: 'new password 3',
      repeat_password: 'new password 3',
      lang: 'en',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({
      ok: false,
      error: 'This link is not valid any more. Please ask for a new one.',
      errors: { token: 'This link is not valid any more. Please ask for a new one.' },
    });
    expect(await services.passwordReset.tokenValid(token)).toBe(false);

    old.cookies.delete('volt_at');
    expect(await me(old)).toBeNull();
    expect((await login(new Jar('10.8.0.3'), mobile, 'new password 1')).statusCode).toBe(200);
  });

  it('answers a remind for an unknown number like a known one, with no code in its SMS', async () => {
    const mobile = '994501999997';
    const r = await new Jar('10.9.0.1').call(app, 'POST', '/api/auth/remind', { username: mobile, lang: 'en' });
    expect(r.statusCode).toBe(200);
    expect(Object.keys(r.json().data).sort()).toEqual(['expiresInSeconds', 'otp', 'resendInSeconds', 'token']);
    expect(await lastSms(ctx.database, mobile)).toBe(
      'Volt: there is no account with this number. You can sign up on the site.',
    );
    const guess = await new Jar('10.9.0.1').call(app, 'POST', '/api/auth/remind', {
      username: mobile,
      otp: '123456',
      token: r.json().data.token,
      lang: 'en',
    });
    expect(guess.json().errors).toEqual({ otp: 'Wrong code, 4 attempts left' });
  });

  it('restores a password by an email link (30 minutes, once); an unknown address gets the same answer and no email', async () => {
    const mobile = '994501000012';
    await signUp(app, ctx.database, mobile, { email: 'leyla@example.az' });
    const known = await new Jar('10.10.0.1').call(
      app,
      'POST',
      '/api/auth/remind',
      { username: 'Leyla@Example.az', lang: 'ru' },
      { host: 'shop.test' },
    );
    const unknown = await new Jar('10.10.0.2').call(app, 'POST', '/api/auth/remind', {
      username: 'nobody@example.az',
      lang: 'ru',
    });
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({
      ok: true,
      data: {
        tick: true,
        alert: 'Если этот адрес привязан к аккаунту, мы отправили на него ссылку. Ссылка действует 30 минут.',
      },
    });
    const mails = await db()
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', 'in', ['leyla@example.az', 'nobody@example.az'])
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      purpose: 'password-reset',
      subject: 'Volt: задайте новый пароль',
      driver: 'outbox',
    });
    // the Host header named a host that is not the shop's (ALLOWED_HOSTS): the link uses the shop's own
    expect(mails[0]!.body_text).not.toContain('shop.test');
    const link = /(http:\/\/localhost\/ru\/new-password\?token=([A-Za-z0-9_-]{43}))/.exec(mails[0]!.body_text);
    expect(link, mails[0]!.body_text).not.toBeNull();
    const token = link![2]!;
    // stored hashed only
    expect(JSON.stringify(await db().selectFrom('password_resets').selectAll().execute())).not.toContain(token);

    // expired after 30 minutes
    await db()
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const late = await new Jar().call(app, 'POST', '/api/auth/new-password', {
      token,
      password: 'new password 1',
      repeat_password: 'new password 1',
      lang: 'en',
    });
    expect(late.statusCode).toBe(400);

    await new Jar('10.10.0.1').call(app, 'POST', '/api/auth/remind', { username: 'leyla@example.az', lang: 'en' });
    const mail2 = await db()
      .selectFrom('email_outbox')
      .select('body_text')
      .where('to_address', '=', 'leyla@example.az')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token2 = /token=([A-Za-z0-9_-]{43})/.exec(mail2.body_text)![1]!;
    expect(
      (
        await new Jar().call(app, 'POST', '/api/auth/new-password', {
          token: token2,
          password: 'new password 1',
          repeat_password: 'new password 1',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await new Jar().call(app, 'POST', '/api/auth/new-password', {
          token: token2,
          password: 'new password 2',
          repeat_password: 'new password 2',
        })
      ).statusCode,
    ).toBe(400);
    expect((await login(new Jar('10.10.0.3'), 'leyla@example.az', 'new password 1')).statusCode).toBe(200);
  });
});
