import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { accountApp, call, createUser, baku, type App } from './cabinet.fixtures.ts';

describeEachEngine(
  'cabinet: guests and bad input',
  (ctx) => {
    let app: App;
    beforeAll(async () => {
      app = (await accountApp(ctx.database, { LOYALTY_DISCOUNT_PERCENT: '5' })).app;
    });
    afterAll(async () => {
      await app.close();
    });

    // ── guests and bad input ────────────────────────────────────────────────────────────────────────────

    const ROUTES: ['GET' | 'POST', string][] = [
      ['POST', '/api/users/update-info'],
      ['GET', '/api/users/address'],
      ['POST', '/api/users/create-address'],
      ['POST', '/api/users/update-address/1'],
      ['POST', '/api/users/add-select-address/1'],
      ['POST', '/api/users/remove-address/1'],
      ['GET', '/api/orders'],
      ['GET', '/api/orders/info/1'],
    ];

    it('answers 401 to a guest on every route, in the request language', async () => {
      for (const [method, url] of ROUTES) {
        const r = await call(
          app,
          null,
          method,
          method === 'GET' ? `${url}?lang=en` : url,
          method === 'POST' ? { lang: 'en' } : undefined,
        );
        expect(r.status, url).toBe(401);
        expect(r.body).toEqual({ ok: false, error: 'Please sign in first' });
      }
    });

    it('answers bad bodies with 4xx and field errors, never 500, writing nothing', async () => {
      const u = await createUser(ctx.database);
      const posts = ROUTES.filter(([m]) => m === 'POST').map(([, url]) => url);
      const bodies: unknown[] = [
        { zzz: 1 },
        { lang: 5 },
        { title: '<script>alert(1)</script>', city: '1', district: 1.5, place: -1, address: 'x'.repeat(301) },
        [1, 2],
      ];
      for (const url of posts)
        for (const body of bodies) {
          const r = await call(app, u.id, 'POST', url, body);
          expect(r.status, `${url} ${JSON.stringify(body)}`).toBe(400);
          expect(r.body.ok).toBe(false);
          expect(r.body.errors, url).toBeTruthy();
        }
      const script = await call(app, u.id, 'POST', '/api/users/create-address', {
        title: '<script>alert(1)</script>',
        city: '1',
        district: 1.5,
        place: -1,
        address: 'x'.repeat(301),
        lang: 'en',
      });
      expect(script.body.errors).toEqual({
        title: 'Please remove the < > signs and emoji',
        city: 'Wrong type of value',
        district: 'Wrong type of value',
        place: 'The value is not allowed',
        address: 'The text is too long',
      });
      // an address a courier cannot find: the street and the house number are asked for, in the request's language
      const short = await call(app, u.id, 'POST', '/api/users/create-address', {
        ...baku,
        address: ' 12 ',
        lang: 'ru',
      });
      expect(short.status).toBe(400);
      expect(short.body.errors).toEqual({ address: 'Укажите улицу и номер дома' });
      const huge = await app.inject({
        method: 'POST',
        url: '/api/users/update-info',
        headers: { 'x-test-user': String(u.id), 'content-type': 'application/json' },
        payload: JSON.stringify({ firstName: 'a'.repeat(2 * 1024 * 1024) }),
      });
      expect(huge.statusCode).toBe(413);
      expect((await call(app, u.id, 'POST', '/api/users/remove-address/0')).status).toBe(400);
      expect((await call(app, u.id, 'POST', '/api/users/remove-address/1e3')).status).toBe(400);
      expect(await ctx.database.db.selectFrom('addresses').select('id').where('user_id', '=', u.id).execute()).toEqual(
        [],
      );
    });
  },
  insertCartFixtures,
);
