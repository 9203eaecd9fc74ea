import { expect, test, type Page } from '@playwright/test';
import { findCard, type ApiCard } from './catalog-api';
import { hydrated, pressUntilShown } from './press-until';

/** Defects a new shopper met (DEV-3): each test failed before its fix. */

/** Holds the page's scripts (so it cannot hydrate) until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('newsletter', () => {
  test('subscribes, then answers a repeat of the same address (any case) under the field', async ({ page }) => {
    await page.goto('/en');
    const form = page.getByTestId('newsletter-form');
    const input = form.locator('input[name="email"]');
    const message = page.getByTestId('newsletter-message');
    // before hydration Subscribe would send the form as a plain GET, with nothing checked
    await hydrated(form.getByRole('button', { name: 'Subscribe' }));
    await input.fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(message).toHaveText('Wrong email address');
    const email = `e2e.${Date.now()}@example.com`;
    await input.fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(message).toHaveText('Thank you! Your request has been sent successfully.');
    await expect(input).toHaveValue('');
    await input.fill(email.toUpperCase());
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(message).toHaveText('This email address is already subscribed.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('text typed before the page has hydrated', () => {
  test('is kept and used: the newsletter field typed into while the scripts were still on their way subscribes', async ({
    page,
  }) => {
    // the page's scripts are held until the address has been typed
    const release = await holdScripts(page);
    await page.goto('/en', { waitUntil: 'domcontentloaded' });
    const form = page.getByTestId('newsletter-form');
    const input = form.locator('input[name="email"]');
    const email = `e2e.early.${Date.now()}@example.com`;
    await input.fill(email);
    release();
    await hydrated(form.getByRole('button', { name: 'Subscribe' }));
    await expect(input).toHaveValue(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByTestId('newsletter-message')).toHaveText(
      'Thank you! Your request has been sent successfully.',
    );
  });
});

test.describe('a key pressed before the page has hydrated', () => {
  test("Enter in the listing's price field while the scripts were on their way applies the price", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const release = await holdScripts(page);
    await page.goto('/en/products', { waitUntil: 'domcontentloaded' });
    const min = page.getByTestId('price-min');
    const lo = Number(await min.getAttribute('min'));
    const hi = Number(await page.getByTestId('price-max').getAttribute('max'));
    const from = Math.round(lo + (hi - lo) / 10);
    await min.fill(String(from));
    await min.press('Enter');
    expect(page.url()).not.toContain('prices_min'); // nothing listened yet
    release();
    await expect(page).toHaveURL(new RegExp(`[?&]prices_min=${from}(&|$)`));
    await expect(min).toHaveValue(String(from));
  });
});

test.describe('buy now (BUY-1…BUY-2)', () => {
  test("the product page's Buy now opens the buy-now popup in the page language; Escape closes it", async ({
    page,
    request,
  }) => {
    const buyable = await findCard(request, (c) => !c.sold && !c.priceInStore && c.stock > 2);
    await page.goto(buyable.href.replace(/^\/(en\/)?/, '/ru/'));
    const buyNow = page.locator('.pp-actions').getByTestId('buy-now');
    await expect(buyNow).toBeEnabled();
    const popup = page.getByRole('dialog', { name: 'Купить сейчас' });
    // a press before hydration does nothing: press until the dialog is there
    await expect(async () => {
      if (!(await popup.isVisible())) await buyNow.click({ timeout: 2_000 });
      await expect(popup).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(popup.getByTestId('fullName')).toBeFocused();
    await expect(popup.getByRole('heading', { name: 'Контактные данные' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(buyNow).toBeFocused();
  });
});

test.describe('price on request', () => {
  test('shows the phone as +994 12 555 00 00 and as a tel: link', async ({ page, request }) => {
    const card = await findCard(request, (c) => c.priceInStore && !c.sold);
    await page.goto(card.href);
    const link = page.getByTestId('call-for-price');
    await expect(link).toHaveText(/^\+994 \d{2} \d{3} \d{2} \d{2}$/);
    await expect(link).toHaveAttribute('href', /^tel:\+994\d{9}$/);
  });
});

test.describe('phone screen (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const lang of ['az', 'ru', 'en']) {
    test(`the "Filters (3)" button stays inside the screen in ${lang}`, async ({ page }) => {
      await page.goto(`/${lang}/products?brand=1,13,44`);
      const box = await page.getByTestId('filters-open').boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      const sort = await page.getByTestId('sort').boundingBox();
      expect(sort!.x + sort!.width).toBeLessThanOrEqual(375);
    });
  }

  test('a long word in the search heading does not widen the page', async ({ page }) => {
    await page.goto(`/en/search?search=${'Supercalifragilisticexpialidoc'.slice(0, 30)}`);
    await expect(page.getByTestId('listing')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('the scroll-to-top button is not hidden behind the sticky buy bar', async ({ page, request }) => {
    const card = await findCard(request, (c) => !c.sold && !c.priceInStore && c.stock > 0);
    await page.goto(card.href);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight - window.innerHeight - 400));
    await page.evaluate(() => window.scrollBy(0, 200));
    const bar = page.getByTestId('sticky-bar');
    await expect(bar).toHaveClass(/is-on/);
    const top = page.getByTestId('scroll-top');
    // a scroll before hydration has finished is not seen by the button yet: nudge the page until it shows
    await expect(async () => {
      await page.evaluate(() => window.scrollBy(0, 20));
      await expect(top).toHaveClass(/is-visible/, { timeout: 1000 });
    }).toPass();
    const barTop = (await bar.boundingBox())!.y;
    // its bottom edge (once the show transition has settled) is above the bar's top edge
    await expect
      .poll(
        async () => {
          const a = (await top.boundingBox())!;
          return a.y + a.height;
        },
        { intervals: [50] },
      )
      .toBeLessThanOrEqual(barTop);
  });

  test('the scroll-to-top button steps aside while a form is being filled in, and comes back after', async ({
    page,
  }) => {
    await page.goto('/en/faq');
    const top = page.getByTestId('scroll-top');
    // a scroll before hydration has finished is not seen by the button yet: nudge the page until it shows
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.evaluate(() => window.scrollBy(0, -20));
      await expect(top).toHaveClass(/is-visible/, { timeout: 1000 });
    }).toPass();
    await expect(top).toHaveCSS('opacity', '1');
    // the footer's newsletter field, near the bottom right where the button sits
    await page.getByTestId('footer').locator('form input[type=email]').focus();
    await expect(top).toHaveCSS('opacity', '0');
    await expect(top).toHaveCSS('pointer-events', 'none');
    await page.getByTestId('footer').locator('form input[type=email]').blur();
    // the button hides by itself 2 s after the last scroll (NAV-6): on a slow runner that can pass while the
    // field had the focus, so scroll a little again before checking that it shows once the form has lost the focus
    await page.evaluate(() => window.scrollBy(0, -20));
    await expect(top).toHaveClass(/is-visible/);
    await expect(top).toHaveCSS('opacity', '1');
  });

  test('only one item of the bottom bar is highlighted when the chat menu is open', async ({ page }) => {
    await page.goto('/en');
    const bar = page.getByTestId('mobile-bottom-bar');
    await expect(bar.locator('.is-active')).toHaveCount(1);
    // a tap before hydration has finished is not handled yet: tap again until the menu opens
    await expect(async () => {
      await bar.getByRole('button', { name: 'Chat' }).click();
      await expect(page.getByTestId('chat-menu')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(bar.locator('.is-active')).toHaveCount(1);
    await expect(bar.getByRole('button', { name: 'Chat' })).toHaveClass(/is-active/);
  });
});

test.describe('campaigns button', () => {
  for (const [path, href] of [
    ['/', '/kampaniyalar'],
    ['/ru', '/ru/aktsii'],
    ['/en', '/en/campaigns'],
  ] as const) {
    test(`points to the campaigns page of the page's language at ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('.topbar-campaigns')).toHaveAttribute('href', href);
      await page.setViewportSize({ width: 375, height: 812 });
      // a press before hydration has finished does nothing (decision 0058: on home the scripts come after the paint)
      await pressUntilShown(page.getByTestId('header').locator('.hbtn--burger'), page.getByTestId('mobile-menu'));
      await expect(page.getByTestId('mobile-menu').locator('.mobile-menu-campaigns')).toHaveAttribute('href', href);
    });
  }
});

test.describe('search page', () => {
  test('a one-letter query: plain heading and a "too short" message, the box keeps the letter', async ({ page }) => {
    await page.goto('/en/search?search=x');
    await expect(page.locator('h1')).toHaveText('Search');
    await expect(page.getByTestId('empty-search')).toHaveText('Search query is too short: type at least 2 characters');
    await expect(page.getByTestId('search-input')).toHaveValue('x');
    await page.goto('/en/search?search=');
    await expect(page.getByTestId('empty-search')).toHaveText('Search query is empty');
  });

  test('the results page keeps the query in the search box, also after a search from the box', async ({ page }) => {
    await page.goto('/en/search?search=phone');
    await expect(page.locator('h1')).toHaveText('Search: "phone"');
    await expect(page.getByTestId('search-input')).toHaveValue('phone');
    await page.getByTestId('search-input').fill('laptop');
    await page.getByTestId('search-input').press('Enter');
    await expect(page).toHaveURL(/search=laptop/);
    await expect(page.locator('h1')).toHaveText('Search: "laptop"');
    await expect(page.getByTestId('search-input')).toHaveValue('laptop');
    await expect(page.getByTestId('search-dropdown')).toHaveCount(0);
    await page.goto('/en');
    await expect(page.getByTestId('search-input')).toHaveValue('');
  });

  test('an empty result shows no filter box', async ({ page }) => {
    await page.goto('/en/search?search=zzqxqzzqxq');
    await expect(page.getByTestId('not-found-products')).toBeVisible();
    await expect(page.getByTestId('filter-panel')).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByTestId('filters-open')).toHaveCount(0);
  });
});

test.describe('installments', () => {
  test('the home page promises the months a product page offers', async ({ page, request }) => {
    await page.goto('/en');
    const promise = page.locator('.hm-adv').getByText(/^Up to \d+ months? with /);
    await expect(promise).toHaveText('Up to 12 months with BirKart and TamKart');
    await page.goto('/');
    await expect(page.locator('.hm-adv')).toContainText('BirKart və TamKart ilə 12 aya qədər');
    await page.goto('/en');
    const promised = Number(/\d+/.exec((await promise.textContent())!)![0]);
    const card = await findCard(request, (c) => !c.sold && !c.priceInStore && c.stock > 0 && c.price >= 50_000);
    await page.goto(card.href);
    const table = page.getByTestId('installments');
    // a tab pressed before hydration does not open: every read would be the first tab's
    await hydrated(table.getByRole('tab').first());
    let longest = 0;
    for (const tab of await table.getByRole('tab').all()) {
      await tab.click();
      const last = await table.getByTestId('installment-row').last().locator('td').first().textContent();
      longest = Math.max(longest, Number(/\d+/.exec(last!)![0]));
    }
    expect(longest).toBe(promised);
  });
});

test.describe('reviews (decision 0014)', () => {
  test('every review is shown on every language page; one in another language is marked', async ({ page, request }) => {
    let found: { href: string; langs: Set<string> } | null = null;
    for (let p = 1; p <= 20 && !found; p++) {
      const res = await request.get(`/api/products?lang=en&p=${p}`);
      const { items } = ((await res.json()) as { data: { items: (ApiCard & { reviewsCount: number })[] } }).data;
      for (const c of items.filter((x) => x.reviewsCount >= 4)) {
        const d = (
          (await (await request.get(`/api/products/${c.id}?lang=en`)).json()) as {
            data: { reviews: { review: string }[] };
          }
        ).data;
        const langs = new Set(
          d.reviews.map((r) => (/[а-яё]/i.test(r.review) ? 'ru' : /[əğışçöü]/i.test(r.review) ? 'az' : 'en')),
        );
        if (langs.has('ru') && langs.size > 1) {
          found = { href: c.href, langs };
          break;
        }
      }
    }
    expect(found, 'a product with reviews in Russian and another language').not.toBeNull();
    const counts: number[] = [];
    for (const [prefix, ruMark] of [
      ['/ru', null],
      ['/en', 'In Russian'],
      ['', 'Rus dilində'],
    ] as const) {
      await page.goto(found!.href.replace(/^\/en/, prefix) || '/');
      const reviews = page.getByTestId('review');
      counts.push(await reviews.count());
      const russian = reviews.filter({ has: page.locator('p.rv-text[lang="ru"]') });
      expect(await russian.count()).toBeGreaterThan(0);
      if (ruMark) await expect(russian.first().getByTestId('review-lang')).toHaveText(ruMark);
      else await expect(russian.first().getByTestId('review-lang')).toHaveCount(0);
    }
    expect(new Set(counts).size).toBe(1);
  });
});
