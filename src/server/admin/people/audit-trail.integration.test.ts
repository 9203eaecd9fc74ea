import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { adminApp, signedInStaff, STAFF_PASSWORD } from '../admin.fixtures.ts';
import { Jar } from '../../modules/auth/auth.fixtures.ts';
import { type Made } from './people.fixtures.ts';

describeEachEngine('back office: the audit trail', (ctx) => {
  let made: Made;
  beforeAll(async () => {
    made = await adminApp(ctx.database);
  });
  afterAll(async () => {
    await made.app.close();
  });

  it('audit: lists with filters (entity, action, user, day, entity id, search) and shows who, when, where and the diff', async () => {
    const owner = await signedInStaff(made, ctx.database, { roles: ['owner'], name: 'Rauf' });
    const created = await owner.jar.call(made.app, 'POST', '/api/admin/tags/create', {
      title: { az: 'Audit Nişan', ru: 'Метка', en: 'Audit Tag' },
      url: '/x',
      position: 1,
    });
    const tagId = created.json().data.id as number;
    await owner.jar.call(made.app, 'POST', `/api/admin/tags/update/${tagId}`, {
      title: { az: 'Audit Nişan 2', ru: 'Метка', en: 'Audit Tag' },
      url: '/x',
      position: 1,
    });
    const byUser = await owner.jar.call(made.app, 'GET', `/api/admin/audit?f.user=${owner.id}&f.entity=tags`);
    expect(byUser.json().data.items.map((i: { action: string }) => i.action)).toEqual(['update', 'create']);
    const upd = await owner.jar.call(
      made.app,
      'GET',
      `/api/admin/audit?f.action=update&f.entityId=${tagId}&f.entity=tags`,
    );
    expect(upd.json().data).toMatchObject({
      total: 1,
      items: [{ entity: 'tags', entityId: tagId, user: expect.stringContaining('Rauf'), summary: 'Audit Nişan 2' }],
    });
    // search is case-insensitive on both databases
    const search = await owner.jar.call(
      made.app,
      'GET',
      `/api/admin/audit?q=${encodeURIComponent('AUDIT NIŞAN 2'.toLowerCase())}&f.user=${owner.id}`,
    );
    expect(search.json().data.total).toBe(1);
    const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
    expect(
      (await owner.jar.call(made.app, 'GET', `/api/admin/audit?f.day=${today}&f.user=${owner.id}`)).json().data.total,
    ).toBe(2);
    expect(
      (await owner.jar.call(made.app, 'GET', `/api/admin/audit?f.day=2001-01-01&f.user=${owner.id}`)).json().data.total,
    ).toBe(0);
    const bad = await owner.jar.call(made.app, 'GET', '/api/admin/audit?f.day=2001-02-30&f.user=x&f.entityId=-1');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['f.day', 'f.entityId', 'f.user']);
    expect((await owner.jar.call(made.app, 'GET', '/api/admin/audit?f.nope=1')).statusCode).toBe(400);

    const rowId = upd.json().data.items[0].id as number;
    const info = await owner.jar.call(made.app, 'GET', `/api/admin/audit/info/${rowId}`);
    expect(info.statusCode).toBe(200);
    const data = info.json().data;
    expect(data.readOnly).toBe(true);
    expect(data.sections.find((s: { kind: string }) => s.kind === 'diff')).toMatchObject({
      before: { title: { az: 'Audit Nişan' } },
      after: { title: { az: 'Audit Nişan 2' } },
    });
    expect(data.sections.find((s: { kind: string }) => s.kind === 'pairs').pairs.length).toBeGreaterThanOrEqual(3);
    const meta = await owner.jar.call(made.app, 'GET', '/api/admin/audit/meta');
    expect(meta.json().data.filters.map((f: { name: string }) => f.name)).toEqual([
      'entity',
      'action',
      'user',
      'day',
      'entityId',
    ]);
    // read only: no writes are offered
    expect((await owner.jar.call(made.app, 'POST', `/api/admin/audit/remove/${rowId}`, {})).statusCode).toBe(404);
    const editor = await signedInStaff(made, ctx.database, { roles: ['editor'] });
    expect((await editor.jar.call(made.app, 'GET', '/api/admin/audit')).statusCode).toBe(403);
    expect((await new Jar('10.3.3.3').call(made.app, 'GET', '/api/admin/audit')).statusCode).toBe(401);
    void STAFF_PASSWORD;
  });
});
