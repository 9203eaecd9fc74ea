import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Jar } from '../../modules/auth/auth.fixtures.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { adminApp, staffJar, STAFF_PASSWORD } from '../admin.fixtures.ts';
import { latestStaffLink, setPasswordByLink } from './staff-links.fixtures.ts';
import { staffAccounts, type Made } from './people.fixtures.ts';

describeEachEngine('back office: staff password links and sign-in limits', (ctx) => {
  let made: Made;
  let fastHash: string;
  beforeAll(async () => {
    made = await adminApp(ctx.database);
    fastHash = await made.services.hasher.hash(STAFF_PASSWORD);
  });
  afterAll(async () => {
    await made.app.close();
  });
  const { account, row, signedIn } = staffAccounts(() => ({ made, fastHash }), ctx);

  describe('password reset links', () => {
    it('a colleague sends a link to the account’s own email; the owner of the account sets the password; the link works once; other sessions end; the trail has both', async () => {
      const owner = await signedIn({ roles: ['owner'], name: 'Rəşad' });
      const member = await account({ roles: ['editor'], name: 'Lalə' });
      const memberRow = await row(member.id);
      const session = await staffJar(made.app, member.email);
      const sent = await owner.jar.call(made.app, 'POST', `/api/admin/staff/reset/${member.id}`, { channel: 'email' });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().data).toEqual({ sent: true, to: expect.stringMatching(/^s\*\*\*\d@volt\.test$/) });
      const token = (await latestStaffLink(ctx.database, member.email))!;
      expect(token).toMatch(/^[\w-]{43}$/);
      // the sender never sees the link
      expect(sent.body).not.toContain(token);
      const stored = await ctx.database.db
        .selectFrom('staff_password_resets')
        .select(['token_hash', 'created_by', 'channel', 'expires_at', 'created_at'])
        .where('user_id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(stored.token_hash).not.toContain(token);
      expect(stored).toMatchObject({ created_by: owner.id, channel: 'email' });
      expect(Date.parse(stored.expires_at) - Date.parse(stored.created_at)).toBe(60 * 60_000);
      expect(await made.services.admin.staffPasswords.tokenAccount(token)).toEqual({
        name: 'Lalə Məmmədova',
        login: member.email,
        lang: 'en',
      });
      void memberRow;

      const mismatch = await new Jar('10.40.0.1').call(made.app, 'POST', '/api/admin/auth/reset', {
        token,
        password: 'new password 1',
        repeatPassword: 'new password 2',
        lang: 'en',
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().errors).toEqual({ repeatPassword: 'The passwords do not match' });
      const short = await new Jar('10.40.0.1').call(made.app, 'POST', '/api/admin/auth/reset', {
        token,
        password: 'short',
        repeatPassword: 'short',
      });
      expect(short.statusCode).toBe(400);
      const set = await new Jar('10.40.0.1').call(made.app, 'POST', '/api/admin/auth/reset', {
        token,
        password: 'new password 1',
        repeatPassword: 'new password 1',
      });
      expect(set.statusCode).toBe(200);
      expect((await session.call(made.app, 'GET', '/api/admin/auth/me')).statusCode).toBe(401);
      await expect(staffJar(made.app, member.email)).rejects.toThrow();
      await staffJar(made.app, member.email, 'new password 1');
      const again = await new Jar('10.40.0.1').call(made.app, 'POST', '/api/admin/auth/reset', {
        token,
        password: 'new password 2',
        repeatPassword: 'new password 2',
        lang: 'en',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toBe(
        'This link does not work any more: it was used or has expired. Ask for a new one.',
      );
      expect(await made.services.admin.staffPasswords.tokenAccount(token)).toBeNull();

      const trail = await ctx.database.db
        .selectFrom('audit_log')
        .select(['action', 'user_id', 'after_json'])
        .where('entity', '=', 'staff')
        .where('entity_id', '=', member.id)
        .orderBy('id')
        .execute();
      expect(trail.map((t) => [t.action, t.user_id])).toEqual([
        ['passwordReset', owner.id],
        ['password', member.id],
      ]);
      expect(JSON.parse(trail[0]!.after_json!)).toEqual({ channel: 'email', to: expect.stringContaining('***') });
      expect(trail.map((t) => t.after_json).join()).not.toContain('new password');
    });

    it('by SMS to the account’s own mobile; an expired link is refused; a deactivated account gets none; at most 5 an hour', async () => {
      const owner = await signedIn({ roles: ['owner'], lang: 'en' });
      const member = await account({ roles: ['operator'] });
      const m = await row(member.id);
      expect(
        (await owner.jar.call(made.app, 'POST', `/api/admin/staff/reset/${member.id}`, { channel: 'sms' })).statusCode,
      ).toBe(200);
      const token = (await latestStaffLink(ctx.database, m.mobile))!;
      expect(token).toBeTruthy();
      await ctx.database.db
        .updateTable('staff_password_resets')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', member.id)
        .execute();
      const late = await new Jar('10.41.0.1').call(made.app, 'POST', '/api/admin/auth/reset', {
        token,
        password: 'late password',
        repeatPassword: 'late password',
      });
      expect(late.statusCode).toBe(400);
      for (let i = 0; i < 4; i++)
        expect(
          (await owner.jar.call(made.app, 'POST', `/api/admin/staff/reset/${member.id}`, { channel: 'email' }))
            .statusCode,
        ).toBe(200);
      const sixth = await owner.jar.call(made.app, 'POST', `/api/admin/staff/reset/${member.id}`, { channel: 'email' });
      expect(sixth.statusCode).toBe(429);
      const bad = await owner.jar.call(made.app, 'POST', `/api/admin/staff/reset/${member.id}`, { channel: 'fax' });
      expect(bad.statusCode).toBe(400);
      const inactive = await account({ roles: ['operator'] });
      await ctx.database.db.updateTable('users').set({ active: 0 }).where('id', '=', inactive.id).execute();
      expect(
        (await owner.jar.call(made.app, 'POST', `/api/admin/staff/reset/${inactive.id}`, { channel: 'email' }))
          .statusCode,
      ).toBe(409);
      expect(await latestStaffLink(ctx.database, inactive.email)).toBeNull();
    });

    it('"Forgot password?": an email gets the link by email, a mobile by SMS; an unknown login and a customer get the same answer and nothing', async () => {
      const member = await account({ roles: ['editor'] });
      const m = await row(member.id);
      const ask = (login: string) =>
        new Jar('10.42.0.1').call(made.app, 'POST', '/api/admin/auth/forgot', { login, lang: 'en' });
      const byEmail = await ask(member.email.toUpperCase());
      expect(byEmail.statusCode).toBe(200);
      expect(await latestStaffLink(ctx.database, member.email)).toBeTruthy();
      const byMobile = await ask(`+994 ${m.mobile.slice(3, 5)} ${m.mobile.slice(5)}`);
      expect(byMobile.json()).toEqual(byEmail.json());
      expect(await latestStaffLink(ctx.database, m.mobile)).toBeTruthy();
      const customer = await account({});
      for (const login of ['nobody-here@volt.test', customer.email, '+994 10 000 00 00'])
        expect((await ask(login)).json()).toEqual(byEmail.json());
      expect(await latestStaffLink(ctx.database, customer.email)).toBeNull();
      const trail = await ctx.database.db
        .selectFrom('audit_log')
        .select(['action', 'user_id'])
        .where('entity', '=', 'staff')
        .where('entity_id', '=', member.id)
        .execute();
      expect(trail).toEqual([
        { action: 'passwordReset', user_id: member.id },
        { action: 'passwordReset', user_id: member.id },
      ]);
      expect(
        (await new Jar('10.42.0.1').call(made.app, 'POST', '/api/admin/auth/forgot', { login: '', extra: 1 }))
          .statusCode,
      ).toBe(400);
    });
  });

  describe('sign-in limits per account and address', () => {
    it('five wrong passwords from one address stop that address, not the owner signing in from another; a password set by link clears the count', async () => {
      const owner = await account({ roles: ['owner'] });
      const login = (ip: string, password: string) =>
        new Jar(ip).call(made.app, 'POST', '/api/admin/auth/login', { login: owner.email, password, lang: 'en' });
      for (let i = 0; i < 5; i++) expect((await login('10.50.0.1', 'wrong password')).statusCode).toBe(401);
      const sixth = await login('10.50.0.1', STAFF_PASSWORD);
      expect(sixth.statusCode).toBe(429);
      expect((await login('10.50.0.2', STAFF_PASSWORD)).statusCode).toBe(200);
      // …and the attacker's address is still stopped
      expect((await login('10.50.0.1', 'wrong password')).statusCode).toBe(429);
      // the way back at the same address: a link to the account's own email
      await new Jar('10.50.0.1').call(made.app, 'POST', '/api/admin/auth/forgot', { login: owner.email });
      await setPasswordByLink(made.app, ctx.database, owner.email, 'brand new password');
      expect((await login('10.50.0.1', 'brand new password')).statusCode).toBe(200);
    });

    it('guesses spread over many addresses still meet a ceiling per account (50 in the window)', async () => {
      const member = await account({ roles: ['editor'] });
      const login = (ip: string, password: string) =>
        new Jar(ip).call(made.app, 'POST', '/api/admin/auth/login', { login: member.email, password });
      for (let i = 0; i < 50; i++)
        expect((await login(`10.51.${Math.floor(i / 4)}.${i % 4}`, 'wrong password')).statusCode).toBe(401);
      expect((await login('10.51.99.1', STAFF_PASSWORD)).statusCode).toBe(429);
    });
  });
});
