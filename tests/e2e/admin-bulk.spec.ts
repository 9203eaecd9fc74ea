import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { pricePlusPercent } from '../../src/domain/admin/bulk-products.ts';
import { formatMoney } from '../../src/domain/money.ts';
import { asOwner } from './admin-owner';
import { hydrated } from './press-until';

/**
 * Bulk work in the back office's products list (ADM-22, decision 0085): two products selected, +10 % previewed
 * (before → after) and applied; the list then shows the new prices. Screenshots of the dialog at 1280 and 768 px.
 */

const SHOTS = path.resolve('test-results/admin-bulk');
const LIST = 'f.active=1&sort=price&dir=desc&limit=20';

interface AdminProduct {
  id: number;
  sku: string;
  price: number;
  priceOld: number | null;
}

async function products(page: Page, query: string): Promise<AdminProduct[]> {
  const r = await page.request.get(`/api/admin/products?${query}`);
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { data: { items: AdminProduct[] } }).data.items;
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

test('staff select two products, preview +10 %, apply, and the list shows the new prices', async ({ page }) => {
  await asOwner(page);
  // two products on the list's first page whose old price (if any) stays above the new price — from its last quarter:
  // other specs running at the same time edit the dearest products' prices
  const picked = (await products(page, LIST))
    .slice(15)
    .filter((p) => p.priceOld === null || p.priceOld > pricePlusPercent(p.price, 10))
    .slice(0, 2);
  expect(picked.length).toBe(2);
  const next = picked.map((p) => pricePlusPercent(p.price, 10));

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/products?${LIST}`);
  const row = (id: number) => page.locator(`[data-testid="list-row"][data-id="${id}"]`);
  await hydrated(row(picked[0]!.id).locator('input[type="checkbox"]'));
  for (const p of picked) await row(p.id).locator('input[type="checkbox"]').check();
  await expect(page.getByTestId('bulk-bar')).toBeVisible();
  await page.getByTestId('bulk-change').click();
  const dialog = page.getByTestId('bulk-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('bulk-kind').selectOption('price');
  await dialog.getByTestId('bulk-mode').selectOption('percent');
  await dialog.getByTestId('bulk-value').fill('10');
  await dialog.getByTestId('bulk-preview-button').click();
  const rows = dialog.getByTestId('bulk-preview-row');
  await expect(rows).toHaveCount(2);
  // each product's row, whatever order the preview lists them in
  for (const [i, p] of picked.entries()) {
    const previewRow = rows.filter({ hasText: p.sku });
    await expect(previewRow).toHaveCount(1);
    await expect(previewRow).toContainText(formatMoney(p.price, false));
    await expect(previewRow).toContainText(formatMoney(next[i]!, false));
  }
  await shot(page, 'bulk-preview-1280');
  await page.setViewportSize({ width: 768, height: 900 });
  // the shell folds its sidebar away at this width: the picture once it has
  await expect(page.locator('.adm-side')).not.toBeInViewport();
  await shot(page, 'bulk-preview-768');
  await page.setViewportSize({ width: 1280, height: 900 });

  await dialog.getByTestId('bulk-apply').click();
  await expect(dialog).toBeHidden();
  // the list read again: each row shows its new price
  for (const [i, p] of picked.entries())
    await expect(row(p.id)).toContainText(formatMoney(next[i]!, false), { timeout: 10_000 });
  await shot(page, 'bulk-applied-1280');
  const after = await products(page, LIST);
  for (const [i, p] of picked.entries()) expect(after.find((x) => x.id === p.id)?.price).toBe(next[i]);
});
