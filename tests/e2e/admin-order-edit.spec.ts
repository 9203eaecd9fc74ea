import AxeBuilder from '@axe-core/playwright';
import { adminShot } from './admin-shots';
import { expect, test } from '@playwright/test';
import { buyable } from './catalog-api';
import { hydrated } from './press-until';
import { pickupCards, placeGuestOrder } from './place-order';
import { asOwner } from './admin-staff-session';

/**
 * Editing an order before it ships (ADM-19, decision 0088): a cash pickup order of one unit; the owner opens the
 * order's Edit dialog, adds a unit with the stepper, previews the repriced total and saves; the record shows the new
 * total and the history line of the edit. The dialog is also shot at 768 px. Assertions by test ids and API data.
 */

type Info = {
  data: { sections: { title: string; kind: string; rows?: Record<string, unknown>[] }[] };
};

test('staff change a quantity of an order before it ships; the record shows the new total and the history entry', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const [a, b] = await pickupCards(page.request, (c) => buyable(c) && c.stock > 4 && c.price < 500_000, 2);
  const stamp = String((Date.now() + process.pid) % 10_000_000).padStart(7, '0');
  const order = await placeGuestOrder(page.request, {
    cart: [{ id: a!.id, qty: 1 }],
    mobile: `99477${stamp}`,
    fullName: 'Rəşad Məmmədov',
  });

  await asOwner(page);
  await page.goto(`/admin/orders?do=view&id=${order.orderId}`);
  const button = page.getByTestId('action-edit');
  await expect(button).toBeVisible();
  await hydrated(button);
  await button.click();
  const dialog = page.getByTestId('order-edit-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId(`edit-qty-${a!.id}`)).toHaveValue('1');
  await dialog.getByTestId(`edit-plus-${a!.id}`).click();
  await expect(dialog.getByTestId(`edit-qty-${a!.id}`)).toHaveValue('2');
  await expect(dialog.getByTestId('edit-save')).toBeDisabled();
  await dialog.getByTestId('edit-preview-button').click();
  const newTotal = dialog.getByTestId('edit-new-total');
  await expect(newTotal).toBeVisible();
  const shown = (await newTotal.textContent())!.trim();
  await adminShot(page, 'order-edit-dialog-1280');
  // the dialog passes axe (no critical or serious violation), like the back office's other dialogs (ADM-17)
  const { violations } = await new AxeBuilder({ page })
    .include('[data-testid="order-edit-dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id)).toEqual([]);
  await dialog.getByTestId('edit-save').click();
  await expect(dialog).toHaveCount(0);

  // the record: the new total, two units on the line, and the edit in the history
  const info = (await (await page.request.get(`/api/admin/orders/info/${order.orderId}`)).json()) as Info;
  const lines = info.data.sections.find((s) => s.rows?.[0] && 'sku' in s.rows[0] && 'qty' in s.rows[0])!;
  expect(lines.rows!.filter((r) => r.productId === a!.id).map((r) => r.qty)).toEqual([2]);
  const history = info.data.sections.find((s) => s.rows?.[0] && 'actor' in s.rows[0])!;
  expect(String(history.rows!.at(-1)!.note)).toContain('edited');
  await expect(page.getByText(shown).first()).toBeVisible();
  await adminShot(page, 'order-edit-record-1280', true);

  // the dialog at 768 px
  await page.setViewportSize({ width: 768, height: 900 });
  await page.getByTestId('action-edit').click();
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('edit-preview-button').click();
  await expect(dialog.getByTestId('edit-new-total')).toHaveText(shown);
  await adminShot(page, 'order-edit-dialog-768');
  // adding a product by search (not saved): the line appears and the preview must be asked again
  await dialog.getByTestId('edit-search').fill(b!.title.slice(0, 12));
  const option = dialog.getByRole('option').first();
  await expect(option).toBeVisible();
  await adminShot(page, 'order-edit-search-768');
  await option.click();
  await expect(dialog.locator('[data-testid^="edit-qty-"]')).toHaveCount(2);
  await expect(dialog.getByTestId('edit-save')).toBeDisabled();
});
