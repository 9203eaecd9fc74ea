import { expect, test, type Locator, type Page } from '@playwright/test';
import { buyable, findCard, findCards } from './catalog-api';
import { hydrated } from './press-until';

/** The wish list across tabs (audit): a product another tab added is a duplicate, not an error, and nothing is lost. */

/** A second tab beside `page`, both on the product page at `href`, with each tab's wish-list heart ready to press. */
async function twoTabs(page: Page, href: string) {
  const other = await page.context().newPage();
  await page.goto(href);
  await other.goto(href);
  const heartA = page.locator('.pp-actions').getByTestId('add-to-wishlist');
  const heartB = other.locator('.pp-actions').getByTestId('add-to-wishlist');
  await hydrated(heartA);
  await hydrated(heartB);
  return { other, heartA, heartB };
}

/** Tab B, whose heart is still empty, presses it for a product tab A added: only "already in your wish list". */
async function pressedAgain(other: Page, heartB: Locator) {
  await expect(heartB).toHaveAttribute('aria-pressed', 'false');
  await heartB.click();
  await expect(other.getByTestId('toast-error')).toHaveText('Product is already in your wish list');
  // not retried: a success toast stays 3 s, a retrying check would wait for it to leave
  expect(await other.getByTestId('toast-success').count()).toBe(0);
}

test.describe('a duplicate from another tab (audit)', () => {
  test('guest: a product added in another tab says only "already in your wish list", and the other tab keeps its additions', async ({
    page,
    request,
  }) => {
    const [x, y] = await findCards(request, buyable, 2);
    const { other, heartA, heartB } = await twoTabs(page, x!.href);
    await heartA.click();
    await expect(page.getByTestId('toast-success')).toContainText('Product added to wish list');
    // tab B still shows an empty heart: its press must find X in the cookie and change nothing
    await pressedAgain(other, heartB);
    await expect(heartB).toHaveAttribute('aria-pressed', 'true');
    await expect(other.getByTestId('wishlist-count')).toHaveText('1');
    const wish = async () =>
      decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'volt_wish')?.value ?? '');
    expect(await wish()).toBe(JSON.stringify([x!.id]));

    // compare: tab A adds Y; tab B (which has not seen Y) adds X — the cookie keeps both
    await page.goto(y!.href);
    await hydrated(page.locator('.pp-actions').getByTestId('add-to-compare'));
    await page.locator('.pp-actions').getByTestId('add-to-compare').click();
    await expect(page.getByTestId('toast-success')).toContainText('Product added to compare');
    await other.locator('.pp-actions').getByTestId('add-to-compare').click();
    await expect(other.getByTestId('toast-success')).toContainText('Product added to compare');
    await expect(other.getByTestId('compare-count')).toHaveText('2');
    const compare = decodeURIComponent(
      (await page.context().cookies()).find((c) => c.name === 'volt_compare')?.value ?? '',
    );
    expect(compare).toBe(JSON.stringify([y!.id, x!.id]));
    // tab A's next page shows X in the compare list too
    await page.goto(x!.href);
    await hydrated(page.locator('.pp-actions').getByTestId('add-to-compare'));
    await expect(page.locator('.pp-actions').getByTestId('add-to-compare')).toHaveAttribute('aria-pressed', 'true');
  });

  test('signed in: a product added in another tab says only "already in your wish list" and stays in the list', async ({
    page,
    request,
  }) => {
    const { signedInCustomer } = await import('./accounts');
    await signedInCustomer(page.request);
    const card = await findCard(request, buyable);
    const { other, heartA, heartB } = await twoTabs(page, card.href);
    await heartA.click();
    await expect(page.getByTestId('toast-success')).toContainText('Product added to wish list');
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/users/wishlist?lang=en')).json()) as { data: { items: number[] } }).data
            .items,
      )
      .toEqual([card.id]);
    await pressedAgain(other, heartB);
    // the server holds it: the heart stays filled, the count says 1
    await expect(heartB).toHaveAttribute('aria-pressed', 'true');
    await expect(other.getByTestId('wishlist-count')).toHaveText('1');
    expect(
      ((await (await page.request.get('/api/users/wishlist?lang=en')).json()) as { data: { items: number[] } }).data
        .items,
    ).toEqual([card.id]);
  });
});
