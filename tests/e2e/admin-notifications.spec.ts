import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { buyable } from './catalog-api';
import { pickupCards, placeCashOrder } from './place-order';
import { asOwner } from './admin-owner';
import { hydrated, pressUntilShown } from './press-until';
import { latestSms } from './sms-codes';

/**
 * A shop manager's daily tools in a browser (ADM-21, ADM-22; decision 0083), at 1280 and 768 px: the owner edits the
 * "ready for pickup" text (an unknown placeholder is refused on its language's tab), moves an order there, and the
 * SMS the shop sent (the outbox driver's table: the test gateway) holds the new text filled in; the orders list's
 * Export CSV downloads the orders the list shows. Assertions go by test ids, status codes and the texts typed here
 * (the owner's interface language is switched by admin.spec.ts while it runs).
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = path.resolve('test-results/admin-notifications');
async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** No critical or serious axe-core violation on the page as it is (ADM-17). */
async function axeClean(page: Page) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const bad = violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`);
  expect(bad).toEqual([]);
}

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

/** The record id of the "ready for pickup" notice (the first of the list). */
async function readyNoticeId(request: APIRequestContext): Promise<number> {
  const r = await request.get('/api/admin/notifications');
  expect(r.status()).toBe(200);
  return ((await r.json()) as { data: { items: { id: number }[] } }).data.items[0]!.id;
}

async function moveTo(page: Page, to: string) {
  const pop = page.locator('.adm-action-pop');
  // a press before the record page has hydrated does nothing: press until the small form opens
  await pressUntilShown(page.getByTestId(`action-status:${to}`), pop);
  await pop.locator('button').last().click();
}

for (const width of [1280, 768]) {
  test(`at ${width} px: staff edit the ready-for-pickup text, move an order, and the customer's SMS says it`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await asOwner(page);
    const stamp = `${width}-${Date.now().toString(36)}`;
    const id = await readyNoticeId(page.request);

    await page.goto('/admin/notifications');
    await expect(page.getByTestId('list-row')).toHaveCount(4);
    await shot(page, `list-${width}`);

    await page.goto(`/admin/notifications?do=update&id=${id}`);
    const form = page.getByTestId('record-form');
    await hydrated(form.getByTestId('field-text.az'));
    await form.getByTestId('tab-text-en').click();
    const text = form.getByTestId('field-text.en');
    await text.fill(`Order {number} (${stamp}) waits for you: {total}. {link} {customer}`);
    await page.getByTestId('save').click();
    // refused: the field's English tab carries the error
    await expect(form.getByTestId('error-text.en')).toBeVisible();
    await shot(page, `template-error-${width}`);
    await text.fill(`Order {number} (${stamp}) waits for you at {branch}: {total}. {link}`);
    await page.getByTestId('save').click();
    await expect(form.getByTestId('error-text.en')).toHaveCount(0);
    // the preview shows the saved text filled for an example order
    await form.getByTestId('tab-preview-en').click();
    await expect(form.getByTestId('field-preview.en')).toContainText(`Order 10245 (${stamp}) waits for you at`);
    await shot(page, `template-saved-${width}`);
    await axeClean(page);

    // an order moved to ready for pickup: the SMS the shop sent has the new text, filled, once
    const [product] = await pickupCards(request, (c) => buyable(c) && c.stock > 3, 1);
    const mobile = `99477${String((Date.now() + width) % 10_000_000).padStart(7, '0')}`;
    await placeCashOrder(request, product!.id, mobile);
    const order = await orderOf(page.request, mobile);
    await page.goto(`/admin/orders?do=view&id=${order.id}`);
    await expect(page.getByTestId('record-page')).toBeVisible();
    await moveTo(page, 'processing');
    await expect(page.getByTestId('action-status:ready_for_pickup')).toBeVisible();
    await moveTo(page, 'ready_for_pickup');
    await expect(page.getByTestId('action-status:delivered')).toBeVisible();
    const sms = await latestSms(mobile, 'status:ready_for_pickup');
    expect(sms).toMatch(
      new RegExp(
        `^Order ${order.id} \\(${stamp}\\) waits for you at .+: [\\d ]+\\.\\d\\d ₼\\. https?://\\S+/en/order\\?token=[\\w-]+$`,
      ),
    );
  });
}

test('the orders list’s Export CSV downloads the orders the list shows', async ({ page, request }) => {
  test.setTimeout(90_000);
  await asOwner(page);
  const [product] = await pickupCards(request, (c) => buyable(c) && c.stock > 3, 1);
  const mobile = `99470${String((Date.now() + 7) % 10_000_000).padStart(7, '0')}`;
  await placeCashOrder(request, product!.id, mobile);
  const order = await orderOf(page.request, mobile);
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/orders?f.mobile=${mobile}`);
    await expect(page.getByTestId('list-row')).toHaveCount(1);
    await shot(page, `orders-${width}`);
    await axeClean(page);
    const link = page.getByTestId('list-download');
    await expect(link).toHaveAttribute('href', `/api/admin/orders/export.csv?f.mobile=${mobile}`);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // the header and the one order the list shows
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${order.id},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},`));
    expect(lines[1]).toContain('Aysel Quliyeva');
    expect(lines[1]).toMatch(/,\d+\.\d\d$/);
  }
});
