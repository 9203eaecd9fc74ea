import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { demoCustomer, logInViaApi } from './accounts';
import { hydrated, pressUntilShown } from './press-until';
import { OWNER, ownerPassword } from './admin-owner';

/**
 * The back office in a browser (ADM-2, ADM-6…ADM-7, decision 0042) at 1280 px against the real server: sign-in and its
 * guard, the generic list view and form engine over the model resource (tags), the tag reaching the shop's footer,
 * a customer's session giving nothing, the language switch. Serial: the owner's language is one setting shared by
 * the tests. Screenshots (1280 and 768 px) go to test-results/admin/, out of git.
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = path.resolve('test-results/admin');

async function signIn(page: Page, password = ownerPassword()) {
  // text typed before hydration is not the form's: it would send empty fields
  await hydrated(page.getByTestId('admin-login-form').locator('input[name=login]'));
  await page.getByTestId('admin-login-form').locator('input[name=login]').fill(OWNER);
  await page.getByTestId('admin-login-form').locator('input[name=password]').fill(password);
  await page.getByTestId('admin-login-form').locator('button[type=submit]').click();
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** A signed-in owner (through the API, in the page's context) whose interface language is `lang`. */
async function asOwner(page: Page, lang: 'az' | 'ru' | 'en' = 'en') {
  const r = await page.request.post('/api/admin/auth/login', { data: { login: OWNER, password: ownerPassword() } });
  expect(r.status(), await r.text()).toBe(200);
  const l = await page.request.post('/api/admin/auth/lang', { data: { lang } });
  expect(l.status()).toBe(200);
}

test('a guest at a back-office page signs in and comes back to it; a wrong password says so', async ({ page }) => {
  await page.goto('/admin/tags?q=samsung');
  await expect(page).toHaveURL(/\/admin\/login\?return=%2Fadmin%2Ftags%3Fq%3Dsamsung$/);
  await expect(page.getByTestId('admin-login-form')).toBeVisible();
  await shot(page, 'login-1280');
  await signIn(page, 'not the password');
  await expect(page.getByTestId('login-error')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login/);
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/tags\?q=samsung$/);
  await expect(page.getByTestId('list-view')).toBeVisible();
  await expect(page.getByTestId('search')).toHaveValue('samsung');
  // signed in, the login page goes on to the back office
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  // a return address outside the back office is not followed
  await hydrated(page.getByTestId('sign-out'));
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/login?return=https%3A%2F%2Fevil.example%2Fadmin');
  await signIn(page);
  await expect(page).toHaveURL(/\/admin$/);
});

test("shop pages carry no admin code and admin pages none of the shop's layout data", async ({ request }) => {
  const home = await (await request.get('/en')).text();
  expect(home).not.toMatch(/assets\/admin-[\w-]+\.(js|css)/);
  const login = await (await request.get('/admin/login')).text();
  expect(login).not.toContain('data-root-data');
  expect(login).not.toContain('"lists"');
  expect(login).toMatch(/<link[^>]+rel="stylesheet"[^>]+assets\/admin-[\w-]+\.css/);
});

test('the language prefixes of the shop are no back office, and a customer session opens nothing', async ({ page }) => {
  for (const p of ['/az/admin', '/ru/admin/tags']) {
    const res = await page.goto(p);
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId('admin-login-form')).toHaveCount(0);
  }
  const { mobile, password } = demoCustomer();
  await logInViaApi(page.request, mobile, password);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?return=%2Fadmin$/);
  await expect(page.getByTestId('admin-login-form')).toBeVisible();
  await expect(page.getByTestId('admin-nav')).toHaveCount(0);
  expect((await page.request.get('/api/admin/tags')).status()).toBe(401);
});

test('the tags list: search, sort, page size and pages, all kept in the address', async ({ page }) => {
  await asOwner(page);
  await page.goto('/admin');
  await expect(page.getByTestId('admin-nav').getByRole('link', { name: 'Tags' })).toBeVisible();
  await shot(page, 'dashboard-1280');
  await page.getByTestId('admin-nav').getByRole('link', { name: 'Tags' }).click();
  await expect(page).toHaveURL(/\/admin\/tags$/);
  const rows = page.getByTestId('list-row');
  const total = Number((await page.getByTestId('list-total').textContent())!.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(10);
  await shot(page, 'list-1280');

  // page size 10: "10 of N items" and a second page (the nav link may have loaded the list anew: its select answers
  // once the page has hydrated)
  await hydrated(page.getByTestId('page-size'));
  await page.getByTestId('page-size').selectOption('10');
  await expect(page).toHaveURL(/limit=10/);
  await expect(rows).toHaveCount(10);
  await expect(page.getByTestId('pager-text')).toHaveText(`10 of ${total} items`);
  await page.getByTestId('page-next').click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows).toHaveCount(Math.min(10, total - 10));
  await page.reload();
  await expect(rows).toHaveCount(Math.min(10, total - 10));

  // sorting by the title (the resource sorts titles by their az text), both ways; by id
  await page.goto('/admin/tags?limit=100');
  const titles = async () => rows.locator('.adm-row-link').allTextContents();
  await hydrated(page.getByTestId('sort-id'));
  await page.getByTestId('sort-id').click();
  await expect(page).toHaveURL(/sort=id&dir=asc/);
  const ids = async () => await rows.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-id'))));
  await expect.poll(ids).toEqual([...(await ids())].sort((a, b) => a - b));
  await page.getByTestId('sort-title').click();
  await expect(page).toHaveURL(/sort=title_az&dir=asc/);
  await expect(page.getByTestId('sort-title')).toHaveClass(/is-sorted/);
  const asc = await titles();
  await page.getByTestId('sort-title').click();
  await expect(page).toHaveURL(/dir=desc/);
  await expect.poll(titles).toEqual([...asc].reverse());
  await page.goBack();
  await expect(page).toHaveURL(/dir=asc/);

  // search
  await page.getByTestId('search').fill('samsung');
  await page.getByTestId('search').press('Enter');
  await expect(page).toHaveURL(/q=samsung/);
  await expect(rows).toHaveCount(1);
  await page.getByTestId('search').fill('no such tag at all');
  await page.getByTestId('search').press('Enter');
  await expect(page.getByTestId('list-empty')).toBeVisible();
});

test('a tag created in three languages (a missing ru title is shown on the ru tab), edited, seen in the shop footer and removed', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await asOwner(page);
  const stamp = Date.now().toString(36);
  const title = { az: `E2E teq ${stamp}`, ru: `E2E тег ${stamp}`, en: `E2E tag ${stamp}` };
  await page.goto('/admin/tags');
  await hydrated(page.getByTestId('create'));
  await page.getByTestId('create').click();
  await expect(page).toHaveURL(/do=create/);
  const form = page.getByTestId('record-form');
  await form.getByTestId('field-title.az').fill(title.az);
  await form.getByTestId('tab-title-en').click();
  await form.getByTestId('field-title.en').fill(title.en);
  await form.getByTestId('field-url').fill(`/e2e-${stamp}`);
  await form.getByTestId('field-position').fill('999');
  await page.getByTestId('save').click();
  // the server refuses the empty ru title: the ru tab opens, marked, with the message under the field
  await expect(form.getByTestId('tab-title-ru')).toHaveClass(/has-error/);
  await expect(form.getByTestId('tab-title-ru')).toHaveAttribute('aria-selected', 'true');
  await expect(form.getByTestId('error-title.ru')).toHaveText('Required field');
  await expect(page.getByTestId('error-summary')).toContainText('Required field');
  await shot(page, 'form-errors-1280');
  await form.getByTestId('field-title.ru').fill(title.ru);
  await page.getByTestId('save').click();
  await expect(page).toHaveURL(/do=update&id=\d+/);
  await expect(page.getByTestId('toast-success').last()).toBeVisible();
  await expect(form.getByTestId('field-title.az')).toHaveValue(title.az);
  const id = Number(/id=(\d+)/.exec(page.url())![1]);

  // edit: a new English title
  await form.getByTestId('tab-title-en').click();
  await form.getByTestId('field-title.en').fill(`${title.en} edited`);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByTestId('save').click();
  await expect(page.getByTestId('toast-success').last()).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await shot(page, 'form-1280');

  // the footer of the shop lists it (the shop's layout data is cached for up to 30 s)
  const shopper = await browser.newPage();
  await expect
    .poll(
      async () => {
        await shopper.goto(`/en/?t=${Date.now()}`);
        return shopper.getByTestId('footer').getByText(`${title.en} edited`).count();
      },
      { timeout: 60_000, intervals: [2_000, 5_000] },
    )
    .toBe(1);
  await expect(shopper.getByTestId('footer').getByRole('link', { name: `${title.en} edited` })).toHaveAttribute(
    'href',
    new RegExp(`/e2e-${stamp}$`),
  );
  await shopper.close();

  // remove it from the list, confirming first (cancel keeps it)
  await page.goto(`/admin/tags?q=${encodeURIComponent(stamp)}`);
  const row = page.locator(`[data-testid=list-row][data-id="${id}"]`);
  await pressUntilShown(row.getByTestId('tool-remove'), page.getByTestId('confirm-dialog'));
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByTestId('tool-remove').click();
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('list-empty')).toBeVisible();
  expect((await page.request.get(`/api/admin/tags/info/${id}`)).status()).toBe(404);
});

test('switching the language to Russian changes the interface, and it stays with the account', async ({ page }) => {
  await asOwner(page, 'en');
  await page.goto('/admin/tags');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tags');
  await hydrated(page.getByTestId('admin-lang').getByRole('button', { name: 'RU' }));
  await page.getByTestId('admin-lang').getByRole('button', { name: 'RU' }).click();
  await expect(page.getByTestId('admin-nav')).toContainText('Теги');
  await expect(page.getByTestId('create')).toHaveText(/Создать/);
  await expect(page.locator('html')).toHaveAttribute('lang', /ru/);
  await page.reload();
  await expect(page.getByTestId('create')).toHaveText(/Создать/);
  // back to Azerbaijani, the default
  await hydrated(page.getByTestId('admin-lang').getByRole('button', { name: 'AZ' }));
  await page.getByTestId('admin-lang').getByRole('button', { name: 'AZ' }).click();
  await expect(page.getByTestId('create')).toHaveText(/Yarat/);
});

test('screenshots at 768 px: the sidebar folds into a menu', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.goto('/admin/login');
  await shot(page, 'login-768');
  await asOwner(page, 'az');
  await page.goto('/admin');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await shot(page, 'dashboard-768');
  await page.goto('/admin/tags');
  await expect(page.locator('.adm-side')).not.toBeInViewport();
  await hydrated(page.getByRole('button', { name: 'Menyu' }));
  await page.getByRole('button', { name: 'Menyu' }).click();
  await expect(page.locator('.adm-side')).toBeInViewport();
  await page.getByTestId('admin-nav').getByRole('link', { name: 'Teqlər' }).click();
  await expect(page.locator('.adm-side')).not.toBeInViewport();
  await shot(page, 'list-768');
  await page.locator('[data-testid=list-row]').first().locator('.adm-row-link').click();
  await expect(page.getByTestId('record-form')).toBeVisible();
  await shot(page, 'form-768');
});
