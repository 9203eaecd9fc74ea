import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { accountsApp, Jar, signUp } from './auth.fixtures.ts';
import { accountCalls } from './auth.fixtures.ts';

describeEachEngine('accounts: logging in and its limits', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await accountsApp(ctx.database));
  });
  afterAll(async () => {
    await app.close();
  });

  const db = () => ctx.database.db;
  const { login, me } = accountCalls(() => app);

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
});
