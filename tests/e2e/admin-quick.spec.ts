import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { buyable } from './catalog-api';
import { hydrated } from './press-until';
import { asOwner } from './admin-owner';
import { pickupCards, placeCashOrder } from './place-order';

/**
 * Faster hands in the back office (ADM-23, decision 0087) at 1280 and 768 px: the products list follows the search as
 * it is typed (no Enter), `/` focuses the search, `n` opens New and Esc closes it, `?` lists the shortcuts, and the
 * dashboard shows the 30-day chart (uPlot), top products and the low-stock list. Screenshots go to
 * test-results/admin-quick/, out of git. Assertions go by test ids and numbers, not labels: the owner's interface
 * language is one setting admin.spec.ts switches while it runs.
 */
const SHOTS = path.resolve('test-results/admin-quick');

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

for (const width of [1280, 768]) {
  test(`${width} px: typing in the products search filters the list; / n Esc ? work`, async ({ page }) => {
    await page.setViewportSize({ width, height: 1000 });
    await asOwner(page);
    await page.goto('/admin/products');
    const search = page.getByTestId('search');
    await hydrated(search);
    const rows = page.getByTestId('list-row');
    await expect(rows.first()).toBeVisible();
    const total = Number((await page.getByTestId('list-total').textContent())!.replace(/\D/g, ''));

    // `/` from the page focuses the search; typing (no Enter) updates the list and the address
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    await page.keyboard.type('samsung', { delay: 40 });
    await expect(page).toHaveURL(/[?&]q=samsung/);
    await expect(search).toHaveValue('samsung');
    await expect(search).toBeFocused();
    await expect
      .poll(async () => Number((await page.getByTestId('list-total').textContent())!.replace(/\D/g, '')))
      .toBeLessThan(total);
    for (const text of await rows.allTextContents()) expect(text.toLowerCase()).toContain('samsung');
    await shot(page, `products-search-${width}`);
    // one history entry for the whole search, not one per key: Back leaves it
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(search).toHaveValue('');

    // `n` opens New, Esc closes it back to the list, `?` shows the shortcuts
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('n');
    await expect(page).toHaveURL(/do=create/);
    await expect(page.getByTestId('record-form')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/admin\/products\??$/);
    await page.keyboard.press('?');
    const help = page.getByTestId('shortcuts');
    await expect(help).toBeVisible();
    await expect(help.locator('kbd')).toHaveCount(6);
    await shot(page, `shortcuts-${width}`);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
  });

  test(`${width} px: the dashboard shows the 30-day chart, top products and low stock`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 1000 });
    // an order placed today shows in the chart's totals and the top products
    const [product] = await pickupCards(request, (c) => buyable(c) && c.stock > 6, 1);
    const stamp = String((Date.now() + process.pid + width) % 10_000_000).padStart(7, '0');
    await placeCashOrder(request, product!.id, `99455${stamp}`);
    await asOwner(page);
    await page.goto('/admin');
    await expect(page.getByTestId('dashboard-trend')).toBeVisible();
    await expect(page.getByTestId('dashboard-chart').locator('canvas')).toBeVisible();
    // the numbers behind the chart, for screen readers: one row per day
    await expect(page.getByTestId('trend-table').locator('tbody tr')).toHaveCount(30);
    await expect.poll(async () => Number(await page.getByTestId('trend-orders').textContent())).toBeGreaterThan(0);
    await expect(page.getByTestId('top-products').locator('li').first()).toBeVisible();
    const low = page.getByTestId('low-stock');
    await expect(low).toBeVisible();
    await expect(low.locator('.adm-section-hint')).toContainText('5');
    await expect(low.locator('a[href*="/admin/products?do=update&id="]').first()).toBeVisible();
    await shot(page, `dashboard-${width}`);
  });
}
