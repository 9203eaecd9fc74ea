import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { Database } from '../../db/kysely.ts';
import { loadConfig } from '../../config.ts';
import { createServices } from '../../services.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { registerApi } from '../../api-routes.ts';
import type { Secrets } from '../../platform/secrets.ts';

/** Test helpers of the checkout: the API on a database, and a shopper who reads the SMS code from the outbox. */

export const CHECKOUT_ENV = {
  OTP_SENDS_PER_IP_PER_HOUR: '1000',
  OTP_SENDS_PER_MOBILE_PER_HOUR: '100',
  LOG_LEVEL: 'silent',
};

export async function checkoutApp(database: Database, env: Record<string, string> = {}, secrets?: Secrets) {
  const services = createServices(database, loadConfig({ ...CHECKOUT_ENV, ...env }), createI18n(), secrets);
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
  await registerApi(app, services);
  await app.ready();
  return { app, services };
}

/** The code texted last to `mobile` (digits, 994…): what the shopper reads on the phone. */
export async function lastCode(database: Database, mobile: string): Promise<string> {
  const row = await database.db
    .selectFrom('sms_outbox')
    .select('body')
    .where('mobile', '=', mobile)
    .where('purpose', '=', 'otp')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const m = /\b(\d{6})\b/.exec(row.body);
  if (!m) throw new Error(`no code in "${row.body}"`);
  return m[1]!;
}

/** A valid buy-now payload: cash at pickup from branch 1 (the cart fixtures' Baku branch). */
export function pickupCash(mobile: string, cart: { id: number; qty: number }[], over: Record<string, unknown> = {}) {
  return {
    source: 'buyNow',
    cart,
    fullName: 'Aysel Məmmədova',
    mobile,
    delivery: 'pickup',
    branch: 1,
    payment: 'cash',
    lang: 'en',
    ...over,
  };
}

/** "994501000042" for buyer 42: distinct valid mobiles. */
export const buyerMobile = (n: number) => `99450${String(1_000_000 + n).slice(-7)}`;

export interface Submit {
  (
    payload: Record<string, unknown>,
    key?: string,
  ): Promise<{
    status: number;
    body: { ok: boolean; data?: Record<string, unknown>; error?: string; errors?: Record<string, string> };
  }>;
}

/** POSTs to /api/checkout through `inject` (one process) or `fetch` (a base URL of a server process). */
export function submitter(
  target: { inject: Awaited<ReturnType<typeof checkoutApp>>['app']['inject'] } | string,
): Submit {
  return async (payload, key = randomUUID()) => {
    if (typeof target === 'string') {
      const res = await fetch(`${target}/api/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(payload),
      });
      return { status: res.status, body: (await res.json()) as never };
    }
    const res = await target.inject({
      method: 'POST',
      url: '/api/checkout',
      payload,
      headers: { 'idempotency-key': key },
    });
    return { status: res.statusCode, body: res.json() };
  };
}

/**
 * Buyers ready to place an order at once: each asked for a code (round-robin over `urls`) and read it from the SMS
 * outbox; the returned second steps go to the NEXT process (codes and keys live in the database, not in a process).
 */
export async function prepareBuyers(
  database: Database,
  urls: readonly string[],
  n: number,
  from: number,
  /** one product for every buyer, or several: buyer i buys the (i mod length)-th */
  product: number | readonly number[],
) {
  const products = typeof product === 'number' ? [product] : product;
  const steps: { url: string; key: string; payload: Record<string, unknown> }[] = [];
  for (let i = 0; i < n; i++) {
    const mobile = buyerMobile(from + i);
    const key = randomUUID();
    const payload = pickupCash(mobile, [{ id: products[i % products.length]!, qty: 1 }]);
    const first = await submitter(urls[i % urls.length]!)(payload, key);
    if (first.body.data?.next !== 'otp')
      throw new Error(`no code step for buyer ${from + i}: ${JSON.stringify(first.body)}`);
    steps.push({
      url: urls[(i + 1) % urls.length]!,
      key,
      payload: { ...payload, otpToken: first.body.data.otpToken, otpCode: await lastCode(database, mobile) },
    });
  }
  return steps;
}
