import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { hashRefreshToken } from './sessions.service.ts';
import { accountsApp, Jar, lastSmsCode, signUp } from './auth.fixtures.ts';
import { accountCalls } from './auth.fixtures.ts';

describeEachEngine('accounts: revoked logins', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await accountsApp(ctx.database));
  });
  afterAll(async () => {
    await app.close();
  });

  const db = () => ctx.database.db;
  const { login, me } = accountCalls(() => app);

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
      // each answer renews the token (the names are in it): the copy's is of the same login — its expiry may be a
      // second apart, when the calls straddle one
      const loginOf = (j: Jar) => {
        const { userId, sessionId } = JSON.parse(
          Buffer.from(j.cookies.get('volt_at')!.split('.')[1]!, 'base64url').toString(),
        ) as { userId: number; sessionId: number };
        return { userId, sessionId };
      };
      expect(loginOf(copy)).toEqual(loginOf(jar));
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
});
