import { expect, test } from '@playwright/test';
import { pressUntilShown, hydrated } from './press-until';

/** Main layout: header, language switcher, 404, coming soon, mobile bar and menu, category menu (NAV-3…NAV-12). */

test.describe('main layout', () => {
  const homes = [
    { path: '/', lang: 'az-AZ', catalogue: 'Kataloq', search: 'Məhsul axtarın…', footer: 'Xəbər bülleteni' },
    { path: '/ru', lang: 'ru-AZ', catalogue: 'Каталог', search: 'Поиск товаров…', footer: 'Рассылка новостей' },
    { path: '/en', lang: 'en', catalogue: 'Catalogue', search: 'Search products…', footer: 'Newsletter' },
  ];
  for (const h of homes) {
    test(`home renders in ${h.lang} at ${h.path}`, async ({ page }) => {
      const res = await page.goto(h.path);
      expect(res?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', h.lang);
      const header = page.getByTestId('header');
      await expect(header).toBeVisible();
      await expect(header.getByTestId('catalogue-button')).toHaveText(h.catalogue);
      await expect(page.getByTestId('search-input')).toHaveAttribute('placeholder', h.search);
      await expect(page.getByTestId('footer')).toContainText(h.footer);
      await expect(page.getByTestId('footer')).toContainText(/© \d{4}–\d{4} /);
      await expect(header.getByTestId('lang-switcher').locator(`a[aria-current="true"]`)).toHaveAttribute(
        'data-lang',
        h.path === '/' ? 'az' : h.path.slice(1),
      );
    });
  }

  test('the spec’s /vacancies and /cabinet/password answer 301 to the shop’s pages in the same language', async ({
    request,
  }) => {
    for (const [from, to] of [
      ['/vacancies', '/vakansiyalar'],
      ['/ru/vacancies?x=1', '/ru/vakansii?x=1'],
      ['/en/cabinet/password', '/en/cabinet/change-password'],
    ]) {
      const r = await request.get(from!, { maxRedirects: 0 });
      expect(r.status(), from).toBe(301);
      expect(r.headers()['location'], from).toBe(to);
    }
  });

  test('switching language keeps the route and the query string', async ({ page }) => {
    await page.goto('/notfound?x=1');
    const switcher = page.getByTestId('header').getByTestId('lang-switcher');
    await expect(switcher.locator('a[data-lang="ru"]')).toHaveAttribute('href', '/ru/notfound?x=1');
    await expect(switcher.locator('a[data-lang="en"]')).toHaveAttribute('href', '/en/notfound?x=1');
    await expect(switcher.locator('a[data-lang="az"]')).toHaveAttribute('href', '/notfound?x=1');
    await switcher.locator('a[data-lang="ru"]').click();
    await expect(page).toHaveURL(/\/ru\/notfound\?x=1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru-AZ');
    await expect(page.getByTestId('not-found')).toContainText('Страница не найдена');
    await page.getByTestId('header').getByTestId('lang-switcher').locator('a[data-lang="en"]').click();
    await expect(page).toHaveURL(/\/en\/notfound\?x=1$/);
    await expect(page.getByTestId('not-found')).toContainText('Page not found');
  });

  test('an unknown path answers 404 with the NotFound view inside the layout', async ({ page }) => {
    const res = await page.goto('/en/there-is-no-such-page-xyz');
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toContainText('Page not found');
    await expect(page.getByTestId('not-found').getByRole('link', { name: 'Go to the main page' })).toHaveAttribute(
      'href',
      '/en',
    );
    await expect(page.getByTestId('header')).toBeVisible();
  });

  test('the error page shows Opps / Something went wrong with a Refresh link', async ({ page }) => {
    await page.goto('/en/error');
    const view = page.getByTestId('error-view');
    await expect(view).toContainText('Opps');
    await expect(view).toContainText('Something went wrong');
    await expect(view.getByRole('link', { name: 'Refresh' })).toHaveAttribute('href', '/');
  });

  test('coming-soon mode shows only the logo on any path', async ({ page }) => {
    const soon = process.env.E2E_SOON_URL;
    test.skip(!soon, 'E2E_SOON_URL is not set');
    for (const p of ['/', '/ru/cart', '/some/unknown/path']) {
      await page.goto(new URL(p, soon).toString());
      await expect(page.getByTestId('coming-soon')).toBeVisible();
      await expect(page.getByTestId('coming-soon').locator('.logo')).toBeVisible();
      await expect(page.getByTestId('header')).toHaveCount(0);
      await expect(page.getByTestId('footer')).toHaveCount(0);
      await expect(page.getByTestId('mobile-bottom-bar')).toHaveCount(0);
    }
  });

  test('/soon shows the logo only, with a title', async ({ page }) => {
    await page.goto('/ru/soon');
    await expect(page.getByTestId('coming-soon').locator('.logo')).toBeVisible();
    await expect(page.getByTestId('header')).toHaveCount(0);
    await expect(page.getByTestId('footer')).toHaveCount(0);
    await expect(page).toHaveTitle(/^Скоро открытие \| /);
  });

  test('category menu opens from the catalogue button and Show more / Show less toggles the rest', async ({ page }) => {
    // opens every branch of the menu: on a busy 2-core runner it can pass the default 45 s
    test.slow();
    await page.goto('/en');
    const menu = page.getByTestId('category-menu');
    await pressUntilShown(page.getByTestId('catalogue-button'), menu);
    const items = menu.locator('.catmenu-list > li');
    const shown = await items.count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(8);
    const toggle = menu.getByTestId('category-menu-toggle');
    if ((await toggle.count()) === 0) {
      expect(shown).toBeLessThanOrEqual(8);
      return;
    }
    await expect(toggle).toHaveText('Show more');
    await toggle.click();
    await expect(toggle).toHaveText('Show less');
    expect(await items.count()).toBeGreaterThan(8);
    await toggle.click();
    await expect(toggle).toHaveText('Show more');
    await expect(items).toHaveCount(8);
    // hovering a category with children shows its sub-categories
    const withChildren = menu.locator('.catmenu-list > li:has(a[aria-haspopup])').first();
    if ((await withChildren.count()) > 0) {
      await withChildren.hover();
      await expect(menu.locator('.catmenu-panel')).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  });

  test('desktop at 1280 px: bottom bar hidden, catalogue button visible', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.getByTestId('catalogue-button')).toBeVisible();
    await expect(page.getByTestId('mobile-bottom-bar')).toBeHidden();
    await expect(page.getByTestId('mobile-menu-button')).toBeHidden();
  });

  test('the catalogue panel closes on a press on the dimmed page around it, not on a press inside it', async ({
    page,
  }) => {
    await page.goto('/en/blog');
    const menu = page.getByTestId('category-menu');
    await pressUntilShown(page.getByTestId('catalogue-button'), menu);
    await menu.locator('.catmenu-list > li').first().hover();
    await menu.click({ position: { x: 5, y: 5 } });
    await expect(menu).toBeVisible();
    // the bottom right corner of the window: the overlay, far from the panel
    const size = page.viewportSize()!;
    await page.mouse.click(size.width - 10, size.height - 10);
    await expect(menu).toHaveCount(0);
    await expect(page).toHaveURL(/\/en\/blog$/);
  });

  test('search box: max length 30 and Enter goes to the localised search page', async ({ page }) => {
    await page.goto('/ru');
    const input = page.getByTestId('search-input');
    await expect(input).toHaveAttribute('maxlength', '30');
    // text typed before hydration is reset by it (the box is a controlled input): type again until the page goes
    await expect(async () => {
      await input.fill('phone');
      await input.press('Enter');
      await expect(page).toHaveURL(/\/ru\/search\?search=phone$/, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  });

  test('search box: Enter with nothing typed says the query is empty and stays on the page', async ({ page }) => {
    await page.goto('/ru/brands');
    const input = page.getByTestId('search-input');
    await hydrated(input);
    await input.fill('   ');
    await input.press('Enter');
    await expect(page.getByTestId('search-query-empty')).toHaveText('Поисковый запрос пуст');
    await expect(page).toHaveURL(/\/ru\/brands$/);
    await input.fill('ph');
    await expect(page.getByTestId('search-query-empty')).toHaveCount(0);
  });

  test('search box: what was typed before the script ran is kept by it', async ({ page }) => {
    // hold the page's scripts until the visitor has typed
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en', { waitUntil: 'domcontentloaded' });
    const input = page.getByTestId('search-input');
    await input.fill('phone');
    const lookup = page.waitForRequest(/\/api\/products\/search\?.*phone/, { timeout: 15_000 });
    release();
    // the hydrated box looks the typed words up: it kept them
    await lookup;
    await expect(input).toHaveValue('phone');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?search=phone$/);
  });

  test('quick search: lookup after a pause, dropdown states, Escape closes it', async ({ page }) => {
    await page.goto('/en');
    const input = page.getByTestId('search-input');
    const lookups: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/products/search')) lookups.push(r.url());
    });
    // typed before hydration, the words are looked up but the dropdown stays closed
    await hydrated(input);
    await input.fill('x');
    await page.waitForTimeout(700);
    expect(lookups).toHaveLength(0); // one character is not enough
    await input.fill('zzqxjwv');
    const dropdown = page.getByTestId('search-dropdown');
    await expect(dropdown).toBeVisible();
    await expect(dropdown).toContainText('No products found');
    expect(lookups.length).toBe(1);
    expect(lookups[0]).toContain('lang=en');
    await input.press('Escape');
    await expect(dropdown).toHaveCount(0);
  });

  test('header badges count the guest list cookies', async ({ page, context, baseURL }) => {
    await context.addCookies([
      {
        name: 'volt_cart',
        value: encodeURIComponent(
          JSON.stringify([
            { id: 1, qty: 2 },
            { id: 2, qty: 1 },
          ]),
        ),
        url: baseURL!,
      },
      { name: 'volt_wish', value: encodeURIComponent(JSON.stringify([1, 2, 3])), url: baseURL! },
    ]);
    await page.goto('/en');
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await expect(page.getByTestId('wishlist-count')).toHaveText('3');
    await expect(page.getByTestId('compare-count')).toHaveCount(0);
    // each button's name holds what it shows: its badge and, for the cart, the total (label in name)
    const total = (await page.getByTestId('cart-total').textContent())!;
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName(`Cart (3) ${total}`);
    await expect(page.locator('header').getByRole('link', { name: 'Wish list (3)', exact: true })).toBeVisible();
    await expect(page.locator('header').getByRole('link', { name: 'Compare', exact: true })).toBeVisible();
    await hydrated(page.getByTestId('cart-button'));
    await page.getByTestId('cart-button').click();
    await expect(page.getByTestId('quick-cart')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('quick-cart')).toHaveCount(0);
  });
});

test.describe('mobile layout (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('bottom bar is visible and the desktop catalogue button is not', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByTestId('mobile-bottom-bar');
    await expect(bar).toBeVisible();
    await expect(page.getByTestId('catalogue-button')).toBeHidden();
    await expect(bar.locator('a[href="/login"]')).toBeVisible();
    // nothing hides behind the fixed bar: the page leaves room for it at the bottom
    const pad = await page.locator('.shell').evaluate((el) => parseFloat(getComputedStyle(el).paddingBottom));
    const barHeight = await bar.evaluate((el) => el.getBoundingClientRect().height);
    expect(pad).toBeGreaterThanOrEqual(barHeight - 1);
  });

  test('chat opens a dropdown with a WhatsApp link', async ({ page }) => {
    await page.goto('/en');
    const whatsapp = page.getByTestId('chat-menu').locator('a[href^="https://wa.me/"]');
    await pressUntilShown(page.getByTestId('mobile-bottom-bar').getByRole('button', { name: 'Chat' }), whatsapp);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('chat-menu')).toHaveCount(0);
  });

  test('the slide-out menu opens, closes on Escape, on the close button and on an outside click', async ({ page }) => {
    await page.goto('/en');
    const button = page.getByTestId('mobile-menu-button');
    await expect(button).toBeVisible();
    await hydrated(button);
    await button.click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    await expect(menu).toContainText('Azərbaycan dili');
    await expect(menu).toContainText('Русский язык');
    await expect(menu.locator('a[href="/en/login"]')).toBeVisible();
    await expect(menu.locator('a[href="/en/signup"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await button.click();
    await expect(menu).toBeVisible();
    await page.getByTestId('mobile-menu-close').click();
    await expect(menu).toBeHidden();

    await button.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(365, 400); // the dimmed area right of the panel
    await expect(menu).toBeHidden();
  });

  test('the slide-out menu: sections under the shop’s own headings, every link once', async ({ page }) => {
    await page.goto('/ru');
    await hydrated(page.getByTestId('mobile-menu-button'));
    await page.getByTestId('mobile-menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    await expect(menu.locator('.mobile-menu-heading')).toHaveText(['Каталог', 'Покупки', 'Покупателям']);
    const hrefs = await menu
      .locator('.drawer-body a.mtree-link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(5);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  test('the slide-out menu closes on navigation', async ({ page }) => {
    await page.goto('/en');
    await hydrated(page.getByTestId('mobile-menu-button'));
    await page.getByTestId('mobile-menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    await menu.locator('a[data-lang="ru"]').first().click();
    await expect(page).toHaveURL(/\/ru$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru-AZ');
  });
});
