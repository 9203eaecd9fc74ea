import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { accountApp, call, createUser, insertOrder } from './cabinet.fixtures.ts';

const P = FX.product;
type App = Awaited<ReturnType<typeof accountApp>>['app'];
const baku = { title: 'Ev', city: 1, district: 1, place: 1, address: 'Nizami küç. 10, mən. 5' };
const shaki = { title: 'Bağ evi', city: 2, district: 2, place: 2, address: 'Mərkəz 1' };

describeEachEngine(
  'cabinet: profile, addresses, my orders',
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

    // ── my orders ───────────────────────────────────────────────────────────────────────────────────────

    it('lists only my orders, newest first, 20 a page, with the status in the request language', async () => {
      const me = await createUser(ctx.database);
      const other = await createUser(ctx.database);
      for (let i = 0; i < 22; i++)
        await insertOrder(ctx.database, me.id, { status: i === 21 ? 'processing' : 'new', total: 1_000 + i });
      await insertOrder(ctx.database, other.id);
      await insertOrder(ctx.database, null);
      type Page = {
        items: {
          id: number;
          total: number;
          status: string;
          statusText: string;
          payment: string;
          delivery: string;
          createdAt: string;
        }[];
        pagination: object;
      };
      const p1 = (await call(app, me.id, 'GET', '/api/orders?lang=en')).body.data as unknown as Page;
      expect(p1.pagination).toEqual({ current: 1, pages: 2, count: 22, limit: 20 });
      expect(p1.items).toHaveLength(20);
      expect(p1.items[0]).toMatchObject({
        total: 1_021,
        status: 'processing',
        statusText: 'Processing',
        payment: 'cash',
        delivery: 'pickup',
      });
      expect(p1.items.map((o) => o.createdAt)).toEqual([...p1.items.map((o) => o.createdAt)].sort().reverse());
      const p2 = (await call(app, me.id, 'GET', '/api/orders?page=2')).body.data as unknown as Page;
      expect(p2.items.map((o) => o.total)).toEqual([1_001, 1_000]);
      expect(p2.items[0]!.statusText).toBe('Yeni');
      const empty = (await call(app, (await createUser(ctx.database)).id, 'GET', '/api/orders')).body
        .data as unknown as Page;
      expect(empty).toEqual({ items: [], pagination: { current: 1, pages: 1, count: 0, limit: 20 } });
      const bad = await call(app, me.id, 'GET', '/api/orders?page=abc');
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors!)).toEqual(['page']);
    });

    it("shows my order's detail with products, summary, delivery, payment and gift; another customer's order is 404", async () => {
      const me = await createUser(ctx.database);
      const other = await createUser(ctx.database);
      const order = await insertOrder(ctx.database, me.id, {
        delivery_type: 'delivery',
        branch_id: null,
        city_id: 1,
        district_id: 1,
        place_id: 1,
        address: 'Nizami 10',
        payment_type: 'card',
        status: 'paid',
        paid: 1,
        loyalty: 1,
        loyalty_discount: 5_000,
        full_name: 'Aysel Məmmədova',
        email: 'aysel@volt.az',
        gift_first_name: 'Leyla',
        gift_last_name: 'Həsənova',
        gift_mobile: '994551112233',
        gift_note: 'Ad günün mübarək',
      });
      await ctx.database.db
        .insertInto('payments')
        .values({
          order_id: order.id,
          reference: `R${order.id}`,
          provider: 'test',
          kind: 'card',
          amount: order.total,
          currency: '944',
          status: 'approved',
          card_masked: '4169********1234',
          card_name: 'AYSEL M',
          created_at: '2026-02-01T10:00:00.000Z',
          updated_at: '2026-02-01T10:00:00.000Z',
        } as never)
        .execute();
      const r = await call(app, me.id, 'GET', `/api/orders/info/${order.id}?lang=en`);
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({
        id: order.id,
        status: 'paid',
        statusText: 'Paid',
        loyalty: true,
        products: [
          {
            id: P.iphone,
            title: 'Apple iPhone 15 128GB',
            qty: 1,
            unitPrice: 199_900,
            payable: 197_900,
            giftOf: null,
            href: expect.stringContaining('/'),
            image: expect.any(String),
          },
          { id: P.iron, payable: 0, giftOf: P.iphone },
        ],
        summary: { total: 197_900, subTotal: 199_900, basketDiscount: 2_000, loyaltyDiscount: 5_000, delivery: 0 },
        deliveryInfo: { type: 'delivery', typeText: 'Home delivery', text: 'Bakı, Nəsimi, 28 May, Nizami 10' },
        paymentInfo: {
          type: 'card',
          typeText: 'Card',
          paid: true,
          amount: 197_900,
          cardMasked: '4169********1234',
          cardName: 'AYSEL M',
          createdAt: '2026-02-01T10:00:00.000Z',
        },
        info: {
          firstName: 'Aysel',
          lastName: 'Məmmədova',
          email: 'aysel@volt.az',
          mobile: '994501234567',
          address: 'Bakı, Nəsimi, 28 May, Nizami 10',
          gift: true,
          giftFirstName: 'Leyla',
          giftNote: 'Ad günün mübarək',
        },
      });
      const pickup = await insertOrder(ctx.database, me.id);
      const p = await call(app, me.id, 'GET', `/api/orders/info/${pickup.id}?lang=ru`);
      expect(p.body.data).toMatchObject({
        deliveryInfo: {
          type: 'pickup',
          typeText: 'Самовывоз из магазина',
          text: 'Филиал Гянджлик, ул. Фатали хана Хойского 111',
        },
        paymentInfo: { paid: false, cardMasked: null },
        info: { gift: false },
      });

      const theirs = await call(app, other.id, 'GET', `/api/orders/info/${order.id}?lang=en`);
      expect(theirs.status).toBe(404);
      expect(theirs.body.error).toBe('Order not found');
      expect((await call(app, me.id, 'GET', '/api/orders/info/abc')).status).toBe(400);
    });

    // ── loyalty ─────────────────────────────────────────────────────────────────────────────────────────

    it('a loyal customer gets the loyalty discount in the cart summary; others do not', async () => {
      const loyal = await createUser(ctx.database, { loyal: true });
      const plain = await createUser(ctx.database);
      const price = async (mobile: string) =>
        (
          await app.inject({
            method: 'POST',
            url: '/api/cart/summary',
            payload: { cart: [{ id: P.galaxy, qty: 1 }], mobile },
          })
        ).json().data.summary;
      expect(await price(loyal.mobile)).toMatchObject({
        loyalty: true,
        loyaltyDiscount: Math.round(179_900 * 0.05),
        total: 179_900 - Math.round(179_900 * 0.05),
      });
      expect(await price(plain.mobile)).toMatchObject({ loyalty: false, loyaltyDiscount: 0, total: 179_900 });
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
