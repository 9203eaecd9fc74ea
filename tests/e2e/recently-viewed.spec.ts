import { expect, test, type Page } from '@playwright/test';
import { signedInCustomer, signUpViaApi, logInViaApi } from './accounts';
import { findCards } from './catalog-api';

/** PDP-14: "Recently viewed" below the product and in the cabinet, for guests (browser) and customers (server). */

const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png`, fullPage: false });
};

/** Opens a product page as a signed-in customer and waits until its view was recorded. */
async function view(page: Page, href: string) {
  const recorded = page.waitForResponse((r) => r.url().endsWith('/api/users/recently-viewed'));
  await page.goto(href);
  expect((await recorded).status()).toBe(200);
}

const rowTitles = (page: Page) => page.getByTestId('recently-viewed').locator('.sx-section-title');

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`recently viewed at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a guest sees the products opened before, newest first, never the one on screen', async ({ page }) => {
      const [a, b, c] = await findCards(page.request, (x) => !x.sold, 3);
      await page.goto(a!.href);
      // the first product: nothing viewed before it, no row
      await expect.poll(() => page.evaluate(() => localStorage.getItem('volt.recentlyViewed'))).toContain(`${a!.id}`);
      await expect(page.getByTestId('recently-viewed')).toHaveCount(0);
      await page.goto(b!.href);
      await expect(page.getByTestId('recently-viewed')).toBeVisible();
      await page.goto(c!.href);
      const row = page.getByTestId('recently-viewed');
      await row.scrollIntoViewIfNeeded();
      await expect(rowTitles(page)).toHaveText('Recently viewed');
      await expect(row).toContainText(b!.title);
      await expect(row).not.toContainText(c!.title);
      await shot(page, `recently-viewed-guest-${viewport.width}`);
      // newest first: b was opened after a (polled: the row is drawn again once the page has recorded its own view)
      if (viewport.width >= 1280) {
        await expect(row).toContainText(a!.title);
        const links = () => row.locator('a[href]').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
        await expect.poll(async () => (await links()).filter((h) => h === a!.href || h === b!.href)[0]).toBe(b!.href);
      }
    });

    test('a customer’s views are kept on the server, the guest’s list joins at sign-in, the cabinet lists them', async ({
      page,
    }) => {
      const [a, b, c] = await findCards(page.request, (x) => !x.sold && x.id % 2 === 0, 3);
      // as a guest: a, then b
      await page.goto(a!.href);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('volt.recentlyViewed'))).toContain(`${a!.id}`);
      await page.goto(b!.href);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('volt.recentlyViewed'))).toContain(`${b!.id}`);
      // sign in: the next page moves the browser's list into the account
      const account = await signUpViaApi(page.request);
      await logInViaApi(page.request, account.mobile.digits, account.password);
      const merged = page.waitForResponse((r) => r.url().includes('/api/users/recently-viewed/merge'));
      await view(page, c!.href);
      expect((await merged).status()).toBe(200);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('volt.recentlyViewed'))).toBeNull();
      const row = page.getByTestId('recently-viewed');
      await row.scrollIntoViewIfNeeded();
      await expect(row).toContainText(b!.title);
      await expect(row).not.toContainText(c!.title);
      // the cabinet lists all three, the latest first
      await page.goto('/en/cabinet/recently-viewed');
      const list = page.getByTestId('cabinet-recently-viewed');
      await expect(list.getByRole('heading', { name: 'Recently viewed' })).toBeVisible();
      await expect(list).toContainText(c!.title);
      await expect(list).toContainText(b!.title);
      await expect(list).toContainText(a!.title);
      const html = await list.innerHTML();
      expect(html.indexOf(c!.href)).toBeLessThan(html.indexOf(b!.href));
      expect(html.indexOf(b!.href)).toBeLessThan(html.indexOf(a!.href));
      await shot(page, `recently-viewed-cabinet-${viewport.width}`);
      // signed out, the browser keeps nothing of the account's list
      await page.request.post('/api/auth/logout', { data: { lang: 'en' } });
      await page.goto(a!.href);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('volt.recentlyViewed'))).toContain(`${a!.id}`);
      await expect(page.getByTestId('recently-viewed')).toHaveCount(0);
    });

    test('a new customer’s cabinet page says nothing was viewed yet', async ({ page }) => {
      await signedInCustomer(page.request);
      await page.goto('/en/cabinet/recently-viewed');
      await expect(page.getByTestId('recently-viewed-empty')).toContainText('You have not viewed any products yet');
      await expect(page.getByTestId('cabinet-nav').getByRole('link', { name: 'Recently viewed' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await shot(page, `recently-viewed-empty-${viewport.width}`);
    });
  });
}
