import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { pickupBranch, pickupCards } from './place-order';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signedInCustomer } from './accounts';
import { buyable } from './catalog-api';
import { ownerPassword } from './admin-owner';
import { latestStaffLink } from './staff-links.ts';
import { hydrated, pressUntilShown } from './press-until';

/**
 * Customers in the back office (ADM-18, ADM-25; decision 0082): a manager finds a customer by the mobile typed the way
 * it was said on the phone, opens the customer's page, blocks them with a reason; the customer's browser is signed out
 * at once and signing in again says the account is blocked; unblocking lets them in again. At 1280 and 768 px, with
 * screenshots. The manager is an account of this file (the owner's interface language is switched by admin.spec.ts).
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = path.resolve('test-results/admin-customers');
const PASSWORD = 'e2e manager password';

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** A manager made by the owner, its password set through its invitation link. */
async function makeManager(request: APIRequestContext): Promise<string> {
  const stamp = Date.now().toString(36);
  const email = `e2e.manager.${stamp}@volt.test`;
  const mobile = `99470${String((Date.now() * 7) % 10_000_000).padStart(7, '0')}`;
  const r = await request.post('/api/admin/staff/create', {
    data: { firstName: 'Kamran', lastName: 'Əliyev', email, mobile, lang: 'en', roles: ['manager'], permissions: [] },
  });
  expect(r.status(), await r.text()).toBe(200);
  const invite = await latestStaffLink(email);
  const token = new URL(invite, 'http://x').searchParams.get('token');
  const set = await request.post('/api/admin/auth/reset', {
    data: { token, password: PASSWORD, repeatPassword: PASSWORD },
  });
  expect(set.status(), await set.text()).toBe(200);
  return email;
}

let manager: string;

test.beforeAll(async ({ browser }) => {
  const ctx = await browser.newContext();
  const owner = await ctx.request.post('/api/admin/auth/login', {
    data: { login: 'owner@volt.az', password: ownerPassword() },
  });
  expect(owner.status(), await owner.text()).toBe(200);
  manager = await makeManager(ctx.request);
  await ctx.close();
});

const me = async (request: APIRequestContext) =>
  ((await (await request.get('/api/auth?lang=en')).json()) as { data: { user: { id: number } | null } }).data.user;

test('a manager finds a customer by mobile, opens the page and blocks them: the customer cannot sign in', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // the customer, signed in in a browser of their own
  const shopper = await browser.newPage();
  const account = await signedInCustomer(shopper.request);
  expect(await me(shopper.request)).not.toBeNull();

  const r = await page.request.post('/api/admin/auth/login', { data: { login: manager, password: PASSWORD } });
  expect(r.status(), await r.text()).toBe(200);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/customers');
  await expect(page.getByTestId('list-view')).toBeVisible();
  // the mobile as said on the phone: "0 51 123-45-67"
  const { prefix, local } = account.mobile;
  const spoken = `0${prefix} ${local.slice(0, 3)}-${local.slice(3, 5)}-${local.slice(5)}`;
  // typed before hydration, the words would be put back and Enter would reload the page unfiltered
  await hydrated(page.getByTestId('search'));
  await page.getByTestId('search').fill(spoken);
  await page.getByTestId('search').press('Enter');
  await expect(page.getByTestId('list-row')).toHaveCount(1);
  await expect(page.getByTestId('list-row')).toContainText(`+994 ${prefix} ${local.slice(0, 3)}`);
  await shot(page, 'list-1280');

  await page.getByTestId('tool-view').click();
  await expect(page.getByTestId('record-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${account.firstName} ${account.lastName}`);
  await expect(page.getByText('Profile', { exact: true })).toBeVisible();
  await shot(page, 'record-1280');

  // block, with a reason (required), after the confirmation
  await page.getByTestId('action-block').click();
  const pop = page.locator('.adm-action-pop');
  await expect(pop).toBeVisible();
  await pop.locator('textarea').fill('Repeated chargebacks');
  await shot(page, 'block-reason-1280');
  await pop.locator('button').last().click();
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('action-unblock')).toBeVisible();
  await expect(page.locator('.adm-badge-danger').first()).toBeVisible();
  await expect(page.getByText('Repeated chargebacks').first()).toBeVisible();
  await shot(page, 'record-blocked-1280');

  // the customer's browser is signed out at once, and signing in says why
  expect(await me(shopper.request)).toBeNull();
  await shopper.goto('/en/login');
  await hydrated(shopper.getByTestId('username'));
  await shopper.getByTestId('username').fill(account.mobile.digits);
  await shopper.getByTestId('password').fill(account.password);
  await expect(shopper.getByTestId('login-submit')).toBeEnabled();
  await shopper.getByTestId('login-submit').click();
  await expect(shopper.getByTestId('form-message')).toHaveText(
    'This account is blocked by the shop. Please call us if you think this is a mistake.',
  );
  await shot(shopper, 'shop-login-blocked-1280');
  expect(await me(shopper.request)).toBeNull();

  // at 768 px: the list with the blocked filter, and the page
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.goto(`/admin/customers?f.blocked=1&q=${account.mobile.digits}`);
  await expect(page.getByTestId('list-row')).toHaveCount(1);
  await shot(page, 'list-blocked-768');
  await page.getByTestId('tool-view').click();
  await expect(page.getByTestId('action-unblock')).toBeVisible();
  await shot(page, 'record-blocked-768');

  // unblock: the customer signs in again
  // the view link may have loaded the record anew: press until its small form opens
  await pressUntilShown(page.getByTestId('action-unblock'), page.locator('.adm-action-pop'));
  await page.locator('.adm-action-pop').locator('button').last().click();
  await expect(page.getByTestId('action-block')).toBeVisible();
  const again = await shopper.request.post('/api/auth/login', {
    data: { username: account.mobile.digits, password: account.password, lang: 'en' },
  });
  expect(again.status(), await again.text()).toBe(200);
  await shopper.close();
});

/** No critical or serious axe-core violation on the page as it stands (ADM-17). */
async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(
    violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map(
        (v) =>
          `${v.id}: ${v.help} — ${v.nodes
            .slice(0, 3)
            .map((n) => `${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim() ?? ''})`)
            .join('; ')}`,
      ),
  ).toEqual([]);
}

test("the customer's page lists their order, cart and wish list with links to the records; it passes axe at 1280 and 768 px", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const [bought, carted, wished] = await pickupCards(page.request, (c) => buyable(c) && c.stock > 6, 3);
  const shopper = await browser.newPage();
  const account = await signedInCustomer(shopper.request);
  // a signed-in customer's own mobile needs no code: the order is placed at once and is the account's
  const placed = await shopper.request.post('/api/checkout', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      cart: [{ id: bought!.id, qty: 1 }],
      source: 'buyNow',
      fullName: `${account.firstName} ${account.lastName}`,
      mobile: `+${account.mobile.digits}`,
      delivery: 'pickup',
      branch: await pickupBranch(shopper.request, [{ id: bought!.id, qty: 1 }]),
      payment: 'cash',
      lang: 'en',
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const orderId = ((await placed.json()) as { data: { orderId: number } }).data.orderId;
  for (const [url, id] of [
    ['/api/users/add-to-cart', carted!.id],
    ['/api/users/add-to-wishlist', wished!.id],
  ] as const) {
    const r = await shopper.request.post(url, { data: { product_id: id, lang: 'en' } });
    expect(r.status(), await r.text()).toBe(200);
  }
  await shopper.close();

  const r = await page.request.post('/api/admin/auth/login', { data: { login: manager, password: PASSWORD } });
  expect(r.status(), await r.text()).toBe(200);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/customers?q=${account.mobile.digits}&f.hasOrders=1`);
  await expect(page.getByTestId('list-row')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await axeClean(page);
  await page.getByTestId('tool-view').click();
  await expect(page.getByTestId('record-page')).toBeVisible();
  await expect(page.getByRole('link', { name: `#${orderId}` })).toBeVisible();
  await expect(page.getByRole('link', { name: carted!.title })).toHaveAttribute(
    'href',
    `/admin/products?do=update&id=${carted!.id}`,
  );
  await expect(page.getByRole('link', { name: wished!.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await axeClean(page);
  await shot(page, 'record-with-order-1280');

  // the staff's notes, saved from the page's form
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByTestId('record-page')).toHaveAttribute('data-mode', 'update');
  const notes = page.getByTestId('record-form').locator('textarea');
  await expect(notes).toBeVisible();
  await hydrated(notes);
  await notes.fill('Prefers pickup at the Nərimanov branch');
  await page.getByTestId('save').click();
  await expect(page.getByText('Notes changed').first()).toBeVisible();

  await page.setViewportSize({ width: 768, height: 1024 });
  await page.reload();
  await expect(page.getByTestId('record-page')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await axeClean(page);
  await shot(page, 'record-with-order-768');

  // the order's link opens its record
  await page.getByRole('link', { name: `#${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?do=view&id=${orderId}$`));
  await expect(page.getByTestId('record-page')).toBeVisible();
});
