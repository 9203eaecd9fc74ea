import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminApp, signedInStaff } from '../admin/admin.fixtures.ts';
import { Jar, signUp, signupForm } from '../modules/auth/auth.fixtures.ts';
import { FX, insertCatalogFixtures } from '../modules/catalog/catalog.fixtures.ts';
import { pickupCash } from '../modules/checkout/checkout.fixtures.ts';
import { describeEachEngine } from '../testing/test-db.ts';

/** U+202E RIGHT-TO-LEFT OVERRIDE: "Ev<RLO>gpj.exe" shows as "Evexe.jpg". */
const RLO = '\u202e';
const MESSAGE = {
  en: 'The text contains characters that are not allowed',
  ru: 'Текст содержит недопустимые символы',
  az: 'Mətndə icazə verilməyən simvollar var',
};

/**
 * SEC-5, FORM-6: no control or bidirectional formatting characters in text a person typed (decision 0065) — one rule
 * (`domain/control-chars.ts` through `isTypedText`) met at every edge: a 400 naming the field, translated, nothing
 * stored.
 */
describeEachEngine(
  'typed text refuses control and bidi characters',
  (ctx) => {
    let made: Awaited<ReturnType<typeof adminApp>>;
    let app: FastifyInstance;
    beforeAll(async () => {
      made = await adminApp(ctx.database);
      app = made.app;
    });
    afterAll(async () => app.close());
    const db = () => ctx.database.db;

    it('sign-up: a name with an override is refused in the request language; no account made', async () => {
      const mobile = '994501000060';
      for (const lang of ['en', 'ru', 'az'] as const) {
        const r = await new Jar('10.60.0.1').call(
          app,
          'POST',
          '/api/auth/signup',
          signupForm(mobile, { firstName: `Nigar${RLO}`, lang }),
        );
        expect(r.statusCode, lang).toBe(400);
        expect(r.json().errors, lang).toEqual({ firstName: MESSAGE[lang] });
      }
      // an isolate or a mark in the last name too
      for (const c of ['\u2067', '\u200f', '\u0085']) {
        const r = await new Jar('10.60.0.1').call(
          app,
          'POST',
          '/api/auth/signup',
          signupForm(mobile, { lastName: `Əliyeva${c}`, lang: 'en' }),
        );
        expect(r.json().errors).toEqual({ lastName: MESSAGE.en });
      }
      expect(await db().selectFrom('users').select('id').where('mobile', '=', mobile).execute()).toEqual([]);
    });

    it('a saved address: its title and its street line', async () => {
      const mobile = '994501000061';
      await signUp(app, ctx.database, mobile);
      const jar = new Jar('10.60.1.1');
      expect(
        (await jar.call(app, 'POST', '/api/auth/login', { username: mobile, password: 'correct horse 1', lang: 'en' }))
          .statusCode,
      ).toBe(200);
      const body = { title: `Ev${RLO}gpj.exe`, city: 1, district: 1, place: 1, address: 'Nizami küç. 5', lang: 'ru' };
      const r = await jar.call(app, 'POST', '/api/users/create-address', body);
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toEqual({ title: MESSAGE.ru });
      const line = await jar.call(app, 'POST', '/api/users/create-address', {
        ...body,
        title: 'Ev',
        address: 'Nizami\u202d küç. 5',
      });
      expect(line.json().errors).toEqual({ address: MESSAGE.ru });
      expect(await db().selectFrom('addresses').select('id').execute()).toEqual([]);
    });

    it('a review: its text and its name; line breaks stay allowed', async () => {
      const review = {
        productId: FX.product.galaxy,
        review: 'Əla telefondur',
        fullName: 'Nigar Əliyeva',
        email: 'nigar@mail.az',
        rating: 5,
        lang: 'az',
      };
      const post = (payload: object) =>
        app.inject({ method: 'POST', url: '/api/reviews', headers: { 'x-forwarded-for': '10.60.2.1' }, payload });
      const text = await post({ ...review, review: `Əla ${RLO}telefondur` });
      expect(text.statusCode).toBe(400);
      expect(text.json().errors).toEqual({ review: MESSAGE.az });
      const name = await post({ ...review, fullName: 'Nigar\u2066 Əliyeva' });
      expect(name.json().errors).toEqual({ fullName: MESSAGE.az });
      expect(await db().selectFrom('reviews').select('id').where('ip', '=', '10.60.2.1').execute()).toEqual([]);
      expect((await post({ ...review, review: 'Əla telefondur.\nTövsiyə edirəm.' })).statusCode).toBe(200);
    });

    it('checkout: the gift note and the delivery address', async () => {
      const buy = (over: Record<string, unknown>) =>
        app.inject({
          method: 'POST',
          url: '/api/checkout',
          headers: { 'x-forwarded-for': '10.60.3.1' },
          payload: pickupCash('994501000062', [{ id: FX.product.galaxy, qty: 1 }], over),
        });
      const note = await buy({
        gift: true,
        giftFirstName: 'Leyla',
        giftLastName: 'Həsənova',
        giftMobile: '+994 50 100 00 63',
        giftNote: `Ad günün${RLO} mübarək`,
      });
      expect(note.statusCode).toBe(400);
      expect(note.json().errors).toMatchObject({ giftNote: MESSAGE.en });
      const address = await buy({
        delivery: 'delivery',
        payment: 'card',
        city: 1,
        district: 1,
        place: 1,
        address: 'Nizami 5\u200e',
      });
      expect(address.json().errors).toMatchObject({ address: MESSAGE.en });
      expect(await db().selectFrom('orders').select('id').execute()).toEqual([]);
    });

    it('the back office: a brand title and a FAQ answer of the inline-HTML kind', async () => {
      const owner = (await signedInStaff(made, ctx.database, { roles: ['owner'] })).jar;
      const r = await owner.call(app, 'POST', '/api/admin/brands/create', {
        title: `Len${RLO}ovo`,
        slug: '',
        image: null,
        showInHome: false,
        position: 9,
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toEqual({ title: MESSAGE.en });
      expect(await db().selectFrom('brands').select('id').where('title', 'like', 'Len%').execute()).toEqual([]);
    });
  },
  insertCatalogFixtures,
);
