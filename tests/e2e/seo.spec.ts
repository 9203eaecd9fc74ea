import { expect, test } from '@playwright/test';

test.describe('page metadata and routing', () => {
  test('title, html lang, canonical and hreflang alternates follow the language', async ({ page }) => {
    const cases = [
      { path: '/', lang: 'az-AZ', canonical: '/' },
      { path: '/ru', lang: 'ru-AZ', canonical: '/ru' },
      { path: '/en', lang: 'en', canonical: '/en' },
      { path: '/az', lang: 'az-AZ', canonical: '/' },
    ];
    for (const c of cases) {
      await page.goto(c.path);
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
      // the home page uses its configured SEO title (CNT-1) and a meta description
      await expect(page).toHaveTitle(/\S{3,}/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{10,}/);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname).toBe(c.canonical);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((els) =>
          Object.fromEntries(els.map((e) => [e.getAttribute('hreflang'), new URL(e.getAttribute('href')!).pathname])),
        );
      expect(alternates).toEqual({ 'az-AZ': '/', 'ru-AZ': '/ru', en: '/en', 'x-default': '/' });
    }
  });

  test('the page title has the form "page title | site title" in each language', async ({ page }) => {
    await page.goto('/en/no-such-page-anywhere');
    await expect(page).toHaveTitle(/^Page not found \| /);
    await page.goto('/ru/no-such-page-anywhere');
    await expect(page).toHaveTitle(/^Страница не найдена \| /);
  });

  test('category, product and campaign pages keep the site title after theirs (NAV-5, decision 0072)', async ({
    page,
  }) => {
    await page.goto('/en/campaigns');
    const site = (await page.title()).split(' | ').pop()!;
    expect(site.length).toBeGreaterThan(1);
    // (the campaigns page shows an advertising popup: go by the link's address)
    await page.goto(
      (await page.getByTestId('campaign-card').first().locator('a.cn-campaign-link').getAttribute('href'))!,
    );
    await expect(page.getByTestId('listing')).toBeVisible();
    const campaign = (await page.locator('h1').first().textContent())!.trim();
    await expect(page).toHaveTitle(`${campaign} | ${site}`);
    // Home › Campaigns › the campaign, on screen and in the structured data (CAT-10)
    const crumbs = page.locator('nav.ui-crumbs li');
    await expect(crumbs).toHaveText(['Home', 'Campaigns', campaign]);
    await expect(crumbs.nth(1).locator('a')).toHaveAttribute('href', '/en/campaigns');
    const ld = JSON.parse((await page.getByTestId('breadcrumbs-ld').textContent())!);
    expect(ld.itemListElement.map((e: { name: string }) => e.name)).toEqual(['Home', 'Campaigns', campaign]);
    // a product, and the category its breadcrumbs lead to
    await page.goto('/en/products');
    await page.goto((await page.getByTestId('product-card').first().locator('a').first().getAttribute('href'))!);
    await expect(page.locator('nav.ui-crumbs')).toBeVisible();
    const product = (await page.locator('h1').first().textContent())!.trim();
    await expect(page).toHaveTitle(`${product} | ${site}`);
    await page.locator('nav.ui-crumbs li a').nth(1).click();
    await expect(page.getByTestId('listing')).toBeVisible();
    const category = (await page.locator('h1').first().textContent())!.trim();
    await expect(page).toHaveTitle(`${category} | ${site}`);
  });

  test('unknown API operations answer JSON 404 in the request language, not the HTML shop', async ({ request }) => {
    const r = await request.get('/api/definitely-not-here?lang=ru');
    expect(r.status()).toBe(404);
    expect(await r.json()).toEqual({ ok: false, error: 'Такой операции нет.' });
  });

  test('static assets are served with long-lived cache headers and pages with security headers', async ({
    request,
  }) => {
    const r = await request.get('/');
    expect(r.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(r.headers()['x-content-type-options']).toBe('nosniff');
    // the page's modules, asked for after its first paint (decision 0058)
    const asset = /data-preload="([^" ]+)/.exec(await r.text())?.[1];
    expect(asset).toMatch(/^\/assets\/.+\.js$/);
    const a = await request.get(asset!);
    expect(a.status()).toBe(200);
    expect(a.headers()['cache-control']).toContain('immutable');
  });
});
