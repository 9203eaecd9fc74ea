import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { latestStaffLink } from './staff-links.ts';
import { ownerPassword } from './admin-owner';
import { hydrated, pressUntilShown } from './press-until';

/**
 * Staff passwords in a browser (decision 0060): nobody types another person's password. A colleague sends a reset
 * from the member's record, the member opens the link from the outbox, sets the password and signs in; "Forgot
 * password?" on the sign-in page sends the link by SMS to a mobile; a used link says so. The accounts are made for
 * this file through the API (the owner's interface language is changed by admin.spec.ts in parallel).
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = path.resolve('test-results/admin-staff');
const stamp = Date.now().toString(36);
let seq = 0;

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** A staff account made by the owner, its password set through its invitation link; returns its email, mobile digits and id. */
async function makeStaff(
  request: APIRequestContext,
  grants: { roles: string[]; permissions: string[] },
  password: string | null,
) {
  seq += 1;
  const email = `e2e.staff.${stamp}.${seq}@volt.test`;
  const mobile = `99470${String((Date.now() + seq * 7919) % 10_000_000).padStart(7, '0')}`;
  const r = await request.post('/api/admin/staff/create', {
    data: { firstName: 'Nərmin', lastName: 'Həsənova', email, mobile, lang: 'en', ...grants },
  });
  expect(r.status(), await r.text()).toBe(200);
  const id = (await r.json()).data.id as number;
  const invite = await latestStaffLink(email);
  if (password) {
    const token = new URL(invite, 'http://x').searchParams.get('token');
    const set = await request.post('/api/admin/auth/reset', { data: { token, password, repeatPassword: password } });
    expect(set.status(), await set.text()).toBe(200);
  }
  return { id, email, mobile, invite };
}

async function signInWithForm(page: Page, login: string, password: string) {
  const form = page.getByTestId('admin-login-form');
  // text typed before hydration is not the form's: it would send empty fields
  await hydrated(form.locator('input[name=login]'));
  await form.locator('input[name=login]').fill(login);
  await form.locator('input[name=password]').fill(password);
  await form.locator('button[type=submit]').click();
}

let lead: Awaited<ReturnType<typeof makeStaff>>;
let member: Awaited<ReturnType<typeof makeStaff>>;
const LEAD_PASSWORD = 'e2e lead password';

test.beforeAll(async ({ browser }) => {
  const ctx = await browser.newContext();
  const owner = await ctx.request.post('/api/admin/auth/login', {
    data: { login: 'owner@volt.az', password: ownerPassword() },
  });
  expect(owner.status(), await owner.text()).toBe(200);
  // a manager who may manage staff: holds everything an editor holds, so may reset an editor's password
  lead = await makeStaff(
    ctx.request,
    { roles: ['manager'], permissions: ['staff.read', 'staff.update'] },
    LEAD_PASSWORD,
  );
  member = await makeStaff(ctx.request, { roles: ['editor'], permissions: [] }, 'e2e member password');
  await ctx.close();
});

test('a colleague sends a password reset from the record; the member sets a new password from the emailed link and signs in', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const r = await page.request.post('/api/admin/auth/login', { data: { login: lead.email, password: LEAD_PASSWORD } });
  expect(r.status()).toBe(200);
  await page.goto(`/admin/staff?do=update&id=${member.id}`);
  const form = page.getByTestId('record-form');
  await expect(form).toBeVisible();
  // another person's record has no password field
  await expect(form.locator('input[type=password]')).toHaveCount(0);
  const before = await latestStaffLink(member.email);
  const pop = page.locator('.adm-action-pop');
  await pressUntilShown(page.getByTestId('action-sendReset'), pop);
  await shot(page, 'record-send-reset-1280');
  await pop.getByRole('button', { name: 'Send password reset' }).click();
  await expect(pop).toBeHidden();
  const link = await latestStaffLink(member.email, before);

  // the member, in a browser of their own
  const mine = await browser.newPage();
  await mine.goto(link);
  await expect(mine.getByTestId('admin-reset-form')).toBeVisible();
  await expect(mine.getByRole('heading', { level: 1 })).toHaveText('Set your password');
  await shot(mine, 'reset-1280');
  const reset = mine.getByTestId('admin-reset-form');
  await hydrated(reset.locator('input[name=password]'));
  await reset.locator('input[name=password]').fill('brand new member password');
  await reset.locator('input[name=repeatPassword]').fill('not the same');
  await reset.locator('button[type=submit]').click();
  await expect(reset.locator('.adm-field-error')).toHaveText('The passwords do not match');
  await reset.locator('input[name=repeatPassword]').fill('brand new member password');
  await reset.locator('button[type=submit]').click();
  await expect(mine).toHaveURL(/\/admin\/login\?.*done=1/);
  await expect(mine.getByTestId('login-notice')).toBeVisible();
  await shot(mine, 'login-password-set-1280');
  await signInWithForm(mine, member.email, 'e2e member password');
  await expect(mine.getByTestId('login-error')).toBeVisible();
  await signInWithForm(mine, member.email, 'brand new member password');
  await expect(mine).toHaveURL(/\/admin$/);

  // the link worked once
  await mine.goto(link);
  await expect(mine.getByTestId('reset-invalid')).toBeVisible();
  await mine.setViewportSize({ width: 768, height: 1000 });
  await shot(mine, 'reset-used-768');
  await mine.close();
});

test('"Forgot password?" on the sign-in page sends a link by SMS to the mobile typed; the new password signs in', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  for (const width of [1280, 768]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto('/admin/login?lang=en');
    await page.getByTestId('forgot-link').click();
    await expect(page).toHaveURL(/forgot=1/);
    const form = page.getByTestId('admin-forgot-form');
    await expect(form).toBeVisible();
    await shot(page, `forgot-${width}`);
    const before = await latestStaffLink(lead.mobile, undefined, 1).catch(() => undefined);
    await hydrated(form.locator('input[name=login]'));
    await form
      .locator('input[name=login]')
      .fill(
        `+994 ${lead.mobile.slice(3, 5)} ${lead.mobile.slice(5, 8)} ${lead.mobile.slice(8, 10)} ${lead.mobile.slice(10)}`,
      );
    await form.locator('button[type=submit]').click();
    await expect(page.getByTestId('forgot-sent')).toBeVisible();
    const link = await latestStaffLink(lead.mobile, before);
    await page.goto(link);
    await expect(page.getByTestId('admin-reset-form')).toBeVisible();
    if (width === 768) await shot(page, 'reset-768');
    const password = `forgot password ${width}`;
    await hydrated(page.getByTestId('admin-reset-form').locator('input[name=password]'));
    await page.getByTestId('admin-reset-form').locator('input[name=password]').fill(password);
    await page.getByTestId('admin-reset-form').locator('input[name=repeatPassword]').fill(password);
    await page.getByTestId('admin-reset-form').locator('button[type=submit]').click();
    await expect(page.getByTestId('login-notice')).toBeVisible();
    await signInWithForm(page, lead.email, password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.close();
  }
});
