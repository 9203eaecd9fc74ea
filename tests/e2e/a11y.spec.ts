import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { buyable, findCard } from './catalog-api';
import { customerWithOrder } from './customer-order';
import { placeCashOrder } from './place-order';
import { hydrated, pressUntilShown } from './press-until';

/**
 * Accessibility (NAV-18): no critical and no serious axe-core violations (WCAG 2.x A and AA rules and axe's
 * best practices) and no skipped heading level on every page type, on a desktop and a phone screen.
 */

async function productHref(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/products?lang=en&sort=priceDown');
  const { items } = ((await res.json()) as { data: { items: { href: string; sold: boolean; reviewsCount: number }[] } })
    .data;
  return (items.find((c) => !c.sold && c.reviewsCount > 0) ?? items[0]!).href;
}

/** Puts two buyable products into the guest's cart, wish list and compare (cookies), for the list pages. */
async function fillLists(page: Page, request: APIRequestContext): Promise<void> {
  const res = await request.get('/api/products?lang=en&sort=priceUp');
  const { items } = (
    (await res.json()) as { data: { items: { id: number; sold: boolean; priceInStore: boolean; stock: number }[] } }
  ).data;
  const ids = items
    .filter((c) => !c.sold && !c.priceInStore && c.stock > 2)
    .slice(0, 2)
    .map((c) => c.id);
  const url = test.info().project.use.baseURL ?? 'http://127.0.0.1:3000';
  const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));
  await page.context().addCookies([
    { name: 'volt_cart', value: enc(ids.map((id) => ({ id, qty: 1 }))), url },
    { name: 'volt_wish', value: enc(ids), url },
    { name: 'volt_compare', value: enc(ids), url },
  ]);
}

/** Puts a buyable product that comes with a gift into the guest's cart: the gift line and its badge. */
async function fillGift(page: Page, request: APIRequestContext): Promise<void> {
  const withGift = await findCard(request, (c) => buyable(c) && c.giftImages.length > 0);
  const url = test.info().project.use.baseURL ?? 'http://127.0.0.1:3000';
  const cart = encodeURIComponent(JSON.stringify([{ id: withGift.id, qty: 1 }]));
  await page.context().addCookies([{ name: 'volt_cart', value: cart, url }]);
}

/** An order page of a fresh cash order (a different mobile per call: codes are limited per number). */
let orders = 0;
async function orderHref(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/products?lang=en&sort=priceDown&p=6');
  const { items } = (
    (await res.json()) as { data: { items: { id: number; sold: boolean; priceInStore: boolean; stock: number }[] } }
  ).data;
  const product = items.filter((c) => !c.sold && !c.priceInStore && c.stock > 10)[orders % 3]!;
  orders += 1;
  const mobile = `99477${String((Date.now() + orders * 97 + process.pid) % 10_000_000).padStart(7, '0')}`;
  return `/en/order?token=${encodeURIComponent(await placeCashOrder(request, product.id, mobile))}`;
}

/**
 * Parts below the first screen (footer, home rows, the product page's rows and tabs, listing cards) have
 * `content-visibility: auto`: the browser skips painting them until they come near, and axe, which reads colours
 * from what is painted, would then see the footer's light text on the page's light background. Check them as a
 * shopper sees them once scrolled to: rendered.
 */
async function renderOffscreenParts(page: Page): Promise<void> {
  await page.addStyleTag({ content: '*{content-visibility:visible!important}' });
}

/** The first open vacancy's page. */
async function vacancyHref(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/en/careers')).text();
  return /href="(\/en\/careers\/[^"]+)"/.exec(html)![1]!;
}

const PAGES: {
  name: string;
  path: (request: APIRequestContext) => Promise<string> | string;
  lists?: boolean;
  /** fills the guest's cart otherwise than `lists` does, before the page is opened */
  prepare?: (page: Page, request: APIRequestContext) => Promise<void>;
  open?: (page: Page) => Promise<void>;
  only?: string;
}[] = [
  { name: 'home', path: () => '/' },
  { name: 'listing', path: () => '/en/products?brand=1' },
  { name: 'search', path: () => '/ru/search?search=phone' },
  { name: 'product', path: productHref },
  { name: 'brands', path: () => '/en/brands' },
  { name: 'not-found', path: () => '/en/no-such-page' },
  { name: 'cart', path: () => '/en/cart', lists: true },
  { name: 'wish list', path: () => '/ru/wishlist', lists: true },
  { name: 'compare', path: () => '/compare', lists: true },
  { name: 'empty cart', path: () => '/en/cart' },
  { name: 'checkout', path: () => '/ru/checkout', lists: true },
  // the summary's "Gift" badge on its gift line (once 3.71:1 at 11 px)
  { name: 'checkout with a gift', path: () => '/en/checkout', prepare: fillGift },
  {
    name: 'checkout with errors',
    path: () => '/en/checkout',
    lists: true,
    open: async (page) => {
      // before hydration the press would send the form as a plain GET, with no field checked
      await hydrated(page.getByTestId('checkout-submit'));
      await page.getByTestId('checkout-submit').click();
      await expect(page.getByTestId('error-terms')).toBeVisible();
    },
  },
  {
    name: 'buy-now popup',
    path: productHref,
    open: async (page) => {
      const popup = page.getByTestId('buy-now-popup');
      await pressUntilShown(page.locator('.pp-actions').getByTestId('buy-now'), popup);
      await expect(popup.getByTestId('checkout-summary').locator('dd').first()).toBeVisible();
    },
    // the product page under it is checked above
    only: '[data-testid=buy-now-popup]',
  },
  {
    name: 'sticky buy bar',
    path: productHref,
    open: async (page) => {
      const bar = page.getByTestId('sticky-bar');
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
        await expect(bar).toHaveClass(/is-on/, { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
    },
    only: '[data-testid=sticky-bar]',
  },
  {
    name: 'my orders',
    path: () => '/en/cabinet/orders',
    prepare: async (page, request) => void (await customerWithOrder(page, request)),
  },
  {
    name: 'cancel an order',
    path: () => '/ru/cabinet/orders',
    prepare: async (page, request) => void (await customerWithOrder(page, request)),
    open: async (page) => {
      const cancel = page.getByTestId('order-cancel');
      await hydrated(cancel);
      await pressUntilShown(cancel, page.getByTestId('order-cancel-confirm'));
    },
    only: '[data-testid=order-cancel-confirm]',
  },
  { name: 'order', path: orderHref },
  { name: 'order error', path: () => '/az/order/error' },
  { name: 'blog', path: () => '/ru/blog' },
  { name: 'branches', path: () => '/en/branches' },
  { name: 'vacancy', path: vacancyHref },
  { name: 'contacts', path: () => '/elaqe' },
  { name: 'track your order', path: () => '/en/track-order' },
];

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const p of PAGES) {
      test(`${p.name}: no critical or serious violations`, async ({ page, request }) => {
        // a page with a popup to open waits for hydration first: slower on a busy machine
        if (p.open) test.slow();
        // the first page of a run draws its images on demand (home has the most): more than 45 s on a busy runner
        if (p.name === 'home') test.slow();
        if (p.lists) await fillLists(page, request);
        if (p.prepare) await p.prepare(page, request);
        await page.goto(await p.path(request));
        await page.waitForLoadState('networkidle');
        if (p.open) await p.open(page);
        await renderOffscreenParts(page);
        const axe = new AxeBuilder({ page });
        if (p.only) axe.include(p.only);
        const { violations } = await axe
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        const bad = violations
          // heading-order is "moderate" for axe, but card titles skipping from h1 to h3 was a reported defect
          .filter((v) => v.impact === 'critical' || v.impact === 'serious' || v.id === 'heading-order')
          .map(
            (v) =>
              `${v.impact} ${v.id}: ${v.help} — ${v.nodes.length} × ${v.nodes
                .slice(0, 3)
                .map((n) => `${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim() ?? ''})`)
                .join('; ')}`,
          );
        expect(bad).toEqual([]);
      });
    }
  });
}

test.describe('axe while the checkout re-prices', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test('the summary stays readable while its new prices are on the way', async ({ page, request }) => {
    test.slow();
    await fillLists(page, request);
    // hold every re-pricing request: the summary stays busy for as long as axe looks at it
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/cart/summary*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en/checkout');
    const summary = page.getByTestId('checkout-summary');
    await expect(summary).toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
    await expect(summary.getByTestId('summary-total')).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .include('[data-testid=checkout-summary]')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    release();
    await expect(summary).toHaveAttribute('aria-busy', 'false');
  });
});
