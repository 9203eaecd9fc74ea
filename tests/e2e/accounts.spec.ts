import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi, signedInCustomer, uniqueAccountMobile, logInViaApi, openUserMenu } from './accounts';
import { buyable, findCards } from './catalog-api';
import { latestCode, lastSmsId } from './sms-codes';
import { hydrated, pressUntilShown } from './press-until';

/**
 * Accounts (ACC-1…ACC-9) in a real browser against the real server: sign-up with the code read from the SMS outbox,
 * login, the guest's lists merged at login, the server's lists for a signed-in customer, the account menu and logout,
 * the guards, five wrong codes, the reminder and a new password.
 */

const cookieUrl = () => test.info().project.use.baseURL ?? 'http://127.0.0.1:3000';
const setCookie = (page: Page, name: string, value: unknown) =>
  page
    .context()
    .addCookies([{ name: `volt_${name}`, value: encodeURIComponent(JSON.stringify(value)), url: cookieUrl() }]);

async function me(page: Page) {
  const res = await page.request.get('/api/auth?lang=en');
  return ((await res.json()) as { data: { user: { fullName: string; mobile: string } | null } }).data.user;
}

/** Fills the login form and sends it (the button is enabled once the page's script runs). */
async function logInThroughForm(page: Page, username: string, password: string) {
  // text typed before hydration is not the form's: it would be sent empty
  await hydrated(page.getByTestId('username'));
  await page.getByTestId('username').fill(username);
  await page.getByTestId('password').fill(password);
  await expect(page.getByTestId('login-submit')).toBeEnabled();
  await page.getByTestId('login-submit').click();
}

test.describe('accounts at 1280 px', () => {
  test('sign up with the code from the SMS and land signed in, with the account menu', async ({ page }) => {
    const mobile = uniqueAccountMobile();
    await page.goto('/en/signup');
    await hydrated(page.getByTestId('firstName'));
    await page.getByTestId('firstName').fill('Leyla');
    await page.getByTestId('lastName').fill('Hüseynova');
    await page.getByTestId('mobile-prefix').selectOption(mobile.prefix);
    await page.getByTestId('mobile').fill(mobile.local);
    await page.getByTestId('password').fill('correct horse battery');
    await page.getByTestId('password2').fill('correct horse battery');
    // the notification consent is required
    await expect(page.getByTestId('signup-submit')).toBeEnabled();
    await page.getByTestId('signup-submit').click();
    await expect(page.getByTestId('error-notificationConsent')).toHaveText('Notification is required');
    await page.getByTestId('notification').check();
    await page.getByTestId('signup-submit').click();
    await expect(page.getByTestId('otp-step')).toBeVisible();
    await expect(page.getByTestId('signup-title')).toHaveText('OTP confirmation');
    const { code } = await latestCode(mobile.digits);
    await page.getByTestId('otp-code').fill(code);
    await page.getByTestId('otp-confirm').click();
    // sign-up ends signed in (ACC-2): no second sign-in
    await expect(page.getByTestId('signup-done')).toBeVisible();
    await expect(page.getByTestId('signup-done')).toContainText('you are signed in');
    await page.getByTestId('signup-continue').click();
    await expect(page).toHaveURL(/\/en$/);
    await openUserMenu(page, 'header-user');
    await expect(page.getByTestId('umenu-fullname')).toHaveText('Leyla Hüseynova');
    await expect(page.getByTestId('umenu-profile')).toHaveAttribute('href', '/en/cabinet');
    await expect(page.getByTestId('umenu-password')).toHaveAttribute('href', '/en/cabinet/change-password');
  });

  test('a mobile typed key by key before choosing the operator fills the operator and keeps every digit', async ({
    page,
  }) => {
    await page.goto('/en/signup');
    await hydrated(page.getByTestId('mobile'));
    await page.getByTestId('mobile').pressSequentially('0551234567');
    await expect(page.getByTestId('mobile-prefix')).toHaveValue('55');
    await expect(page.getByTestId('mobile')).toHaveValue('123-45-67');
  });

  test('a wrong password is refused with one message, and nothing is signed in', async ({ page }) => {
    const account = await signUpViaApi(page.request);
    await page.goto('/en/login');
    await logInThroughForm(page, account.mobile.digits, 'not the password');
    await expect(page.getByTestId('form-message')).toHaveText('Wrong login or password');
    expect(await me(page)).toBeNull();
    // an unknown account answers the same
    await logInThroughForm(page, '+994 55 000 00 01', 'whatever-password');
    await expect(page.getByTestId('form-message')).toHaveText('Wrong login or password');
  });

  test('the guest cart, wish list and compare join the account at login; then they live on the server', async ({
    page,
    request,
  }) => {
    const cards = await findCards(request, (c) => buyable(c) && c.stock >= 5, 3, '&sort=priceUp');
    const account = await signUpViaApi(request);
    // the account already holds one product in its wish list (added in another session)
    await logInViaApi(request, account.mobile.digits, account.password);
    expect(
      (await request.post('/api/users/add-to-wishlist', { data: { product_id: cards[2]!.id, lang: 'en' } })).status(),
    ).toBe(200);
    // as a guest in this browser: two units of one product in the cart, another in the wish list and compare
    await setCookie(page, 'cart', [{ id: cards[0]!.id, qty: 2 }]);
    await setCookie(page, 'wish', [cards[1]!.id]);
    await setCookie(page, 'compare', [cards[1]!.id]);
    await page.goto('/en/login?next=%2Fen%2Fcart');
    await logInThroughForm(page, account.mobile.digits, account.password);
    await expect(page).toHaveURL(/\/en\/cart$/);
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await expect(page.getByTestId('wishlist-count')).toHaveText('2');
    await expect(page.getByTestId('compare-count')).toHaveText('1');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    // the guest cookies are gone: the lists are the account's now
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names).not.toContain('volt_cart');
    expect(names).not.toContain('volt_wish');
    // a change goes to the server: add one more product from a card, then read the server's cart
    await page.goto('/en/products?sort=priceUp');
    await hydrated(
      page.locator(`[data-testid=product-card][data-product-id="${cards[1]!.id}"]`).getByTestId('add-to-cart'),
    );
    await page
      .locator(`[data-testid=product-card][data-product-id="${cards[1]!.id}"]`)
      .getByTestId('add-to-cart')
      .click();
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get('/api/users/cart?lang=en')).json()) as {
              data: { items: { id: number; qty: number }[] };
            }
          ).data.items,
      )
      .toEqual([
        { id: cards[0]!.id, qty: 2, size: null },
        { id: cards[1]!.id, qty: 1, size: null },
      ]);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('volt_cart');
    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('3');
  });

  test('logout clears the lists shown and says so', async ({ page, request }) => {
    const [card] = await findCards(request, buyable, 1, '&sort=priceUp');
    await signedInCustomer(page.request);
    expect(
      (await page.request.post('/api/users/add-to-cart', { data: { product_id: card!.id, lang: 'en' } })).status(),
    ).toBe(200);
    await page.goto('/en/cabinet');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await openUserMenu(page, 'header-user');
    await page.getByTestId('umenu-logout').click();
    // the cabinet is not a guest's: home, with the message
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByTestId('toast-success')).toContainText('You have logged out');
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await expect(page.getByTestId('header-login')).toBeVisible();
    expect(await me(page)).toBeNull();
  });

  test('a guest’s account button offers both ways in, each bringing the visitor back to the page', async ({ page }) => {
    await page.goto('/ru/brands');
    const menu = page.getByTestId('guest-menu');
    await pressUntilShown(page.getByTestId('header-login'), menu);
    await expect(menu.getByTestId('guest-login')).toHaveText('Войти');
    await expect(menu.getByTestId('guest-login')).toHaveAttribute('href', '/ru/login?next=%2Fru%2Fbrands');
    await expect(menu.getByTestId('guest-signup')).toHaveText('Регистрация');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await pressUntilShown(page.getByTestId('header-login'), menu);
    await menu.getByTestId('guest-signup').click();
    await expect(page).toHaveURL(/\/ru\/signup\?next=%2Fru%2Fbrands$/);
  });

  test('guards: a guest on the cabinet goes to the login and comes back; a customer on /login, /signup, /remind goes home', async ({
    page,
  }) => {
    const account = await signUpViaApi(page.request);
    await page.goto('/ru/cabinet/orders');
    await expect(page).toHaveURL(/\/ru\/login\?next=%2Fru%2Fcabinet%2Forders$/);
    await logInThroughForm(page, account.mobile.digits, account.password);
    await expect(page).toHaveURL(/\/ru\/cabinet\/orders$/);
    for (const path of ['/ru/login', '/ru/signup', '/ru/remind']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/ru$/);
    }
    // a crafted return address to another site is not followed
    await page.context().clearCookies();
    await page.goto('/en/login?next=https%3A%2F%2Fevil.example%2F');
    await logInThroughForm(page, account.mobile.digits, account.password);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/en$/);
  });

  test('five wrong codes void the sign-up step and say so', async ({ page }) => {
    const mobile = uniqueAccountMobile();
    await page.goto('/en/signup');
    await hydrated(page.getByTestId('firstName'));
    await page.getByTestId('firstName').fill('Orxan');
    await page.getByTestId('lastName').fill('Quliyev');
    await page.getByTestId('mobile-prefix').selectOption(mobile.prefix);
    await page.getByTestId('mobile').fill(mobile.local);
    await page.getByTestId('password').fill('another good password');
    await page.getByTestId('password2').fill('another good password');
    await page.getByTestId('notification').check();
    await expect(page.getByTestId('signup-submit')).toBeEnabled();
    await page.getByTestId('signup-submit').click();
    const { code } = await latestCode(mobile.digits);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 1; i <= 4; i++) {
      await page.getByTestId('otp-code').fill(wrong);
      await page.getByTestId('otp-confirm').click();
      await expect(page.getByTestId('error-otpCode')).toContainText(`${5 - i} attempt`);
    }
    await page.getByTestId('otp-code').fill(wrong);
    await page.getByTestId('otp-confirm').click();
    await expect(page.getByTestId('form-message')).toHaveText('You added wrong OTP code many times');
    await expect(page.getByTestId('otp-step')).toHaveCount(0);
    // the right code of the voided step no longer makes an account
    expect(await me(page)).toBeNull();
  });

  test('remind by mobile → new password → log in with it; the old one no longer works', async ({ page }) => {
    const account = await signUpViaApi(page.request);
    const before = await lastSmsId(account.mobile.digits);
    await page.goto('/en/remind');
    await hydrated(page.getByTestId('username'));
    await page.getByTestId('username').fill(account.mobile.digits);
    await expect(page.getByTestId('remind-submit')).toBeEnabled();
    await page.getByTestId('remind-submit').click();
    await expect(page.getByTestId('otp-step')).toBeVisible();
    const { code } = await latestCode(account.mobile.digits, before);
    await page.getByTestId('otp-code').fill(code);
    await page.getByTestId('otp-confirm').click();
    await expect(page).toHaveURL(/\/en\/new-password\?token=/);
    await hydrated(page.getByTestId('repeat_password'));
    await page.getByTestId('password').fill('a brand new password');
    await page.getByTestId('repeat_password').fill('a brand new passwor');
    await page.getByTestId('new-password-submit').click();
    await expect(page.getByTestId('error-au-repeat')).toHaveText('The passwords do not match');
    await page.getByTestId('repeat_password').fill('a brand new password');
    await page.getByTestId('new-password-submit').click();
    await expect(page.getByTestId('new-password-done')).toBeVisible();
    // the link is single use: opened again, it says so and offers a new one
    await page.reload();
    await expect(page.getByTestId('reset-expired-title')).toHaveText('This link has expired');
    await expect(page.getByTestId('new-password-submit')).toHaveCount(0);
    await page.goto('/en/login');
    await logInThroughForm(page, account.mobile.digits, account.password);
    await expect(page.getByTestId('form-message')).toHaveText('Wrong login or password');
    await logInThroughForm(page, account.mobile.digits, 'a brand new password');
    await expect(page).toHaveURL(/\/en$/);
    expect((await me(page))?.mobile).toBe(account.mobile.digits);
  });

  test('remind by email answers the same for any address; /new-password without a token goes home, with a dead token says so', async ({
    page,
  }) => {
    await page.goto('/en/remind');
    await hydrated(page.getByTestId('username'));
    await page.getByTestId('username').fill('nobody.here@example.az');
    await expect(page.getByTestId('remind-submit')).toBeEnabled();
    await page.getByTestId('remind-submit').click();
    await expect(page.getByTestId('remind-success')).toContainText('If an account uses this address');
    await page.goto('/en/new-password');
    await expect(page).toHaveURL(/\/en$/);
    // a used, expired or unknown link: a page that says so (410) and asks for a new one, in the page's language
    const gone = await page.goto('/ru/new-password?token=not-a-real-token');
    expect(gone?.status()).toBe(410);
    await expect(page.getByTestId('reset-expired-title')).toHaveText('Ссылка больше не действует');
    await expect(page.getByTestId('reset-expired-again')).toHaveAttribute('href', '/ru/remind');
    await expect(page.getByTestId('new-password-submit')).toHaveCount(0);
  });
});

test('checkout as a signed-in customer: contact and the main saved address filled in, no code step, the order is in my orders', async ({
  page,
  request,
}) => {
  const [card] = await findCards(request, (c) => buyable(c) && c.stock >= 10, 1, '&sort=priceUp');
  const account = await signedInCustomer(page.request);
  const cities = (await (await page.request.get('/api/places/cities?lang=en')).json()) as {
    data: { cities: { id: number; delivery: boolean }[] };
  };
  const city = cities.data.cities.find((c) => c.delivery)!.id;
  const districts = (await (await page.request.get(`/api/places/districts?city=${city}&lang=en`)).json()) as {
    data: { districts: { id: number }[] };
  };
  const district = districts.data.districts[0]!.id;
  const places = (await (await page.request.get(`/api/places/places?district=${district}&lang=en`)).json()) as {
    data: { places: { id: number }[] };
  };
  const saved = await page.request.post('/api/users/create-address', {
    data: { title: 'Home', city, district, place: places.data.places[0]!.id, address: 'Nizami 10', lang: 'en' },
  });
  expect(saved.status()).toBe(200);
  expect(
    (await page.request.post('/api/users/add-to-cart', { data: { product_id: card!.id, lang: 'en' } })).status(),
  ).toBe(200);
  await page.goto('/en/checkout');
  const form = page.getByTestId('checkout-form');
  await expect(form.getByTestId('fullName')).toHaveValue(`${account.firstName} ${account.lastName}`);
  await expect(form.getByTestId('mobile')).toHaveValue(/\d{3}-\d{2}-\d{2}/);
  // a choice ticked before hydration is not the form's: the saved addresses would never show
  await hydrated(form.getByTestId('delivery-delivery'));
  await form.getByTestId('delivery-delivery').click();
  await expect(form.getByTestId('saved-address')).toBeVisible();
  await form.getByTestId('saved-address').selectOption({ index: 1 });
  await expect(form.getByTestId('address')).toHaveValue('Nizami 10');
  // cash at a branch: placed at once, no code for the customer's own number
  await form.getByTestId('delivery-pickup').click();
  await form.getByTestId('branch').first().click();
  await form.getByTestId('payment-cash').click();
  await form.getByTestId('terms').check();
  await form.getByTestId('checkout-submit').click();
  await expect(page).toHaveURL(/\/en\/order\?token=/);
  await expect(page.getByTestId('otp-step')).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  await page.goto('/en/cabinet/orders');
  await expect(page.getByTestId('order-row')).toHaveCount(1);
});

test.describe('accounts at 375 px', () => {
  test.use({ viewport: { width: 375, height: 780 } });

  test('the bottom bar: sign in for a guest, the account menu for a customer', async ({ page }) => {
    await page.goto('/en');
    await hydrated(page.getByTestId('bar-login'));
    await page.getByTestId('bar-login').click();
    await expect(page).toHaveURL(/\/en\/login/);
    await expect(page.getByTestId('login')).toBeVisible();
    const account = await signedInCustomer(page.request);
    await page.goto('/en');
    await openUserMenu(page, 'bar-user');
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await expect(page.getByTestId('umenu-fullname')).toHaveText(`${account.firstName} ${account.lastName}`);
    await page.getByTestId('umenu-orders').click();
    await expect(page).toHaveURL(/\/en\/cabinet\/orders$/);
  });
});
