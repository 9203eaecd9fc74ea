import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestCode } from './sms-codes';
import { pressUntilShown } from './press-until';

/**
 * Accounts for browser tests (ACC-2), made through the real API: a sign-up with the code read from the shop's SMS
 * outbox, and a login. `request` is a page's (`page.request`) so that the session cookies land in that page's browser
 * context; a fresh context per test means a fresh session. Each account has its own mobile number (code limits are
 * per number).
 */

let serial = 0;
/** A mobile no other test uses: prefix 51 or 77, seven digits from the clock, the process and a counter. */
export function uniqueAccountMobile(): { prefix: string; local: string; digits: string } {
  serial += 1;
  const local = String(
    (Date.now() * 13 + serial * 7907 + process.pid * 37 + Math.floor(Math.random() * 1000)) % 10_000_000,
  ).padStart(7, '0');
  const prefix = serial % 2 ? '51' : '77';
  return { prefix, local, digits: `994${prefix}${local}` };
}

interface TestAccount {
  mobile: { prefix: string; local: string; digits: string };
  password: string;
  firstName: string;
  lastName: string;
  email: string | null;
}

/** Signs a new customer up through POST /api/auth/signup (both steps). Does not log in. */
export async function signUpViaApi(
  request: APIRequestContext,
  over: Partial<Pick<TestAccount, 'firstName' | 'lastName' | 'email' | 'password'>> = {},
): Promise<TestAccount> {
  const mobile = uniqueAccountMobile();
  const account: TestAccount = {
    mobile,
    password: over.password ?? `Test-pass-${mobile.local}`,
    firstName: over.firstName ?? 'Aysel',
    lastName: over.lastName ?? 'Məmmədova',
    email: over.email ?? null,
  };
  const form = {
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    mobile: mobile.digits,
    password: account.password,
    password2: account.password,
    notificationConsent: true,
    lang: 'en',
  };
  const first = await request.post('/api/auth/signup', { data: form });
  expect(first.status(), await first.text()).toBe(200);
  const { token } = ((await first.json()) as { data: { token: string } }).data;
  const { code } = await latestCode(mobile.digits);
  const second = await request.post('/api/auth/signup', { data: { ...form, otp: code, token } });
  expect(second.status(), await second.text()).toBe(200);
  // a sign-up ends signed in (ACC-2): the account is made for the test, which starts as a guest (signedInCustomer
  // signs in again when it wants a customer)
  const out = await request.post('/api/auth/logout', { data: { lang: 'en' } });
  expect(out.status(), await out.text()).toBe(200);
  return account;
}

/** Logs in through POST /api/auth/login: the session cookies are set in the request's browser context. */
export async function logInViaApi(request: APIRequestContext, username: string, password: string): Promise<void> {
  const res = await request.post('/api/auth/login', { data: { username, password, lang: 'en' } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A new customer, signed in within `request`'s browser context. */
export async function signedInCustomer(request: APIRequestContext): Promise<TestAccount> {
  const account = await signUpViaApi(request);
  await logInViaApi(request, account.mobile.digits, account.password);
  return account;
}

/** The seeded demo customer (994501234567) and its password from the e2e shop's DATA_DIR/secrets.json. */
export function demoCustomer(): { mobile: string; password: string } {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests with `npm run test:e2e`');
  const secrets = JSON.parse(fs.readFileSync(path.join(dir, 'secrets.json'), 'utf8')) as {
    demoCustomerPassword: string;
  };
  return { mobile: '994501234567', password: secrets.demoCustomerPassword };
}

/**
 * Opens the account menu (header or bottom bar). A press before the page has hydrated does nothing, so press until
 * the menu is open (a press on an open menu would close it: only press while it is closed).
 */
export async function openUserMenu(page: Page, button: 'header-user' | 'bar-user'): Promise<void> {
  await pressUntilShown(page.getByTestId(button), page.getByTestId('umenu-fullname'));
}
