import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/kysely.ts';
import type { DB } from '../../db/schema.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { accountsApp, Jar, signUp } from '../auth/auth.fixtures.ts';
import { BuyerFactsRepo } from '../orders/buyer-facts.repo.ts';
import { buyerMobile, checkoutApp, lastCode, pickupCash, submitter, type Submit } from './checkout.fixtures.ts';
import { setStockAt } from '../catalog/stock.fixtures.ts';

const P = FX.product;

async function stock(database: Database, id: number) {
  return (await database.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow())
    .stock;
}
async function setStock(database: Database, id: number, n: number) {
  await setStockAt(database.db, id, n);
}
async function codesSent(database: Database, mobile: string) {
  const r = await database.db
    .selectFrom('sms_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('mobile', '=', mobile)
    .where('purpose', '=', 'otp')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
async function ordersOf(database: Database, mobile: string) {
  return database.db.selectFrom('orders').select(['id', 'status']).where('mobile', '=', mobile).orderBy('id').execute();
}

/** The code step of one order, ready to be sent: the first step answered with a code, read from the outbox. */
async function codeStep(submit: Submit, database: Database, payload: Record<string, unknown>) {
  const key = randomUUID();
  const first = await submit(payload, key);
  if (first.body.data?.next !== 'otp') throw new Error(`no code step: ${JSON.stringify(first.body)}`);
  return {
    key,
    payload: {
      ...payload,
      otpToken: first.body.data.otpToken,
      otpCode: await lastCode(database, payload.mobile as string),
    },
  };
}

/** Both steps of one order; a refusal of the first step is the answer. */
async function place(submit: Submit, database: Database, payload: Record<string, unknown>) {
  const key = randomUUID();
  const first = await submit(payload, key);
  if (first.body.data?.next !== 'otp') return first;
  return submit(
    { ...payload, otpToken: first.body.data.otpToken, otpCode: await lastCode(database, payload.mobile as string) },
    key,
  );
}

describeEachEngine(
  'checkout limits on holding stock without paying (decision 0062)',
  (ctx) => {
    it('refuses a line over ORDER_MAX_QTY_PER_PRODUCT on the line, before any code is sent, in the page language', async () => {
      const { app } = await checkoutApp(ctx.database);
      const submit = submitter(app);
      const mobile = buyerMobile(6201);
      await setStock(ctx.database, P.iphone, 45);

      const all = await submit(pickupCash(mobile, [{ id: P.iphone, qty: 45 }]));
      expect(all.status).toBe(400);
      expect(all.body.errors).toEqual({ 'cart.0.qty': 'At most 10 of one product per order' });
      // one product in two sizes counts together; another product in the same order is not refused
      const split = await submit(
        pickupCash(mobile, [], {
          cart: [
            { id: P.redmi, qty: 1 },
            { id: P.iphone, qty: 6, size: '128' },
            { id: P.iphone, qty: 5, size: '256' },
          ],
          lang: 'ru',
        }),
      );
      expect(split.status).toBe(400);
      expect(split.body.errors).toEqual({
        'cart.1.qty': 'Не более 10 шт. одного товара в заказе',
        'cart.2.qty': 'Не более 10 шт. одного товара в заказе',
      });
      expect(await codesSent(ctx.database, mobile)).toBe(0);

      // at the limit it is an ordinary order; the limit is the shop's to set
      expect((await submit(pickupCash(mobile, [{ id: P.iphone, qty: 10 }]))).body.data?.next).toBe('otp');
      const { app: strict } = await checkoutApp(ctx.database, { ORDER_MAX_QTY_PER_PRODUCT: '3' });
      const four = await submitter(strict)(pickupCash(mobile, [{ id: P.iphone, qty: 4 }], { lang: 'az' }));
      expect(four.body.errors).toEqual({ 'cart.0.qty': 'Bir sifarişdə bir məhsuldan ən çox 3 ədəd ola bilər' });
      expect(await stock(ctx.database, P.iphone)).toBe(45);
      await Promise.all([app.close(), strict.close()]);
    });

    it('refuses a third open unpaid order of one mobile: at placement, and before the code is sent', async () => {
      const { app } = await accountsApp(ctx.database);
      const mobile = '994507770061';
      await signUp(app, ctx.database, mobile);
      const customer = new Jar('10.9.62.2');
      expect(
        (
          await customer.call(app, 'POST', '/api/auth/login', {
            username: mobile,
            password: 'correct horse 1',
            lang: 'en',
          })
        ).statusCode,
      ).toBe(200);
      const guest = submitter(app);
      await setStock(ctx.database, P.redmi, 50);
      // a guest asks for a code while the mobile has no order: the first check passes
      const step = await codeStep(guest, ctx.database, pickupCash(mobile, [{ id: P.redmi, qty: 1 }]));
      // meanwhile the mobile's customer, signed in, places two orders (no code for their own mobile)
      for (let i = 0; i < 2; i++)
        expect(
          (
            await customer.call(app, 'POST', '/api/checkout', pickupCash(mobile, [{ id: P.redmi, qty: 1 }]), {
              'idempotency-key': randomUUID(),
            })
          ).json().data.next,
        ).toBe('done');
      // the guest's code step is refused inside the placing transaction: nothing taken, no order
      const third = await guest(step.payload, step.key);
      expect(third.status).toBe(409);
      expect(third.body.error).toBe(
        'This mobile number already has 2 unpaid orders, the most allowed at a time. Pay for or collect one of them before placing another, or call us.',
      );
      expect(await ordersOf(ctx.database, mobile)).toHaveLength(2);
      expect(await stock(ctx.database, P.redmi)).toBe(48);

      // the next one is refused at the first step: no code is sent for it, in the page's language
      const sent = await codesSent(ctx.database, mobile);
      const fourth = await guest(pickupCash(mobile, [{ id: P.iphone, qty: 1 }], { lang: 'ru' }));
      expect(fourth.status).toBe(409);
      expect(fourth.body.error).toBe(
        'На этот номер уже оформлено 2 неоплаченных заказа — больше одновременно нельзя. Оплатите или заберите один из них, прежде чем оформлять новый, или позвоните нам.',
      );
      expect(await codesSent(ctx.database, mobile)).toBe(sent);
      // with the limit 1 a single open order is enough; the message says so
      const { app: one } = await checkoutApp(ctx.database, { ORDER_MAX_OPEN_UNPAID: '1' });
      const single = await submitter(one)(pickupCash(buyerMobile(6207), [{ id: P.redmi, qty: 1 }]));
      expect(single.body.data?.next).toBe('otp');
      const lone = await place(submitter(one), ctx.database, pickupCash(buyerMobile(6207), [{ id: P.redmi, qty: 1 }]));
      expect(lone.body.data?.next).toBe('done');
      expect((await submitter(one)(pickupCash(buyerMobile(6207), [{ id: P.redmi, qty: 1 }]))).body.error).toBe(
        'This mobile number already has an unpaid order, the most allowed at a time. Pay for or collect it before placing another, or call us.',
      );
      await Promise.all([app.close(), one.close()]);
    });

    it('counts only open unpaid orders: a cancelled, a paid or a collected order frees a place', async () => {
      const { app, services } = await checkoutApp(ctx.database);
      const submit = submitter(app);
      const mobile = buyerMobile(6203);
      await setStock(ctx.database, P.redmi, 50);
      const order = () => place(submit, ctx.database, pickupCash(mobile, [{ id: P.redmi, qty: 1 }]));
      const tx = <T>(fn: (t: Kysely<DB>) => Promise<T>) => ctx.database.db.transaction().execute(fn);
      expect((await order()).body.data?.next).toBe('done');
      expect((await order()).body.data?.next).toBe('done');
      expect((await order()).status).toBe(409);
      const [a, b] = await ordersOf(ctx.database, mobile);

      // cancelled by staff: its place is free
      expect((await tx((t) => services.orders.move(t, a!.id, 'cancelled', 'staff:1', null))).ok).toBe(true);
      expect((await order()).body.data?.next).toBe('done');
      expect((await order()).status).toBe(409);
      // the cash of another recorded by staff: paid, so not unpaid any more
      expect((await tx((t) => services.orders.recordCash(t, b!.id, 'staff:1', null))).ok).toBe(true);
      expect((await order()).body.data?.next).toBe('done');
      expect((await order()).status).toBe(409);
      // one collected (delivered) at the branch
      const c = (await ordersOf(ctx.database, mobile))[2]!;
      for (const to of ['processing', 'ready_for_pickup', 'delivered'] as const)
        expect((await tx((t) => services.orders.move(t, c.id, to, 'staff:1', null))).ok).toBe(true);
      expect((await order()).body.data?.next).toBe('done');
      expect((await order()).status).toBe(409);
      expect((await ordersOf(ctx.database, mobile)).map((o) => o.status)).toEqual([
        'cancelled',
        'new',
        'delivered',
        'new',
        'new',
      ]);
      await app.close();
    });

    it("counts a signed-in customer's orders whatever mobile they were placed for", async () => {
      const { app } = await accountsApp(ctx.database);
      const own = '994507770062';
      await signUp(app, ctx.database, own);
      const jar = new Jar('10.9.62.1');
      expect(
        (await jar.call(app, 'POST', '/api/auth/login', { username: own, password: 'correct horse 1', lang: 'en' }))
          .statusCode,
      ).toBe(200);
      const call = (payload: Record<string, unknown>, key = randomUUID()) =>
        jar.call(app, 'POST', '/api/checkout', payload, { 'idempotency-key': key });
      await setStock(ctx.database, P.redmi, 50);

      // the first for the account's own mobile (no code), the second for another mobile (with its code)
      expect((await call(pickupCash(own, [{ id: P.redmi, qty: 1 }]))).json().data.next).toBe('done');
      const other = buyerMobile(6204);
      const key = randomUUID();
      const first = (await call(pickupCash(other, [{ id: P.redmi, qty: 1 }]), key)).json();
      expect(first.data.next).toBe('otp');
      const second = await call(
        {
          ...pickupCash(other, [{ id: P.redmi, qty: 1 }]),
          otpToken: first.data.otpToken,
          otpCode: await lastCode(ctx.database, other),
        },
        key,
      );
      expect(second.json().data.next).toBe('done');

      // a third mobile, never used: refused by the account's count before a code is sent
      const third = buyerMobile(6205);
      const refused = await call(pickupCash(third, [{ id: P.redmi, qty: 1 }]));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(
        'Your account already has 2 unpaid orders, the most allowed at a time. Pay for or collect one of them before placing another, or call us.',
      );
      expect(await codesSent(ctx.database, third)).toBe(0);
      // its own mobile too, where no code is asked (the count is inside the placing transaction)
      const again = await call(pickupCash(own, [{ id: P.redmi, qty: 1 }]));
      expect(again.statusCode).toBe(409);
      // signed out, the third mobile alone has no open order: a guest may order for it
      expect((await submitter(app)(pickupCash(third, [{ id: P.redmi, qty: 1 }]))).body.data?.next).toBe('otp');
      await app.close();
    });

    it('of 5 placements at once by one mobile with the limit 2, exactly 2 are placed', async () => {
      // a signed-in customer's own mobile needs no code, so nothing but the limit stands between parallel placements
      const { app } = await accountsApp(ctx.database);
      const mobile = '994507770063';
      await signUp(app, ctx.database, mobile);
      const jar = new Jar('10.9.62.3');
      expect(
        (await jar.call(app, 'POST', '/api/auth/login', { username: mobile, password: 'correct horse 1', lang: 'en' }))
          .statusCode,
      ).toBe(200);
      await setStock(ctx.database, P.redmi, 50);
      const replies = await Promise.all(
        Array.from({ length: 5 }, () =>
          jar.call(app, 'POST', '/api/checkout', pickupCash(mobile, [{ id: P.redmi, qty: 1 }]), {
            'idempotency-key': randomUUID(),
          }),
        ),
      );
      expect(replies.filter((r) => r.statusCode === 200 && r.json().data.next === 'done')).toHaveLength(2);
      expect(
        replies.filter((r) => r.statusCode === 409 && /already has 2 unpaid orders/.test(r.json().error)),
      ).toHaveLength(3);
      expect(await ordersOf(ctx.database, mobile)).toHaveLength(2);
      expect(await stock(ctx.database, P.redmi)).toBe(48);
      await app.close();
    });

    it("a guest's step with the code, at once with the account's own placements for that mobile: still at most 2 (the code's statement takes the buyer's lock, decision 0069)", async () => {
      const { app } = await accountsApp(ctx.database);
      const mobile = '994507770064';
      await signUp(app, ctx.database, mobile);
      const jar = new Jar('10.9.62.4');
      expect(
        (await jar.call(app, 'POST', '/api/auth/login', { username: mobile, password: 'correct horse 1', lang: 'en' }))
          .statusCode,
      ).toBe(200);
      await setStock(ctx.database, P.redmi, 50);
      const guest = await codeStep(submitter(app), ctx.database, pickupCash(mobile, [{ id: P.redmi, qty: 1 }]));
      const replies = await Promise.all([
        submitter(app)(guest.payload, guest.key).then((r) => ({
          statusCode: r.status,
          body: r.body as { data?: { next?: string } },
        })),
        ...Array.from({ length: 3 }, () =>
          jar
            .call(app, 'POST', '/api/checkout', pickupCash(mobile, [{ id: P.redmi, qty: 1 }]), {
              'idempotency-key': randomUUID(),
            })
            .then((r) => ({ statusCode: r.statusCode, body: r.json() as { data?: { next?: string } } })),
        ),
      ]);
      expect(replies.filter((r) => r.statusCode === 200 && r.body.data?.next === 'done')).toHaveLength(2);
      expect(replies.filter((r) => r.statusCode === 409)).toHaveLength(2);
      expect(await ordersOf(ctx.database, mobile)).toHaveLength(2);
      await app.close();
    });

    it("the statement that spends the code holds the buyer's lock until the transaction ends; a refused code takes none (PostgreSQL)", async () => {
      if (ctx.database.dialect !== 'postgres') return;
      const { app, services } = await checkoutApp(ctx.database);
      const mobile = buyerMobile(6208);
      const step = await codeStep(submitter(app), ctx.database, pickupCash(mobile, [{ id: P.redmi, qty: 1 }]));
      const input = {
        token: step.payload.otpToken as string,
        code: step.payload.otpCode as string,
        mobile,
        purpose: 'checkout',
      };
      const locks = BuyerFactsRepo.buyerLocks('postgres', mobile, null);
      // asked from another connection while the transaction runs
      const free = async () =>
        (
          await sql<{ got: boolean }>`SELECT pg_try_advisory_xact_lock(62001, hashtext(${mobile})) AS got`.execute(
            ctx.database.db,
          )
        ).rows[0]!.got;
      const rollback = new Error('rolled back');
      const wrong = input.code === '000000' ? '111111' : '000000';
      await expect(
        ctx.database.db.transaction().execute(async (tx) => {
          expect(await services.otp.consumeCode(tx, { ...input, code: wrong }, locks)).toBe(false);
          expect(await free()).toBe(true);
          expect(await services.otp.consumeCode(tx, input, locks)).toBe(true);
          expect(await free()).toBe(false);
          throw rollback;
        }),
      ).rejects.toBe(rollback);
      expect(await free()).toBe(true);
      await app.close();
    });
  },
  insertCartFixtures,
);
