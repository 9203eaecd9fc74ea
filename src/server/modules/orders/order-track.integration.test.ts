import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { buyerMobile, checkoutApp, lastCode, pickupCash, submitter } from '../checkout/checkout.fixtures.ts';

const P = FX.product;

describeEachEngine(
  'POST /api/orders/track (ORD-11)',
  (ctx) => {
    let app: FastifyInstance;
    let order: { orderId: number; token: string };
    const mobile = buyerMobile(901);
    beforeAll(async () => {
      ({ app } = await checkoutApp(ctx.database, { OTP_SENDS_PER_MOBILE_PER_HOUR: '6' }));
      const submit = submitter(app);
      const key = randomUUID();
      const payload = pickupCash(mobile, [{ id: P.redmi, qty: 1 }]);
      const first = await submit(payload, key);
      const done = await submit(
        { ...payload, otpToken: first.body.data!.otpToken, otpCode: await lastCode(ctx.database, mobile) },
        key,
      );
      order = done.body.data as typeof order;
    });
    afterAll(async () => app.close());

    let ip = 0;
    /** Each call from its own address unless told (the per-address send limit is not under test here). */
    const track = (payload: Record<string, unknown>, from = `10.0.0.${++ip}`) =>
      app.inject({ method: 'POST', url: '/api/orders/track', payload, remoteAddress: from });
    const texts = (m: string) =>
      ctx.database.db
        .selectFrom('sms_outbox')
        .select('body')
        .where('mobile', '=', m)
        .where('purpose', '=', 'otp')
        .orderBy('id', 'desc')
        .execute();

    it('the right number and mobile: a code step, then with the code the order page token, once', async () => {
      const step = await track({ number: `№ ${order.orderId}`, mobile: '+994 50 100 09 01', lang: 'en' });
      expect(step.statusCode).toBe(200);
      const data = step.json().data;
      expect(data).toEqual({ otp: true, token: expect.any(String), resendInSeconds: 60, expiresInSeconds: 300 });
      expect(step.headers['cache-control']).toBe('no-store');
      const code = await lastCode(ctx.database, mobile);
      expect(step.body).not.toContain(code);

      const wrong = code === '000000' ? '111111' : '000000';
      const bad = await track({ number: order.orderId, mobile, otp: wrong, token: data.token, lang: 'en' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.otp).toMatch(/4/);
      expect(bad.body).not.toContain(order.token);

      const good = await track({ number: order.orderId, mobile, otp: code, token: data.token, lang: 'en' });
      expect(good.statusCode).toBe(200);
      expect(good.json()).toEqual({ ok: true, data: { orderToken: order.token } });
      // the code opened it once
      const again = await track({ number: order.orderId, mobile, otp: code, token: data.token, lang: 'en' });
      expect(again.statusCode).toBe(400);
      expect(again.json().errors.otp).toBeDefined();
    });

    it('a wrong mobile or number: the same answer (a code step), no code in the text, and no token with any code', async () => {
      const stranger = buyerMobile(902);
      const right = (await track({ number: order.orderId, mobile, lang: 'en' })).json();
      for (const [number, m] of [
        [order.orderId, stranger],
        [order.orderId + 1000, mobile],
      ] as const) {
        const res = await track({ number, mobile: m, lang: 'en' });
        expect(res.statusCode).toBe(200);
        const data = res.json().data;
        expect(Object.keys(data).sort()).toEqual(Object.keys(right.data).sort());
        expect(data).toMatchObject({ otp: true, resendInSeconds: 60, expiresInSeconds: 300 });
        const [sms] = await texts(m);
        expect(sms!.body).not.toMatch(/\b\d{6}\b/);
        expect(sms!.body).toContain('no order with the number');
        for (const otp of ['123456', '654321']) {
          const r = await track({ number, mobile: m, otp, token: data.token, lang: 'en' });
          expect(r.statusCode).toBe(400);
          expect(r.body).not.toContain(order.token);
        }
      }
      // a code for the owner's mobile does not open another mobile's order, nor with another mobile
      const step = (await track({ number: order.orderId, mobile, lang: 'en' })).json().data;
      const code = await lastCode(ctx.database, mobile);
      const other = await track({ number: order.orderId, mobile: stranger, otp: code, token: step.token, lang: 'en' });
      expect(other.statusCode).toBe(400);
      expect(other.body).not.toContain(order.token);
    });

    it('wrong codes are counted: the fifth closes the challenge, the right code no longer opens it', async () => {
      const step = (await track({ number: order.orderId, mobile, lang: 'ru' })).json().data;
      const code = await lastCode(ctx.database, mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      const answers = [];
      for (let i = 0; i < 5; i++)
        answers.push(
          (await track({ number: order.orderId, mobile, otp: wrong, token: step.token, lang: 'en' })).json(),
        );
      expect(answers.slice(0, 4).map((a) => a.errors.otp)).toEqual([
        expect.stringMatching(/4/),
        expect.stringMatching(/3/),
        expect.stringMatching(/2/),
        expect.stringMatching(/1/),
      ]);
      expect(answers[4].errors.otp).toMatch(/many times/i);
      const late = await track({ number: order.orderId, mobile, otp: code, token: step.token, lang: 'en' });
      expect(late.statusCode).toBe(400);
      expect(late.body).not.toContain(order.token);
    });

    it('sends are limited per mobile as for every code, whether or not the order is there (429)', async () => {
      const m = buyerMobile(903);
      const answers = [];
      for (let i = 0; i < 7; i++)
        answers.push((await track({ number: i % 2 ? order.orderId : 999_999, mobile: m, lang: 'en' })).statusCode);
      expect(answers.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(answers[6]).toBe(429);
    });

    it('bad input: 400 with the field errors in the language asked, never a 500', async () => {
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{}, { number: 'Enter the order number', mobile: expect.any(String) as never }],
        [
          { number: '', mobile: '' },
          { number: 'Enter the order number', mobile: 'Enter the mobile number' },
        ],
        [
          { number: 'abc', mobile: '12' },
          { number: 'The order number has digits only', mobile: expect.any(String) as never },
        ],
        [{ number: 0, mobile }, { number: 'The order number has digits only' }],
        [{ number: '99999999999', mobile }, { number: 'The order number has digits only' }],
        [{ number: 1.5, mobile }, { number: 'The order number has digits only' }],
        [{ number: [1], mobile }, { number: 'The order number has digits only' }],
        [{ number: 1, mobile, otp: '12ab56', token: 'x' }, { otp: expect.any(String) as never }],
      ];
      for (const [payload, errors] of cases) {
        const res = await track({ ...payload, lang: 'en' });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().errors).toEqual(errors);
      }
      const ru = await track({ number: 'x', mobile, lang: 'ru' });
      expect(ru.json().errors.number).toBe('Номер заказа состоит только из цифр');
      const extra = await track({ number: 1, mobile, admin: true, lang: 'en' });
      expect(extra.statusCode).toBe(400);
      const notJson = await app.inject({
        method: 'POST',
        url: '/api/orders/track',
        headers: { 'content-type': 'application/json' },
        payload: '{"number":',
      });
      expect(notJson.statusCode).toBe(400);
    });
  },
  insertCartFixtures,
);
