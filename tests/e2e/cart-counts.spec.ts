import { expect, test } from '@playwright/test';
import { buyable, findCard } from './catalog-api';
import { money, setCookie } from './cart.fixtures';
import { hydrated } from './press-until';

/** What the cart counts (audit): the coupons of the paid units only, and sold lines that count nowhere. */

test.describe('coupons of the paid units (audit)', () => {
  test('buy 2 pay 1 + 1 at quantity 3: the coupons of the two paid units only (decision 0023)', async ({
    page,
    request,
  }) => {
    // no basket or set discount on it (the demo seed's rules in commerce.ts), so only the campaign takes anything off
    type CampaignCard = Parameters<typeof buyable>[0] & { discountItemsCount: number | null };
    const card = (await findCard(request, (c) => {
      const x = c as CampaignCard;
      return (
        buyable(c) &&
        x.discountItemsCount === 3 &&
        c.stock >= 3 &&
        c.price > 1_000 &&
        c.id % 53 !== 7 &&
        c.id % 61 !== 11
      );
    })) as CampaignCard;
    const perUnit = Math.floor(card.price / 1_000);
    await setCookie(page, 'cart', [{ id: card.id, qty: 3 }]);
    await page.goto('/en/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('summary-total')).toContainText(money(2 * card.price));
    await expect(page.locator('.ct-extra').filter({ hasText: 'Coupons earned' })).toHaveText(
      `Coupons earned: ${2 * perUnit}`,
    );
    const reply = await request.post('/api/cart/summary', { data: { cart: [{ id: card.id, qty: 3 }], lang: 'en' } });
    expect(((await reply.json()) as { data: { coupons: number } }).data.coupons).toBe(2 * perUnit);
  });
});

test.describe('sold lines in the counts (audit)', () => {
  test('a sold product stays in the cart with its notice but counts nowhere: badge, "Cart (n)", checkout "Products (n)"', async ({
    page,
    request,
  }) => {
    const good = await findCard(request, (c) => buyable(c) && c.stock >= 5);
    const sold = await findCard(request, (c) => c.sold && !c.priceInStore);
    await setCookie(page, 'cart', [
      { id: good.id, qty: 2 },
      { id: sold.id, qty: 1 },
    ]);
    await page.goto('/en/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.locator(`[data-testid=cart-line][data-product-id="${sold.id}"]`)).toContainText('Product sold');
    await expect(page.getByTestId('cart-error')).toContainText('Sorry, these products are already sold');
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await expect(page.locator('.ct-title .ct-count')).toHaveText('(2)');
    // a change of the other line: the count follows the buyable units at once and after the server's answer — the
    // badge never shows the sold unit, not even before the server has answered
    await hydrated(page.locator(`[data-testid=cart-line][data-product-id="${good.id}"]`).getByTestId('qty-inc'));
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { badgeSeen: string[] }).badgeSeen = seen;
      const badge = document.querySelector('[data-testid=cart-count]')!;
      new MutationObserver(() => seen.push(badge.textContent ?? '')).observe(badge, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await page.locator(`[data-testid=cart-line][data-product-id="${good.id}"]`).getByTestId('qty-inc').click();
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await expect(page.locator('.ct-title .ct-count')).toHaveText('(3)');
    expect(await page.evaluate(() => (window as unknown as { badgeSeen: string[] }).badgeSeen)).not.toContain('4');
    await expect(page.locator('.ct-title .ct-count')).toHaveText('(3)');
    await page.goto('/en/checkout');
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await expect(page.getByTestId('checkout-summary')).toContainText('Products (3)');
    await expect(page.getByTestId('checkout-summary').getByTestId('sub-total')).toContainText(money(3 * good.price));
  });
});
