import { expect, it } from 'vitest';
import { TransactionalConnection, type UnitOfWork } from '../db/unit-of-work.ts';
import { describeEachEngine } from '../testing/test-db.ts';
import { fail, ok } from '../platform/errors.ts';
import { auditedChange, auditedCreate, auditedRemove, auditedUpdate } from './audit.ts';
import { AdminTagsRepo, type TagRow } from './content/tags.repo.ts';
import type { AdminCtx } from './resource.ts';

const ctx: AdminCtx = {
  lang: 'en',
  staff: {
    userId: 7,
    name: 'Aygün',
    roles: ['owner'],
    permissions: ['*'],
    lang: 'en',
    sessionId: 1,
    clientIp: '10.0.0.7',
  },
};
const tag = (title: string, position = 0) => ({
  title_az: title,
  title_ru: title,
  title_en: title,
  url: `/${title}`,
  position,
});
const plain = (r: TagRow) => ({ title: r.title_az, url: r.url, position: r.position });

describeEachEngine('back office: audited writes (the write and its trail row commit or fail together)', (c) => {
  const trail = (entity: string) =>
    c.database.db
      .selectFrom('audit_log')
      .select([
        'action',
        'entity',
        'entity_id',
        'summary',
        'before_json',
        'after_json',
        'user_id',
        'user_name',
        'client_ip',
      ])
      .where('entity', '=', entity)
      .orderBy('id')
      .execute();
  const tagsTitled = (title: string) =>
    c.database.db.selectFrom('tags').select(['id', 'position']).where('title_az', '=', title).execute();
  const connection = () => new TransactionalConnection(c.database);
  const record = (entity: string, id: number) => ({
    entity,
    id,
    load: (tx: UnitOfWork) => tx.repo(AdminTagsRepo).byId(id),
  });

  it('a create stores the record and one `create` row with who did it and what was stored', async () => {
    const r = await auditedCreate(connection(), ctx, 'aw-create', async (tx) =>
      ok({ id: await tx.repo(AdminTagsRepo).insert(tag('aw-one')), summary: 'aw-one', after: { title: 'aw-one' } }),
    );
    expect(r.ok).toBe(true);
    const [row] = await tagsTitled('aw-one');
    expect(r).toEqual({ ok: true, data: { id: row!.id } });
    expect(await trail('aw-create')).toEqual([
      {
        action: 'create',
        entity: 'aw-create',
        entity_id: row!.id,
        summary: 'aw-one',
        before_json: null,
        after_json: '{"title":"aw-one"}',
        user_id: 7,
        user_name: 'Aygün',
        client_ip: '10.0.0.7',
      },
    ]);
  });

  it('a failure returned after the insert rolls the insert back and writes no row', async () => {
    const r = await auditedCreate(connection(), ctx, 'aw-failed', async (tx) => {
      await tx.repo(AdminTagsRepo).insert(tag('aw-rolled-back'));
      return fail('conflict', 'validation.failed', { url: 'admin-content.validation.pathTaken' });
    });
    expect(r).toEqual({
      ok: false,
      kind: 'conflict',
      code: 'validation.failed',
      errors: { url: 'admin-content.validation.pathTaken' },
    });
    expect(await tagsTitled('aw-rolled-back')).toEqual([]);
    expect(await trail('aw-failed')).toEqual([]);
  });

  it('an error thrown inside the write is thrown to the caller, with the write and its row undone', async () => {
    await expect(
      auditedCreate(connection(), ctx, 'aw-thrown', async (tx) => {
        await tx.repo(AdminTagsRepo).insert(tag('aw-thrown'));
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(await tagsTitled('aw-thrown')).toEqual([]);
    expect(await trail('aw-thrown')).toEqual([]);
  });

  it('an update keeps only the changed fields, writes no row when nothing changed, and answers 404 for a missing record', async () => {
    const id = await new AdminTagsRepo(c.database.db).insert(tag('aw-upd', 1));
    const move = (position: number) =>
      auditedUpdate(connection(), ctx, record('aw-update', id), async (tx, row) => {
        await tx.repo(AdminTagsRepo).update(id, { ...tag('aw-upd'), position });
        return ok({ summary: row.title_az, before: plain(row), after: { ...plain(row), position } });
      });
    expect(await move(5)).toEqual({ ok: true, data: { id } });
    expect(await move(5)).toEqual({ ok: true, data: { id } });
    expect((await tagsTitled('aw-upd'))[0]!.position).toBe(5);
    const rows = await trail('aw-update');
    expect(rows.map((r) => [r.action, r.entity_id, r.before_json, r.after_json])).toEqual([
      ['update', id, '{"position":1}', '{"position":5}'],
    ]);

    let written = false;
    const missing = await auditedUpdate(connection(), ctx, record('aw-update', id + 1000), async () => {
      written = true;
      return ok({ summary: '', before: {}, after: { x: 1 } });
    });
    expect(missing).toEqual({ ok: false, kind: 'notFound', code: 'admin.errors.notFound' });
    expect(written).toBe(false);
    expect(await trail('aw-update')).toHaveLength(1);
  });

  it('an update refused after it wrote leaves the record as it was and no row', async () => {
    const id = await new AdminTagsRepo(c.database.db).insert(tag('aw-refused', 2));
    const r = await auditedUpdate(connection(), ctx, record('aw-refused', id), async (tx, row) => {
      await tx.repo(AdminTagsRepo).update(id, { ...tag('aw-refused'), position: 9 });
      return row.position === 2
        ? fail('conflict', 'admin-content.places.hasBranches')
        : ok({ summary: '', before: plain(row), after: plain(row) });
    });
    expect(r.ok).toBe(false);
    expect((await tagsTitled('aw-refused'))[0]!.position).toBe(2);
    expect(await trail('aw-refused')).toEqual([]);
  });

  it('a remove deletes the record and keeps what it was (and what stays, when something does)', async () => {
    const id = await new AdminTagsRepo(c.database.db).insert(tag('aw-gone', 3));
    const r = await auditedRemove(connection(), ctx, record('aw-remove', id), async (tx, row) => {
      await tx.repo(AdminTagsRepo).remove(id);
      return ok({ summary: row.title_az, before: plain(row), after: { kept: false } });
    });
    expect(r).toEqual({ ok: true, data: { id } });
    expect(await tagsTitled('aw-gone')).toEqual([]);
    const rows = await trail('aw-remove');
    expect(
      rows.map((x) => [x.action, x.entity_id, x.summary, JSON.parse(x.before_json!), JSON.parse(x.after_json!)]),
    ).toEqual([['remove', id, 'aw-gone', { title: 'aw-gone', url: '/aw-gone', position: 3 }, { kept: false }]]);
  });

  it('a change that reports nothing changed answers its reply and writes no row', async () => {
    const id = await new AdminTagsRepo(c.database.db).insert(tag('aw-same'));
    const r = await auditedChange(connection(), ctx, record('aw-change', id), async () =>
      ok({ reply: { id, verified: true }, audit: null }),
    );
    expect(r).toEqual({ ok: true, data: { id, verified: true } });
    expect(await trail('aw-change')).toEqual([]);
  });
});
