import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeMobile } from '../../../domain/phone.ts';
import { fixSeededOwnerMobile } from '../../db/migrations/0025-staff-password-resets.ts';
import { OWNER_EMAIL, OWNER_MOBILE } from './owner-bootstrap.ts';
import { Jar } from '../../modules/auth/auth.fixtures.ts';
import { UsersRepo } from '../../modules/auth/users.repo.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { adminApp, createStaff, staffJar, STAFF_PASSWORD } from '../admin.fixtures.ts';
import { latestStaffLink, setPasswordByLink } from './staff-links.fixtures.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;

/**
 * Who may change whose staff account (decision 0060): an actor changes, removes or sends a reset to another account
 * only when they hold every permission it holds (an owner's account only an owner); nobody types another person's
 * password. Table-driven over actors × target accounts × fields, like the route-permission test.
 */
type Grants = { roles?: string[]; permissions?: string[] };
const ACTORS = {
  // the brief's case: may manage staff, holds nothing else
  staffLead: { permissions: ['admin.access', 'staff.read', 'staff.update', 'staff.remove'] },
  managerWithStaff: { roles: ['manager'], permissions: ['staff.read', 'staff.update', 'staff.remove'] },
  owner: { roles: ['owner'] },
} satisfies Record<string, Grants>;
const TARGETS = {
  owner: { roles: ['owner'] },
  manager: { roles: ['manager'] },
  peer: { permissions: ['admin.access'] },
} satisfies Record<string, Grants>;
type ActorKey = keyof typeof ACTORS;
type TargetKey = keyof typeof TARGETS;

/** null: allowed; else the refusal's English message */
const OWNER_ONLY = "Only an owner can change an owner's account";
const OUTRANKED = 'This account holds permissions you do not have: only someone who holds all of them can change it';
const REFUSED: Record<ActorKey, Record<TargetKey, string | null>> = {
  staffLead: { owner: OWNER_ONLY, manager: OUTRANKED, peer: null },
  managerWithStaff: { owner: OWNER_ONLY, manager: null, peer: null },
  owner: { owner: null, manager: null, peer: null },
};

interface TargetRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  mobile: string;
  lang: string;
  roles: string;
  permissions: string;
  active: number;
  password_hash: string | null;
}
const formOf = (t: TargetRow) => ({
  firstName: t.first_name,
  lastName: t.last_name,
  email: t.email,
  mobile: t.mobile,
  lang: t.lang,
  roles: JSON.parse(t.roles) as string[],
  permissions: JSON.parse(t.permissions) as string[],
  active: true,
});
type Op = (t: TargetRow) => { url: string; body: Record<string, unknown> };
const update =
  (change: (t: TargetRow) => Record<string, unknown>): Op =>
  (t) => ({ url: `/api/admin/staff/update/${t.id}`, body: { ...formOf(t), ...change(t) } });
const OPS: Record<string, Op> = {
  firstName: update(() => ({ firstName: 'Changed' })),
  lang: update(() => ({ lang: 'ru' })),
  email: update((t) => ({ email: `taken-over-${t.id}@volt.test` })),
  mobile: update((t) => ({ mobile: `99477${String(t.id).padStart(7, '0')}` })),
  active: update(() => ({ active: false })),
  roles: update(() => ({ roles: [], permissions: ['admin.access'] })),
  permissions: update((t) => ({ permissions: [...(JSON.parse(t.permissions) as string[]), 'staff.read'] })),
  password: update(() => ({ password: 'taken over password' })),
  remove: (t) => ({ url: `/api/admin/staff/remove/${t.id}`, body: {} }),
  sendReset: (t) => ({ url: `/api/admin/staff/reset/${t.id}`, body: { channel: 'email' } }),
};

describeEachEngine('back office: who may change whose staff account, and passwords set by their owners only', (ctx) => {
  let made: Made;
  let fastHash: string;
  beforeAll(async () => {
    made = await adminApp(ctx.database);
    fastHash = await made.services.hasher.hash(STAFF_PASSWORD);
  });
  afterAll(async () => {
    await made.app.close();
  });
  /** a staff account without paying for a password hash each time, with a surname the form accepts (the fixture's `N<seq>` is not one) */
  const account = async (opts: Parameters<typeof createStaff>[2]) => {
    const s = await createStaff({ services: { hasher: { hash: async () => fastHash } } }, ctx.database, opts);
    await ctx.database.db.updateTable('users').set({ last_name: 'Məmmədova' }).where('id', '=', s.id).execute();
    return s;
  };
  const row = (id: number) =>
    ctx.database.db
      .selectFrom('users')
      .select([
        'id',
        'first_name',
        'last_name',
        'email',
        'mobile',
        'lang',
        'roles',
        'permissions',
        'active',
        'password_hash',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow() as Promise<TargetRow>;
  const signedIn = async (opts: Parameters<typeof createStaff>[2]) => {
    const s = await account(opts);
    return { ...s, jar: await staffJar(made.app, s.email) };
  };

  it('refuses every change, removal and reset of an account holding what the actor lacks; never takes a typed password for another account', async () => {
    const failures: string[] = [];
    for (const actorKey of Object.keys(ACTORS) as ActorKey[]) {
      const actor = await signedIn({ ...ACTORS[actorKey], lang: 'en' });
      for (const targetKey of Object.keys(TARGETS) as TargetKey[]) {
        for (const [opName, op] of Object.entries(OPS)) {
          const target = await account({ ...TARGETS[targetKey] });
          const before = await row(target.id);
          const { url, body } = op(before);
          const r = await actor.jar.call(made.app, 'POST', url, body);
          const refusal = REFUSED[actorKey][targetKey];
          const where = `${actorKey} → ${targetKey}.${opName}`;
          if (refusal) {
            if (r.statusCode !== 403 || r.json().error !== refusal)
              failures.push(`${where}: ${r.statusCode} ${r.body}`);
          } else if (opName === 'password') {
            if (r.statusCode !== 400 || !/only the account's owner/i.test(r.json().errors?.password ?? ''))
              failures.push(`${where}: ${r.statusCode} ${r.body}`);
          } else if (r.statusCode !== 200) failures.push(`${where}: ${r.statusCode} ${r.body}`);
          const after = await row(target.id);
          const allowed = !refusal && opName !== 'password';
          if (!allowed && JSON.stringify(after) !== JSON.stringify(before))
            failures.push(`${where}: refused, yet the account changed`);
          if (!allowed && opName === 'sendReset' && (await latestStaffLink(ctx.database, before.email!)))
            failures.push(`${where}: refused, yet a link was sent`);
          if (allowed && opName === 'sendReset' && !(await latestStaffLink(ctx.database, before.email!)))
            failures.push(`${where}: no link was sent`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('the takeover of the issue: a staff member with staff.update cannot set the owner’s password, email or mobile, and the owner signs in as before', async () => {
    const owner = await signedIn({ roles: ['owner'] });
    const lead = await signedIn({ permissions: ['admin.access', 'staff.read', 'staff.update'], lang: 'az' });
    const before = await row(owner.id);
    const r = await lead.jar.call(made.app, 'POST', `/api/admin/staff/update/${owner.id}`, {
      ...formOf(before),
      email: 'attacker@volt.test',
      password: 'attacker password',
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().error).toBe('Sahibin hesabını yalnız sahib dəyişə bilər');
    await expect(staffJar(made.app, before.email!, 'attacker password')).rejects.toThrow();
    expect((await owner.jar.call(made.app, 'GET', '/api/admin/auth/me')).statusCode).toBe(200);
    // the record is shown to the lead, but read-only and without the reset action
    const info = (await lead.jar.call(made.app, 'GET', `/api/admin/staff/info/${owner.id}`)).json().data;
    expect(info).toMatchObject({ readOnly: true, actions: [] });
  });

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

  describe('the owner’s own record and accounts without access', () => {
    it('the seeded owner (mobile of the seed) opens their own record and saves it unchanged and with a new name', async () => {
      const users = new UsersRepo(ctx.database.db);
      let owner = await users.byMobile(OWNER_MOBILE);
      if (!owner) {
        await users.insert({
          firstName: 'Volt',
          lastName: 'Owner',
          email: (await users.byEmail(OWNER_EMAIL)) ? `seed-${Date.now()}@volt.test` : OWNER_EMAIL,
          mobile: OWNER_MOBILE,
          mobileVerified: true,
          passwordHash: fastHash,
          marketingConsent: false,
          notificationConsent: false,
          roles: ['owner'],
          permissions: [],
          lang: 'az',
          at: new Date().toISOString(),
        });
        owner = (await users.byMobile(OWNER_MOBILE))!;
      }
      await ctx.database.db
        .updateTable('users')
        .set({ password_hash: fastHash, active: 1 })
        .where('id', '=', owner.id)
        .execute();
      const jar = await staffJar(made.app, owner.email!);
      const info = await jar.call(made.app, 'GET', `/api/admin/staff/info/${owner.id}`);
      expect(info.statusCode).toBe(200);
      const fields = info.json().data.fields as { name: string; value: unknown }[];
      // one's own record offers one's own password change, with the current one
      expect(fields.map((f) => f.name)).toEqual(expect.arrayContaining(['currentPassword', 'password']));
      const body = Object.fromEntries(fields.map((f) => [f.name, f.value]));
      const unchanged = await jar.call(made.app, 'POST', `/api/admin/staff/update/${owner.id}`, body);
      expect(unchanged.statusCode, unchanged.body).toBe(200);
      const renamed = await jar.call(made.app, 'POST', `/api/admin/staff/update/${owner.id}`, {
        ...body,
        firstName: 'Elçin',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect((await row(owner.id)).first_name).toBe('Elçin');
      // a new email of one's own takes the current password
      const email = await jar.call(made.app, 'POST', `/api/admin/staff/update/${owner.id}`, {
        ...body,
        email: `moved-${owner.id}@volt.test`,
      });
      expect(email.statusCode).toBe(400);
      // in the owner's own language (az)
      expect(email.json().errors).toEqual({
        currentPassword: 'Şifrənizi, e-poçtunuzu və ya mobil nömrənizi dəyişmək üçün cari şifrəni daxil edin',
      });
    });

    it('migration 0025 gives an owner still holding the old seeded 994000000001 a valid mobile', async () => {
      const users = new UsersRepo(ctx.database.db);
      if (!(await users.byMobile('994000000001'))) {
        await users.insert({
          firstName: 'Old',
          lastName: 'Owner',
          email: `old-owner-${Date.now()}@volt.test`,
          mobile: '994000000001',
          mobileVerified: true,
          passwordHash: fastHash,
          marketingConsent: false,
          notificationConsent: false,
          roles: ['owner'],
          permissions: [],
          lang: 'az',
          at: new Date().toISOString(),
        });
      }
      const id = (await users.byMobile('994000000001'))!.id;
      const moved = await fixSeededOwnerMobile(ctx.database.db);
      expect(moved).toMatch(/^99450000000\d$/);
      expect(normalizeMobile((await row(id)).mobile)).toBe(moved);
      expect(await fixSeededOwnerMobile(ctx.database.db)).toBeNull();
    });

    it('a staff account needs a role or a permission: none is a field error on create and update (it would vanish from the list)', async () => {
      const owner = await signedIn({ roles: ['owner'], lang: 'en' });
      const none = await owner.jar.call(made.app, 'POST', '/api/admin/staff/create', {
        firstName: 'Rövşən',
        lastName: 'Əliyev',
        email: `none-${Date.now()}@volt.test`,
        mobile: `99477${String(Date.now()).slice(-7)}`,
        lang: 'az',
        roles: [],
        permissions: [],
      });
      expect(none.statusCode).toBe(400);
      expect(none.json().errors).toEqual({
        roles: 'Give at least one role or permission (to take all access away, use Remove)',
      });
      const member = await account({ roles: ['editor'] });
      const emptied = await owner.jar.call(made.app, 'POST', `/api/admin/staff/update/${member.id}`, {
        ...formOf(await row(member.id)),
        roles: [],
        permissions: [],
      });
      expect(emptied.statusCode).toBe(400);
      expect(Object.keys(emptied.json().errors)).toEqual(['roles']);
    });
  });
});
