import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { adminApp, createStaff, signedInStaff, staffJar } from '../admin.fixtures.ts';
import { auditTrail, type Made } from './people.fixtures.ts';

describeEachEngine('back office: roles', (ctx) => {
  let made: Made;
  beforeAll(async () => {
    made = await adminApp(ctx.database);
  });
  afterAll(async () => {
    await made.app.close();
  });
  const audit = (entity: string, id: number) => auditTrail(ctx.database, entity, id);

  it('roles: custom roles are created, edited and removed; built-ins keep their permissions; a role in use stays; changes apply at once', async () => {
    const owner = await signedInStaff(made, ctx.database, { roles: ['owner'] });
    const bad = await owner.jar.call(made.app, 'POST', '/api/admin/roles/create', {
      key: 'Bad Key',
      name: '<i>x</i>',
      permissions: ['orders.fly'],
      extra: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['extra', 'key', 'name', 'permissions']);
    const created = await owner.jar.call(made.app, 'POST', '/api/admin/roles/create', {
      key: 'writer',
      name: 'Writer',
      permissions: ['articles.read'],
    });
    expect(created.statusCode).toBe(200);
    const roleId = created.json().data.id as number;
    expect(
      (
        await owner.jar.call(made.app, 'POST', '/api/admin/roles/create', {
          key: 'writer',
          name: 'Again',
          permissions: [],
        })
      ).statusCode,
    ).toBe(409);
    // admin access comes with every role
    const info = await owner.jar.call(made.app, 'GET', `/api/admin/roles/info/${roleId}`);
    expect(info.json().data.fields.find((f: { name: string }) => f.name === 'permissions').value).toEqual([
      'admin.access',
      'articles.read',
    ]);

    const writer = await createStaff(made, ctx.database, { roles: ['writer'] });
    const jar = await staffJar(made.app, writer.email);
    expect((await jar.call(made.app, 'GET', '/api/admin/articles')).statusCode).toBe(200);
    expect((await jar.call(made.app, 'GET', '/api/admin/pages')).statusCode).toBe(403);
    const edited = await owner.jar.call(made.app, 'POST', `/api/admin/roles/update/${roleId}`, {
      name: 'Writer',
      permissions: ['admin.access', 'articles.read', 'pages.read'],
    });
    expect(edited.statusCode).toBe(200);
    expect((await jar.call(made.app, 'GET', '/api/admin/pages')).statusCode).toBe(200);

    const inUse = await owner.jar.call(made.app, 'POST', `/api/admin/roles/remove/${roleId}`, { lang: 'en' });
    expect(inUse.statusCode).toBe(409);
    await ctx.database.db.updateTable('users').set({ roles: '[]' }).where('id', '=', writer.id).execute();
    expect((await owner.jar.call(made.app, 'POST', `/api/admin/roles/remove/${roleId}`, {})).statusCode).toBe(200);

    const editor = await ctx.database.db
      .selectFrom('staff_roles')
      .select(['id', 'permissions'])
      .where('key', '=', 'editor')
      .executeTakeFirstOrThrow();
    const builtin = await owner.jar.call(made.app, 'POST', `/api/admin/roles/update/${editor.id}`, {
      name: 'Editors',
      permissions: ['*'],
    });
    expect(builtin.statusCode).toBe(409);
    expect(builtin.json().errors).toHaveProperty('permissions');
    const renamed = await owner.jar.call(made.app, 'POST', `/api/admin/roles/update/${editor.id}`, {
      name: 'Editors',
      permissions: JSON.parse(editor.permissions),
    });
    expect(renamed.statusCode).toBe(200);
    expect((await owner.jar.call(made.app, 'POST', `/api/admin/roles/remove/${editor.id}`, {})).statusCode).toBe(409);
    expect((await audit('roles', roleId)).map((t) => t.action)).toEqual(['create', 'update', 'remove']);
  });

  it('roles: a staff member who may edit roles cannot put into one what they do not hold', async () => {
    const lead = await signedInStaff(made, ctx.database, {
      permissions: ['admin.access', 'roles.read', 'roles.create', 'roles.update', 'articles.read'],
    });
    const all = await lead.jar.call(made.app, 'POST', '/api/admin/roles/create', {
      key: 'sneaky',
      name: 'Sneaky',
      permissions: ['*'],
    });
    expect(all.statusCode).toBe(400);
    const staff = await lead.jar.call(made.app, 'POST', '/api/admin/roles/create', {
      key: 'sneaky',
      name: 'Sneaky',
      permissions: ['staff.update'],
    });
    expect(staff.statusCode).toBe(400);
    expect(
      (
        await lead.jar.call(made.app, 'POST', '/api/admin/roles/create', {
          key: 'reader',
          name: 'Reader',
          permissions: ['articles.read'],
        })
      ).statusCode,
    ).toBe(200);
  });
});
