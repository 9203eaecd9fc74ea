import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../testing/test-db.ts';
import { Jar } from '../modules/auth/auth.fixtures.ts';
import { adminApp, signedInStaff } from './admin.fixtures.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;

describeEachEngine(
  'back office: typing keeps the session alive (POST /api/admin/auth/keep-alive, decision 0063)',
  (ctx) => {
    let made: Made;
    beforeAll(async () => {
      made = await adminApp(ctx.database);
    });
    afterAll(async () => {
      await made.app.close();
    });

    it('moves an idle session on by the whole idle time, and the cookie with it', async () => {
      const s = await signedInStaff(made, ctx.database, { permissions: ['admin.access'] });
      // the last use 20 minutes ago: 10 minutes were left
      const ago = new Date(Date.now() - 20 * 60_000).toISOString();
      const left = new Date(Date.now() + 10 * 60_000).toISOString();
      await ctx.database.db
        .updateTable('staff_sessions')
        .set({ last_used_at: ago, expires_at: left })
        .where('user_id', '=', s.id)
        .execute();
      const r = await s.jar.call(made.app, 'POST', '/api/admin/auth/keep-alive', {});
      expect(r.statusCode, r.body).toBe(200);
      const idle = made.services.admin.staffAuth.lifetimes.idleMinutes * 60;
      const expiresAt = new Date(r.json().data.expiresAt as string).getTime();
      expect(Math.abs(expiresAt - Date.now() - idle * 1000)).toBeLessThan(5_000);
      const row = await ctx.database.db
        .selectFrom('staff_sessions')
        .select('expires_at')
        .where('user_id', '=', s.id)
        .executeTakeFirstOrThrow();
      expect(Math.abs(new Date(row.expires_at).getTime() - expiresAt)).toBeLessThan(5_000);
      const cookie = [r.headers['set-cookie']].flat().find((c) => c?.includes('admin='));
      const maxAge = Number(/Max-Age=(\d+)/.exec(cookie ?? '')?.[1]);
      expect(Math.abs(maxAge - idle)).toBeLessThan(5);
      expect(cookie).toMatch(/HttpOnly; SameSite=Strict/);
      // the renewed session keeps working
      expect((await s.jar.call(made.app, 'GET', '/api/admin/auth/me')).statusCode).toBe(200);
    });

    it('answers 401 to a guest and to an ended session, and renews nothing', async () => {
      expect((await new Jar().call(made.app, 'POST', '/api/admin/auth/keep-alive', {})).statusCode).toBe(401);
      const s = await signedInStaff(made, ctx.database, { permissions: ['admin.access'] });
      await ctx.database.db
        .updateTable('staff_sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', s.id)
        .execute();
      const r = await s.jar.call(made.app, 'POST', '/api/admin/auth/keep-alive', {});
      expect(r.statusCode).toBe(401);
      expect(r.headers['set-cookie']).toBeUndefined();
      const row = await ctx.database.db
        .selectFrom('staff_sessions')
        .select('expires_at')
        .where('user_id', '=', s.id)
        .executeTakeFirstOrThrow();
      expect(new Date(row.expires_at).getTime()).toBeLessThan(Date.now());
    });
  },
);
