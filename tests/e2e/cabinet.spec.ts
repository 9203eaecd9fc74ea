import { randomUUID } from 'node:crypto';
import { pickupBranch } from './place-order';
import { expect, test } from '@playwright/test';
import { logInViaApi, signedInCustomer, uniqueAccountMobile } from './accounts';
import { latestCode } from './sms-codes';
import { buyable, findCards } from './catalog-api';
import { hydrated, pressUntilShown } from './press-until';

/**
 * The cabinet (CAB-1…CAB-6) in a real browser: profile edit, save and cancel; addresses added, edited, made main and
 * deleted; a change of password, then a login with the new one; my orders with the order popup; a guest sent to the
 * login.
 */

test.describe('cabinet at 1280 px', () => {
  test('profile: edit and cancel restores, save keeps the new values after a reload', async ({ page }) => {
    const account = await signedInCustomer(page.request);
    await page.goto('/en/cabinet');
    await expect(page.getByTestId('profile-view-firstName')).toHaveText(account.firstName);
    await expect(page.getByTestId('mobile-verified')).toBeVisible();
    await page.getByTestId('profile-edit').click();
    await page.getByTestId('profile-firstName').fill('Changed');
    await page.getByTestId('profile-cancel').click();
    await expect(page.getByTestId('profile-view-firstName')).toHaveText(account.firstName);
    await page.getByTestId('profile-edit').click();
    await page.getByTestId('profile-firstName').fill('Nərgiz');
    await page.getByTestId('profile-email').fill('not an email');
    await page.getByTestId('profile-save').click();
    await expect(page.getByTestId('error-cb-email')).toHaveText('Wrong email address');
    await page.getByTestId('profile-email').fill(`nergiz.${account.mobile.local}@mail.az`);
    await page.getByTestId('profile-save').click();
    await expect(page.getByTestId('toast-success')).toContainText('Your information has changed successfully');
    await expect(page.getByTestId('profile-view-firstName')).toHaveText('Nərgiz');
    await page.reload();
    await expect(page.getByTestId('profile-view-firstName')).toHaveText('Nərgiz');
    await expect(page.getByTestId('profile-view-email')).toHaveText(`nergiz.${account.mobile.local}@mail.az`);
  });

  test('profile: the gender (ACC-2) is chosen, saved and shown; while editing, the mobile stays read-only with its link', async ({
    page,
  }) => {
    const account = await signedInCustomer(page.request);
    await page.goto('/ru/cabinet');
    await expect(page.getByTestId('profile-view-gender')).toHaveText('—');
    await hydrated(page.getByTestId('profile-edit'));
    await page.getByTestId('profile-edit').click();
    const form = page.getByTestId('profile-form');
    // the mobile is not a field of the form but stays in view, verified, with the way to change it
    await expect(form.getByTestId('profile-view-mobile')).toHaveText(
      `+994 (${account.mobile.prefix}) ${account.mobile.local.slice(0, 3)}-${account.mobile.local.slice(3, 5)}-${account.mobile.local.slice(5)}`,
    );
    await expect(form.getByTestId('mobile-verified')).toHaveText('✓ Подтверждён');
    await expect(form.getByTestId('to-verify-mobile')).toHaveAttribute('href', '/ru/cabinet/verify-mobile');
    await expect(form.getByRole('textbox', { name: 'Мобильный номер' })).toHaveCount(0);
    // the gender: —, female, male
    const gender = form.getByLabel('Пол', { exact: true });
    await expect(gender).toHaveValue('');
    expect(await gender.locator('option').allTextContents()).toEqual(['—', 'Женский', 'Мужской']);
    await gender.selectOption('f');
    await page.getByTestId('profile-cancel').click();
    await expect(page.getByTestId('profile-view-gender')).toHaveText('—');
    await page.getByTestId('profile-edit').click();
    await page.getByTestId('profile-gender').selectOption('f');
    await page.getByTestId('profile-save').click();
    await expect(page.getByTestId('toast-success')).toBeVisible();
    await expect(page.getByTestId('profile-view-gender')).toHaveText('Женский');
    await page.reload();
    await expect(page.getByTestId('profile-view-gender')).toHaveText('Женский');
    await hydrated(page.getByTestId('profile-edit'));
    await page.getByTestId('profile-edit').click();
    await expect(page.getByTestId('profile-gender')).toHaveValue('f');
    // back to none
    await page.getByTestId('profile-gender').selectOption('');
    await page.getByTestId('profile-save').click();
    await expect(page.getByTestId('profile-view-gender')).toHaveText('—');
  });

  test('addresses: add, edit, make main, delete after the confirm', async ({ page }) => {
    await signedInCustomer(page.request);
    await page.goto('/en/cabinet/address');
    await expect(page.getByTestId('addresses-empty')).toBeVisible();
    const add = async (name: string, street: string) => {
      await page.getByTestId('address-add').click();
      const form = page.getByTestId('address-form');
      await form.getByTestId('address-name').fill(name);
      await expect(form.getByTestId('address-city').locator('option')).not.toHaveCount(1);
      await form.getByTestId('address-city').selectOption({ index: 1 });
      await expect(form.getByTestId('address-district').locator('option')).not.toHaveCount(1);
      await form.getByTestId('address-district').selectOption({ index: 1 });
      await expect(form.getByTestId('address-place').locator('option')).not.toHaveCount(1);
      await form.getByTestId('address-place').selectOption({ index: 1 });
      await form.getByTestId('address-street').fill(street);
      await form.getByTestId('address-save').click();
      await expect(form).toHaveCount(0);
    };
    // the form's own checks first
    await page.getByTestId('address-add').click();
    await page.getByTestId('address-save').click();
    await expect(page.getByTestId('error-cb-title')).toHaveText('Required field');
    await page.keyboard.press('Escape');
    await add('Home', 'Nizami 10');
    await add('Work', 'Bülbül 5');
    await expect(page.getByTestId('address')).toHaveCount(2);
    await expect(page.getByTestId('address-line').first()).toContainText('Nizami 10');
    // edit the second
    const work = page.getByTestId('address').filter({ hasText: 'Work' });
    await work.getByTestId('address-edit').click();
    await page.getByTestId('address-form').getByTestId('address-street').fill('Bülbül 7');
    await page.getByTestId('address-save').click();
    await expect(work.getByTestId('address-line')).toContainText('Bülbül 7');
    // make it main
    await work.getByTestId('address-main').click();
    await expect(page.locator('[data-testid=address][data-main=true]')).toContainText('Work');
    // delete the other after the confirm
    await page.getByTestId('address').filter({ hasText: 'Home' }).getByTestId('address-remove').click();
    await expect(page.getByTestId('address-confirm')).toContainText('Are you sure?');
    await page.getByTestId('address-confirm-yes').click();
    await expect(page.getByTestId('address')).toHaveCount(1);
    await page.reload();
    await expect(page.getByTestId('address')).toHaveCount(1);
    await expect(page.getByTestId('address-title')).toHaveText('Work');
  });

  test('change password: a wrong current one is refused; then a login with the new one works', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const account = await signedInCustomer(page.request);
    await page.goto('/en/cabinet/change-password');
    await hydrated(page.getByTestId('current-password'));
    await page.getByTestId('current-password').fill('wrong current password');
    await page.getByTestId('new-password').fill('my new secret phrase');
    await page.getByTestId('repeat-new-password').fill('my new secret phrase');
    await page.getByTestId('change-password-submit').click();
    await expect(page.getByTestId('error-cb-password')).toHaveText('The current password is wrong');
    await page.getByTestId('current-password').fill(account.password);
    await page.getByTestId('change-password-submit').click();
    await expect(page.getByTestId('password-changed')).toBeVisible();
    // this browser stays signed in; a fresh one logs in with the new password only
    await page.goto('/en/cabinet');
    await expect(page.getByTestId('profile')).toBeVisible();
    const fresh = await playwright.request.newContext({ baseURL });
    expect(
      (
        await fresh.post('/api/auth/login', {
          data: { username: account.mobile.digits, password: account.password, lang: 'en' },
        })
      ).status(),
    ).toBe(401);
    await logInViaApi(fresh, account.mobile.digits, 'my new secret phrase');
    await fresh.dispose();
  });

  test('my orders: none at first, then the order placed appears with its popup', async ({ page, request }) => {
    const account = await signedInCustomer(page.request);
    await page.goto('/en/cabinet/orders');
    await expect(page.getByTestId('orders-empty')).toContainText('You have no orders');
    // a signed-in customer ordering for their own mobile needs no code
    const [card] = await findCards(request, (c) => buyable(c) && c.stock >= 10, 1, '&sort=priceUp');
    const res = await page.request.post('/api/checkout', {
      headers: { 'idempotency-key': randomUUID() },
      data: {
        cart: [{ id: card!.id, qty: 1 }],
        source: 'buyNow',
        fullName: `${account.firstName} ${account.lastName}`,
        mobile: `+${account.mobile.digits}`,
        delivery: 'pickup',
        branch: await pickupBranch(page.request, [{ id: card!.id, qty: 1 }]),
        payment: 'cash',
        lang: 'en',
      },
    });
    const placed = (await res.json()) as { data: { next: string } };
    expect(placed.data.next).toBe('done');
    await page.reload();
    await expect(page.getByTestId('order-row')).toHaveCount(1);
    await expect(page.getByTestId('order-status')).toHaveText('New');
    const popup = page.getByTestId('order-popup');
    // a press before the reloaded page has hydrated does nothing: press until the popup opens
    await pressUntilShown(page.getByTestId('order-open'), popup);
    await expect(popup.getByTestId('order-line')).toHaveCount(1);
    await expect(popup).toContainText(card!.title);
    await expect(popup.getByTestId('popup-total')).toHaveText(await page.getByTestId('order-total').innerText());
  });
});

test("mobile verification: a new number confirmed with its code becomes the account's, back on the profile", async ({
  page,
}) => {
  await signedInCustomer(page.request);
  const next = uniqueAccountMobile();
  await page.goto('/en/cabinet');
  await hydrated(page.getByTestId('to-verify-mobile'));
  await page.getByTestId('to-verify-mobile').click();
  await expect(page).toHaveURL(/\/en\/cabinet\/verify-mobile$/);
  await page.getByTestId('verify-mobile-number-prefix').selectOption(next.prefix);
  await page.getByTestId('verify-mobile-number').fill(next.local);
  await page.getByTestId('verify-mobile-submit').click();
  await expect(page.getByTestId('otp-step')).toBeVisible();
  const { code } = await latestCode(next.digits);
  await page.getByTestId('otp-code').fill(code);
  await page.getByTestId('otp-confirm').click();
  await expect(page).toHaveURL(/\/en\/cabinet$/);
  await expect(page.getByTestId('toast-success')).toContainText('Your mobile number is confirmed');
  await page.reload();
  await expect(page.getByTestId('profile-view-mobile')).toHaveText(
    `+994 (${next.prefix}) ${next.local.slice(0, 3)}-${next.local.slice(3, 5)}-${next.local.slice(5)}`,
  );
  await expect(page.getByTestId('mobile-verified')).toBeVisible();
});

test.describe('cabinet at 375 px', () => {
  test.use({ viewport: { width: 375, height: 780 } });

  test('a guest is sent to the login; a customer sees the tabs and the profile', async ({ page }) => {
    await page.goto('/en/cabinet/address');
    await expect(page).toHaveURL(/\/en\/login\?next=%2Fen%2Fcabinet%2Faddress$/);
    await signedInCustomer(page.request);
    await page.goto('/en/cabinet');
    await expect(page.getByTestId('cabinet-nav')).toBeVisible();
    await expect(page.getByTestId('profile')).toBeVisible();
    // the cabinet is the page's main region, for screen readers as on the shop's pages
    await expect(page.getByRole('main').getByTestId('cabinet-nav')).toBeVisible();
    // editing keeps the mobile in view, and the form fits the screen
    await hydrated(page.getByTestId('profile-edit'));
    await page.getByTestId('profile-edit').click();
    await expect(page.getByTestId('profile-form').getByTestId('profile-view-mobile')).toBeVisible();
    await expect(page.getByTestId('profile-form').getByTestId('to-verify-mobile')).toBeVisible();
    await expect(page.getByTestId('profile-gender')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
