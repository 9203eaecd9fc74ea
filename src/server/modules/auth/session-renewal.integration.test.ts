import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import type { Secrets } from '../../platform/secrets.ts';
import { signAccessToken } from './access-token.ts';
import { probeBuild } from '../../testing/probe-build.ts';
import { accountsApp, Jar, signUp } from './auth.fixtures.ts';
import { accountCalls } from './auth.fixtures.ts';

describeEachEngine('accounts: session renewal and logout', (ctx) => {
  let app: FastifyInstance;
  let secrets: Secrets;
  beforeAll(async () => {
    ({ app, secrets } = await accountsApp(ctx.database));
  });
  afterAll(async () => {
    await app.close();
  });

  const db = () => ctx.database.db;
  const { login, me } = accountCalls(() => app);

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

  it('renews the session on a server-rendered page too: the new cookies reach the browser through the SSR bridge, the loader sees the viewer', async () => {
    await signUp(app, ctx.database, '994501000003');
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
});
