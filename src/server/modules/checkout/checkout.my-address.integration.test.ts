import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { accountsApp, Jar, signUp } from '../auth/auth.fixtures.ts';

const P = FX.product;

/** CHK-15: a saved address at checkout that is not the customer's own is refused with the right message. */
describeEachEngine(
  'checkout with a saved address that is not yours',
  (ctx) => {
    let made: Awaited<ReturnType<typeof accountsApp>>;
    let owner: Jar;
    let other: Jar;
    let addressId: number;
    const signedIn = async (mobile: string, ip: string) => {
      await signUp(made.app, ctx.database, mobile);
      const jar = new Jar(ip);
      expect(
        (
          await jar.call(made.app, 'POST', '/api/auth/login', {
            username: mobile,
            password: 'correct horse 1',
            lang: 'en',
          })
        ).statusCode,
      ).toBe(200);
      return jar;
    };
    beforeAll(async () => {
      made = await accountsApp(ctx.database);
      owner = await signedIn('994507770031', '10.25.8.1');
      const created = await owner.call(made.app, 'POST', '/api/users/create-address', {
        title: 'Home',
        city: 2,
        district: 2,
        place: 2,
        address: 'Nizami 5, apt 3',
        lang: 'en',
      });
      expect(created.statusCode).toBe(200);
      addressId = created.json().data.items[0].id as number;
      other = await signedIn('994507770032', '10.25.8.2');
    });
    afterAll(async () => made.app.close());

    const payload = (mobile: string, over: Record<string, unknown> = {}) => ({
      source: 'checkout',
      terms: true,
      cart: [{ id: P.galaxy, qty: 1 }],
      fullName: 'Aysel Məmmədova',
      mobile,
      delivery: 'delivery',
      payment: 'card',
      isMyAddress: true,
      myAddress: addressId,
      lang: 'en',
      ...over,
    });
    const checkout = (jar: Jar, body: object) =>
      jar.call(made.app, 'POST', '/api/checkout', body, { 'idempotency-key': randomUUID() });
    const orders = async () => (await ctx.database.db.selectFrom('orders').select('id').execute()).length;

    it("refuses another customer's address as not one of theirs, in the request's language, and places nothing", async () => {
      const before = await orders();
      for (const [lang, message] of [
        ['en', 'This address is not one of your saved addresses'],
        ['ru', 'Этот адрес не входит в ваши сохранённые адреса'],
        ['az', 'Bu ünvan sizin saxlanmış ünvanlarınızdan deyil'],
      ] as const) {
        const r = await checkout(other, payload('994507770032', { lang }));
        expect(r.statusCode, lang).toBe(400);
        expect(r.json().errors, lang).toEqual({ myAddress: message });
      }
      // an address id that names no address at all: the same answer (nothing tells whether it exists)
      const unknown = await checkout(other, payload('994507770032', { myAddress: 2_000_000_000 }));
      expect(unknown.json().errors).toEqual({ myAddress: 'This address is not one of your saved addresses' });
      expect(await orders()).toBe(before);
    });

    it('tells a customer without saved addresses to enter one, and a guest that saved addresses need signing in', async () => {
      const none = await checkout(other, payload('994507770032', { myAddress: null }));
      expect(none.statusCode).toBe(400);
      expect(none.json().errors).toEqual({ myAddress: 'You have no saved addresses yet: enter the address' });
      const guest = await checkout(new Jar('10.25.8.3'), payload('994507770033'));
      expect(guest.statusCode).toBe(400);
      expect(guest.json().errors.myAddress).toBe('Saved addresses are for signed-in customers');
    });

    it('still delivers to the owner’s own saved address', async () => {
      const r = await checkout(owner, payload('994507770031'));
      expect(r.statusCode).toBe(200);
      expect(r.json().data.next).toBe('azericard');
    });
  },
  insertCartFixtures,
);
