import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { buyable, findCards, type ApiCard } from './catalog-api';
import { placeUnits } from './branch-stock';
import { confirmWithCode, fillContact, openBuyNow, setCart, uniqueMobile } from './checkout-steps';
import { latestCode } from './sms-codes';
import { hydrated } from './press-until';

/**
 * Stock per branch on the shop's pages (issue 32): the product page's pickup block — how many branches hold the
 * product, the list with those first, their addresses and tel: links, "Show nearest first" with the browser's
 * location, "home delivery only" when no branch has it — and checkout's pickup choice, where branches lacking a line
 * of the order are marked with what they lack and cannot be chosen, and an order at a branch holding every line is
 * placed.
 *
 * Each test puts its products' units in the branches itself (`placeUnits`: moved from the warehouse, the product's
 * total unchanged), on cheap products from the middle of the price list that no other spec buys, one set per
 * viewport so the two runs do not share a product.
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
interface Branch {
  id: number;
  title: string;
  address: string;
  mobiles: string[];
}

async function availability(request: APIRequestContext, id: number): Promise<Availability[]> {
  const res = await request.get(`/api/products/${id}?lang=en`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { availability: Availability[] } }).data.availability;
}

async function activeBranches(request: APIRequestContext): Promise<Branch[]> {
  const res = await request.get('/api/places/branches?lang=en');
  return ((await res.json()) as { data: { branches: Branch[] } }).data.branches;
}

/** Three products of this viewport's own, each with at least 12 units. */
async function products(request: APIRequestContext, width: number): Promise<ApiCard[]> {
  const cards = await findCards(request, (c) => buyable(c) && c.stock >= 12 && c.price < 20_000, 30, '&sort=priceUp');
  const from = width > 500 ? 10 : 16;
  return cards.slice(from, from + 3);
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
    // one width's tests put units of the same products in branches: one after another, in one worker (the suite runs
    // fully parallel; in parallel, one test emptied a branch the other had just filled)
    test.describe.configure({ mode: 'default' });

    test('the product page says how many branches hold it, lists them with those first, and sorts by distance on request', async ({
      page,
      request,
      context,
    }) => {
      const [a, , c] = await products(request, viewport.width);
      const branches = await activeBranches(request);
      expect(branches.length).toBeGreaterThanOrEqual(3);
      // held by two branches only
      await placeUnits(a!.id, { [branches[0]!.id]: 2, [branches[2]!.id]: 1 });
      await placeUnits(c!.id, {});
      const all = await availability(request, a!.id);
      expect(all.map((x) => x.branchId).sort()).toEqual(branches.map((x) => x.id).sort());
      // in the server's order (branch position)
      const holding = all.filter((x) => x.inStock);
      const lacking = all.filter((x) => !x.inStock);
      expect(holding.map((x) => x.branchId).sort()).toEqual([branches[0]!.id, branches[2]!.id].sort());
      // the shopper stands at the second branch holding it: it comes first once sorted by distance
      const here = holding[1]!;
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: here.lat, longitude: here.lng });

      await page.goto(a!.href);
      const block = page.getByTestId('pickup');
      await expect(block.getByTestId('pickup-summary')).toContainText('In stock in 2 branches');
      // closed at first (nothing moves as the page loads); opened by its summary
      await expect(block.getByTestId('pickup-list')).toBeHidden();
      await hydrated(block.getByTestId('pickup-nearest'));
      await block.getByTestId('pickup-summary').click();
      const rows = block.getByTestId('pickup-branch');
      await expect(rows).toHaveCount(all.length);
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

      // a product no branch holds, still deliverable: said in one line, no list
      await page.goto(c!.href);
      await expect(page.getByTestId('pickup-none')).toHaveText('Not in any branch today — home delivery only');
      await expect(page.getByTestId('pickup')).toHaveCount(0);
    });

    test('checkout marks the branches lacking a line, and places the order at one holding every line', async ({
      page,
      request,
    }) => {
      test.slow();
      const [a, b] = await products(request, viewport.width);
      const branches = await activeBranches(request);
      const [x, y, z] = branches;
      // x holds both lines, y lacks a, z lacks b, every other branch lacks both
      await placeUnits(a!.id, { [x!.id]: 3, [z!.id]: 2 });
      await placeUnits(b!.id, { [x!.id]: 3, [y!.id]: 3 });
      const mobile = uniqueMobile();
      await setCart(page, [
        { id: a!.id, qty: 1 },
        { id: b!.id, qty: 1 },
      ]);
      await page.goto('/en/checkout');
      const form = page.getByTestId('checkout-form');
      await hydrated(form.getByTestId('fullName'));
      await fillContact(form, mobile);
      await form.getByTestId('delivery-pickup').click();

      const ready = form.getByTestId('branch');
      const marked = form.getByTestId('branch-lacking');
      await expect(ready).toHaveCount(1);
      await expect(ready).toContainText(x!.title);
      await expect(marked).toHaveCount(branches.length - 1);
      // those lacking one line first, each saying what it lacks; none can be chosen
      const titled = (title: string) =>
        marked.filter({ has: page.locator('.co-choice-title', { hasText: new RegExp(`^${esc(title)}$`) }) });
      await expect(titled(y!.title).getByTestId('branch-missing')).toHaveText(`Missing here: ${a!.title}`);
      await expect(titled(z!.title).getByTestId('branch-missing')).toHaveText(`Missing here: ${b!.title}`);
      // those lacking one line come before those lacking both
      if (branches.length > 3)
        await expect(marked.nth(2).getByTestId('branch-missing')).toHaveText(
          new RegExp(`^Missing here: (${esc(a!.title)}, ${esc(b!.title)}|${esc(b!.title)}, ${esc(a!.title)})$`),
        );
      await expect(marked.locator('input[type=radio]')).toHaveCount(branches.length - 1);
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
      // the units came from that branch: it holds 2 of each now, the others as they were
      expect((await availability(request, a!.id)).filter((s) => s.inStock).map((s) => s.branchId)).toEqual([
        x!.id,
        z!.id,
      ]);
    });

    test('a branch that runs out while the shopper chooses: the refusal shows on the branch, and the list is asked again', async ({
      page,
      request,
    }) => {
      test.slow();
      const [, b] = await products(request, viewport.width);
      const [x, y] = await activeBranches(request);
      await placeUnits(b!.id, { [x!.id]: 2, [y!.id]: 2 });
      const mobile = uniqueMobile();
      await page.goto(b!.href);
      const popup = await openBuyNow(page, page.getByTestId('product-page').locator('.pp-buy').getByTestId('buy-now'));
      await fillContact(popup, mobile);
      await popup.getByTestId('delivery-pickup').click();
      await expect(popup.getByTestId('branch')).toHaveCount(2);
      await popup.getByTestId('branch').filter({ hasText: x!.title }).click();
      await popup.getByTestId('payment-cash').click();
      // meanwhile the branch's last units go elsewhere
      await placeUnits(b!.id, { [y!.id]: 2 });
      await popup.getByTestId('checkout-submit').click();
      const { code } = await latestCode(mobile.digits);
      await popup.getByTestId('otp-code').fill(code);
      await popup.getByTestId('otp-confirm').click();
      await expect(popup.getByTestId('error-branch')).toHaveText(
        'This store does not have every product of your order right now: choose another store or home delivery.',
      );
      // asked again: the branch is now marked with what it lacks, the other still offered
      await expect(popup.getByTestId('branch')).toHaveCount(1);
      await expect(popup.getByTestId('branch')).toContainText(y!.title);
      await expect(popup.getByTestId('branch-lacking').filter({ hasText: x!.title })).toContainText(
        `Missing here: ${b!.title}`,
      );
      await page.screenshot({ path: test.info().outputPath(`buy-now-refused-${viewport.width}.png`) });
    });
  });
}
