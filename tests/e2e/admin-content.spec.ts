import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { latestStaffLink } from './staff-links.ts';
import { ownerPassword } from './admin-owner';
import { hydrated } from './press-until';

/**
 * Content in the back office, in a browser at 1280 px against the real server (docs/admin/content.md): an editor
 * writes an article with an uploaded cover, publishes it from the list and finds it on the blog; a FAQ question is
 * shown and hidden with the list's switch; a menu edit reaches the shop's footer within seconds. The editor is a
 * staff member made for this file (the owner's interface language is changed by admin.spec.ts in parallel).
 */
test.describe.configure({ mode: 'serial' });

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const stamp = Date.now().toString(36);
const EDITOR = { email: `e2e.editor.${stamp}@volt.test`, password: 'e2e editor password' };

async function staffLogin(request: APIRequestContext, login: string, password: string) {
  const r = await request.post('/api/admin/auth/login', { data: { login, password } });
  expect(r.status(), await r.text()).toBe(200);
}

test.beforeAll(async ({ browser }) => {
  const ctx = await browser.newContext();
  await staffLogin(ctx.request, 'owner@volt.az', ownerPassword());
  const mobile = `+994 70 ${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const r = await ctx.request.post('/api/admin/staff/create', {
    data: {
      firstName: 'Editor',
      lastName: 'Test',
      email: EDITOR.email,
      mobile,
      roles: ['editor'],
      permissions: [],
      lang: 'en',
    },
  });
  expect(r.status(), await r.text()).toBe(200);
  // the editor sets their own password through the link sent to their email (decision 0060)
  const token = new URL(await latestStaffLink(EDITOR.email), 'http://x').searchParams.get('token');
  const set = await ctx.request.post('/api/admin/auth/reset', {
    data: { token, password: EDITOR.password, repeatPassword: EDITOR.password },
  });
  expect(set.status(), await set.text()).toBe(200);
  await ctx.close();
});

async function asEditor(page: Page) {
  await staffLogin(page.request, EDITOR.email, EDITOR.password);
}

test('an article with an uploaded cover, published from the list, is on the blog', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await asEditor(page);
  await page.goto('/admin/articles?do=create');
  const form = page.getByTestId('record-form');
  const title = `E2E məqalə ${stamp}`;
  // text typed before hydration would be reset by it (a fresh-clone CI run met it: "Title: Required field")
  await hydrated(form.getByTestId('field-title.az'));
  await form.getByTestId('field-title.az').fill(title);
  await form.getByTestId('field-image-file').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.locator('img[src*="/i/blog/"]')).toBeVisible();
  await page.getByTestId('save').click();
  await expect(page).toHaveURL(/do=update&id=\d+/);
  const id = Number(/id=(\d+)/.exec(page.url())![1]);
  // the address was made from the title
  await expect(form.getByTestId('field-path.az')).toHaveValue(`blog/e2e-meqale-${stamp}`);

  // not on the blog until published
  const shopper = await browser.newPage();
  expect((await shopper.goto(`/blog/e2e-meqale-${stamp}`))?.status()).toBe(404);

  await page.goto(`/admin/articles?q=${stamp}`);
  const row = page.locator(`[data-testid=list-row][data-id="${id}"]`);
  await expect(row.getByTestId('tool-verify')).toHaveAttribute('aria-checked', 'false');
  await hydrated(row.getByTestId('tool-verify'));
  await row.getByTestId('tool-verify').click();
  await expect(row.getByTestId('tool-verify')).toHaveAttribute('aria-checked', 'true');

  await expect
    .poll(async () => (await shopper.goto(`/blog/e2e-meqale-${stamp}?t=${Date.now()}`))?.status(), { timeout: 10_000 })
    .toBe(200);
  await expect(shopper.getByTestId('article-page')).toHaveAttribute('data-article-id', String(id));
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(title);
  const cover = shopper.getByTestId('article-page').locator('img[src*="/i/blog/"]').first();
  await expect(cover).toBeVisible();
  expect((await shopper.request.get((await cover.getAttribute('src'))!)).status()).toBe(200);
  await shopper.close();
});

test('a FAQ question is shown and hidden with the list switch', async ({ page, browser }) => {
  await asEditor(page);
  const q = { az: `E2E sual ${stamp}?`, ru: `E2E вопрос ${stamp}?`, en: `E2E question ${stamp}?` };
  const r = await page.request.post('/api/admin/questions/create', {
    data: { question: q, answer: { az: 'Cavab', ru: 'Ответ', en: '<b>Answer</b>' }, position: 0 },
  });
  expect(r.status()).toBe(200);
  const id = (await r.json()).data.id as number;
  await page.goto(`/admin/questions?q=${stamp}`);
  const toggle = page.locator(`[data-testid=list-row][data-id="${id}"]`).getByTestId('tool-verify');
  await hydrated(toggle);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  const shopper = await browser.newPage();
  await shopper.goto(`/en/faq?t=${Date.now()}`);
  await expect(shopper.getByTestId('faq-item').filter({ hasText: q.en })).toHaveCount(1);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect
    .poll(async () => {
      await shopper.goto(`/en/faq?t=${Date.now()}`);
      return shopper.getByTestId('faq-item').filter({ hasText: q.en }).count();
    })
    .toBe(0);
  await shopper.close();
});

test('a link added to the footer menu is in the shop within seconds', async ({ page, browser }) => {
  await asEditor(page);
  const list = await (await page.request.get('/api/admin/menus?q=company')).json();
  const menu = (list.data.items as { id: number; name: string }[]).find((m) => m.name === 'company')!;
  const info = (await (await page.request.get(`/api/admin/menus/info/${menu.id}`)).json()).data;
  const value = (n: string) => info.fields.find((f: { name: string }) => f.name === n).value;
  const label = `E2E link ${stamp}`;
  const items = [
    ...value('items'),
    {
      title: { az: `E2E keçid ${stamp}`, ru: `E2E ссылка ${stamp}`, en: label },
      url: { az: '/sale', ru: '/sale', en: '/sale' },
      position: 999,
    },
  ];
  const saved = await page.request.post(`/api/admin/menus/update/${menu.id}`, {
    data: { title: value('title'), items },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const shopper = await browser.newPage();
  const started = Date.now();
  await expect
    .poll(
      async () => {
        await shopper.goto(`/en/?t=${Date.now()}`);
        return shopper.getByTestId('footer').getByRole('link', { name: label }).count();
      },
      { timeout: 10_000, intervals: [500, 1_000] },
    )
    .toBe(1);
  // the layout cache follows the content version (checked once a second), not its 30 s lifetime
  expect(Date.now() - started).toBeLessThan(10_000);
  // and back as it was
  expect(
    (
      await page.request.post(`/api/admin/menus/update/${menu.id}`, {
        data: { title: value('title'), items: value('items') },
      })
    ).status(),
  ).toBe(200);
  await shopper.close();
});
