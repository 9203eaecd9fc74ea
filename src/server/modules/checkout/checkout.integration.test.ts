import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import type { Database } from '../../db/kysely.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { buyerMobile, checkoutApp, lastCode, pickupCash, submitter } from './checkout.fixtures.ts';
import { setStockAt } from '../catalog/stock.fixtures.ts';

const P = FX.product;

async function stock(database: Database, id: number) {
  return (await database.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow())
    .stock;
}
async function setStock(database: Database, id: number, n: number) {
  await setStockAt(database.db, id, n);
}
async function ordersOf(database: Database, mobiles: string[]) {
  const r = await database.db
    .selectFrom('orders')
    .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('orders.mobile', 'in', mobiles)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

describeEachEngine(
  'checkout',
  (ctx) => {
    it('buys with cash at pickup: code by SMS, then the order with the prices of the database, stock taken, cart priced again', async () => {
      const { app } = await checkoutApp(ctx.database);
      const submit = submitter(app);
      const mobile = buyerMobile(1);
      const key = randomUUID();
      const before = await stock(ctx.database, P.redmi);
      const payload = pickupCash(mobile, [{ id: P.redmi, qty: 2 }]);

      const first = await submit(payload, key);
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({ next: 'otp', resendInSeconds: 60, mobile: '+994 50 ***-**-01' });
      expect(JSON.stringify(first.body)).not.toMatch(/\b\d{6}\b/); // the code is never in a reply
      expect(await stock(ctx.database, P.redmi)).toBe(before); // nothing taken before the code

      const code = await lastCode(ctx.database, mobile);
      const done = await submit({ ...payload, otpToken: first.body.data!.otpToken, otpCode: code }, key);
      expect(done.status).toBe(200);
      const data = done.body.data as { next: string; token: string; orderId: number; total: number };
      expect(data.next).toBe('done');
      expect(data.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(await stock(ctx.database, P.redmi)).toBe(before - 2);

      const order = await ctx.database.db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', data.orderId)
        .executeTakeFirstOrThrow();
      // Redmi: 499 ₼, buy 2 pay 1 (the fixtures' campaign N = 2) → 499 ₼
      expect(order).toMatchObject({
        status: 'new',
        payment_type: 'cash',
        delivery_type: 'pickup',
        branch_id: 1,
        mobile,
        full_name: 'Aysel Məmmədova',
        sub_total: 99_800,
        campaign_discount: 49_900,
        total: 49_900,
      });
      expect(data.total).toBe(49_900);
      const lines = await ctx.database.db
        .selectFrom('order_lines')
        .selectAll()
        .where('order_id', '=', data.orderId)
        .execute();
      expect(lines.map((l) => [l.product_id, l.qty, l.unit_price, l.payable, l.title])).toEqual([
        [P.redmi, 2, 49_900, 49_900, 'Xiaomi Redmi Note 13'],
      ]);
      // coupons (decision 0023): the one paid unit earns 49, the free one nothing
      expect([order.coupons, lines[0]!.coupons]).toEqual([49, 49]);
      const texts = await ctx.database.db
        .selectFrom('sms_outbox')
        .select(['purpose', 'body'])
        .where('mobile', '=', mobile)
        .orderBy('id')
        .execute();
      expect(texts.map((t) => t.purpose)).toEqual(['otp', 'order']);
      expect(texts[1]!.body).toContain(`No. ${data.orderId}`);

      // the order page: the first view says "not opened before", the second does
      const page = (await app.inject(`/api/orders/current?token=${data.token}&lang=ru`)).json().data;
      expect(page).toMatchObject({
        id: data.orderId,
        status: 'new',
        statusText: 'Новый',
        total: 49_900,
        opened: false,
        payment: 'cash',
        paid: false,
      });
      expect(page.items).toEqual([{ id: P.redmi, title: 'Xiaomi Redmi Note 13', price: 49_900, qty: 2 }]);
      // the line in the page's language (the order was placed in az), before and after its discount: 2 × 499 = 998, paid 499
      expect(page.lines).toMatchObject([
        {
          id: P.redmi,
          title: 'Смартфон Xiaomi Redmi Note 13',
          qty: 2,
          unitPrice: 49_900,
          lineTotal: 99_800,
          payable: 49_900,
        },
      ]);
      expect((await app.inject(`/api/orders/current?token=${data.token}`)).json().data.opened).toBe(true);
      expect((await app.inject('/api/orders/current?token=nope')).statusCode).toBe(404);
      await app.close();
    });

    it('answers a repeated submit with the same order, and refuses the same key with other choices', async () => {
      const { app } = await checkoutApp(ctx.database);
      const submit = submitter(app);
      const mobile = buyerMobile(2);
      const key = randomUUID();
      const payload = pickupCash(mobile, [{ id: P.galaxy, qty: 1 }]);
      const first = await submit(payload, key);
      const withCode = {
        ...payload,
        otpToken: first.body.data!.otpToken,
        otpCode: await lastCode(ctx.database, mobile),
      };
      const before = await stock(ctx.database, P.galaxy);
      const [a, b] = await Promise.all([submit(withCode, key), submit(withCode, key)]);
      const c = await submit(withCode, key);
      expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
      expect(b.body.data).toEqual(a.body.data);
      expect(c.body.data).toEqual(a.body.data);
      expect(await stock(ctx.database, P.galaxy)).toBe(before - 1); // one order, one unit
      const other = await submit({ ...withCode, cart: [{ id: P.galaxy, qty: 2 }] }, key);
      expect(other.status).toBe(409);
      expect(other.body.error).toMatch(/already used/);
      const noKey = await app.inject({ method: 'POST', url: '/api/checkout', payload });
      expect(noKey.statusCode).toBe(400);
      expect(noKey.json().error).toMatch(/Idempotency-Key/);
      await app.close();
    });

    it('one key sent by two buyers at once places one order; the other is refused and nothing of it stays', async () => {
      // the key is claimed by the order's own statement on PostgreSQL (decision 0089): its conflict rolls back the
      // order that statement wrote; the reply stored with the key names the order placed
      const { app } = await checkoutApp(ctx.database);
      const submit = submitter(app);
      const key = randomUUID();
      const mobiles = [buyerMobile(10), buyerMobile(11)];
      const steps = await Promise.all(
        mobiles.map(async (mobile) => {
          const payload = pickupCash(mobile, [{ id: P.galaxy, qty: 1 }]);
          const first = await submit(payload, key);
          return { ...payload, otpToken: first.body.data!.otpToken, otpCode: await lastCode(ctx.database, mobile) };
        }),
      );
      const before = await stock(ctx.database, P.galaxy);
      const replies = await Promise.all(steps.map((s) => submit(s, key)));
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      const won = replies.findIndex((r) => r.status === 200);
      expect(replies[1 - won]!.body.error).toMatch(/already used/);
      expect(await stock(ctx.database, P.galaxy)).toBe(before - 1);
      const placed = await ctx.database.db
        .selectFrom('orders')
        .select('mobile')
        .where('mobile', 'in', mobiles)
        .execute();
      expect(placed).toEqual([{ mobile: mobiles[won] }]);
      // the winner's repeat is answered from the stored reply: the same order
      const again = await submit(steps[won]!, key);
      expect(again.status).toBe(200);
      expect(again.body.data).toEqual(replies[won]!.body.data);
      expect(typeof again.body.data!.orderId).toBe('number');
      await app.close();
    });

    it('refuses bad input with field errors and writes nothing', async () => {
      const { app } = await checkoutApp(ctx.database);
      const submit = submitter(app);
      const mobile = buyerMobile(3);
      const ok = pickupCash(mobile, [{ id: P.galaxy, qty: 1 }]);
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ ...ok, source: 'checkout' }, { terms: 'Required field' }],
        [{ ...ok, fullName: '' }, { fullName: 'Required field' }],
        [
          { ...ok, fullName: 'Aysel <script>alert(1)</script>' },
          { fullName: 'Write the name in letters, at least 2 (spaces, hyphens and apostrophes are allowed)' },
        ],
        [
          { ...ok, fullName: 'A' },
          { fullName: 'Write the name in letters, at least 2 (spaces, hyphens and apostrophes are allowed)' },
        ],
        [{ ...ok, fullName: 'A'.repeat(101) }, { fullName: 'The text is too long' }],
        [{ ...ok, mobile: '+994 40 555 00 00' }, { mobile: 'Wrong mobile number' }],
        [{ ...ok, email: 'not-an-email' }, { email: 'Wrong email address' }],
        [{ ...ok, fullName: 42 }, { fullName: 'Wrong type of value' }],
        [
          { ...ok, delivery: 'delivery' },
          {
            city: 'Required field',
            district: 'Required field',
            place: 'Required field',
            address: 'Required field',
            payment: 'Cash is accepted only for pickup from a branch',
          },
        ],
        [
          { ...ok, delivery: 'delivery', payment: 'card', city: 1, district: 1, place: 1, address: 'Nizami 5 🏠' },
          { address: 'Please remove the < > signs and emoji' },
        ],
        [{ ...ok, branch: null }, { branch: 'Required field' }],
        [{ ...ok, branch: 999 }, { branch: 'The value is not allowed' }],
        [
          { ...ok, payment: 'installment' },
          { creditCard: 'Required field', creditMonth: 'Required field' },
        ],
        [
          { ...ok, cart: [{ id: P.galaxy, qty: 1, price: 1 }], total: 1 },
          { 'cart.0.price': 'Unknown field', total: 'Unknown field' },
        ],
        [{ ...ok, cart: [] }, { cart: expect.any(String) as unknown as string }],
        [
          { ...ok, gift: { giftFirstName: 'Leyla', giftLastName: '', giftMobile: 'x' } },
          { 'gift.giftLastName': 'Required field', 'gift.giftMobile': 'Wrong mobile number' },
        ],
        [{ ...ok, otpToken: 'abc', otpCode: '12a456' }, { otpCode: expect.any(String) as unknown as string }],
      ];
      for (const [payload, errors] of cases) {
        const r = await submit(payload);
        expect(r.status, JSON.stringify(payload)).toBe(400);
        expect(r.body.errors, JSON.stringify(payload)).toEqual(errors);
      }
      const huge = await app.inject({
        method: 'POST',
        url: '/api/checkout',
        payload: { ...ok, address: 'x'.repeat(1_000_000) },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(huge.statusCode).toBe(413);
      const orders = await ctx.database.db.selectFrom('orders').select('id').where('mobile', '=', mobile).execute();
      expect(orders).toEqual([]);
      const codes = await ctx.database.db.selectFrom('sms_outbox').select('id').where('mobile', '=', mobile).execute();
      expect(codes).toEqual([]); // no code is sent for a request with errors
      await app.close();
    });

    it('a wrong code says how many tries are left; the fifth cancels the step; an expired token cancels too', async () => {
      const { app } = await checkoutApp(ctx.database);
      const submit = submitter(app);
      const mobile = buyerMobile(4);
      const key = randomUUID();
      const payload = pickupCash(mobile, [{ id: P.galaxy, qty: 1 }]);
      const first = await submit(payload, key);
      const token = first.body.data!.otpToken;
      const right = await lastCode(ctx.database, mobile);
      const wrong = right === '000000' ? '111111' : '000000';
      for (let i = 1; i <= 4; i++) {
        const r = await submit({ ...payload, otpToken: token, otpCode: wrong }, key);
        expect(r.status).toBe(400);
        expect(r.body.errors?.otpCode).toContain(String(5 - i));
      }
      const fifth = await submit({ ...payload, otpToken: token, otpCode: wrong }, key);
      expect(fifth.status).toBe(200);
      expect(fifth.body.data).toEqual({ next: 'cancel', cancel: true, message: 'You added wrong OTP code many times' });
      const late = await submit({ ...payload, otpToken: token, otpCode: right }, key);
      expect(late.body.data?.next).toBe('cancel');
      const forged = await submit({ ...payload, otpToken: 'x'.repeat(43), otpCode: right }, key);
      expect(forged.body.data?.next).toBe('cancel');
      expect(await ctx.database.db.selectFrom('orders').select('id').where('mobile', '=', mobile).execute()).toEqual(
        [],
      );
      await app.close();
    });

    it('a code confirms one mobile only: the same token with another mobile is refused', async () => {
      const { app } = await checkoutApp(ctx.database);
      const submit = submitter(app);
      const payload = pickupCash(buyerMobile(5), [{ id: P.galaxy, qty: 1 }]);
      const first = await submit(payload);
      const code = await lastCode(ctx.database, buyerMobile(5));
      const r = await submit({
        ...payload,
        mobile: buyerMobile(6),
        otpToken: first.body.data!.otpToken,
        otpCode: code,
      });
      expect(r.body.data?.next).toBe('cancel');
      await app.close();
    });

    it('stock that ran out between the summary and the submit is a 409 naming the product, and nothing is taken', async () => {
      const { app } = await checkoutApp(ctx.database);
      const submit = submitter(app);
      const mobile = buyerMobile(7);
      await setStock(ctx.database, P.iron, 3);
      const payload = pickupCash(mobile, [{ id: P.iron, qty: 3 }]);
      const first = await submit(payload);
      const code = await lastCode(ctx.database, mobile);
      await setStock(ctx.database, P.iron, 2); // someone else bought one meanwhile
      const r = await submit({ ...payload, otpToken: first.body.data!.otpToken, otpCode: code });
      expect(r.status).toBe(409);
      expect(r.body.error).toMatch(/Fewer units are in stock/);
      expect(await stock(ctx.database, P.iron)).toBe(2);
      // the shopper takes what is left with the same code
      const again = await submit({
        ...payload,
        cart: [{ id: P.iron, qty: 2 }],
        otpToken: first.body.data!.otpToken,
        otpCode: code,
      });
      expect(again.body.data?.next).toBe('done');
      expect(await stock(ctx.database, P.iron)).toBe(0);
      await app.close();
    });

    it('a promo code used up between the summary and the submit is refused on its field; a good one is spent once', async () => {
      const { app } = await checkoutApp(ctx.database);
      const submit = submitter(app);
      await ctx.database.db
        .insertInto('promo_codes')
        .values({
          code: 'ONCE20',
          kind: 'amount',
          value: 2_000,
          min_total: 0,
          starts_at: null,
          ends_at: null,
          max_uses: 1,
          per_mobile_limit: null,
          created_at: '2026-01-01T00:00:00.000Z',
        })
        .execute();
      const a = pickupCash(buyerMobile(8), [{ id: P.galaxy, qty: 1 }], { promoCode: 'once20' });
      const b = pickupCash(buyerMobile(9), [{ id: P.galaxy, qty: 1 }], { promoCode: 'once20' });
      const fa = await submit(a);
      const fb = await submit(b);
      const ra = await submit({
        ...a,
        otpToken: fa.body.data!.otpToken,
        otpCode: await lastCode(ctx.database, buyerMobile(8)),
      });
      expect(ra.body.data?.next).toBe('done');
      const order = await ctx.database.db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', ra.body.data!.orderId as number)
        .executeTakeFirstOrThrow();
      expect(order).toMatchObject({ promo_code: 'ONCE20', promo_discount: 2_000, total: 179_900 - 2_000 });
      const rb = await submit({
        ...b,
        otpToken: fb.body.data!.otpToken,
        otpCode: await lastCode(ctx.database, buyerMobile(9)),
      });
      expect(rb.status).toBe(400);
      expect(rb.body.errors).toEqual({ promoCode: 'This promo code has been used up' });
      const used = await ctx.database.db
        .selectFrom('promo_codes')
        .select('used')
        .where('code', '=', 'ONCE20')
        .executeTakeFirstOrThrow();
      expect(used.used).toBe(1);
      await app.close();
    });

    it('sells exactly the stock to 50 buyers at once: 5 units, 5 orders, stock 0', async () => {
      const { app } = await checkoutApp(ctx.database);
      const submit = submitter(app);
      await setStock(ctx.database, P.redmi, 5);
      const buyers = Array.from({ length: 50 }, (_, i) => ({ mobile: buyerMobile(100 + i), key: randomUUID() }));
      const steps = [];
      for (const b of buyers) {
        const payload = pickupCash(b.mobile, [{ id: P.redmi, qty: 1 }]);
        const first = await submit(payload, b.key);
        expect(first.body.data?.next).toBe('otp');
        steps.push({
          ...b,
          payload: { ...payload, otpToken: first.body.data!.otpToken, otpCode: await lastCode(ctx.database, b.mobile) },
        });
      }
      const results = await Promise.all(steps.map((s) => submit(s.payload, s.key)));
      const placed = results.filter((r) => r.body.data?.next === 'done');
      expect(placed).toHaveLength(5);
      expect(results.filter((r) => r.status === 409)).toHaveLength(45);
      expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
      expect(await stock(ctx.database, P.redmi)).toBe(0);
      expect(
        await ordersOf(
          ctx.database,
          buyers.map((b) => b.mobile),
        ),
      ).toBe(5);
    }, 60_000);
  },
  insertCartFixtures,
);
