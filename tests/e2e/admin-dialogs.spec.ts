import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { buyable, findCards } from './catalog-api';
import { pickupCards, placeCashOrder } from './place-order';
import { hydrated } from './press-until';
import { asOwner, copyProduct, OWNER, ownerPassword, uiText } from './admin-staff-session';

/**
 * The back office's dialogs and its product list in a browser (ADM-10, ADM-17, decision 0063): removing products says what
 * will happen to each before and after (one with orders is deactivated, not deleted); an ended session is signed in
 * again in a dialog and the typed form is saved as it was; typing renews the session; the product list never scrolls
 * the page sideways at 1280 px. Texts are checked in the page's own language (another spec switches the owner's).
 */
const SHOTS = path.resolve('test-results/admin');

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

const stamp = () => `${Date.now().toString(36)}${process.pid % 1000}`;

test('removing products says how many are deleted and how many deactivated (they have orders), before and after', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await asOwner(page);
  const [from] = await pickupCards(request, (c) => buyable(c) && c.stock > 6, 1);
  const s = stamp();
  const ids: number[] = [];
  for (let i = 1; i <= 3; i++)
    ids.push(await copyProduct(page.request, from!.id, `E2E-RM-${s}-${i}`, `E2E removal ${s} ${i}`));
  // the third one is ordered: removing it keeps it in its order, deactivated
  await placeCashOrder(request, ids[2]!, `99450${String(Date.now() % 10_000_000).padStart(7, '0')}`);

  await page.goto(`/admin/products?q=${encodeURIComponent(`E2E removal ${s}`)}`);
  const rows = page.getByTestId('list-row');
  await expect(rows).toHaveCount(3);
  await hydrated(page.getByTestId('select-all'));
  await page.getByTestId('select-all').check();
  await page.getByTestId('bulk-remove').click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.adm-modal-text')).toHaveText(await uiText(page, 'list.planIntro', { count: 3 }));
  await expect(page.getByTestId('confirm-details').locator('li')).toHaveText([
    await uiText(page, 'list.planDelete', { count: 2 }),
    await uiText(page, 'list.planDeactivate', { count: 1 }),
  ]);
  await shot(page, 'bulk-remove-plan-1280');
  await page.getByTestId('confirm-yes').click();
  const toast = page.getByTestId('toast-success').last();
  await expect(toast).toContainText(
    `${await uiText(page, 'list.outcomeDeleted', { count: 2 })}, ${await uiText(page, 'list.outcomeDeactivated', { count: 1 })}`,
  );
  // the ordered one is still there, inactive; the other two are gone
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-id', String(ids[2]));
  for (const id of ids.slice(0, 2))
    expect((await page.request.get(`/api/admin/products/info/${id}`)).status()).toBe(404);
  const kept = (await (await page.request.get(`/api/admin/products/info/${ids[2]}`)).json()) as {
    data: { fields: { name: string; value: unknown }[] };
  };
  expect(kept.data.fields.find((f) => f.name === 'active')?.value).toBe(false);

  // one row: the row's own removal says it will be deactivated, and the toast says it was
  await rows.first().getByTestId('tool-remove').click();
  await expect(dialog.locator('.adm-modal-text')).toHaveText(
    await uiText(page, 'list.confirmDeactivate', { title: `E2E-RM-${s}-3` }),
  );
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('toast-success').last()).toHaveText(await uiText(page, 'list.deactivated'));
});

test('an ended session: Save opens a sign-in over the form, and after it the typed value is saved', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await asOwner(page);
  const [from] = await findCards(page.request, (c) => buyable(c), 1);
  const s = stamp();
  const id = await copyProduct(page.request, from!.id, `E2E-SS-${s}`, `E2E session ${s}`);
  await page.goto(`/admin/products?do=update&id=${id}`);
  const form = page.getByTestId('record-form');
  await hydrated(form.getByTestId('field-sku'));
  const typed = `E2E-SS-${s}-typed`;
  await form.getByTestId('field-sku').fill(typed);

  // the session ends while the form is open (as after 30 idle minutes): the browser no longer holds it
  await page.context().clearCookies();
  await page.getByTestId('save').click();
  const dialog = page.getByTestId('signin-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText(await uiText(page, 'session.title'));
  await expect(dialog.locator('input[name=login]')).toBeFocused();
  // the page and its form are still there under the dialog
  await expect(form.getByTestId('field-sku')).toHaveValue(typed);
  await shot(page, 'signin-again-1280');
  // a wrong password says so and keeps the dialog
  await dialog.locator('input[name=login]').fill(OWNER);
  await dialog.locator('input[name=password]').fill('not the password');
  await dialog.getByTestId('signin-submit').click();
  await expect(dialog.getByTestId('signin-error')).toBeVisible();
  await dialog.locator('input[name=password]').fill(ownerPassword());
  await dialog.getByTestId('signin-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('toast-success').last()).toBeVisible();
  await expect(form.getByTestId('field-sku')).toHaveValue(typed);
  const saved = (await (await page.request.get(`/api/admin/products/info/${id}`)).json()) as {
    data: { fields: { name: string; value: unknown }[] };
  };
  expect(saved.data.fields.find((f) => f.name === 'sku')?.value).toBe(typed);
  await page.reload();
  await expect(page.getByTestId('record-form').getByTestId('field-sku')).toHaveValue(typed);
});

test('typing in the back office renews the session, at most once a minute', async ({ page }) => {
  await page.clock.install();
  await asOwner(page);
  await page.goto('/admin/tags?do=create');
  const field = page.getByTestId('record-form').getByTestId('field-title.az');
  await hydrated(field);
  const pings: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/admin/auth/keep-alive')) pings.push(r.method());
  });
  // the page's own load counts as use: typing at once sends nothing
  await field.pressSequentially('Yeni');
  await page.waitForTimeout(300);
  expect(pings).toEqual([]);
  // a minute later the next key renews the session and the cookie, then nothing again for a minute
  await page.clock.fastForward('01:01');
  const renewed = page.waitForResponse((r) => r.url().endsWith('/api/admin/auth/keep-alive'));
  await field.pressSequentially(' teq');
  const res = await renewed;
  expect(res.status()).toBe(200);
  expect((await res.allHeaders())['set-cookie']).toMatch(/admin=.+Max-Age=\d+/);
  await field.pressSequentially(' adı');
  await page.waitForTimeout(300);
  expect(pings).toEqual(['POST']);
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 768, height: 1024 },
]) {
  test(`the product list at ${viewport.width} px: the page never scrolls sideways${viewport.width > 960 ? '' : ', the table scrolls in its own box'}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await asOwner(page);
    for (const limit of [20, 100]) {
      await page.goto(`/admin/products?limit=${limit}`);
      await expect(page.getByTestId('list-row')).toHaveCount(limit);
      await page.waitForLoadState('networkidle');
      // the box's sideways scroll is set once the page has hydrated (useWiderThanBox): on a busy machine that can come
      // after the network is idle, so the page is measured until it fits (or the poll's time is up)
      const measure = () =>
        page.evaluate(() => {
          const wrap = document.querySelector<HTMLElement>('[data-testid=table-wrap]')!;
          return {
            page: document.documentElement.scrollWidth,
            inner: window.innerWidth,
            box: wrap.clientWidth,
            table: wrap.scrollWidth,
          };
        });
      await expect
        .poll(async () => {
          const m = await measure();
          return m.page <= m.inner ? 'fits' : JSON.stringify(m);
        })
        .toBe('fits');
      const m = await measure();
      // at 768 px the table scrolls in its box (and only there)
      if (viewport.width <= 960) expect(m.table, JSON.stringify(m)).toBeGreaterThan(m.box);
    }
    // the row tools stay in view at the right edge of the box
    const tools = page.getByTestId('list-row').first().locator('.adm-col-tools');
    await expect(tools).toBeInViewport();
    await shot(page, `products-${viewport.width}`);
  });
}
