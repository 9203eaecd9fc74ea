import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { findCard } from './catalog-api';
import { latestCode } from './sms-codes';
import { asOwner } from './admin-owner';
import { signedInCustomer } from './accounts';
import { adminShot } from './admin-shots';
import { pressUntilShown } from './press-until';

/** A fresh guest number per run ("+994 70 …"): the code step's send limits count per number. */
const guest = () => ({ prefix: '70', local: String(2_000_000 + Math.floor(Math.random() * 7_000_000)) });

/** No critical or serious axe-core violation on the page, or inside `within` (an open dialog: the page behind it is dimmed). */
async function axeClean(page: Page, within?: string) {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  // the footer and other parts below the fold use content-visibility: draw them for axe (as a11y.spec.ts does)
  else await page.addStyleTag({ content: '*{content-visibility:visible!important}' });
  const { violations } = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`),
  ).toEqual([]);
}

for (const width of [1280, 375]) {
  test.describe(`alerts at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

    test('a guest asks to be told when a sold-out product is back: code from the SMS, then the confirmation', async ({
      page,
      request,
    }) => {
      const card = await findCard(request, (c) => c.stock <= 0 && !c.sold && !c.priceInStore);
      await page.goto(card.href);
      const stock = page.getByTestId('alert-stock');
      await expect(stock).toBeVisible();
      await stock.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/alerts-buttons-${width}.png` });
      await axeClean(page);
      const dialog = page.getByTestId('alert-dialog');
      await pressUntilShown(stock, dialog);
      const mobile = guest();
      await dialog.getByTestId('alert-mobile-prefix').selectOption(mobile.prefix);
      await dialog.getByTestId('alert-mobile').fill(mobile.local);
      await page.screenshot({ path: `test-results/alerts-dialog-${width}.png` });
      await axeClean(page, '[data-testid="alert-dialog"]');
      await dialog.getByTestId('alert-submit').click();
      await expect(dialog.getByTestId('alert-code-sent')).toBeVisible();
      const { code } = await latestCode(`994${mobile.prefix}${mobile.local}`);
      // a wrong code first: the field says so
      await dialog.getByTestId('alert-code').fill(code === '000000' ? '111111' : '000000');
      await dialog.getByTestId('alert-confirm').click();
      await expect(dialog.getByRole('alert')).toContainText('Wrong code');
      await dialog.getByTestId('alert-code').fill(code);
      await page.screenshot({ path: `test-results/alerts-code-${width}.png` });
      await dialog.getByTestId('alert-confirm').click();
      await expect(page.getByTestId('alert-done')).toContainText('when it is back in stock');
      await page.screenshot({ path: `test-results/alerts-done-${width}.png` });
      await axeClean(page, '[data-testid="alert-dialog"]');
    });

    test('a price-drop alert by email on an in-stock product', async ({ page, request }) => {
      const card = await findCard(request, (c) => c.stock > 2 && !c.sold && !c.priceInStore);
      await page.goto(card.href);
      await expect(page.getByTestId('alert-stock')).toHaveCount(0);
      const dialog = page.getByTestId('alert-dialog');
      // a press before hydration does nothing (a CI run failed here twice at 375 px: the dialog never opened)
      await pressUntilShown(page.getByTestId('alert-price'), dialog);
      await dialog.getByTestId('alert-channel-email').check();
      // both empty: the server's field error under the field
      await dialog.getByTestId('alert-submit').click();
      await expect(dialog.getByRole('alert').first()).toContainText('Give a mobile number or an email address');
      await dialog.getByTestId('alert-email').fill(`shopper${Date.now()}@mail.az`);
      await dialog.getByTestId('alert-submit').click();
      await expect(dialog.getByTestId('alert-code-sent')).toContainText('@mail.az');
      await page.screenshot({ path: `test-results/alerts-price-${width}.png` });
    });

    test('an unsubscribe link that is not valid says so clearly', async ({ page }) => {
      await page.goto('/en/alerts/unsubscribe?token=nonsense');
      await expect(page.getByTestId('alert-unsubscribe-text')).toContainText('This link is not valid');
      await page.screenshot({ path: `test-results/alerts-unsubscribe-${width}.png` });
    });
  });
}

test('the back office shows the most-wanted sold-out products on the dashboard at 1280 and 768 px', async ({
  page,
  request,
}) => {
  const card = await findCard(request, (c) => c.stock <= 0 && !c.sold && !c.priceInStore);
  const mobile = `99470${String(2_000_000 + Math.floor(Math.random() * 7_000_000))}`;
  const first = await request.post('/api/alerts', { data: { productId: card.id, kind: 'stock', mobile, lang: 'en' } });
  const { token } = ((await first.json()) as { data: { token: string } }).data;
  const { code } = await latestCode(mobile);
  const made = await request.post('/api/alerts', {
    data: { productId: card.id, kind: 'stock', mobile, lang: 'en', token, otp: code },
  });
  expect(made.status()).toBe(200);
  await asOwner(page);
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.goto('/admin');
    const wanted = page.getByTestId('most-wanted');
    await expect(wanted).toBeVisible();
    await expect(wanted.getByRole('row').nth(1)).toBeVisible();
    await wanted.scrollIntoViewIfNeeded();
    await adminShot(page, `alerts-most-wanted-${width}`);
    await axeClean(page);
  }
});

for (const width of [1280, 375]) {
  test(`a signed-in customer subscribes with their own mobile (no code) and cancels it in the cabinet at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await signedInCustomer(page.request);
    const card = await findCard(request, (c) => c.stock > 2 && !c.sold && !c.priceInStore);
    await page.goto(card.href);
    const dialog = page.getByTestId('alert-dialog');
    // a press before hydration does nothing (on a busy machine hydration can take seconds)
    await pressUntilShown(page.getByTestId('alert-price'), dialog);
    await expect(dialog.getByTestId('alert-mobile')).not.toHaveValue('');
    await dialog.getByTestId('alert-submit').click();
    await expect(page.getByTestId('alert-done')).toContainText('when the price drops');
    await page.goto('/en/cabinet/alerts');
    const row = page.getByTestId('cabinet-alert').first();
    await expect(row).toContainText(card.title);
    await expect(row).toContainText('Active');
    await page.screenshot({ path: `test-results/alerts-cabinet-${width}.png` });
    await axeClean(page);
    await row.getByTestId('cabinet-alert-cancel').click();
    await expect(row).toContainText('Cancelled');
  });
}
