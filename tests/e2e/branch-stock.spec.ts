import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { buyable, findCards, type ApiCard } from './catalog-api';
import { confirmWithCode, fillContact, setCart, uniqueMobile } from './checkout-steps';
import { hydrated } from './press-until';

/**
 * Stock per branch on the shop's pages (issue 32): the product page's pickup block — how many branches hold the
 * product, the list with those first, their addresses and tel: links, "Show nearest first" with the browser's
 * location — and checkout's pickup choice, where branches lacking a line of the order are marked with what they lack
 * and cannot be chosen, and an order at a branch holding every line is placed.
 *
 * The products come from the demo catalogue's spread of stock over branches, read through the product API as the
 * test starts (not assumed); cheap products from the middle of the price list, which the other specs do not buy.
 */

interface Availability {
  branchId: number;
  title: string;
  inStock: boolean;
  address: string;
  phones: string[];
  lat: number;
  lng: number;
}
type Product = ApiCard & { availability: Availability[] };

async function withAvailability(request: APIRequestContext, card: ApiCard): Promise<Product> {
  const res = await request.get(`/api/products/${card.id}?lang=en`);
  expect(res.status()).toBe(200);
  const { availability } = ((await res.json()) as { data: { availability: Availability[] } }).data;
  return { ...card, availability };
}

/** Two buyable products, and branches that hold both, and others lacking one of them. */
async function twoProducts(request: APIRequestContext): Promise<{ a: Product; b: Product; both: number[] }> {
  const cards = (await findCards(request, (c) => buyable(c) && c.stock >= 6, 40, '&sort=priceUp')).slice(12);
  const products: Product[] = [];
  for (const c of cards) {
    const p = await withAvailability(request, c);
    const held = p.availability.filter((x) => x.inStock).length;
    if (held > 0 && held < p.availability.length) products.push(p);
    for (const a of products)
      for (const b of products) {
        if (a.id >= b.id) continue;
        const both = a.availability
          .filter((x) => x.inStock && b.availability.find((y) => y.branchId === x.branchId)?.inStock)
          .map((x) => x.branchId);
        if (both.length > 0 && both.length < a.availability.length) return { a, b, both };
      }
  }
  throw new Error('the demo catalogue has no two products held together by some branches and not by others');
}

async function axeOn(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(
    violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`),
  ).toEqual([]);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`stock per branch at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the product page says how many branches hold it, lists them with those first, and sorts by distance on request', async ({
      page,
      request,
      context,
    }) => {
      const { a } = await twoProducts(request);
      const holding = a.availability.filter((x) => x.inStock);
      const lacking = a.availability.filter((x) => !x.inStock);
      // the shopper stands at the last branch holding it: it comes first once sorted by distance
      const here = holding[holding.length - 1]!;
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: here.lat, longitude: here.lng });

      await page.goto(a.href);
      const block = page.getByTestId('pickup');
      await expect(block.getByTestId('pickup-summary')).toContainText(
        holding.length === 1 ? 'In stock in 1 branch' : `In stock in ${holding.length} branches`,
      );
      // closed at first (nothing moves as the page loads); opened by its summary
      await expect(block.getByTestId('pickup-list')).toBeHidden();
      await hydrated(block.getByTestId('pickup-nearest'));
      await block.getByTestId('pickup-summary').click();
      const rows = block.getByTestId('pickup-branch');
      await expect(rows).toHaveCount(a.availability.length);
      // in-stock branches first, in the server's order, then the others
      expect(await rows.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-branch-id'))))).toEqual([
        ...holding.map((x) => x.branchId),
        ...lacking.map((x) => x.branchId),
      ]);
      const first = rows.first();
      await expect(first).toContainText(holding[0]!.title);
      await expect(first).toContainText(holding[0]!.address);
      await expect(first).toContainText('In stock');
      const out = rows.nth(holding.length);
      await expect(out).toContainText(lacking[0]!.title);
      await expect(out).toContainText('Not in stock');
      // phones are tel: links, counts are never shown
      const phone = holding[0]!.phones[0];
      if (phone) await expect(first.locator(`a[href="tel:+${phone}"]`)).toBeVisible();
      await expect(block).not.toContainText(/\b\d+ (pcs|units|left)\b/);

      await block.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`pickup-${viewport.width}.png`), fullPage: false });
      await axeOn(page, '[data-testid="pickup"]');

      // nearest first: the branch the shopper stands at comes first, with its distance
      await block.getByTestId('pickup-nearest').click();
      await expect(rows.first()).toHaveAttribute('data-branch-id', String(here.branchId));
      await expect(rows.first().getByTestId('pickup-distance')).toHaveText('10 m');
      await expect(block.getByTestId('pickup-nearest')).toHaveAttribute('aria-pressed', 'true');
      // the branches without it still come after those with it
      await expect(rows.nth(holding.length)).toHaveAttribute('data-in-stock', 'false');
      await block.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`pickup-nearest-${viewport.width}.png`) });
    });

    test('checkout marks the branches lacking a line, and places the order at one holding every line', async ({
      page,
      request,
    }) => {
      test.slow();
      const { a, b, both } = await twoProducts(request);
      const mobile = uniqueMobile();
      await setCart(page, [
        { id: a.id, qty: 1 },
        { id: b.id, qty: 1 },
      ]);
      await page.goto('/en/checkout');
      const form = page.getByTestId('checkout-form');
      await hydrated(form.getByTestId('fullName'));
      await fillContact(form, mobile);
      await form.getByTestId('delivery-pickup').click();

      const ready = form.getByTestId('branch');
      const marked = form.getByTestId('branch-lacking');
      await expect(ready).toHaveCount(both.length);
      await expect(marked).toHaveCount(a.availability.length - both.length);
      // every branch lacking something says what, and cannot be chosen
      const lacksA = a.availability.find((x) => !x.inStock)!;
      const card = marked.filter({ hasText: lacksA.title }).first();
      await expect(card.getByTestId('branch-missing')).toContainText(`Missing here: ${a.title}`);
      await expect(card.locator('input[type=radio]')).toBeDisabled();
      await expect(marked.locator('input[type=radio]:enabled')).toHaveCount(0);

      await form.getByTestId('section-delivery').scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`checkout-pickup-${viewport.width}.png`) });
      await axeOn(page, '[data-testid="section-delivery"]');

      await ready.first().click();
      await form.getByTestId('payment-cash').click();
      await form.getByTestId('terms').check();
      await confirmWithCode(form, mobile.digits);
      await expect(page).toHaveURL(/\/order\?token=[\w-]{20,}/);
      await expect(page.getByTestId('order-title')).toHaveText('Thank you for your order!');
    });
  });
}
