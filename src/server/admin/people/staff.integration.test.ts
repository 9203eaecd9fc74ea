import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { adminApp, createStaff, signedInStaff, staffJar } from '../admin.fixtures.ts';
import { Jar } from '../../modules/auth/auth.fixtures.ts';
import { setPasswordByLink } from './staff-links.fixtures.ts';
import { auditTrail, person, type Made } from './people.fixtures.ts';

describeEachEngine('back office: staff members', (ctx) => {
  let made: Made;
  beforeAll(async () => {
    made = await adminApp(ctx.database);
  });
  afterAll(async () => {
    await made.app.close();
  });
  const audit = (entity: string, id: number) => auditTrail(ctx.database, entity, id);

  it('staff: an owner creates a member, who sets their own password through the link sent to their email; the list shows roles and the last sign-in', async () => {
    const owner = await signedInStaff(made, ctx.database, { roles: ['owner'] });
    const body = person();
    // nobody types another person's password, not even a first one
    expect(
      (await owner.jar.call(made.app, 'POST', '/api/admin/staff/create', { ...body, password: 'first password' }))
        .statusCode,
    ).toBe(400);
    const r = await owner.jar.call(made.app, 'POST', '/api/admin/staff/create', body);
    expect(r.statusCode).toBe(200);
    const id = r.json().data.id as number;
    const row = await ctx.database.db
      .selectFrom('users')
      .select(['mobile', 'email_key', 'password_hash', 'roles'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.mobile).toMatch(/^99470\d{7}$/);
    expect(row.password_hash).toBeNull();
    await setPasswordByLink(made.app, ctx.database, body.email, 'first password');
    await staffJar(made.app, body.email, 'first password');
    const list = await owner.jar.call(
      made.app,
      'GET',
      `/api/admin/staff?q=${encodeURIComponent(body.email.toUpperCase())}`,
    );
    expect(list.json().data.items).toEqual([
      expect.objectContaining({
        id,
        name: 'Aysel Quliyeva',
        roles: 'editor',
        active: true,
        lastLogin: expect.any(String),
      }),
    ]);
    const filtered = await owner.jar.call(made.app, 'GET', '/api/admin/staff?f.role=editor&f.active=1&limit=100');
    expect(filtered.json().data.items.map((i: { id: number }) => i.id)).toContain(id);
    const info = await owner.jar.call(made.app, 'GET', `/api/admin/staff/info/${id}`);
    // another person's record has no password field, and offers the reset link instead
    expect(info.json().data.fields.map((f: { name: string }) => f.name)).not.toContain('password');
    expect(info.json().data.actions.map((a: { name: string }) => a.name)).toEqual(['sendReset']);
    const trail = await audit('staff', id);
    expect(trail.map((t) => t.action)).toEqual(['create', 'password']);
    expect(trail[0]!.after_json).not.toContain('first password');
    expect(JSON.parse(trail[0]!.after_json!)).toMatchObject({
      invitation: expect.stringMatching(/^n\*\*\*\d@volt\.test$/),
    });
  });

  it('staff: bad input gets field errors; a taken email or mobile is refused; unknown roles and permissions too', async () => {
    const owner = await signedInStaff(made, ctx.database, { roles: ['owner'] });
    const bad = await owner.jar.call(made.app, 'POST', '/api/admin/staff/create', {
      ...person(),
      firstName: '<b>x</b>',
      email: 'not-an-email',
      mobile: '123',
      lang: 'de',
      extra: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'extra', 'firstName', 'lang', 'mobile']);
    const existing = await createStaff(made, ctx.database, {});
    const taken = await owner.jar.call(made.app, 'POST', '/api/admin/staff/create', {
      ...person(),
      email: existing.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toHaveProperty('email');
    const unknown = await owner.jar.call(made.app, 'POST', '/api/admin/staff/create', {
      ...person(),
      roles: ['wizard'],
      permissions: ['orders.fly'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors).sort()).toEqual(['permissions']);
    const unknownRole = await owner.jar.call(made.app, 'POST', '/api/admin/staff/create', {
      ...person(),
      roles: ['wizard'],
    });
    expect(unknownRole.statusCode).toBe(400);
    expect(Object.keys(unknownRole.json().errors)).toEqual(['roles']);
  });

  it('staff: nobody grants what they do not hold', async () => {
    // may manage staff, but is no owner: cannot make an owner or hand out staff.update
    const lead = await signedInStaff(made, ctx.database, {
      roles: ['editor'],
      permissions: ['staff.read', 'staff.create', 'staff.update'],
    });
    const owner = await lead.jar.call(made.app, 'POST', '/api/admin/staff/create', person({ roles: ['owner'] }));
    expect(owner.statusCode).toBe(400);
    expect(owner.json().errors).toHaveProperty('roles');
    const perm = await lead.jar.call(
      made.app,
      'POST',
      '/api/admin/staff/create',
      person({ roles: [], permissions: ['admin.access', 'orders.read'] }),
    );
    expect(perm.statusCode).toBe(400);
    expect(perm.json().errors).toHaveProperty('permissions');
    const fine = await lead.jar.call(
      made.app,
      'POST',
      '/api/admin/staff/create',
      person({ roles: ['editor'], permissions: ['staff.read'] }),
    );
    expect(fine.statusCode).toBe(200);
  });

  it('staff: changing roles or active ends that member’s sessions, a name change does not; one’s own new password (with the current one) ends the others', async () => {
    const owner = await signedInStaff(made, ctx.database, { roles: ['owner'] });
    const body = person();
    const id = (await owner.jar.call(made.app, 'POST', '/api/admin/staff/create', body)).json().data.id as number;
    await setPasswordByLink(made.app, ctx.database, body.email, 'first password');
    const member = await staffJar(made.app, body.email, 'first password');
    const rename = await owner.jar.call(made.app, 'POST', `/api/admin/staff/update/${id}`, {
      ...body,
      firstName: 'Nigar',
      active: true,
    });
    expect(rename.statusCode).toBe(200);
    expect((await member.call(made.app, 'GET', '/api/admin/auth/me')).statusCode).toBe(200);
    const promote = await owner.jar.call(made.app, 'POST', `/api/admin/staff/update/${id}`, {
      ...body,
      roles: ['editor', 'operator'],
      active: true,
    });
    expect(promote.statusCode).toBe(200);
    expect((await member.call(made.app, 'GET', '/api/admin/auth/me')).statusCode).toBe(401);
    const again = await staffJar(made.app, body.email, 'first password');
    expect((await again.call(made.app, 'GET', '/api/admin/auth/me')).json().data.permissions).toContain(
      'orders.status',
    );
    // the owner cannot type the member's password
    const typed = await owner.jar.call(made.app, 'POST', `/api/admin/staff/update/${id}`, {
      ...body,
      roles: ['editor', 'operator'],
      password: 'owner knows it',
      active: true,
      lang: 'en',
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().errors).toEqual({ password: expect.stringMatching(/only the account's owner/i) });
    // the same account signed in to the shop
    const shop = await new Jar('10.6.6.6').call(made.app, 'POST', '/api/auth/login', {
      username: body.email,
      password: 'first password',
      lang: 'en',
    });
    expect(shop.statusCode).toBe(200);
    const families = () =>
      ctx.database.db.selectFrom('session_families').select('revoked_at').where('user_id', '=', id).execute();
    expect((await families()).some((f) => f.revoked_at === null)).toBe(true);
    // the member (given staff.update to reach the Staff screen's update) changes their own password: the current one is needed
    await ctx.database.db
      .updateTable('users')
      .set({ permissions: JSON.stringify(['staff.read', 'staff.update']) })
      .where('id', '=', id)
      .execute();
    const mine = {
      ...body,
      roles: ['editor', 'operator'],
      permissions: ['staff.read', 'staff.update'],
      active: true,
      password: 'second password',
    };
    const noCurrent = await again.call(made.app, 'POST', `/api/admin/staff/update/${id}`, mine);
    expect(noCurrent.statusCode).toBe(400);
    expect(Object.keys(noCurrent.json().errors)).toEqual(['currentPassword']);
    const wrongCurrent = await again.call(made.app, 'POST', `/api/admin/staff/update/${id}`, {
      ...mine,
      currentPassword: 'not it at all',
    });
    expect(wrongCurrent.statusCode).toBe(400);
    const other = await staffJar(made.app, body.email, 'first password');
    const newPassword = await again.call(made.app, 'POST', `/api/admin/staff/update/${id}`, {
      ...mine,
      currentPassword: 'first password',
    });
    expect(newPassword.statusCode).toBe(200);
    // a new password ends the shop's sign-ins and the other back-office ones, not this one
    expect((await families()).every((f) => f.revoked_at !== null)).toBe(true);
    expect((await again.call(made.app, 'GET', '/api/admin/auth/me')).statusCode).toBe(200);
    expect((await other.call(made.app, 'GET', '/api/admin/auth/me')).statusCode).toBe(401);
    await expect(staffJar(made.app, body.email, 'first password')).rejects.toThrow();
    await staffJar(made.app, body.email, 'second password');
    const trail = await audit('staff', id);
    expect(trail.map((t) => t.action)).toEqual(['create', 'password', 'update', 'update', 'update']);
    expect(JSON.parse(trail[4]!.after_json!)).toEqual({ password: '(changed)' });
  });

  it('staff: remove takes the roles away and deactivates, keeping the account; nobody removes or demotes themselves', async () => {
    const owner = await signedInStaff(made, ctx.database, { roles: ['owner'] });
    const body = person();
    const id = (await owner.jar.call(made.app, 'POST', '/api/admin/staff/create', body)).json().data.id as number;
    await setPasswordByLink(made.app, ctx.database, body.email, 'first password');
    const member = await staffJar(made.app, body.email, 'first password');
    expect((await owner.jar.call(made.app, 'POST', `/api/admin/staff/remove/${id}`, {})).statusCode).toBe(200);
    const row = await ctx.database.db
      .selectFrom('users')
      .select(['roles', 'permissions', 'active'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ roles: '[]', permissions: '[]', active: 0 });
    expect((await member.call(made.app, 'GET', '/api/admin/auth/me')).statusCode).toBe(401);
    expect((await owner.jar.call(made.app, 'POST', '/api/admin/staff/remove/999999', {})).statusCode).toBe(404);

    const self = await owner.jar.call(made.app, 'POST', `/api/admin/staff/remove/${owner.id}`, { lang: 'en' });
    expect(self.statusCode).toBe(409);
    const me = await ctx.database.db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'email', 'mobile', 'lang'])
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    const demote = await owner.jar.call(made.app, 'POST', `/api/admin/staff/update/${owner.id}`, {
      firstName: me.first_name,
      lastName: 'Tester',
      email: me.email,
      mobile: me.mobile,
      lang: me.lang,
      roles: ['editor'],
      permissions: [],
      active: true,
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toMatch(/yourself/i);
  });

  it('staff: only an owner changes an owner; the last active owner keeps the owner role, also when two owners demote each other at once', async () => {
    // make every other owner inactive so the two below are the last
    await ctx.database.db.updateTable('users').set({ active: 0 }).where('roles', 'like', '%"owner"%').execute();
    const a = await signedInStaff(made, ctx.database, { roles: ['owner'] });
    const b = await signedInStaff(made, ctx.database, { roles: ['owner'] });
    const other = await signedInStaff(made, ctx.database, {
      permissions: ['admin.access', 'staff.read', 'staff.update', 'staff.remove'],
    });
    const demoteBody = async (id: number) => {
      const row = await ctx.database.db
        .selectFrom('users')
        .select(['first_name', 'last_name', 'email', 'mobile', 'lang'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return {
        firstName: row.first_name,
        lastName: 'Tester',
        email: row.email,
        mobile: row.mobile,
        lang: row.lang,
        roles: ['editor'],
        permissions: [],
        active: true,
      };
    };
    const byOther = await other.jar.call(made.app, 'POST', `/api/admin/staff/update/${a.id}`, {
      ...(await demoteBody(a.id)),
      lang: 'en',
    });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().error).toBe("Only an owner can change an owner's account");
    expect((await other.jar.call(made.app, 'POST', `/api/admin/staff/remove/${a.id}`, {})).statusCode).toBe(403);
    const [ab, ba] = await Promise.all([
      a.jar.call(made.app, 'POST', `/api/admin/staff/update/${b.id}`, await demoteBody(b.id)),
      b.jar.call(made.app, 'POST', `/api/admin/staff/update/${a.id}`, await demoteBody(a.id)),
    ]);
    // one demotion wins; the other finds its author no longer an owner — signed out (401) when the winner had
    // committed before its sign-in was checked, refused as a non-owner (403) when it committed between that check and
    // the request's read of its author's roles — or the last owner (409)
    expect([ab.statusCode, ba.statusCode].filter((c) => c === 200)).toHaveLength(1);
    const lost = [ab, ba].find((r) => r.statusCode !== 200)!;
    expect(lost.statusCode).toBeOneOf([401, 403, 409]);
    if (lost.statusCode === 403) expect(lost.json().error).toBe("Only an owner can change an owner's account");
    const owners = await ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('roles', 'like', '%"owner"%')
      .where('active', '=', 1)
      .execute();
    expect(owners).toHaveLength(1);
    // the last owner cannot be removed or demoted by anyone (not even by themselves)
    const last = owners[0]!.id;
    const lastJar = last === a.id ? a.jar : b.jar;
    expect((await lastJar.call(made.app, 'POST', `/api/admin/staff/remove/${last}`, {})).statusCode).toBe(409);
  });
});
