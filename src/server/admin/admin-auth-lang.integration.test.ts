import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../testing/test-db.ts';
import { Jar } from '../modules/auth/auth.fixtures.ts';
import { adminApp, signedInStaff } from './admin.fixtures.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;

describeEachEngine("back office: the staff member's language (POST /api/admin/auth/lang)", (ctx) => {
  let made: Made;
  beforeAll(async () => {
    made = await adminApp(ctx.database);
  });
  afterAll(async () => {
    await made.app.close();
  });

  it('saves the language on the account: answers and labels follow it at once', async () => {
    const s = await signedInStaff(made, ctx.database, { roles: ['editor'], lang: 'en' });
    expect((await s.jar.call(made.app, 'GET', '/api/admin/tags/meta')).json().data.title).toBe('Tags');
    const r = await s.jar.call(made.app, 'POST', '/api/admin/auth/lang', { lang: 'ru' });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toEqual({ lang: 'ru' });
    const row = await ctx.database.db
      .selectFrom('users')
      .select('lang')
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(row.lang).toBe('ru');
    expect((await s.jar.call(made.app, 'GET', '/api/admin/auth/me')).json().data.lang).toBe('ru');
    expect((await s.jar.call(made.app, 'GET', '/api/admin/tags/meta')).json().data.title).not.toBe('Tags');
  });

  it('refuses a guest, an unknown language, a wrong type and unknown fields', async () => {
    expect((await new Jar().call(made.app, 'POST', '/api/admin/auth/lang', { lang: 'ru' })).statusCode).toBe(401);
    const s = await signedInStaff(made, ctx.database, { permissions: ['admin.access'], lang: 'en' });
    for (const [body, errors] of [
      [{ lang: 'de' }, { lang: 'The value is not allowed' }],
      [{ lang: 5 }, { lang: 'The value is not allowed' }],
      [{}, { lang: 'Required field' }],
      [{ lang: 'az', admin: true }, { admin: 'Unknown field' }],
    ] as const) {
      const r = await s.jar.call(made.app, 'POST', '/api/admin/auth/lang', body);
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toEqual(errors);
    }
    const row = await ctx.database.db
      .selectFrom('users')
      .select('lang')
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(row.lang).toBe('en');
  });
});
