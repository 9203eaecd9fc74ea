import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { buyable, findCards } from './catalog-api';
import { pickupCards, placeCashOrder } from './place-order';
import { asOwner } from './admin-owner';
import { hydrated, pressUntilShown } from './press-until';

/**
 * The back office's sales screens in a browser (ADM-12): staff move an order along its statuses with the buttons
 * the server offers (a cancel returns the units to the shop), and a moderator approves a review from its page and the
 * shop shows it. Assertions go by status codes and test ids, not by labels: the owner's interface language is one
 * setting that admin.spec.ts switches while it runs.
 */

interface OrderRow {
  id: number;
  statusCode: string;
}

async function orderOf(request: APIRequestContext, mobile: string): Promise<OrderRow> {
  const r = await request.get(`/api/admin/orders?f.mobile=${mobile}`);
  expect(r.status()).toBe(200);
  const items = ((await r.json()) as { data: { items: OrderRow[] } }).data.items;
  expect(items).toHaveLength(1);
  return items[0]!;
}

/** The product's stock as the shop's cards show it (the wish list's details call). */
const stockOf = async (request: APIRequestContext, id: number) =>
  (
    (await (await request.post('/api/lists/details', { data: { ids: [id], lang: 'en' } })).json()) as {
      data: { products: { stock: number }[] };
    }
  ).data.products[0]?.stock;

/** Presses a status button; its small form (an optional note) opens, and its own button confirms. */
async function move(page: Page, to: string, note?: string) {
  const pop = page.locator('.adm-action-pop');
  // a press before the record page has hydrated does nothing: press until the small form opens
  await pressUntilShown(page.getByTestId(`action-status:${to}`), pop);
  if (note) await pop.locator('textarea').fill(note);
  await pop.locator('button').last().click();
  if (to === 'cancelled') await page.getByTestId('confirm-yes').click();
}

test('staff move an order from new to delivered; a cancelled order gives its unit back', async ({ page, request }) => {
  test.setTimeout(90_000);
  const [product, other] = await pickupCards(request, (c) => buyable(c) && c.stock > 6, 2);
  const stamp = String((Date.now() + process.pid) % 10_000_000).padStart(7, '0');
  const mobile = `99455${stamp}`;
  await placeCashOrder(request, product!.id, mobile);
  await asOwner(page);
  const order = await orderOf(page.request, mobile);
  expect(order.statusCode).toBe('new');

  await page.goto(`/admin/orders?f.mobile=${mobile}`);
  await expect(page.getByTestId('list-row')).toHaveCount(1);
  await page.getByTestId('tool-view').click();
  await expect(page.getByTestId('record-page')).toBeVisible();
  // only the moves the rules allow from "new"
  await expect(page.getByTestId('action-status:processing')).toBeVisible();
  await expect(page.getByTestId('action-status:delivered')).toHaveCount(0);
  await move(page, 'processing', 'Packed at the Baku warehouse');
  await expect(page.getByTestId('action-status:shipped')).toBeVisible();
  expect((await orderOf(page.request, mobile)).statusCode).toBe('processing');
  await move(page, 'shipped');
  await expect(page.getByTestId('action-status:delivered')).toBeVisible();
  await move(page, 'delivered');
  await expect(page.getByTestId('action-status:cancelled')).toHaveCount(0);
  expect((await orderOf(page.request, mobile)).statusCode).toBe('delivered');
  // the history lists every move with its note
  await expect(page.getByText('Packed at the Baku warehouse')).toBeVisible();

  // a second order, cancelled by staff: its unit is back in stock
  const mobile2 = `99470${stamp}`;
  const before = await stockOf(request, other!.id);
  await placeCashOrder(request, other!.id, mobile2);
  expect(await stockOf(request, other!.id)).toBe(before! - 1);
  const o2 = await orderOf(page.request, mobile2);
  await page.goto(`/admin/orders?do=view&id=${o2.id}`);
  await move(page, 'cancelled');
  await expect(page.getByTestId('action-status:processing')).toHaveCount(0);
  expect((await orderOf(page.request, mobile2)).statusCode).toBe('cancelled');
  expect(await stockOf(request, other!.id)).toBe(before);
});

test('a moderator approves a review from its page and the shop shows it on the product', async ({ page, request }) => {
  const [product] = await findCards(request, (c) => !c.sold, 1, '&sort=priceDown');
  const text = `Batareya iki gün gedir, ekran parlaqdır ${Date.now()}`;
  const sent = await request.post('/api/reviews', {
    data: {
      productId: product!.id,
      fullName: 'Günel Rzayeva',
      email: 'gunel@example.az',
      rating: 5,
      review: text,
      lang: 'az',
    },
  });
  expect(sent.status()).toBe(200);
  // pending: not on the product page yet
  expect(await (await request.get(product!.href)).text()).not.toContain(text);

  await asOwner(page);
  await page.goto(`/admin/reviews?f.product=${product!.id}&f.status=pending`);
  const row = page.getByTestId('list-row').filter({ hasText: 'Günel Rzayeva' });
  await expect(row).toHaveCount(1);
  await row.getByTestId('tool-edit').click();
  await expect(page.getByTestId('record-page')).toBeVisible();
  // the edit link may have loaded the record anew: its button answers once the page has hydrated
  await hydrated(page.getByTestId('action-approve'));
  await page.getByTestId('action-approve').click();
  // approved: the page offers only the opposite now
  await expect(page.getByTestId('action-approve')).toHaveCount(0);
  await expect(page.getByTestId('action-reject')).toBeVisible();
  await expect
    .poll(async () => (await (await request.get(product!.href)).text()).includes(text), { timeout: 10_000 })
    .toBe(true);
});
