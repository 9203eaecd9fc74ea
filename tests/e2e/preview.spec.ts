import { expect, test, type APIRequestContext } from '@playwright/test';
import { asOwner } from './admin-owner';
import { copyProduct, firstProductInStock } from './admin-staff-session';

/**
 * Drafts and preview (decision 0086): staff open an inactive product from its back-office record and see it on the
 * shop under the preview banner; a guest gets the 404 at the same address.
 */

/** A new inactive product with 5 units at the warehouse, made from the first active one's form. */
async function inactiveProduct(request: APIRequestContext, tag: string): Promise<{ id: number; title: string }> {
  const stamp = `${tag}-${Date.now().toString(36)}`.toUpperCase();
  const title = `Draft ${stamp}`;
  const id = await copyProduct(request, await firstProductInStock(request), `E2E-${stamp}`, title, {
    active: false,
    stock: 5,
    stockAt: {},
  });
  return { id, title };
}

for (const width of [1280, 768]) {
  test(`staff preview an inactive product from its record; a guest gets 404 (${width} px)`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await asOwner(page);
    const { id, title } = await inactiveProduct(page.request, `PV${width}`);

    await page.goto(`/admin/products?do=view&id=${id}`);
    const link = page.getByTestId('record-site');
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/[a-z0-9/-]+$/);
    await page.screenshot({ path: `test-results/preview-admin-${width}.png` });

    const res = await page.goto(href!);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.locator('h1')).toContainText(title);
    const banner = page.getByTestId('preview-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link')).toHaveAttribute('href', `/admin/products?do=view&id=${id}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.screenshot({ path: `test-results/preview-shop-${width}.png` });
    // the banner stays in view down the page
    await page.mouse.wheel(0, 1500);
    await expect(banner).toBeInViewport();

    const guest = await browser.newContext({ viewport: { width, height: 900 } });
    const visitor = await guest.newPage();
    const miss = await visitor.goto(href!);
    expect(miss?.status()).toBe(404);
    await expect(visitor.getByTestId('not-found')).toBeVisible();
    await expect(visitor.getByTestId('preview-banner')).toHaveCount(0);
    await guest.close();
  });
}
