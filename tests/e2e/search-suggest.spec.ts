import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './press-until';

/** CAT-15: the header search also names categories and brands, in groups the arrow keys walk across. */

const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png` });
};

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`header search suggestions at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('typing a category’s name offers it above the products; the arrow keys and Enter open it', async ({
      page,
    }) => {
      await page.goto('/en');
      const input = page.getByTestId('search-input');
      await hydrated(input);
      await input.fill('smartphones');
      const dropdown = page.getByTestId('search-dropdown');
      const category = dropdown.getByTestId('search-category').first();
      await expect(category).toContainText('Smartphones');
      await expect(category).toContainText(/\d+ products?/);
      await expect(dropdown.getByText('Categories', { exact: true })).toBeVisible();
      await expect(dropdown.getByText('Products', { exact: true })).toBeVisible();
      await expect(dropdown.getByTestId('search-result').first()).toBeVisible();
      await shot(page, `search-category-${viewport.width}`);
      // the grouped list is a listbox of groups of options: no critical or serious axe violation in it
      const { violations } = await new AxeBuilder({ page })
        .include('[data-testid="search-dropdown"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      expect(
        violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id}: ${v.help}`),
      ).toEqual([]);
      const target = await category.getAttribute('href');
      expect(target).toMatch(/^\/en\//);
      // the first option is the category; the arrow keys go on into the products and come back round
      await input.press('ArrowDown');
      await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
      await expect(input).toHaveAttribute('aria-activedescendant', /-0$/);
      const count = await page.getByRole('option').count();
      for (let i = 0; i < count; i++) await input.press('ArrowDown');
      await expect(input).toHaveAttribute('aria-activedescendant', /-0$/);
      await input.press('Enter');
      await expect(page).toHaveURL((u) => u.pathname + u.search === target);
      await expect(page.locator('h1')).toContainText('Smartphones');
    });

    test('a brand and a Russian category name are offered; a click opens the page', async ({ page }) => {
      await page.goto('/en');
      const input = page.getByTestId('search-input');
      await hydrated(input);
      await input.fill('samsung');
      const brand = page.getByTestId('search-brand').first();
      await expect(brand).toContainText('Samsung');
      await expect(page.getByTestId('search-dropdown').getByText('Brands', { exact: true })).toBeVisible();
      await shot(page, `search-brand-${viewport.width}`);

      await page.goto('/ru');
      const ru = page.getByTestId('search-input');
      await hydrated(ru);
      await ru.fill('утюг');
      const irons = page.getByTestId('search-category').first();
      await expect(irons).toContainText('Утюги');
      await expect(page.getByTestId('search-dropdown')).toContainText('Категории');
      const target = await irons.getAttribute('href');
      await irons.click();
      await expect(page).toHaveURL((u) => u.pathname + u.search === target);
      await expect(page.locator('h1')).toContainText('Утюги');
    });
  });
}
