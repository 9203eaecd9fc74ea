import { expect, test } from '@playwright/test';
import { ampleProducts, fillContact, openBuyNow, uniqueMobile } from './checkout-steps';

/**
 * The buy-now popup refuses a form the way the checkout page does (BUY-4): the first field in error takes the focus
 * and is scrolled to, even when it is the branch list several screens up on a phone.
 */
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`buy-now popup at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('pickup and cash without a branch: confirm focuses the first branch, its error in sight, no code sent', async ({
      page,
      request,
    }) => {
      test.slow();
      const card = (await ampleProducts(request))[viewport.width < 768 ? 5 : 4]!;
      await page.goto(card.href);
      const popup = await openBuyNow(page, page.locator('.pp-actions').getByTestId('buy-now'));
      await fillContact(popup, uniqueMobile());
      await popup.getByTestId('delivery-pickup').click();
      await expect(popup.getByTestId('branch').first()).toBeVisible();
      await popup.getByTestId('payment-cash').click();
      await popup.getByTestId('checkout-submit').click();

      const firstBranch = popup.getByTestId('branch').first().locator('input[type=radio]');
      await expect(firstBranch).toBeFocused();
      await expect(firstBranch).toHaveAttribute('aria-invalid', 'true');
      await expect(popup.getByTestId('error-branch')).toBeInViewport();
      await expect(popup.getByTestId('otp-step')).toHaveCount(0);

      // choosing a branch clears the error from every radio
      await popup.getByTestId('branch').nth(1).click();
      await popup.getByTestId('checkout-submit').click();
      await expect(popup.getByTestId('otp-step')).toBeVisible();
      await expect(popup.locator('input[name=co-branch][aria-invalid]')).toHaveCount(0);
    });
  });
}
