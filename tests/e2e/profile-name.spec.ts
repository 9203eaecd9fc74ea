import { expect, test } from '@playwright/test';
import { openUserMenu, signedInCustomer } from './accounts';
import { hydrated } from './press-until';
import { buyable, findCard } from './catalog-api';
import { openBuyNow } from './checkout-steps';

/**
 * CAB-1: a name changed in the profile is the shop's name for the customer at once — the header, its menu and the
 * checkout form's contact — without signing in again, and after a reload.
 */
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`profile name at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the new name is in the account menu and the checkout at once and after a reload', async ({ page }) => {
      test.slow();
      const account = await signedInCustomer(page.request);
      const menuButton = viewport.width < 768 ? 'bar-user' : 'header-user';
      await page.goto('/en/cabinet');
      await hydrated(page.getByTestId('profile-edit'));
      await page.getByTestId('profile-edit').click();
      await page.getByTestId('profile-firstName').fill('Ülviyyə');
      await page.getByTestId('profile-lastName').fill('Səfərova');
      await page.getByTestId('profile-save').click();
      await expect(page.getByTestId('toast-success')).toBeVisible();

      // no reload: the account menu already names the customer anew
      await openUserMenu(page, menuButton);
      await expect(page.getByTestId('umenu-fullname')).toHaveText('Ülviyyə Səfərova');
      if (menuButton === 'header-user') await expect(page.locator('.umenu-name').first()).toHaveText('Ülviyyə');

      // a new page load, and the checkout form's contact (the buy-now popup's): the new name, not the sign-up's
      const card = await findCard(page.request, buyable);
      await page.goto(card.href);
      const popup = await openBuyNow(page, page.locator('.pp-actions').getByTestId('buy-now'));
      await expect(popup.getByTestId('fullName')).toHaveValue('Ülviyyə Səfərova');
      await page.reload();
      await openUserMenu(page, menuButton);
      await expect(page.getByTestId('umenu-fullname')).toHaveText('Ülviyyə Səfərova');
      expect(account.firstName).not.toBe('Ülviyyə');
    });
  });
}
