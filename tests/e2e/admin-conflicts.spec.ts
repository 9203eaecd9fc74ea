import { expect, test, type Page } from '@playwright/test';
import { placeCashOrder } from './place-order';
import { asOwner } from './admin-owner';
import { hydrated } from './press-until';

/**
 * Record versions in the browser (decision 0059): a product form opened before a sale saves a price change without
 * putting the sold unit back, and two tabs on one product do not overwrite each other — the late save is refused,
 * says who changed what, and reloads keeping the person's own change.
 */

interface AdminProduct {
  id: number;
  sku: string;
  title: string;
  price: number;
  priceOld: number | null;
  stock: number;
}

async function product(page: Page, query: string, pick: (p: AdminProduct) => boolean): Promise<AdminProduct> {
  const r = await page.request.get(`/api/admin/products?${query}`);
  expect(r.status(), await r.text()).toBe(200);
  const found = ((await r.json()) as { data: { items: AdminProduct[] } }).data.items.find(pick);
  expect(found, 'a product for the test').toBeTruthy();
  return found!;
}

const current = async (page: Page, p: AdminProduct) =>
  product(page, `q=${encodeURIComponent(p.sku)}`, (x) => x.id === p.id);

/** A product a shopper can buy: in stock, active, not marked sold out (the form's `sold` flag). */
async function buyable(page: Page): Promise<AdminProduct> {
  const r = await page.request.get('/api/admin/products?f.active=1&f.stock=in&sort=stock&dir=desc&limit=50');
  for (const p of ((await r.json()) as { data: { items: AdminProduct[] } }).data.items) {
    if (p.stock < 5 || p.price < 10_000 || p.priceOld !== null) continue;
    const info = (await (await page.request.get(`/api/admin/products/info/${p.id}`)).json()) as {
      data: { fields: { name: string; value: unknown }[] };
    };
    if (info.data.fields.find((f) => f.name === 'sold')?.value === false) return p;
  }
  throw new Error('no buyable product');
}

test('a form opened before a sale saves a price change and keeps the sold unit sold', async ({ page, request }) => {
  await asOwner(page);
  const p = await buyable(page);
  await page.goto(`/admin/products?do=update&id=${p.id}`);
  await expect(page.getByTestId('field-stock')).toHaveValue(String(p.stock));
  await hydrated(page.getByTestId('field-price'));
  // a shopper buys one while the form is open
  await placeCashOrder(request, p.id, '994557770101');
  await expect.poll(async () => (await current(page, p)).stock).toBe(p.stock - 1);
  const next = p.price - 100;
  await page.getByTestId('field-price').fill((next / 100).toFixed(2));
  await page.getByTestId('save').click();
  await expect.poll(async () => (await current(page, p)).price).toBe(next);
  expect((await current(page, p)).stock).toBe(p.stock - 1);
});

test('two tabs on one product: the late save is refused naming the change, and reloads keeping its own edit', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const tabA = await context.newPage();
  const tabB = await context.newPage();
  await asOwner(tabA);
  const p = await product(
    tabA,
    'f.active=1&f.stock=in&sort=id&dir=desc&limit=20',
    (x) => x.price > 10_000 && x.priceOld === null,
  );
  for (const tab of [tabA, tabB]) {
    await tab.goto(`/admin/products?do=update&id=${p.id}`);
    await expect(tab.getByTestId('record-form')).toBeVisible();
    await hydrated(tab.getByTestId('field-price'));
  }
  const priceA = p.price - 200;
  await tabA.getByTestId('field-price').fill((priceA / 100).toFixed(2));
  await tabA.getByTestId('save').click();
  await expect.poll(async () => (await current(tabA, p)).price).toBe(priceA);

  // tab B never saw that: it changes the stock and saves
  const stockB = p.stock + 4;
  await tabB.getByTestId('field-stock').fill(String(stockB));
  await tabB.getByTestId('save').click();
  const conflict = tabB.getByTestId('record-conflict');
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText('Volt Owner');
  expect((await current(tabB, p)).stock, 'the stale save wrote nothing').toBe(p.stock);

  await tabB.getByTestId('record-reload-keep').click();
  await expect(conflict).toBeHidden();
  // the other tab's price is shown now, and tab B's own stock change is still in the form
  await expect(tabB.getByTestId('field-price')).toHaveValue((priceA / 100).toFixed(2));
  await expect(tabB.getByTestId('field-stock')).toHaveValue(String(stockB));
  await tabB.getByTestId('save').click();
  await expect.poll(async () => (await current(tabB, p)).stock).toBe(stockB);
  expect((await current(tabB, p)).price).toBe(priceA);
  await context.close();
});
