import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { accountApp, call, createUser, baku, shaki, type App } from './cabinet.fixtures.ts';

describeEachEngine(
  'cabinet: addresses',
  (ctx) => {
    let app: App;
    beforeAll(async () => {
      app = (await accountApp(ctx.database, { LOYALTY_DISCOUNT_PERCENT: '5' })).app;
    });
    afterAll(async () => {
      await app.close();
    });

    // ── addresses ───────────────────────────────────────────────────────────────────────────────────────

    it('creates addresses: the first is the main one, lines in the request language, main first', async () => {
      const u = await createUser(ctx.database);
      const first = await call(app, u.id, 'POST', '/api/users/create-address', { ...baku, lang: 'en' });
      expect(first.status).toBe(200);
      expect(first.body.data).toEqual({
        items: [
          {
            id: expect.any(Number),
            title: 'Ev',
            city: { id: 1, title: 'Bakı' },
            district: { id: 1, title: 'Nəsimi' },
            place: { id: 1, title: '28 May' },
            address: baku.address,
            selected: true,
            line: 'Bakı, Nəsimi, 28 May, Nizami küç. 10, mən. 5',
          },
        ],
        alert: { type: 'success', message: 'The address has been added' },
      });
      const second = await call(app, u.id, 'POST', '/api/users/create-address', { ...shaki, lang: 'en' });
      const items = (second.body.data as unknown as { items: { title: string; selected: boolean }[] }).items;
      expect(items.map((a) => [a.title, a.selected])).toEqual([
        ['Ev', true],
        ['Bağ evi', false],
      ]);
      const list = await call(app, u.id, 'GET', '/api/users/address?lang=ru');
      expect(list.body.data).toMatchObject({ alert: null, items: [{ title: 'Ev' }, { title: 'Bağ evi' }] });
    });

    it('updates, chooses the main address, and after removing the main one the newest remaining becomes main', async () => {
      const u = await createUser(ctx.database);
      type Items = {
        items: { id: number; title: string; selected: boolean; line: string }[];
        alert: { message: string };
      };
      const a = (
        (await call(app, u.id, 'POST', '/api/users/create-address', { ...baku, title: 'A' })).body
          .data as unknown as Items
      ).items[0]!;
      await call(app, u.id, 'POST', '/api/users/create-address', { ...shaki, title: 'B' });
      const c = (
        (await call(app, u.id, 'POST', '/api/users/create-address', { ...shaki, title: 'C' })).body
          .data as unknown as Items
      ).items.find((x) => x.title === 'C')!;

      const upd = await call(app, u.id, 'POST', `/api/users/update-address/${a.id}`, {
        ...shaki,
        title: 'A2',
        address: 'Yeni 2',
        lang: 'en',
      });
      expect(upd.status).toBe(200);
      const after = upd.body.data as unknown as Items;
      expect(after.alert.message).toBe('The address has been saved');
      expect(after.items[0]).toMatchObject({
        id: a.id,
        title: 'A2',
        selected: true,
        line: 'Şəki, Şəki şəhəri, Mərkəz, Yeni 2',
      });

      const sel = (await call(app, u.id, 'POST', `/api/users/add-select-address/${c.id}`, { lang: 'en' })).body
        .data as unknown as Items;
      expect(sel.alert.message).toBe('This is now your main address');
      expect(sel.items.map((x) => [x.title, x.selected])).toEqual([
        ['C', true],
        ['B', false],
        ['A2', false],
      ]);

      const rem = (await call(app, u.id, 'POST', `/api/users/remove-address/${c.id}`)).body.data as unknown as Items;
      expect(rem.alert.message).toBe('Ünvan silindi');
      // B is newer than A2: it becomes the main one
      expect(rem.items.map((x) => [x.title, x.selected])).toEqual([
        ['B', true],
        ['A2', false],
      ]);
      const mains = await ctx.database.db
        .selectFrom('addresses')
        .select('id')
        .where('user_id', '=', u.id)
        .where('selected', '=', 1)
        .execute();
      expect(mains).toHaveLength(1);
    });

    it("answers 404 for another customer's address on every call and changes nothing", async () => {
      const owner = await createUser(ctx.database);
      const other = await createUser(ctx.database);
      type Items = { items: { id: number }[] };
      const id = ((await call(app, owner.id, 'POST', '/api/users/create-address', baku)).body.data as unknown as Items)
        .items[0]!.id;
      for (const [url, body] of [
        [`/api/users/update-address/${id}`, { ...shaki, lang: 'en' }],
        [`/api/users/add-select-address/${id}`, { lang: 'en' }],
        [`/api/users/remove-address/${id}`, { lang: 'en' }],
      ] as const) {
        const r = await call(app, other.id, 'POST', url, body);
        expect(r.status, url).toBe(404);
        expect(r.body.error).toBe('Address not found');
      }
      expect(((await call(app, other.id, 'GET', '/api/users/address')).body.data as unknown as Items).items).toEqual(
        [],
      );
      const row = await ctx.database.db
        .selectFrom('addresses')
        .select(['title', 'city_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ title: 'Ev', city_id: 1 });
    });

    it('refuses places that do not lie in the district and city given, unknown places and cities without delivery', async () => {
      const u = await createUser(ctx.database);
      const cases: [object, Record<string, string>][] = [
        [{ ...baku, district: 2 }, { district: 'The city, district and place do not match' }],
        [{ ...baku, city: 2 }, { city: 'The city, district and place do not match' }],
        [{ ...baku, place: 999 }, { place: 'The value is not allowed' }],
        [
          { title: 'Q', city: 3, district: 3, place: 3, address: 'Mərkəz' },
          { city: 'We do not deliver to the chosen place' },
        ],
      ];
      for (const [body, errors] of cases) {
        const r = await call(app, u.id, 'POST', '/api/users/create-address', { ...body, lang: 'en' });
        expect(r.status).toBe(400);
        expect(r.body.errors).toEqual(errors);
      }
      expect(await ctx.database.db.selectFrom('addresses').select('id').where('user_id', '=', u.id).execute()).toEqual(
        [],
      );
    });

    it('keeps at most 20 addresses per customer', async () => {
      const u = await createUser(ctx.database);
      for (let i = 0; i < 20; i++)
        expect((await call(app, u.id, 'POST', '/api/users/create-address', { ...baku, title: `A${i}` })).status).toBe(
          200,
        );
      const r = await call(app, u.id, 'POST', '/api/users/create-address', { ...baku, title: 'one more', lang: 'en' });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({
        error: 'You can save at most 20 addresses',
        errors: { _: 'You can save at most 20 addresses' },
      });
      const n = await ctx.database.db.selectFrom('addresses').select('id').where('user_id', '=', u.id).execute();
      expect(n).toHaveLength(20);
    });
  },
  insertCartFixtures,
);
