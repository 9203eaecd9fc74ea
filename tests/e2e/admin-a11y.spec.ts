import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Accessibility of the back office (issue 11): no critical and no serious axe-core violations (WCAG 2.x A and AA and
 * axe's best practices) on its kinds of page — the sign-in, the dashboard, a list with filters and row tools, a form
 * with language tabs and groups, a record with sections and actions, the CSV import — at 1280 px and at 768 px (the
 * sidebar folded into its menu button).
 */
const OWNER = 'owner@volt.az';

function ownerPassword(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests with `npm run test:e2e`');
  return (JSON.parse(fs.readFileSync(path.join(dir, 'secrets.json'), 'utf8')) as { ownerPassword: string }).ownerPassword;
}

async function asOwner(page: Page) {
  const r = await page.request.post('/api/admin/auth/login', { data: { login: OWNER, password: ownerPassword() } });
  expect(r.status(), await r.text()).toBe(200);
}

const PAGES: { name: string; path: string; signedIn: boolean; ready: string }[] = [
  { name: 'sign-in', path: '/admin/login', signedIn: false, ready: 'admin-login-form' },
  { name: 'dashboard', path: '/admin', signedIn: true, ready: 'dashboard' },
  { name: 'product list', path: '/admin/products', signedIn: true, ready: 'list-view' },
  { name: 'product form', path: '/admin/products?do=update&id=3', signedIn: true, ready: 'record-form' },
  { name: 'article form', path: '/admin/articles?do=update&id=1', signedIn: true, ready: 'record-form' },
  { name: 'categories tree', path: '/admin/categories', signedIn: true, ready: 'list-view' },
  { name: 'reviews', path: '/admin/reviews', signedIn: true, ready: 'list-view' },
  { name: 'staff form', path: '/admin/staff?do=create', signedIn: true, ready: 'record-form' },
  { name: 'roles form', path: '/admin/roles?do=update&id=2', signedIn: true, ready: 'record-page' },
  { name: 'CSV import', path: '/admin/products/import', signedIn: true, ready: 'import-page' },
];

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 768, height: 1024 },
]) {
  test.describe(`back office axe at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const p of PAGES) {
      test(`${p.name}: no critical or serious violations`, async ({ page }) => {
        if (p.signedIn) await asOwner(page);
        await page.goto(p.path);
        await expect(page.getByTestId(p.ready)).toBeVisible();
        await page.waitForLoadState('networkidle');
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        const bad = violations
          .filter((v) => v.impact === 'critical' || v.impact === 'serious')
          .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.length} × ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim() ?? ''})`).join('; ')}`);
        expect(bad).toEqual([]);
      });
    }
  });
}
