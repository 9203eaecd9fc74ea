import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import type { Secrets } from '../../platform/secrets.ts';
import { signAccessToken } from './access-token.ts';
import { hashRefreshToken } from './sessions.service.ts';
import { probeBuild } from '../../testing/probe-build.ts';
import { DEMO_CUSTOMER_MOBILE, ensureDemoCustomer } from '../../../demo/seed/demo-customer.ts';
import { accountsApp, Jar, lastSms, lastSmsCode, signUp, signupForm, type Services } from './auth.fixtures.ts';

describeEachEngine('accounts and sessions', (ctx) => {
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
  const login = (jar: Jar, username: string, password: string) =>
    jar.call(app, 'POST', '/api/auth/login', { username, password, lang: 'en' });
  const me = async (jar: Jar) =>
    (await jar.call(app, 'GET', '/api/auth')).json().data.user as { id: number; fullName: string } | null;

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

  it('logs in: cookies set httpOnly and Lax; the same answer for a wrong password and an unknown account', async () => {
    const mobile = '994501000003';
    await signUp(app, ctx.database, mobile, { firstName: 'Rəşad', lastName: 'Əliyev' });
    const jar = new Jar('10.0.1.1');
    const r = await login(jar, '+994 50 100 00 03', 'correct horse 1');
    expect(r.statusCode).toBe(200);
    expect(r.json().data.user).toMatchObject({
      firstName: 'Rəşad',
      lastName: 'Əliyev',
      fullName: 'Rəşad Əliyev',
      mobile,
      email: null,
      hasPassword: true,
      roles: [],
      permissions: [],
    });
    const cookies = r.headers['set-cookie'] as string[];
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(/^volt_at=v1\.[^;]+; Max-Age=900; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    expect(cookies[1]).toMatch(/^volt_rt=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    expect(r.headers['cache-control']).toBe('private, no-store');
    expect((await me(jar))?.fullName).toBe('Rəşad Əliyev');
    // the refresh token is stored only as its hash
    const rt = jar.cookies.get('volt_rt')!;
    expect(JSON.stringify(await db().selectFrom('refresh_tokens').selectAll().execute())).not.toContain(rt);

    const wrong = await login(new Jar('10.0.1.2'), mobile, 'wrong password');
    const unknown = await login(new Jar('10.0.1.3'), '994501999999', 'wrong password');
    const unknownEmail = await login(new Jar('10.0.1.4'), 'nobody@example.az', 'correct horse 1');
    for (const x of [wrong, unknown, unknownEmail]) {
      expect(x.statusCode).toBe(401);
      expect(x.json()).toEqual({ ok: false, error: 'Wrong login or password' });
      expect(x.headers['set-cookie']).toBeUndefined();
    }
    const az = await new Jar('10.0.1.5').call(app, 'POST', '/api/auth/login', {
      username: mobile,
      password: 'nope nope',
      lang: 'az',
    });
    expect(az.json().error).toBe('Login və ya şifrə yanlışdır');
    expect(await me(new Jar())).toBeNull();
  });

  it('stops at 5 failed logins per account (the right password too), for a known and an unknown account alike', async () => {
    const mobile = '994501000004';
    await signUp(app, ctx.database, mobile);
    for (const target of [mobile, '994501999998']) {
      for (let i = 0; i < 5; i++)
        expect((await login(new Jar(`10.1.${i}.1`), target, 'wrong password')).statusCode).toBe(401);
      const sixth = await login(new Jar('10.1.9.1'), target, 'correct horse 1');
      expect(sixth.statusCode, target).toBe(429);
      expect(sixth.json()).toEqual({ ok: false, error: 'Too many failed attempts. Please try again in 15 min.' });
    }
    // the window passes
    await db()
      .updateTable('login_attempts')
      .set({ created_at: new Date(Date.now() - 16 * 60_000).toISOString() })
      .execute();
    expect((await login(new Jar('10.1.9.2'), mobile, 'correct horse 1')).statusCode).toBe(200);
  });

  it('counts parallel guesses: no more than the limit reach a password check', async () => {
    const mobile = '994501000005';
    await signUp(app, ctx.database, mobile);
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(new Jar(`10.2.${i}.1`), mobile, `wrong ${i} password`)),
    );
    const checked = replies.filter((r) => r.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(replies.filter((r) => r.statusCode === 429).length).toBe(12 - checked);
    // however the burst went, the account has exactly 5 password checks in all before it is locked
    let more = 0;
    while ((await login(new Jar('10.2.99.1'), mobile, 'wrong again')).statusCode === 401) more++;
    expect(checked + more).toBe(5);
    expect((await login(new Jar('10.2.99.1'), mobile, 'correct horse 1')).statusCode).toBe(429);
  });

  it("a success clears the account's failed attempts", async () => {
    const mobile = '994501000006';
    await signUp(app, ctx.database, mobile);
    for (let i = 0; i < 4; i++) await login(new Jar('10.3.0.1'), mobile, 'wrong password');
    expect((await login(new Jar('10.3.0.1'), mobile, 'correct horse 1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await login(new Jar('10.3.0.1'), mobile, 'wrong password')).statusCode).toBe(401);
  });

  it('renews an expired access token silently, rotating the refresh token; a parallel renewal within the grace keeps the session', async () => {
    const mobile = '994501000007';
    await signUp(app, ctx.database, mobile);
    const jar = new Jar('10.4.0.1');
    await login(jar, mobile, 'correct horse 1');
    const user = (await me(jar))!;
    const rt1 = jar.cookies.get('volt_rt')!;
    // the access token expired (a validly signed one, past its time)
    const family = await db()
      .selectFrom('session_families')
      .select('id')
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const expired = signAccessToken(
      {
        userId: user.id,
        sessionId: family.id,
        firstName: 'A',
        lastName: 'B',
        mobile,
        email: null,
        loyal: false,
        hasPassword: true,
        roles: [],
        permissions: [],
        exp: Math.floor(Date.now() / 1000) - 1,
      },
      secrets.sessionKeys.signing,
    );
    jar.cookies.set('volt_at', expired);
    const tab2 = new Jar('10.4.0.1');
    tab2.cookies.set('volt_rt', rt1);

    const r = await jar.call(app, 'GET', '/api/auth');
    expect(r.json().data.user.id).toBe(user.id);
    const set = r.headers['set-cookie'] as string[];
    expect(set.map((c) => c.split('=')[0])).toEqual(['volt_at', 'volt_rt']);
    expect(jar.cookies.get('volt_rt')).not.toBe(rt1);
    expect(r.headers['cache-control']).toBe('private, no-store');

    // another tab renewed with the same token at the same moment: it gets an access token and no new refresh token
    const parallel = await tab2.call(app, 'GET', '/api/auth');
    expect(parallel.json().data.user.id).toBe(user.id);
    expect((parallel.headers['set-cookie'] as string[]).map((c) => c.split('=')[0])).toEqual(['volt_at']);
    // the new refresh token keeps working
    jar.cookies.delete('volt_at');
    expect((await me(jar))?.id).toBe(user.id);
  });

  it('rotates a refresh token once when eight renewals race with it: one new token, the others keep the session by the grace', async () => {
    const mobile = '994501000031';
    await signUp(app, ctx.database, mobile);
    const jar = new Jar('10.4.1.1');
    await login(jar, mobile, 'correct horse 1');
    const rt = jar.cookies.get('volt_rt')!;
    const family = await db()
      .selectFrom('session_families as f')
      .innerJoin('users as u', 'u.id', 'f.user_id')
      .select(['f.id', 'f.last_used_at'])
      .where('u.mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('session_families')
      .set({ last_used_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', family.id)
      .execute();

    const tabs = Array.from({ length: 8 }, () => {
      const tab = new Jar('10.4.1.1');
      tab.cookies.set('volt_rt', rt);
      return tab;
    });
    const replies = await Promise.all(tabs.map((tab) => tab.call(app, 'GET', '/api/auth')));
    expect(replies.map((r) => r.json().data.user?.id)).toEqual(Array(8).fill(expect.any(Number)));
    const cookieNames = replies.map((r) => (r.headers['set-cookie'] as string[]).map((c) => c.split('=')[0]).join(','));
    expect(cookieNames.filter((n) => n === 'volt_at,volt_rt')).toHaveLength(1);
    expect(cookieNames.filter((n) => n === 'volt_at')).toHaveLength(7);

    const tokens = await db()
      .selectFrom('refresh_tokens')
      .select(['rotated_at'])
      .where('family_id', '=', family.id)
      .orderBy('id')
      .execute();
    expect(tokens).toEqual([{ rotated_at: expect.any(String) }, { rotated_at: null }]);
    const after = await db()
      .selectFrom('session_families')
      .select(['last_used_at', 'revoked_at'])
      .where('id', '=', family.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ last_used_at: tokens[0]!.rotated_at, revoked_at: null });
    // the one new refresh token renews again
    const winner = tabs[cookieNames.indexOf('volt_at,volt_rt')]!;
    winner.cookies.delete('volt_at');
    expect((await me(winner))?.id).toBe(replies[0]!.json().data.user.id);
  });

  it('answers a renewal whose write fails with the access cookie only: the browser keeps its refresh token, which works again', async () => {
    const mobile = '994501000032';
    await signUp(app, ctx.database, mobile);
    const jar = new Jar('10.4.2.1');
    await login(jar, mobile, 'correct horse 1');
    const rt = jar.cookies.get('volt_rt')!;
    jar.cookies.delete('volt_at');
    const pg = ctx.database.dialect === 'postgres';
    // the rotation's write fails (as when the database goes away between the read and the write)
    if (pg) {
      await sql`CREATE FUNCTION refuse_rotation() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`.execute(
        db(),
      );
      await sql`CREATE TRIGGER refuse_rotation BEFORE UPDATE ON refresh_tokens FOR EACH ROW EXECUTE FUNCTION refuse_rotation()`.execute(
        db(),
      );
    } else {
      await sql`CREATE TRIGGER refuse_rotation BEFORE UPDATE ON refresh_tokens BEGIN SELECT RAISE(ABORT, 'refused'); END`.execute(
        db(),
      );
    }
    try {
      const r = await jar.call(app, 'GET', '/api/auth');
      expect(r.statusCode).toBe(200);
      expect(r.json().data.user.fullName).toBeTruthy();
      expect((r.headers['set-cookie'] as string[]).map((c) => c.split('=')[0])).toEqual(['volt_at']);
      expect(jar.cookies.get('volt_rt')).toBe(rt);
    } finally {
      await sql`DROP TRIGGER refuse_rotation${sql.raw(pg ? ' ON refresh_tokens' : '')}`.execute(db());
      if (pg) await sql`DROP FUNCTION refuse_rotation()`.execute(db());
    }
    // nothing was written: the same refresh token renews now
    jar.cookies.delete('volt_at');
    const again = await jar.call(app, 'GET', '/api/auth');
    expect((again.headers['set-cookie'] as string[]).map((c) => c.split('=')[0])).toEqual(['volt_at', 'volt_rt']);
    expect(jar.cookies.get('volt_rt')).not.toBe(rt);
  });

  it('revokes the whole login when a rotated refresh token comes back after the grace', async () => {
    const mobile = '994501000008';
    await signUp(app, ctx.database, mobile);
    const jar = new Jar('10.5.0.1');
    await login(jar, mobile, 'correct horse 1');
    const stolen = jar.cookies.get('volt_rt')!;
    jar.cookies.delete('volt_at');
    expect(await me(jar)).not.toBeNull(); // rotated
    await db()
      .updateTable('refresh_tokens')
      .set({ rotated_at: new Date(Date.now() - 60_000).toISOString() })
      .where('rotated_at', 'is not', null)
      .execute();

    const thief = new Jar('10.5.0.2');
    thief.cookies.set('volt_rt', stolen);
    const r = await thief.call(app, 'GET', '/api/auth');
    expect(r.json().data.user).toBeNull();
    expect(r.headers['set-cookie']).toEqual([
      expect.stringMatching(/^volt_at=; Max-Age=0;/),
      expect.stringMatching(/^volt_rt=; Max-Age=0;/),
    ]);
    const fam = await db()
      .selectFrom('session_families as f')
      .innerJoin('users as u', 'u.id', 'f.user_id')
      .select(['f.revoked_reason'])
      .where('u.mobile', '=', mobile)
      .execute();
    expect(fam).toEqual([{ revoked_reason: 'reuse' }]);
    // the rightful owner's newer token dies with the family
    jar.cookies.delete('volt_at');
    expect(await me(jar)).toBeNull();
    expect(jar.cookies.size).toBe(0);
  });

  it('renews with the name the account has now, and ends the login of an account switched off', async () => {
    const mobile = '994501000017';
    await signUp(app, ctx.database, mobile);
    const jar = new Jar('10.5.1.1');
    await login(jar, mobile, 'correct horse 1');
    await db().updateTable('users').set({ first_name: 'Renamed' }).where('mobile', '=', mobile).execute();
    jar.cookies.delete('volt_at');
    expect((await me(jar))?.fullName).toMatch(/^Renamed /);
    await db().updateTable('users').set({ active: 0 }).where('mobile', '=', mobile).execute();
    jar.cookies.delete('volt_at');
    expect(await me(jar)).toBeNull();
    const fam = await db()
      .selectFrom('session_families as f')
      .innerJoin('users as u', 'u.id', 'f.user_id')
      .select(['f.revoked_reason'])
      .where('u.mobile', '=', mobile)
      .execute();
    expect(fam).toEqual([{ revoked_reason: 'inactive' }]);
  });

  it('treats a forged or unknown session as a guest and clears its cookies', async () => {
    const jar = new Jar();
    jar.cookies.set('volt_at', 'v1.eyJ1c2VySWQiOjF9.forged');
    jar.cookies.set('volt_rt', 'A'.repeat(43));
    const r = await jar.call(app, 'GET', '/api/auth');
    expect(r.json()).toEqual({ ok: true, data: { user: null } });
    expect(jar.cookies.size).toBe(0);
  });

  it('logs out: the alert, both cookies cleared, the refresh token dead', async () => {
    const mobile = '994501000009';
    await signUp(app, ctx.database, mobile);
    const jar = new Jar('10.6.0.1');
    await login(jar, mobile, 'correct horse 1');
    const rt = jar.cookies.get('volt_rt')!;
    const r = await jar.call(app, 'POST', '/api/auth/logout', { lang: 'ru' });
    expect(r.json()).toEqual({ ok: true, data: { alert: 'Вы вышли из аккаунта' } });
    expect(jar.cookies.size).toBe(0);
    const replay = new Jar();
    replay.cookies.set('volt_rt', rt);
    expect(await me(replay)).toBeNull();
  });

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

  describe('a revoked login stops at the next request, whatever its access token says (decision 0065)', () => {
    const profile = { firstName: 'Nigar', lastName: 'Əliyeva', lang: 'en' };
    const updateInfo = (jar: Jar) => jar.call(app, 'POST', '/api/users/update-info', profile);
    /** A browser holding only a copy of `jar`'s access cookie (as a thief or a second tab would). */
    const copyOfAccess = (jar: Jar, ip: string) => {
      const copy = new Jar(ip);
      copy.cookies.set('volt_at', jar.cookies.get('volt_at')!);
      return copy;
    };
    const signedIn = async (mobile: string, ip: string) => {
      await signUp(app, ctx.database, mobile);
      const jar = new Jar(ip);
      expect((await login(jar, mobile, 'correct horse 1')).statusCode).toBe(200);
      return jar;
    };
    const expectRefused = async (jar: Jar) => {
      const r = await updateInfo(jar);
      expect(r.statusCode).toBe(401);
      expect(r.headers['set-cookie']).toEqual(expect.arrayContaining([expect.stringMatching(/^volt_at=; Max-Age=0;/)]));
      expect(jar.cookies.has('volt_at')).toBe(false);
    };

    it('a live login works, and keeps working, with one access token', async () => {
      const jar = await signedIn('994501000040', '10.40.0.1');
      const copy = copyOfAccess(jar, '10.40.0.2');
      for (const j of [jar, copy, jar]) expect((await updateInfo(j)).statusCode).toBe(200);
      expect(copy.cookies.get('volt_at')).toBe(jar.cookies.get('volt_at'));
    });

    it('after logout: a copied access cookie is a guest (401), with the refresh cookie too', async () => {
      const jar = await signedIn('994501000041', '10.40.1.1');
      const copy = copyOfAccess(jar, '10.40.1.2');
      const both = copyOfAccess(jar, '10.40.1.3');
      both.cookies.set('volt_rt', jar.cookies.get('volt_rt')!);
      expect((await updateInfo(copy)).statusCode).toBe(200);
      expect((await jar.call(app, 'POST', '/api/auth/logout', { lang: 'en' })).statusCode).toBe(200);
      await expectRefused(copy);
      await expectRefused(both);
      expect(both.cookies.size).toBe(0);
    });

    it('after a password reset: every copied access cookie of the account is refused', async () => {
      const mobile = '994501000042';
      const jar = await signedIn(mobile, '10.40.2.1');
      const copy = copyOfAccess(jar, '10.40.2.2');
      const other = new Jar('10.40.2.3');
      const first = await other.call(app, 'POST', '/api/auth/remind', { username: mobile, lang: 'en' });
      const second = await other.call(app, 'POST', '/api/auth/remind', {
        username: mobile,
        otp: await lastSmsCode(ctx.database, mobile),
        token: first.json().data.token,
        lang: 'en',
      });
      const token = second.json().data.redirect.split('token=')[1];
      const set = await other.call(app, 'POST', '/api/auth/new-password', {
        token,
        password: 'new password 1',
        repeat_password: 'new password 1',
        lang: 'en',
      });
      expect(set.json()).toEqual({ ok: true, data: { tick: true } });
      await expectRefused(copy);
      await expectRefused(jar);
      expect(jar.cookies.size).toBe(0);
      const again = new Jar('10.40.2.4');
      expect((await login(again, mobile, 'new password 1')).statusCode).toBe(200);
      expect((await updateInfo(again)).statusCode).toBe(200);
    });

    it('after a change of password: the other logins stop at once, this one goes on', async () => {
      const mobile = '994501000043';
      const a = await signedIn(mobile, '10.40.3.1');
      const b = new Jar('10.40.3.2');
      await login(b, mobile, 'correct horse 1');
      const body = {
        password: 'correct horse 1',
        new_password: 'battery staple 2',
        repeat_new_password: 'battery staple 2',
        lang: 'en',
      };
      expect((await a.call(app, 'POST', '/api/auth/change-password', body)).statusCode).toBe(200);
      expect((await updateInfo(a)).statusCode).toBe(200);
      await expectRefused(b);
    });

    it('after refresh-token reuse (theft): the access cookies of the owner and of the thief are refused', async () => {
      const jar = await signedIn('994501000044', '10.40.4.1');
      const stolen = jar.cookies.get('volt_rt')!;
      jar.cookies.delete('volt_at');
      expect(await me(jar)).not.toBeNull(); // rotated: the owner holds a new pair
      const owner = copyOfAccess(jar, '10.40.4.2');
      await db()
        .updateTable('refresh_tokens')
        .set({ rotated_at: new Date(Date.now() - 60_000).toISOString() })
        .where('token_hash', '=', hashRefreshToken(stolen))
        .execute();
      const thief = new Jar('10.40.4.3');
      thief.cookies.set('volt_rt', stolen);
      expect(await me(thief)).toBeNull(); // the reuse revokes the login
      await expectRefused(owner);
      await expectRefused(jar);
    });

    it('after the account is disabled: refused at the next request, even before its logins are revoked', async () => {
      const mobile = '994501000045';
      const jar = await signedIn(mobile, '10.40.5.1');
      expect((await updateInfo(jar)).statusCode).toBe(200);
      await db().updateTable('users').set({ active: 0 }).where('mobile', '=', mobile).execute();
      await expectRefused(jar);
      expect(jar.cookies.size).toBe(0);
    });

    it('after the login ended (past its 90 days) the access token is refused too', async () => {
      const mobile = '994501000046';
      const jar = await signedIn(mobile, '10.40.6.1');
      const copy = copyOfAccess(jar, '10.40.6.2');
      await db()
        .updateTable('session_families')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', (eb) => eb.selectFrom('users').select('id').where('mobile', '=', mobile))
        .execute();
      await expectRefused(copy);
    });
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

  it('limits failed logins per client address, across accounts', async () => {
    const { app: strict } = await accountsApp(ctx.database, { LOGIN_FAILS_PER_IP: '3' });
    try {
      const ip = new Jar('10.13.0.1');
      for (let i = 0; i < 3; i++)
        expect(
          (await ip.call(strict, 'POST', '/api/auth/login', { username: `99450199990${i}`, password: 'x', lang: 'en' }))
            .statusCode,
        ).toBe(401);
      const fourth = await ip.call(strict, 'POST', '/api/auth/login', {
        username: '994501000003',
        password: 'correct horse 1',
        lang: 'en',
      });
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().error).toBe('Too many failed attempts. Please try again in 15 min.');
      // another address is not affected
      expect(
        (
          await new Jar('10.13.0.2').call(strict, 'POST', '/api/auth/login', {
            username: '994501000003',
            password: 'correct horse 1',
            lang: 'en',
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('renews the session on a server-rendered page too: the new cookies reach the browser through the SSR bridge, the loader sees the viewer', async () => {
    const { app: ssr } = await accountsApp(ctx.database, {}, {}, probeBuild());
    try {
      const jar = new Jar('10.14.0.1');
      await jar.call(ssr, 'POST', '/api/auth/login', {
        username: '994501000003',
        password: 'correct horse 1',
        lang: 'en',
      });
      const userId = (await jar.call(ssr, 'GET', '/api/auth')).json().data.user.id;
      const page = await jar.call(ssr, 'GET', '/some-page');
      expect(page.json().loaderData.root.viewer).toBe(userId);
      expect(page.headers['set-cookie']).toBeUndefined();
      jar.cookies.delete('volt_at');
      const renewed = await jar.call(ssr, 'GET', '/some-page');
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json().loaderData.root.viewer).toBe(userId);
      expect((renewed.headers['set-cookie'] as string[]).map((c) => c.split('=')[0])).toEqual(['volt_at', 'volt_rt']);
      expect(renewed.headers['cache-control']).toBe('private, no-store');
      expect((await new Jar().call(ssr, 'GET', '/some-page')).json().loaderData.root.viewer).toBeNull();
    } finally {
      await ssr.close();
    }
  });

  it('seeds the demo customer once, with the password from the secrets', async () => {
    expect(await ensureDemoCustomer(ctx.database, services.hasher, secrets.demoCustomerPassword)).toBe(true);
    expect(await ensureDemoCustomer(ctx.database, services.hasher, 'another password')).toBe(false);
    const r = await login(new Jar('10.15.0.1'), DEMO_CUSTOMER_MOBILE, secrets.demoCustomerPassword);
    expect(r.json().data.user).toMatchObject({ mobile: '994501234567', fullName: 'Demo Müştəri' });
  });

  it('refuses a cross-site login (decision 0010)', async () => {
    const r = await new Jar().call(
      app,
      'POST',
      '/api/auth/login',
      { username: '994501000003', password: 'correct horse 1', lang: 'en' },
      { origin: 'https://evil.example' },
    );
    expect(r.statusCode).toBe(403);
    expect(r.headers['set-cookie']).toBeUndefined();
    const fetchMeta = await new Jar().call(app, 'POST', '/api/auth/logout', {}, { 'sec-fetch-site': 'cross-site' });
    expect(fetchMeta.statusCode).toBe(403);
  });

  it('refuses bad bodies with 4xx and field errors, writing nothing', async () => {
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const sms = async () =>
      Number(
        (
          await db()
            .selectFrom('sms_outbox')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = [await count(), await sms()];
    const form = signupForm('994501000020');
    const cases: [string, unknown, Record<string, string>][] = [
      [
        '/api/auth/signup',
        { lang: 'en' },
        {
          firstName: 'Required field',
          lastName: 'Required field',
          mobile: 'Required field',
          password: 'Required field',
          password2: 'Required field',
          notificationConsent: 'Notification is required',
        },
      ],
      [
        '/api/auth/signup',
        { ...form, notificationConsent: false },
        { notificationConsent: 'Notification is required' },
      ],
      ['/api/auth/signup', { ...form, mobile: '' }, { mobile: 'Mobile number is required' }],
      ['/api/auth/signup', { ...form, mobile: '12345' }, { mobile: 'Wrong mobile number' }],
      ['/api/auth/signup', { ...form, email: 'not-an-email' }, { email: 'Wrong email address' }],
      [
        '/api/auth/signup',
        { ...form, firstName: '<script>alert(1)</script>' },
        { firstName: 'Write the name in letters, at least 2 (spaces, hyphens and apostrophes are allowed)' },
      ],
      ['/api/auth/signup', { ...form, firstName: 'a'.repeat(51) }, { firstName: 'The text is too long' }],
      ['/api/auth/signup', { ...form, firstName: 42 }, { firstName: 'Wrong type of value' }],
      [
        '/api/auth/signup',
        { ...form, password: 'x'.repeat(2000), password2: 'x' },
        { password: 'The password must be at most 128 characters long' },
      ],
      [
        '/api/auth/signup',
        { ...form, password: 'short', password2: 'short' },
        { password: 'The password must be at least 8 characters long' },
      ],
      ['/api/auth/signup', { ...form, isAdmin: true }, { isAdmin: 'Unknown field' }],
      ['/api/auth/signup', { ...form, roles: ['admin'] }, { roles: 'Unknown field' }],
      ['/api/auth/signup', { ...form, birthday: '2020-02-30' }, { birthday: 'Enter a real date of birth' }],
      [
        '/api/auth/signup',
        { ...form, lastName: 'a\u0000b' },
        { lastName: 'The text contains characters that are not allowed' },
      ],
      ['/api/auth/login', { lang: 'en' }, { username: 'Required field', password: 'Required field' }],
      [
        '/api/auth/login',
        { username: ['x'], password: 1, lang: 'en' },
        { username: 'Wrong type of value', password: 'Wrong type of value' },
      ],
      [
        '/api/auth/login',
        { username: 'a'.repeat(300), password: 'x', lang: 'en' },
        { username: 'Enter your mobile number or email address' },
      ],
      [
        '/api/auth/login',
        { username: '<b>x</b>', password: 'x', lang: 'en' },
        { username: 'Enter your mobile number or email address' },
      ],
      ['/api/auth/login', { username: '994501000003', password: '', lang: 'en' }, { password: 'Password is required' }],
      ['/api/auth/remind', { username: '', lang: 'en' }, { username: 'Required field' }],
      [
        '/api/auth/remind',
        { username: '994501000003', otp: '12', token: 'x', lang: 'en' },
        { otp: 'Enter the 6-digit code' },
      ],
      [
        '/api/auth/new-password',
        { lang: 'en' },
        { token: 'Required field', password: 'Required field', repeat_password: 'Required field' },
      ],
      ['/api/auth/logout', { lang: 'en', extra: 1 }, { extra: 'Unknown field' }],
    ];
    for (const [url, payload, errors] of cases) {
      const r = await new Jar('10.12.0.1').call(app, 'POST', url, payload);
      expect(r.statusCode, `${url} ${JSON.stringify(payload).slice(0, 80)}`).toBe(400);
      expect(r.json(), `${url} ${JSON.stringify(payload).slice(0, 80)}`).toEqual({
        ok: false,
        error: 'The form has errors.',
        errors,
      });
    }
    for (const raw of ['[]', '"x"', 'null', '{"username":', '{"username":"994501000003","password":"x","lang":"fr"}']) {
      const r = await new Jar('10.12.0.1').call(app, 'POST', '/api/auth/login', raw);
      expect(r.statusCode, raw).toBe(400);
      expect(r.json().ok).toBe(false);
    }
    const big = await new Jar('10.12.0.1').call(app, 'POST', '/api/auth/signup?lang=en', {
      ...form,
      firstName: 'a'.repeat(1024 * 1024),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ ok: false, error: 'The request is too large.' });
    expect([await count(), await sms()]).toEqual(before);
  });
});
