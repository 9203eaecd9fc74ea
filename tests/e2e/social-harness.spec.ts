import { expect, test } from '@playwright/test';

/**
 * The browser suite's local Google (tests/e2e/local-google.ts, started by run.ts) answers a real browser: the
 * shop's start sends it to the provider's sign-in form, the form signs in any email, and the provider sends it back
 * to the shop's callback, which hands out the sign-up ticket (the pages of issue 31 take it from there).
 */
test('local Google: start → the provider’s form → back at the shop with a sign-up ticket', async ({ page }) => {
  expect(process.env.E2E_GOOGLE_URL).toBeTruthy();
  await page.goto('/auth/google/start?lang=en');
  await expect(page).toHaveURL(new RegExp(`^${process.env.E2E_GOOGLE_URL}/interaction/`));
  await page.locator('input[name=email]').fill(`harness.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/en\/signup\/social\?ticket=/);
  const ticket = new URL(page.url()).searchParams.get('ticket');
  const res = await page.request.get(`/api/auth/social/ticket?ticket=${ticket}&lang=en`);
  expect((await res.json()).data).toMatchObject({ provider: 'google', kind: 'signup', firstName: 'Test' });
});
