import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { latestCode } from './sms-codes';

/**
 * Places a cash order at pickup through the JSON API, as the buy-now popup does (the code read from the shop's SMS
 * outbox), and answers the order page's token — for tests that need an order page without clicking through.
 */
export async function placeCashOrder(request: APIRequestContext, productId: number, mobile: string): Promise<string> {
  const branches = (await (await request.get('/api/places/branches?lang=en')).json()) as {
    data: { branches: { id: number }[] };
  };
  const headers = { 'idempotency-key': randomUUID() };
  const body = {
    cart: [{ id: productId, qty: 1 }],
    source: 'buyNow',
    fullName: 'Aysel Quliyeva',
    mobile: `+${mobile}`,
    delivery: 'pickup',
    branch: branches.data.branches[0]!.id,
    payment: 'cash',
    lang: 'en',
  };
  const first = (await (await request.post('/api/checkout', { data: body, headers })).json()) as {
    ok: boolean;
    data?: { next: string; otpToken?: string };
    error?: string;
  };
  if (!first.ok || first.data?.next !== 'otp')
    throw new Error(`checkout did not ask for a code: ${JSON.stringify(first)}`);
  const { code } = await latestCode(mobile);
  const placed = (await (
    await request.post('/api/checkout', { data: { ...body, otpToken: first.data.otpToken, otpCode: code }, headers })
  ).json()) as { ok: boolean; data?: { next: string; token?: string } };
  if (!placed.ok || placed.data?.next !== 'done' || !placed.data.token)
    throw new Error(`the order was not placed: ${JSON.stringify(placed)}`);
  return placed.data.token;
}
