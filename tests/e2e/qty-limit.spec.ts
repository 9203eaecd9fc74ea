import { expect, test, type Page } from '@playwright/test';
import { buyable, findCard } from './catalog-api';
import { hydrated } from './press-until';

/**
 * The most of one product one order may have (ORDER_MAX_QTY_PER_PRODUCT, 10 by default; decision 0062): the cart's
 * and the product page's quantity fields stop there and say why; a cart line above it (from an old cookie) says so.
 */

const cookieUrl = () => test.info().project.use.baseURL ?? 'http://127.0.0.1:3000';
const setCart = (page: Page, value: unknown) =>
  page
    .context()
    .addCookies([{ name: 'volt_cart', value: encodeURIComponent(JSON.stringify(value)), url: cookieUrl() }]);

test('the cart quantity stops at the limit of one product per order, with the message, and a line above it says so', async ({
  page,
  request,
}) => {
  test.slow();
  const card = await findCard(request, (c) => buyable(c) && c.stock >= 15);
  await setCart(page, [{ id: card.id, qty: 2 }]);
  await page.goto('/en/cart');
  const line = page.getByTestId('cart-line').first();
  await hydrated(line.getByTestId('qty-inc'));
  await expect(line.getByTestId('cart-line-limit')).toHaveCount(0);

  // typed above the limit (the stock is higher): the field stops at 10 and says why
  await line.getByTestId('qty').fill('45');
  await expect(page.getByTestId('toast-error')).toHaveText('At most 10 of one product per order');
  await expect(line.getByTestId('qty')).toHaveValue('10');
  await expect(page.getByTestId('cart-count')).toHaveText('10');
  // + at the limit does nothing but says it again
  await expect(line.getByTestId('qty-inc')).toHaveAttribute('aria-disabled', 'true');
  // (Playwright counts aria-disabled as disabled and would wait: the button is a live one, pressed by keyboard here)
  await line.getByTestId('qty-inc').press('Enter');
  await expect(page.getByTestId('toast-error').first()).toHaveText('At most 10 of one product per order');
  await expect(line.getByTestId('qty')).toHaveValue('10');
  // − works as before
  await line.getByTestId('qty-dec').click();
  await expect(line.getByTestId('qty')).toHaveValue('9');
  await expect(line.getByTestId('qty-inc')).not.toHaveAttribute('aria-disabled', 'true');

  // a cart from before (an old cookie) with more than the limit: the line tells the shopper, in their language
  await setCart(page, [{ id: card.id, qty: 12 }]);
  await page.goto('/ru/cart');
  await expect(page.getByTestId('cart-line').first().getByTestId('cart-line-limit')).toHaveText(
    'Не более 10 шт. одного товара в заказе',
  );
});

test('the product page quantity stops at the limit too', async ({ page, request }) => {
  const card = await findCard(request, (c) => buyable(c) && c.stock >= 15);
  await page.goto(card.href);
  const actions = page.locator('.pp-actions');
  await hydrated(actions.getByTestId('qty-inc'));
  await actions.getByTestId('qty').fill('30');
  await expect(page.getByTestId('toast-error')).toHaveText('At most 10 of one product per order');
  await expect(actions.getByTestId('qty')).toHaveValue('10');
});
