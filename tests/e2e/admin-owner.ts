import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The back office's owner account the e2e shop is booted with (its password is generated at first start). */
export const OWNER = 'owner@volt.az';

/** The owner's generated password, from the e2e shop's DATA_DIR (set by tests/e2e/run.ts). */
export function ownerPassword(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests with `npm run test:e2e`');
  return (JSON.parse(fs.readFileSync(path.join(dir, 'secrets.json'), 'utf8')) as { ownerPassword: string })
    .ownerPassword;
}

/** Signs the page's browser context in to the back office as the owner. */
export async function asOwner(page: Page): Promise<void> {
  const r = await page.request.post('/api/admin/auth/login', { data: { login: OWNER, password: ownerPassword() } });
  expect(r.status(), await r.text()).toBe(200);
}
