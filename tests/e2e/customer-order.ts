import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signedInCustomer, type TestAccount } from './accounts';
import { buyable, findCards, type ApiCard } from './catalog-api';
import { pickupBranch } from './place-order';

/** A signed-in customer's cash pickup order for their own mobile (no code needed), placed through the API. */
export async function placeCustomerOrder(page: Page, account: TestAccount, productId: number, qty = 1): Promise<void> {
  const res = await page.request.post('/api/checkout', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      cart: [{ id: productId, qty }],
      source: 'buyNow',
      fullName: `${account.firstName} ${account.lastName}`,
      mobile: `+${account.mobile.digits}`,
      delivery: 'pickup',
      branch: await pickupBranch(page.request, [{ id: productId, qty }]),
      payment: 'cash',
      lang: 'en',
    },
  });
  const placed = (await res.json()) as { data?: { next: string } };
  expect(placed.data?.next, JSON.stringify(placed)).toBe('done');
}

/** A new customer signed in within the page's browser context, with one new order of `qty` units of a cheap product. */
export async function customerWithOrder(
  page: Page,
  request: APIRequestContext,
  qty = 1,
): Promise<{ account: TestAccount; card: ApiCard }> {
  const account = await signedInCustomer(page.request);
  const [card] = await findCards(request, (c) => buyable(c) && c.stock >= 10, 1, '&sort=priceUp');
  await placeCustomerOrder(page, account, card!.id, qty);
  return { account, card: card! };
}
