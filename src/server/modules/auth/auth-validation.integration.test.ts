import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { accountsApp, Jar, signupForm } from './auth.fixtures.ts';

describeEachEngine('accounts: bad bodies', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await accountsApp(ctx.database));
  });
  afterAll(async () => {
    await app.close();
  });

  const db = () => ctx.database.db;

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
