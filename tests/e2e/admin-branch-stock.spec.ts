import { expect, test, type Page } from '@playwright/test';
import { asOwner } from './admin-owner';
import { adminShot } from './admin-shots';
import { hydrated } from './press-until';

/**
 * Stock per branch in the back office (issue 32, decision 0090): the product form has one count field per branch; a
 * branch's units typed there show on the shop's product API as that branch holding the product.
 */

async function firstProduct(page: Page): Promise<{ id: number }> {
  const r = await page.request.get('/api/admin/products?f.active=1&sort=id&dir=asc&limit=10');
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { data: { items: { id: number }[] } }).data.items[0]!;
}

test('staff put units at a branch in the product form and the product API shows the branch holding it', async ({
  page,
  request,
}) => {
  await asOwner(page);
  const p = await firstProduct(page);
  const shop = async () =>
    (
      (await (await request.get(`/api/products/${p.id}?lang=en`)).json()) as {
        data: { availability: { branchId: number; inStock: boolean }[] };
      }
    ).data.availability;
  const branches = await shop();
  expect(branches.length).toBeGreaterThan(1);
  const last = branches.at(-1)!;
  await page.goto(`/admin/products?do=update&id=${p.id}`);
  await expect(page.getByTestId('record-form')).toBeVisible();
  const field = page.getByTestId(`field-stockAt.${last.branchId}`);
  await hydrated(field);
  await hydrated(page.getByTestId('save'));
  await field.scrollIntoViewIfNeeded();
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await field.scrollIntoViewIfNeeded();
    await adminShot(page, `branch-stock-form-${width}`);
  }
  const now = Number(await field.inputValue());
  await field.fill(String(now + 4));
  await page.getByTestId('save').click();
  await expect
    .poll(async () => (await shop()).find((b) => b.branchId === last.branchId)?.inStock, { timeout: 10_000 })
    .toBe(true);
});
