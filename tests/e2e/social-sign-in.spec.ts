import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInViaApi, signUpViaApi, uniqueAccountMobile, type TestAccount } from './accounts';
import { buyable, findCards } from './catalog-api';
import { placeCustomerOrder } from './customer-order';
import { hydrated } from './press-until';
import { latestCode } from './sms-codes';

/**
 * Sign-in with Google (issue 31) in a real browser against the local OpenID provider that `tests/e2e/run.ts` starts
 * as "Google" (`tests/e2e/local-google.ts`): its sign-in page takes any email (a new one is a new verified Google
 * account named "Test Customer", the same one the same account later) and "Sign in"; and with Facebook against its
 * double (`tests/e2e/local-facebook.ts`: a login page taking any email or phone).
 * A new customer signs up through Google (names from Google, a mobile confirmed by the SMS code), orders, signs out
 * and signs in with Google again into the same account; the cabinet's sign-in methods refuse to unlink the last way
 * in, a password is set, then Google is unlinked and linked again; an existing customer proves the account with the
 * password to link Google; refused and expired sign-ins say so. Screenshots of every screen at 1280 and 375 px go to
 * test-results/social/.
 */

const SHOTS = path.resolve('test-results/social');

/** A Google account no other test (nor an earlier attempt of this one) has used. */
const googleEmail = (purpose: string, width: number) =>
  `${purpose}-${width}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@gmail.test`;

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

/** No critical or serious axe-core violations (the rules of a11y.spec.ts). */
async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const bad = violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious' || v.id === 'heading-order')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`);
  expect(bad).toEqual([]);
}

/**
 * Clicks `button` (a way to Google) and, when Google asks who signs in, answers with `email` and "Sign in". Google
 * remembers a browser that signed in a moment ago and sends it straight back, as the real one does.
 */
async function throughGoogle(page: Page, button: Locator, email: string): Promise<void> {
  const before = page.url();
  const shop = new URL(before).origin;
  await button.click();
  await page.waitForURL(
    (u) =>
      u.pathname.startsWith('/interaction/') ||
      (u.origin === shop && !u.pathname.startsWith('/auth/') && u.href !== before),
  );
  if (!new URL(page.url()).pathname.startsWith('/interaction/')) return;
  await page.locator('input[name="email"]').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.origin === shop);
}

type Me = { id: number; email: string | null; mobile: string; isSocial: boolean; hasPassword: boolean } | null;
async function me(page: Page): Promise<Me> {
  const res = await page.request.get('/api/auth?lang=en');
  return ((await res.json()) as { data: { user: Me } }).data.user;
}

/** "Continue with Google" on the sign-in page, after the page's script runs (it keeps the return path). */
async function continueWithGoogle(page: Page, email: string): Promise<void> {
  await page.goto('/en/login');
  await hydrated(page.getByTestId('social-google'));
  await throughGoogle(page, page.getByTestId('social-google'), email);
}

/** A new customer through Google: the sign-up page, the mobile, the code, signed in. */
async function signUpWithGoogle(page: Page, email: string, screens = false): Promise<TestAccount['mobile']> {
  await continueWithGoogle(page, email);
  return finishSocialSignUp(page, email, screens);
}

/**
 * "Continue with Facebook" on the sign-in page, and on Facebook's login page the email or phone of the account
 * (`login`), or Cancel (null).
 */
async function throughFacebook(page: Page, login: string | null): Promise<void> {
  await page.goto('/en/login');
  await hydrated(page.getByTestId('social-facebook'));
  await page.getByTestId('social-facebook').click();
  await expect(page.getByRole('heading', { name: 'Log in to Facebook' })).toBeVisible();
  if (login === null) return page.getByRole('button', { name: 'Cancel' }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/dialog/') && !u.pathname.startsWith('/auth/'));
}

/** The sign-up page a new social account lands on (`who` shown), the mobile, the code: signed in. */
async function finishSocialSignUp(page: Page, who: string, screens = false): Promise<TestAccount['mobile']> {
  await expect(page).toHaveURL(/\/en\/signup\/social\?ticket=/);
  await expect(page.getByTestId('social-who')).toContainText(who);
  await expect(page.getByTestId('firstName')).toHaveValue(/\S/);
  if (screens) {
    await expectAccessible(page);
    await shot(page, 'signup-social');
  }
  // nothing filled: the mobile and the notification consent are asked for
  await hydrated(page.getByTestId('social-signup-submit'));
  await page.getByTestId('social-signup-submit').click();
  await expect(page.getByTestId('error-au-mobile')).toHaveText('Mobile number is required');
  await expect(page.getByTestId('error-notificationConsent')).toHaveText('Notification is required');
  const mobile = uniqueAccountMobile();
  await page.getByTestId('mobile-prefix').selectOption(mobile.prefix);
  await page.getByTestId('mobile').fill(mobile.local);
  await page.getByTestId('notification').check();
  await page.getByTestId('social-signup-submit').click();
  await expect(page.getByTestId('otp-step')).toBeVisible();
  if (screens) await shot(page, 'signup-social-code');
  const { code } = await latestCode(mobile.digits);
  await page.getByTestId('otp-code').fill(code);
  await page.getByTestId('otp-confirm').click();
  await expect(page.getByTestId('social-signup-done')).toBeVisible();
  if (screens) await shot(page, 'signup-social-done');
  return mobile;
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`social sign-in at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a new customer signs up with Google, orders, signs out and signs in with Google into the same account', async ({
      page,
      request,
    }) => {
      test.slow();
      const email = googleEmail('new', viewport.width);
      await page.goto('/en/login');
      await expect(page.getByTestId('social-google')).toHaveText('Continue with Google');
      await expect(page.getByTestId('social-google')).toHaveAttribute('href', /^\/auth\/google\/start\?intent=signin&/);
      await expectAccessible(page);
      await shot(page, 'login');
      await page.goto('/ru/signup');
      await expect(page.getByTestId('social-google')).toHaveText('Продолжить через Google');
      await shot(page, 'signup');

      const mobile = await signUpWithGoogle(page, email, true);
      await page.getByTestId('signup-continue').click();
      // back where the sign-in started: the home page of the sign-in page's language
      await expect(page).toHaveURL(/\/en\/?$/);
      const first = await me(page);
      expect(first).toMatchObject({ email, isSocial: true, hasPassword: false });
      expect(first!.mobile.replace(/\D/g, '')).toBe(mobile.digits);

      // an order: the mobile is confirmed, no code at checkout
      const [card] = await findCards(request, (c) => buyable(c) && c.stock >= 10, 1, '&sort=priceUp');
      const account: TestAccount = { mobile, password: '', firstName: 'Leyla', lastName: 'Test', email };
      await placeCustomerOrder(page, account, card!.id);

      // sign out, then in again with Google: straight back, no ticket page, the same account
      await page.goto('/en/cabinet');
      await hydrated(page.getByTestId('cabinet-logout'));
      await page.getByTestId('cabinet-logout').click();
      // the logout loads the home page: wait for it before going anywhere else
      await page.waitForURL(/\/en\/?$/);
      await page.waitForLoadState('load');
      expect(await me(page)).toBeNull();
      await continueWithGoogle(page, email);
      await expect(page).toHaveURL(/\/en\/?$/);
      expect((await me(page))?.id).toBe(first!.id);
      await page.goto('/en/cabinet/orders');
      await expect(page.getByTestId('order-row')).toHaveCount(1);
    });

    test('sign-in methods: the last way in is not unlinked; a password is set; then Google is unlinked and linked again', async ({
      page,
    }) => {
      test.slow();
      const email = googleEmail('methods', viewport.width);
      const mobile = await signUpWithGoogle(page, email);
      await page.goto('/en/cabinet/sign-in-methods');
      await expect(page.getByTestId('method-google-state')).toContainText(`Linked as ${email} since`);
      await expect(page.getByTestId('method-password-state')).toHaveText('Not set yet');
      await expect(page.getByTestId('cabinet-nav').getByRole('link', { name: 'Set a password' })).toBeVisible();
      await expectAccessible(page);
      await shot(page, 'methods');

      await hydrated(page.getByTestId('unlink-google'));
      await page.getByTestId('unlink-google').click();
      await expect(page.getByTestId('methods-error')).toHaveText(
        'This is your only way to sign in: set a password or link another account before unlinking it.',
      );
      await expect(page.getByTestId('method-google-state')).toContainText('Linked as');
      await shot(page, 'methods-last');

      await page.getByTestId('set-password').click();
      await expect(page).toHaveURL(/\/en\/cabinet\/change-password$/);
      await expect(page.getByRole('heading', { name: 'Set a password' })).toBeVisible();
      await expect(page.getByTestId('current-password')).toHaveCount(0);
      await expectAccessible(page);
      await shot(page, 'set-password');
      const password = `Social-pass-${mobile.local}`;
      await hydrated(page.getByTestId('new-password'));
      await page.getByTestId('new-password').fill(password);
      await page.getByTestId('repeat-new-password').fill(password);
      await page.getByTestId('change-password-submit').click();
      await expect(page.getByTestId('password-changed')).toContainText('Your password has been set');

      await page.goto('/en/cabinet/sign-in-methods');
      await expect(page.getByTestId('method-password-state')).toHaveText('Set');
      await hydrated(page.getByTestId('unlink-google'));
      await page.getByTestId('unlink-google').click();
      await expect(page.getByTestId('methods-success')).toHaveText('Google is unlinked.');
      await expect(page.getByTestId('method-google-state')).toHaveText('Not linked');
      // the password signs in now
      await logInViaApi(page.request, mobile.digits, password);

      await throughGoogle(page, page.getByTestId('link-google'), email);
      await expect(page).toHaveURL(/\/en\/cabinet\/sign-in-methods\?linked=google$/);
      await expect(page.getByTestId('methods-success')).toHaveText('Google is linked: you can now sign in with it.');
      await expect(page.getByTestId('method-google-state')).toContainText(`Linked as ${email}`);
      await shot(page, 'methods-linked');
    });

    test('an existing customer proves the account with the password to link Google, then is signed in', async ({
      page,
    }) => {
      const email = googleEmail('existing', viewport.width);
      const account = await signUpViaApi(page.request, { email });
      await continueWithGoogle(page, email);
      await expect(page).toHaveURL(/\/en\/login\/social\?ticket=/);
      await expect(page.getByTestId('social-link-title')).toHaveText('Link your Google account');
      await expect(page.getByTestId('social-link')).toContainText(`An account with ${email} already exists.`);
      await expectAccessible(page);
      await shot(page, 'link');
      // the code way is offered, to the account's mobile, masked
      await hydrated(page.getByTestId('social-link-code'));
      await page.getByTestId('social-link-code').click();
      await expect(page.getByTestId('social-link-code-lead')).toContainText(account.mobile.digits.slice(-2));
      await shot(page, 'link-code');
      await page.getByTestId('social-link-password').click();
      await page.getByTestId('password').fill('not the password');
      await page.getByTestId('social-link-submit').click();
      await expect(page.getByTestId('error-au-password')).toBeVisible();
      await shot(page, 'link-wrong');
      await page.getByTestId('password').fill(account.password);
      await page.getByTestId('social-link-submit').click();
      await expect(page).toHaveURL(/\/en\/?$/);
      expect(await me(page)).toMatchObject({ email, isSocial: true, hasPassword: true });
    });

    test('Facebook: cancelled says so; a new customer signs up, signs out and signs in with Facebook again', async ({
      page,
    }) => {
      test.slow();
      const login = `fb-${viewport.width}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@mail.test`;
      await page.goto('/en/login');
      await expect(page.getByTestId('social-facebook')).toHaveText('Continue with Facebook');
      await expect(page.getByTestId('social-facebook')).toHaveAttribute(
        'href',
        /^\/auth\/facebook\/start\?intent=signin&/,
      );
      await shot(page, 'login-facebook');
      await throughFacebook(page, null);
      await expect(page).toHaveURL(/\/en\/login\?socialError=denied$/);
      await expect(page.getByTestId('social-error')).toHaveText(
        'You cancelled the sign-in at the provider. Nothing was changed.',
      );
      // a new account: Facebook's names and confirmed email, the mobile confirmed by its code
      await throughFacebook(page, login);
      await expect(page.getByTestId('firstName')).toHaveValue('Kamran');
      await finishSocialSignUp(page, login);
      await page.getByTestId('signup-continue').click();
      await expect(page).toHaveURL(/\/en\/?$/);
      const first = await me(page);
      expect(first).toMatchObject({ email: login, isSocial: true, hasPassword: false });
      // signed out, Facebook again: the same account, no sign-up page
      await page.context().clearCookies();
      expect(await me(page)).toBeNull();
      await throughFacebook(page, login);
      await expect(page).toHaveURL(/\/en\/?$/);
      expect((await me(page))?.id).toBe(first!.id);
    });

    test('a cancelled sign-in and an old ticket say so', async ({ page }) => {
      await page.goto('/en/login');
      await hydrated(page.getByTestId('social-google'));
      await page.getByTestId('social-google').click();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(/\/en\/login\?socialError=denied$/);
      await expect(page.getByTestId('social-error')).toHaveText(
        'You cancelled the sign-in at the provider. Nothing was changed.',
      );
      await shot(page, 'login-error');
      // a code that is no known one shows nothing
      await page.goto('/en/login?socialError=<b>x</b>');
      await expect(page.getByTestId('login')).toBeVisible();
      await expect(page.getByTestId('social-error')).toHaveCount(0);

      await page.goto('/az/signup/social?ticket=not-a-ticket');
      await expect(page.getByTestId('social-expired')).toBeVisible();
      await expect(page.getByTestId('social-expired-retry')).toHaveAttribute('href', '/login');
      await expectAccessible(page);
      await shot(page, 'expired');
    });
  });
}
