import { expect, test } from '@playwright/test';
import { customerWithOrder } from './customer-order';
import { hydrated } from './press-until';

/**
 * The cabinet's order actions (ORD-12, decision 0078) in a real browser, at 1280 and 375 px: a new order cancelled
 * after a confirmation (the status changes in place, the Cancel button goes), then ordered again (the header's cart
 * count follows, a toast links to the cart, and the cart holds the order's line).
 */

for (const width of [1280, 375]) {
  test(`at ${width} px a new order is cancelled after a confirmation, then ordered again into the cart`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width > 512 ? 900 : 812 });
    const { card } = await customerWithOrder(page, request, 2);

    await page.goto('/en/cabinet/orders');
    const row = page.getByTestId('order-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('order-status')).toHaveText('New');
    const cancel = row.getByTestId('order-cancel');
    await hydrated(cancel);
    await cancel.click();
    const confirm = page.getByTestId('order-cancel-confirm');
    await expect(confirm).toContainText('Cancel order №');
    await expect(confirm).toContainText('The products go back on sale.');
    // "No" leaves the order as it is
    await confirm.getByRole('button', { name: 'No', exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row.getByTestId('order-status')).toHaveText('New');
    await cancel.click();
    await page.getByTestId('order-cancel-yes').click();
    await expect(row.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(row.getByTestId('order-cancel')).toHaveCount(0);
    await expect(page.getByTestId('toast-success').first()).toContainText('is cancelled');
    // the popup shows the same, and offers no cancel either
    await row.getByTestId('order-open').click();
    const popup = page.getByTestId('order-popup');
    await expect(popup.getByTestId('popup-status')).toHaveText('Cancelled');
    await expect(popup.getByTestId('order-cancel')).toHaveCount(0);
    await popup.getByTestId('order-again').click();
    const toast = page.getByTestId('toast-success').filter({ hasText: 'added to the cart' });
    await expect(toast).toContainText('1 product added to the cart, priced as of today.');
    await expect(toast.getByRole('link', { name: 'Go to cart' })).toBeVisible();
    // the header counts the units at once (the bottom bar's badge on a phone)
    await expect(page.getByTestId(width > 768 ? 'cart-count' : 'mobile-cart-count')).toHaveText('2');
    // after a reload the server still says so: cancelled, and the cart holds the line
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
    await page.goto('/en/cart');
    await expect(page.getByText(card.title).first()).toBeVisible();
  });
}
