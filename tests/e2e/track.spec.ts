import { expect, test } from '@playwright/test';
import { ampleProducts, uniqueMobile } from './checkout-steps';
import { placeCashOrder } from './place-order';
import { latestCode } from './sms-codes';

/**
 * "Track your order" (ORD-11): a guest opens the page from the footer, the fields' own errors, the order number and
 * mobile, the code texted to that mobile (read from the shop's SMS outbox), and the order page.
 */
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`track your order at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a guest tracks an order from the footer: field errors, the code, the order page', async ({
      page,
      request,
    }, info) => {
      test.slow();
      const product = (await ampleProducts(request))[viewport.width < 768 ? 3 : 2]!;
      const mobile = uniqueMobile();
      const token = await placeCashOrder(request, product.id, mobile.digits);
      const order = (await (await request.get(`/api/orders/current?token=${token}&lang=en`)).json()) as {
        data: { id: number };
      };
      const number = order.data.id;

      await page.goto('/en');
      const link = page.getByTestId('footer-track');
      await link.scrollIntoViewIfNeeded();
      await expect(link).toHaveText('Track your order');
      await link.click();
      await expect(page).toHaveURL(/\/en\/track-order$/);
      await expect(page.getByRole('heading', { name: 'Track your order' })).toBeVisible();
      const form = page.getByTestId('track-form');
      const submit = form.getByTestId('track-submit');
      await expect(submit).toBeEnabled();

      // nothing typed: each field says what it needs, nothing is sent
      await submit.click();
      await expect(form.getByTestId('error-tr-number')).toHaveText('Enter the order number');
      await expect(form.getByTestId('error-tr-mobile')).toHaveText('Enter the mobile number');
      await form.getByTestId('track-number').fill('12ab');
      await submit.click();
      await expect(form.getByTestId('error-tr-number')).toHaveText('The order number has digits only');
      await page.screenshot({ path: info.outputPath(`track-errors-${viewport.width}.png`), fullPage: true });

      await form.getByTestId('track-number').fill(`№ ${number}`);
      await form.getByTestId('track-mobile-prefix').selectOption(mobile.prefix);
      await form.getByTestId('track-mobile').fill(mobile.local);
      await expect(form.getByTestId('error-tr-number')).toHaveCount(0);
      await submit.click();
      await expect(form.getByTestId('otp-step')).toBeVisible();
      const { code } = await latestCode(mobile.digits);
      await page.screenshot({ path: info.outputPath(`track-code-${viewport.width}.png`), fullPage: true });
      await form.getByTestId('otp-code').fill(code);
      await form.getByTestId('otp-confirm').click();

      await expect(page).toHaveURL(new RegExp(`/en/order\\?token=${token}$`));
      await expect(page.getByTestId('order-number')).toHaveText(`№ ${number}`);
    });
  });
}

test('the page lives at each language own path, and the switcher links them', async ({ page }) => {
  await page.goto('/sifarisi-izle');
  await expect(page.getByRole('heading', { name: 'Sifarişi izləyin' })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="ru-AZ"]')).toHaveAttribute(
    'href',
    /\/ru\/otslezhivanie-zakaza$/,
  );
  await page.goto('/ru/otslezhivanie-zakaza');
  await expect(page.getByRole('heading', { name: 'Отследить заказ' })).toBeVisible();
});
