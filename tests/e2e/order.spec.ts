import { expect, test, type Page } from '@playwright/test';
import { hydrated, pressUntilShown } from './press-until';
import {
  ampleProducts,
  baseUrl,
  chooseHomeDelivery,
  choosePickup,
  confirmWithCode,
  fillContact,
  money,
  openBuyNow,
  payAtTestBank,
  setCart,
  uniqueMobile,
} from './checkout-steps';

/**
 * The order pages after the audit (decision 0057): "Repeat checkout" of a failed buy-now payment retries that product
 * and quantity with the shopper's details filled in (the cart untouched); the thank-you page shows what a receipt
 * shows — lines, totals, payment, the pickup branch or (in the ordering browser only) the address and contact; "Pay
 * again" when the bank never answered; no gift with pickup; the promo button applies a new code after a refused one.
 *
 * E2E_SHOTS=<dir> saves screenshots of these screens at 1280 and 375 px.
 */

const DECLINED = '4169 7388 0000 0002';
const APPROVED = '4169 7388 0000 0001';
const SILENT = '4169 7388 0000 0003';

async function shots(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  const size = page.viewportSize();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(150);
    await page.locator('main').screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  if (size) await page.setViewportSize(size);
}

const cartCookie = async (page: Page) =>
  JSON.parse(
    decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'volt_cart')?.value ?? '[]'),
  ) as { id: number; qty: number }[];
const localShown = (local: string) => `${local.slice(0, 3)}-${local.slice(3, 5)}-${local.slice(5)}`;

test.describe('order pages', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a declined buy-now payment is repeated with the same product and quantity, the details filled in, the cart untouched', async ({
    page,
    request,
  }) => {
    // two orders through the code step and the test bank
    test.slow();
    const [inCart, bought] = (await ampleProducts(request)).slice(12, 14);
    const mobile = uniqueMobile();
    await setCart(page, [{ id: inCart!.id, qty: 1 }]);
    await page.goto(bought!.href);
    const qty = page.locator('.pp-actions').getByTestId('qty');
    await expect(async () => {
      if ((await qty.inputValue()) === '1') await page.locator('.pp-actions').getByTestId('qty-inc').click();
      await expect(qty).toHaveValue('2', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const popup = await openBuyNow(page, page.locator('.pp-actions').getByTestId('buy-now'));
    await fillContact(popup, mobile);
    await popup.getByTestId('email').fill('nigar.aliyeva@mail.az');
    await chooseHomeDelivery(popup);
    await popup.getByTestId('payment-card').click();
    await confirmWithCode(popup, mobile.digits);
    await payAtTestBank(page, DECLINED);

    // the error page names the failed order and what was in it
    await expect(page).toHaveURL(/\/en\/order\/error\?token=[\w-]{20,}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order error');
    await expect(page.getByTestId('order-number')).toHaveText(/№ \d+/);
    await expect(page.getByTestId('order-line')).toHaveCount(
      1 + (await page.getByTestId('order-line').filter({ hasText: 'Gift' }).count()),
    );
    await expect(page.getByTestId('order-line').first()).toContainText(bought!.title);
    await expect(page.getByTestId('order-line-qty').first()).toContainText(`2 × ${money(bought!.price)}`);
    await shots(page, 'order-error');

    await page.getByTestId('repeat-checkout').click();
    await expect(page).toHaveURL(/\/en\/checkout\?retry=[\w-]{20,}$/);
    await expect(page.getByTestId('checkout-retry')).toContainText('Repeating order №');
    await expect(page.getByTestId('checkout-retry')).toContainText('We have filled in your details');
    // the bought product and quantity, not the cart's; priced by the server now
    const lines = page.getByTestId('checkout-line').filter({ hasNotText: 'Gift' });
    await expect(lines).toHaveCount(1);
    await expect(lines).toContainText(bought!.title);
    await expect(page.getByTestId('checkout-lines')).not.toContainText(inCart!.title);
    await expect(page.getByTestId('sub-total')).toContainText(money(2 * bought!.price));
    await expect(page.getByTestId('edit-cart')).toHaveCount(0);
    // the details of the failed order
    const form = page.getByTestId('checkout-form');
    await expect(form.getByTestId('fullName')).toHaveValue('Nigar Əliyeva');
    await expect(form.getByTestId('mobile-prefix')).toHaveValue(mobile.prefix);
    await expect(form.getByTestId('mobile')).toHaveValue(localShown(mobile.local));
    await expect(form.getByTestId('email')).toHaveValue('nigar.aliyeva@mail.az');
    await expect(form.getByTestId('address')).toHaveValue('Nizami küçəsi 10, mənzil 5');
    await expect(form.getByTestId('place')).not.toHaveValue('');
    await expect(form.getByTestId('payment-card').locator('input')).toBeChecked();
    await expect(form.getByTestId('terms')).not.toBeChecked();
    expect(await cartCookie(page)).toEqual([{ id: inCart!.id, qty: 1 }]);
    await shots(page, 'checkout-retry');

    // the repeat goes through; the cart still holds only what was in it (the link may have loaded the checkout anew:
    // a box ticked before hydration is not the form's)
    await hydrated(form.getByTestId('terms'));
    await form.getByTestId('terms').check();
    await confirmWithCode(form, mobile.digits);
    await payAtTestBank(page, APPROVED);
    await expect(page).toHaveURL(/\/en\/order\?token=/);
    await expect(page.getByTestId('order-title')).toHaveText('Thank you for your order!', { timeout: 20_000 });
    await expect(page.getByTestId('order-line').first()).toContainText(bought!.title);
    await expect(page.getByTestId('order-line-qty').first()).toContainText('2 ×');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    expect(await cartCookie(page)).toEqual([{ id: inCart!.id, qty: 1 }]);
  });

  test("the thank-you page: lines, totals, payment, the address and the gift's recipient — the details only in the browser that ordered", async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    const card = (await ampleProducts(request))[14]!;
    const mobile = uniqueMobile();
    await setCart(page, [{ id: card.id, qty: 1 }]);
    await page.goto('/en/checkout');
    const form = page.getByTestId('checkout-form');
    await fillContact(form, mobile);
    await chooseHomeDelivery(form);
    await form.getByTestId('payment-card').click();
    await form.getByTestId('gift').check();
    await form.getByTestId('giftFirstName').fill('Leyla');
    await form.getByTestId('giftLastName').fill('Quliyeva');
    await form.getByTestId('giftMobile-prefix').selectOption('99');
    await form.getByTestId('giftMobile').fill('1234567');
    await form.getByTestId('giftNote').fill('Ad günün mübarək!');
    await form.getByTestId('terms').check();
    await confirmWithCode(form, mobile.digits);
    await payAtTestBank(page, APPROVED);
    await expect(page.getByTestId('order-title')).toHaveText('Thank you for your order!', { timeout: 20_000 });

    await expect(page.getByTestId('order-line').first()).toContainText(card.title);
    await expect(page.getByTestId('order-line').first().locator('img')).toHaveAttribute('src', /\/i\/p\/300\//);
    await expect(page.getByTestId('order-sub-total')).toContainText(money(card.price));
    await expect(page.getByTestId('order-total')).toHaveText(/\d ₼$/);
    await expect(page.getByTestId('order-payment')).toContainText('Card online');
    await expect(page.getByTestId('order-payment')).toContainText('Paid');
    await expect(page.getByTestId('order-payment')).toContainText('416973******0001');
    await expect(page.getByTestId('order-delivery-type')).toHaveText('Home delivery');
    await expect(page.getByTestId('order-address')).toContainText('Nizami küçəsi 10, mənzil 5');
    await expect(page.getByTestId('order-gift')).toContainText('Leyla Quliyeva');
    await expect(page.getByTestId('order-gift')).toContainText('+994 99 123 45 67');
    await expect(page.getByTestId('order-contact')).toContainText('Nigar Əliyeva');
    await expect(page.getByTestId('order-contact')).toContainText(`+994 ${mobile.prefix}`);
    await shots(page, 'order-delivery');

    // the same address in another browser: what was bought, not who bought it or where it goes
    const url = page.url();
    const other = await browser.newContext({ baseURL: baseUrl() });
    const stranger = await other.newPage();
    await stranger.goto(url);
    await expect(stranger.getByTestId('order-line').first()).toContainText(card.title);
    await expect(stranger.getByTestId('order-total')).toBeVisible();
    await expect(stranger.getByTestId('order-delivery-type')).toHaveText('Home delivery');
    await expect(stranger.getByTestId('order-address')).toHaveCount(0);
    await expect(stranger.getByTestId('order-gift')).toHaveCount(0);
    await expect(stranger.getByTestId('order-contact')).toHaveCount(0);
    await expect(stranger.locator('body')).not.toContainText('Nigar');
    await other.close();
  });

  test('the thank-you page of a pickup order names the branch, its address and phone', async ({ page, request }) => {
    test.slow();
    const card = (await ampleProducts(request))[15]!;
    const mobile = uniqueMobile();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(card.href);
    const popup = await openBuyNow(page, page.locator('.pp-actions').getByTestId('buy-now'));
    await fillContact(popup, mobile);
    await choosePickup(popup);
    const branchTitle =
      (await popup.getByTestId('branch').first().locator('.co-choice-title').textContent())?.trim() ?? '';
    await popup.getByTestId('payment-cash').click();
    await confirmWithCode(popup, mobile.digits);
    await expect(page.getByTestId('order-title')).toHaveText('Thank you for your order!');
    await expect(page.getByTestId('order-delivery-type')).toHaveText('Pickup from a store');
    await expect(page.getByTestId('order-branch')).toBeVisible();
    if (branchTitle) await expect(page.getByTestId('order-branch')).toContainText(branchTitle);
    await expect(page.getByTestId('order-branch').locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(page.getByTestId('order-delivery-price')).toHaveText('Free');
    await expect(page.getByTestId('order-payment')).toContainText('Cash');
    await shots(page, 'order-pickup');
  });

  test('a card payment the bank never answers: after a wait the page offers to pay again, and paying again completes the order', async ({
    page,
    request,
  }) => {
    // half a minute of waiting for the bank, then a second visit to the test bank
    test.setTimeout(150_000);
    const card = (await ampleProducts(request))[16]!;
    const mobile = uniqueMobile();
    await page.goto(card.href);
    const popup = await openBuyNow(page, page.locator('.pp-actions').getByTestId('buy-now'));
    await fillContact(popup, mobile);
    await choosePickup(popup);
    await popup.getByTestId('payment-card').click();
    await confirmWithCode(popup, mobile.digits);
    await payAtTestBank(page, SILENT);
    await expect(page).toHaveURL(/\/en\/order\?token=/);
    await expect(page.getByTestId('order-title')).toHaveText(/Waiting for the bank|taking longer than usual/);
    await expect(page.getByTestId('order-line').first()).toContainText(card.title);
    // the page asks the bank for PAYMENT_SLOW_AFTER_SECONDS (5 s on the e2e server), then offers to pay again
    const panel = page.getByTestId('pay-again');
    await expect(panel).toBeVisible({ timeout: 60_000 });
    await expect(panel).toContainText('If the money was taken from your card');
    await expect(panel).toContainText('reserved for you until');
    const button = panel.getByTestId('pay-again-button');
    await expect(button).toHaveText('Pay again', { timeout: 40_000 });
    await shots(page, 'order-pay-again');
    // the server may render the page already past the wait: the button answers once the page has hydrated
    await hydrated(button);
    await button.click();
    await payAtTestBank(page, APPROVED);
    await expect(page).toHaveURL(/\/en\/order\?token=/);
    await expect(page.getByTestId('order-title')).toHaveText('Thank you for your order!', { timeout: 20_000 });
    await expect(page.getByTestId('order-status')).toHaveText('Paid');
  });

  test('a slow bank: the page says so (also after a reload) and offers cash or cancelling; cancelling returns the units', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const card = (await ampleProducts(request))[17]!;
    // the catalogue's stock as the listing shows it (the card's units are held from placement)
    const stockOf = async () => (await ampleProducts(request)).find((c) => c.id === card.id)?.stock;
    const before = card.stock;
    const mobile = uniqueMobile();
    await page.goto(card.href);
    const popup = await openBuyNow(page, page.locator('.pp-actions').getByTestId('buy-now'));
    await fillContact(popup, mobile);
    await choosePickup(popup);
    await popup.getByTestId('payment-card').click();
    await confirmWithCode(popup, mobile.digits);
    await payAtTestBank(page, SILENT);
    await expect(page).toHaveURL(/\/en\/order\?token=/);
    await expect(page.getByTestId('order-title')).toHaveText('The bank is taking longer than usual', {
      timeout: 20_000,
    });
    await expect(page.getByTestId('slow-choices')).toBeVisible();
    // a reload knows the wait from the server: the choices at once, no new half minute of spinning
    await page.reload();
    await expect(page.getByTestId('order-title')).toHaveText('The bank is taking longer than usual', {
      timeout: 3_000,
    });
    await expect(page.getByTestId('pay-cash')).toBeVisible();
    await shots(page, 'order-slow-bank');
    // the reloaded page shows the choices before it has hydrated: press until the confirmation asks
    await pressUntilShown(page.getByTestId('cancel-order'), page.getByTestId('cancel-yes'));
    await page.getByTestId('cancel-yes').click();
    await expect(page).toHaveURL(/\/en\/order\/error\?token=/);
    await expect(page.getByTestId('order-error-text')).toHaveText('Sorry, your order has been canceled.');
    await expect.poll(stockOf, { timeout: 10_000 }).toBe(before);
  });

  test('a slow bank: paying cash at pickup instead turns the order into a placed cash order', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const card = (await ampleProducts(request))[18]!;
    const mobile = uniqueMobile();
    await page.goto(card.href);
    const popup = await openBuyNow(page, page.locator('.pp-actions').getByTestId('buy-now'));
    await fillContact(popup, mobile);
    await choosePickup(popup);
    await popup.getByTestId('payment-card').click();
    await confirmWithCode(popup, mobile.digits);
    await payAtTestBank(page, SILENT);
    await expect(page.getByTestId('pay-cash')).toBeVisible({ timeout: 20_000 });
    // the server may render the page already past the wait: the button answers once the page has hydrated
    await hydrated(page.getByTestId('pay-cash'));
    await page.getByTestId('pay-cash').click();
    await expect(page.getByTestId('order-title')).toHaveText('Thank you for your order!');
    await expect(page.getByTestId('order-payment')).toContainText('Cash');
  });

  test('a declined card says what the bank answered', async ({ page, request }) => {
    test.setTimeout(90_000);
    const card = (await ampleProducts(request))[19]!;
    const mobile = uniqueMobile();
    await page.goto(card.href);
    const popup = await openBuyNow(page, page.locator('.pp-actions').getByTestId('buy-now'));
    await fillContact(popup, mobile);
    await choosePickup(popup);
    await popup.getByTestId('payment-card').click();
    await confirmWithCode(popup, mobile.digits);
    await payAtTestBank(page, '4169 7388 0000 0004');
    await expect(page).toHaveURL(/\/en\/order\/error\?token=/);
    await expect(page.getByTestId('order-declined')).toContainText('There is not enough money on the card.');
    await shots(page, 'order-declined');
  });

  test('checkout: no gift with pickup — the option says to choose home delivery, and its fields go', async ({
    page,
    request,
  }) => {
    const card = (await ampleProducts(request))[17]!;
    await setCart(page, [{ id: card.id, qty: 1 }]);
    await page.goto('/en/checkout');
    const form = page.getByTestId('checkout-form');
    await hydrated(form.getByTestId('gift'));
    await form.getByTestId('gift').check();
    await expect(form.getByTestId('giftFirstName')).toBeVisible();
    await form.getByTestId('delivery-pickup').click();
    await expect(form.getByTestId('gift')).toHaveCount(0);
    await expect(form.getByTestId('giftFirstName')).toHaveCount(0);
    await expect(form.getByTestId('gift-pickup-note')).toHaveText(
      'To send the order to someone else as a gift, choose home delivery.',
    );
    // the empty gift fields do not hold the order back
    await form.getByTestId('checkout-submit').click();
    await expect(form.getByTestId('error-giftFirstName')).toHaveCount(0);
    await form.getByTestId('delivery-delivery').click();
    await expect(form.getByTestId('gift')).toBeChecked();
  });

  test('promo code: after a refused code, typing another one applies it (on the cart page and at checkout)', async ({
    page,
    request,
  }) => {
    const card = (await ampleProducts(request))[18]!;
    await setCart(page, [{ id: card.id, qty: 1 }]);
    for (const path of ['/en/cart', '/en/checkout']) {
      await page.goto(path);
      const input = page.getByTestId('promo-input');
      await hydrated(input);
      await input.fill('NOSUCH1');
      await page.getByTestId('promo-apply').click();
      await expect(page.getByTestId('promo-message')).toBeVisible();
      await expect(page.getByTestId('promo-remove')).toBeVisible();
      await input.fill('volt10');
      await expect(page.getByTestId('promo-remove')).toHaveCount(0);
      await page.getByTestId('promo-apply').click();
      await expect(input).toHaveValue(/volt10/i);
      await expect(page.getByTestId('promo-message')).toContainText('VOLT10');
      await expect(page.getByTestId('promoCodeDiscount')).toBeVisible();
      await expect(page.getByTestId('promo-remove')).toBeVisible();
    }
  });
});
