import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { accountsApp, Jar, signUp } from '../auth/auth.fixtures.ts';

/**
 * CAB-1: names saved in the profile are the session's names from that answer on — the header, the cabinet, the
 * checkout's contact and the next order read them from the session, so they must not wait for the next sign-in.
 */
describeEachEngine('profile names and the session', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await accountsApp(ctx.database));
  });
  afterAll(async () => {
    await app.close();
  });

  const me = async (jar: Jar) =>
    (await jar.call(app, 'GET', '/api/auth')).json().data.user as { fullName: string; email: string | null } | null;

  it('a new name and email are the signed-in viewer at once and after a reload', async () => {
    const mobile = '994502220011';
    await signUp(app, ctx.database, mobile);
    const jar = new Jar('10.0.22.1');
    expect(
      (await jar.call(app, 'POST', '/api/auth/login', { username: mobile, password: 'correct horse 1' })).statusCode,
    ).toBe(200);
    expect(await me(jar)).toMatchObject({ fullName: 'Aysel Məmmədova', email: null });

    const saved = await jar.call(app, 'POST', '/api/users/update-info', {
      firstName: 'Nərmin',
      lastName: 'Quliyeva',
      email: 'nermin@example.az',
      lang: 'az',
    });
    expect(saved.statusCode).toBe(200);
    // the answer carries a new access cookie, HttpOnly like the one of the sign-in
    expect(String(saved.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(await me(jar)).toMatchObject({ fullName: 'Nərmin Quliyeva', email: 'nermin@example.az' });
    // still the same login: its refresh token was not touched, and signing out ends it
    expect((await jar.call(app, 'POST', '/api/auth/logout', { lang: 'en' })).statusCode).toBe(200);
    expect(await me(jar)).toBeNull();
  });

  it('a refused change leaves the session as it was (no new cookie)', async () => {
    const mobile = '994502220012';
    await signUp(app, ctx.database, mobile);
    const jar = new Jar('10.0.22.2');
    await jar.call(app, 'POST', '/api/auth/login', { username: mobile, password: 'correct horse 1' });
    const refused = await jar.call(app, 'POST', '/api/users/update-info', { firstName: '', lastName: 'X', lang: 'en' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await me(jar)).toMatchObject({ fullName: 'Aysel Məmmədova' });
  });
});
