import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { accountApp, call, createUser, type App } from './cabinet.fixtures.ts';

describeEachEngine(
  'cabinet: profile',
  (ctx) => {
    let app: App;
    beforeAll(async () => {
      app = (await accountApp(ctx.database, { LOYALTY_DISCOUNT_PERCENT: '5' })).app;
    });
    afterAll(async () => {
      await app.close();
    });

    // ── profile ─────────────────────────────────────────────────────────────────────────────────────────

    it('saves names and email and says so in the request language', async () => {
      const u = await createUser(ctx.database);
      const r = await call(app, u.id, 'POST', '/api/users/update-info', {
        firstName: ' Nigar ',
        lastName: "O'Neil-Əliyeva",
        email: 'Nigar.A@Example.az',
        lang: 'ru',
      });
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({
        user: {
          id: u.id,
          firstName: 'Nigar',
          lastName: "O'Neil-Əliyeva",
          fullName: "Nigar O'Neil-Əliyeva",
          email: 'Nigar.A@Example.az',
          mobile: u.mobile,
          mobileVerified: true,
        },
        alert: { type: 'success', message: 'Ваши данные успешно изменены' },
      });
      const row = await ctx.database.db
        .selectFrom('users')
        .select(['first_name', 'email_key'])
        .where('id', '=', u.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ first_name: 'Nigar', email_key: 'nigar.a@example.az' });
      // the email is optional: '' clears it
      const cleared = await call(app, u.id, 'POST', '/api/users/update-info', {
        firstName: 'Nigar',
        lastName: 'Əliyeva',
        email: '',
      });
      expect(cleared.body.data).toMatchObject({
        user: { email: null },
        alert: { message: 'Məlumatlarınız uğurla dəyişdirildi' },
      });
    });

    it('refuses an email another customer has, in any letter case, and changes nothing', async () => {
      await createUser(ctx.database, { email: 'taken@volt.az' });
      const u = await createUser(ctx.database, { firstName: 'Orxan' });
      const r = await call(app, u.id, 'POST', '/api/users/update-info', {
        firstName: 'Elvin',
        lastName: 'Quliyev',
        email: 'TAKEN@volt.az',
        lang: 'en',
      });
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual({ email: 'This email is already used by another account' });
      const row = await ctx.database.db
        .selectFrom('users')
        .select('first_name')
        .where('id', '=', u.id)
        .executeTakeFirstOrThrow();
      expect(row.first_name).toBe('Orxan');
    });

    it('refuses names with digits, markup or nothing, a wrong email and unknown fields, with field errors', async () => {
      const u = await createUser(ctx.database);
      const r = await call(app, u.id, 'POST', '/api/users/update-info', {
        firstName: 'R2D2',
        lastName: '<script>alert(1)</script>',
        email: 'not-an-email',
        mobile: '994501112233',
        lang: 'en',
      });
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual({
        firstName: expect.stringContaining('letters'),
        lastName: expect.stringContaining('letters'),
        email: 'Wrong email address',
        mobile: 'Unknown field',
      });
      const missing = await call(app, u.id, 'POST', '/api/users/update-info', { lang: 'en' });
      expect(missing.body.errors).toEqual({ firstName: 'Required field', lastName: 'Required field' });
      const long = await call(app, u.id, 'POST', '/api/users/update-info', {
        firstName: 'A'.repeat(51),
        lastName: 5,
        lang: 'en',
      });
      expect(long.body.errors).toEqual({ firstName: 'The text is too long', lastName: 'Wrong type of value' });
    });

    it('saves the gender (ACC-2: male or female): m or f, null clears it, left out it stays; anything else is refused', async () => {
      const u = await createUser(ctx.database);
      const names = { firstName: 'Aysel', lastName: 'Məmmədova' };
      const gender = async () =>
        (await ctx.database.db.selectFrom('users').select('gender').where('id', '=', u.id).executeTakeFirstOrThrow())
          .gender;
      expect(await gender()).toBeNull();
      const f = await call(app, u.id, 'POST', '/api/users/update-info', { ...names, gender: 'f', lang: 'en' });
      expect(f.status).toBe(200);
      expect(f.body.data).toMatchObject({ user: { gender: 'f' } });
      expect(await gender()).toBe('f');
      // a request without the field (an older page) keeps it
      const kept = await call(app, u.id, 'POST', '/api/users/update-info', { ...names, email: 'aysel.g@volt.az' });
      expect(kept.body.data).toMatchObject({ user: { gender: 'f', email: 'aysel.g@volt.az' } });
      const m = await call(app, u.id, 'POST', '/api/users/update-info', { ...names, gender: 'm' });
      expect(m.body.data).toMatchObject({ user: { gender: 'm' } });
      for (const bad of ['x', 'male', 'F', '', 1, true]) {
        const r = await call(app, u.id, 'POST', '/api/users/update-info', { ...names, gender: bad, lang: 'en' });
        expect(r.status, JSON.stringify(bad)).toBe(400);
        expect(r.body.errors).toEqual({ gender: 'The value is not allowed' });
      }
      expect(await gender()).toBe('m');
      const cleared = await call(app, u.id, 'POST', '/api/users/update-info', { ...names, gender: null });
      expect(cleared.body.data).toMatchObject({ user: { gender: null } });
      expect(await gender()).toBeNull();
    });
  },
  insertCartFixtures,
);
