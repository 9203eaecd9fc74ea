import { expect, test } from '@playwright/test';
import { buyable, findCards } from './catalog-api';

/**
 * The product page on a phone (PDP-5, PDP-14, decision 0080): the compact sticky buy bar — price, quantity and a cart
 * button named "Add to cart" — stays low, and its quantity is what goes into the cart; the delivery estimate shows for
 * an in-stock product.
 */
test('at 375 px the compact sticky bar adds the quantity chosen in it; the delivery estimate shows', async ({
  page,
  request,
}) => {
  const [card] = await findCards(request, (c) => buyable(c) && c.stock >= 10, 1, '&sort=priceUp');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(card!.href);

  const estimate = page.getByTestId('delivery-estimate');
  await expect(estimate).toBeVisible();
  await expect(estimate.getByTestId('delivery-baku')).toContainText(
    /Delivery (tomorrow|the day after tomorrow|in) .*Baku/,
  );
  await expect(estimate.getByTestId('delivery-regions')).toHaveText(/^In \d+–\d+ days to the regions$/);

  const bar = page.getByTestId('sticky-bar');
  await expect(bar).not.toHaveClass(/is-on/);
  // a scroll made before the page's script watches the buy block is not seen: scroll again until it is
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await expect(bar).toHaveClass(/is-on/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  const add = bar.getByRole('button', { name: 'Add to cart' });
  await expect(add).toBeVisible();
  await expect(bar.getByTestId('sticky-qty')).toBeVisible();
  // one short row: the price, the quantity and the cart icon (its label is for screen readers only)
  await expect.poll(async () => (await bar.boundingBox())!.height).toBeLessThan(70);
  expect((await add.boundingBox())!.width).toBeLessThanOrEqual(48);
  await expect(bar.getByTestId('sticky-buy-now')).toBeHidden();

  await bar.getByTestId('sticky-qty-inc').click();
  await bar.getByTestId('sticky-qty-inc').click();
  await expect(bar.getByTestId('sticky-qty')).toHaveValue('3');
  await add.click();
  await expect(page.getByTestId('toast-success').first()).toBeVisible();
  await expect(page.getByTestId('mobile-cart-count')).toHaveText('3');
  // the button becomes the way to the cart, still named in words
  await expect(bar.getByRole('link', { name: 'Go to cart' })).toBeVisible();
});
