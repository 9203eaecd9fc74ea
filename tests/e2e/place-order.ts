import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { findCards, type ApiCard } from './catalog-api';
import { latestCode } from './sms-codes';

type CartLine = { id: number; qty: number };

async function branchesFor(request: APIRequestContext, cart: CartLine[]) {
  const res = await request.post('/api/checkout/pickup-branches', { data: { cart, lang: 'en' } });
  const body = (await res.json()) as { data?: { branches: { branchId: number; missing: unknown[] }[] } };
  return { body, branch: body.data?.branches.find((b) => b.missing.length === 0) };
}

/** The branch a test's pickup order goes to: the first one the shop offers holding every line (issue 32). */
export async function pickupBranch(request: APIRequestContext, cart: CartLine[]): Promise<number> {
  const { body, branch } = await branchesFor(request, cart);
  if (!branch) throw new Error(`no branch holds ${JSON.stringify(cart)}: ${JSON.stringify(body)}`);
  return branch.branchId;
}

/**
 * The first products of the listing that `pred` accepts and some branch holds: a product kept only at the warehouse
 * (the copies other specs make while this one runs) is on sale but cannot be picked up.
 */
export const pickupCards = (request: APIRequestContext, pred: (c: ApiCard) => boolean, count = 1): Promise<ApiCard[]> =>
  findCards(
    request,
    async (c) => pred(c) && (await branchesFor(request, [{ id: c.id, qty: 1 }])).branch !== undefined,
    count,
  );

/**
 * Places a guest's pickup order through the JSON API, as the buy-now popup does (the code read from the shop's SMS
 * outbox), and answers what the shop answered to the code: `done` with the order page's token for cash, `azericard`
 * with the bank's form for a card.
 */
export async function placeGuestOrder(
  request: APIRequestContext,
  o: { cart: CartLine[]; mobile: string; payment?: 'cash' | 'card'; fullName?: string },
): Promise<{
  next: string;
  orderId: number;
  total: number;
  token?: string;
  azericard?: { url: string; fields: Record<string, string> };
}> {
  const headers = { 'idempotency-key': randomUUID() };
  const body = {
    cart: o.cart,
    source: 'buyNow',
    fullName: o.fullName ?? 'Aysel Quliyeva',
    mobile: `+${o.mobile}`,
    delivery: 'pickup',
    branch: await pickupBranch(request, o.cart),
    payment: o.payment ?? 'cash',
    lang: 'en',
  };
  const first = (await (await request.post('/api/checkout', { data: body, headers })).json()) as {
    ok: boolean;
    data?: { next: string; otpToken?: string };
  };
  if (!first.ok || first.data?.next !== 'otp')
    throw new Error(`checkout did not ask for a code: ${JSON.stringify(first)}`);
  const { code } = await latestCode(o.mobile);
  const placed = (await (
    await request.post('/api/checkout', { data: { ...body, otpToken: first.data.otpToken, otpCode: code }, headers })
  ).json()) as { ok: boolean; data?: Awaited<ReturnType<typeof placeGuestOrder>> };
  const expected = (o.payment ?? 'cash') === 'cash' ? 'done' : 'azericard';
  if (!placed.ok || placed.data?.next !== expected)
    throw new Error(`the order was not placed: ${JSON.stringify(placed)}`);
  return placed.data;
}

/** A guest's cash order of one unit at pickup; answers the order page's token. */
export async function placeCashOrder(request: APIRequestContext, productId: number, mobile: string): Promise<string> {
  const placed = await placeGuestOrder(request, { cart: [{ id: productId, qty: 1 }], mobile });
  if (!placed.token) throw new Error(`no order page token: ${JSON.stringify(placed)}`);
  return placed.token;
}
