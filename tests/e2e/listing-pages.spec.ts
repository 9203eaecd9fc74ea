import { expect, test } from '@playwright/test';

test('a listing page past the last one goes to the last page, keeping the filters and sort', async ({
  page,
  request,
}) => {
  const r = await request.get('/en/products?sort=priceUp&p=999', { maxRedirects: 0 });
  expect(r.status()).toBe(302);
  const to = new URL(r.headers()['location']!, 'http://x');
  expect(to.pathname).toBe('/en/products');
  expect(to.searchParams.get('sort')).toBe('priceUp');
  const last = Number(to.searchParams.get('p'));
  expect(last).toBeGreaterThan(1);
  await page.goto(`/en/products?sort=priceUp&p=${last}`);
  await expect(page.getByTestId('product-grid')).toBeVisible();
  await expect(page.locator('[data-testid="pagination"] [aria-current="page"]')).toHaveText(String(last));
  // one page past it is the first that has none
  expect((await request.get(`/en/products?sort=priceUp&p=${last + 1}`, { maxRedirects: 0 })).status()).toBe(302);
});
