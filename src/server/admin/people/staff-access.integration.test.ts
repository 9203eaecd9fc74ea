import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeMobile } from '../../../domain/phone.ts';
import { fixSeededOwnerMobile } from '../../db/migrations/0025-staff-password-resets.ts';
import { OWNER_EMAIL, OWNER_MOBILE } from './owner-bootstrap.ts';
import { UsersRepo } from '../../modules/auth/users.repo.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { adminApp, staffJar, STAFF_PASSWORD } from '../admin.fixtures.ts';
import { latestStaffLink } from './staff-links.fixtures.ts';
import { formOf, staffAccounts, type Made, type TargetRow } from './people.fixtures.ts';

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

describeEachEngine('back office: who may change whose staff account', (ctx) => {
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
