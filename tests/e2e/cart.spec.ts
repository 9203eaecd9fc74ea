import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator } from '@playwright/test';
import { buyable, findCard, findCards, type ApiCard } from './catalog-api';
import { cookieUrl, setCookie } from './cart.fixtures';
import { hydrated, pressUntilShown } from './press-until';

/** Lists and cart (CART-1…CART-30): toggles, counts, the cart page, promo codes, gifts, compare, wish list, tampered cookies. */

/** Two cards of one category (the first such pair in the cards' order) that pass `ok`. */
function sameCategory(cards: ApiCard[], ok: (pair: ApiCard[]) => boolean = () => true): ApiCard[] {
  for (const [i, a] of cards.entries())
    for (const b of cards.slice(i + 1)) if (a.category.id === b.category.id && ok([a, b])) return [a, b];
  throw new Error('the demo store has no such products in one category');
}

test.describe('cart at 1280 px', () => {
  test('add from a card: toast, header count and total, go-to-cart, survives a reload, analytics event', async ({
    page,
    request,
  }) => {
    const [card] = await findCards(request, buyable, 1, '&sort=priceUp');
    await page.goto('/en/products?sort=priceUp');
    const el = page.locator(`[data-testid=product-card][data-product-id="${card!.id}"]`);
    // a press before the card has hydrated does nothing: press until the toast says it was added (once added, the
    // button becomes "go to cart", so a second press cannot add twice)
    await expect(async () => {
      const add = el.getByTestId('add-to-cart');
      if (await add.isVisible()) await add.click({ timeout: 2_000 });
      await expect(page.getByTestId('toast-success')).toContainText('Product added to basket', { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.getByTestId('cart-total')).toContainText(
      `${(card!.price / 100).toFixed(2)}`.replace(/\B(?=(\d{3})+(?!\d))/g, ' '),
    );
    await expect(el.getByTestId('go-to-cart')).toBeVisible();
    const event = await page.evaluate(() =>
      (
        window as unknown as {
          dataLayer: { event?: string; ecommerce?: { currency: string; items: { item_id: string }[] } }[];
        }
      ).dataLayer.find((e) => e.event === 'add_to_cart'),
    );
    expect(event?.ecommerce?.currency).toBe('AZN');
    expect(event?.ecommerce?.items[0]?.item_id).toBe(String(card!.id));
    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('1'); // rendered by the server from the cookie, no flash of zero
    await expect(el.getByTestId('go-to-cart')).toBeVisible();
  });

  test('product page: quantity, add, the cart page repricing, quantity clamp and removal with confirmation', async ({
    page,
    request,
  }) => {
    // two pages and several repricings: on a busy 2-core runner it can pass the default 45 s
    test.slow();
    // at most 10 in stock: the shop's limit of one product per order (ORDER_MAX_QTY_PER_PRODUCT, 10) is not what stops it
    const card = await findCard(request, (c) => buyable(c) && c.stock >= 5 && c.stock <= 10);
    await page.goto(card.href);
    await hydrated(page.locator('.pp-actions').getByTestId('qty-inc'));
    await page.locator('.pp-actions').getByTestId('qty-inc').click();
    await page.locator('.pp-actions').getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await page.goto('/en/cart');
    const line = page.getByTestId('cart-line').first();
    await expect(line.getByTestId('line-total')).toBeVisible();
    await expect(page.getByTestId('sub-total')).toContainText(
      ((2 * card.price) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' '),
    );
    // the + button stops at the stock (typed before hydration, the quantity would be put back)
    await hydrated(line.getByTestId('qty'));
    await line.getByTestId('qty').fill(String(card.stock + 10));
    await expect(line.getByTestId('qty')).toHaveValue(String(card.stock));
    await expect(page.getByTestId('toast-error')).toHaveText(`Only ${card.stock} in stock`);
    await expect(line.getByTestId('qty-inc')).toBeDisabled();
    await expect(page.getByTestId('cart-count')).toHaveText(String(card.stock > 99 ? '99+' : card.stock));
    await line.getByTestId('cart-remove').click();
    await expect(page.getByTestId('confirm-remove')).toContainText('Are you sure?');
    await page.getByTestId('confirm-yes').click();
    await expect(page.getByTestId('cart-empty')).toContainText('Your cart is empty');
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
  });

  test('a product on sale keeps its old price struck through in the cart and at checkout, as on its page', async ({
    page,
    request,
  }) => {
    const card = await findCard(request, (c) => buyable(c) && c.priceOld !== null && c.priceOld > c.price);
    const money = (q: number) => (q / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
    await page.goto(card.href);
    await hydrated(page.locator('.pp-actions').getByTestId('add-to-cart'));
    await page.locator('.pp-actions').getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.goto('/en/cart');
    const line = page.getByTestId('cart-line').first();
    await expect(line.getByTestId('line-was')).toContainText(money(card.priceOld!));
    await expect(line.getByTestId('line-total')).toContainText(money(card.price));
    const colour = (l: Locator) => l.evaluate((el) => getComputedStyle(el).color);
    const wasColour = await colour(line.getByTestId('line-was'));
    expect(wasColour).not.toBe(await colour(line.getByTestId('line-total'))); // muted beside the payable figure
    await page.goto('/en/checkout');
    const was = page.getByTestId('checkout-line').first().getByTestId('checkout-line-was');
    await expect(was).toContainText(money(card.priceOld!));
    expect(await colour(was)).toBe(wasColour); // one style for the struck figure (ui.css .ui-line-was)
  });

  test('promo code applied and rejected; the server prices, the total follows', async ({ page, request }) => {
    const card = await findCard(request, (c) => buyable(c) && c.price >= 20_000);
    await setCookie(page, 'cart', [{ id: card.id, qty: 1 }]);
    await page.goto('/en/cart');
    await hydrated(page.getByTestId('promo-input'));
    await page.getByTestId('promo-input').fill('nosuchcode');
    await page.getByTestId('promo-apply').click();
    await expect(page.getByTestId('promo-message')).toHaveText('There is no such promo code');
    await page.getByRole('button', { name: 'Remove code' }).click();
    await page.getByTestId('promo-input').fill('volt10');
    await page.getByTestId('promo-apply').click();
    const discount = Math.round(card.price / 10);
    await expect(page.getByTestId('promo-message')).toContainText('Promo code VOLT10 applied');
    await expect(page.getByTestId('promoCodeDiscount')).toContainText(
      (discount / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' '),
    );
    await expect(page.getByTestId('summary-total')).toContainText(
      ((card.price - discount) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' '),
    );
  });

  test('a product with a gift brings its gift line at 0 ₼', async ({ page, request }) => {
    const card = await findCard(request, (c) => buyable(c) && c.giftImages.length > 0);
    await setCookie(page, 'cart', [{ id: card.id, qty: 1 }]);
    await page.goto('/en/cart');
    await expect(page.getByTestId('cart-gift').first()).toContainText('Gift');
    await expect(page.getByTestId('cart-gift').first().getByTestId('line-total')).toHaveText('0.00 ₼');
    await expect(page.getByTestId('cart-gift').first().getByTestId('cart-remove')).toHaveCount(0);
  });

  test('wish list: heart toggles, removal asks first, the page lists the cards', async ({ page, request }) => {
    const card = await findCard(request, buyable);
    await page.goto(card.href);
    const heart = page.locator('.pp-actions').getByTestId('add-to-wishlist');
    await hydrated(heart);
    await heart.click();
    await expect(page.getByTestId('toast-success')).toContainText('Product added to wish list');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('wishlist-count')).toHaveText('1');
    await page.goto('/en/wishlist');
    await expect(page.getByTestId('product-card')).toHaveCount(1);
    // a press before the wish list page has hydrated does nothing: press until the confirmation asks
    await pressUntilShown(
      page.getByTestId('product-card').getByTestId('add-to-wishlist'),
      page.getByTestId('confirm-yes'),
    );
    await page.getByTestId('confirm-yes').click();
    await expect(page.getByTestId('wishlist-empty')).toContainText('Your wishlist is empty');
    await expect(page.getByTestId('wishlist-count')).toHaveCount(0);
  });

  test('compare: a link to /compare once added, products side by side, only differences', async ({ page, request }) => {
    // two products of one category (products of different categories are compared in tabs: the next test)
    const [a, b] = sameCategory(await findCards(request, buyable, 60));
    for (const c of [a!, b!]) {
      await page.goto(c.href);
      await hydrated(page.locator('.pp-actions').getByTestId('add-to-compare'));
      await page.locator('.pp-actions').getByTestId('add-to-compare').click();
    }
    await expect(page.getByTestId('compare-count')).toHaveText('2');
    await page.getByTestId('toast-success').last().getByRole('link', { name: 'Go to compare' }).click();
    await expect(page).toHaveURL(/\/en\/compare$/);
    await expect(page.getByTestId('compare-product')).toHaveCount(2);
    await expect(page.getByTestId('compare-tab')).toHaveCount(0);
    const all = await page.getByTestId('compare-row').count();
    await page.getByTestId('only-differences').check();
    expect(await page.getByTestId('compare-row').count()).toBeLessThanOrEqual(all);
    await page.getByTestId('compare-remove').first().click();
    await page.getByTestId('confirm-yes').click();
    await expect(page.getByTestId('compare-product')).toHaveCount(1);
    await expect(page.getByTestId('compare-count')).toHaveText('1');
  });

  for (const width of [1280, 375])
    test(`compare: products of two categories in a tab each, differing brands marked, at ${width} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const cards = await findCards(request, buyable, 60);
      const pair = sameCategory(cards, (x) => new Set(x.map((c) => c.brand?.title)).size === 2);
      const other = cards.find((c) => c.category.id !== pair[0]!.category.id)!;
      await setCookie(page, 'compare', [pair[0]!.id, other.id, pair[1]!.id]);
      await page.goto('/en/compare');
      const tabs = page.getByTestId('compare-tab');
      await expect(tabs).toHaveCount(2);
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      // a tab's name is its category and its number of products
      const pairTab = page.getByRole('tab', { name: `${pair[0]!.category.title} 2`, exact: true });
      const otherTab = page.getByRole('tab', { name: `${other.category.title} 1`, exact: true });
      await hydrated(pairTab);
      await pairTab.click();
      await expect(pairTab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('compare-product')).toHaveCount(2);
      // the brands differ: the row is marked, and "only differences" keeps it
      await expect(page.getByTestId('compare-brand-row')).toHaveClass(/is-diff/);
      // the tabs pass axe: no critical or serious violation
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id}: ${v.help}`),
      ).toEqual([]);
      await page.getByTestId('only-differences').check();
      await expect(page.getByTestId('compare-brand-row')).toBeVisible();
      await otherTab.click();
      await expect(otherTab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('compare-product')).toHaveCount(1);
      await expect(page.getByTestId('compare-product')).toHaveAttribute('data-product-id', String(other.id));
      await expect(page.locator('h1')).toContainText('(3)');
    });

  test('empty states in az and ru', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByTestId('cart-empty')).toContainText('Səbətiniz boşdur');
    await page.goto('/ru/wishlist');
    await expect(page.getByTestId('wishlist-empty')).toContainText('В избранном пока ничего нет');
    await page.goto('/ru/compare');
    await expect(page.getByTestId('compare-empty')).toContainText('Ваш список сравнения пуст');
  });

  test('tampered cookies do not break the page: junk is dropped, quantities clamped, the cookie repaired', async ({
    page,
    request,
  }) => {
    const card = await findCard(request, (c) => buyable(c) && c.stock < 900);
    await page.context().addCookies([
      {
        name: 'volt_cart',
        value: encodeURIComponent(
          JSON.stringify([{ id: card.id, qty: 999 }, { id: 'x' }, null, { id: 987654321, qty: 1 }]),
        ),
        url: cookieUrl(),
      },
      { name: 'volt_wish', value: '%7Bnot-json', url: cookieUrl() },
      {
        name: 'volt_compare',
        value: encodeURIComponent(JSON.stringify(Array.from({ length: 5000 }, (_, i) => i))).slice(0, 3900),
        url: cookieUrl(),
      },
    ]);
    const res = await page.goto('/en/cart');
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-line').getByTestId('qty')).toHaveValue(String(card.stock));
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'volt_cart')?.value)
      .toBe(encodeURIComponent(JSON.stringify([{ id: card.id, qty: card.stock }])));
  });
});

test.describe('cart at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test('add from a card updates the bottom bar; the quick cart lists the line', async ({ page, request }) => {
    const [card] = await findCards(request, buyable, 1, '&sort=priceUp');
    await page.goto('/en/products?sort=priceUp');
    await hydrated(
      page.locator(`[data-testid=product-card][data-product-id="${card!.id}"]`).getByTestId('add-to-cart'),
    );
    await page.locator(`[data-testid=product-card][data-product-id="${card!.id}"]`).getByTestId('add-to-cart').click();
    await expect(page.getByTestId('mobile-cart-count')).toHaveText('1');
    await page.goto('/en/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
