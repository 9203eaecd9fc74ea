import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../../db/kysely.ts';
import type { Secrets } from '../../platform/secrets.ts';
import type { Services } from '../../services.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { bankAnswer, FORM, formBody, paymentsApp } from '../payments/payments.fixtures.ts';
import { buyerMobile, lastCode, pickupCash } from './checkout.fixtures.ts';

/** Test helpers of decision 0057 (the order cookie, repeat checkout, pay again) against a real database. */

export const P = FX.product;
const CALLBACK = '/api/payments/azericard/callback?lang=en';
const COOKIE = 'volt_buyer';

/** An order placed through the API as a browser places it. */
export interface Placed {
  orderId: number;
  token: string;
  total: number;
  azericard: { url: string; fields: Record<string, string> };
  /** the order cookie the placing reply set ('' when the browser had one already) */
  buyerKey: string;
}

/**
 * The payments app for a suite (`s.app`, `s.services`, `s.secrets` once it started) and what its tests do with it:
 * `place` an order as a browser does, `answer` for the bank, read the `current` order page, an `order` row, its `events`.
 */
export function retrySuite(ctx: { readonly database: Database }) {
  const s = {} as { app: FastifyInstance; services: Services; secrets: Secrets };
  let buyer = 0;
  beforeAll(async () => {
    Object.assign(s, await paymentsApp(ctx.database));
  });
  afterAll(async () => s.app.close());

  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'POST', url, payload, headers });

  /** The two steps of a checkout as a browser makes them (with its cookie, if it has one). */
  async function place(
    over: Record<string, unknown> = {},
    opts: { mobile?: string; cookie?: string; cart?: { id: number; qty: number }[] } = {},
  ): Promise<Placed> {
    const mobile = opts.mobile ?? buyerMobile(900 + ++buyer);
    const payload = pickupCash(mobile, opts.cart ?? [{ id: P.galaxy, qty: 1 }], { payment: 'card', ...over });
    const headers: Record<string, string> = {
      'idempotency-key': randomUUID(),
      ...(opts.cookie ? { cookie: `${COOKIE}=${opts.cookie}` } : {}),
    };
    const first = await post('/api/checkout', payload, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined(); // nothing placed yet: no cookie
    const done = await post(
      '/api/checkout',
      { ...payload, otpToken: first.json().data.otpToken, otpCode: await lastCode(ctx.database, mobile) },
      headers,
    );
    expect(done.statusCode, done.body).toBe(200);
    const set = String(done.headers['set-cookie'] ?? '');
    const buyerKey = /volt_buyer=([\w-]+)/.exec(set)?.[1] ?? '';
    if (!opts.cookie) expect(set).toMatch(/^volt_buyer=[\w-]{43}; Max-Age=5184000; Path=\/; HttpOnly; SameSite=Lax/);
    else expect(set).toBe(''); // the browser keeps its key
    return { ...(done.json().data as Omit<Placed, 'buyerKey'>), buyerKey };
  }
  const answer = (o: Placed, outcome: 'approve' | 'decline') =>
    s.app.inject({
      method: 'POST',
      url: CALLBACK,
      headers: FORM,
      payload: formBody(bankAnswer(o.azericard as never, s.secrets.testGatewayKey, outcome)),
    });
  const current = (token: string, cookie?: string) =>
    s.app.inject({
      method: 'GET',
      url: `/api/orders/current?token=${token}&lang=en`,
      headers: cookie ? { cookie: `${COOKIE}=${cookie}` } : {},
    });
  const order = (id: number) =>
    ctx.database.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const events = (id: number) =>
    ctx.database.db
      .selectFrom('order_events')
      .select(['from_status', 'to_status', 'actor', 'note'])
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();

  return { s, post, place, answer, current, order, events };
}
