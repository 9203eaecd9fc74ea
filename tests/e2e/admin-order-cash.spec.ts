import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { buyable } from './catalog-api';
import { pickupCards, placeCashOrder } from './place-order';
import { OWNER, ownerPassword } from './admin-owner';
import { pressUntilShown } from './press-until';

/**
 * A cash order in the back office and on the shop's order page (ORD-8, decision 0027): the thank-you
 * page shows no reward code while the order is unpaid; staff record the cash received with the record's own button
 * (once: the button goes); the order is paid, and its page shows the reward code. Assertions go by status codes, test
 * ids and API data, not by labels: the owner's interface language is a setting another spec switches while it runs.
 */

interface OrderRow {
  id: number;
  paid: boolean;
  statusCode: string;
}

async function orderOf(request: APIRequestContext, mobile: string): Promise<OrderRow> {
  const r = await request.get(`/api/admin/orders?f.mobile=${mobile}`);
  expect(r.status()).toBe(200);
  const items = ((await r.json()) as { data: { items: OrderRow[] } }).data.items;
  expect(items).toHaveLength(1);
  return items[0]!;
}

/** Presses a record action with a small form (an optional note), then its own button, then confirms. */
async function act(page: Page, name: string) {
  const pop = page.locator('.adm-action-pop');
  // a press before the record page has hydrated does nothing: press until the small form opens
  await pressUntilShown(page.getByTestId(`action-${name}`), pop);
  await pop.locator('button').last().click();
  await page.getByTestId('confirm-yes').click();
}

test('staff record the cash of a cash order once; the order page shows its reward code only then', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // a product well above 200 ₼ (ORDER_REWARD_MIN_TOTAL, after any discount): the order earns a reward code
  const [product] = await pickupCards(request, (c) => buyable(c) && c.stock > 3 && c.price >= 40_000, 1);
  const stamp = String((Date.now() + process.pid) % 10_000_000).padStart(7, '0');
  const mobile = `99477${stamp}`;
  const token = await placeCashOrder(request, product!.id, mobile);

  await page.goto(`/en/order?token=${token}`);
  await expect(page.getByTestId('order-page')).toHaveAttribute('data-status', 'new');
  await expect(page.getByTestId('order-reward')).toHaveCount(0);

  const r = await page.request.post('/api/admin/auth/login', { data: { login: OWNER, password: ownerPassword() } });
  expect(r.status(), await r.text()).toBe(200);
  const order = await orderOf(page.request, mobile);
  expect(order).toMatchObject({ paid: false, statusCode: 'new' });
  await page.goto(`/admin/orders?do=view&id=${order.id}`);
  await expect(page.getByTestId('record-page')).toBeVisible();
  await act(page, 'cash');
  await expect(page.getByTestId('action-cash')).toHaveCount(0);
  expect(await orderOf(page.request, mobile)).toMatchObject({ paid: true, statusCode: 'new' });

  await page.goto(`/en/order?token=${token}`);
  await expect(page.getByTestId('order-reward')).toBeVisible();
  await expect(page.getByTestId('reward-code')).toHaveText(/^THX[0-9A-F]{7}$/);
});
