import { expect, test, type Page } from '@playwright/test';
import { pdfBytes } from '../../src/server/modules/careers/sample-files.ts';
import { pressUntilShown } from './press-until';

/** Content pages (CNT-1…CNT-16; decision 0036, 0039): blog, FAQ, branches and the map, careers, contacts, the popup, every menu link. */

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8z8AAAwMB/6XhFZ0AAAAASUVORK5CYII=',
  'base64',
);
// a PDF whose trailer holds (startxref pointing at its xref): the server checks the structure (decision 0064)
const PDF = pdfBytes();

/** Map tiles never leave the machine: each is a 1-pixel PNG, and we count them. */
async function stubTiles(page: Page): Promise<{ count: () => number }> {
  let n = 0;
  await page.route(/tile\.openstreetmap\.org/, (route) => {
    n++;
    return route.fulfill({ status: 200, contentType: 'image/png', body: PNG_1PX });
  });
  return { count: () => n };
}

test.describe('blog and FAQ', () => {
  for (const width of [1280, 375])
    test(`the blog list leads to an article with its date, share buttons and Article data at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en/blog');
      await expect(page.locator('h1')).toHaveText('Blog');
      const cards = page.getByTestId('article-card');
      expect(await cards.count()).toBeGreaterThan(3);
      const first = cards.first();
      const title = (await first.locator('.cn-card-title').textContent())!.trim();
      await expect(first.locator('time')).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
      await first.getByRole('link').click();
      await expect(page.getByTestId('article-page').locator('h1')).toHaveText(title);
      await expect(page.getByTestId('share').first().getByRole('link')).toHaveCount(5);
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(ld.some((s) => s.includes('"@type":"Article"'))).toBe(true);
      // the same article in Russian: month names in Russian
      await page.goto('/ru/blog');
      await expect(page.getByTestId('article-card').first().locator('time')).toHaveText(/^\d{2} [а-я]{3} \d{4}$/);
    });

  for (const width of [1280, 375])
    test(`the FAQ opens several answers at once at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en/faq');
      const items = page.locator('.cn-faq-item');
      expect(await items.count()).toBeGreaterThanOrEqual(10);
      await items.nth(0).locator('summary').click();
      await items.nth(1).locator('summary').click();
      await expect(items.nth(0)).toHaveAttribute('open', '');
      await expect(items.nth(1)).toHaveAttribute('open', '');
      // the installment answer states the months the checkout offers, from the configuration (issue 29)
      const installments = items.filter({ hasText: 'Can I pay in installments?' });
      await installments.locator('summary').click();
      await expect(installments).toContainText('2–12 months');
      await expect(installments).not.toContainText('{{');
    });
});

test.describe('branches', () => {
  for (const width of [1280, 375]) {
    test(`lists Baku city and the regions with tappable phones, and a marker per branch on the map at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const tiles = await stubTiles(page);
      await page.goto('/en/branches');
      const baku = page.getByTestId('branches-baku').getByTestId('branch');
      const regions = page.getByTestId('branches-regions').getByTestId('branch');
      expect(await baku.count()).toBeGreaterThan(3);
      expect(await regions.count()).toBeGreaterThan(3);
      await expect(baku.first()).toContainText('Baku');
      await expect(regions.first()).not.toContainText('BAKU');
      await expect(baku.first().getByTestId('branch-phone').first()).toHaveAttribute('href', /^tel:\+994\d{9}$/);
      const total = (await baku.count()) + (await regions.count());
      await expect(page.locator('.cn-pin')).toHaveCount(total);
      await expect.poll(tiles.count).toBeGreaterThan(0);
      // "Show on the map" opens the branch's popup on the map
      await regions.first().getByRole('button', { name: 'Show on the map' }).click();
      await expect(page.locator('.leaflet-popup-content')).toContainText(
        (await regions.first().locator('h3').textContent())!,
      );
    });
  }

  test('the lists work without the map: the map code is not in other pages, and offline tiles leave the lists whole', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/en/faq');
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    expect(scripts.some((u) => /branches-map/.test(u))).toBe(false);
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await page.goto('/en/branches');
    await expect(page.locator('.cn-pin').first()).toBeVisible();
    expect(scripts.slice(before).some((u) => /branches-map/.test(u))).toBe(true);
    await expect(page.getByTestId('branch').first()).toBeVisible();
  });
});

test.describe('careers', () => {
  for (const width of [1280, 375])
    test(`a vacancy application at ${width} px: a renamed executable is refused, a PDF is taken, the form is sent`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en/careers');
      const vacancies = page.getByTestId('vacancy');
      expect(await vacancies.count()).toBeGreaterThan(2);
      const title = (await vacancies.first().locator('.cn-vacancy-title').textContent())!.trim();
      await vacancies.first().getByRole('link').click();
      const vacancy = page.getByTestId('vacancy-page');
      await expect(vacancy.locator('h1')).toHaveText(title);
      await expect(page.getByTestId('vacancy-facts')).toContainText('Salary');
      const form = page.getByTestId('application-form');
      await expect(form.getByTestId('ja-send')).toBeEnabled();
      // the years offered (CNT-7: 100 years, none in the future): an applicant is at least 16
      const years = await form.getByTestId('ja-birthday').locator('option').allTextContents();
      expect(years.length).toBe(101);
      expect(years[1]).toBe(String(new Date().getUTCFullYear() - 16));
      expect(years[100]).toBe(String(new Date().getUTCFullYear() - 115));
      // the file picker is the page's own, in the page's language, and the real input is its label's
      await expect(form.getByTestId('ja-file-button')).toHaveText('Choose a file');
      await expect(form.getByTestId('ja-file-name')).toHaveText('No file chosen');
      await expect(form.getByLabel('Choose a file')).toHaveAttribute('type', 'file');
      await expect(form.getByTestId('ja-file')).toHaveAttribute('accept', '.pdf,.doc,.docx');
      await expect(form.getByTestId('ja-file')).toHaveAccessibleDescription('No file chosen');
      // reached with the keyboard, the button shows the focus
      await form.getByTestId('ja-info').focus();
      await page.keyboard.press('Tab');
      await expect(form.getByTestId('ja-file')).toBeFocused();
      expect(await form.getByTestId('ja-file-button').evaluate((el) => getComputedStyle(el).outlineStyle)).toBe(
        'solid',
      );
      // nothing filled: each required field says so
      await form.getByTestId('ja-send').click();
      await expect(page.getByTestId('error-ja-firstName')).toHaveText('Required field');
      await expect(page.getByTestId('error-ja-address')).toHaveText('Required field');
      // an executable named .pdf: the server reads its content and refuses it
      await form.getByTestId('ja-file').setInputFiles({
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 0x90)]),
      });
      await expect(page.getByTestId('error-ja-file')).toHaveText('Choose a PDF, DOC or DOCX file');
      // a real PDF
      await form
        .getByTestId('ja-file')
        .setInputFiles({ name: 'Aysel CV.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(form.getByTestId('ja-file-chosen')).toContainText('Aysel CV.pdf');
      await expect(form.getByTestId('ja-file-name')).toHaveText('Aysel CV.pdf');
      await expect(form.getByTestId('ja-file')).toHaveAccessibleDescription('Aysel CV.pdf 1 KB');
      await expect(page.getByTestId('error-ja-file')).toHaveCount(0);
      // removed, then chosen again
      await form.getByTestId('ja-file-remove').click();
      await expect(form.getByTestId('ja-file-name')).toHaveText('No file chosen');
      await expect(form.getByTestId('ja-file')).toBeFocused();
      await form
        .getByTestId('ja-file')
        .setInputFiles({ name: 'Aysel CV.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(form.getByTestId('ja-file-name')).toHaveText('Aysel CV.pdf');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await form.getByTestId('ja-firstName').fill('Aysel');
      await form.getByTestId('ja-lastName').fill('Məmmədova');
      await form.getByTestId('ja-email').fill('aysel.e2e@mail.az');
      await form.getByTestId('ja-mobile-prefix').selectOption('50');
      await form.getByTestId('ja-mobile').fill('5551234');
      await form.getByTestId('ja-birthday').selectOption('1996');
      await form.getByTestId('ja-address').fill('Bakı, Nizami küç. 10');
      await form.getByTestId('ja-send').click();
      await expect(page.getByTestId('ja-result')).toHaveText('Thank you! Your request has been sent successfully.');
      await expect(form.getByTestId('ja-firstName')).toHaveValue('');
    });
});

test.describe('careers in az and ru', () => {
  for (const [lang, list, button, none, kb] of [
    ['az', '/vakansiyalar', 'Fayl seçin', 'Fayl seçilməyib', '1 KB'],
    ['ru', '/ru/vakansii', 'Выберите файл', 'Файл не выбран', '1 КБ'],
  ] as const)
    test(`the CV picker speaks ${lang}, not the browser's language`, async ({ page }) => {
      await page.goto(list);
      await page.getByTestId('vacancy').first().getByRole('link').click();
      const form = page.getByTestId('application-form');
      await expect(form.getByTestId('ja-file-button')).toHaveText(button);
      await expect(form.getByTestId('ja-file-name')).toHaveText(none);
      await expect(form.getByLabel(button)).toHaveAttribute('type', 'file');
      await expect(form.getByTestId('ja-send')).toBeEnabled();
      await form.getByTestId('ja-file').setInputFiles({
        name: 'CV.docx',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('not a document'),
      });
      await expect(page.getByTestId('error-ja-file')).not.toHaveText('');
      await expect(form.getByTestId('ja-file-name')).toHaveText(none);
      await form.getByTestId('ja-file').setInputFiles({ name: 'CV.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(form.getByTestId('ja-file-name')).toHaveText('CV.pdf');
      await expect(form.getByTestId('ja-file-chosen')).toContainText(kb);
    });
});

test.describe('contacts', () => {
  for (const width of [1280, 375])
    test(`the feedback form at ${width} px: field errors, then the thank-you (az)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/elaqe');
      await expect(page.getByTestId('contacts-page').locator('h1')).toHaveText('Əlaqə');
      const form = page.getByTestId('feedback-form');
      // the form is usable once its script runs (the button says so)
      await expect(form.getByTestId('fb-send')).toBeEnabled();
      await form.getByTestId('fb-email').fill('səhv');
      await form.getByTestId('fb-send').click();
      await expect(page.getByTestId('error-fb-firstName')).toHaveText('Mütləq doldurulmalı xana');
      await expect(page.getByTestId('error-fb-email')).toHaveText('Yanlış e-poçt ünvanı');
      await form.getByTestId('fb-type-comment').check();
      await form.getByTestId('fb-firstName').fill('Rəşad');
      await form.getByTestId('fb-lastName').fill('Həsənov');
      await form.getByTestId('fb-email').fill('rashad.e2e@mail.az');
      await form.getByTestId('fb-mobile-prefix').selectOption('55');
      await form.getByTestId('fb-mobile').fill('5550011');
      await form.getByTestId('fb-message').fill('Kuryer çox nəzakətli idi, təşəkkürlər!');
      await form.getByTestId('fb-send').click();
      await expect(page.getByTestId('fb-result')).toHaveText('Təşəkkür edirik! Sorğunuz uğurla göndərildi.');
    });
});

test.describe('advertising popup', () => {
  for (const width of [1280, 375])
    test(`shows once per session on its page, closes, and a new session sees it again at ${width} px`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en/campaigns');
      const popup = page.getByTestId('ad-popup');
      await expect(popup).toBeVisible();
      await expect(popup).toContainText('Black Friday');
      await expect(popup.getByTestId('ad-popup-link')).toHaveAttribute('href', '/en/sale');
      await page.keyboard.press('Escape');
      await expect(popup).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('campaigns-page')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(popup).toHaveCount(0);
      // another page has no popup
      await page.goto('/en/faq');
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('ad-popup')).toHaveCount(0);
      const other = await browser.newPage({ viewport: { width, height: 900 } });
      await other.goto('/en/campaigns');
      await expect(other.getByTestId('ad-popup')).toBeVisible();
      await other.close();
    });
});

test.describe('every link of the menus and the home page', () => {
  test('answers a page in az, ru and en, the phone menus included: no 404, no 500', async ({ page, request }) => {
    test.slow();
    const links = new Set<string>();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      for (const home of ['/', '/ru', '/en']) {
        await page.goto(home);
        // at 375 px the slide-out menu carries the mobile_nav menu and the category tree
        // (a press before hydration does nothing: press until the menu is there)
        if (width === 375)
          await pressUntilShown(page.getByTestId('header').locator('.hbtn--burger'), page.getByTestId('mobile-menu'));
        const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
        for (const h of hrefs) if (h.startsWith('/') && !h.startsWith('//')) links.add(h.split('#')[0]!);
      }
    }
    expect(links.size).toBeGreaterThan(100);
    const bad: string[] = [];
    for (const href of links) {
      const res = await request.get(href, { maxRedirects: 5 });
      if (res.status() >= 400) bad.push(`${res.status()} ${href}`);
    }
    expect(bad).toEqual([]);
  });
});

test.describe('sitemap and robots', () => {
  test('the sitemap index leads to parts listing real pages with their alternates; robots.txt names it', async ({
    request,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const sitemapUrl = /Sitemap: (\S+)/.exec(await robots.text())![1]!;
    const index = await request.get(new URL(sitemapUrl).pathname);
    expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const parts = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(parts).toContain('/sitemap-content.xml');
    const products = await (await request.get(parts.find((p) => p.startsWith('/sitemap-products-'))!)).text();
    const first = new URL(/<loc>([^<]+)<\/loc>/.exec(products)![1]!).pathname;
    expect((await request.get(first)).status()).toBe(200);
    expect(products).toContain('hreflang="ru"');
    const content = await (await request.get('/sitemap-content.xml')).text();
    for (const path of ['/filiallar', '/en/careers', '/ru/kontakty']) expect(content).toContain(path);
  });
});
