import { expect, test, type Request } from '@playwright/test';
import { hydrated } from './press-until';

/**
 * Shared root data (decision 0018): messages and layout come once per language as a cached file, not in each page's
 * hydration data, and filter clicks within a language do not fetch the root's data again.
 */

const hydrationScripts = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .filter((s) => s.includes('__reactRouterContext'))
    .join('\n');

test.describe('shared root data', () => {
  test("a listing's hydration data carries neither the message catalog nor the layout", async ({ request }) => {
    const html = await (await request.get('/en/products')).text();
    const file = /<link rel="preload" href="(\/_root\/en\.[\w-]+\.json)" as="fetch" crossorigin="anonymous"/.exec(
      html,
    )?.[1];
    expect(file).toBeTruthy();
    const shared = await (await request.get(file!)).json();
    const hydration = hydrationScripts(html);
    expect(hydration.length).toBeGreaterThan(1000);
    // a footer message and a footer tag of the layout are on the page, but only in its markup
    const newsletter = shared.messages['layout.newsletter.text'] as string;
    const tag = shared.layout.tags[0].title as string;
    expect(newsletter).toBeTruthy();
    expect(html.includes(`>${newsletter}<`), newsletter).toBe(true);
    expect(html.includes(`>${tag}<`), tag).toBe(true);
    expect(hydration.includes(newsletter), newsletter).toBe(false);
    expect(hydration.includes(tag), tag).toBe(false);
    expect(hydration.includes('layout.skip')).toBe(false);
  });

  test('filter clicks reload only the page data; a language switch brings the other language', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r: Request) => requests.push(r.url()));
    await page.goto('/en/products');
    await expect(page.getByTestId('product-grid')).toBeVisible();
    await expect.poll(() => requests.filter((u) => u.includes('/_root/en.')).length).toBe(1);

    const panel = page.getByTestId('filter-panel');
    const category = panel.locator('input[data-testid^="filter-category-"]:not([disabled])').first();
    // a click before hydration does nothing, and check() fails while the filter's navigation is still running
    await hydrated(category);
    await category.click({ force: true });
    await expect(page).toHaveURL(/[?&]category=\d+/);
    await expect(page.getByTestId('selected-filters')).toBeVisible();
    const data = requests.filter((u) => u.includes('.data'));
    expect(data.length).toBeGreaterThan(0);
    for (const u of data) {
      // single fetch names the routes it loads when some do not revalidate: never the root
      const routes = new URL(u).searchParams.get('_routes');
      expect(routes, u).not.toBeNull();
      expect(routes!.split(',')).not.toContain('root');
    }
    expect(requests.filter((u) => u.includes('/_root/')).length).toBe(1);

    await page.getByTestId('header').getByTestId('lang-switcher').locator('a[data-lang="ru"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru-AZ');
    await expect(page.getByTestId('header').getByTestId('catalogue-button')).toHaveText('Каталог');
    expect(requests.filter((u) => u.includes('/_root/ru.')).length).toBe(1);
  });
});
