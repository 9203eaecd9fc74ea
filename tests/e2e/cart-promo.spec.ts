import { expect, test, type Page } from '@playwright/test';
import { signedInCustomer } from './accounts';
import { buyable, findCard, findCards } from './catalog-api';
import { chooseHomeDelivery } from './checkout-steps';
import { hydrated } from './press-until';

/**
 * The cart's round trips and its one total (decision 0076): one request per add, the promo code kept with the cart
 * across a reload (cart page and header agree), and the checkout's delivery hint from the summary's engine.
 */

const cookieUrl = () => test.info().project.use.baseURL ?? 'http://127.0.0.1:3000';
const setCart = (page: Page, cart: { id: number; qty: number }[]) =>
  page.context().addCookies([{ name: 'volt_cart', value: encodeURIComponent(JSON.stringify(cart)), url: cookieUrl() }]);
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });

/** The cart requests (/api/…cart…) the page makes while `act` runs and the page settles. */
async function apiCalls(page: Page, act: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const on = (r: { url(): string }) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api/') && u.pathname.includes('cart')) seen.push(u.pathname);
  };
  page.on('request', on);
  await act();
  await page.waitForLoadState('networkidle');
  page.off('request', on);
  return seen;
}

for (const width of [1280, 375]) {
  test.describe(`cart trips at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a promo code applied in the cart survives a reload; the header total is the summary total', async ({
      page,
      request,
    }) => {
      // two pages, three reloads and the checkout: on a busy 2-core runner it can pass the default 45 s
      test.slow();
      const card = await findCard(request, (c) => buyable(c) && c.price >= 20_000);
      await setCart(page, [{ id: card.id, qty: 1 }]);
      await page.goto('/en/cart');
      await hydrated(page.getByTestId('promo-input'));
      await page.getByTestId('promo-input').fill('volt10');
      await page.getByTestId('promo-apply').click();
      await expect(page.getByTestId('promo-message')).toContainText('Promo code VOLT10 applied');
      const total = (await page.getByTestId('summary-total').textContent())!;
      await expect(page.getByTestId('cart-total')).toHaveText(total);

      await page.reload();
      await expect(page.getByTestId('promo-input')).toHaveValue('VOLT10');
      await expect(page.getByTestId('promo-message')).toContainText('Promo code VOLT10 applied');
      await expect(page.getByTestId('summary-total')).toHaveText(total);
      await expect(page.getByTestId('cart-total')).toHaveText(total);
      await shot(page, `cart-promo-kept-${width}`);
      // the checkout opens with it
      await page.goto('/en/checkout');
      await expect(page.getByTestId('promo-input')).toHaveValue('VOLT10');
      await expect(page.getByTestId('checkout-summary').getByTestId('summary-total')).toHaveText(total);
      // removed in the cart: gone after a reload, the header follows
      await page.goto('/en/cart');
      await hydrated(page.getByTestId('promo-remove'));
      await page.getByTestId('promo-remove').click();
      await expect(page.getByTestId('promoCodeDiscount')).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('promo-input')).toHaveValue('');
      await expect(page.getByTestId('cart-total')).toHaveText((await page.getByTestId('summary-total').textContent())!);
    });

    test("the checkout's delivery hint is the summary's delivery line, under and over the free-delivery threshold", async ({
      page,
      request,
    }) => {
      test.slow(); // two carts through the checkout's delivery section
      const cheap = (await findCards(request, (c) => buyable(c) && c.price < 5_000, 1, '&sort=priceUp'))[0]!;
      const dear = await findCard(request, (c) => buyable(c) && c.price >= 5_000);
      for (const [name, card] of [
        ['under', cheap],
        ['over', dear],
      ] as const) {
        await setCart(page, [{ id: card.id, qty: 1 }]);
        await page.goto('/en/checkout');
        const form = page.getByTestId('checkout-form');
        await hydrated(form.getByTestId('delivery-delivery'));
        await chooseHomeDelivery(form);
        const delivery = page.getByTestId('checkout-summary').getByTestId('summary-delivery');
        await expect(page.getByTestId('checkout-summary')).toHaveAttribute('aria-busy', 'false');
        await expect(delivery).not.toHaveText('Choose a place');
        const line = (await delivery.textContent())!;
        if (name === 'under') expect(line).not.toBe('Free');
        else expect(line).toBe('Free');
        await expect(form.getByTestId('place-note')).toContainText(
          line === 'Free' ? 'Free' : `Delivery to this place: ${line}`,
        );
        await form.getByTestId('place-note').scrollIntoViewIfNeeded();
        await shot(page, `checkout-hint-${name}-${width}`);
      }
    });
  });
}

test.describe('one request per add', () => {
  test('a guest: the cookie is written and one pricing answers the header', async ({ page, request }) => {
    const card = (await findCards(request, buyable, 1, '&sort=priceUp'))[0]!;
    await page.goto(card.href);
    const add = page.locator('.pp-actions').getByTestId('add-to-cart');
    await hydrated(add);
    const calls = await apiCalls(page, async () => {
      await add.click();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
    });
    expect(calls).toEqual(['/api/cart/summary']);
  });

  test('a signed-in customer: the add answers the priced cart, no second call', async ({ page, request }) => {
    await signedInCustomer(page.request);
    const card = (await findCards(request, buyable, 1, '&sort=priceUp'))[0]!;
    await page.goto(card.href);
    const add = page.locator('.pp-actions').getByTestId('add-to-cart');
    await hydrated(add);
    const calls = await apiCalls(page, async () => {
      await add.click();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
    });
    expect(calls).toEqual(['/api/users/add-to-cart']);
    await expect(page.getByTestId('cart-total')).toContainText(
      (card.price / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' '),
    );
  });
});
