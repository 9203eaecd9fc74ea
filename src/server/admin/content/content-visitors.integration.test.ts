import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { Jar as GuestJar } from '../../modules/auth/auth.fixtures.ts';
import { contentBackOffice } from './content.fixtures.ts';

describeEachEngine('back office: feedback and subscribers', (ctx) => {
  const { suite } = contentBackOffice(ctx);

  it('feedbacks: listed by type, shown, removed; an editor may not read them', async () => {
    const { made, jar, owner } = suite;
    const at = new Date().toISOString();
    const fb = await ctx.database.db
      .insertInto('feedbacks')
      .values({
        type: 'comment',
        first_name: 'Orxan',
        last_name: 'Əliyev',
        email: 'o@example.az',
        mobile: '994551112233',
        message: 'Təşəkkürlər',
        user_id: null,
        lang: 'az',
        ip: null,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = await owner.call(made.app, 'GET', '/api/admin/feedbacks?f.type=comment&q=orxan');
    expect(list.json().data.items).toEqual([
      expect.objectContaining({ id: fb.id, name: 'Orxan Əliyev', message: 'Təşəkkürlər' }),
    ]);
    expect((await owner.call(made.app, 'GET', '/api/admin/feedbacks?f.type=spam')).statusCode).toBe(400);
    expect((await owner.call(made.app, 'GET', `/api/admin/feedbacks/info/${fb.id}`)).json().data.readOnly).toBe(true);
    expect((await jar.call(made.app, 'GET', '/api/admin/feedbacks')).statusCode).toBe(403);
    expect((await owner.call(made.app, 'POST', `/api/admin/feedbacks/remove/${fb.id}`, {})).statusCode).toBe(200);
    expect((await owner.call(made.app, 'POST', `/api/admin/feedbacks/remove/${fb.id}`, {})).statusCode).toBe(404);
  });

  it('subscribers: search, remove, and the whole list as CSV with formulas defused', async () => {
    const { made, jar, owner } = suite;
    const at = new Date().toISOString();
    for (const email of ['Nigar@Mail.az', '=cmd|calc@evil.az', 'a,b@example.az']) {
      await ctx.database.db
        .insertInto('subscriptions')
        .values({ email, email_key: email.toLowerCase(), lang: 'ru', ip: null, created_at: at })
        .execute();
    }
    const list = await owner.call(made.app, 'GET', '/api/admin/subscribers?q=NIGAR&f.lang=ru');
    expect(list.json().data.items).toEqual([expect.objectContaining({ email: 'Nigar@Mail.az', lang: 'ru' })]);
    const csv = await owner.call(made.app, 'GET', '/api/admin/subscribers/export.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('email,lang,subscribed_at');
    expect(lines).toContain(`Nigar@Mail.az,ru,${at}`);
    expect(lines).toContain(`'=cmd|calc@evil.az,ru,${at}`);
    expect(lines).toContain(`"a,b@example.az",ru,${at}`);
    const id = list.json().data.items[0].id as number;
    expect((await owner.call(made.app, 'POST', `/api/admin/subscribers/remove/${id}`, {})).statusCode).toBe(200);
    expect((await owner.call(made.app, 'GET', '/api/admin/subscribers?q=nigar')).json().data.total).toBe(0);
    expect((await jar.call(made.app, 'GET', '/api/admin/subscribers/export.csv')).statusCode).toBe(403);
    expect((await new GuestJar('10.5.5.5').call(made.app, 'GET', '/api/admin/subscribers/export.csv')).statusCode).toBe(
      401,
    );
  });
});
