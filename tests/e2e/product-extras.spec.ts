import { expect, test, type Page } from '@playwright/test';
import { buyable, findCards } from './catalog-api';
import { signedInCustomer } from './accounts';

/**
 * The product page's "in N other shoppers' carts" (PDP-7 `inOthersCart`, decision 0056), through the real
 * accounts and cart API: signed-in customers' carts are on the server, a guest's lives in its cookies.
 */

/** The number the page's social-proof line shows (az: "5 nəfərin səbətində"), 0 when the line is hidden. */
async function shownCount(page: Page, href: string): Promise<number> {
  await page.goto(href);
  await expect(page.getByTestId('product-page')).toBeVisible();
  const line = page.getByTestId('in-others-cart');
  if (!(await line.count())) return 0;
  const m = /^(\d+) nəfərin səbətində$/.exec((await line.textContent()) ?? '');
  expect(m, 'the line reads "N nəfərin səbətində"').toBeTruthy();
  return Number(m![1]);
}

test.describe('in other shoppers’ carts', () => {
  test('a video whose YouTube thumbnail cannot be loaded shows a dark tile with its play button, not a broken image', async ({
    page,
  }) => {
    await page.route('https://i.ytimg.com/**', (r) => r.abort());
    await page.goto('/en');
    const video = page.locator('.hm-video').first();
    await video.scrollIntoViewIfNeeded();
    const play = video.getByRole('button', { name: /^Play video/ });
    await expect(play).toBeVisible();
    // the failed thumbnail is taken away (also when it failed before hydration)
    await expect(video.locator('img')).toHaveCount(0);
    expect(await video.locator('.hm-video-frame').evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(
      'linear-gradient',
    );
  });

  test("counts the customers who put the product in their cart, never the viewer's own", async ({
    browser,
    page,
    request,
  }) => {
    // a product deep in the listing: other tests' customers put the first ones in their carts
    const product = (await findCards(request, buyable, 40))[37]!;
    // its page in az, the default language
    const href = (
      (await (await request.get(`/api/products/${product.id}?lang=az`)).json()) as { data: { href: string } }
    ).data.href;
    const before = await shownCount(page, href);

    const shoppers = await Promise.all([0, 1].map(() => browser.newContext()));
    try {
      for (const ctx of shoppers) {
        await signedInCustomer(ctx.request);
        const res = await ctx.request.post('/api/users/add-to-cart', {
          data: { product_id: product.id, qty: 1, lang: 'az' },
        });
        expect(res.status(), await res.text()).toBe(200);
      }
      // a guest (no cookie) sees both; the guest page cache keeps a page for at most a second
      await expect.poll(() => shownCount(page, href), { timeout: 10_000 }).toBeGreaterThanOrEqual(before + 2);
      const asGuest = await shownCount(page, href);
      // one of them sees the others only
      const own = await shoppers[0]!.newPage();
      expect(await shownCount(own, href)).toBe(asGuest - 1);
      await expect(own.getByTestId('in-others-cart')).toBeVisible();
    } finally {
      await Promise.all(shoppers.map((c) => c.close()));
    }
  });
});
