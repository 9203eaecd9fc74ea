import { expect, test } from '@playwright/test';
import { asOwner } from './admin-owner';
import { adminShot } from './admin-shots';
import { hydrated } from './press-until';

/**
 * A branch's code in the back office (issue 32, decision 0090 "CSV and codes"): required and unique — the CSV's
 * `stock_<code>` column names it; another branch's code is refused on the field, a free one is saved upper-case.
 */
test('staff give a branch a code: another branch’s is refused on the field, a free one is kept', async ({ page }) => {
  await asOwner(page);
  const r = await page.request.get('/api/admin/branches?sort=id&dir=asc&limit=10');
  expect(r.status(), await r.text()).toBe(200);
  const [first, second] = ((await r.json()) as { data: { items: { id: number }[] } }).data.items;
  const codeOf = async (id: number) => {
    const info = await page.request.get(`/api/admin/branches/info/${id}`);
    const fields = ((await info.json()) as { data: { fields: { name: string; value: unknown }[] } }).data.fields;
    return fields.find((f) => f.name === 'code')!.value as string;
  };
  const taken = await codeOf(second!.id);
  expect(taken).toMatch(/^[A-Z0-9]{1,8}$/);

  await page.goto(`/admin/branches?do=update&id=${first!.id}`);
  const form = page.getByTestId('record-form');
  await expect(form).toBeVisible();
  const field = form.getByTestId('field-code');
  await hydrated(field);
  await hydrated(page.getByTestId('save'));
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await adminShot(page, `branch-code-form-${width}`);
  }
  await field.fill(taken);
  await page.getByTestId('save').click();
  await expect(form).toContainText(/başqa filiala|другого филиала|Another branch/);
  await adminShot(page, 'branch-code-taken-768');
  const code = `e${Date.now().toString(36).slice(-6)}`;
  await field.fill(code);
  await page.getByTestId('save').click();
  await expect.poll(() => codeOf(first!.id), { timeout: 10_000 }).toBe(code.toUpperCase());
});
